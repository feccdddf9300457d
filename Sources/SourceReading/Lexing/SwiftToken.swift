import CatalogFiles
import SegueRouting

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
    /// For a string, whether it has no interpolation, so that its value is known before the program
    /// runs; `true` for other tokens.
    var isStatic: Bool
    /// For a string, whether it is a multi-line literal (`"""`).
    var isMultiline: Bool
    /// For a string, the number of `#` around a raw string.
    var hashCount: UInt8
    // Offsets are stored in 32 bits (files are at most ``SwiftSourceFile/sizeLimit`` bytes), so that a
    // token takes 20 bytes and a file's tokens stay in fewer cache lines.
    private var storedStart: UInt32
    private var storedEnd: UInt32
    private var nameStart: UInt32
    private var nameEnd: UInt32

    /// Creates a token.
    init(
        kind: Kind, start: Int, end: Int, name: Range<Int>, isStatic: Bool, isMultiline: Bool, hashCount: Int
    ) {
        self.kind = kind
        self.isStatic = isStatic
        self.isMultiline = isMultiline
        self.hashCount = UInt8(truncatingIfNeeded: min(hashCount, 255))
        storedStart = UInt32(truncatingIfNeeded: start)
        storedEnd = UInt32(truncatingIfNeeded: end)
        nameStart = UInt32(truncatingIfNeeded: name.lowerBound)
        nameEnd = UInt32(truncatingIfNeeded: name.upperBound)
    }

    /// The offset of the token's first byte (for a backticked name, the backtick).
    var start: Int { Int(storedStart) }
    /// The offset after the token's last byte.
    var end: Int { Int(storedEnd) }
    /// For an identifier, the name's bytes without backticks; for a string, its contents between the
    /// delimiters; otherwise the token's bytes.
    var name: Range<Int> { Int(nameStart)..<Int(nameEnd) }
}
