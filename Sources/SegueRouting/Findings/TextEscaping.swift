/// Copies `text`, replacing each scalar for which `replacement` returns a string.
///
/// - Complexity: O(*n*), where *n* is the length of `text`.
private func escaping(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) {
            result += replaced
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// The escapes that Swift string literals and tab-separated fields share.
private func commonEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
}

/// Whether a terminal or an editor may act on the scalar rather than show it: the C0 and C1 control
/// characters (ESC starts terminal sequences, CSI is U+009B), DEL, and the line and paragraph
/// separators editors break lines at.
package func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
}

/// `\u{…}`, the way Swift spells a scalar by its value.
package func swiftScalarEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
}

/// `text` as a Swift string literal, quotes included, that compiles whatever it holds.
package func swiftStringLiteral(_ text: String) -> String {
    "\""
        + escaping(text) { scalar in
            if scalar == "\"" { return "\\\"" }
            if scalar == "\u{0}" { return "\\0" }
            if let common = commonEscape(scalar) { return common }
            return isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" ? swiftScalarEscape(scalar) : nil
        } + "\""
}

/// Escapes backslash, tab, newline and carriage return (and shows other control characters as
/// `\u{…}`), so that a value fits one field of a tab-separated line.
package func escapedField(_ text: String) -> String {
    // Nearly every value holds no control character and no backslash: returned as it is.
    guard holdsControl(text.utf8) || text.utf8.contains(0x5C) else { return text }
    return escaping(text) { scalar in commonEscape(scalar) ?? (isControl(scalar) ? swiftScalarEscape(scalar) : nil) }
}

/// `text` on one line and inert: line breaks shown as `\n` and `\r`, tabs as `\t`, other control
/// characters (ESC, BEL, C1 controls, line separators) as `\u{…}`, and the colon of ` error:`,
/// ` warning:` and ` note:` as `\u{3A}`, so that no name a file or project holds can start a line of its
/// own, pass for a diagnostic, or act on a terminal. Backslashes stay as they are: a path's backslash
/// is the path's.
package func singleLine(_ text: String) -> String {
    var line = text
    if holdsControl(text.utf8) {
        line = escaping(text) { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: isControl(scalar) ? swiftScalarEscape(scalar) : nil
            }
        }
    }
    // ` error:`, ` warning:` and ` note:` inside a path or message would let an editor take the line for
    // a diagnostic of another severity or place (editors match `file:line:col: error:` anywhere): their
    // colon is shown as `\u{3A}`. The tool's own messages never say them.
    guard let colons = severityColons(line.utf8) else { return line }
    var bytes = Array(line.utf8)
    for colon in colons.reversed() {
        bytes.replaceSubrange(colon...colon, with: Array("\\u{3A}".utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Whether the UTF-8 bytes hold a scalar ``isControl(_:)`` is true of, byte by byte: a byte below
/// 0x20, DEL, `C2 80`–`C2 9F` (C1 controls), `E2 80 A8` and `E2 80 A9` (the separators). Arrows and
/// quotes, which messages hold, are none.
private func holdsControl(_ utf8: String.UTF8View) -> Bool {
    func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] & 0xE0 == 0x80 { return true }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                return true
            }
        }
        return false
    }
    if let result = utf8.withContiguousStorageIfAvailable(holds) { return result }
    return Array(utf8).withUnsafeBufferPointer(holds)
}

/// The offsets of the colons of ` error:`, ` warning:` and ` note:` in `utf8`, or `nil` when it has
/// none (nearly always): one pass over the bytes, looking back only from a colon.
private func severityColons(_ utf8: String.UTF8View) -> [Int]? {
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var found: [Int]?
        for index in bytes.indices where bytes[index] == UInt8(ascii: ":") {
            for word in severityWords where index >= word.count {
                if bytes[(index - word.count)..<index].elementsEqual(word) {
                    found = (found ?? []) + [index]
                    break
                }
            }
        }
        return found
    }
    if let result = utf8.withContiguousStorageIfAvailable(find) { return result }
    return Array(utf8).withUnsafeBufferPointer(find)
}

/// The words whose colon ``singleLine(_:)`` escapes, with the space before them.
private let severityWords = [" error", " warning", " note"].map { Array($0.utf8) }

/// A name for a line of text that is no diagnostic (a summary line), inert: as
/// ``singleLine(_:)``, and a `:` before a digit shown as `\u{3A}`, so that editors, which take any
/// `name:line:column: error:` in a line for a diagnostic, cannot take a line for one because of a
/// name (a target named `App:1:1: error: x`).
package func inertName(_ text: String) -> String {
    let line = singleLine(text)
    guard line.utf8.contains(UInt8(ascii: ":")) else { return line }
    let scalars = Array(line.unicodeScalars)
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for (index, scalar) in scalars.enumerated() {
        if scalar == ":", index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]) {
            result += "\\u{3A}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// `text` quoted for a message, with control characters made visible: `'Show\tDetail'`.
package func quoted(_ text: String) -> String {
    "'" + escapedField(text) + "'"
}
