// What Swift accepts as a name: read by the source reader, written by the code generator.

/// Names that cannot be constants even in backticks.
package let reservedNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

/// Swift keywords, which are valid constant names in backticks.
package let keywords: Set<String> = [
    "associatedtype", "class", "enum", "extension", "fileprivate", "func", "import", "inout", "internal",
    "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "as", "false", "is", "nil", "super", "throws", "true", "try", "await", "async", "any", "some",
    "consume", "borrowing", "consuming", "package", "each", "macro",
]

/// Whether `name` can stand as a Swift type name as it is.
package func isSwiftIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return !keywords.contains(name) && !reservedNames.contains(name)
        && name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
}
