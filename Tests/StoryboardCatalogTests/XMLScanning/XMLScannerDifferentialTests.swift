import Foundation
import TestSupport
import Testing

@_spi(XMLScanning) @testable import StoryboardCatalog
@_spi(XMLScanning) @testable import XMLScanning

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a parser made of a document: its elements, or that it is not well-formed.
enum ParseOutcome: Equatable, CustomStringConvertible {
    /// `<name a="value" …>` (attributes sorted by the bytes of their names, values decoded) and
    /// `</name>`, as UTF-8 so that no Unicode equivalence hides a difference.
    case accepted([[UInt8]])
    case rejected(String)

    var isAccepted: Bool { if case .accepted = self { true } else { false } }

    var description: String {
        switch self {
        case .accepted(let events): "accepted " + events.map { String(decoding: $0, as: UTF8.self) }.joined()
        case .rejected(let reason): "rejected: \(reason)"
        }
    }

    static func event(name: String, attributes: [(String, String)]?) -> [UInt8] {
        guard let attributes else { return Array("</\(name)>".utf8) }
        let sorted = attributes.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        return Array("<\(name)\(sorted.map { " \($0.0)=\"\($0.1)\"" }.joined())>".utf8)
    }
}

/// The scanner's outcome.
func scannerOutcome(_ bytes: [UInt8]) -> ParseOutcome {
    var scanner = XMLScanner(bytes)
    var events: [[UInt8]] = []
    do {
        while let event = try scanner.next() {
            switch event {
            case .startElement(let name, _):
                let attributes = scanner.attributes.map { (scanner.string($0.name), scanner.value(of: $0)) }
                events.append(ParseOutcome.event(name: scanner.string(name), attributes: attributes))
            case .endElement(let name):
                events.append(ParseOutcome.event(name: scanner.string(name), attributes: nil))
            }
        }
    } catch {
        return .rejected(error.description)
    }
    return .accepted(events)
}

/// FoundationXML's `XMLParser` (libxml2) as the oracle.
enum XMLParserOracle {
    private final class Collector: NSObject, XMLParserDelegate {
        var events: [[UInt8]] = []
        var errors: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes: [String: String] = [:]
        ) {
            events.append(ParseOutcome.event(name: elementName, attributes: attributes.map { ($0.key, $0.value) }))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            events.append(ParseOutcome.event(name: elementName, attributes: nil))
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            errors.append((parseError as NSError).code)
        }
    }

    /// libxml2 reports these codes for things XML 1.0 allows: 97, a version other than 1.0; 200–299,
    /// violations of the Namespaces in XML recommendation (such as an undeclared prefix in `a:b`),
    /// which is not part of well-formedness.
    static func isWellFormednessError(_ code: Int) -> Bool {
        code != 97 && !(200...299).contains(code)
    }

    /// Whether `XMLParser` can be given `bytes`: it traps on names that are not UTF-8, and crashes
    /// on a processing instruction whose target is followed directly by `?>` (`<?pi?>`, `<?xml?>`).
    static func canParse(_ bytes: [UInt8]) -> Bool {
        guard String(validating: bytes, as: UTF8.self) != nil else { return false }
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x3C && bytes[index + 1] == 0x3F {
                var end = index + 2
                while end < bytes.count && ![0x20, 0x09, 0x0A, 0x0D, 0x3F].contains(bytes[end]) { end += 1 }
                if end == bytes.count || bytes[end] == 0x3F { return false }
            }
            index += 1
        }
        return true
    }

    static func outcome(_ bytes: [UInt8]) -> ParseOutcome {
        parse(bytes).outcome
    }

    /// The outcome, and every error code libxml2 reported (well-formedness or not).
    static func parse(_ bytes: [UInt8]) -> (outcome: ParseOutcome, codes: [Int]) {
        precondition(canParse(bytes))
        let parser = XMLParser(data: Data(bytes))
        let collector = Collector()
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        let errors = collector.errors.filter(isWellFormednessError)
        if !succeeded || !errors.isEmpty {
            return (.rejected("libxml2 errors \(collector.errors)"), collector.errors)
        }
        // `XMLParser` reports success, without any event or error, for documents shorter than four
        // bytes ("<a>", "abc", ""): libxml2 waits for four bytes to guess the encoding, and nothing
        // tells it that no more come. A well-formed document has a root element, so no event means
        // not well-formed.
        if collector.events.isEmpty { return (.rejected("libxml2 reported no element"), collector.errors) }
        return (.accepted(collector.events), collector.errors)
    }

    /// Whether a disagreement is one where libxml2 is known to stray from XML 1.0, narrowly:
    /// - it accepts any version number in the XML declaration with only a warning (97), where XML
    ///   1.0 requires `1.` and digits;
    /// - it reports processing-instruction targets that merely start with `xml` (`<?xmlfoo …?>`) as
    ///   an error (64), where XML 1.0 reserves them but forbids only `xml` itself;
    /// - it accepts `standalone` right after the encoding's closing quote (`encoding="UTF-8"standalone=`)
    ///   without the white space XML 1.0 requires.
    static func isKnownLibxml2Deviation(_ bytes: [UInt8], scanner: ParseOutcome, codes: [Int]) -> Bool {
        switch scanner {
        case .rejected(let message):
            guard codes.filter(isWellFormednessError).isEmpty else { return false }
            if message.hasSuffix("expected '?>' to end the XML declaration") {
                let text = String(decoding: bytes, as: UTF8.self)
                return text.contains("\"standalone") || text.contains("'standalone")
            }
            return codes.contains(97) && message.hasSuffix("expected a version such as 1.0 in the XML declaration")
        case .accepted:
            guard codes.filter(isWellFormednessError) == [64] else { return false }
            let text = String(decoding: bytes, as: UTF8.self).lowercased()
            return text.components(separatedBy: "<?xml").dropFirst().contains { rest in
                rest.unicodeScalars.first.map { !" \t\r\n?".unicodeScalars.contains($0) } ?? false
            }
        }
    }
}

