import SymbolifyCommand
import TestSupport
import Testing

/// Runs `symbolify` in process with `stdin` as standard input.
func runSymbolify(
    _ arguments: [String], stdin: [UInt8] = [], chunkSize: Int = 4096, outputFails: Bool = false
) -> (code: ExitCode, output: String, errors: String) {
    var input = MemorySource(stdin, chunkSize: chunkSize)
    let output = MemorySink()
    output.failed = outputFails
    let errors = MemorySink()
    let code = SymbolifyTool.run(arguments: arguments, input: &input, output: output, errors: errors)
    return (code, output.text, errors.text)
}

func runSymbolify(_ arguments: [String], stdin: String) -> (code: ExitCode, output: String, errors: String) {
    runSymbolify(arguments, stdin: Array(stdin.utf8))
}

@Suite("Naming identifiers")
struct NamingTests {
    @Test("Standard input gives one symbol per line")
    func standardInput() {
        let result = runSymbolify([], stdin: "some overly-complicated identifier_name 2\npush-user-page\n")
        #expect(result.output == "SomeOverlyComplicatedIdentifier_name2\nPushUserPage\n")
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
    }

    @Test("Lines split across reads are put back together")
    func chunkBoundaries() {
        let result = runSymbolify([], stdin: Array("Show Detail\nCompose Message\n".utf8), chunkSize: 3)
        #expect(result.output == "ShowDetail\nComposeMessage\n")
    }

