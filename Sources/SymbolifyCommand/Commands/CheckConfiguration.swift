import SegueRouting
import StoryboardCatalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The check's configuration, checked into the repository as `.symbolify.json` and found from the
/// working directory upward (the plugins pass theirs with `--check-config`):
///
///     {
///         "exclude": ["Legacy/**", "*Tests*"],
///         "disable": ["segue.missing-identifier"],
///         "severity": {"attribute.missing-property": "error"},
///         "paths": [
///             {"match": ["App/Old/*"], "disable": ["class.missing"], "severity": {"outlet.unverified": "warning"}}
///         ]
///     }
///
/// `exclude` leaves paths out of the check (as `--exclude` does); `disable` drops the findings of
/// codes (a code, or a family such as `binding.` for every code that starts with it, as `check
/// --disable` takes them); `severity` reports a code as `error`, `warning` or `note`; each entry of
/// `paths` does the same for the findings in files matching one of its `match` shell patterns
/// (relative to the configuration's folder), after the global settings. `check --only` and
/// `--disable` apply after the file, over it. Every key is optional; an unknown key, a value
/// of the wrong shape, or an unknown code is an error that names the key.
package struct CheckConfiguration: Equatable, Sendable {
    /// The configuration's file name.
    package static let fileName = ".symbolify.json"

    /// One set of rules: codes turned off and severities changed.
    package struct Rules: Equatable, Sendable {
        /// Codes whose findings are dropped.
        package var disabled: Set<String> = []
        /// Codes whose findings are reported with another severity.
        package var severities: [String: Finding.Severity] = [:]
    }

    /// The file read.
    package let path: String
    /// Shell patterns of paths to leave out.
    package var excluded: [String] = []
    /// The rules for every file.
    package var global = Rules()
    /// Rules for the files that match one of the patterns, in order.
    package var overrides: [(patterns: [String], rules: Rules)] = []

    package static func == (lhs: CheckConfiguration, rhs: CheckConfiguration) -> Bool {
        lhs.path == rhs.path && lhs.excluded == rhs.excluded && lhs.global == rhs.global
            && lhs.overrides.map(\.patterns) == rhs.overrides.map(\.patterns)
            && lhs.overrides.map(\.rules) == rhs.overrides.map(\.rules)
    }

    static let keys = ["exclude", "disable", "severity", "paths"]
    static let pathKeys = ["match", "disable", "severity"]

    /// The `.symbolify.json` of `folder` or the nearest folder above it, if any: a regular file (or a
    /// link to one). A folder, FIFO or device of that name is no configuration, and is passed by.
    package static func find(from folder: String) -> String? {
        var current = absolute(folder)
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            var status = stat()
            if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return candidate }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Reads the configuration at `path`.
    ///
    /// - Throws: A `configuration.invalid` ``Finding`` that names the file, the key and what it takes.
    package init(contentsOf path: String) throws(Finding) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path),
                "The check configuration cannot be read; check the path.")
        }
        try self.init(bytes: [UInt8](data), path: path)
    }

    /// Reads the configuration `bytes` hold, as the file at `path` would (the patterns of `paths` are
    /// relative to its folder).
    ///
    /// - Throws: A `configuration.invalid` ``Finding`` that names the file, the key and what it takes.
    package init(bytes: [UInt8], path: String) throws(Finding) {
        self.path = path
        func invalid(_ key: String, _ message: String) -> Finding {
            Finding(.error, .configurationInvalid, at: FileLocation(file: path), "\"\(key)\": " + message)
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(bytes)
        } catch let problem {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path, line: problem.line, column: problem.column),
                "The check configuration is not valid JSON: \(problem.reason); write one object such as {\"disable\": [\"a.code\"]}."
            )
        }
        guard case .object(let root) = value else {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path, line: 1, column: 1),
                "The check configuration must be a JSON object with the keys "
                    + Self.keys.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        for key in root.keys.sorted() where !Self.keys.contains(key) {
            throw invalid(
                key, "unknown key; the keys are " + Self.keys.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        excluded = try Self.strings(root["exclude"], key: "exclude", invalid)
        global = try Self.rules(root, prefix: "", invalid)
        if let paths = root["paths"] {
            guard case .array(let entries) = paths else {
                throw invalid("paths", "must be a list of objects with \"match\", \"disable\" and \"severity\".")
            }
            for (index, entry) in entries.enumerated() {
                let prefix = "paths[\(index)]."
                guard case .object(let fields) = entry else {
                    throw invalid("paths[\(index)]", "must be an object with \"match\", \"disable\" and \"severity\".")
                }
                for key in fields.keys.sorted() where !Self.pathKeys.contains(key) {
                    throw invalid(
                        prefix + key,
                        "unknown key; an entry of \"paths\" takes "
                            + Self.pathKeys.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
                }
                let patterns = try Self.strings(fields["match"], key: prefix + "match", invalid)
                guard !patterns.isEmpty else {
                    throw invalid(prefix + "match", "must list at least one shell pattern, such as [\"Legacy/*\"].")
                }
                overrides.append((patterns, try Self.rules(fields, prefix: prefix, invalid)))
            }
        }
    }

    private static func strings(
        _ value: JSONValue?, key: String, _ invalid: (String, String) -> Finding
    ) throws(Finding) -> [String] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw invalid(key, "must be a list of strings.") }
        var strings: [String] = []
        for item in items {
            guard case .string(let string) = item else { throw invalid(key, "must be a list of strings.") }
            strings.append(string)
        }
        return strings
    }

    private static func rules(
        _ fields: [String: JSONValue], prefix: String, _ invalid: (String, String) -> Finding
    ) throws(Finding) -> Rules {
        var rules = Rules()
        for code in try strings(fields["disable"], key: prefix + "disable", invalid) {
            guard CodeSelector.isKnown(code) else {
                throw invalid(prefix + "disable", CodeSelector.unknown(code, quote: "\""))
            }
            rules.disabled.insert(code)
        }
        if let severity = fields["severity"] {
            guard case .object(let entries) = severity else {
                throw invalid(prefix + "severity", "must be an object of codes and \"error\", \"warning\" or \"note\".")
            }
            for (code, level) in entries.sorted(by: { $0.key < $1.key }) {
                guard FindingCodeDescriptions.table[code] != nil else {
                    throw invalid(
                        prefix + "severity." + code,
                        "is no finding code; " + CodeSelector.suggestion(for: code))
                }
                guard case .string(let name) = level, let parsed = Finding.Severity(name) else {
                    throw invalid(prefix + "severity." + code, "must be \"error\", \"warning\" or \"note\".")
                }
                rules.severities[code] = parsed
            }
        }
        return rules
    }

    /// `findings` with the rules applied: the global ones, then those of each override whose
    /// patterns match the finding's file (relative to the configuration's folder, or as reported).
    /// A `disable` names a code or a family (`segue.`, every code that starts with it); it does not
    /// drop the codes `enabling` names (`check --only`, which goes over the file).
    package func apply(to findings: [Finding], enabling: Set<String> = []) -> [Finding] {
        let folder = Baseline.folder(of: path)
        return findings.compactMap { finding in
            var result = finding
            var rules = [global]
            if let file = finding.location?.file, !overrides.isEmpty {
                let relativePath = relative(absolute(file), to: folder)
                for (patterns, override) in overrides
                where patterns.contains(where: { fnmatch($0, relativePath, 0) == 0 || fnmatch($0, file, 0) == 0 }) {
                    rules.append(override)
                }
            }
            for rule in rules {
                if CodeSelector.selects(rule.disabled, result.code.rawValue)
                    && !CodeSelector.selects(enabling, result.code.rawValue)
                {
                    return nil
                }
                if let severity = rule.severities[result.code.rawValue], severity != result.severity {
                    result = Finding(severity, result.code, at: result.location, result.message)
                }
            }
            return result
        }
    }
}

/// The check configuration's reader, for the fuzz target of `Fuzz/` (a package of its own, which sees
/// no `package` declaration of this one).
@_spi(Fuzzing)
public enum CheckConfigurationReading {
    /// Reads `bytes` as a check configuration at `path` (``CheckConfiguration/init(bytes:path:)``) and
    /// applies it to `findings`.
    ///
    /// - Returns: The findings the configuration keeps, with their severities as it sets them; or the
    ///   `configuration.invalid` finding that says why the bytes are not a configuration.
    public static func read(
        _ bytes: [UInt8], path: String, applyingTo findings: [Finding]
    ) -> Result<[Finding], Finding> {
        do {
            return .success(try CheckConfiguration(bytes: bytes, path: path).apply(to: findings))
        } catch {
            return .failure(error)
        }
    }
}

extension Finding.Severity {
    /// `error`, `warning` or `note`.
    init?(_ name: String) {
        switch name {
        case "error": self = .error
        case "warning": self = .warning
        case "note": self = .note
        default: return nil
        }
    }
}
