import Foundation
import SegueRouting
import TestSupport
import Testing

@Suite("Writing JSON")
struct JSONWriterTests {
    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter()
        body(&json)
        return json.text
    }

    static func parsed(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    @Test("Every control character is escaped, the short forms where JSON has them", arguments: 0..<0x20)
    func controlCharacters(value: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = Self.written { $0.string("a\(Character(scalar))b") }
        let expected: String =
            switch value {
            case 0x0A: #""a\nb""#
            case 0x0D: #""a\rb""#
            case 0x09: #""a\tb""#
            default: "\"a\\u00" + String(format: "%02X", value) + "b\""
            }
        #expect(text == expected)
        #expect(try Self.parsed(text) as? String == "a\(Character(scalar))b")
    }

    @Test("Quotes, backslashes, DEL and the JavaScript line breaks are escaped")
    func otherEscapes() throws {
        let value = "\"q\" \\ \u{7F} \u{2028}\u{2029} \u{2027}"
        let text = Self.written { $0.string(value) }
        #expect(text == #""\"q\" \\ \u007F \u2028\u2029 "# + "\u{2027}\"")
        #expect(try Self.parsed(text) as? String == value)
    }

    @Test("Non-BMP scalars and combining sequences are copied as UTF-8, and read back the same")
    func nonBMP() throws {
        let value = "😀 🇫🇷 𝄞 \u{10FFFF} e\u{301} 日本"
        let text = Self.written { $0.string(value) }
        #expect(text == "\"" + value + "\"")
        #expect(try Self.parsed(text) as? String == value)
    }

    @Test("Random strings round-trip through JSONSerialization")
    func roundTrip() throws {
        var generator = SeededGenerator(seed: 0x15_0A)
        let pieces = ["a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "é", "😀", "\u{E2}", "/", " "]
        for _ in 0..<500 {
            let value = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(try Self.parsed(Self.written { $0.string(value) }) as? String == value)
        }
    }

    @Test("Commas and colons follow nesting, and nil is null")
    func structure() throws {
        let text = Self.written { json in
            json.object {
                $0.field("a", 1)
                $0.field("b", nil as String?)
                $0.array("c", [1, 2]) { $0.number($1) }
                $0.object("d") { $0.field("e", true) }
                $0.array("f", [Int]()) { $0.number($1) }
            }
        }
        #expect(text == #"{"a":1,"b":null,"c":[1,2],"d":{"e":true},"f":[]}"#)
    }

    @Test("Draining hands over what was written and keeps the nesting")
    func draining() {
        var json = JSONWriter()
        var out = ""
        json.beginArray()
        json.number(1)
        json.drain { out += String(decoding: $0, as: UTF8.self) }
        json.string(utf8: UnsafeRawBufferPointer(start: nil, count: 0))
        json.endArray()
        json.drain { out += String(decoding: $0, as: UTF8.self) }
        #expect(out == #"[1,""]"#)
        #expect(json.bytes.isEmpty)
    }

    @Test("A string from UTF-8 parts escapes across the parts")
    func parts() {
        let first = Array("a\"".utf8)
        let second = Array("\u{2028}".utf8)
        let text = first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in Self.written { $0.string(utf8: a, b) } }
        }
        #expect(text == #""a\"\u2028""#)
    }
}
