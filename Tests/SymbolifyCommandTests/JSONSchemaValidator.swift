import Foundation
import SymbolifyCommand

/// A JSON value read exactly (`true` and `1` stay apart): the one configuration and baseline files
/// are read as.
typealias JSON = JSONValue

extension JSONValue {
    static func parse(_ data: Data) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: data) }

    subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    /// The schema's name of the value's type; a number without a fraction is an integer.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let value): value == value.rounded() ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// Validates JSON against a JSON Schema of draft 4, with the keywords the SARIF 2.1.0 schema uses:
/// `$ref` (within the document), `type`, `properties`, `additionalProperties`, `required`, `items`,
/// `minItems`, `uniqueItems`, `enum`, `minimum`, `maximum`, `pattern`, `anyOf` and `oneOf`; `format`
/// `uri` and `uri-reference` are checked for spaces. `default`, `description` and `title` are
/// annotations, and any other keyword makes validation fail, so that nothing is skipped silently.
struct JSONSchemaValidator {
    let root: JSON

    static let known: Set<String> = [
        "$ref", "type", "properties", "additionalProperties", "required", "items", "minItems", "uniqueItems",
        "enum", "minimum", "maximum", "pattern", "anyOf", "oneOf", "format", "default", "description", "title",
        "$schema", "id", "definitions",
    ]

    /// The problems of `value`, each with its JSON pointer; none when it is valid.
    func validate(_ value: JSON) -> [String] {
        var problems: [String] = []
        check(value, against: root, at: "", into: &problems)
        return problems
    }

    private func resolve(_ reference: String) -> JSON? {
        guard reference.hasPrefix("#/") else { return nil }
        var current = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let next = current[String(part)] else { return nil }
            current = next
        }
        return current
    }

    private func check(_ value: JSON, against schema: JSON, at pointer: String, into problems: inout [String]) {
        guard case .object(let keywords) = schema else {
            problems.append("\(pointer): the schema is not an object")
            return
        }
        for keyword in keywords.keys where !Self.known.contains(keyword) {
            problems.append("\(pointer): the validator does not know the keyword \(keyword)")
        }
        if case .string(let reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else {
                problems.append("\(pointer): unresolved $ref \(reference)")
                return
            }
            check(value, against: target, at: pointer, into: &problems)
            return
        }
        let actual = value.typeName
        if let type = keywords["type"] {
            var allowed: [String] = []
            if case .string(let name) = type { allowed = [name] }
            if case .array(let names) = type {
                allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            }
            if !allowed.contains(where: { $0 == actual || ($0 == "number" && actual == "integer") }) {
                problems.append("\(pointer): \(actual) is not \(allowed.joined(separator: " or "))")
                return
            }
        }
        if case .array(let values)? = keywords["enum"], !values.contains(value) {
            problems.append("\(pointer): \(value) is not one of the enumerated values")
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = keywords["minimum"], number < minimum {
                problems.append("\(pointer): \(number) is below the minimum \(minimum)")
            }
            if case .number(let maximum)? = keywords["maximum"], number > maximum {
                problems.append("\(pointer): \(number) is above the maximum \(maximum)")
            }
        }
        if case .string(let string) = value {
            if case .string(let pattern)? = keywords["pattern"] {
                let expression = try? NSRegularExpression(pattern: pattern)
                let range = NSRange(string.startIndex..., in: string)
                if expression?.firstMatch(in: string, range: range) == nil {
                    problems.append("\(pointer): '\(string)' does not match \(pattern)")
                }
            }
            if case .string(let format)? = keywords["format"], format.hasPrefix("uri"), string.contains(" ") {
                problems.append("\(pointer): '\(string)' is not a \(format)")
            }
        }
        if case .array(let array) = value {
            if case .number(let minimum)? = keywords["minItems"], Double(array.count) < minimum {
                problems.append("\(pointer): \(array.count) items, fewer than \(minimum)")
            }
            if case .bool(true)? = keywords["uniqueItems"] {
                for (index, item) in array.enumerated() where array[..<index].contains(item) {
                    problems.append("\(pointer)/\(index): a duplicate item")
                }
            }
            if let items = keywords["items"] {
                for (index, item) in array.enumerated() {
                    check(item, against: items, at: "\(pointer)/\(index)", into: &problems)
                }
            }
        }
        if case .object(let object) = value {
            if case .array(let required)? = keywords["required"] {
                for case .string(let key) in required where object[key] == nil {
                    problems.append("\(pointer): the required property '\(key)' is missing")
                }
            }
            let properties: [String: JSON]
            if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            for (key, item) in object {
                if let property = properties[key] {
                    check(item, against: property, at: "\(pointer)/\(key)", into: &problems)
                } else if case .bool(false)? = keywords["additionalProperties"] {
                    problems.append("\(pointer): the property '\(key)' is not allowed")
                } else if case .object? = keywords["additionalProperties"] {
                    check(item, against: keywords["additionalProperties"]!, at: "\(pointer)/\(key)", into: &problems)
                }
            }
        }
        func passes(_ branch: JSON) -> Bool {
            var branchProblems: [String] = []
            check(value, against: branch, at: pointer, into: &branchProblems)
            return branchProblems.isEmpty
        }
        if case .array(let branches)? = keywords["anyOf"], !branches.contains(where: passes) {
            problems.append("\(pointer): matches none of anyOf")
        }
        if case .array(let branches)? = keywords["oneOf"] {
            let count = branches.filter(passes).count
            if count != 1 { problems.append("\(pointer): matches \(count) branches of oneOf, not one") }
        }
    }
}