    @Test("Arguments, handler names in both spellings")
    func handlerNames() {
        #expect(
            runSymbolify(["--handler", "swift", "Show Settings"]).output
                == "prepareForShowSettingsSegue(_:sender:)\n")
        #expect(
            runSymbolify(["--handler=objc", "Show Settings"]).output
                == "prepareForShowSettingsSegue:sender:\n")
    }

    @Test("The table has a header and escapes tabs inside identifiers")
    func table() {
        let result = runSymbolify(["--table", "Show Detail", "a\tb"])
        #expect(
            result.output == """
                identifier\tsymbol\thandler
                Show Detail\tShowDetail\tprepareForShowDetailSegue(_:sender:)
                a\\tb\tAB\tprepareForABSegue(_:sender:)

                """)
    }

    @Test("CRLF line ends read like LF; a last line without line end counts")
    func crlf() {
        #expect(runSymbolify([], stdin: "Show Detail\r\nCompose\r\nlast").output == "ShowDetail\nCompose\nLast\n")
    }

    @Test("An empty line prints an empty line and is no problem unless checking")
    func emptyLine() {
        let result = runSymbolify([], stdin: "a\n\nb\n")
        #expect(result.output == "A\n\nB\n")
        #expect(result.code == .success)
        #expect(result.errors.isEmpty)
        let checked = runSymbolify(["--check"], stdin: "a\n\nb\n")
        #expect(checked.code == .failure)
        #expect(checked.errors.contains("<stdin>:2: error: '' has no symbol"))
    }

    @Test("An identifier without symbol prints an empty line and a warning naming the line")
    func noSymbolWarning() {
        let result = runSymbolify([], stdin: "ok\n---\n")
        #expect(result.output == "Ok\n\n")
        #expect(result.errors.hasPrefix("<stdin>:2: warning: '---' has no symbol"))
        #expect(result.code == .success)
    }

    @Test("Invalid UTF-8 is reported with its line and byte; the other lines are still named")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("first\nab".utf8) + [0xFF, 0xFE] + Array("\nthird\n".utf8)
        let result = runSymbolify([], stdin: bytes)
        #expect(result.output == "First\n\nThird\n")
        #expect(result.errors.contains("<stdin>:2: error: Invalid UTF-8 at byte 3; the line was skipped."))
        #expect(result.code == .failure)
    }

    @Test("A NUL byte separates like any other non-symbol character")
    func nulByte() {
        #expect(runSymbolify([], stdin: [0x61, 0x00, 0x62, 0x0A]).output == "AB\n")
    }

    @Test(
        "A ten-megabyte line is named whole",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func longLine() {
        let line = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
        let result = runSymbolify([], stdin: line + [0x0A, UInt8(ascii: "b")], chunkSize: 1 << 16)
        #expect(result.output.utf8.count == (10 << 20) + 3)
        #expect(result.output.hasPrefix("Aaa"))
        #expect(result.output.hasSuffix("\nB\n"))
    }

    @Test("Check reports different identifiers that share a symbol, with their lines")
    func collisions() {
        let result = runSymbolify(["--check"], stdin: "Show Detail\nCompose\nshow-detail\nShow Detail\n")
        #expect(result.code == .failure)
        #expect(
            result.errors == """
                <stdin>:3: error: 'Show Detail' (line 1) and 'show-detail' (line 3) share the symbol ShowDetail, \
                so they would share the handler prepareForShowDetailSegue(_:sender:): rename all but one of them.

                """)
        #expect(runSymbolify(["--check", "Show Detail", "Show Detail", "Compose"]).code == .success)
    }

    @Test("Without --check, shared symbols are not tracked and the exit code is 0")
    func collisionsNeedCheck() {
        let result = runSymbolify(["LoginSegue", "loginSegue"])
        #expect(result.code == .success)
        #expect(result.output == "LoginSegue\nLoginSegue\n")
    }

    @Test("JSON output is one document with escaped strings and the findings")
    func json() {
        let result = runSymbolify(["--format", "json", "--check", "say \"hi\"\n", "x", "X", "\u{65E5}"])
        #expect(
            result.output == """
                {"identifiers":[\
                {"argument":1,"identifier":"say \\"hi\\"\\n","symbol":"SayHi","swiftHandler":"prepareForSayHiSegue(_:sender:)","objectiveCHandler":"prepareForSayHiSegue:sender:"},\
                {"argument":2,"identifier":"x","symbol":"X","swiftHandler":"prepareForXSegue(_:sender:)","objectiveCHandler":"prepareForXSegue:sender:"},\
                {"argument":3,"identifier":"X","symbol":"X","swiftHandler":"prepareForXSegue(_:sender:)","objectiveCHandler":"prepareForXSegue:sender:"},\
                {"argument":4,"identifier":"\u{65E5}","symbol":null,"swiftHandler":null,"objectiveCHandler":null}],\
                "findings":[\
                {"file":"<argument 4>","line":null,"column":null,"severity":"error","code":"identifier.no-symbol","message":"'\u{65E5}' has no symbol and can never be routed: give it at least one ASCII letter, digit or '_'."},\
                {"file":"<argument 3>","line":null,"column":null,"severity":"error","code":"identifier.collision","message":"'x' (argument 2) and 'X' (argument 3) share the symbol X, so they would share the handler prepareForXSegue(_:sender:): rename all but one of them."}]}

                """)
        #expect(result.code == .failure)
        #expect(result.errors.isEmpty)
    }

    @Test("JSON escapes control characters")
    func jsonControlCharacters() {
        let result = runSymbolify(["--format", "json", "a\u{1}\u{7F}\\b"])
        #expect(result.output.contains(#""identifier":"a\u0001\u007F\\b""#))
    }

    @Test("A failed write stops the run and says the output is incomplete")
    func closedOutput() {
        let result = runSymbolify([], stdin: Array("a\nb\n".utf8), outputFails: true)
        #expect(result.code == .failure)
        #expect(result.errors.contains("the output is incomplete"))
    }

    @Test("Usage errors print the usage and exit 64")
    func usageError() {
        let result = runSymbolify(["--bogus"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Error: Unknown option '--bogus'\nUsage: symbolify"))
        #expect(result.errors.hasSuffix("  See 'symbolify --help' for more information.\n"))
    }

    @Test("Help goes to standard output with exit 0; version prints the bare version")
    func helpAndVersion() {
        let help = runSymbolify(["--help"])
        #expect(help.code == .success)
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.output.contains("USAGE: symbolify"))
        #expect(help.output.contains("OPTIONS:"))
        #expect(runSymbolify(["--version"]).output == SymbolifyTool.version + "\n")
    }

    @Test("Standard input's byte path names every ASCII line as the String path names arguments")
    func bytePathMatchesStringPath() {
        var generator = SeededGenerator(seed: 0x5E6E)
        var lines: [String] = []
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            // Printable ASCII and tab, the bytes a line of standard input can hold besides CR and LF.
            lines.append(
                String(
                    (0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                    }))
        }
        lines[0] = "\tshow-detail\t"
        let fromInput = runSymbolify([], stdin: lines.joined(separator: "\n") + "\n")
        let fromArguments = runSymbolify(["--"] + lines)
        #expect(fromInput.output == fromArguments.output)
        #expect(fromInput.output.hasPrefix("ShowDetail\n"))
        // JSON: the byte path (without --check) writes the entries the String path (--check) writes.
        let text = lines.joined(separator: "\n") + "\n\"quoted\"\n\u{C9}t\u{E9}\n"
        let fast = runSymbolify(["--format", "json"], stdin: text).output
        let general = runSymbolify(["--format", "json", "--check"], stdin: text).output
        let entries = { (output: String) in output.components(separatedBy: "],\"findings\":").first ?? "" }
        #expect(entries(fast) == entries(general))
        #expect(entries(fast).contains(#""identifier":"\"quoted\"""#))
    }
}
