import Foundation
import SegueRouting
import TestSupport
import Testing

@testable import SymbolifyCommand

@Suite("check --only and --disable, with the check configuration")
struct CodeSelectionTests {
    /// The codes in a JSON report.
    static func jsonCodes(_ output: String) throws -> [String] {
        guard case .array(let findings)? = try JSON.parse(Data(output.utf8))["findings"] else { return [] }
        return findings.compactMap { finding -> String? in
            if case .string(let code)? = finding["code"] { code } else { nil }
        }
    }

    static func check(_ extra: [String], config: String? = nil) throws -> (
        status: Int32, codes: [String], errors: String
    ) {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try ciReportApp(in: scratch)
        if let config { try scratch.write(".symbolify.json", config) }
        let result = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App", "--format", "json"] + extra, workingDirectory: scratch.path(""))
        return (result.status, result.status == 64 ? [] : try jsonCodes(result.output), result.errors)
    }

    @Test("Parsing: repeatable, kept as given")
    func parsing() throws {
        guard
            case .run(let command as CheckCommand) = try parseCommandLine([
                "check", "App", "--only", "segue.collision", "--only=outlet.", "--disable", "segue.missing-destination",
            ])
        else {
            Issue.record("not a check")
            return
        }
        #expect(command.selection.only == ["segue.collision", "outlet."])
        #expect(command.selection.disabled == ["segue.missing-destination"])
    }

    @Test(
        "An unknown code or family is a usage error naming the closest",
        arguments: [
            (["--only", "segue.colision"], "--only: 'segue.colision' is no finding code", "'segue.collision'"),
            (["--disable", "segu."], "--disable: 'segu.' is no finding code family", "'segue.'"),
            (["--only", "zzzzzzzz"], "'zzzzzzzz' is no finding code", "the codes are listed in Finding codes"),
        ])
    func unknownCodes(arguments: [String], message: String, suggestion: String) throws {
        #expect(throws: UsageError.self) { try parseCommandLine(["check", "App"] + arguments) }
        let result = try SymbolifyBinary.run(["check", "/nonexistent"] + arguments)
        #expect(result.status == 64)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.contains(suggestion), "\(result.errors)")
    }

    @Test("The selection's rules: --only keeps its codes and families, --disable goes over it")
    func rules() throws {
        let selection = try CodeSelection(
            only: ["segue.", "outlet.unconnected"], disabled: ["segue.collision"], subcommand: "check")
        #expect(selection.keeps("segue.unknown-identifier"))
        #expect(selection.keeps("outlet.unconnected"))
        #expect(!selection.keeps("outlet.missing-property"))
        #expect(!selection.keeps("segue.collision"))
        #expect(!selection.keeps("segueX.collision"))
        #expect(CodeSelection().keeps("anything.at-all"))
    }

    @Test("On the command line and with .symbolify.json")
    func withConfiguration() throws {
        let all = try Self.check([])
        #expect(all.status == 1)
        #expect(
            Set(all.codes).isSuperset(of: ["segue.collision", "segue.missing-destination", "unwind.unused-action"]))

        let only = try Self.check(["--only", "segue.collision"])
        #expect(!only.codes.isEmpty && only.codes.allSatisfy { $0 == "segue.collision" }, "\(only.codes)")

        let family = try Self.check(["--only", "segue.", "--disable", "segue.collision"])
        #expect(family.codes.contains("segue.missing-destination") && family.codes.contains("segue.unknown-identifier"))
        #expect(family.codes.allSatisfy { $0.hasPrefix("segue.") && $0 != "segue.collision" }, "\(family.codes)")

        let disabled = try Self.check(["--disable", "segue.", "--disable", "unwind.unused-action"])
        #expect(
            !disabled.codes.contains { $0.hasPrefix("segue.") || $0 == "unwind.unused-action" }, "\(disabled.codes)")

        // The file turns a family off; --only brings one code of it back, the command line over the file.
        let config = #"{"disable": ["segue."], "severity": {"segue.collision": "warning"}}"#
        let filed = try Self.check([], config: config)
        #expect(!filed.codes.contains { $0.hasPrefix("segue.") }, "\(filed.codes)")
        let over = try Self.check(["--only", "segue.collision"], config: config)
        #expect(!over.codes.isEmpty && over.codes.allSatisfy { $0 == "segue.collision" }, "\(over.codes)")
        #expect(over.status == 0, "the file's severity still applies: a warning")
    }

    @Test("The configuration's disable takes families, and names the closest for an unknown one")
    func configurationFamilies() throws {
        let configuration = try CheckConfiguration(bytes: Array(#"{"disable": ["outlet."]}"#.utf8), path: "/p/.x")
        #expect(configuration.global.disabled == ["outlet."])
        #expect(throws: Finding.self) {
            try CheckConfiguration(bytes: Array(#"{"disable": ["outlt."]}"#.utf8), path: "x")
        }
        do {
            _ = try CheckConfiguration(bytes: Array(#"{"disable": ["outlt."]}"#.utf8), path: "x")
        } catch {
            #expect(error.message.contains(#""outlt." is no finding code family; the closest: 'outlet.'"#), "\(error)")
        }
    }
}
