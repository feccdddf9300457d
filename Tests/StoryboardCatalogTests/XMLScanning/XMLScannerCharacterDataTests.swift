import Testing

@_spi(XMLScanning) @testable import XMLScanning

/// The text of each element named `name`, as ``XMLScanner/characterData()`` reads it at its start.
private func texts(of name: StaticString, in document: String) throws -> [String] {
    var scanner = XMLScanner(Array(document.utf8))
    var found: [String] = []
    while let event = try scanner.next() {
        if case .startElement(let element, _) = event, scanner.matches(element, name) {
            found.append(scanner.characterData())
        }
    }
    return found
}

@Suite("The text of an element, read at its start tag")
struct XMLScannerCharacterDataTests {
    @Test("Plain text up to the next tag; an empty element and an element without text have none")
    func plainText() throws {
        let document = "<a><s>NSNegateBoolean</s><s/><s></s><s>x<b/>y</s></a>"
        #expect(try texts(of: "s", in: document) == ["NSNegateBoolean", "", "", "x"])
    }

    @Test("References are replaced, and CR LF and a lone CR are each a line feed")
    func decoding() throws {
        let document = "<a><s>A &amp; B &lt;&#x43;&#68;&gt;</s><s>one\r\ntwo\rthree\tfour</s><s>é&#233;</s></a>"
        #expect(try texts(of: "s", in: document) == ["A & B <CD>", "one\ntwo\nthree\tfour", "éé"])
    }

    @Test("A malformed reference reads as U+FFFD, and scanning on throws for it")
    func malformedReference() throws {
        var scanner = XMLScanner(Array("<a><s>x &bogus; y</s></a>".utf8))
        _ = try scanner.next()
        _ = try scanner.next()
        #expect(scanner.characterData() == "x \u{FFFD}bogus; y")
        #expect(throws: XMLScanError.self) { try scanner.next() }
    }
}
