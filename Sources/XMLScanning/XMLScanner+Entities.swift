// Character and entity references, and the decoding of attribute values.

import CatalogFiles

extension XMLScanner {
    /// What a reference at some offset stands for.
    enum Reference {
        /// The character, and the offset after the `;`.
        case character(UInt32, end: Int)
        /// Not a valid reference: where and why.
        case invalid(offset: Int, message: String)
    }

    /// Checks the reference whose `&` is at `start`; returns the offset after its `;`.
    func validReference(at start: Int) throws(XMLScanError) -> Int {
        switch reference(at: start) {
        case .character(_, let end): return end
        case .invalid(let offset, let message): throw failure(offset, message)
        }
    }

    /// Reads the reference whose `&` is at `start`: `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`,
    /// `&#` decimal `;` or `&#x` hexadecimal `;`, naming an XML character.
    func reference(at start: Int) -> Reference {
        var offset = start + 1
        if byte(offset) == ASCII.numberSign {
            offset += 1
            let isHexadecimal = byte(offset) == ASCII.lowercaseX
            if isHexadecimal { offset += 1 }
            let digitsStart = offset
            var value: UInt32 = 0
            while true {
                let byte = byte(offset)
                let digit: UInt32
                switch byte {
                case ASCII.zero...ASCII.nine: digit = UInt32(byte - ASCII.zero)
                case 0x61...0x66 where isHexadecimal: digit = UInt32(byte - 0x61 + 10)
                case 0x41...0x46 where isHexadecimal: digit = UInt32(byte - 0x41 + 10)
                default: digit = 99
                }
                if digit == 99 { break }
                // Saturates past U+10FFFF, so that long runs of digits cannot overflow.
                value = min(value * (isHexadecimal ? 16 : 10) + digit, 0x11_0000)
                offset += 1
            }
            guard offset > digitsStart else {
                return .invalid(
                    offset: offset,
                    message: isHexadecimal
                        ? "expected hexadecimal digits in the character reference '&#x…;'"
                        : "expected digits or 'x' in the character reference '&#…;'")
            }
            guard byte(offset) == ASCII.semicolon else {
                return .invalid(offset: offset, message: "expected ';' to end the character reference")
            }
            guard isXMLCharacter(value) else {
                return .invalid(
                    offset: start,
                    message: "the character reference \(string(XMLByteRange(start: start, end: offset + 1))) "
                        + "does not name an XML character")
            }
            return .character(value, end: offset + 1)
        }
        let nameEnd: Int?
        do throws(XMLScanError) {
            nameEnd = try name(at: offset)
        } catch {
            return .invalid(offset: error.offset, message: error.message)
        }
        guard let nameEnd else {
            return .invalid(
                offset: start, message: "'&' must start a reference such as &amp; or &#38; (write '&' as &amp;)")
        }
        let name = XMLByteRange(start: offset, end: nameEnd)
        guard byte(nameEnd) == ASCII.semicolon else {
            return .invalid(
                offset: nameEnd, message: "expected ';' to end the entity reference &\(string(name))")
        }
        let value: UInt32
        if matches(name, "lt") {
            value = 0x3C
        } else if matches(name, "gt") {
            value = 0x3E
        } else if matches(name, "amp") {
            value = 0x26
        } else if matches(name, "quot") {
            value = 0x22
        } else if matches(name, "apos") {
            value = 0x27
        } else {
            return .invalid(
                offset: start,
                message: "undefined entity &\(string(name));: only &lt; &gt; &amp; &quot; &apos; and character "
                    + "references are defined")
        }
        return .character(value, end: nameEnd + 1)
    }

    /// The value of the raw attribute value `range`, which the scanner has checked: references
    /// replaced; tab, LF, CR and CR LF each one space.
    func decodedValue(_ range: XMLByteRange) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        var offset = range.start
        while offset < range.end {
            let byte = byte(offset)
            switch byte {
            case ASCII.ampersand:
                switch reference(at: offset) {
                case .character(let value, let end):
                    appendUTF8(value, to: &bytes)
                    offset = end
                case .invalid:
                    // Unreachable for checked values; kept as U+FFFD rather than a crash.
                    appendUTF8(0xFFFD, to: &bytes)
                    offset += 1
                }
            case ASCII.carriageReturn:
                bytes.append(ASCII.space)
                offset += offset + 1 < range.end && self.byte(offset + 1) == ASCII.lineFeed ? 2 : 1
            case ASCII.tab, ASCII.lineFeed:
                bytes.append(ASCII.space)
                offset += 1
            default:
                bytes.append(byte)
                offset += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension XMLScanner {
    /// The text of the element whose start tag was last reported, up to the next `<`: references
    /// replaced, CR LF and a lone CR each one LF (XML 1.0 §2.11); empty for an empty-element tag.
    /// What `<string key="NSValueTransformerName">NSNegateBoolean</string>` names.
    ///
    /// The text is checked for well-formedness when the scanner goes on past it: an invalid
    /// reference in it is decoded here as U+FFFD, and the next call of ``next()`` throws for it.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public func characterData() -> String {
        guard !pendingEnd else { return "" }
        var end = position
        while !isEnd(end) && byte(end) != ASCII.lessThan { end += 1 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - position)
        var offset = position
        while offset < end {
            let byte = byte(offset)
            switch byte {
            case ASCII.ampersand:
                switch reference(at: offset) {
                case .character(let value, let referenceEnd) where referenceEnd <= end:
                    appendUTF8(value, to: &bytes)
                    offset = referenceEnd
                default:
                    appendUTF8(0xFFFD, to: &bytes)
                    offset += 1
                }
            case ASCII.carriageReturn:
                bytes.append(ASCII.lineFeed)
                offset += offset + 1 < end && self.byte(offset + 1) == ASCII.lineFeed ? 2 : 1
            default:
                bytes.append(byte)
                offset += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Appends the UTF-8 form of the scalar `value` (an XML character) to `bytes`.
func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
    switch value {
    case 0..<0x80:
        bytes.append(UInt8(value))
    case 0x80..<0x800:
        bytes.append(UInt8(0xC0 | value >> 6))
        bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x1_0000:
        bytes.append(UInt8(0xE0 | value >> 12))
        bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
        bytes.append(UInt8(0x80 | value & 0x3F))
    default:
        bytes.append(UInt8(0xF0 | value >> 18 & 0x07))
        bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
        bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
        bytes.append(UInt8(0x80 | value & 0x3F))
    }
}
