import SegueRouting
import StoryboardCatalog

/// `symbolify scan`: lists every segue of the given storyboards.
package struct ScanCommand: StoryboardListing {
    package static let name = "scan"
    package static let abstract = "List the segues of storyboards."
    package static let overview =
        "Lists every segue of the given storyboards with its identifier, symbol, kind, source class, trigger "
        + "and destination (the JSON document adds the handler name and every attribute read). Files that "
        + "cannot be read are reported on standard error (or in the JSON document) and make the exit code 1; "
        + "the others are still listed."

    /// The storyboards and the output format.
    package var listing: StoryboardListingOptions

    /// Creates the subcommand.
    package init(_ listing: StoryboardListingOptions) { self.listing = listing }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        // Only the scenes and segues this lists are kept of each document.
        let catalog = StoryboardCatalog(paths: paths, fileSystem: .posix, extent: .scenesAndSegues)
        switch format {
        case .text:
            // The handler is prepareFor<SYMBOL>Segue; the JSON document spells it out. A destination
            // that a segue action makes names the action's selector; an exit, its unwind action.
            let header = ["LOCATION", "IDENTIFIER", "SYMBOL", "KIND", "SOURCE", "TRIGGER", "DESTINATION"]
            let rows = catalog.storyboards.lazy.flatMap(\.segues).map { segue in
                [
                    segue.location.description, segue.identifier.map(escapedField) ?? "-",
                    segue.symbol?.rawValue ?? "-",
                    segue.kind + (segue.relationship.map { " (\($0))" } ?? ""), segue.source.className,
                    escapedField(segue.trigger.description),
                    escapedField(
                        segue.destination.description
                            + (segue.destinationCreationSelector.map { ", made by " + $0 } ?? "")),
                ]
            }
            output.write(alignedTable([header] + rows))
            FindingOutput(format: format, errors: errors).report(catalog.readFindings)
        case .json:
            var json = JSONWriter()
            json.object {
                $0.array("storyboards", catalog.storyboards) { json, storyboard in
                    json.object {
                        $0.field("path", storyboard.path)
                        $0.field("platform", storyboard.platform.rawValue)
                        $0.array("segues", storyboard.segues) { json, segue in Self.write(segue, to: &json) }
                    }
                }
                FindingOutput.write(catalog.readFindings, to: &$0)
            }
            output.write(&json)
            output.write("\n")
        }
        return finishing(catalog.readFindings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }

    /// Writes a segue as one JSON object.
    private static func write(_ segue: StoryboardSegue, to json: inout JSONWriter) {
        json.beginObject()
        json.field("identifier", segue.identifier)
        json.field("symbol", segue.symbol?.rawValue)
        json.field("handler", segue.symbol?.handlerName(.swift))
        json.field("kind", segue.kind)
        json.field("relationship", segue.relationship)
        json.field("customClass", segue.customClass)
        json.field("customModule", segue.customModule)
        json.field("destinationCreationSelector", segue.destinationCreationSelector)
        json.field("id", segue.id)
        json.object("source") {
            $0.field("element", segue.source.elementName)
            $0.field("class", segue.source.className)
            $0.field("customClass", segue.source.customClass)
            $0.field("customModule", segue.source.customModule)
            $0.field("storyboardIdentifier", segue.source.storyboardIdentifier)
            $0.field("id", segue.source.id)
        }
        json.object("trigger") {
            $0.field("element", segue.trigger.elementName)
            $0.field("id", segue.trigger.id)
            $0.field("title", segue.trigger.title)
            $0.field("manual", segue.trigger.isManual)
        }
        json.object("destination") {
            switch segue.destination {
            case .scene(let scene):
                $0.field("type", "scene")
                $0.field("id", scene.id)
                $0.field("class", scene.className)
            case .storyboardReference(let scene):
                $0.field("type", "storyboardReference")
                $0.field("id", scene.id)
                $0.field("storyboardName", scene.referencedStoryboard)
                $0.field("referencedIdentifier", scene.referencedIdentifier)
            case .exit(let action):
                $0.field("type", "exit")
                $0.field("unwindAction", action)
            case .missing(let id):
                $0.field("type", "missing")
                $0.field("id", id)
            }
        }
        json.field("line", segue.location.line)
        json.field("column", segue.location.column)
        json.endObject()
    }
}

/// Rows of cells as text, each column as wide as its widest cell (counted in Unicode scalars), except
/// that a cell longer than `cap` (after the first column, which holds the location) does not widen
/// its column: it runs over by two spaces, so that one long identifier does not pad every line of the
/// file. The table is UTF-8, as its cells are: bytes, written as they are.
func alignedTable(_ rows: [[String]], cap: Int = 32) -> [UInt8] {
    // A cell's width in characters: its byte count when it is ASCII, as almost every cell is.
    let lengths = rows.map { row in
        row.map { cell in
            var cell = cell
            let isASCII = cell.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
            return isASCII ? cell.utf8.count : cell.unicodeScalars.count
        }
    }
    var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
    var total = 0
    for row in lengths {
        for (index, length) in row.enumerated() where index == 0 || length <= cap {
            widths[index] = max(widths[index], length)
        }
    }
    for row in rows { total += row.reduce(0) { $0 + $1.utf8.count } }
    // Bytes rather than a string: padding appended as spaces costs no string of its own.
    var text: [UInt8] = []
    text.reserveCapacity(total + rows.count * (widths.reduce(0, +) + 2 * widths.count + 1))
    // The padding of a cell is a slice of one run of spaces as long as the widest padding.
    let spaces = [UInt8](repeating: UInt8(ascii: " "), count: (widths.max() ?? 0) + 2)
    for (row, rowLengths) in zip(rows, lengths) {
        for (index, cell) in row.enumerated() {
            var cell = cell
            cell.withUTF8 { text.append(contentsOf: $0) }
            if index < row.count - 1 {
                let padding = max(widths[index] - rowLengths[index], 0) + 2
                text.append(contentsOf: spaces[..<padding])
            }
        }
        text.append(UInt8(ascii: "\n"))
    }
    return text
}
