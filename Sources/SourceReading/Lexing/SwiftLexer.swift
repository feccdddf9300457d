import CatalogFiles
import SegueRouting

/// Splits Swift (or Objective-C) source into tokens, one pass over its UTF-8 bytes.
///
/// The lexer is exact about everything that can hide text from a reader that looks for names:
/// line comments, nested block comments, string literals with escapes and interpolations (which
/// may hold parentheses, comments and further strings), multi-line strings, raw strings
/// (`#"…"#`, `##"…"##`, with `\#(…)` interpolation), backticked names, and, for Objective-C,
/// `@"…"` strings and `'…'` characters, and regex literals (`#/…/#`, and `/…/` where Swift reads one).
/// What is inside a comment, a string or a regex is never a token.
///
/// It is not a compiler: operators are one punctuation token per character, and interpolations are
/// skipped whole (a string with an interpolation is not ``SwiftToken/isStatic``).
///
/// Problems (an unterminated string or comment) are collected in ``problems``; the lexer goes on
/// after each, so that a file always yields its tokens.
struct SwiftLexer {
    /// A problem met while lexing: where, and what is wrong.
    ///
    /// The message is made when it is read: scanning returns problems on its fast path (every
    /// string literal may have one), where a string would cost a retain and a release each time.
    struct Problem: Hashable, Sendable {
        /// What is wrong.
        enum Kind: Hashable, Sendable {
            case unterminatedComment
            case unterminatedString
            case unterminatedInterpolation
            case nestedTooDeep
            /// Declarations and blocks nested deeper than the compiler accepts.
            case structureTooDeep
        }

        /// The offset of the byte where the problem starts.
        var offset: Int
        var kind: Kind

        /// What is wrong and what to do.
        var message: String {
            switch kind {
            case .unterminatedComment:
                "This comment has no end ('*/'); close it, or the rest of the file is comment."
            case .unterminatedString: "This string literal has no closing quote; close it."
            case .unterminatedInterpolation: "This interpolation has no closing ')'; close it."
            case .nestedTooDeep:
                "Interpolations are nested more than \(SwiftLexer.maximumNesting) deep here; simplify the string."
            case .structureTooDeep:
                "Braces are nested more than \(SourceFacts.maximumNesting) deep here, which the compiler rejects; "
                    + "flatten the code. Declarations nested deeper were not read."
            }
        }
    }

    /// The source's bytes.
    let bytes: [UInt8]
    /// Whether the source is Objective-C, where `'` starts a character literal and `@"` a string.
    let isObjectiveC: Bool
    /// The tokens, in source order.
    private(set) var tokens = SwiftTokens.empty
    /// The problems met, in source order.
    private(set) var problems: [Problem] = []
    /// The offsets where lines start; the first is 0.
    let lineStarts: [Int]
    /// Whether a carriage return alone ends a line somewhere (old Mac line ends): only then do line
    /// comments need to look for one.
    let hasLoneCarriageReturn: Bool

