extension Finding {
    /// Writes the finding as one JSON object (see ``json``).
    package func write(to json: inout JSONWriter) {
        json.object {
            $0.field("file", location?.file)
            $0.field("line", location?.line)
            $0.field("column", location?.column)
            $0.field("severity", severity.rawValue)
            $0.field("code", code.rawValue)
            $0.field("message", message)
        }
    }

    /// A JSON array of findings.
    ///
    /// - Parameter findings: The findings, in the order to list them.
    /// - Returns: `[{…},{…}]`.
    public static func jsonArray(_ findings: some Sequence<Finding>) -> String {
        var json = JSONWriter()
        json.beginArray()
        for finding in findings { finding.write(to: &json) }
        json.endArray()
        return json.text
    }
}

extension Sequence<Finding> {
    /// How many findings have each severity.
    public var severityCounts: [Finding.Severity: Int] {
        reduce(into: [:]) { counts, finding in counts[finding.severity, default: 0] += 1 }
    }

    /// Whether any finding is an error, or (with `warningsAsErrors`) a warning.
    ///
    /// - Parameter warningsAsErrors: Count warnings as errors too.
    public func containsErrors(warningsAsErrors: Bool = false) -> Bool {
        contains { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }
    }
}
