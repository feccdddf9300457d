import TestSupport
import Testing

@testable import SourceReading
@testable import StoryboardCatalog

/// The identifiers of `source`, in order, and the values of its static strings.
private func lexed(_ source: String, objectiveC: Bool = false) -> (names: [String], strings: [String?], problems: Int) {
    let lexer = SwiftLexer(Array(source.utf8), objectiveC: objectiveC)
    let names = lexer.tokens.filter { $0.kind == .identifier }.map(lexer.text(of:))
    let strings = lexer.tokens.filter { $0.kind == .string }.map(lexer.stringValue(of:))
    return (names, strings, lexer.problems.count)
}

@Suite("Swift lexer")
struct SwiftLexerTests {
    @Test("Names inside line comments and nested block comments are not tokens")
    func comments() {
        let found = lexed(
            """
            a // hidden1 "not a string
            /* hidden2 /* hidden3 */ hidden4 */ b
            /// hidden5
            c
            """)
        #expect(found.names == ["a", "b", "c"])
        #expect(found.strings.isEmpty)
        #expect(found.problems == 0)
    }

    @Test("Escapes are decoded and an escaped quote does not end a string")
    func escapes() {
        let found = lexed(#"x("a\"b\\", "\u{41}\t", "c\(y)d") z"#)
        #expect(found.strings == ["a\"b\\", "A\t", nil])
        #expect(found.names == ["x", "z"])
    }

    @Test("Interpolations with nested parentheses, strings and comments are skipped whole")
    func interpolation() {
        let found = lexed(
            #"""
            let s = "a \(f(g("hidden)", (1)), /* ) */ "x\("y")")) b" + after
            """#)
        #expect(found.names == ["let", "s", "after"])
        #expect(found.strings == [nil])
        #expect(found.problems == 0)
    }

    @Test("Multi-line strings hide quotes and names up to their closing delimiter")
    func multiline() {
        let found = lexed(
            #"""
            let text = """
                performSegue(withIdentifier: "hidden")
                "quoted" and \(value) ""
                """
            after
            """#)
        #expect(found.names == ["let", "text", "after"])
        #expect(found.strings.count == 1)
    }

    @Test("Raw strings end only at a quote with as many hashes, and interpolate with \\#(")
    func rawStrings() {
        let found = lexed(
            ##"""
            a(#"one "quoted" \n hidden"#, ##"two "# still"##, #"x\#(y)z"#) b
            """##)
        #expect(found.names == ["a", "b"])
        #expect(found.strings == [#"one "quoted" \n hidden"#, ##"two "# still"##, nil])
    }

    @Test("Regex literals hide quotes; a slash after an operand divides")
    func regexLiterals() {
        let found = lexed(
            #"""
            let a = /"(\w+)"/
            let b = #/"quoted" \/ "more"/#
            if text.contains(/[/"]/) { c = d / e / f }
            let g = (h)/2 + i/j
            """#)
        #expect(found.problems == 0)
        #expect(found.strings == [nil, nil, nil])
        #expect(
            found.names == [
                "let", "a", "let", "b", "if", "text", "contains", "c", "d", "e", "f", "let", "g", "h", "i", "j",
            ])
    }

    @Test("Backticked names are identifiers without their backticks")
    func backticks() {
        #expect(lexed("let `default` = `class`").names == ["let", "default", "class"])
    }

    @Test("A name ends at the first byte that cannot continue one, whatever its length")
    func nameEnds() {
        // Every byte value, after names of 1 to 19 bytes, ends the name exactly where the byte rule
        // says.
        for value in 0...255 {
            let byte = UInt8(value)
            for length in 1...19 {
                var bytes = Array("n".utf8) + Array(repeating: UInt8(ascii: "7"), count: length - 1)
                bytes += [byte, UInt8(ascii: " ")]
                let tokens = SwiftLexer(bytes, objectiveC: false).tokens
                let expected = SwiftLexer.isIdentifierBody(byte) ? length + 1 : length
                #expect(tokens.first?.end == expected, "byte \(value) after \(length)")
            }
        }
        // Names made of each class of byte the rule allows: letters, digits, `_`, `$`, non-ASCII.
        for name in [
            "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "a0123456789", "_$_$_$_$_$", "grüßeÜbergang",
        ] {
            #expect(lexed(name + "+" + name).names == [name, name], "\(name)")
        }
    }

    @Test("Attributes and directives are their own tokens")
    func attributesAndDirectives() {
        let lexer = SwiftLexer(Array("@IBAction\n#if os(iOS)\n#endif".utf8))
        #expect(
            lexer.tokens.map(\.kind) == [
                .attribute, .directive, .identifier, .punctuation, .identifier, .punctuation, .directive,
            ])
        #expect(lexer.text(of: lexer.tokens[0]) == "IBAction")
        #expect(lexer.text(of: lexer.tokens[1]) == "if")
    }

    @Test("An unterminated string or comment is a problem, and lexing goes on")
    func unterminated() {
        let string = lexed("a = \"open\nb")
        #expect(string.problems == 1)
        #expect(string.names == ["a", "b"])
        #expect(lexed("a /* open /* nested */ b").problems == 1)
        #expect(lexed("x = \"\\(f(\"").problems == 1)
    }

    @Test("Objective-C strings and character literals hide quotes")
    func objectiveC() {
        let found = lexed(#"c = '"'; [self performSegueWithIdentifier:@"Go" sender:nil];"#, objectiveC: true)
        #expect(found.strings == ["Go"])
        #expect(found.names == ["c", "self", "performSegueWithIdentifier", "sender", "nil"])
    }

    @Test("Arbitrary bytes, heavy in delimiters, never crash the reader and give tokens inside the file")
    func arbitraryBytes() {
        var generator = SeededGenerator(seed: 20)
        let pieces = [
            "\"", "#", "/", "*", "(", ")", "`", "'", "@", "{", "}", ":", "=", ".", "\\", "_", " ", "a", "9", "é",
        ]
        let alphabet: [UInt8] = Array(pieces.joined().utf8) + [0x0A, 0x0D, 0x00, 0xFF]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...300, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let lexer = SwiftLexer(bytes)
            #expect(
                lexer.tokens.allSatisfy {
                    $0.start <= $0.end && $0.end <= bytes.count && $0.name.upperBound <= bytes.count
                })
            let file = SwiftSourceFile(bytes: bytes, path: "Random.swift")
            #expect(file.findings.allSatisfy { ($0.location?.line ?? 1) >= 1 })
            _ = SwiftSourceFile(bytes: bytes, path: "Random.m")
        }
    }

    @Test("Strings nested in interpolations a hundred thousand deep are a problem, not a stack overflow")
    func deepNesting() {
        let source = String(repeating: #""\("#, count: 100_000) + "x"
        let lexer = SwiftLexer(Array(source.utf8))
        #expect(lexer.problems.count == 1)
        #expect(lexer.problems.first?.message.contains("nested more than 64 deep") == true)
        let fine = String(repeating: #""\("#, count: 60) + "x" + String(repeating: #")""#, count: 60)
        #expect(SwiftLexer(Array(fine.utf8)).problems.isEmpty)
    }

    @Test("Positions are 1-based lines and byte columns")
    func positions() {
        let lexer = SwiftLexer(Array("a\n  bé c".utf8))
        #expect(lexer.position(of: lexer.tokens[1].start) == (2, 3))
        #expect(lexer.position(of: lexer.tokens[2].start) == (2, 7))
    }
}
