import SegueRouting

/// A value of a property list in the OpenStep text format, as Xcode writes `project.pbxproj`.
public enum PropertyListValue: Sendable, Hashable {
    /// A string, quoted or not in the text.
    case string(String)
    /// Bytes written as `<0fbd7a>`.
    case data([UInt8])
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; }`; a key written twice keeps its last value, as Xcode reads it.
    case dictionary(PropertyListDictionary)

    /// The string, or `nil` for another kind of value.
    public var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The array, or `nil` for another kind of value.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The dictionary, or `nil` for another kind of value.
    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    /// The strings of an array, leaving out its other values; `nil` when this is not an array.
    public var strings: [String]? {
        array?.compactMap(\.string)
    }
}

/// The keys and values of a property list dictionary, in the order written, each key once (the last
/// value of a key written twice).
///
/// The objects of a project are thousands of small dictionaries: a small one is searched in order, a
/// large one (more than 16 keys) through an index, so that reading a project hashes few keys.
public struct PropertyListDictionary: Sendable, Hashable, Sequence {
    /// The keys and values, in the order of their first appearance.
    public private(set) var entries: [(key: String, value: PropertyListValue)] = []
    /// The position of each key in `entries`, for a large dictionary.
    private var index: [String: Int]?

    static let indexedCount = 16

    /// An empty dictionary.
    public init() {}

    /// A dictionary of `pairs`; a key given twice keeps its last value.
    public init(_ pairs: [(String, PropertyListValue)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The number of keys.
    public var count: Int { entries.count }

    /// The keys, in order.
    public var keys: [String] { entries.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [PropertyListValue] { entries.map(\.value) }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Most keys differ in length: comparing the lengths first (constant time for native strings)
        // saves the full comparison.
        let length = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// Adds `value` under `key`, as the parser reads a text: a large dictionary hashes the key once.
    mutating func append(_ key: String, _ value: PropertyListValue) {
        if index != nil {
            let count = entries.count
            if let earlier = index!.updateValue(count, forKey: key) {
                index![key] = earlier
                entries[earlier].value = value
            } else {
                entries.append((key, value))
            }
        } else {
            self[key] = value
        }
    }

    /// The value of `key`; setting it replaces an earlier value.
    public subscript(key: String) -> PropertyListValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    entries[position].value = newValue
                } else {
                    entries.remove(at: position)
                    index = nil
                    if entries.count > Self.indexedCount { reindex() }
                }
            } else if let newValue {
                entries.append((key, newValue))
                if index != nil {
                    index![key] = entries.count - 1
                } else if entries.count > Self.indexedCount {
                    reindex()
                }
            }
        }
    }

    private mutating func reindex() {
        var made: [String: Int] = [:]
        made.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { made[entry.key] = position }
        index = made
    }

    /// The keys and values, in order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: PropertyListValue)]> {
        entries.makeIterator()
    }

    /// Whether both hold the same keys with the same values, in whatever order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes the number of keys (equal dictionaries have it equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}

/// Why a property list text could not be read: what was expected, and where.
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in bytes.
    public let column: Int
    /// What was found and what was expected.
    public let message: String

    /// `line 12, column 5: expected ';' after the value of 'name'`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Reads the OpenStep text format of property lists (`project.pbxproj`), exactly as the format is
/// defined: dictionaries, arrays, quoted strings with their escapes (`\n`, `\t`, `\"`, `\\`, octal
/// `\012` and `\U00e9`), unquoted strings of letters, digits and `_$/:.-`, `<hex>` data, and `/* … */`
/// and `// …` comments anywhere between tokens.
///
///     let root = try PropertyListText.parse(Array(text.utf8))
///     let objects = root.dictionary?["objects"]?.dictionary
///
/// - Complexity: O(*n*) in the length of the text; nesting deeper than 512 levels is an error, not a
///   stack overflow.
public enum PropertyListText {
    /// Parses a whole text: one value, then nothing but whitespace and comments.
    ///
    /// - Parameter bytes: The UTF-8 text (a byte order mark is skipped).
    /// - Returns: The value.
    /// - Throws: ``PropertyListError`` with the line and column of the first thing that is not the format.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let result: Result<PropertyListValue, PropertyListError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer)
            do throws(PropertyListError) {
                if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
                try parser.skipTrivia()
                guard parser.position < buffer.count else { throw parser.error("the text holds no value") }
                let value = try parser.value(depth: 0)
                try parser.skipTrivia()
                if parser.position < buffer.count {
                    throw parser.error("unexpected \(parser.describeCurrent()) after the end of the value")
                }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The parser, over the text's bytes (valid while `parse` runs).
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        static let maximumDepth = 512

        func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
            let end = min(offset ?? position, bytes.count)
            var line = 1
            var lineStart = 0
            for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            return PropertyListError(line: line, column: end - lineStart + 1, message: message)
        }

        func describeCurrent() -> String {
            guard position < bytes.count else { return "end of text" }
            let byte = bytes[position]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x" + String(byte, radix: 16)
        }