/// Makes well-formed documents that vary what storyboards vary and more: declarations, quotes,
/// white space inside tags, references, comments, CDATA, processing instructions, attribute order,
/// long values, nesting, non-ASCII names and text.
struct XMLDocumentGenerator {
    var random: SeededGenerator

    private static let elementNames = [
        "document", "scenes", "scene", "objects", "viewController", "segue", "connections", "a", "b-c", "d.e",
        "_f", "g1", "été", "日本", "x\u{B7}y", "ns:el",
    ]
    private static let attributeNames = [
        "id", "kind", "destination", "identifier", "customClass", "title", "é", "data-x", "x.y", "_z", "key",
        "sceneMemberID", "userLabel", "p:q",
    ]
    private static let valuePieces = [
        "show", " ", "Show Detail", "&lt;", "&gt;", "&amp;", "&quot;", "&apos;", "&#65;", "&#x41;", "&#x1F600;",
        "&#128512;", "&#9;", "&#10;", "&#13;", "&#x20;", "\t", "\n", "\r\n", "\r", ">", "é", "日本語", "😀", "]]>", "=",
        "/", "?", "!", "--", "&#xE9;", "\u{85}",
    ]
    private static let textPieces = [
        "text", " ", "\n    ", "\r\n", "&lt;", "&amp;", "&#x3C;", "]]a", "] ", ">", "é", "😀", "'", "\"", "=", "?",
    ]
    private static let commentPieces = [" text ", " - ", "<a>", "&", "é", "]]>", "<?", "?>"]
    private static let cdataPieces = ["<b>", "&amp;", "&", "]]", "]", "text", "--", "é", "<!--"]

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick(_ choices: [String]) -> String {
        choices.randomElement(using: &random)!
    }

    private mutating func space(required: Bool) -> String {
        if !required && chance(0.6) { return "" }
        return (0..<Int.random(in: 1...3, using: &random)).map { _ in pick([" ", " ", "\t", "\n", "\r\n", "\r"]) }
            .joined()
    }

