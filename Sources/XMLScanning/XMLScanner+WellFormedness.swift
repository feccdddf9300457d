// The checks of XML 1.0 well-formedness that are not tags: character data, comments, CDATA
// sections, processing instructions, the XML declaration, characters, names and duplicate
// attributes.

import CatalogFiles

extension XMLScanner {
    // MARK: - Content

    /// Checks character data from `start`; returns the offset of the next `<`, or the end.
    func skipCharacterData(from start: Int) throws(XMLScanError) -> Int {
        var offset = start
        while true {
            offset = document.skipText(from: offset)
            switch byte(offset) {
            case ASCII.lessThan:
                return offset
            case ASCII.rightBracket:
                if byte(offset + 1) == ASCII.rightBracket && byte(offset + 2) == ASCII.greaterThan {
                    throw failure(offset, "']]>' is not allowed in character data; write ]]&gt;")
                }
                offset += 1
            case ASCII.ampersand:
                offset = try validReference(at: offset)
            case 0x80...:
                offset = try character(at: offset)
            default:
                if isEnd(offset) { return offset }
                throw invalidCharacter(at: offset)
            }
        }
    }

    /// The error for a byte other than white space or `<` outside the root element.
    func outsideRoot(_ offset: Int) -> XMLScanError {
        if offset == 0 && byte(0) == 0xFE && byte(1) == 0xFF || offset == 0 && byte(0) == 0xFF && byte(1) == 0xFE {
            return failure(offset, "the document is UTF-16; storyboards are UTF-8")
        }
        if sawRoot {
            return failure(
                offset, "only white space, comments and processing instructions may follow the root element")
        }
        return failure(
            offset, "expected '<': only white space, comments and processing instructions may precede the root element")
    }

    /// The comment, CDATA section or declaration whose `<!` is at `start`; returns the offset after it.
    func markupDeclaration(at start: Int) throws(XMLScanError) -> Int {
        if document.equal(start, "<!--") { return try comment(at: start) }
        if document.equal(start, "<![CDATA[") {
            guard !openElements.isEmpty else {
                throw failure(start, "a CDATA section is allowed only inside the root element")
            }
            return try cdataSection(at: start)
        }
        if document.equal(start, "<!DOCTYPE") {
            throw failure(
                start,
                "storyboards have no DOCTYPE: document type declarations are not supported (and no entity is expanded)")
        }
        throw failure(start, "expected '<!--' or '<![CDATA[' after '<!'")
    }

    private func comment(at start: Int) throws(XMLScanError) -> Int {
        var offset = start + 4
        while true {
            offset = document.skip(from: offset, while: XMLByteClass.comment)
            switch byte(offset) {
            case ASCII.hyphen:
                if byte(offset + 1) == ASCII.hyphen {
                    guard byte(offset + 2) == ASCII.greaterThan else {
                        throw failure(offset, "'--' is not allowed inside a comment; expected '-->' to end it")
                    }
                    return offset + 3
                }
                offset += 1
            case 0x80...:
                offset = try character(at: offset)
            default:
                if isEnd(offset) {
                    throw failure(
                        offset,
                        "the document ends inside the comment opened on line \(location(of: start).line); expected '-->'"
                    )
                }
                throw invalidCharacter(at: offset)
            }
        }
    }

    private func cdataSection(at start: Int) throws(XMLScanError) -> Int {
        var offset = start + 9
        while true {
            offset = document.skip(from: offset, while: XMLByteClass.cdata)
            switch byte(offset) {
            case ASCII.rightBracket:
                if byte(offset + 1) == ASCII.rightBracket && byte(offset + 2) == ASCII.greaterThan { return offset + 3 }
                offset += 1
            case 0x80...:
                offset = try character(at: offset)
            default:
                if isEnd(offset) {
                    throw failure(
                        offset,
                        "the document ends inside the CDATA section opened on line \(location(of: start).line); "
                            + "expected ']]>'")
                }
                throw invalidCharacter(at: offset)
            }
        }
    }

