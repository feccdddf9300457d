import SegueRouting
import StoryboardCatalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options of `generate` read from a target's `symbolify.json`, the file the build plugin passes
/// with `--config`:
///
///     {
///         "accessLevel": "public",
///         "generate": ["routes", "scenes"],
///         "warningsAsErrors": false,
///         "adoptedOnly": true
///     }
///
/// Every key is optional. An unknown key, or a value of the wrong kind, is an error naming the file,
/// the line and the keys it takes.
package struct GenerateConfiguration: Equatable, Sendable {
    /// `accessLevel`: `internal` or `public`.
    package var accessLevel: RouteCodeGenerator.AccessLevel?
    /// `generate`: the parts to write.
    package var parts: Set<RouteCodeGenerator.Part>?
    /// `warningsAsErrors`: fail on warnings too.
    package var warningsAsErrors: Bool?
    /// `adoptedOnly`: routes only for the classes that adopt their generated handler protocol.
    package var adoptedOnly: Bool?

    /// The keys the file takes.
    static let keys = ["accessLevel", "generate", "warningsAsErrors", "adoptedOnly"]

    /// Reads the configuration file at `path`.
    ///
    /// - Throws: A `Finding` naming the file, the line of the offending key, and what to write instead.
    package init(contentsOf path: String) throws(Finding) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path),
                "The configuration file cannot be read; check the path.")
        }
        let text = String(decoding: data, as: UTF8.self)
        func location(of key: String) -> FileLocation {
            guard let start = text.utf8Offset(of: "\"\(key)\"") else {
                return FileLocation(file: path, line: 1, column: 1)
            }
            let prefix = text[..<text.utf8.index(text.utf8.startIndex, offsetBy: start)]
            let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column =
                prefix.utf8.count
                - (prefix.lastIndex(of: "\n").map { prefix.utf8.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0)
                + 1
            return FileLocation(file: path, line: line, column: column)
        }
        func invalid(_ key: String, _ message: String) -> Finding {
            Finding(.error, .configurationInvalid, at: location(of: key), message)
        }
        let object: JSONValue
        do {
            object = try JSONValue.parse(Array(data))
        } catch let problem {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path, line: problem.line, column: problem.column),
                "The configuration is not valid JSON: \(problem.reason); write one object such as {\"accessLevel\": \"public\"}."
            )
        }
        guard case .object(let dictionary) = object else {
            throw Finding(
                .error, .configurationInvalid, at: FileLocation(file: path, line: 1, column: 1),
                "The configuration must be a JSON object with the keys "
                    + Self.keys.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        for key in dictionary.keys.sorted() where !Self.keys.contains(key) {
            throw invalid(
                key,
                "Unknown key \"\(key)\"; the keys are " + Self.keys.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        if let value = dictionary["accessLevel"] {
            guard case .string(let name) = value, let level = RouteCodeGenerator.AccessLevel(rawValue: name) else {
                throw invalid("accessLevel", "\"accessLevel\" must be \"internal\" or \"public\".")
            }
            accessLevel = level
        }
        if let value = dictionary["generate"] {
            var names: [String] = []
            if case .array(let elements) = value {
                for case .string(let name) in elements { names.append(name) }
                if names.count != elements.count { names = [] }
            }
            let parts = names.compactMap(RouteCodeGenerator.Part.init(rawValue:))
            guard !names.isEmpty, parts.count == names.count else {
                throw invalid(
                    "generate",
                    "\"generate\" must be a list of \"routes\", \"scenes\" and \"nibs\", such as [\"routes\"].")
            }
            self.parts = Set(parts)
        }
        func flag(_ key: String) throws(Finding) -> Bool? {
            guard let value = dictionary[key] else { return nil }
            guard case .bool(let flag) = value else {
                throw invalid(key, "\"\(key)\" must be true or false.")
            }
            return flag
        }
        warningsAsErrors = try flag("warningsAsErrors")
        adoptedOnly = try flag("adoptedOnly")
    }
}

extension Finding.Code {
    /// A configuration file that cannot be used.
    public static let configurationInvalid: Self = "configuration.invalid"
}
