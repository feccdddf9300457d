import Foundation
import SymbolifyCommand
import TestSupport
import Testing

@Suite("Parsing the command line")
struct CommandLineParsingTests {
    @Test("No arguments read identifiers from standard input")
    func noArguments() throws {
        #expect(try parseCommandLine([]) == .run(NameCommand()))
    }

    @Test("Identifiers, flags and options in both spellings")
    func optionsAndIdentifiers() throws {
        var expected = NameCommand()
        expected.identifiers = ["Show Detail", "-x", "--table"]
        expected.handler = .objc
        expected.format = .json
        expected.check = true
        #expect(
            try parseCommandLine(
                ["--handler", "objc", "Show Detail", "--format=json", "--check", "--", "-x", "--table"])
                == .run(expected))
    }

    @Test(
        "Help and version",
        arguments: [
            (["--help"], Invocation.help(nil)),
            (["-h"], .help(nil)),
            (["--version"], .version),
            (["check", "--help"], .help("check")),
            (["generate", "-h"], .help("generate")),
            (["help"], .help(nil)),
            (["help", "scan"], .help("scan")),
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
            (["generate", "--table", "x"], "Unknown option '--table'"),
            (["help", "bogus"], "Unknown subcommand 'bogus'"),
            (
                ["generate", "--access-level", "open", "x"],
                "The value 'open' is invalid for '--access-level <level>'. Use 'internal' or 'public'."
            ),
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
        var expected = NameCommand()
        expected.identifiers = ["-"]
        #expect(try parseCommandLine(["-"]) == .run(expected))
    }
}

@Suite("Subcommands parse into their own types")
struct SubcommandParsingTests {
    @Test("Each storyboard subcommand holds its own options")
    func storyboardSubcommands() throws {
        #expect(
            try parseCommandLine(["scan", "--format=json", "A.storyboard", "B"])
                == .run(ScanCommand(paths: ["A.storyboard", "B"], format: .json)))
        #expect(
            try parseCommandLine(["check", "--warnings-as-errors", "App"])
                == .run(CheckCommand(paths: ["App"], warningsAsErrors: true)))
        #expect(
            try parseCommandLine(["check", "App", "--sources", "App", "--sources=Kit", "--exclude", "*Tests*"])
                == .run(CheckCommand(paths: ["App"], sources: ["App", "Kit"], excluded: ["*Tests*"])))
        #expect(
            try parseCommandLine(["generate", "-o", "Out.swift", "--access-level", "public", "App"])
                == .run(GenerateCommand(paths: ["App"], output: "Out.swift", accessLevel: .public)))
    }

    @Test("Help for each subcommand is generated from its option declarations")
    func helpFromDeclarations() throws {
        let help = runSymbolify(["help", "generate"])
        #expect(help.code == .success)
        #expect(help.output.contains("USAGE: symbolify generate [--output <file>] [--access-level <level>]"))
        #expect(help.output.contains("  -o, --output <file>"))
        #expect(runSymbolify(["generate", "--help"]).output == help.output)
        #expect(runSymbolify(["--help"]).output.contains("SUBCOMMANDS:\n  scan "))
    }
}

@Suite("symbolify scenes")
struct ScenesSubcommandTests {
    @Test("scenes lists initial controllers and storyboard IDs, as a table or JSON")
    func listsScenes() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let text = storyboardText(identifiers: ["Show"]).replacingOccurrences(
            of: "<viewController id=\"vc\"", with: "<viewController storyboardIdentifier=\"List\" id=\"vc\"")
        let file = try scratch.write("Main.storyboard", Data(text.utf8))
        #expect(try parseCommandLine(["scenes", file]) == .run(ScenesCommand(paths: [file])))
        let table = runSymbolify(["scenes", file])
        #expect(table.code == .success)
        #expect(table.output.contains("Main        List        ListViewController"))
        let json = runSymbolify(["scenes", "--format", "json", file])
        #expect(
            json.output.hasPrefix(
                #"{"scenes":[{"storyboard":"Main","identifier":"List","initial":false,"class":"ListViewController""#))
        #expect(runSymbolify(["scenes", scratch.path("Missing.storyboard")]).code == .failure)
    }
}