    /// The processing instruction (or XML declaration) whose `<?` is at `start`; returns the offset
    /// after it.
    func processingInstruction(at start: Int) throws(XMLScanError) -> Int {
        let targetStart = start + 2
        guard let targetEnd = try name(at: targetStart) else {
            throw failure(targetStart, "expected a processing-instruction target after '<?'")
        }
        if targetEnd - targetStart == 3 && (byte(targetStart) | 0x20) == 0x78 && (byte(targetStart + 1) | 0x20) == 0x6D
            && (byte(targetStart + 2) | 0x20) == 0x6C
        {
            guard document.equal(targetStart, "xml") else {
                throw failure(
                    targetStart,
                    "the processing-instruction target \(string(XMLByteRange(start: targetStart, end: targetEnd))) "
                        + "is reserved; the XML declaration is written '<?xml'")
            }
            guard start == documentStart else {
                throw failure(start, "the XML declaration is allowed only at the very start of the document")
            }
            return try xmlDeclaration(after: targetEnd)
        }
        var offset = targetEnd
        if byte(offset) == ASCII.question && byte(offset + 1) == ASCII.greaterThan { return offset + 2 }
        guard document.classes(of: byte(offset)) & XMLByteClass.space != 0 else {
            throw failure(offset, "expected white space or '?>' after the processing-instruction target")
        }
        while true {
            offset = document.skip(from: offset, while: XMLByteClass.instruction)
            switch byte(offset) {
            case ASCII.question:
                if byte(offset + 1) == ASCII.greaterThan { return offset + 2 }
                offset += 1
            case 0x80...:
                offset = try character(at: offset)
            default:
                if isEnd(offset) {
                    throw failure(
                        offset,
                        "the document ends inside the processing instruction opened on line "
                            + "\(location(of: start).line); expected '?>'")
                }
                throw invalidCharacter(at: offset)
            }
        }
    }

    /// The rest of the XML declaration after `<?xml`:
    /// `version="1.x" (encoding="UTF-8")? (standalone="yes|no")? ?>`.
    private func xmlDeclaration(after start: Int) throws(XMLScanError) -> Int {
        var offset = document.skip(from: start, while: XMLByteClass.space)
        guard offset > start, document.equal(offset, "version") else {
            throw failure(offset, "expected ' version=\"1.0\"' in the XML declaration")
        }
        var value = try declarationValue(after: offset + 7, of: "version")
        guard value.count >= 3, document.equal(value.start, "1."),
            (value.start + 2..<value.end).allSatisfy({ byte($0) >= ASCII.zero && byte($0) <= ASCII.nine })
        else {
            throw failure(value.start, "expected a version such as 1.0 in the XML declaration")
        }
        offset = value.end + 1
        var spaced = document.skip(from: offset, while: XMLByteClass.space)
        if spaced > offset && document.equal(spaced, "encoding") {
            value = try declarationValue(after: spaced + 8, of: "encoding")
            let encoding = string(value)
            guard isEncodingName(value) else {
                throw failure(value.start, "expected an encoding name in the XML declaration, not '\(encoding)'")
            }
            // UTF-8 by its name or the common alias, in any case; rejecting a spelling libxml2 might
            // also take ("UTF_8") is safe, accepting one it refuses ("UTF.....-8", found by fuzzing)
            // is not.
            guard ["UTF-8", "UTF8"].contains(encoding.uppercased()) else {
                throw failure(value.start, "the encoding \(encoding) is not supported: storyboards are UTF-8")
            }
            offset = value.end + 1
            spaced = document.skip(from: offset, while: XMLByteClass.space)
        }
        if spaced > offset && document.equal(spaced, "standalone") {
            value = try declarationValue(after: spaced + 10, of: "standalone")
            guard
                (value.count == 3 && document.equal(value.start, "yes"))
                    || (value.count == 2 && document.equal(value.start, "no"))
            else {
                throw failure(value.start, "expected 'yes' or 'no' for standalone in the XML declaration")
            }
            offset = value.end + 1
            spaced = document.skip(from: offset, while: XMLByteClass.space)
        }
        guard byte(spaced) == ASCII.question && byte(spaced + 1) == ASCII.greaterThan else {
            throw failure(spaced, "expected '?>' to end the XML declaration")
        }
        return spaced + 2
    }

