import CatalogFiles

/// A range of byte offsets in a scanned document: `start ..< end`.
@_spi(XMLScanning)
public struct XMLByteRange: Hashable, Sendable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset after the last byte.
    public var end: Int

    /// Creates a range; `start <= end`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The number of bytes.
    @inlinable public var count: Int { end - start }

    /// The same offsets as a `Range`.
    public var range: Range<Int> { start..<end }
}

/// An attribute of the start tag the scanner last reported.
@_spi(XMLScanning)
public struct XMLAttribute: Hashable, Sendable {
    /// The attribute's name.
    public var name: XMLByteRange
    /// The value as written, between the quotes.
    public var rawValue: XMLByteRange
    /// Whether the raw value holds a reference (`&…;`) or a tab, CR or LF, so that its value differs
    /// from its bytes; when `false` the value is exactly the raw bytes.
    public var needsDecoding: Bool

    /// An attribute named by the bytes of `name`, whose value's raw bytes are `rawValue`.
    public init(name: XMLByteRange, rawValue: XMLByteRange, needsDecoding: Bool) {
        self.name = name
        self.rawValue = rawValue
        self.needsDecoding = needsDecoding
    }
}

/// The attributes of a start tag, in document order: a view of the scanner's storage, valid (and
/// unchanged) however the scanner goes on.
@_spi(XMLScanning)
public struct XMLAttributes: RandomAccessCollection {
    @usableFromInline let buffer: XMLAttributeBuffer

    init(buffer: XMLAttributeBuffer) { self.buffer = buffer }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }
    @inlinable public subscript(position: Int) -> XMLAttribute { buffer[position] }
}

/// What the scanner found.
@_spi(XMLScanning)
public enum XMLEvent: Hashable, Sendable {
    /// A start tag `<name …>`, or an empty-element tag `<name …/>` (then `isSelfClosing`, and the
    /// next event is its `endElement`). The attributes are ``XMLScanner/attributes`` until the next
    /// call of ``XMLScanner/next()``.
    case startElement(name: XMLByteRange, isSelfClosing: Bool)
    /// An end tag `</name>`, or the end of an empty-element tag (then `name` is the start tag's).
    case endElement(name: XMLByteRange)
}

