import SegueRouting

/// Writes findings where every subcommand writes them: one line each on standard error in text
/// mode (standard output carries only what the subcommand produces: names, a table, code), or as the
/// `findings` array of the subcommand's JSON document.
struct FindingOutput {
    let format: OutputFormat
    let errors: any ByteSink

    /// Writes `findings` to standard error in text mode; does nothing in JSON mode, where they are
    /// part of the document.
    func report(_ findings: [Finding]) {
        guard format == .text else { return }
        for finding in findings { errors.write(finding.description + "\n") }
    }

    /// `"findings":[…]`, for a JSON document.
    static func jsonMember(_ findings: [Finding]) -> String {
        "\"findings\":" + Finding.jsonArray(findings)
    }
}

/// Flushes `output` and turns a failed write into an error and exit code 1: output that did not
/// arrive whole never ends with exit 0.
func finishing(_ code: ExitCode, output: any ByteSink, errors: any ByteSink) -> ExitCode {
    output.flush()
    guard output.failed else { return code }
    errors.write("Error: could not write to standard output; the output is incomplete.\n")
    return .failure
}

/// Shared option declarations of the storyboard subcommands.
enum StoryboardArguments {
    static let paths = ArgumentDeclaration(
        synopsis: "<path> ...",
        help: "Storyboard files, or directories searched for *.storyboard (symbolic links are followed).")
}