    /// `S? = S? "value"` of a pseudo-attribute of the XML declaration; the range of the value.
    private func declarationValue(after start: Int, of name: String) throws(XMLScanError) -> XMLByteRange {
        var offset = document.skip(from: start, while: XMLByteClass.space)
        guard byte(offset) == ASCII.equals else {
            throw failure(offset, "expected '=' after \(name) in the XML declaration")
        }
        offset = document.skip(from: offset + 1, while: XMLByteClass.space)
        let quote = byte(offset)
        guard quote == ASCII.quotationMark || quote == ASCII.apostrophe else {
            throw failure(offset, "expected a quoted value for \(name) in the XML declaration")
        }
        var end = offset + 1
        // Declaration values are short ASCII words; any other byte ends the search.
        while byte(end) != quote && byte(end) >= 0x20 && byte(end) < 0x80 && byte(end) != ASCII.question { end += 1 }
        guard byte(end) == quote else {
            throw failure(end, "expected the closing quote of \(name) in the XML declaration")
        }
        return XMLByteRange(start: offset + 1, end: end)
    }

    /// `[A-Za-z] ([A-Za-z0-9._] | '-')*`.
    private func isEncodingName(_ range: XMLByteRange) -> Bool {
        guard range.count > 0 else { return false }
        for offset in range.range {
            let byte = byte(offset)
            let isLetter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
            if offset == range.start
                ? !isLetter
                : !(isLetter || (byte >= ASCII.zero && byte <= ASCII.nine) || byte == 0x2E || byte == 0x5F
                    || byte == ASCII.hyphen)
            {
                return false
            }
        }
        return true
    }

    // MARK: - Characters and names

    /// Checks the UTF-8 character at `offset` (a byte of at least 0x80); returns the offset after it.
    @inline(never)
    func character(at offset: Int) throws(XMLScanError) -> Int {
        offset + (try scalar(at: offset).length)
    }

    /// Decodes the UTF-8 character at `offset`, which must be an XML character.
    func scalar(at offset: Int) throws(XMLScanError) -> (value: UInt32, length: Int) {
        guard let (value, length) = decodeUTF8(at: offset) else {
            throw failure(
                offset,
                "invalid UTF-8 (byte 0x\(String(byte(offset), radix: 16, uppercase: true))); storyboards are UTF-8")
        }
        guard isXMLCharacter(value) else { throw invalidCharacter(at: offset) }
        return (value, length)
    }

    /// The scalar and length of the UTF-8 sequence at `offset`, or `nil` if it is not valid UTF-8
    /// (overlong forms, surrogates and values past U+10FFFF are not).
    func decodeUTF8(at offset: Int) -> (UInt32, Int)? {
        let lead = byte(offset)
        if lead < 0x80 { return (UInt32(lead), 1) }
        func continuation(_ index: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            let byte = byte(offset + index)
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard let second = continuation(1, low, high), let third = continuation(2) else { return nil }
            return (UInt32(lead & 0x0F) << 12 | second << 6 | third, 3)
        case 0xF0...0xF4:
            let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
            let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
            guard let second = continuation(1, low, high), let third = continuation(2), let fourth = continuation(3)
            else { return nil }
            return (UInt32(lead & 0x07) << 18 | second << 12 | third << 6 | fourth, 4)
        default:
            return nil
        }
    }

    /// The error for the character at `offset`, which is not an XML character (or the end).
    func invalidCharacter(at offset: Int) -> XMLScanError {
        if isEnd(offset) { return failure(offset, "the document ends too early") }
        guard let (value, _) = decodeUTF8(at: offset) else {
            return failure(
                offset,
                "invalid UTF-8 (byte 0x\(String(byte(offset), radix: 16, uppercase: true))); storyboards are UTF-8")
        }
        let hex = String(value, radix: 16, uppercase: true)
        return failure(
            offset,
            "the character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex) is not allowed in XML")
    }