    private mutating func misc() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: text += space(required: true)
            case 1:
                text +=
                    "<!--" + (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(Self.commentPieces) }.joined()
                    + "-->"
            default: text += "<?pi" + space(required: true) + pick(["data", "a=\"1\"", "é", "x ?"]) + "?>"
            }
        }
        return text
    }

    mutating func document() -> String {
        var text = chance(0.2) ? "\u{FEFF}" : ""
        if chance(0.7) {
            let quote = pick(["\"", "'"])
            text +=
                "<?xml" + space(required: true) + "version" + space(required: false) + "=" + space(required: false)
                + quote + pick(["1.0", "1.0", "1.1"]) + quote
            if chance(0.7) { text += space(required: true) + "encoding=" + quote + pick(["UTF-8", "utf-8"]) + quote }
            if chance(0.3) { text += space(required: true) + "standalone=" + quote + pick(["yes", "no"]) + quote }
            text += space(required: false) + "?>"
        }
        text += misc()
        element(depth: 0, into: &text)
        text += misc()
        return text
    }

    private mutating func value(quote: String) -> String {
        if chance(0.05) {
            return String(repeating: pick(["abc", "&amp;", "é\t"]), count: Int.random(in: 100...700, using: &random))
        }
        var value = ""
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            value += chance(0.1) ? (quote == "\"" ? "'" : "\"") : pick(Self.valuePieces)
        }
        return value
    }

    private mutating func element(depth: Int, into text: inout String) {
        let name = pick(Self.elementNames)
        text += "<" + name
        let attributes = Self.attributeNames.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
        for attribute in attributes {
            let quote = pick(["\"", "'"])
            text +=
                space(required: true) + attribute + space(required: false) + "=" + space(required: false) + quote
                + value(quote: quote) + quote
        }
        text += space(required: false)
        if depth >= 5 || chance(0.3) {
            text += "/>"
            return
        }
        text += ">"
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: element(depth: depth + 1, into: &text)
            case 4..<7: text += (0..<Int.random(in: 1...4, using: &random)).map { _ in pick(Self.textPieces) }.joined()
            case 7:
                text +=
                    "<![CDATA["
                    + (0..<Int.random(in: 0...3, using: &random)).map { _ in pick(Self.cdataPieces) }.joined() + "]]>"
            default: text += misc()
            }
        }
        text += "</" + name + space(required: false) + ">"
    }

    private static let insertions = [
        "<", "&", ">", "\"", "'", "]]>", "--", "\u{1}", "&foo;", "&#0;", "</x>", "<x>", "=", "/", "&#xFFFE;",
        "\u{FFFE}", "<!DOC", "<![CDATA[", "-->", "?>", " ", "a", "&#", "é", "<!--", "\u{0}",
    ]

    /// `text` made (most likely) not well-formed by one small change at a character boundary.
    mutating func mutate(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        let index = Int.random(in: 0...scalars.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: scalars.insert(contentsOf: pick(Self.insertions).unicodeScalars, at: index)
        case 1: if index < scalars.count { scalars.remove(at: index) }
        default: scalars.removeSubrange(index...)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}

@Suite("XMLScanner against FoundationXML's XMLParser")
struct XMLScannerDifferentialTests {
    @Test(
        "Every corpus storyboard gives the same elements and attribute values",
        .enabled(if: Corpus.hasStoryboards, "needs ../shared/corpus/storyboards"))
    func corpus() throws {
        let files = try Corpus.storyboards()
        #expect(files.count == 8)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let expected = XMLParserOracle.outcome(bytes)
            #expect(expected.isAccepted, "\(file.lastPathComponent)")
            let actual = scannerOutcome(bytes)
            #expect(actual == expected, "\(file.lastPathComponent)")
        }
    }

    @Test(
        "Generated well-formed documents give the same elements and attribute values: 500, and 2,500 in the long run"
    )
    func generated() {
        var generator = XMLDocumentGenerator(random: SeededGenerator(seed: 0x5EED_0001))
        var compared = 0
        let count = LongTests.count(500, full: 2_500)
        for _ in 0..<count {
            let bytes = Array(generator.document().utf8)
            guard XMLParserOracle.canParse(bytes) else { continue }
            compared += 1
            let expected = XMLParserOracle.outcome(bytes)
            let actual = scannerOutcome(bytes)
            #expect(
                expected.isAccepted,
                "the generator made a document libxml2 rejects: \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
            #expect(actual == expected, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if actual != expected { break }
        }
        #expect(compared > count * 4 / 5)
    }

    @Test("Generated documents with one small change are accepted or rejected by both: 600, and 3,000 in the long run")
    func mutated() {
        var generator = XMLDocumentGenerator(random: SeededGenerator(seed: 0x5EED_0002))
        var compared = 0
        var rejected = 0
        let count = LongTests.count(600, full: 3_000)
        for _ in 0..<count {
            let bytes = Array(generator.mutate(generator.document()).utf8)
            guard XMLParserOracle.canParse(bytes) else { continue }
            compared += 1
            let (expected, codes) = XMLParserOracle.parse(bytes)
            let actual = scannerOutcome(bytes)
            if !expected.isAccepted { rejected += 1 }
            if actual.isAccepted != expected.isAccepted
                && XMLParserOracle.isKnownLibxml2Deviation(bytes, scanner: actual, codes: codes)
            {
                continue
            }
            #expect(
                actual == expected || (!actual.isAccepted && !expected.isAccepted),
                "\(String(decoding: bytes, as: UTF8.self).debugDescription): scanner \(actual), XMLParser \(expected)")
        }
        #expect(compared > count * 5 / 6)
        #expect(rejected > count / 3)
    }
}