    /// Lexes `bytes`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    init(_ bytes: [UInt8], objectiveC: Bool = false) {
        self.bytes = bytes
        self.isObjectiveC = objectiveC
        (lineStarts, hasLoneCarriageReturn) = SwiftSourceFile.lineBreaks(in: bytes)
        (tokens, problems) = lex()
    }

    /// The byte at `offset`, or 0 past the end.
    @inline(__always)
    private func byte(_ offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// The 1-based line and column (in bytes) of `offset`.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of lines.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The location of `offset` in the file at `path`.
    func location(of offset: Int, in path: String) -> FileLocation {
        let (line, column) = position(of: offset)
        return FileLocation(file: path, line: line, column: column)
    }

    /// The token's name (an identifier without backticks, a string's raw contents, or the token's
    /// bytes), decoded as UTF-8.
    func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.name], as: UTF8.self)
    }

    /// Whether the token's name is exactly `word` (ASCII).
    @inline(__always)
    func matches(_ token: SwiftToken, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.name.count == count else { return false }
        return word.withUTF8Buffer { expected in
            var offset = token.name.lowerBound
            for byte in expected {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether the token's name holds `word` (lowercase ASCII), in any case: `prepareSegue` and
    /// `SEGUE` hold `segue`.
    func nameContains(_ token: SwiftToken, caseInsensitive word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.name.count >= count else { return false }
        return word.withUTF8Buffer { expected in
            var start = token.name.lowerBound
            while start + count <= token.name.upperBound {
                var offset = 0
                // ASCII letters differ from their capitals in bit 5 only; `word` is lowercase.
                while offset < count, bytes[start + offset] | 0x20 == expected[offset] { offset += 1 }
                if offset == count { return true }
                start += 1
            }
            return false
        }
    }

    /// Whether the two tokens have the same name (backticks aside).
    func sameName(_ first: SwiftToken, _ second: SwiftToken) -> Bool {
        first.name.count == second.name.count && bytes[first.name].elementsEqual(bytes[second.name])
    }

    /// Whether the token is the punctuation character `character`.
    @inline(__always)
    func isPunctuation(_ token: SwiftToken, _ character: Unicode.Scalar) -> Bool {
        token.kind == .punctuation && bytes[token.start] == UInt8(ascii: character)
    }

    /// The value of a string token whose value is known: a literal without interpolation, with its
    /// escapes decoded and, for a multi-line one, the closing delimiter's indentation taken off its
    /// lines; `nil` for any other token.
    func stringValue(of token: SwiftToken) -> String? {
        guard token.kind == .string, token.isStatic else { return nil }
        guard token.isMultiline else { return decode(bytes[token.name], hashCount: Int(token.hashCount)) }
        return multilineContents(token.name).flatMap { decode($0[...], hashCount: Int(token.hashCount)) }
    }

    /// The contents of a multi-line literal as its lines say them, before escapes: the line break
    /// after the opening delimiter and the one before the closing delimiter left out, and the
    /// closing delimiter's indentation taken off every line (line breaks become `\n`). `nil` when a
    /// line lacks that indentation, which the compiler rejects.
    private func multilineContents(_ contents: Range<Int>) -> [UInt8]? {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = contents.lowerBound
        var offset = contents.lowerBound
        while offset < contents.upperBound {
            let current = bytes[offset]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                lines.append(bytes[lineStart..<offset])
                if current == UInt8(ascii: "\r") && offset + 1 < contents.upperBound
                    && bytes[offset + 1] == UInt8(ascii: "\n")
                {
                    offset += 1
                }
                lineStart = offset + 1
            }
            offset += 1
        }
        let indentation = bytes[lineStart..<contents.upperBound]
        // The opening delimiter's line holds nothing; the closing one's only the indentation.
        guard let first = lines.first, first.isEmpty,
            indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        else { return nil }
        var result: [UInt8] = []
        for (number, line) in lines.dropFirst().enumerated() {
            if number > 0 { result.append(UInt8(ascii: "\n")) }
            if line.starts(with: indentation) {
                result += line.dropFirst(indentation.count)
            } else if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                return nil
            }
        }
        return result
    }

    /// The value of a literal's contents: escapes (with `hashCount` hashes after the backslash)
    /// replaced by what they stand for; a backslash before a line break joins the lines.
    private func decode(_ contents: ArraySlice<UInt8>, hashCount: Int) -> String? {
        var result: [UInt8] = []
        result.reserveCapacity(contents.count)
        var offset = contents.startIndex
        let end = contents.endIndex
        func hashes(at offset: Int) -> Bool {
            var index = 0
            while index < hashCount {
                if offset + index >= end || contents[offset + index] != UInt8(ascii: "#") { return false }
                index += 1
            }
            return true
        }
        while offset < end {
            let current = contents[offset]
            guard current == UInt8(ascii: "\\"), hashes(at: offset + 1) else {
                result.append(current)
                offset += 1
                continue
            }
            offset += 1 + hashCount
            guard offset < end else { break }
            let escaped = contents[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "0"): result.append(0)
            case UInt8(ascii: "\n"): break
            case UInt8(ascii: "u"):
                guard offset < end, contents[offset] == UInt8(ascii: "{") else { return nil }
                var value: UInt32 = 0
                offset += 1
                while offset < end, contents[offset] != UInt8(ascii: "}") {
                    guard let digit = Self.hexValue(contents[offset]), value < 0x10_0000 else { return nil }
                    value = value &* 16 &+ UInt32(digit)
                    offset += 1
                }
                offset += 1
                guard let scalar = Unicode.Scalar(value) else { return nil }
                result += Array(String(Character(scalar)).utf8)
            default: result.append(escaped)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `count` bytes `#` start at `offset`.
    @inline(__always)
    func hashes(at offset: Int, count: Int) -> Bool {
        var index = 0
        while index < count {
            if byte(offset + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    @inline(__always)
    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Whether the `/` at `offset` starts a bare regex literal (`/a"b/`), as Swift decides it: not
    /// after an operand (a name, a literal, `)` or `]`, where it divides), not before a space or `=`,
    /// and closed by another `/` on the same line.
    func startsRegex(at offset: Int, after previous: SwiftToken?) -> Bool {
        let next = byte(offset + 1)
        guard next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), next != UInt8(ascii: "="),
            next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r"), next != 0
        else { return false }
        if let previous {
            switch previous.kind {
            case .punctuation:
                let character = bytes[previous.start]
                if character == UInt8(ascii: ")") || character == UInt8(ascii: "]") { return false }
                // A postfix `!` or `?` (`v!/2`, `v?/2`: attached to what it follows) ends an operand.
                if character == UInt8(ascii: "!") || character == UInt8(ascii: "?"), previous.start > 0,
                    !Self.isSpace(bytes[previous.start - 1]), previous.end == offset
                {
                    return false
                }
            case .identifier:
                guard Self.keywordsBeforeExpression.contains(bytes[previous.name].map { $0 }) else { return false }
            default:
                return false
            }
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// Keywords after which a `/` starts an expression, not a division.
    private static let keywordsBeforeExpression: Set<[UInt8]> = Set(
        ["return", "case", "try", "await", "in", "where", "if", "guard", "while", "throw"].map { Array($0.utf8) })

    /// The regex literal scans of one lex that found no end, so that a scan starting inside one of
    /// them is answered without reading the bytes again: a file of `x #/` lines, or a line of `/[`,
    /// is read in O(*n* log *n*) rather than O(*n*²).
    struct RegexScans {
        /// A scan that found no end: where it started and stopped (the line's end for a bare literal,
        /// the file's for one with hashes), the offsets where it entered or left a character class
        /// (`[`, `]`), and the closing delimiters it passed over inside one.
        private struct Failed {
            var start: Int
            var end: Int
            var classChanges: [(offset: Int, inClass: Bool)]
            var delimitersInClass: [Int]
        }

        /// The index of the first element of `sorted` for which `isAfter` holds (all after it hold
        /// too), by binary search.
        private func firstIndex<Element>(in sorted: [Element], where isAfter: (Element) -> Bool) -> Int {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if isAfter(sorted[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }

        /// The latest failed scan for each count of hashes.
        private var failed: [Int: Failed] = [:]

        /// The offset after the regex literal whose contents start at `start`: after its closing
        /// `/` and `hashCount` hashes, or `nil` when it does not close (on the same line, for a bare
        /// one).
        ///
        /// A scan that starts inside a failed one reads as that one did from the first `[` or `]`
        /// on (both are then in a class, or both out of one). Before that, it is out of a class: it
        /// closes at the first delimiter there, which the failed scan can only have passed over
        /// inside a class; where the failed scan was out of a class, there is none, so it fails too.
        mutating func end(of lexer: SwiftLexer, from start: Int, hashCount: Int) -> Int? {
            if let scan = failed[hashCount], start > scan.start, start < scan.end {
                let next = firstIndex(in: scan.classChanges) { $0.offset >= start }
                let inClass = next > 0 && scan.classChanges[next - 1].inClass
                guard inClass else { return nil }
                let limit = next < scan.classChanges.count ? scan.classChanges[next].offset : scan.end
                let delimiter = firstIndex(in: scan.delimitersInClass) { $0 >= start }
                guard delimiter < scan.delimitersInClass.count, scan.delimitersInClass[delimiter] < limit else {
                    return nil
                }
                return scan.delimitersInClass[delimiter] + 1 + hashCount
            }
            var scan = Failed(start: start, end: start, classChanges: [], delimitersInClass: [])
            let bytes = lexer.bytes
            var offset = start
            var inClass = false
            while offset < bytes.count {
                let current = bytes[offset]
                if hashCount == 0 && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) { break }
                if current == UInt8(ascii: "\\") {
                    offset += 2
                    continue
                }
                if current == UInt8(ascii: "[") || current == UInt8(ascii: "]") {
                    inClass = current == UInt8(ascii: "[")
                    scan.classChanges.append((offset, inClass))
                }
                if current == UInt8(ascii: "/") && lexer.hashes(at: offset + 1, count: hashCount) {
                    guard inClass else { return offset + 1 + hashCount }
                    scan.delimitersInClass.append(offset)
                }
                offset += 1
            }
            scan.end = min(offset, bytes.count)
            failed[hashCount] = scan
            return nil
        }
    }

    /// The token of a regex literal, which is a string whose value is never known.
    static func regex(_ start: Int, _ end: Int, contents: Range<Int>) -> SwiftToken {
        SwiftToken(
            kind: .string, start: start, end: end, name: contents, isStatic: false, isMultiline: false, hashCount: 0)
    }

    /// A token of `kind` over `start..<end`, named by `name` (by default, its bytes).
    @inline(__always)
    static func token(_ kind: SwiftToken.Kind, _ start: Int, _ end: Int, name: Range<Int>? = nil) -> SwiftToken {
        SwiftToken(
            kind: kind, start: start, end: end, name: name ?? start..<end, isStatic: true, isMultiline: false,
            hashCount: 0)
    }

    private func skipLineComment(from start: Int) -> Int {
        var end = start + 2
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// Skips a block comment, nested ones included (Swift nests them; Objective-C does not): the
    /// offset after it, and the problem when it does not end.
    func skipBlockComment(from start: Int) -> (end: Int, problem: Problem?) {
        var depth = 1
        var offset = start + 2
        let count = bytes.count
        while offset < count {
            let current = bytes[offset]
            if current == UInt8(ascii: "*") && byte(offset + 1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return (offset, nil) }
            } else if current == UInt8(ascii: "/") && byte(offset + 1) == UInt8(ascii: "*") && !isObjectiveC {
                depth += 1
                offset += 2
            } else {
                offset += 1
            }
        }
        return (
            count,
            Problem(offset: start, kind: .unterminatedComment)
        )
    }

    /// Lexes the string literal whose opening quote is at `quote`: its token, and the problem when it
    /// does not end.
    func string(tokenStart: Int, quote: Int, hashCount: Int) -> (token: SwiftToken, problem: Problem?) {
        let scanned = scanString(quote: quote, hashCount: hashCount)
        let token = SwiftToken(
            kind: .string, start: tokenStart, end: scanned.end, name: scanned.contents,
            isStatic: !scanned.hasInterpolation, isMultiline: scanned.isMultiline, hashCount: hashCount)
        return (token, scanned.problem)
    }

    /// Finds the end of the string literal whose opening quote is at `quote`, interpolations
    /// included.
    private func scanString(quote: Int, hashCount: Int, nesting: Int = 0) -> (
        end: Int, contents: Range<Int>, hasInterpolation: Bool, isMultiline: Bool, problem: Problem?
    ) {
        let count = bytes.count
        let isMultiline =
            !isObjectiveC && byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
        let delimiter = isMultiline ? 3 : 1
        let contentStart = quote + delimiter
        var offset = contentStart
        var hasInterpolation = false
        while offset < count {
            let current = bytes[offset]
            if current == UInt8(ascii: "\\") && hashes(at: offset + 1, count: hashCount) {
                let afterEscape = offset + 1 + hashCount
                if byte(afterEscape) == UInt8(ascii: "(") && !isObjectiveC {
                    hasInterpolation = true
                    let interpolation = scanInterpolation(from: afterEscape + 1, nesting: nesting + 1)
                    if let problem = interpolation.problem {
                        return (interpolation.end, contentStart..<interpolation.end, true, isMultiline, problem)
                    }
                    offset = interpolation.end
                } else if isMultiline || byte(afterEscape) != UInt8(ascii: "\n") || isObjectiveC {
                    offset = afterEscape + 1
                } else {
                    offset = afterEscape
                }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let closes =
                    !isMultiline
                    || (byte(offset + 1) == UInt8(ascii: "\"") && byte(offset + 2) == UInt8(ascii: "\""))
                if closes && hashes(at: offset + delimiter, count: hashCount) {
                    return (offset + delimiter + hashCount, contentStart..<offset, hasInterpolation, isMultiline, nil)
                }
            }
            if !isMultiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                return (offset, contentStart..<offset, hasInterpolation, isMultiline, unterminated(quote))
            }
            offset += 1
        }
        return (count, contentStart..<count, hasInterpolation, isMultiline, unterminated(quote))
    }

    private func unterminated(_ quote: Int) -> Problem {
        Problem(offset: quote, kind: .unterminatedString)
    }

    /// How deep strings may nest in interpolations.
    static let maximumNesting = 64

    /// Finds the end of an interpolation that starts after its `(`: the offset after its `)`.
    private func scanInterpolation(from start: Int, nesting: Int) -> (end: Int, problem: Problem?) {
        // Strings in interpolations in strings…: deeper than any program, and the stack is finite.
        guard nesting <= Self.maximumNesting else {
            return (bytes.count, Problem(offset: start, kind: .nestedTooDeep))
        }
        var depth = 1
        var offset = start
        let count = bytes.count
        while offset < count {
            let current = bytes[offset]
            switch current {
            case UInt8(ascii: "("):
                depth += 1
                offset += 1
            case UInt8(ascii: ")"):
                depth -= 1
                offset += 1
                if depth == 0 { return (offset, nil) }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var hashCount = 0
                while byte(offset + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                guard byte(offset + hashCount) == UInt8(ascii: "\"") else {
                    offset += max(hashCount, 1)
                    continue
                }
                let nested = scanString(quote: offset + hashCount, hashCount: hashCount, nesting: nesting)
                if let problem = nested.problem { return (nested.end, problem) }
                offset = nested.end
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/"):
                offset = skipLineComment(from: offset)
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
                var depth = 1
                offset += 2
                while offset < count && depth > 0 {
                    if bytes[offset] == UInt8(ascii: "*") && byte(offset + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        offset += 2
                    } else if bytes[offset] == UInt8(ascii: "/") && byte(offset + 1) == UInt8(ascii: "*") {
                        depth += 1
                        offset += 2
                    } else {
                        offset += 1
                    }
                }
            default:
                offset += 1
            }
        }
        return (count, Problem(offset: start, kind: .unterminatedInterpolation))
    }
}
