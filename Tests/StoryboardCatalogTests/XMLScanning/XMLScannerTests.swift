import TestSupport
import Testing

@_spi(XMLScanning) @testable import StoryboardCatalog
@_spi(XMLScanning) @testable import XMLScanning

/// The events of `bytes`, one string each: `<name a="value" …>` (decoded values), `<name …/>` for
/// an empty-element tag (whose end event is folded in), `</name>`.
func scannedEvents(_ bytes: [UInt8]) throws(XMLScanError) -> [String] {
    var scanner = XMLScanner(bytes)
    var events: [String] = []
    var skipEnd = false
    while let event = try scanner.next() {
        switch event {
        case .startElement(let name, let isSelfClosing):
            let attributes = scanner.attributes.map { " \(scanner.string($0.name))=\"\(scanner.value(of: $0))\"" }
            events.append("<\(scanner.string(name))\(attributes.joined())\(isSelfClosing ? "/" : "")>")
            skipEnd = isSelfClosing
        case .endElement(let name):
            if skipEnd {
                skipEnd = false
            } else {
                events.append("</\(scanner.string(name))>")
            }
        }
    }
    return events
}

func scannedEvents(_ text: String) throws(XMLScanError) -> [String] {
    try scannedEvents(Array(text.utf8))
}

/// The error scanning `bytes` throws, or `nil` if it is well-formed.
func scanError(_ bytes: [UInt8]) -> XMLScanError? {
    do {
        _ = try scannedEvents(bytes)
        return nil
    } catch {
        return error
    }
}

@Suite("XMLScanner: well-formed documents")
struct XMLScannerAcceptTests {
    @Test(
        "Documents that are well-formed give their elements and decoded attributes",
        arguments: [
            ("<a/>", ["<a/>"]),
            ("<a></a>", ["<a>", "</a>"]),
            ("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<a/>", ["<a/>"]),
            ("<?xml version='1.0' encoding='utf-8'?><a/>", ["<a/>"]),
            ("<?xml version = \"1.1\"  ?><a/>", ["<a/>"]),
            ("<?xml version=\"1.0\" encoding=\"utf8\"?><a/>", ["<a/>"]),
            ("<?xml version=\"1.0\" encoding=\"utf8\"?><a/>", ["<a/>"]),
            ("<?xml version=\"1.0\" standalone='yes'?><a/>", ["<a/>"]),
            ("<a\n\tx = \"1\"\r\n  y='2'\t/>", ["<a x=\"1\" y=\"2\"/>"]),
            ("<a ></a\n>", ["<a>", "</a>"]),
            ("<a x='\"' y=\"'\"/>", ["<a x=\"\"\" y=\"'\"/>"]),
            ("<a x=\"&lt;&gt;&amp;&quot;&apos;\"/>", ["<a x=\"<>&\"'\"/>"]),
            ("<a x=\"&#65;&#x41;&#x1F600;&#0065;&#x000041;\"/>", ["<a x=\"AA😀AA\"/>"]),
            ("<a x=\"a\tb\nc\r\nd\re\"/>", ["<a x=\"a b c d e\"/>"]),
            ("<a x=\"&#9;&#10;&#13;\"/>", ["<a x=\"\t\n\r\"/>"]),
            ("<a x=\"> ]]> é 日本 😀\"/>", ["<a x=\"> ]]> é 日本 😀\"/>"]),
            (
                "<!-- first --><?pi data?>\n<a><!----><?pi?><?xml-stylesheet href='a'?><b/></a><!-- - -->\n<?pi?>",
                ["<a>", "<b/>", "</a>"]
            ),
            ("<a><![CDATA[ <b> & ]] ]> ]]></a>", ["<a>", "</a>"]),
            ("<a>text &lt; &#x1F600; ]] > ] ]></a>", ["<a>", "</a>"]),
            ("<été données='ß'><a-b.c_d:e/></été>", ["<été données=\"ß\">", "<a-b.c_d:e/>", "</été>"]),
            ("<_x ·y='1'/>".replacingOccurrences(of: "·", with: "z\u{B7}"), ["<_x z\u{B7}y=\"1\"/>"]),
            ("<a>\u{7F}\u{85}\u{FFFD}\u{10FFFF}</a>", ["<a>", "</a>"]),
            ("\r\n\t <a/> \r\n", ["<a/>"]),
        ])
    func accepts(text: String, expected: [String]) throws {
        #expect(try scannedEvents(text) == expected)
    }

