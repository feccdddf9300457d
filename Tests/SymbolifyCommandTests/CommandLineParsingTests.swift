import SymbolifyCommand
import Testing

@Suite("Parsing the command line")
struct CommandLineParsingTests {
    @Test("No arguments read identifiers from standard input")
    func noArguments() throws {
        #expect(try parseCommandLine([]) == .name(NamingOptions()))
    }

    @Test("Identifiers, flags and options in both spellings")
    func optionsAndIdentifiers() throws {
        var expected = NamingOptions()
        expected.identifiers = ["Show Detail", "-x", "--table"]
        expected.handler = .objc
        expected.format = .json
        expected.check = true
        #expect(
            try parseCommandLine(
                ["--handler", "objc", "Show Detail", "--format=json", "--check", "--", "-x", "--table"])
                == .name(expected))
    }

    @Test(
        "Help and version",
        arguments: [
            (["--help"], Invocation.help(nil)),
            (["-h"], .help(nil)),
            (["--version"], .version),
            (["check", "--help"], .help(.check)),
            (["generate", "-h"], .help(.generate)),
        ])
    func helpAndVersion(arguments: [String], expected: Invocation) throws {
        #expect(try parseCommandLine(arguments) == expected)
    }

    @Test(
        "Usage errors name what is wrong",
        arguments: [
            (["--bogus"], "Unknown option '--bogus'"),
            (["--handler"], "Missing value for '--handler <value>'"),
            (
                ["--handler", "kotlin"],
                "The value 'kotlin' is invalid for '--handler <spelling>'. Use 'swift' or 'objc'."
            ),
            (["--format", "xml"], "The value 'xml' is invalid for '--format <format>'. Use 'text' or 'json'."),
            (["--format"], "Missing value for '--format <value>'"),
            (["--table=yes"], "The option '--table' takes no value, but was given 'yes'"),
            (["scan"], "Missing expected argument '<path> ...'"),
            (["generate", "--format", "json", "x"], "Unknown option '--format'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self) { try parseCommandLine(arguments) }
        do {
            _ = try parseCommandLine(arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("A lone dash is an identifier, not an option")
    func loneDash() throws {
        var expected = NamingOptions()
        expected.identifiers = ["-"]
        #expect(try parseCommandLine(["-"]) == .name(expected))
    }
}
