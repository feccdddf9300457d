import Foundation
import TestSupport
import Testing

@Suite("check --strict-baseline")
struct StrictBaselineTests {
    @Test("A baselined finding that no longer occurs fails the run until --write-baseline shrinks the file")
    func fixedEntriesFail() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try ciReportApp(in: scratch)
        let folder = scratch.path("")
        func check(_ extra: [String]) throws -> (status: Int32, output: String, errors: String) {
            try SymbolifyBinary.run(["check", "App", "--sources", "App"] + extra, workingDirectory: folder)
        }
        #expect(try check(["--write-baseline", "base.json"]).status == 0)
        let written = try String(contentsOfFile: scratch.path("base.json"), encoding: .utf8)
        #expect(written.contains(#""code":"segue.unknown-identifier""#))
        #expect(try check(["--baseline", "base.json", "--strict-baseline"]).status == 0)

        // The performSegue call goes: its entry no longer occurs.
        try scratch.write(
            "App/Inbox.swift",
            """
            import UIKit
            class InboxViewController: UIViewController {
                @IBAction func backToInbox(_ segue: UIStoryboardSegue) {}
            }
            """)
        let lenient = try check(["--baseline", "base.json"])
        #expect(lenient.status == 0)
        #expect(lenient.errors.contains("base.json: note: The baseline's segue.unknown-identifier finding"))

        let strict = try check(["--baseline", "base.json", "--strict-baseline"])
        #expect(strict.status == 1)
        #expect(
            strict.errors.contains(
                "base.json: error: The baseline's segue.unknown-identifier finding in App/Inbox.swift"),
            "\(strict.errors)")
        #expect(strict.errors.contains("run with --write-baseline base.json to shrink the file."))
        #expect(strict.errors.contains("1 error(s), 0 warning(s), 0 note(s)"), "\(strict.errors)")
        let json = try check(["--baseline", "base.json", "--strict-baseline", "--format", "json"])
        #expect(json.status == 1)
        #expect(json.output.contains(#""severity":"error","code":"baseline.fixed""#), "\(json.output)")

        // --write-baseline rewrites the file without the fixed entry, keeping the others.
        let shrunk = try check(["--baseline", "base.json", "--strict-baseline", "--write-baseline", "base.json"])
        #expect(shrunk.status == 0)
        let rewritten = try String(contentsOfFile: scratch.path("base.json"), encoding: .utf8)
        #expect(!rewritten.contains("segue.unknown-identifier"))
        #expect(rewritten.contains("segue.collision") && rewritten.contains("segue.missing-destination"))
        let after = try check(["--baseline", "base.json", "--strict-baseline"])
        #expect(after.status == 0, "\(after.errors)")
        #expect(!after.errors.contains("baseline.fixed") && !after.errors.contains("no longer occurs"))
    }

    @Test("--strict-baseline needs --baseline")
    func needsBaseline() throws {
        let result = try SymbolifyBinary.run(["check", "/nonexistent", "--strict-baseline"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--strict-baseline"), "\(result.errors)")
        #expect(result.errors.contains("it needs --baseline <file>."))
    }
}