    @Test("A tag with many attributes, past the pairwise duplicate check, is read")
    func manyAttributes() throws {
        let attributes = (0..<40).map { " a\($0)=\"\($0)\"" }.joined()
        let events = try scannedEvents("<e\(attributes)/>")
        #expect(events == ["<e\(attributes)/>"])
    }

    @Test("Attribute look-up, name matching and raw values need no decoding")
    func lookUp() throws {
        var scanner = XMLScanner(Array("<segue kind=\"show\" identifier=\"A &amp; B\" id='x'/>".utf8))
        let event = try #require(try scanner.next())
        guard case .startElement(let name, true) = event else {
            Issue.record("expected a start event, got \(event)")
            return
        }
        #expect(scanner.matches(name, "segue"))
        #expect(!scanner.matches(name, "segues"))
        #expect(!scanner.matches(name, "segu"))
        #expect(!scanner.matches(name, "sEgue") && !scanner.matches(name, "Segue"))
        // Ranges outside the document match nothing, and are not read.
        let length = scanner.count
        for start in [-1_000_000, -1, length - 1, length, length + 1, length + 100, Int.max - 10] {
            #expect(!scanner.matches(XMLByteRange(start: start, end: start &+ 5), "segue"), "\(start)")
        }
        #expect(scanner.tagOffset == 0)
        #expect(scanner.depth == 1)
        #expect(scanner.value(named: "kind") == "show")
        #expect(scanner.value(named: "identifier") == "A & B")
        #expect(scanner.value(named: "destination") == nil)
        let identifier = try #require(scanner.attribute(named: "identifier"))
        #expect(identifier.needsDecoding)
        #expect(scanner.string(identifier.rawValue) == "A &amp; B")
        #expect(scanner.attribute(named: "kind")?.needsDecoding == false)
        #expect(scanner.location(of: identifier.name.start) == (1, 20))
        #expect(try scanner.next() == .endElement(name: name))
        #expect(try scanner.next() == nil)
        #expect(try scanner.next() == nil)
    }

    @Test("Elements report the offset of their '<', and lines count LF, CR LF and lone CR")
    func locations() throws {
        let text = "<a>\n  <b/>\r\n<c\r\n/>\r<d/></a>"
        var scanner = XMLScanner(Array(text.utf8))
        var starts: [String: (line: Int, column: Int)] = [:]
        while let event = try scanner.next() {
            if case .startElement(let name, _) = event {
                starts[scanner.string(name)] = scanner.location(of: scanner.tagOffset)
            }
        }
        #expect(starts["a"]! == (1, 1))
        #expect(starts["b"]! == (2, 3))
        #expect(starts["c"]! == (3, 1))
        #expect(starts["d"]! == (5, 1))
        #expect(scanner.location(of: 10) == (2, 7))  // the CR ending line 2
        #expect(scanner.location(of: 11) == (2, 8))  // its LF
        #expect(scanner.location(of: 1_000) == (5, 9))  // clamped to the end
    }

