import Foundation
import SegueRouting
import TestSupport
import Testing

@Suite("Symbolifier")
struct SymbolifierTests {
    @Test(
        "The rule's table and KNMSegueRouting's own cases",
        arguments: [
            ("Sample", "Sample"),
            ("Camel Case Sample", "CamelCaseSample"),
            ("CamelCaseSample", "CamelCaseSample"),
            ("camel-case-sample", "CamelCaseSample"),
            ("@connect(destinationController)", "ConnectDestinationController"),
            ("some overly-complicated identifier_name 2", "SomeOverlyComplicatedIdentifier_name2"),
            ("push-user-page", "PushUserPage"),
            ("2nd step", "2ndStep"),
            ("_private", "_private"),
            ("\u{DC}ber Cool", "BerCool"),
            ("Cafe\u{301} au lait", "CafAuLait"),
            ("Caf\u{E9} au lait", "CafAuLait"),
        ])
    func symbolOfIdentifier(identifier: String, expected: String) {
        #expect(Symbolifier.symbol(for: identifier)?.rawValue == expected)
    }

    @Test(
        "Identifiers without symbol give nil, never an empty symbol",
        arguments: ["", "---", "\u{65E5}\u{672C}\u{8A9E}", " ", "\t\n", "\u{1F600}", "@()", "\u{DC}", "\u{0}"])
    func noSymbol(identifier: String) {
        #expect(Symbolifier.symbol(for: identifier) == nil)
        #expect(Symbolifier.symbol(for: identifier)?.rawValue == nil)
        #expect(Symbolifier.symbol(for: identifier) == nil)
    }

    @Test("A nil identifier has no symbol")
    func nilIdentifier() {
        #expect(Symbolifier.symbol(for: nil) == nil)
        #expect(Symbolifier.symbol(for: nil) == nil)
    }

    @Test(
        "Leading digits, underscores, acronyms and whitespace",
        arguments: [
            ("42", "42"),
            ("3d touch", "3dTouch"),
            ("__init__", "__init__"),
            ("_ x", "_X"),
            ("URLLoader", "URLLoader"),
            ("show URL loader", "ShowURLLoader"),
            ("iOS", "IOS"),
            ("Logged in With New User ", "LoggedInWithNewUser"),
            ("  padded  ", "Padded"),
            ("tab\there", "TabHere"),
            ("new\nline", "NewLine"),
            ("crlf\r\n", "Crlf"),
            ("sw_rear", "Sw_rear"),
            ("a", "A"),
            ("a-b-c", "ABC"),
        ])
    func edgeCases(identifier: String, expected: String) {
        #expect(Symbolifier.symbol(for: identifier)?.rawValue == expected)
    }

    @Test(
        "Emoji, combining marks and canonical singletons separate unless NFC makes them ASCII",
        arguments: [
            ("go\u{1F600}home", "GoHome"),
            ("flag\u{1F1EB}\u{1F1F7}x", "FlagX"),
            ("q\u{301}x", "QX"),
            ("\u{212A}elvin", "Kelvin"),
            ("\u{2126}hm", "Hm"),
            ("e\u{316}\u{301}z", "Z"),
            ("stra\u{DF}e", "StraE"),
            ("\u{1100}\u{1161}abc", "Abc"),
            ("name\u{37E}x", "NameX"),
        ])
    func nonASCII(identifier: String, expected: String) {
        #expect(Symbolifier.symbol(for: identifier)?.rawValue == expected)
    }

