import SegueRouting
import StoryboardCatalog

/// `symbolify scan`: lists every segue of the given storyboards.
package struct ScanCommand: SymbolifySubcommand {
    static let name = "scan"
    static let abstract = "List the segues of storyboards."
    static let overview =
        "Lists every segue of the given storyboards with its identifier, symbol, handler name, kind, source "
        + "class, trigger and destination. Files that cannot be read are reported on standard error (or in "
        + "the JSON document) and make the exit code 1; the others are still listed."
    static let arguments = [StoryboardArguments.paths]
    static let options: [OptionDeclaration] = [.format, .help]

    /// Storyboard files and directories.
    package var paths: [String]
    /// The output format.
    package var format: OutputFormat

    /// Creates the subcommand.
    package init(paths: [String], format: OutputFormat = .text) {
        self.paths = paths
        self.format = format
    }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
    }

    func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        let catalog = StoryboardCatalog(paths: paths)
        switch format {
        case .text:
            let header = ["LOCATION", "IDENTIFIER", "SYMBOL", "HANDLER", "KIND", "SOURCE", "TRIGGER", "DESTINATION"]
            let rows = catalog.segues.map { segue in
                [
                    segue.location.description, segue.identifier.map(escapedField) ?? "-",
                    segue.symbol?.rawValue ?? "-", segue.symbol?.handlerName(.swift) ?? "-",
                    segue.kind + (segue.relationship.map { " (\($0))" } ?? ""), segue.source.className,
                    escapedField(segue.trigger.description), escapedField(segue.destination.description),
                ]
            }
            output.write(alignedTable([header] + rows))
            FindingOutput(format: format, errors: errors).report(catalog.readFindings)
        case .json:
            let storyboards = catalog.storyboards.map { storyboard in
                "{\"path\":" + jsonString(storyboard.path) + ",\"platform\":\"" + storyboard.platform.rawValue
                    + "\",\"segues\":[" + storyboard.segues.map(segueJSON).joined(separator: ",") + "]}"
            }
            output.write(
                "{\"storyboards\":[" + storyboards.joined(separator: ",") + "],"
                    + FindingOutput.jsonMember(catalog.readFindings) + "}\n")
        }
        return finishing(catalog.readFindings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }

    private func segueJSON(_ segue: StoryboardSegue) -> String {
        func field(_ name: String, _ value: String?) -> String {
            "\"\(name)\":" + (value.map(jsonString) ?? "null")
        }
        let destination: String
        switch segue.destination {
        case .scene(let scene):
            destination = "{\"type\":\"scene\"," + field("id", scene.id) + "," + field("class", scene.className) + "}"
        case .storyboardReference(let scene):
            destination =
                "{\"type\":\"storyboardReference\"," + field("id", scene.id) + ","
                + field("storyboardName", scene.referencedStoryboard) + ","
                + field("referencedIdentifier", scene.referencedIdentifier) + "}"
        case .exit(let action):
            destination = "{\"type\":\"exit\"," + field("unwindAction", action) + "}"
        case .missing(let id):
            destination = "{\"type\":\"missing\"," + field("id", id) + "}"
        }
        return "{"
            + [
                field("identifier", segue.identifier), field("symbol", segue.symbol?.rawValue),
                field("handler", segue.symbol?.handlerName(.swift)), field("kind", segue.kind),
                field("relationship", segue.relationship), field("customClass", segue.customClass),
                field("customModule", segue.customModule),
                field("destinationCreationSelector", segue.destinationCreationSelector), field("id", segue.id),
                "\"source\":{"
                    + [
                        field("element", segue.source.elementName), field("class", segue.source.className),
                        field("customClass", segue.source.customClass),
                        field("customModule", segue.source.customModule),
                        field("storyboardIdentifier", segue.source.storyboardIdentifier), field("id", segue.source.id),
                    ].joined(separator: ",") + "}",
                "\"trigger\":{"
                    + [
                        field("element", segue.trigger.elementName), field("id", segue.trigger.id),
                        field("title", segue.trigger.title), "\"manual\":\(segue.trigger.isManual)",
                    ].joined(separator: ",") + "}",
                "\"destination\":" + destination,
                "\"line\":" + (segue.location.line.map(String.init) ?? "null"),
                "\"column\":" + (segue.location.column.map(String.init) ?? "null"),
            ].joined(separator: ",") + "}"
    }
}

/// Rows of cells as text, each column as wide as its widest cell (counted in Unicode scalars).
func alignedTable(_ rows: [[String]]) -> String {
    let lengths = rows.map { row in
        row.map { $0.utf8.allSatisfy { $0 < 0x80 } ? $0.utf8.count : $0.unicodeScalars.count }
    }
    var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
    var total = 0
    for row in lengths {
        for (index, length) in row.enumerated() { widths[index] = max(widths[index], length) }
    }
    for row in rows { total += row.reduce(0) { $0 + $1.utf8.count } }
    let paddings = (0...(widths.max() ?? 0) + 2).map { String(repeating: " ", count: $0) }
    var text = ""
    text.reserveCapacity(total + rows.count * (widths.reduce(0, +) + 2 * widths.count + 1))
    for (row, rowLengths) in zip(rows, lengths) {
        for (index, cell) in row.enumerated() {
            text += cell
            if index < row.count - 1 { text += paddings[widths[index] - rowLengths[index] + 2] }
        }
        text += "\n"
    }
    return text
}
