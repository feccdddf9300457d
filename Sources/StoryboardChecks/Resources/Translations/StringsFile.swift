import SegueRouting

/// A `.strings` file read: its `"key" = "value";` pairs, each with its line.
///
/// Xcode writes these files in UTF-16 (with a byte-order mark) or UTF-8; both are read, and a UTF-16
/// file without a mark is recognised by its zero bytes. The text is the old-style property list
/// form: `/* … */` and `//` comments, quoted strings with backslash escapes (`\"`, `\\`, `\n`, `\t`,
/// `\r`, `\U00e9`, octal), unquoted keys and values of letters, digits and `_$+/:.-`, a key alone
/// (`"key";`, whose value is the key), and the whole list optionally inside `{ … }`. An XML property
/// list's `<key>`/`<string>` pairs are read too.
package struct StringsFile: Sendable {
    /// One pair.
    package struct Entry: Sendable, Hashable {
        /// The key (`abc-12-xyz.title`).
        package var key: String
        /// The 1-based line the key starts on.
        package var line: Int
        /// Where the value's text is, between its quotes, in the file's text; decoded only when asked
        /// for (``StringsFile/value(of:)``).
        var valueRange: Range<Int>
        /// The value already decoded, for a value with escapes or of an XML property list.
        var decodedValue: String?
    }

    /// Why a file could not be read: what was expected, and where.
    package struct Failure: Error, Sendable, Hashable {
        /// The 1-based line.
        package var line: Int
        /// The 1-based column, in UTF-8 bytes of the text as decoded.
        package var column: Int
        /// What was found and what was expected.
        package var message: String
    }

    /// The pairs, in file order.
    package var entries: [Entry]
    /// The file's text, as UTF-8.
    private let text: [UInt8]

    /// Reads a `.strings` file's bytes.
    ///
    /// - Throws: A ``Failure`` at the first place the text is not a strings list.
    package init(bytes: [UInt8]) throws(Failure) {
        let text = Self.decode(bytes)
        self.text = text
        if Self.isXMLPropertyList(text) {
            entries = Self.xmlEntries(text)
        } else {
            let result = text.withUnsafeBufferPointer { buffer -> Result<[Entry], Failure> in
                var parser = StringsParser(text: buffer)
                do throws(Failure) {
                    return .success(try parser.entries())
                } catch {
                    return .failure(error)
                }
            }
            entries = try result.get()
        }
    }

    /// An entry's value: the translated text.
    package func value(of entry: Entry) -> String {
        entry.decodedValue ?? String(decoding: text[entry.valueRange], as: UTF8.self)
    }

    /// The text as UTF-8: UTF-16 (either byte order, with or without a mark) transcoded, a UTF-8 mark
    /// dropped.
    static func decode(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return Array(bytes.dropFirst(3)) }
        var littleEndian: Bool?
        var start = 0
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            littleEndian = true
            start = 2
        } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            littleEndian = false
            start = 2
        } else if bytes.count >= 2, bytes.count % 2 == 0 {
            // Without a mark: ASCII text in UTF-16 has a zero byte in every pair.
            if bytes[1] == 0, bytes[0] != 0 {
                littleEndian = true
            } else if bytes[0] == 0, bytes[1] != 0 {
                littleEndian = false
            }
        }
        guard let littleEndian else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    private static func isXMLPropertyList(_ text: [UInt8]) -> Bool {
        let start = text.firstIndex { $0 > 0x20 } ?? text.endIndex
        return text[start...].starts(with: "<?xml".utf8) || text[start...].starts(with: "<plist".utf8)
    }

    /// The `<key>`/`<string>` pairs of an XML property list (entities decoded).
    private static func xmlEntries(_ text: [UInt8]) -> [Entry] {
        func find(_ word: String, from start: Int) -> Int? {
            let pattern = Array(word.utf8)
            var index = start
            while index + pattern.count <= text.count {
                if text[index] == pattern[0], text[index..<index + pattern.count].elementsEqual(pattern) {
                    return index
                }
                index += 1
            }
            return nil
        }
        func decoded(_ range: Range<Int>) -> String {
            String(decoding: text[range], as: UTF8.self).replacingEntities()
        }
        var entries: [Entry] = []
        var position = 0
        var line = 1
        var counted = 0
        while let keyStart = find("<key>", from: position), let keyEnd = find("</key>", from: keyStart) {
            line += text[counted..<keyStart].count { $0 == UInt8(ascii: "\n") }
            counted = keyStart
            position = keyEnd + 6
            var value = position
            while value < text.count && text[value] <= 0x20 { value += 1 }
            guard text[value...].starts(with: "<string>".utf8), let end = find("</string>", from: value) else {
                continue
            }
            entries.append(
                Entry(
                    key: decoded(keyStart + 5..<keyEnd), line: line, valueRange: value + 8..<end,
                    decodedValue: decoded(value + 8..<end)))
            position = end + 9
        }
        return entries
    }
}

