import Foundation
import Testing

@testable import StoryboardChecks

@Suite("Reading .strings files")
struct StringsFileTests {
    private func pairs(_ text: String) throws -> [String] {
        let file = try StringsFile(bytes: Array(text.utf8))
        return file.entries.map { "\($0.line) \($0.key)=\(file.value(of: $0))" }
    }

    @Test("Comments, escapes, unquoted words, a key alone and braces")
    func forms() throws {
        let text = """
            /* a comment with "quotes" = ; */
            // a line comment "x" = "y";
            "a.title" = "One\\ntwo \\"three\\" \\U00e9 \\101";
            b.text = word;
            "alone";
            "multi" =
              "line";
            """
        #expect(
            try pairs(text) == [
                "3 a.title=One\ntwo \"three\" é A", "4 b.text=word", "5 alone=alone", "6 multi=line",
            ])
        #expect(try pairs("{ \"k\" = \"v\"; }") == ["1 k=v"])
        #expect(try pairs("") == [])
    }

    @Test("UTF-16 in both byte orders, with and without a mark, and UTF-8 with a mark")
    func encodings() throws {
        let text = "\"k.title\" = \"Grüße\";"
        var little = Data([0xFF, 0xFE])
        little.append(text.data(using: .utf16LittleEndian)!)
        var big = Data([0xFE, 0xFF])
        big.append(text.data(using: .utf16BigEndian)!)
        let unmarked = text.data(using: .utf16BigEndian)!
        let utf8 = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        for data in [little, big, unmarked, utf8] {
            let file = try StringsFile(bytes: Array(data))
            #expect(file.entries.map { file.value(of: $0) } == ["Grüße"])
        }
    }

    @Test("The XML property-list form")
    func propertyList() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>a.title</key>
                <string>Tom &amp; Jerry</string>
            </dict>
            </plist>
            """
        #expect(try pairs(text) == ["4 a.title=Tom & Jerry"])
    }

    @Test(
        "Malformed files fail at the place, saying what was expected",
        arguments: [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ; after the entry \"a\""),
            ("\"a\" = \"b\";\n\n\"c\" = \"unclosed;\n", 3, 7, "never closed"),
            ("\"a\" = ;", 1, 7, "expected a quoted value after = for \"a\""),
            ("/* open\n\"a\" = \"b\";", 1, 1, "comment is never closed"),
            ("{ \"a\" = \"b\";", 1, 13, "closing }"),
            ("= \"b\";", 1, 1, "expected a quoted key"),
        ])
    func malformed(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect {
            try StringsFile(bytes: Array(text.utf8))
        } throws: { error in
            guard let failure = error as? StringsFile.Failure else { return false }
            return failure.line == line && failure.column == column && failure.message.contains(message)
        }
    }
}