/// A document that is not well-formed XML (or uses XML that storyboards never do, such as a DOCTYPE).
@_spi(XMLScanning)
public struct XMLScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 0-based byte offset of the problem.
    public let offset: Int
    /// The 1-based line of `offset`.
    public let line: Int
    /// The 1-based column of `offset`, counted in bytes (as `SourceLocation.column` is).
    public let column: Int
    /// What is wrong, saying what was expected.
    public let message: String

    /// Creates an error.
    public init(offset: Int, line: Int, column: Int, message: String) {
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

/// A pull scanner for XML 1.0 documents in UTF-8, built for storyboards.
///
/// It reads the bytes once, reports start and end tags, and checks that the document is
/// well-formed: text, comments, CDATA sections and processing instructions are checked and
/// skipped. Names and attribute values are byte ranges into the document; attribute values are
/// decoded only when asked (``value(of:)``). Nothing is allocated per element: the attribute array
/// and the stack of open elements are reused. A DOCTYPE is refused, so no entity is ever expanded.
///
/// ```swift
/// var scanner = XMLScanner(bytes)
/// while let event = try scanner.next() {
///     if case .startElement(let name, _) = event, scanner.matches(name, "segue") {
///         let kind = scanner.value(named: "kind")
///     }
/// }
/// ```
///
/// Lines and columns are 1-based; columns count bytes. A line ends at LF, CR LF or a lone CR.
@_spi(XMLScanning)
public struct XMLScanner {
    /// The document, copied once into memory with a zero-byte sentinel after it.
    @usableFromInline let document: XMLDocumentBytes
    /// Where the document proper starts: 3 after a UTF-8 byte order mark, else 0.
    let documentStart: Int
    /// The offset of the next byte to scan.
    var position: Int
    /// The attributes of the last start tag reported, in document order.
    public var attributes: XMLAttributes { XMLAttributes(buffer: attributeBuffer) }
    /// The last start tag's attributes; copied before a start tag changes them if a copy of the
    /// scanner (or an ``XMLAttributes`` view) shares them.
    var attributeBuffer = XMLAttributeBuffer()
    /// The offset of the `<` of the tag last reported (for an element's position).
    public private(set) var tagOffset = 0
    /// The names of the open elements, outermost first.
    var openElements: [XMLByteRange] = []
    /// Whether the root element has started.
    var sawRoot = false
    /// Whether the next event is the end of the empty-element tag just reported.
    var pendingEnd = false
    /// The error thrown, thrown again by later calls.
    var failure: XMLScanError?
    /// Scratch space for finding duplicate attributes in tags with many attributes.
    var duplicateTable = DuplicateTable()

    /// A scanner over a copy of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.init(document: bytes.withUnsafeBytes { XMLDocumentBytes(copying: $0) })
    }

    /// A scanner over a copy of the bytes `buffer` points to.
    public init(copying buffer: UnsafeRawBufferPointer) {
        self.init(document: XMLDocumentBytes(copying: buffer))
    }

    package init(document: XMLDocumentBytes) {
        self.document = document
        let hasByteOrderMark =
            document.byte(at: 0) == 0xEF && document.byte(at: 1) == 0xBB && document.byte(at: 2) == 0xBF
        documentStart = hasByteOrderMark ? 3 : 0
        position = documentStart
    }

    /// The document's length in bytes.
    public var count: Int { document.count }

    /// How many elements are open (after a start event, including its element).
    public var depth: Int { openElements.count }

    /// The next start or end of an element, or `nil` at the end of a well-formed document.
    ///
    /// - Throws: ``XMLScanError`` where the document stops being well-formed; later calls throw
    ///   the same error.
    /// - Complexity: Amortised O(1) per byte scanned.
    public mutating func next() throws(XMLScanError) -> XMLEvent? {
        if let failure { throw failure }
        do throws(XMLScanError) {
            return try advance()
        } catch {
            failure = error
            throw error
        }
    }

    // MARK: - Reading results

    /// Whether the bytes of `range` are `literal` (ASCII), without allocating.
    ///
    /// Inlinable: the readers ask it of every element and attribute name against many literals, and
    /// most differ in length, which the caller's code then tells without a call.
    /// Names of one length mostly differ in their first byte, which is compared inline too, where the
    /// range starts in the document or at its end (safe: a zero byte of padding follows the last one);
    /// any other range is left to `bytesEqual`, which matches none.
    @inlinable @inline(__always)
    public func matches(_ range: XMLByteRange, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount
            && (UInt(bitPattern: range.start) > UInt(bitPattern: document.count)
                || document.base[range.start] == literal.utf8Start.pointee)
            && bytesEqual(range.start, literal)
    }

    /// Whether the bytes at `start` are `literal`'s.
    @usableFromInline
    func bytesEqual(_ start: Int, _ literal: StaticString) -> Bool {
        document.equal(start, literal)
    }

    /// The attribute of the last start tag named `name`, if it has one.
    public func attribute(named name: StaticString) -> XMLAttribute? {
        let buffer = attributeBuffer
        var index = 0
        while index < buffer.count {
            if matches(buffer[index].name, name) { return buffer[index] }
            index += 1
        }
        return nil
    }

    /// The decoded value of the attribute of the last start tag named `name`, if it has one.
    public func value(named name: StaticString) -> String? {
        attribute(named: name).map { value(of: $0) }
    }

    /// An attribute's value: references replaced, and tab, CR, LF and CR LF each turned into one
    /// space (attribute-value normalisation, XML 1.0 §3.3.3).
    public func value(of attribute: XMLAttribute) -> String {
        attribute.needsDecoding ? decodedValue(attribute.rawValue) : document.string(attribute.rawValue.range)
    }

    /// The bytes of `range` as a string (a name, or a raw value).
    public func string(_ range: XMLByteRange) -> String {
        document.string(range.range)
    }

    /// The 1-based line and column (in bytes) of a byte offset; offsets past the end are clamped.
    /// A line ends at LF, CR LF or a lone CR.
    ///
    /// - Complexity: Requests in document order (as a reader makes them) cost, together, one pass
    ///   over the document up to the last offset requested; an earlier offset starts over.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        document.location(of: min(max(offset, 0), document.count))
    }

    /// An error at `offset`.
    func failure(_ offset: Int, _ message: String) -> XMLScanError {
        let (line, column) = location(of: offset)
        return XMLScanError(offset: offset, line: line, column: column, message: message)
    }

    /// The byte at `offset` (zero at and after the end).
    @inline(__always)
    func byte(_ offset: Int) -> UInt8 { document.byte(at: offset) }

    /// Whether `offset` is the end of the document.
    @inline(__always)
    func isEnd(_ offset: Int) -> Bool { offset >= document.count }

    // MARK: - Scanning

    private mutating func advance() throws(XMLScanError) -> XMLEvent? {
        if pendingEnd {
            pendingEnd = false
            return .endElement(name: openElements.removeLast())
        }
        var offset = position
        while true {
            if openElements.isEmpty {
                offset = document.skip(from: offset, while: XMLByteClass.space)
                if byte(offset) != ASCII.lessThan {
                    position = offset
                    if isEnd(offset) {
                        guard sawRoot else { throw failure(offset, "the document has no root element; expected '<'") }
                        return nil
                    }
                    throw outsideRoot(offset)
                }
            } else {
                offset = try skipCharacterData(from: offset)
                if isEnd(offset) {
                    let open = openElements[openElements.count - 1]
                    throw failure(
                        offset,
                        "the document ends inside <\(string(open))> opened on line \(line(ofElement: open)); "
                            + "expected '</\(string(open))>'")
                }
            }
            // `offset` is at a '<'.
            switch byte(offset + 1) {
            case ASCII.slash:
                return try endTag(at: offset)
            case ASCII.question:
                offset = try processingInstruction(at: offset)
            case ASCII.exclamation:
                offset = try markupDeclaration(at: offset)
            default:
                return try startTag(at: offset)
            }
        }
    }

    /// The start tag or empty-element tag whose `<` is at `start`.
    private mutating func startTag(at start: Int) throws(XMLScanError) -> XMLEvent {
        // As in `attribute(at:of:)`, the rare cases (a non-ASCII name, every error) are mutating
        // helpers out of line, so that no non-mutating call makes the compiler copy the scanner.
        let nameStart = start + 1
        var nameEnd = document.asciiNameEnd(from: nameStart)
        if nameEnd == nameStart || byte(nameEnd) >= 0x80 { nameEnd = try elementName(at: nameStart) }
        let name = XMLByteRange(start: nameStart, end: nameEnd)
        if openElements.isEmpty && sawRoot { throw tagFailure(.secondRoot, start, name) }
        tagOffset = start
        if !isKnownUniquelyReferenced(&attributeBuffer) { attributeBuffer = attributeBuffer.copy() }
        attributeBuffer.removeAll()
        var offset = nameEnd
        // One bit for each attribute name's signature (its length and first and last bytes): two
        // attributes of one name set the same bit, so a tag whose names set distinct bits has no
        // duplicate, and only the others are compared name by name.
        var signatures: UInt64 = 0
        var mayRepeatName = false
        while true {
            let afterSpace = document.skip(from: offset, while: XMLByteClass.space)
            let next = byte(afterSpace)
            if next == ASCII.greaterThan {
                position = afterSpace + 1
                return try opened(name, isSelfClosing: false, mayRepeatName: mayRepeatName)
            }
            if next == ASCII.slash {
                guard byte(afterSpace + 1) == ASCII.greaterThan else {
                    throw tagFailure(.expectedGreaterThanAfterSlash, afterSpace + 1, name)
                }
                position = afterSpace + 2
                return try opened(name, isSelfClosing: true, mayRepeatName: mayRepeatName)
            }
            if isEnd(afterSpace) { throw tagFailure(.endsInsideStartTag, afterSpace, name) }
            if afterSpace == offset { throw tagFailure(.expectedSpace, offset, name) }
            let signature: UInt64
            (offset, signature) = try attribute(at: afterSpace, of: name)
            if signatures & signature != 0 { mayRepeatName = true }
            signatures |= signature
        }
    }

    /// Records the element just opened and returns its event; `mayRepeatName` when two of its
    /// attributes' names have one signature.
    @inline(__always)
    private mutating func opened(
        _ name: XMLByteRange, isSelfClosing: Bool, mayRepeatName: Bool
    ) throws(XMLScanError) -> XMLEvent {
        if mayRepeatName { try checkDuplicateAttributes(of: name) }
        sawRoot = true
        openElements.append(name)
        pendingEnd = isSelfClosing
        return .startElement(name: name, isSelfClosing: isSelfClosing)
    }

    /// Reads the attribute whose name starts at `start`, appends it to `attributes`, and returns the
    /// offset after its closing quote and its name's signature: one of 64 bits, chosen by the name's
    /// length and its first and last bytes.
    ///
    /// The common path (an ASCII name and value) reads bytes only; anything else (a non-ASCII byte,
    /// a reference, an error) goes to a mutating helper out of line, so that this function, which
    /// runs for every attribute, never needs a copy of the scanner for a non-mutating call.
    private mutating func attribute(
        at start: Int, of element: XMLByteRange
    ) throws(XMLScanError) -> (end: Int, signature: UInt64) {
        var nameEnd = document.asciiNameEnd(from: start)
        if nameEnd == start || byte(nameEnd) >= 0x80 {
            nameEnd = try attributeName(at: start, of: element)
        }
        let name = XMLByteRange(start: start, end: nameEnd)
        let mix = UInt64(byte(start)) &+ UInt64(byte(nameEnd - 1)) &* 5 &+ UInt64(truncatingIfNeeded: name.count) &* 11
        let signature: UInt64 = 1 << (mix & 63)
        var offset = document.skip(from: nameEnd, while: XMLByteClass.space)
        guard byte(offset) == ASCII.equals else { throw tagFailure(.expectedEquals, offset, element, attribute: name) }
        offset = document.skip(from: offset + 1, while: XMLByteClass.space)
        let quote = byte(offset)
        guard quote == ASCII.quotationMark || quote == ASCII.apostrophe else {
            throw tagFailure(.expectedQuote, offset, element, attribute: name)
        }
        let valueStart = offset + 1
        offset = valueStart
        var needsDecoding = false
        while true {
            offset = document.skip(from: offset, while: XMLByteClass.value)
            if byte(offset) == quote { break }
            offset = try valueByte(at: offset, needsDecoding: &needsDecoding, name, element)
        }
        let attribute = XMLAttribute(
            name: name, rawValue: XMLByteRange(start: valueStart, end: offset), needsDecoding: needsDecoding)
        attributeBuffer.append(attribute)
        return (offset + 1, signature)
    }

    /// The end of an element name starting at `start` that is not all ASCII name bytes (or no name).
    @inline(never)
    private mutating func elementName(at start: Int) throws(XMLScanError) -> Int {
        guard let nameEnd = try name(at: start) else {
            throw tagFailure(isEnd(start) ? .endsAfterLessThan : .expectedElementName, start, nil)
        }
        return nameEnd
    }

    /// The end of an attribute name starting at `start` that is not all ASCII name bytes (or no name).
    @inline(never)
    private mutating func attributeName(at start: Int, of element: XMLByteRange) throws(XMLScanError) -> Int {
        guard let nameEnd = try name(at: start) else { throw tagFailure(.expectedAttributeName, start, element) }
        return nameEnd
    }

    /// Reads the byte at `offset` of an attribute value that is not a plain value byte nor its closing
    /// quote: the other quote, a tab or line break, a reference or a non-ASCII character; returns the
    /// offset after it, or throws for anything else.
    @inline(never)
    private mutating func valueByte(
        at offset: Int, needsDecoding: inout Bool, _ name: XMLByteRange, _ element: XMLByteRange
    ) throws(XMLScanError) -> Int {
        switch byte(offset) {
        case ASCII.quotationMark, ASCII.apostrophe:
            return offset + 1
        case ASCII.tab, ASCII.lineFeed, ASCII.carriageReturn:
            needsDecoding = true
            return offset + 1
        case ASCII.ampersand:
            needsDecoding = true
            return try validReference(at: offset)
        case ASCII.lessThan:
            throw tagFailure(.lessThanInValue, offset, element, attribute: name)
        case 0x80...:
            return try character(at: offset)
        default:
            if isEnd(offset) { throw tagFailure(.endsInsideValue, offset, element, attribute: name) }
            throw invalidCharacter(at: offset)
        }
    }

    /// What is wrong in a start tag or one of its attributes.
    private enum TagProblem {
        case endsAfterLessThan, expectedElementName, secondRoot, expectedGreaterThanAfterSlash, endsInsideStartTag
        case expectedSpace, expectedAttributeName, expectedEquals, expectedQuote, lessThanInValue, endsInsideValue
    }

    /// The error for `problem` at `offset`, in the start tag of `element` (when its name was read)
    /// and its attribute `attribute` (when the problem is in one).
    @inline(never)
    private mutating func tagFailure(
        _ problem: TagProblem, _ offset: Int, _ element: XMLByteRange?, attribute: XMLByteRange? = nil
    ) -> XMLScanError {
        let tag = element.map { string($0) } ?? ""
        let name = attribute.map { string($0) } ?? ""
        let message: String
        switch problem {
        case .endsAfterLessThan: message = "the document ends after '<'; expected an element name"
        case .expectedElementName: message = "expected an element name, '/', '?' or '!' after '<'"
        case .secondRoot: message = "a document has one root element, but <\(tag)> follows the end of the root element"
        case .expectedGreaterThanAfterSlash: message = "expected '>' after '/' to close the tag <\(tag)/>"
        case .endsInsideStartTag: message = "the document ends inside the start tag of <\(tag)>; expected '>'"
        case .expectedSpace: message = "expected white space, '>' or '/>' in the start tag of <\(tag)>"
        case .expectedAttributeName: message = "expected an attribute name, '>' or '/>' in the start tag of <\(tag)>"
        case .expectedEquals: message = "expected '=' after the attribute name \(name) in the start tag of <\(tag)>"
        case .expectedQuote: message = "expected a quoted value for the attribute \(name) of <\(tag)>"
        case .lessThanInValue:
            message = "'<' is not allowed in an attribute value (the attribute \(name) of <\(tag)>); write &lt;"
        case .endsInsideValue:
            message =
                "the document ends inside the value of the attribute \(name) of <\(tag)>; expected the closing quote"
        }
        return failure(offset, message)
    }

    /// The end tag whose `<` is at `start`.
    private mutating func endTag(at start: Int) throws(XMLScanError) -> XMLEvent {
        let nameStart = start + 2
        guard let nameEnd = try name(at: nameStart) else {
            throw failure(nameStart, "expected an element name after '</'")
        }
        let name = XMLByteRange(start: nameStart, end: nameEnd)
        guard let open = openElements.last else {
            throw failure(start, "the end tag </\(string(name))> has no start tag")
        }
        guard open.count == name.count && document.equal(open.start, name.start, length: name.count) else {
            throw failure(
                start,
                "end tag </\(string(name))> does not match <\(string(open))> opened on line \(line(ofElement: open))")
        }
        let end = document.skip(from: nameEnd, while: XMLByteClass.space)
        guard byte(end) == ASCII.greaterThan else {
            throw failure(end, "expected '>' to close the end tag </\(string(name))>")
        }
        tagOffset = start
        position = end + 1
        openElements.removeLast()
        return .endElement(name: name)
    }

    /// The line of the start tag of the open element named by `name`.
    func line(ofElement name: XMLByteRange) -> Int {
        location(of: name.start - 1).line
    }
}

/// The ASCII bytes the scanner looks for.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let quotationMark: UInt8 = 0x22
    static let numberSign: UInt8 = 0x23
    static let ampersand: UInt8 = 0x26
    static let apostrophe: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let equals: UInt8 = 0x3D
    static let greaterThan: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let rightBracket: UInt8 = 0x5D
    static let lowercaseX: UInt8 = 0x78
}
