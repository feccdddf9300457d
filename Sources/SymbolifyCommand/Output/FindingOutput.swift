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

    /// Writes the member `"findings":[…]` of a JSON document.
    static func write(_ findings: [Finding], to json: inout JSONWriter) {
        json.array("findings", findings) { json, finding in finding.write(to: &json) }
    }
}

extension ByteSink {
    /// Writes what `json` holds and empties it.
    func write(_ json: inout JSONWriter) {
        json.drain { write($0) }
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