        /// Skips whitespace and comments.
        mutating func skipTrivia() throws(PropertyListError) {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    position += 1
                } else if byte == UInt8(ascii: "/") && position + 1 < bytes.count {
                    let next = bytes[position + 1]
                    if next == UInt8(ascii: "*") {
                        let start = position
                        position += 2
                        while true {
                            guard position + 1 < bytes.count else {
                                throw error("a comment that starts here does not end (no '*/')", at: start)
                            }
                            if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
                                position += 2
                                break
                            }
                            position += 1
                        }
                    } else if next == UInt8(ascii: "/") {
                        while position < bytes.count && bytes[position] != 0x0A { position += 1 }
                    } else {
                        return
                    }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
            guard depth < Self.maximumDepth else {
                throw error("values are nested more than \(Self.maximumDepth) levels deep")
            }
            guard position < bytes.count else { throw error("expected a value, found the end of the text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try dictionary(depth: depth)
            case UInt8(ascii: "("): return try array(depth: depth)
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            case UInt8(ascii: "<"): return .data(try data())
            default:
                guard let text = unquoted() else {
                    throw error("expected a value (a string, '{', '(' or '<'), found \(describeCurrent())")
                }
                return .string(text)
            }
        }

        mutating func dictionary(depth: Int) throws(PropertyListError) -> PropertyListValue {
            let start = position
            position += 1
            var result = PropertyListDictionary()
            while true {
                try skipTrivia()
                guard position < bytes.count else {
                    throw error("the dictionary that starts here has no closing '}'", at: start)
                }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(result)
                }
                let key: String
                if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                    key = try quoted()
                } else if let text = unquoted() {
                    key = text
                } else {
                    throw error("expected a key or '}', found \(describeCurrent())")
                }
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw error("expected '=' after the key '\(key)', found \(describeCurrent())")
                }
                position += 1
                try skipTrivia()
                let item = try value(depth: depth + 1)
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw error("expected ';' after the value of '\(key)', found \(describeCurrent())")
                }
                position += 1
                result.append(key, item)
            }
        }

        mutating func array(depth: Int) throws(PropertyListError) -> PropertyListValue {
            let start = position
            position += 1
            var result: [PropertyListValue] = []
            while true {
                try skipTrivia()
                guard position < bytes.count else {
                    throw error("the array that starts here has no closing ')'", at: start)
                }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(result)
                }
                result.append(try value(depth: depth + 1))
                try skipTrivia()
                guard position < bytes.count else {
                    throw error("the array that starts here has no closing ')'", at: start)
                }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    throw error("expected ',' or ')' after an array element, found \(describeCurrent())")
                }
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
                UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        mutating func unquoted() -> String? {
            let start = position
            while position < bytes.count && Self.isUnquoted(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func quoted() throws(PropertyListError) -> String {
            let start = position
            let quote = bytes[position]
            position += 1
            // Most strings hold no escape: made straight from the text.
            var end = position
            while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count && bytes[end] == quote {
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
                else { throw error("the string that starts here is not valid UTF-8", at: start) }
                position = end + 1
                return text
            }
            var run = position
            var result: [UInt8] = []
            while true {
                guard position < bytes.count else {
                    throw error("the string that starts here has no closing quote", at: start)
                }
                let byte = bytes[position]
                if byte == quote {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
                    position += 1
                    break
                }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
                position += 1
                guard position < bytes.count else {
                    throw error("the string that starts here has no closing quote", at: start)
                }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "a"): result.append(0x07)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "v"): result.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var scalar: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                        scalar = scalar * 16 + UInt32(digit)
                        position += 1
                        digits += 1
                    }
                    guard digits > 0 else {
                        throw error("'\\U' must be followed by hexadecimal digits", at: position - 2)
                    }
                    // A UTF-16 surrogate pair: a high surrogate, then `\U` and the low one.
                    if (0xD800...0xDBFF).contains(scalar), position + 5 < bytes.count,
                        bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "U") || bytes[position + 1] == UInt8(ascii: "u")
                    {
                        var low: UInt32 = 0
                        var count = 0
                        var cursor = position + 2
                        while count < 4, cursor < bytes.count, let digit = Self.hexValue(bytes[cursor]) {
                            low = low * 16 + UInt32(digit)
                            cursor += 1
                            count += 1
                        }
                        if count == 4 && (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            position = cursor
                        }
                    }
                    result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count,
                        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position])
                    {
                        value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    // NeXTSTEP encoding below 128 is ASCII; above, kept as the Unicode scalar.
                    result += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
                default:
                    // `\"`, `\\`, `\'`, and any other character stand for themselves.
                    result.append(escaped)
                }
                run = position
            }
            guard let text = String(validating: result, as: UTF8.self) else {
                throw error("the string that starts here is not valid UTF-8", at: start)
            }
            return text
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        mutating func data() throws(PropertyListError) -> [UInt8] {
            let start = position
            position += 1
            var result: [UInt8] = []
            var high: UInt8?
            while true {
                guard position < bytes.count else {
                    throw error("the data that starts here has no closing '>'", at: start)
                }
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: ">") { break }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                guard let digit = Self.hexValue(byte) else {
                    throw error("data holds a byte that is no hexadecimal digit", at: position - 1)
                }
                if let first = high {
                    result.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            }
            guard high == nil else { throw error("data has an odd number of hexadecimal digits", at: start) }
            return result
        }
    }
}