    @Test("Every ASCII byte alone: symbol characters map to themselves, uppercased if a-z")
    func everyASCIIByte() {
        for byte in UInt8(0)...127 {
            let identifier = String(decoding: [byte], as: UTF8.self)
            let scalar = Unicode.Scalar(byte)
            let isSymbolCharacter =
                ("0"..."9").contains(scalar) || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
                || scalar == "_"
            let expected = isSymbolCharacter ? identifier.uppercased() : nil
            #expect(Symbolifier.symbol(for: identifier)?.rawValue == expected, "byte \(byte)")
            #expect(
                Symbolifier.symbol(for: "x" + identifier + "y")?.rawValue
                    == (isSymbolCharacter ? "X" + identifier + "y" : "XY"), "byte \(byte) inside a run")
        }
    }

    @Test("Canonically equivalent identifiers, which Swift considers equal, give equal symbols")
    func equalStringsGiveEqualSymbols() {
        #expect("Cafe\u{301}" == "Caf\u{E9}")
        #expect(Symbolifier.symbol(for: "Cafe\u{301}") == Symbolifier.symbol(for: "Caf\u{E9}"))
        #expect("\u{212A}" == "K")
        #expect(Symbolifier.symbol(for: "\u{212A}") == Symbolifier.symbol(for: "K"))
        #expect(Symbolifier.symbol(for: "U\u{308}ber") == Symbolifier.symbol(for: "\u{DC}ber"))
    }

    @Test("An identifier that already is its symbol comes back unchanged")
    func identityFastPath() {
        for identifier in ["ShowDetail", "GET", "_private", "2ndStep", "A"] {
            #expect(Symbolifier.symbol(for: identifier)?.rawValue == identifier)
        }
    }

    @Test("A one-megabyte identifier is handled whole")
    func megabyteIdentifier() {
        let word = "segue-"
        let identifier = String(repeating: word, count: (1 << 20) / word.utf8.count)
        let symbol = Symbolifier.symbol(for: identifier)?.rawValue
        #expect(symbol == String(repeating: "Segue", count: (1 << 20) / word.utf8.count))
        let nonASCII = String(repeating: "\u{E9}t\u{E9} ", count: 1 << 17)
        #expect(Symbolifier.symbol(for: nonASCII)?.rawValue == String(repeating: "T", count: 1 << 17))
    }

    @Test("Handler names in Swift and Objective-C spellings")
    func handlerNames() throws {
        let symbol = try #require(Symbolifier.symbol(for: "Show Settings"))
        #expect(symbol.handlerName(.swift) == "prepareForShowSettingsSegue(_:sender:)")
        #expect(symbol.handlerName(.objectiveC) == "prepareForShowSettingsSegue:sender:")
        #expect(symbol.handlerName(.baseName) == "prepareForShowSettingsSegue")
        #expect(symbol.handlerBaseName == "prepareForShowSettingsSegue")
    }

    @Test("A raw value is a symbol only when symbolifying it gives it back")
    func rawValueValidation() {
        #expect(SegueSymbol(rawValue: "ShowDetail")?.rawValue == "ShowDetail")
        #expect(SegueSymbol(rawValue: "showDetail") == nil)
        #expect(SegueSymbol(rawValue: "Show Detail") == nil)
        #expect(SegueSymbol(rawValue: "") == nil)
    }
}

@Suite("Symbolifier properties over seeded random identifiers")
struct SymbolifierPropertyTests {
    static let count = 20_000

    @Test("Agrees with the reference, stays in the alphabet, is idempotent and never longer")
    func properties() {
        var generator = SeededGenerator(seed: 0x5E6E_2026)
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_".utf8)
        for _ in 0..<Self.count {
            let identifier = randomIdentifier(using: &generator)
            let symbol = Symbolifier.symbol(for: identifier)?.rawValue
            #expect(symbol == referenceSymbol(identifier), "identifier \(identifier.debugDescription)")
            guard let symbol else { continue }
            #expect(!symbol.isEmpty)
            #expect(symbol.utf8.allSatisfy(alphabet.contains), "\(symbol.debugDescription)")
            #expect(Symbolifier.symbol(for: symbol)?.rawValue == symbol, "idempotence: \(symbol)")
            #expect(symbol.utf8.count <= identifier.utf8.count)
            #expect(symbol.unicodeScalars.first.map { !("a"..."z").contains($0) } == true)
        }
    }

    @Test("NFC and NFD spellings of one identifier give one symbol")
    func normalizationForms() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<Self.count / 4 {
            let identifier = randomIdentifier(using: &generator)
            let nfd = identifier.decomposedStringWithCanonicalMapping
            let nfc = identifier.precomposedStringWithCanonicalMapping
            #expect(nfd == nfc)
            #expect(
                Symbolifier.symbol(for: nfd) == Symbolifier.symbol(for: nfc),
                "identifier \(identifier.debugDescription)")
            #expect(Symbolifier.symbol(for: identifier) == Symbolifier.symbol(for: nfc))
        }
    }

    @Test(
        "Every real identifier in the shared corpus matches the reference",
        .enabled(if: Corpus.hasIdentifiers, "needs ../shared/corpus/identifiers.tsv"))
    func corpus() throws {
        let identifiers = try Corpus.identifiers()
        #expect(identifiers.count > 700)
        for identifier in identifiers {
            #expect(
                Symbolifier.symbol(for: identifier)?.rawValue == referenceSymbol(identifier),
                "identifier \(identifier.debugDescription)")
        }
    }
}