    /// The offset after the name starting at `start`, or `nil` if no name starts there.
    @inline(__always)
    func name(at start: Int) throws(XMLScanError) -> Int? {
        let first = byte(start)
        var offset: Int
        if document.classes(of: first) & XMLByteClass.nameStart != 0 {
            offset = start + 1
        } else if first >= 0x80 {
            let (value, length) = try scalar(at: start)
            guard isNameStartCharacter(value) else { return nil }
            offset = start + length
        } else {
            return nil
        }
        while true {
            offset = document.skip(from: offset, while: XMLByteClass.name)
            guard byte(offset) >= 0x80 else { return offset }
            let (value, length) = try scalar(at: offset)
            guard isNameCharacter(value) else { return offset }
            offset += length
        }
    }

    // MARK: - Duplicate attributes

    /// Throws if two attributes of the last start tag have the same name.
    @inline(never)
    mutating func checkDuplicateAttributes(of element: XMLByteRange) throws(XMLScanError) {
        let count = attributeBuffer.count
        if count <= 16 {
            for later in 1..<count {
                let name = attributeBuffer[later].name
                for earlier in 0..<later where sameName(attributeBuffer[earlier].name, name) {
                    throw duplicate(later, of: element)
                }
            }
            return
        }
        // Many attributes: a hash table, reused from tag to tag, instead of comparing all pairs.
        var table = duplicateTable
        duplicateTable = DuplicateTable()
        defer { duplicateTable = table }
        let mask = table.prepare(capacity: count * 2)
        for later in 0..<count {
            let name = attributeBuffer[later].name
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for offset in name.range { hash = (hash ^ UInt64(byte(offset))) &* 0x100_0000_01b3 }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while let earlier = table.entry(slot) {
                if sameName(attributeBuffer[earlier].name, name) { throw duplicate(later, of: element) }
                slot = (slot + 1) & mask
            }
            table.set(slot, later)
        }
    }

    private func sameName(_ a: XMLByteRange, _ b: XMLByteRange) -> Bool {
        // Names of one length mostly differ in their first byte.
        a.count == b.count && byte(a.start) == byte(b.start) && document.equal(a.start, b.start, length: a.count)
    }

    private func duplicate(_ index: Int, of element: XMLByteRange) -> XMLScanError {
        let name = attributeBuffer[index].name
        return failure(
            name.start, "the attribute \(string(name)) appears twice in the start tag of <\(string(element))>")
    }
}

/// An open-addressing table of attribute indices, cleared in O(1) by bumping a generation.
struct DuplicateTable {
    private var indices: [Int32] = []
    private var generations: [UInt32] = []
    private var generation: UInt32 = 0

    /// Makes the table empty with room for `capacity` entries; returns the mask for slot numbers.
    mutating func prepare(capacity: Int) -> Int {
        var size = 32
        while size < capacity { size *= 2 }
        if indices.count < size {
            indices = [Int32](repeating: 0, count: size)
            generations = [UInt32](repeating: 0, count: size)
            generation = 0
        }
        generation &+= 1
        if generation == 0 {
            for index in generations.indices { generations[index] = 0 }
            generation = 1
        }
        return size - 1
    }

    func entry(_ slot: Int) -> Int? {
        generations[slot] == generation ? Int(indices[slot]) : nil
    }

    mutating func set(_ slot: Int, _ index: Int) {
        indices[slot] = Int32(truncatingIfNeeded: index)
        generations[slot] = generation
    }
}

/// `Char`: tab, LF, CR, and U+0020…U+D7FF, U+E000…U+FFFD, U+10000…U+10FFFF.
@inline(__always)
func isXMLCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x20...0xD7FF, 0x09, 0x0A, 0x0D, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
}

/// `NameStartChar` of XML 1.0 (fifth edition).
func isNameStartCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x3A: true
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
        0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
        0x1_0000...0xE_FFFF:
        true
    default: false
    }
}

/// `NameChar` of XML 1.0 (fifth edition).
func isNameCharacter(_ value: UInt32) -> Bool {
    switch value {
    case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
    default: isNameStartCharacter(value)
    }
}
