#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value, as configuration and baseline files are read: `true` and `1` stay apart.
package enum JSONValue: Decodable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue {
    /// Why bytes are not one JSON value, and where: the line and column (1-based, in bytes) of the
    /// first byte that is not what JSON allows there.
    package struct ParseError: Error, Sendable, Equatable {
        /// What is wrong, as a clause: `a key is given twice`.
        package var reason: String
        package var line: Int
        package var column: Int
    }

    /// The deepest nesting of arrays and objects read: far more than a configuration or a baseline
    /// has, and few enough that reading never exhausts the stack.
    package static let maximumDepth = 512

    /// Reads one JSON value (RFC 8259) from `bytes`, with a leading UTF-8 byte order mark allowed.
    ///
    /// Stricter than the platform's decoder where readers in other languages disagree: a key given
    /// twice in one object is an error (some readers keep the first value, others the last), and
    /// where it is told, with the line and column of the first problem. A number beyond `Double`'s
    /// range is read as infinity, not refused: it is valid JSON.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    package static func parse(_ bytes: [UInt8]) throws(ParseError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.error("there is more after the JSON value") }
        return value
    }
}

/// The reader behind ``JSONValue/parse(_:)``.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    func error(_ reason: String, at offset: Int? = nil) -> JSONValue.ParseError {
        let end = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<end where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return JSONValue.ParseError(reason: reason, line: line, column: end - lineStart + 1)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error("the JSON ends where a value should be") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("this is no JSON value (a string needs double quotes)")
        }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[index...].starts(with: expected) else { throw error("this is no JSON value") }
        index += expected.count
        return value
    }

    mutating func number() throws(JSONValue.ParseError) -> JSONValue {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            let first = reader.index
            while reader.index < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.index]) {
                reader.index += 1
            }
            return reader.index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integer = index
        guard digits(&self) > 0 else { throw error("a number needs a digit here") }
        if bytes[integer] == UInt8(ascii: "0") && index - integer > 1 {
            throw error("a number does not start with 0", at: integer)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a number needs a digit after its point") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw error("a number needs a digit in its exponent") }
        }
        return .number(Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .infinity)
    }

    mutating func string() throws(JSONValue.ParseError) -> String {
        let open = index
        index += 1
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: result, as: UTF8.self) else {
                    throw error("the string is not UTF-8", at: open)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar), bytes[index...].starts(with: Array("\\u".utf8)) {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a surrogate pair is broken") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let value = Unicode.Scalar(scalar) else { throw error("a lone surrogate is no character") }
                    result += Array(String(Character(value)).utf8)
                default:
                    throw error("this escape is not JSON's (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: index - 2)
                }
            default:
                guard byte >= 0x20 else { throw error("a control character must be escaped in a string") }
                result.append(byte)
                index += 1
            }
        }
        throw error("the string does not end", at: open)
    }

    mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else {
                throw error("\\u needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    mutating func array(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("arrays and objects nest too deeply") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw error("the array does not end (a ] is missing)") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("a , or ] should be here") }
            index += 1
        }
    }

    mutating func object(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("arrays and objects nest too deeply") }
        index += 1
        var fields: [String: JSONValue] = [:]
        var keyOffsets: [String: Int] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("a key in double quotes should be here")
            }
            let keyOffset = index
            let key = try string()
            if let first = keyOffsets[key] {
                let earlier = error("", at: first)
                throw error(
                    "the key \"\(key)\" is given twice (first at line \(earlier.line), column \(earlier.column)), and "
                        + "readers of JSON disagree on which counts", at: keyOffset)
            }
            keyOffsets[key] = keyOffset
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("a : should be here") }
            index += 1
            fields[key] = try value(depth: depth)
            skipWhitespace()
            guard index < bytes.count else { throw error("the object does not end (a } is missing)") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("a , or } should be here") }
            index += 1
        }
    }
}
