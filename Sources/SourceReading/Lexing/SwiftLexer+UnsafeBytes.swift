// The Swift lexer's main loop, which reads every byte of every source file: it reads the bytes
// through a buffer pointer, so that the names, spaces and comments that make up most of a file cost
// no bounds check a byte, and writes the tokens into a buffer it grows itself, so that a token costs
// no uniqueness check. Strings, block comments and regexes are scanned by the safe code of
// SwiftLexer.swift.

import CatalogFiles
import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's tokens, in source order: a collection over one allocation that the lexer fills.
///
/// Reading is bounds-checked, as an array's is. The tokens are only written while the lexer makes
/// them, before any reader holds them.
///
/// `@unchecked Sendable` is sound: the buffer is never written once the collection exists.
struct SwiftTokens: RandomAccessCollection, @unchecked Sendable {
    /// The tokens, after a header that holds their count. SwiftToken is a trivial type, so the
    /// buffer frees them without deinitializing them.
    fileprivate typealias Storage = ManagedBuffer<Int, SwiftToken>

    /// The buffer, which this value keeps alive.
    private let storage: Storage
    /// The buffer's first token and the number of tokens, read once: the buffer never changes after
    /// lexing.
    private let base: UnsafeMutablePointer<SwiftToken>
    private let tokenCount: Int

    fileprivate init(storage: Storage) {
        self.storage = storage
        // Safe: a buffer's elements stay at one address for its whole life, which `storage` extends
        // for as long as this value exists.
        base = storage.withUnsafeMutablePointerToElements { $0 }
        tokenCount = storage.header
    }

    /// No tokens: one buffer for the whole process, so that a lexer starts without allocating.
    static let empty = SwiftTokens(storage: Storage.create(minimumCapacity: 0) { _ in 0 })

    var startIndex: Int { 0 }
    var endIndex: Int { tokenCount }

    subscript(index: Int) -> SwiftToken {
        precondition(index >= 0 && index < tokenCount, "Token index out of range")
        // Safe: `index` is within the `tokenCount` initialized tokens.
        return base[index]
    }
}

extension SwiftLexer {
    /// What the main loop needs to know of a byte, one table lookup each.
    private enum ByteClass {
        /// A byte that can start a name: a letter, `_`, `$`, or any byte of a non-ASCII character.
        static let identifierHead: UInt8 = 1
        /// A byte that can continue a name: an ``identifierHead`` or a digit.
        static let identifierBody: UInt8 = 2
        /// A space, tab, line feed, carriage return, vertical tab or form feed.
        static let whitespace: UInt8 = 4

        /// The classes of the 256 byte values.
        static let table: [UInt8] = (0...255).map { value in
            let byte = UInt8(value)
            var classes: UInt8 = 0
            if SwiftLexer.isIdentifierHead(byte) { classes |= identifierHead }
            if SwiftLexer.isIdentifierBody(byte) { classes |= identifierBody }
            if [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(byte) { classes |= whitespace }
            return classes
        }
    }