    @Test("Without a carriage return, every offset's line and column, forwards, backwards and at line feeds")
    func lineFeedLocations() throws {
        let text = "<a>\n\n  <b x=\"1\"/>\n<c>\n\n\n</c>\n</a>\n"
        let bytes = Array(text.utf8)
        let scanner = XMLScanner(bytes)
        // Counted one byte at a time: the line is 1 + the line feeds before the offset, the column
        // 1 + the bytes since the last of them.
        func expected(_ offset: Int) -> (line: Int, column: Int) {
            let before = bytes[..<offset]
            let lastFeed = before.lastIndex(of: 0x0A)
            return (1 + before.count { $0 == 0x0A }, offset - (lastFeed.map { $0 + 1 } ?? 0) + 1)
        }
        for offset in 0...bytes.count {
            #expect(scanner.location(of: offset) == expected(offset), "offset \(offset)")
        }
        for offset in stride(from: bytes.count, through: 0, by: -3) {
            #expect(scanner.location(of: offset) == expected(offset), "offset \(offset), going back")
        }
    }
}

@Suite("XMLScanner: documents that are not well-formed")
struct XMLScannerRejectTests {
    @Test(
        "Each rule of XML 1.0 is checked, with the line and column of the error",
        arguments: [
            ("", 1, 1, "the document has no root element; expected '<'"),
            ("  \n <!-- c -->", 2, 12, "the document has no root element; expected '<'"),
            ("<a>", 1, 4, "the document ends inside <a> opened on line 1; expected '</a>'"),
            ("<a>\n<b>\n</a>", 3, 1, "end tag </a> does not match <b> opened on line 2"),
            ("<a></a></a>", 1, 8, "the end tag </a> has no start tag"),
            ("</a>", 1, 1, "the end tag </a> has no start tag"),
            ("<a></a", 1, 7, "expected '>' to close the end tag </a>"),
            ("<a></a x>", 1, 8, "expected '>' to close the end tag </a>"),
            ("<a/><b/>", 1, 5, "a document has one root element, but <b> follows the end of the root element"),
            (
                "x<a/>", 1, 1,
                "expected '<': only white space, comments and processing instructions may precede the root element"
            ),
            ("<a/>x", 1, 5, "only white space, comments and processing instructions may follow the root element"),
            ("<a/>&amp;", 1, 5, "only white space, comments and processing instructions may follow the root element"),
            ("<segue kind=\"show\"", 1, 19, "the document ends inside the start tag of <segue>; expected '>'"),
            ("<segue kind=\"show\"<", 1, 19, "expected white space, '>' or '/>' in the start tag of <segue>"),
            ("<a x=\"1\"y=\"2\"/>", 1, 9, "expected white space, '>' or '/>' in the start tag of <a>"),
            ("<a x=\"1\" x='2'/>", 1, 10, "the attribute x appears twice in the start tag of <a>"),
            ("<a x=1/>", 1, 6, "expected a quoted value for the attribute x of <a>"),
            ("<a x/>", 1, 5, "expected '=' after the attribute name x in the start tag of <a>"),
            ("<a x=\"1\"/ >", 1, 10, "expected '>' after '/' to close the tag <a/>"),
            ("<a 1=\"1\"/>", 1, 4, "expected an attribute name, '>' or '/>' in the start tag of <a>"),
            ("<a x=\"<\"/>", 1, 7, "'<' is not allowed in an attribute value (the attribute x of <a>); write &lt;"),
            (
                "<a x=\"1", 1, 8,
                "the document ends inside the value of the attribute x of <a>; expected the closing quote"
            ),
            ("<1a/>", 1, 2, "expected an element name, '/', '?' or '!' after '<'"),
            ("<a>< b/></a>", 1, 5, "expected an element name, '/', '?' or '!' after '<'"),
            ("<", 1, 2, "the document ends after '<'; expected an element name"),
            (
                "<a>&foo;</a>", 1, 4,
                "undefined entity &foo;: only &lt; &gt; &amp; &quot; &apos; and character references are defined"
            ),
            ("<a>a & b</a>", 1, 6, "'&' must start a reference such as &amp; or &#38; (write '&' as &amp;)"),
            ("<a x='&amp'/>", 1, 11, "expected ';' to end the entity reference &amp"),
            ("<a>&#0;</a>", 1, 4, "the character reference &#0; does not name an XML character"),
            ("<a>&#xD800;</a>", 1, 4, "the character reference &#xD800; does not name an XML character"),
            ("<a>&#xFFFE;</a>", 1, 4, "the character reference &#xFFFE; does not name an XML character"),
            ("<a>&#x110000;</a>", 1, 4, "the character reference &#x110000; does not name an XML character"),
            (
                "<a>&#99999999999999999999;</a>", 1, 4,
                "the character reference &#99999999999999999999; does not name an XML character"
            ),
            ("<a>&#;</a>", 1, 6, "expected digits or 'x' in the character reference '&#…;'"),
            ("<a>&#X41;</a>", 1, 6, "expected digits or 'x' in the character reference '&#…;'"),
            ("<a>&#x;</a>", 1, 7, "expected hexadecimal digits in the character reference '&#x…;'"),
            ("<a>&#65</a>", 1, 8, "expected ';' to end the character reference"),
            ("<a>]]></a>", 1, 4, "']]>' is not allowed in character data; write ]]&gt;"),
            ("<a><!-- a -- b --></a>", 1, 11, "'--' is not allowed inside a comment; expected '-->' to end it"),
            ("<a><!-- a ---></a>", 1, 11, "'--' is not allowed inside a comment; expected '-->' to end it"),
            ("<a/>\n<!-- a ->", 2, 10, "the document ends inside the comment opened on line 2; expected '-->'"),
            (
                "<a><![CDATA[ x </a>", 1, 20,
                "the document ends inside the CDATA section opened on line 1; expected ']]>'"
            ),
            ("<![CDATA[x]]><a/>", 1, 1, "a CDATA section is allowed only inside the root element"),
            ("<a><!ELEMENT a></a>", 1, 4, "expected '<!--' or '<![CDATA[' after '<!'"),
            (
                "<!DOCTYPE a [<!ENTITY x \"y\">]><a>&x;</a>", 1, 1,
                "storyboards have no DOCTYPE: document type declarations are not supported (and no entity is expanded)"
            ),
            (
                " <?xml version=\"1.0\"?><a/>", 1, 2,
                "the XML declaration is allowed only at the very start of the document"
            ),
            (
                "<a/><?xml version=\"1.0\"?>", 1, 5,
                "the XML declaration is allowed only at the very start of the document"
            ),
            (
                "<?XML version=\"1.0\"?><a/>", 1, 3,
                "the processing-instruction target XML is reserved; the XML declaration is written '<?xml'"
            ),
            (
                "<a><?xMl x?></a>", 1, 6,
                "the processing-instruction target xMl is reserved; the XML declaration is written '<?xml'"
            ),
            ("<?xml?><a/>", 1, 6, "expected ' version=\"1.0\"' in the XML declaration"),
            ("<?xml version=\"2.0\"?><a/>", 1, 16, "expected a version such as 1.0 in the XML declaration"),
            ("<?xml version=\"1.0\"encoding=\"UTF-8\"?><a/>", 1, 20, "expected '?>' to end the XML declaration"),
            (
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", 1, 31,
                "the encoding ISO-8859-1 is not supported: storyboards are UTF-8"
            ),
            (
                "<?xml version=\"1.0\" standalone=\"maybe\"?><a/>", 1, 33,
                "expected 'yes' or 'no' for standalone in the XML declaration"
            ),
            (
                "<?xml version=\"1.0\" standalone=\"no\" encoding=\"UTF-8\"?><a/>", 1, 37,
                "expected '?>' to end the XML declaration"
            ),
            ("<?pi", 1, 5, "expected white space or '?>' after the processing-instruction target"),
            ("<?pi x", 1, 7, "the document ends inside the processing instruction opened on line 1; expected '?>'"),
            ("<?pi?x?><a/>", 1, 5, "expected white space or '?>' after the processing-instruction target"),
            ("<? pi?><a/>", 1, 3, "expected a processing-instruction target after '<?'"),
            ("<a>\u{1}</a>", 1, 4, "the character U+0001 is not allowed in XML"),
            ("<a x='\u{0}'/>", 1, 7, "the character U+0000 is not allowed in XML"),
            ("<a>\u{FFFE}</a>", 1, 4, "the character U+FFFE is not allowed in XML"),
            ("<a>\u{FFFF}</a>", 1, 4, "the character U+FFFF is not allowed in XML"),
            ("<a\u{2000}/>", 1, 3, "expected white space, '>' or '/>' in the start tag of <a>"),
        ])
    func rejects(text: String, line: Int, column: Int, message: String) {
        let error = scanError(Array(text.utf8))
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test(
        "Bytes that are not UTF-8, or encode surrogates or overlong forms, are errors",
        arguments: [
            ([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E], 4, "invalid UTF-8 (byte 0xFF); storyboards are UTF-8"),
            (
                [0x3C, 0x61, 0x3E, 0xC0, 0x80, 0x3C, 0x2F, 0x61, 0x3E], 4,
                "invalid UTF-8 (byte 0xC0); storyboards are UTF-8"
            ),
            (
                [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E], 4,
                "invalid UTF-8 (byte 0xED); storyboards are UTF-8"
            ),
            (
                [0x3C, 0x61, 0x3E, 0xE0, 0x80, 0x80, 0x3C, 0x2F, 0x61, 0x3E], 4,
                "invalid UTF-8 (byte 0xE0); storyboards are UTF-8"
            ),
            (
                [0x3C, 0x61, 0x3E, 0xF4, 0x90, 0x80, 0x80, 0x3C, 0x2F, 0x61, 0x3E], 4,
                "invalid UTF-8 (byte 0xF4); storyboards are UTF-8"
            ),
            ([0x3C, 0x61, 0x3E, 0xE2, 0x82], 4, "invalid UTF-8 (byte 0xE2); storyboards are UTF-8"),
            ([0x3C, 0xC3, 0x3E], 2, "invalid UTF-8 (byte 0xC3); storyboards are UTF-8"),
            (
                [0x3C, 0x61, 0x20, 0x80, 0x3D, 0x22, 0x22, 0x2F, 0x3E], 4,
                "invalid UTF-8 (byte 0x80); storyboards are UTF-8"
            ),
            ([0x3C, 0x61, 0x3E, 0x00, 0x3C, 0x2F, 0x61, 0x3E], 4, "the character U+0000 is not allowed in XML"),
            ([0xFF, 0xFE, 0x3C, 0x00], 1, "the document is UTF-16; storyboards are UTF-8"),
        ] as [([UInt8], Int, String)])
    func invalidBytes(bytes: [UInt8], column: Int, message: String) {
        let error = scanError(bytes)
        #expect(error?.message == message)
        #expect(error?.column == column)
    }

    @Test("A duplicate among many attributes is found by the hashed check, at the later one")
    func duplicateAmongMany() throws {
        let clean = (0..<40).map { " a\($0)=\"\($0)\"" }
        var repeated = clean
        repeated.insert(" a7='again'", at: 30)
        let text = "<e\(repeated.joined())/>"
        let error = scanError(Array(text.utf8))
        #expect(error?.message == "the attribute a7 appears twice in the start tag of <e>")
        #expect(error?.offset == 2 + repeated[..<30].joined().utf8.count + 1)
        // The table is reused from tag to tag: clean tags pass, and a later duplicate is still found.
        let cleanTag = "<e\(clean.joined())/>"
        #expect(try scannedEvents("<r>\(cleanTag)\(cleanTag)</r>").count == 4)
        #expect(scanError(Array("<r>\(cleanTag)\(cleanTag)\(text)</r>".utf8))?.message == error?.message)
    }

    @Test("After an error the scanner throws the same error again")
    func errorIsSticky() throws {
        var scanner = XMLScanner(Array("<a><b></a>".utf8))
        _ = try scanner.next()
        _ = try scanner.next()
        let first = #expect(throws: XMLScanError.self) { try scanner.next() }
        let second = #expect(throws: XMLScanError.self) { try scanner.next() }
        #expect(first == second)
        #expect(first?.description == "1:7: end tag </a> does not match <b> opened on line 1")
    }

    @Test("Deep nesting and long values are scanned without recursion or trouble")
    func deepAndLong() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        var scanner = XMLScanner(Array(text.utf8))
        var events = 0
        var maximum = 0
        while try scanner.next() != nil {
            events += 1
            maximum = max(maximum, scanner.depth)
        }
        #expect(events == 2 * depth)
        #expect(maximum == depth)
        let long = String(repeating: "&amp;x\té", count: 100_000)
        var valueScanner = XMLScanner(Array("<a v='\(long)'/>".utf8))
        _ = try valueScanner.next()
        #expect(valueScanner.value(named: "v") == String(repeating: "&x é", count: 100_000))
    }
}