extension String {
    /// The text with XML's five entities and numeric references replaced.
    fileprivate func replacingEntities() -> String {
        guard contains("&") else { return self }
        var result = ""
        var rest = Substring(self)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[ampersand...]
            guard let semicolon = after.firstIndex(of: ";") else { break }
            let name = after[after.index(after: ampersand)..<semicolon]
            let replacement: String? =
                switch name {
                case "amp": "&"
                case "lt": "<"
                case "gt": ">"
                case "quot": "\""
                case "apos": "'"
                default:
                    name.hasPrefix("#x")
                        ? UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                        : name.hasPrefix("#")
                            ? UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map { String($0) } : nil
                }
            result += replacement ?? String(after[...semicolon])
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }
}

/// The old-style property list reader of a `.strings` file's text (UTF-8), over the text's buffer.
private struct StringsParser {
    let text: UnsafeBufferPointer<UInt8>
    var position = 0
    var line = 1
    var lineStart = 0

    init(text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    func failure(_ message: String, at offset: Int? = nil) -> StringsFile.Failure {
        let offset = offset ?? position
        // The line of an earlier offset: counted back from the current one.
        var line = self.line
        var start = lineStart
        if offset < lineStart {
            line -= text[offset..<lineStart].count { $0 == UInt8(ascii: "\n") }
            start = (text[..<offset].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        }
        return StringsFile.Failure(line: line, column: offset - start + 1, message: message)
    }

    mutating func entries() throws(StringsFile.Failure) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        try skipSpace()
        var braced = false
        if position < text.count, text[position] == UInt8(ascii: "{") {
            braced = true
            position += 1
        }
        while true {
            try skipSpace()
            guard position < text.count else {
                if braced { throw failure("the file ends before the closing } of its list") }
                return entries
            }
            if braced, text[position] == UInt8(ascii: "}") {
                position += 1
                try skipSpace()
                guard position >= text.count else { throw failure("text after the closing } of the list") }
                return entries
            }
            let keyLine = line
            guard let key = try string() else {
                throw failure("expected a quoted key (\"key\" = \"value\";), found \(describe(position))")
            }
            let keyText = key.decoded ?? String(decoding: UnsafeBufferPointer(rebasing: text[key.range]), as: UTF8.self)
            try skipSpace()
            var value = key
            if position < text.count, text[position] == UInt8(ascii: "=") {
                position += 1
                try skipSpace()
                guard let found = try string() else {
                    throw failure("expected a quoted value after = for \"\(keyText)\", found \(describe(position))")
                }
                value = found
                try skipSpace()
            }
            guard position < text.count, text[position] == UInt8(ascii: ";") else {
                throw failure("expected ; after the entry \"\(keyText)\", found \(describe(position))")
            }
            position += 1
            entries.append(
                StringsFile.Entry(key: keyText, line: keyLine, valueRange: value.range, decodedValue: value.decoded))
        }
    }

    /// What is at `offset`, for a message.
    func describe(_ offset: Int) -> String {
        guard offset < text.count else { return "the end of the file" }
        let byte = text[offset]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "the end of the line" }
        let end = text[offset...].prefix(12).firstIndex { $0 == UInt8(ascii: "\n") } ?? min(offset + 12, text.count)
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: text[offset..<end]), as: UTF8.self) + "'"
    }

    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    /// Skips white space and comments.
    mutating func skipSpace() throws(StringsFile.Failure) {
        // Locals in the loops: the compiler keeps them in registers.
        let text = self.text
        let count = text.count
        var position = self.position
        defer { self.position = position }
        while position < count {
            let byte = text[position]
            if byte == UInt8(ascii: "\n") {
                newline(at: position)
                position += 1
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < count, text[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                var closed = false
                while position + 1 < count {
                    let inside = text[position]
                    if inside == UInt8(ascii: "*") {
                        if text[position + 1] == UInt8(ascii: "/") {
                            closed = true
                            break
                        }
                    } else if inside == UInt8(ascii: "\n") {
                        newline(at: position)
                    }
                    position += 1
                }
                guard closed else {
                    self.position = position
                    throw failure("a /* comment is never closed", at: start)
                }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < count, text[position + 1] == UInt8(ascii: "/") {
                while position < count && text[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A quoted or unquoted string at `position`: where its text is, and, when it has escapes, the
    /// text decoded; `nil` when there is none.
    mutating func string() throws(StringsFile.Failure) -> (range: Range<Int>, decoded: String?)? {
        let count = text.count
        guard position < count else { return nil }
        if Self.isUnquoted(text[position]) {
            let start = position
            while position < count && Self.isUnquoted(text[position]) { position += 1 }
            return (start..<position, nil)
        }
        guard text[position] == UInt8(ascii: "\"") else { return nil }
        let start = position
        // Without escapes, the text is the bytes between the quotes.
        var end = start + 1
        while end < count {
            let byte = text[end]
            if byte == UInt8(ascii: "\"") {
                position = end + 1
                return (start + 1..<end, nil)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte == UInt8(ascii: "\n") { newline(at: end) }
            end += 1
        }
        position = end
        guard position < count else { throw failure("a quoted string is never closed (a \" is missing)", at: start) }
        var bytes = Array(text[start + 1..<position])
        while position < count {
            let byte = text[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return (start + 1..<position - 1, String(decoding: bytes, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\n") { newline(at: position) }
            if byte != UInt8(ascii: "\\") {
                bytes.append(byte)
                position += 1
                continue
            }
            position += 1
            guard position < count else { break }
            let escaped = text[position]
            position += 1
            bytes += unescaped(escaped)
        }
        throw failure("a quoted string is never closed (a \" is missing)", at: start)
    }

    /// The bytes an escape stands for, `escaped` the byte after the backslash (`position` after it).
    mutating func unescaped(_ escaped: UInt8) -> [UInt8] {
        switch escaped {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value = hexDigits(from: &position)
            // A surrogate pair is two escapes.
            if (0xD800..<0xDC00).contains(value), position + 1 < text.count, text[position] == UInt8(ascii: "\\"),
                text[position + 1] == UInt8(ascii: "U") || text[position + 1] == UInt8(ascii: "u")
            {
                var next = position + 2
                let low = hexDigits(from: &next)
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    position = next
                }
            }
            return Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < text.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[position]) {
                value = value << 3 | UInt32(text[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            return Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
        default:
            if escaped == UInt8(ascii: "\n") { newline(at: position - 1) }
            return [escaped]
        }
    }

    /// Up to four hexadecimal digits from `offset`, which ends after them.
    func hexDigits(from offset: inout Int) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, offset < text.count, let digit = Self.hexValue(text[offset]) {
            value = value << 4 | digit
            offset += 1
            digits += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
