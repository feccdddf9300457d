import SegueRouting
import StoryboardCatalog

/// `symbolify check`: reports what will not route, in the form Xcode and editors understand.
package struct CheckCommand: SymbolifySubcommand {
    package static let name = "check"
    package static let abstract = "Report what will not route, in the form Xcode and editors understand."
    package static let overview =
        "Reports segues that will not route: identifiers that share a symbol in one scene, identifiers "
        + "without symbol, destinations that do not exist, and more, as file:line:column: severity: message "
        + "on standard error, with a summary. With --sources, also what the app's code names that the "
        + "storyboards lack, and the reverse. Exits 1 when there are errors. Usable as an Xcode build phase."
    package static let arguments = [StoryboardArguments.paths]
    static let warningsAsErrorsOption = OptionDeclaration.flag("--warnings-as-errors", help: "Exit 1 on warnings too.")
    static let sourcesOption = OptionDeclaration.option(
        "--sources", value: "path",
        help: "Swift or Objective-C sources (files or directories) to check the storyboards against; repeatable.")
    static let excludeOption = OptionDeclaration.option(
        "--exclude", value: "glob", help: "Leave out the paths or names that match this shell pattern; repeatable.")
    package static let options: [OptionDeclaration] = [
        .format, sourcesOption, excludeOption, warningsAsErrorsOption, .help,
    ]

    /// Storyboard and xib files, and directories.
    package var paths: [String]
    /// The output format.
    package var format: OutputFormat
    /// Whether warnings fail the check too.
    package var warningsAsErrors: Bool
    /// Sources to check the storyboards against; none checks the storyboards alone.
    package var sources: [String]
    /// Shell patterns of paths and names to leave out of directory searches.
    package var excluded: [String]

    /// Creates the subcommand.
    package init(
        paths: [String], format: OutputFormat = .text, warningsAsErrors: Bool = false, sources: [String] = [],
        excluded: [String] = []
    ) {
        self.paths = paths
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.sources = sources
        self.excluded = excluded
    }

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
        warningsAsErrors = arguments.flag(Self.warningsAsErrorsOption)
        sources = arguments.values(Self.sourcesOption)
        excluded = arguments.values(Self.excludeOption)
    }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        let catalog: StoryboardCatalog
        let findings: [Finding]
        if sources.isEmpty {
            catalog = StoryboardCatalog(paths: paths, excluding: excluded)
            findings = catalog.check()
        } else {
            let read = StoryboardCatalog.reading(storyboards: paths, sources: sources, excluding: excluded)
            catalog = read.catalog
            findings = catalog.check(sources: read.sources)
        }
        let counts = findings.severityCounts
        let segueCount = catalog.storyboards.reduce(0) { $0 + $1.segues.count }
        switch format {
        case .text:
            FindingOutput(format: format, errors: errors).report(findings)
            errors.write(
                "\(counts[.error, default: 0]) error(s), \(counts[.warning, default: 0]) warning(s), "
                    + "\(counts[.note, default: 0]) note(s) in \(catalog.storyboards.count) storyboard(s), "
                    + "\(catalog.xibs.count) xib(s), \(segueCount) segue(s)\n")
        case .json:
            var json = JSONWriter()
            json.object {
                FindingOutput.write(findings, to: &$0)
                $0.object("summary") {
                    $0.field("errors", counts[.error, default: 0])
                    $0.field("warnings", counts[.warning, default: 0])
                    $0.field("notes", counts[.note, default: 0])
                    $0.field("storyboards", catalog.storyboards.count)
                    $0.field("xibs", catalog.xibs.count)
                    $0.field("segues", segueCount)
                }
            }
            output.write(&json)
            output.write("\n")
        }
        let failed = findings.containsErrors(warningsAsErrors: warningsAsErrors)
        return finishing(failed ? .failure : .success, output: output, errors: errors)
    }
}