@Suite("Positions of the scanner")
struct XMLScannerPositionTests {
    /// Lines and columns the plain way: a line ends at LF, CR LF or a lone CR.
    static func reference(_ bytes: [UInt8], _ target: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var offset = 0
        while offset < target {
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A || (byte == 0x0D && (offset >= bytes.count || bytes[offset] != 0x0A)) {
                line += 1
                lineStart = offset
            } else if byte == 0x0D && offset < target {
                offset += 1
                line += 1
                lineStart = offset
            }
        }
        return (line, target - lineStart + 1)
    }

    @Test("Lines and columns match a plain count, in document order and out of it, whatever the line ends")
    func positions() {
        var generator = SeededGenerator(seed: 0x7057)
        for _ in 0..<200 {
            let length = Int.random(in: 0..<300, using: &generator)
            let alphabet: [UInt8] = [0x61, 0x62, 0x20, 0x0A, 0x0D, 0x3C]
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let scanner = XMLScanner(bytes)
            for target in 0...length {
                let expected = Self.reference(bytes, target)
                let found = scanner.location(of: target)
                #expect(found.line == expected.line && found.column == expected.column, "offset \(target) of \(bytes)")
            }
            for _ in 0..<20 {
                let target = Int.random(in: 0...length, using: &generator)
                let found = scanner.location(of: target)
                let expected = Self.reference(bytes, target)
                #expect(found.line == expected.line && found.column == expected.column, "offset \(target) of \(bytes)")
            }
        }
    }
}

