import Foundation
import SegueRouting
import StoryboardCatalog

/// Runs `scan`, `check` and `generate` over storyboard files and directories.
struct StoryboardCommand {
    let subcommand: Subcommand
    let options: StoryboardOptions
    let output: any ByteSink
    let errors: any ByteSink

    func run() -> ExitCode {
        let catalog = StoryboardCatalog(paths: options.paths)
        switch subcommand {
        case .scan: return scan(catalog)
        case .check: return check(catalog)
        case .generate: return generate(catalog)
        }
    }

    // MARK: scan

    private func scan(_ catalog: StoryboardCatalog) -> ExitCode {
        switch options.format {
        case .text:
            let header = ["LOCATION", "IDENTIFIER", "SYMBOL", "HANDLER", "KIND", "SOURCE", "TRIGGER", "DESTINATION"]
            let rows = catalog.segues.map { segue in
                [
                    segue.location.description, segue.identifier.map(escapedField) ?? "-",
                    segue.symbol?.rawValue ?? "-", segue.symbol?.handlerName(.swift) ?? "-",
                    segue.kind + (segue.relationship.map { " (\($0))" } ?? ""), segue.source.className,
                    triggerDescription(segue.trigger), destinationDescription(segue.destination),
                ]
            }
            output.write(alignedTable([header] + rows))
            reportReadErrors(catalog)
        case .json:
            let storyboards = catalog.storyboards.map { storyboard in
                "{\"path\":" + jsonString(storyboard.path) + ",\"segues\":["
                    + storyboard.segues.map(segueJSON).joined(separator: ",") + "]}"
            }
            output.write(
                "{\"storyboards\":[" + storyboards.joined(separator: ",") + "],\"errors\":["
                    + catalog.errors.map(errorJSON).joined(separator: ",") + "]}\n")
        }
        return catalog.errors.isEmpty ? .success : .failure
    }

    // MARK: check

    private func check(_ catalog: StoryboardCatalog) -> ExitCode {
        let diagnostics = catalog.diagnostics()
        let count = { (severity: StoryboardDiagnostic.Severity) in diagnostics.filter { $0.severity == severity }.count
        }
        let summary =
            "\(count(.error)) error(s), \(count(.warning)) warning(s), \(count(.note)) note(s) "
            + "in \(catalog.storyboards.count) storyboard(s), \(catalog.segues.count) segue(s)"
        switch options.format {
        case .text:
            for diagnostic in diagnostics { output.write(diagnostic.description + "\n") }
            errors.write(summary + "\n")
        case .json:
            let items = diagnostics.map { diagnostic in
                "{\"severity\":\"\(diagnostic.severity.rawValue)\",\"kind\":\"\(diagnostic.kind.rawValue)\","
                    + "\"file\":" + jsonString(diagnostic.location.file) + ",\"line\":\(diagnostic.location.line),"
                    + "\"column\":\(diagnostic.location.column),\"message\":" + jsonString(diagnostic.message) + "}"
            }
            output.write(
                "{\"diagnostics\":[" + items.joined(separator: ",") + "],\"summary\":{\"errors\":\(count(.error)),"
                    + "\"warnings\":\(count(.warning)),\"notes\":\(count(.note)),"
                    + "\"storyboards\":\(catalog.storyboards.count),\"segues\":\(catalog.segues.count)}}\n")
        }
        let failed = count(.error) > 0 || (options.warningsAsErrors && count(.warning) > 0)
        return failed ? .failure : .success
    }

    // MARK: generate

    private func generate(_ catalog: StoryboardCatalog) -> ExitCode {
        let generator = RouteCodeGenerator(catalog: catalog, version: Symbolify.version)
        for omission in generator.omissions { errors.write(omission.description + "\n") }
        reportReadErrors(catalog)
        if let path = options.output {
            do {
                try Data(generator.source.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                errors.write("Error: could not write '\(path)': \(error.localizedDescription)\n")
                return .failure
            }
        } else {
            output.write(generator.source)
        }
        return catalog.errors.isEmpty ? .success : .failure
    }

    // MARK: helpers

    private func reportReadErrors(_ catalog: StoryboardCatalog) {
        for error in catalog.errors { errors.write(error.description + "\n") }
    }

    private func triggerDescription(_ trigger: SegueTrigger) -> String {
        if trigger.isManual { return "manual" }
        return trigger.elementName + (trigger.title.map { " '\(escapedField($0))'" } ?? "")
    }

    private func destinationDescription(_ destination: SegueDestination) -> String {
        switch destination {
        case .scene(let scene): scene.className
        case .storyboardReference(let scene):
            "\(scene.referencedStoryboard ?? "?").storyboard" + (scene.referencedIdentifier.map { "#\($0)" } ?? "")
        case .exit(let action): "exit" + (action.map { " \($0)" } ?? "")
        case .missing(let id): "missing '\(id)'"
        }
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
                "\"line\":\(segue.location.line)", "\"column\":\(segue.location.column)",
            ].joined(separator: ",") + "}"
    }

    private func errorJSON(_ error: StoryboardError) -> String {
        "{\"file\":" + jsonString(error.path) + ",\"line\":" + (error.line.map(String.init) ?? "null")
            + ",\"column\":" + (error.column.map(String.init) ?? "null") + ",\"message\":" + jsonString(error.message)
            + "}"
    }

    private func alignedTable(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
