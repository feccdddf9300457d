import SegueRouting
import StoryboardCatalog

/// `symbolify check`: reports what will not route, in the form Xcode and editors understand.
package struct CheckCommand: SymbolifySubcommand {
    package static let name = "check"
    package static let abstract = "Report what will not route, in the form Xcode and editors understand."
    package static let overview =
        "Reports segues that will not route: identifiers that share a symbol in one scene, identifiers "
        + "without symbol, destinations that do not exist, and more, as file:line:column: severity: message "
        + "on standard error, with a summary. Exits 1 when there are errors. Usable as an Xcode build phase."
    package static let arguments = [StoryboardArguments.paths]
    static let warningsAsErrorsOption = OptionDeclaration.flag("--warnings-as-errors", help: "Exit 1 on warnings too.")
    package static let options: [OptionDeclaration] = [.format, warningsAsErrorsOption, .help]

    /// Storyboard files and directories.
    package var paths: [String]
    /// The output format.
    package var format: OutputFormat
    /// Whether warnings fail the check too.
    package var warningsAsErrors: Bool

    /// Creates the subcommand.
    package init(paths: [String], format: OutputFormat = .text, warningsAsErrors: Bool = false) {
        self.paths = paths
        self.format = format
        self.warningsAsErrors = warningsAsErrors
    }

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
        warningsAsErrors = arguments.flag(Self.warningsAsErrorsOption)
    }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        let catalog = StoryboardCatalog(paths: paths)
        let findings = catalog.check()
        let counts = findings.severityCounts
        let segueCount = catalog.storyboards.reduce(0) { $0 + $1.segues.count }
        switch format {
        case .text:
            FindingOutput(format: format, errors: errors).report(findings)
            errors.write(
                "\(counts[.error, default: 0]) error(s), \(counts[.warning, default: 0]) warning(s), "
                    + "\(counts[.note, default: 0]) note(s) in \(catalog.storyboards.count) storyboard(s), "
                    + "\(segueCount) segue(s)\n")
        case .json:
            var json = JSONWriter()
            json.object {
                FindingOutput.write(findings, to: &$0)
                $0.object("summary") {
                    $0.field("errors", counts[.error, default: 0])
                    $0.field("warnings", counts[.warning, default: 0])
                    $0.field("notes", counts[.note, default: 0])
                    $0.field("storyboards", catalog.storyboards.count)
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
