// The only file of the scanner that touches raw memory. Everything else reads bytes through
// `XMLScanner.byte(at:)` and `XMLByteClass.classes(of:)`, whose safety arguments are written here.

import CatalogFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The document's bytes, copied once into memory the scanner owns and followed by zero bytes.
///
/// The trailing zeros are a sentinel: U+0000 is not an XML character, so every scanning loop stops
/// at a zero byte and then checks whether it is the end of the document or a NUL inside it. No loop
/// advances past a zero byte, so the scanner never reads beyond `count + 1` bytes; the rest of the
/// padding is margin. Shared (read-only) by copies of a scanner.
@usableFromInline
package final class XMLDocumentBytes {
    /// Zero bytes after the document.
    static let padding = 16

    /// The first byte of the copy; `count + padding` bytes are allocated and initialised.
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    /// The document's length in bytes, without the padding.
    @usableFromInline let count: Int
    /// Where the last position request ended: the offset, its line, and where that line starts.
    /// A request at or after it counts line ends from there on.
    private var cursor = (offset: 0, line: 1, lineStart: 0)
    /// Whether the document holds a carriage return: looked for at the first position request.
    /// Without one, line ends are found with `memchr`, a line at a time.
    private lazy var hasCarriageReturn: Bool = {
        // Safe: `base` holds `count` initialised bytes; memchr reads no further.
        memchr(base, Int32(ASCII.carriageReturn), count) != nil
    }()
    /// ``XMLByteClass/table``, read once here so that the inner loop does not check its lazy
    /// initialisation on every call.
    let classTable = XMLByteClass.table

    package init(copying source: UnsafeRawBufferPointer) {
        count = source.count
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + Self.padding)
        // Safe: `base` has room for `count + padding` bytes; `source` holds `count` bytes, which
        // are copied, and the padding is initialised to zero right after them.
        if let start = source.baseAddress, count > 0 {
            base.initialize(from: start.assumingMemoryBound(to: UInt8.self), count: count)
        }
        (base + count).initialize(repeating: 0, count: Self.padding)
    }

    /// Makes a document of at most `capacity` bytes that `fill` writes straight into the buffer the
    /// scanner reads, so that a file's bytes are held once, never copied.
    ///
    /// `fill` gets the `capacity` bytes to write into and returns how many it wrote (at most
    /// `capacity`); the document is that many bytes long, followed by the zero padding.
    init<Failure: Error>(
        capacity: Int, filling fill: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
    ) throws(Failure) {
        precondition(capacity >= 0, "a negative capacity")
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + Self.padding)
        let written: Int
        do {
            // Safe: the buffer holds `capacity` bytes for `fill`, which writes only inside them.
            written = try fill(UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
        } catch {
            buffer.deallocate()
            throw error
        }
        precondition(written >= 0 && written <= capacity, "filled more bytes than the capacity")
        base = buffer
        count = written
        // Safe: `written <= capacity`, so the padding lies inside the allocation.
        (base + count).initialize(repeating: 0, count: Self.padding)
    }

    /// The document's bytes, for checks that read them whole (such as a merge-conflict marker).
    package func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        // Safe: `base` holds `count` initialised bytes for the lifetime of this object.
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    deinit {
        // Safe: `base` was allocated by `init` and is owned by this object only.
        base.deallocate()
    }

    /// The 1-based line and column of `target`, which lies in `0 ... count`; see
    /// ``XMLScanner/location(of:)``.
    func location(of target: Int) -> (line: Int, column: Int) {
        assert(target >= 0 && target <= count, "a position outside the document")
        if target < cursor.offset { cursor = (0, 1, 0) }
        var (offset, line, lineStart) = cursor
        if !hasCarriageReturn {
            // Safe: `offset < target <= count`, so the `target - offset` bytes memchr reads are inside
            // the document.
            while offset < target, let hit = memchr(base + offset, Int32(ASCII.lineFeed), target - offset) {
                line += 1
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                lineStart = offset
            }
            cursor = (target, line, lineStart)
            return (line, target - lineStart + 1)
        }
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        while offset < target {
            if offset + 8 <= target {
                // Safe: the eight bytes `offset ..< offset + 8` end at or before `target`, inside the
                // document; the load is unaligned.
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if !Self.hasZeroByte(word ^ lineFeeds) && !Self.hasZeroByte(word ^ carriageReturns) {
                    offset += 8
                    continue
                }
            }
            // Safe: `offset < target <= count`, inside the document.
            let byte = base[offset]
            offset += 1
            if byte == ASCII.lineFeed {
                line += 1
                lineStart = offset
            } else if byte == ASCII.carriageReturn {
                // Safe: `offset <= count`, and the padding after the document is readable.
                if base[offset] == ASCII.lineFeed {
                    // A CR LF whose LF is the target itself ends its line only after the target.
                    if offset == target {
                        offset -= 1
                        break
                    }
                    offset += 1
                }
                line += 1
                lineStart = offset
            }
        }
        cursor = (offset, line, lineStart)
        return (line, target - lineStart + 1)
    }

    /// Whether one of the eight bytes of `word` is zero.
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// The byte at `offset`, which must lie in `0 ..< count + padding`.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        assert(offset >= 0 && offset < count + Self.padding, "read outside the document")
        // Safe: every caller passes an offset at most one past a byte it has already read, and
        // reading stops at the zero byte at `count` (see the type's comment); the assertion checks it
        // in debug builds.
        return base[offset]
    }

    /// The flags of `byte` (see ``XMLByteClass``), from the table read once at `init`: no lazy
    /// initialisation check on the way.
    @inline(__always)
    func classes(of byte: UInt8) -> UInt8 {
        // Safe: the table has 256 entries and a `UInt8` indexes at most entry 255.
        classTable[Int(byte)]
    }

    /// The offset of the first byte at or after `start` that lacks `flag` (see ``XMLByteClass``):
    /// the scanner's inner loop. `start` must be at most `count`.
    @inline(__always)
    func skip(from start: Int, while flag: UInt8) -> Int {
        assert(start >= 0 && start <= count, "skipping from outside the document")
        let table = classTable
        var offset = start
        // Safe: the zero byte at `count` has no flags, so the loop stops at `count` at the latest;
        // the table has an entry for every byte value. So `offset` stays at most `count`, and
        // adding without the overflow check (`&+=`) is exact.
        while table[Int(base[offset])] & flag != 0 { offset &+= 1 }
        return offset
    }

    /// The end of the ASCII name bytes from `start` when an ASCII name-start byte is there, else
    /// `start`: a name's common case, which a non-ASCII byte at the end sends to the full reading.
    /// `start` must be at most `count`.
    @inline(__always)
    func asciiNameEnd(from start: Int) -> Int {
        guard classes(of: byte(at: start)) & XMLByteClass.nameStart != 0 else { return start }
        return skip(from: start + 1, while: XMLByteClass.name)
    }

    /// The offset of the first byte at or after `start` that is not character data
    /// (``XMLByteClass/text``): ``skip(from:while:)``, with runs of spaces (a document's indentation,
    /// a third of a storyboard's bytes) passed eight at a time. `start` must be at most `count`.
    @inline(__always)
    func skipText(from start: Int) -> Int {
        assert(start >= 0 && start <= count, "skipping from outside the document")
        let table = classTable
        var offset = start
        while true {
            // Safe: `offset <= count`, and the `padding` zero bytes after the document hold the
            // eight read from `count`; the load is unaligned. Spaces are character data, and the zero
            // byte at `count` is not, so the loop stops there at the latest.
            // `offset` stays at most `count`, so `&+=` (no overflow check) is exact.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let notSpaces = word ^ 0x2020_2020_2020_2020
            if notSpaces == 0 {
                offset &+= 8
                continue
            }
            // Past the spaces before the word's first other byte (the lowest nonzero byte of
            // `notSpaces`), which the table then checks.
            offset &+= notSpaces.trailingZeroBitCount &>> 3
            guard table[Int(base[offset])] & XMLByteClass.text != 0 else { return offset }
            offset &+= 1
        }
    }

    /// Whether the bytes `a ..< a + length` and `b ..< b + length` are equal; both ranges lie in
    /// the document.
    func equal(_ a: Int, _ b: Int, length: Int) -> Bool {
        assert(a >= 0 && b >= 0 && length >= 0 && a + length <= count && b + length <= count)
        var index = 0
        while index < length {
            // Safe: both ranges are inside the document, as asserted above.
            if base[a + index] != base[b + index] { return false }
            index += 1
        }
        return true
    }

    /// Whether the bytes `start ..< start + literal.utf8CodeUnitCount` equal `literal`.
    func equal(_ start: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard start >= 0, start + length <= count else { return false }
        // Safe: a static string literal's bytes live for the whole program; the document range
        // was checked just above.
        let text = literal.utf8Start
        var index = 0
        while index < length {
            if base[start + index] != text[index] { return false }
            index += 1
        }
        return true
    }

    /// The bytes of `range` as a string (they are valid UTF-8: the scanner checked them).
    func string(_ range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the document")
        // Safe: the range lies inside the document (checked above); `String(decoding:)` copies.
        return String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    /// Runs `body` with the bytes of `range`, without copying them.
    func withBytes<Result>(
        _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws(Never) -> Result
    ) -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range outside the document")
        // Safe: the range lies inside the document (checked above), and the pointer does not
        // escape `body`, which runs while `self` is alive.
        return body(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
}

/// Flags for each byte value, so that the scanner's inner loops are one table look-up per byte.
enum XMLByteClass {
    /// `A-Z a-z _ :`, the ASCII characters that may start a name.
    static let nameStart: UInt8 = 1 << 0
    /// `nameStart` plus `0-9 - .`.
    static let name: UInt8 = 1 << 1
    /// XML white space: space, tab, LF, CR.
    static let space: UInt8 = 1 << 2
    /// ASCII characters that character data may contain with no further check: all but `< & ]`.
    static let text: UInt8 = 1 << 3
    /// ASCII characters an attribute value keeps as they are: all but `< & " '` and tab, LF, CR.
    static let value: UInt8 = 1 << 4
    /// ASCII characters of a comment other than `-`.
    static let comment: UInt8 = 1 << 5
    /// ASCII characters of a processing instruction other than `?`.
    static let instruction: UInt8 = 1 << 6
    /// ASCII characters of a CDATA section other than `]`.
    static let cdata: UInt8 = 1 << 7

    /// 256 entries, allocated once and never changed or freed.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0..<256 {
            var flags: UInt8 = 0
            let isASCIIChar = byte == 0x09 || byte == 0x0A || byte == 0x0D || (byte >= 0x20 && byte < 0x80)
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isLetter || byte == 0x5F || byte == 0x3A { flags |= nameStart | name }
            if (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E { flags |= name }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { flags |= space }
            if isASCIIChar {
                if byte != 0x3C && byte != 0x26 && byte != 0x5D { flags |= text }
                if byte != 0x3C && byte != 0x26 && byte != 0x22 && byte != 0x27 && byte >= 0x20 { flags |= value }
                if byte != 0x2D { flags |= comment }
                if byte != 0x3F { flags |= instruction }
                if byte != 0x5D { flags |= cdata }
            }
            table[byte] = flags
        }
        return UnsafePointer(table)
    }()

    /// The flags of `byte`.
    @inline(__always)
    static func classes(of byte: UInt8) -> UInt8 {
        // Safe: the table has 256 entries and a `UInt8` indexes at most entry 255; it is initialised
        // once (Swift's thread-safe lazy initialisation of static properties) and read-only after.
        table[Int(byte)]
    }
}

