import StoryboardCatalog
import Testing

@Suite("Reading the OpenStep property list format")
struct PropertyListTextTests {
    private func parse(_ text: String) throws -> PropertyListValue {
        try PropertyListText.parse(Array(text.utf8))
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings, data and comments, as project.pbxproj holds them")
    func shapes() throws {
        let value = try parse(
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1; /* a comment */
                objects = {
                    0A1B2C /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 0A1B2D /* Main.storyboard */; };
                    list = ( a, "b c", "$(SRCROOT)/x.y-z", com.apple.product-type.application, /* gone */ );
                    empty = ();
                    nested = { inner = { deep = "yes"; }; };
                    data = <0fBd 7a>;
                    'single' = 'quo"ted';
                    path = Sources/App_1.swift;
                    twice = first;
                    twice = second;
                };
            }
            """)
        let root = try #require(value.dictionary)
        #expect(root["archiveVersion"] == .string("1"))
        let objects = try #require(root["objects"]?.dictionary)
        #expect(objects["0A1B2C"]?.dictionary?["fileRef"] == .string("0A1B2D"))
        #expect(objects["0A1B2C"]?.dictionary?["isa"]?.string == "PBXBuildFile")
        #expect(objects["list"]?.strings == ["a", "b c", "$(SRCROOT)/x.y-z", "com.apple.product-type.application"])
        #expect(objects["empty"] == .array([]))
        #expect(objects["nested"]?.dictionary?["inner"]?.dictionary?["deep"] == .string("yes"))
        #expect(objects["data"] == .data([0x0F, 0xBD, 0x7A]))
        #expect(objects["single"] == .string("quo\"ted"))
        #expect(objects["path"] == .string("Sources/App_1.swift"))
        #expect(objects["twice"] == .string("second"))
    }

    @Test("Escapes: control characters, quotes, backslashes, octal and \\U, surrogate pairs; UTF-8 as it is")
    func escapes() throws {
        let value = try parse(
            #"{ a = "line\nnext\ttab \"q\" back\\slash"; b = "\U00e9t\U00E9 \101\012"; c = "\Ud83d\Ude00"; d = "Café 日本"; }"#
        )
        let root = try #require(value.dictionary)
        #expect(root["a"] == .string("line\nnext\ttab \"q\" back\\slash"))
        #expect(root["b"] == .string("été A\n"))
        #expect(root["c"] == .string("😀"))
        #expect(root["d"] == .string("Café 日本"))
    }

    @Test("What is not the format is an error with its line and column, never a crash")
    func errors() {
        let cases: [(String, Int, Int, String)] = [
            ("{ a = b }", 1, 9, "expected ';' after the value of 'a'"),
            ("{ a = b;\n  c = ; }", 2, 7, "expected a value"),
            ("{ a = (x y); }", 1, 10, "expected ',' or ')' after an array element"),
            ("{ a = \"open; }", 1, 7, "the string that starts here has no closing quote"),
            ("{ a = b; /* never closed", 1, 10, "a comment that starts here does not end"),
            ("{ a = b;", 1, 1, "the dictionary that starts here has no closing '}'"),
            ("{} extra", 1, 4, "unexpected 'e' after the end of the value"),
            ("", 1, 1, "the text holds no value"),
            ("{ a = <0g>; }", 1, 9, "data holds a byte that is no hexadecimal digit"),
            ("{ = b; }", 1, 3, "expected a key or '}'"),
        ]
        for (text, line, column, message) in cases {
            #expect(throws: PropertyListError.self, "\(text)") { try parse(text) }
            do {
                _ = try PropertyListText.parse(Array(text.utf8))
            } catch {
                #expect(error.line == line && error.column == column, "\(text): \(error)")
                #expect(error.message.hasPrefix(message), "\(text): \(error)")
            }
        }
    }

    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(throws: PropertyListError.self) { try parse(text) }
    }

    @Test("A valid text cut at any point is an error, never a crash")
    func truncations() throws {
        let text = Array(
            """
            // !$*UTF8*$!
            { objects = { X = { isa = PBXFileReference; path = "Base.lproj/Main.storyboard"; name = "A \\"B\\""; }; };
              rootObject = X; list = ( 1, 2, ); data = <00ff>; }
            """.utf8)
        _ = try PropertyListText.parse(text)
        // The first byte alone, "/", is itself a valid unquoted string.
        for end in 0..<text.count where end != 1 {
            let cut = Array(text[..<end])
            #expect(throws: PropertyListError.self, "cut at \(end)") { try PropertyListText.parse(cut) }
        }
    }
}
