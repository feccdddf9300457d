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

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
}

/// `\u{…}`, the way Swift spells a scalar by its value.
private func swiftScalarEscape(_ scalar: Unicode.Scalar) -> String {
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
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F }) else { return text }
    return escaping(text) { scalar in commonEscape(scalar) ?? (isControl(scalar) ? swiftScalarEscape(scalar) : nil) }
}

/// `text` quoted for a message, with control characters made visible: `'Show\tDetail'`.
package func quoted(_ text: String) -> String {
    "'" + escapedField(text) + "'"
}
