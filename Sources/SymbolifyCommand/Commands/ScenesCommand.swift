import SegueRouting
import StoryboardCatalog

/// `symbolify scenes`: lists the scenes a storyboard can instantiate by name.
package struct ScenesCommand: SymbolifySubcommand {
    static let name = "scenes"
    static let abstract = "List the scenes that have a storyboard ID or are initial controllers."
    static let overview =
        "Lists every scene of the given storyboards that code can instantiate: each initial controller and "
        + "each scene with a storyboard ID, with its storyboard, identifier, class, module, element and "
        + "position. Files that cannot be read are reported on standard error (or in the JSON document) and "
        + "make the exit code 1; the others are still listed."
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
        let scenes = catalog.instantiableScenes
        switch format {
        case .text:
            let header = ["LOCATION", "STORYBOARD", "IDENTIFIER", "CLASS", "MODULE", "ELEMENT"]
            let rows = scenes.map { storyboard, scene, isInitial in
                [
                    scene.location?.description ?? storyboard.path, storyboard.name,
                    (scene.storyboardIdentifier.map(escapedField) ?? "-") + (isInitial ? " (initial)" : ""),
                    scene.className, scene.customModule ?? "-", scene.elementName,
                ]
            }
            output.write(alignedTable([header] + rows))
            FindingOutput(format: format, errors: errors).report(catalog.readFindings)
        case .json:
            let items = scenes.map { storyboard, scene, isInitial in
                "{\"storyboard\":" + jsonString(storyboard.name) + ",\"identifier\":"
                    + (scene.storyboardIdentifier.map(jsonString) ?? "null") + ",\"initial\":\(isInitial)"
                    + ",\"class\":" + jsonString(scene.className) + ",\"customClass\":"
                    + (scene.customClass.map(jsonString) ?? "null") + ",\"module\":"
                    + (scene.customModule.map(jsonString) ?? "null") + ",\"element\":" + jsonString(scene.elementName)
                    + ",\"file\":" + jsonString(storyboard.path) + ",\"line\":"
                    + (scene.location?.line.map(String.init) ?? "null") + ",\"column\":"
                    + (scene.location?.column.map(String.init) ?? "null") + "}"
            }
            output.write(
                "{\"scenes\":[" + items.joined(separator: ",") + "]," + FindingOutput.jsonMember(catalog.readFindings)
                    + "}\n")
        }
        return finishing(catalog.readFindings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }
}
