/// One token of Swift (or Objective-C) source: what it is and which bytes it spans.
///
/// Tokens do not copy text: their bytes are a range of the file's bytes, read with
/// ``SwiftLexer/text(of:)`` and ``SwiftLexer/stringValue(of:)``.
struct SwiftToken: Hashable, Sendable {
    /// What a token is.
    enum Kind: UInt8, Hashable, Sendable {
        /// A name or keyword: `class`, `performSegue`, `` `default` `` (the backticks are not part of
        /// its ``SwiftToken/name`` range).
        case identifier
        /// A string literal, of any form: `"…"`, `"""…"""`, `#"…"#`, Objective-C's `@"…"`.
        case string
        /// An integer or floating-point literal.
        case number
        /// An attribute or Objective-C directive: `@IBAction`, `@objc`, `@interface`.
        case attribute
        /// A compiler directive or literal: `#if`, `#else`, `#endif`, `#selector`, `#available`.
        case directive
        /// One punctuation character: `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `.`, `=`, …
        /// (operators are one token per character, which is all the reader needs).
        case punctuation
        /// An Objective-C character literal, `'a'`.
        case character
    }

    /// What the token is.
    var kind: Kind
    /// The offset of the token's first byte (for a backticked name, the backtick).
    var start: Int
    /// The offset after the token's last byte.
    var end: Int
    /// For an identifier, the name's bytes without backticks; for a string, its contents between the
    /// delimiters; otherwise the token's bytes.
    var name: Range<Int>
    /// For a string, whether it has no interpolation, so that its value is known before the program
    /// runs; `true` for other tokens.
    var isStatic: Bool
    /// For a string, whether it is a multi-line literal (`"""`).
    var isMultiline: Bool
    /// For a string, the number of `#` around a raw string.
    var hashCount: Int
}