/// The attributes of the start tag last read, in memory the scanner owns: a tag's attributes are
/// written over the last tag's, so that neither starting a tag nor adding an attribute checks the
/// storage's uniqueness (a scanner checks it once a tag, in `startTag(at:)`) or removes anything.
/// `XMLAttribute` holds no references, so its values need no deinitialisation.
///
/// Its properties opt out of run-time exclusivity checks: only the scanner that owns the buffer
/// changes them, from its mutating methods, which Swift's static exclusivity rules already order.
@_spi(XMLScanning)
public final class XMLAttributeBuffer {
    /// Room for `capacity` attributes, of which the first `count` are initialised.
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<XMLAttribute>
    @exclusivity(unchecked) private var capacity: Int
    /// How many attributes the last start tag has.
    @exclusivity(unchecked) public internal(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        base = UnsafeMutablePointer<XMLAttribute>.allocate(capacity: capacity)
    }

    deinit {
        // Safe: `base` was allocated by this object, which alone owns it.
        base.deallocate()
    }

    /// A buffer holding the same attributes, for a copy of a scanner that is about to change them.
    func copy() -> XMLAttributeBuffer {
        let copy = XMLAttributeBuffer(capacity: capacity)
        // Safe: both buffers have room for `capacity >= count` attributes; the first `count` of this
        // one are initialised.
        copy.base.initialize(from: base, count: count)
        copy.count = count
        return copy
    }

    /// Forgets the attributes, for the next start tag.
    @inline(__always)
    func removeAll() { count = 0 }

    /// Adds `attribute` after the others, growing the storage when it is full.
    @inline(__always)
    func append(_ attribute: XMLAttribute) {
        if count == capacity { grow() }
        // Safe: `count < capacity` here, so the slot lies inside the allocation.
        (base + count).initialize(to: attribute)
        count += 1
    }

    /// Doubles the storage, keeping the attributes.
    @inline(never)
    private func grow() {
        let grown = UnsafeMutablePointer<XMLAttribute>.allocate(capacity: capacity * 2)
        // Safe: `grown` has room for twice the `count` initialised attributes moved into it.
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// The attribute at `index`, which must be less than `count`.
    @inlinable
    public subscript(index: Int) -> XMLAttribute {
        precondition(index >= 0 && index < count, "attribute index out of range")
        // Safe: the index was checked against the initialised attributes just above.
        return base[index]
    }
}
