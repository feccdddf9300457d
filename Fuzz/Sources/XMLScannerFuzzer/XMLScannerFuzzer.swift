import Foundation
@_spi(XMLScanning) import StoryboardCatalog

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Runs the XML scanner on arbitrary bytes, checks what it reports, and compares it with
/// FoundationXML's `XMLParser` (libxml2) where that can be given the bytes. Fails when the scanner
/// crashes or hangs, reports a position outside the document, accepts what libxml2 rejects as not
/// well-formed, or disagrees with it on the elements and attribute values of a document both accept.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    let scanned = scan(bytes)
    // The oracle decides nothing about an input the scanner rejects (rejecting more than libxml2 is
    // not a failure), and each libxml2 parse error leaks an NSError inside FoundationXML: ask it only
    // about what the scanner accepts, so that memory stays flat over long runs.
    guard case .success(let events) = scanned, oracleCanParse(bytes) else { return 0 }
    let oracle = OracleResult(bytes)
    // libxml2 stops at names longer than 50,000 bytes (error 110), which XML 1.0 allows.
    if oracle.codes.contains(110) { return 0 }
    // libxml2 applies Namespaces in XML to names with colons (errors 200–299: `a:_d:0e` has two),
    // which XML 1.0 allows and storyboards never use; after such an error its parse goes astray
    // (mismatched-tag errors follow), so its answer says nothing about well-formedness.
    if oracle.codes.contains(where: { (200...299).contains($0) }) { return 0 }
    if let expected = oracle.events {
        if events != expected {
            preconditionFailure(
                "the scanner and XMLParser disagree:\n\(describe(events))\nversus\n\(describe(expected))")
        }
    } else if !(isStandaloneWithoutSpace(bytes) && oracle.wellFormednessCodes.isEmpty) {
        preconditionFailure("the scanner accepts what XMLParser rejects (libxml2 errors \(oracle.codes))")
    }
    return 0
}

/// The scanner's events, `<name a="value" …>` with attributes sorted by name and `</name>`, as
/// UTF-8 bytes; or its error.
private func scan(_ bytes: [UInt8]) -> Result<[[UInt8]], XMLScanError> {
    var scanner = XMLScanner(bytes)
    var events: [[UInt8]] = []
    do {
        while let event = try scanner.next() {
            precondition(scanner.tagOffset >= 0 && scanner.tagOffset < bytes.count, "a tag outside the document")
            switch event {
            case .startElement(let name, _):
                precondition(name.start > 0 && name.start < name.end && name.end <= bytes.count, "a bad name range")
                let attributes = scanner.attributes.map { attribute in
                    precondition(attribute.rawValue.end <= bytes.count && attribute.name.count > 0, "a bad attribute")
                    return (scanner.string(attribute.name), scanner.value(of: attribute))
                }
                events.append(describeEvent(name: scanner.string(name), attributes: attributes))
            case .endElement(let name):
                events.append(describeEvent(name: scanner.string(name), attributes: nil))
            }
        }
    } catch {
        precondition(!error.message.isEmpty, "an error without message")
        precondition(error.offset >= 0 && error.offset <= bytes.count, "an error outside the document")
        let (line, column) = scanner.location(of: error.offset)
        precondition(error.line == line && error.column == column && line >= 1 && column >= 1, "a bad position")
        return .failure(error)
    }
    return .success(events)
}

private func describeEvent(name: String, attributes: [(String, String)]?) -> [UInt8] {
    guard let attributes else { return Array("</\(name)>".utf8) }
    let sorted = attributes.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    return Array("<\(name)\(sorted.map { " \($0.0)=\"\($0.1)\"" }.joined())>".utf8)
}

private func describe(_ events: [[UInt8]]) -> String {
    events.map { String(decoding: $0, as: UTF8.self).debugDescription }.joined(separator: " ")
}

/// Whether `XMLParser` can be given `bytes`: it traps on names that are not UTF-8, and crashes on
/// processing instructions without data; so only valid UTF-8 with no `<?` but a leading XML
/// declaration (`<?xml` and white space, after an optional byte order mark) goes to it.
private func oracleCanParse(_ bytes: [UInt8]) -> Bool {
    guard String(validating: bytes, as: UTF8.self) != nil else { return false }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = 0
    while index + 1 < bytes.count {
        if bytes[index] == 0x3C && bytes[index + 1] == 0x3F {
            let isDeclaration =
                index == start && bytes.count > index + 5 && bytes[index + 2..<index + 5].elementsEqual("xml".utf8)
                && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
            if !isDeclaration { return false }
        }
        index += 1
    }
    return true
}

/// libxml2 accepts `encoding="UTF-8"standalone="no"` although XML 1.0 requires white space
/// between them.
private func isStandaloneWithoutSpace(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("\"standalone") || text.contains("'standalone")
}

/// What `XMLParser` made of the bytes.
private struct OracleResult {
    /// The events, or `nil` if it found the document not well-formed.
    var events: [[UInt8]]?
    /// Every error code it reported.
    var codes: [Int]

    /// The codes that concern well-formedness: not 97 (a version other than 1.0) nor 200–299
    /// (namespace errors, which are not part of XML 1.0 well-formedness).
    var wellFormednessCodes: [Int] { codes.filter { $0 != 97 && !(200...299).contains($0) } }

    init(_ bytes: [UInt8]) {
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        codes = collector.codes
        events = collector.events
        // Without any element, XMLParser's success means nothing: for inputs under four bytes
        // libxml2 never starts parsing and reports neither events nor errors.
        if !succeeded || !wellFormednessCodes.isEmpty || collector.events.isEmpty { events = nil }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var events: [[UInt8]] = []
        var codes: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes: [String: String] = [:]
        ) {
            events.append(describeEvent(name: elementName, attributes: attributes.map { ($0.key, $0.value) }))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            events.append(describeEvent(name: elementName, attributes: nil))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            codes.append((parseError as NSError).code)
        }
    }
}
