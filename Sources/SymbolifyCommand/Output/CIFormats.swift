import SegueRouting

/// The formats `check` writes its findings in.
package enum CheckFormat: String, Equatable, Sendable, CaseIterable {
    /// `file:line:column: severity: message` lines on standard error, as compilers write them.
    case text
    /// One JSON document on standard output.
    case json
    /// GitHub Actions workflow commands on standard output: an annotation on the line of each finding.
    case github
    /// One SARIF 2.1.0 log on standard output, for code-scanning dashboards.
    case sarif
    /// A GitLab Code Quality report on standard output (``CodeClimateReport``).
    case codeclimate
    /// A JUnit XML report on standard output (``JUnitReport``), for test result views.
    case junit
}

/// GitHub Actions workflow commands: `::error file=App/Main.storyboard,line=12,col=5,title=segue.collision::…`.
enum GitHubAnnotations {
    /// One command per finding: `error`, `warning` or `notice`.
    static func lines(_ findings: [Finding]) -> String {
        var text = ""
        for finding in findings {
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            var properties: [String] = []
            if let location = finding.location {
                properties.append("file=" + escapeProperty(location.file))
                if let line = location.line { properties.append("line=\(line)") }
                if let column = location.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + escapeProperty(finding.code.rawValue))
            text += "::\(command) " + properties.joined(separator: ",") + "::" + escapeData(finding.message) + "\n"
        }
        return text
    }

    /// A message as a workflow command's data: `%`, CR and LF percent-encoded, as the runner decodes
    /// them, scalar by scalar (CR LF is one `Character`, and a walk by `Character`s let the pair pass);
    /// other control characters (ESC, BEL, C1 controls, line separators) shown as `\u{…}`, which the
    /// log then shows as written. No message can end the command's line or act on the log's terminal.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if isControl(scalar) && scalar != "\t" {
                    result += swiftScalarEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A property's value: as data, and `:` and `,` escaped too.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// A SARIF 2.1.0 log of one run of `check`: one rule per code that occurs, with the description the
/// Finding codes article gives it, and one result per finding with its location.
enum SARIFLog {
    /// The log, as one JSON document.
    static func write(_ findings: [Finding], version: String, to json: inout JSONWriter) {
        var codes: [String] = []
        var index: [String: Int] = [:]
        for finding in findings where index[finding.code.rawValue] == nil {
            index[finding.code.rawValue] = codes.count
            codes.append(finding.code.rawValue)
        }
        json.object {
            $0.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
            $0.field("version", "2.1.0")
            $0.array("runs", [0]) { json, _ in
                json.object {
                    $0.object("tool") {
                        $0.object("driver") {
                            $0.field("name", "symbolify")
                            $0.field("version", version)
                            $0.array("rules", codes) { json, code in
                                let description = FindingCodeDescriptions.table[code]
                                json.object {
                                    $0.field("id", code)
                                    $0.object("shortDescription") { $0.field("text", code) }
                                    if let description {
                                        $0.object("fullDescription") { $0.field("text", description.text) }
                                        $0.object("help") {
                                            $0.field("text", description.text)
                                            $0.field("markdown", description.text)
                                        }
                                        $0.object("defaultConfiguration") {
                                            $0.field("level", level(ofDocumented: description.severity))
                                        }
                                    }
                                }
                            }
                        }
                    }
                    $0.array("results", findings) { json, finding in
                        json.object {
                            $0.field("ruleId", finding.code.rawValue)
                            $0.field("ruleIndex", index[finding.code.rawValue])
                            $0.field("level", level(finding.severity))
                            $0.object("message") { $0.field("text", finding.message) }
                            if let location = finding.location {
                                $0.array("locations", [location]) { json, location in
                                    json.object {
                                        $0.object("physicalLocation") {
                                            $0.object("artifactLocation") { $0.field("uri", uri(location.file)) }
                                            if let line = location.line, line > 0 {
                                                $0.object("region") {
                                                    $0.field("startLine", line)
                                                    if let column = location.column, column > 0 {
                                                        $0.field("startColumn", column)
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    static func level(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The level of a code whose article row says `error`, `warning`, `note`, or several: the first.
    static func level(ofDocumented severity: String) -> String {
        for level in ["error", "warning", "note"] where severity.hasPrefix(level) { return level }
        return "warning"
    }

    /// A path as a URI reference: relative paths stay relative (to the run's folder), absolute ones
    /// get `file://`; characters outside the unreserved set and `/` are percent-encoded.
    static func uri(_ path: String) -> String {
        var result = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