    /// Splits the source into tokens: the tokens, and the problems met, in source order.
    func lex() -> (tokens: SwiftTokens, problems: [Problem]) {
        // About one token for every three bytes of typical Swift, at most.
        var tokens = TokenWriter(capacity: bytes.count / 3 + 16)
        var problems: [Problem] = []
        ByteClass.table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buffer in
                lex(buffer, classes: table, into: &tokens, problems: &problems)
            }
        }
        return (tokens.finish(), problems)
    }

    /// Tokens being written into a buffer that grows as an array's does, without the checks an
    /// array makes on every append.
    private struct TokenWriter {
        var storage: SwiftTokens.Storage
        /// The first token of `storage` (whose elements stay at one address while it lives).
        var base: UnsafeMutablePointer<SwiftToken>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            storage = SwiftTokens.Storage.create(minimumCapacity: capacity) { _ in 0 }
            base = storage.withUnsafeMutablePointerToElements { $0 }
            self.capacity = storage.capacity
        }

        var last: SwiftToken? {
            // Safe: the first `count` tokens are initialized.
            count > 0 ? base[count - 1] : nil
        }

        @inline(__always)
        mutating func append(_ token: SwiftToken) {
            if count == capacity { grow() }
            // Safe: `count < capacity`.
            (base + count).initialize(to: token)
            count += 1
        }

        private mutating func grow() {
            let grown = SwiftTokens.Storage.create(minimumCapacity: capacity * 2) { _ in 0 }
            let grownBase = grown.withUnsafeMutablePointerToElements { $0 }
            // Safe: `grown` has room for twice the `count` tokens initialized in `storage`.
            grownBase.moveInitialize(from: base, count: count)
            storage = grown
            base = grownBase
            capacity = grown.capacity
        }

        /// The tokens written.
        func finish() -> SwiftTokens {
            storage.header = count
            return SwiftTokens(storage: storage)
        }
    }

    private func lex(
        _ buffer: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, into tokens: inout TokenWriter,
        problems: inout [Problem]
    ) {
        guard let base = buffer.baseAddress, let classOf = classes.baseAddress else { return }
        let count = buffer.count
        // Safe: every read of `base[i]` below is guarded by `i < count`; `classOf` has 256 entries,
        // one for each value of a byte.
        @inline(__always) func byte(_ offset: Int) -> UInt8 { offset < count ? base[offset] : 0 }
        @inline(__always) func identifierEnd(from start: Int) -> Int {
            var end = start
            while end < count && classOf[Int(base[end])] & ByteClass.identifierBody != 0 { end += 1 }
            return end
        }
        /// Appends the one-byte punctuation token at `start`, and returns the offset after it.
        func appendPunctuation(at start: Int) -> Int {
            tokens.append(Self.token(.punctuation, start, start + 1))
            return start + 1
        }
        /// Appends `#name` or `@name` at `start` as a token of `kind` named by what follows the sign
        /// (or the sign as punctuation when no name follows), and returns the offset after it.
        func appendSignedName(_ kind: SwiftToken.Kind, at start: Int) -> Int {
            guard classOf[Int(byte(start + 1))] & ByteClass.identifierHead != 0 else {
                return appendPunctuation(at: start)
            }
            let end = identifierEnd(from: start + 1)
            tokens.append(Self.token(kind, start, end, name: start + 1..<end))
            return end
        }
        /// Lexes the string literal whose opening quote is at `quote`, and returns the offset after it.
        func appendString(tokenStart: Int, quote: Int, hashCount: Int) -> Int {
            let string = string(tokenStart: tokenStart, quote: quote, hashCount: hashCount)
            tokens.append(string.token)
            if let problem = string.problem { problems.append(problem) }
            return string.token.end
        }
        // A UTF-8 byte-order mark is not part of the source.
        var offset = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
        var regexScans = RegexScans()
        while offset < count {
            let current = base[offset]
            let currentClass = classOf[Int(current)]
            if currentClass & ByteClass.whitespace != 0 {
                offset += 1
                // Indentation, eight spaces at a time. Safe: the eight bytes `offset ..< offset + 8`
                // are inside the buffer; the load is unaligned.
                while offset + 8 <= count
                    && UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
                {
                    offset += 8
                }
                continue
            }
            if currentClass & ByteClass.identifierHead != 0 {
                let end = identifierEnd(from: offset + 1)
                tokens.append(Self.token(.identifier, offset, end))
                offset = end
                continue
            }
            switch current {
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/"):
                // Safe: `offset + 2 <= count`; memchr reads the `count - offset - 2` bytes after it.
                let commentStart = offset + 2
                if let found = memchr(base + commentStart, 0x0A, count - commentStart) {
                    offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                } else {
                    offset = count
                }
                // A carriage return alone ends a line too. Safe: memchr reads the comment's bytes,
                // `commentStart ..< offset`, inside the buffer.
                if hasLoneCarriageReturn, let found = memchr(base + commentStart, 0x0D, offset - commentStart) {
                    offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                }
            case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "*"):
                let skipped = skipBlockComment(from: offset)
                if let problem = skipped.problem { problems.append(problem) }
                offset = skipped.end
            case UInt8(ascii: "/") where !isObjectiveC && startsRegex(at: offset, after: tokens.last):
                if let end = regexScans.end(of: self, from: offset + 1, hashCount: 0) {
                    tokens.append(Self.regex(offset, end, contents: offset + 1..<end - 1))
                    offset = end
                } else {
                    offset = appendPunctuation(at: offset)
                }
            case UInt8(ascii: "\""):
                offset = appendString(tokenStart: offset, quote: offset, hashCount: 0)
            case UInt8(ascii: "#"):
                var hashCount = 1
                while byte(offset + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                if byte(offset + hashCount) == UInt8(ascii: "\"") {
                    offset = appendString(tokenStart: offset, quote: offset + hashCount, hashCount: hashCount)
                } else if !isObjectiveC && byte(offset + hashCount) == UInt8(ascii: "/"),
                    let end = regexScans.end(of: self, from: offset + hashCount + 1, hashCount: hashCount)
                {
                    tokens.append(Self.regex(offset, end, contents: offset + hashCount + 1..<end - 1 - hashCount))
                    offset = end
                } else if hashCount == 1 {
                    offset = appendSignedName(.directive, at: offset)
                } else {
                    offset = appendPunctuation(at: offset)
                }
            case UInt8(ascii: "@"):
                if isObjectiveC && byte(offset + 1) == UInt8(ascii: "\"") {
                    offset = appendString(tokenStart: offset, quote: offset + 1, hashCount: 0)
                } else {
                    offset = appendSignedName(.attribute, at: offset)
                }
            case UInt8(ascii: "`"):
                var end = offset + 1
                while end < count, base[end] != UInt8(ascii: "`"), base[end] != UInt8(ascii: "\n") { end += 1 }
                if byte(end) == UInt8(ascii: "`") {
                    tokens.append(Self.token(.identifier, offset, end + 1, name: offset + 1..<end))
                    offset = end + 1
                } else {
                    offset = appendPunctuation(at: offset)
                }
            case UInt8(ascii: "'") where isObjectiveC:
                var end = offset + 1
                while end < count, base[end] != UInt8(ascii: "'"), base[end] != UInt8(ascii: "\n") {
                    end += base[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end + 1, count)
                tokens.append(Self.token(.character, offset, end))
                offset = end
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = offset + 1
                while end < count {
                    let next = base[end]
                    if classOf[Int(next)] & ByteClass.identifierBody != 0 {
                        end += 1
                    } else if next == UInt8(ascii: "."), byte(end + 1) >= UInt8(ascii: "0"),
                        byte(end + 1) <= UInt8(ascii: "9")
                    {
                        end += 2
                    } else {
                        break
                    }
                }
                tokens.append(Self.token(.number, offset, end))
                offset = end
            default:
                offset = appendPunctuation(at: offset)
            }
        }
    }
}
