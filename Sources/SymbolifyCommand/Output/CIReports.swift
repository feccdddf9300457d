import SegueRouting

/// A GitLab Code Quality report (`--format codeclimate`): the JSON array of issues GitLab reads from
/// a job's `artifacts:reports:codequality`, each with `description`, `check_name`, `fingerprint`,
/// `severity` and `location` (`path` relative to the working directory, `lines.begin`).
///
/// The fingerprint is what GitLab tells a new finding from a fixed one by, so it leaves out what
/// moves when a file is edited: it hashes the code, the path and the message without its lines and
/// columns (as a baseline entry matches, ``Baseline``), and the finding's rank among the identical
/// ones of the run (GitLab shows one issue per fingerprint): 32 hexadecimal digits, two 64-bit
/// FNV-1a hashes.
enum CodeClimateReport {
    /// The report, as one JSON document.
    static func write(_ findings: [Finding], to json: inout JSONWriter) {
        let folder = absolute(".")
        var occurrences: [String: Int] = [:]
        json.beginArray()
        for finding in findings {
            let path = finding.location.map { relative(absolute($0.file), to: folder) } ?? ""
            let key = finding.code.rawValue + "\u{0}" + path + "\u{0}" + Baseline.matchable(finding.message)
            let rank = occurrences[key, default: 0]
            occurrences[key] = rank + 1
            json.object {
                $0.field("type", "issue")
                $0.field("description", finding.message)
                $0.field("check_name", finding.code.rawValue)
                $0.field("fingerprint", fingerprint(key + "\u{0}\(rank)"))
                $0.field("severity", severity(finding.severity))
                $0.array("categories", ["Bug Risk"]) { json, category in json.string(category) }
                $0.object("location") {
                    $0.field("path", path)
                    $0.object("lines") { $0.field("begin", max(finding.location?.line ?? 1, 1)) }
                }
            }
        }
        json.endArray()
    }

    /// GitLab's severity of a finding: an error is `major`, a warning `minor`, a note `info`.
    static func severity(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// 32 hexadecimal digits: the FNV-1a hashes of `text` from two offset bases.
    static func fingerprint(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hex(first) + hex(second)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A JUnit XML report (`--format junit`), in the shape Jenkins, GitLab and Azure read (the Ant
/// JUnit schema): `<testsuites>` with one `<testsuite>` per file that has findings (the findings of
/// no file in a suite named `symbolify`), one `<testcase>` per finding, named by its code and line,
/// `classname` the file. Errors and warnings are failures (`type` the severity); a note is a test
/// case that passes, its message in `<system-out>`. `errors` counts nothing: no finding is a test
/// that could not run.
enum JUnitReport {
    /// The report's text.
    static func text(_ findings: [Finding]) -> String {
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in findings {
            let file = finding.location?.file ?? ""
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(finding)
        }
        let failures = findings.count { $0.severity != .note }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"symbolify check\" tests=\"\(findings.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let members = byFile[file]!
            let name = file.isEmpty ? "symbolify" : file
            xml +=
                "  <testsuite name=\"\(escape(name))\" tests=\"\(members.count)\" "
                + "failures=\"\(members.count { $0.severity != .note })\" errors=\"0\" skipped=\"0\">\n"
            for finding in members {
                let line = finding.location?.line.map { ":\($0)" } ?? ""
                xml +=
                    "    <testcase name=\"\(escape(finding.code.rawValue + line))\" classname=\"\(escape(name))\""
                    + (file.isEmpty ? "" : " file=\"\(escape(file))\"")
                    + (finding.location?.line.map { " line=\"\($0)\"" } ?? "") + ">\n"
                if finding.severity == .note {
                    xml += "      <system-out>\(escape(finding.description))</system-out>\n"
                } else {
                    xml +=
                        "      <failure message=\"\(escape(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                        + escape(finding.description) + "</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// `text` as XML character data or an attribute's value: `&`, `<`, `>`, `"` and `'` as
    /// references, and the characters XML 1.0 does not allow (control characters but tab, line feed
    /// and carriage return) shown as `\u{…}`; line breaks in attributes as references, so that
    /// readers keep them.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default:
                if isControl(scalar) || scalar == "\u{FFFE}" || scalar == "\u{FFFF}" {
                    result += swiftScalarEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
