import Foundation
import TestSupport
import Testing

/// The built `symbolify` binary, next to the test bundle in the build folder.
enum SymbolifyBinary {
    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the symbolify binary is not built beside the tests" }
    }

    static func executable() throws -> URL {
        guard let url else { throw NotBuilt() }
        return url
    }

    private static let url: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("symbolify")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs the binary with `arguments` and `stdin`, and returns its exit status and output.
    static func run(_ arguments: [String], stdin: Data = Data(), workingDirectory: String? = nil) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let result = try runProcess(executable(), arguments, stdin: stdin, workingDirectory: workingDirectory)
        return (result.status, result.output, result.errors)
    }
}

@Suite("The symbolify process")
struct ProcessTests {
    @Test("Standard input round trip")
    func stdinRoundTrip() throws {
        let result = try SymbolifyBinary.run([], stdin: Data("some overly-complicated identifier_name 2\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == "SomeOverlyComplicatedIdentifier_name2\n")
    }

    @Test("Help exits 0, version prints the bare version")
    func helpAndVersion() throws {
        let help = try SymbolifyBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW:"))
        let version = try SymbolifyBinary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test("Exit codes: 64 for usage errors, 1 for failed checks")
    func exitCodes() throws {
        let usage = try SymbolifyBinary.run(["--bogus"])
        #expect(usage.status == 64)
        #expect(usage.errors.contains("Error: Unknown option '--bogus'"))
        let check = try SymbolifyBinary.run(["--check", "LoginSegue", "loginSegue"])
        #expect(check.status == 1)
        #expect(check.errors.contains("share the symbol LoginSegue"))
    }

    @Test("A reader that closes the pipe early ends the run with exit 1, not a signal")
    func closedPipe() throws {
        // The child may exit before this process has written everything; that write must fail
        // with EPIPE here instead of killing the test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = try SymbolifyBinary.executable()
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try output.fileHandleForReading.close()
        let lines = Data(String(repeating: "Show Detail\n", count: 200_000).utf8)
        try? input.fileHandleForWriting.write(contentsOf: lines)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
    }
}