@Suite("Names the scanner takes as XML 1.0 does")
struct XMLScannerNameTests {
    @Test(
        "A name with several colons is an XML 1.0 name (found by fuzzing: libxml2 rejects it under Namespaces in XML)")
    func colons() throws {
        var scanner = XMLScanner(Array("<r><a:_d:0e/>&#65;</r>".utf8))
        var names: [String] = []
        while let event = try scanner.next() {
            if case .startElement(let name, _) = event { names.append(scanner.string(name)) }
        }
        #expect(names == ["r", "a:_d:0e"])
    }
}

@Suite("Encodings in the XML declaration")
struct XMLScannerEncodingTests {
    static func accepts(_ encoding: String) -> Bool {
        var scanner = XMLScanner(Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?><r/>".utf8))
        do {
            while try scanner.next() != nil {}
            return true
        } catch {
            return false
        }
    }

    @Test("UTF-8 by its name or alias, in any case, is accepted", arguments: ["UTF-8", "utf-8", "UTF8", "Utf8"])
    func utf8(encoding: String) { #expect(Self.accepts(encoding)) }

    @Test(
        "Other names, and UTF-8 spelled with other punctuation (found by fuzzing), are refused",
        arguments: ["UTF.....-8", "UTF-16", "ISO-8859-1", "UTF-8-BOM"])
    func others(encoding: String) { #expect(!Self.accepts(encoding)) }
}
