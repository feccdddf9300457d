import Testing

@_spi(XMLScanning) @testable import XMLScanning

@Suite("XML scanner: attributes")
struct XMLScannerAttributeTests {
    /// Names chosen so that several share a length and first and last bytes (one signature), and so
    /// must be told apart byte by byte, beside names that share nothing.
    static let names = ["id", "ad", "abcd", "axyd", "a", "b", "title", "tiTle", "key", "kex", "customClass", "q1"]

    @Test("Every repeated name in a small tag is found, at its second place; distinct names pass")
    func duplicatesAtEveryPlace() throws {
        for count in 1...6 {
            for first in 0..<(Self.names.count - count + 1) {
                let names = Array(Self.names[first..<(first + count)])
                let clean = names.map { " \($0)=\"v\"" }
                #expect(scanError(Array("<e\(clean.joined())/>".utf8)) == nil, "\(names)")
                for original in names.indices {
                    for place in (original + 1)...names.count {
                        var attributes = clean
                        attributes.insert(" \(names[original])='again'", at: place)
                        let error = scanError(Array("<e\(attributes.joined())/>".utf8))
                        #expect(
                            error?.message == "the attribute \(names[original]) appears twice in the start tag of <e>",
                            "\(attributes)")
                        #expect(error?.offset == 2 + attributes[..<place].joined().utf8.count + 1)
                    }
                }
            }
        }
    }

    @Test("Element and attribute names with non-ASCII characters, first or later, are read whole")
    func nonASCIINames() throws {
        #expect(
            try scannedEvents("<é aé=\"1\" é2='2'><xé·/></é>") == [
                "<é aé=\"1\" é2=\"2\">", "<xé·/>", "</é>",
            ])
        // U+00D7 (×) may not start or continue a name.
        #expect(
            scanError(Array("<a ×='1'/>".utf8))?.message
                == "expected an attribute name, '>' or '/>' in the start tag of <a>")
        #expect(
            scanError(Array("<a b×='1'/>".utf8))?.message
                == "expected '=' after the attribute name b in the start tag of <a>")
        #expect(scanError(Array("<×/>".utf8))?.message == "expected an element name, '/', '?' or '!' after '<'")
    }

    @Test("A tag's attributes replace the last tag's, however many either has")
    func attributesFromTagToTag() throws {
        let many = (0..<40).map { " n\($0)=\"\($0)\"" }.joined()
        let events = try scannedEvents("<r\(many)><a x='1' y='2'/><b\(many)/><c/><d z='&amp;'/></r>")
        #expect(events == ["<r\(many)>", "<a x=\"1\" y=\"2\"/>", "<b\(many)/>", "<c/>", "<d z=\"&\"/>", "</r>"])
    }

    @Test("A copy of a scanner and a view of its attributes keep the attributes they had")
    func copiesKeepTheirAttributes() throws {
        var scanner = XMLScanner(Array("<r a='1' b='2'><s c='3'/><t d='4' e='5' f='6'/></r>".utf8))
        _ = try scanner.next()
        let view = scanner.attributes
        var copy = scanner
        _ = try scanner.next()
        func names(_ attributes: XMLAttributes, _ scanner: XMLScanner) -> [String] {
            attributes.map { "\(scanner.string($0.name))=\(scanner.value(of: $0))" }
        }
        #expect(names(scanner.attributes, scanner) == ["c=3"])
        #expect(names(view, scanner) == ["a=1", "b=2"])
        #expect(names(copy.attributes, copy) == ["a=1", "b=2"])
        _ = try copy.next()
        _ = try copy.next()
        _ = try copy.next()
        #expect(names(copy.attributes, copy) == ["d=4", "e=5", "f=6"])
        #expect(names(scanner.attributes, scanner) == ["c=3"])
        #expect(scanner.attribute(named: "c").map { scanner.value(of: $0) } == "3")
        #expect(copy.attribute(named: "c") == nil)
    }
}
