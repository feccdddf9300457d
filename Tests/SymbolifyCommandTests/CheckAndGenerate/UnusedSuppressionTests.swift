import Foundation
import TestSupport
import Testing

@Suite("symbolify check: unused suppression comments")
struct UnusedSuppressionTests {
    static func run(_ extra: [String], config: String? = nil) throws -> (status: Int32, errors: String) {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try ciReportApp(in: scratch)
        try scratch.write(
            "App/Later.swift",
            """
            import UIKit
            final class Later {
                func go(_ controller: UIViewController) {
                    // symbolify:disable-next-line segue.unknown-identifier
                    controller.performSegue(withIdentifier: "Later", sender: nil)
                    // symbolify:disable-next-line segue.unknown-identifier
                    print("fixed")
                }
            }
            """)
        if let config { try scratch.write(".symbolify.json", config) }
        let result = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App"] + extra, workingDirectory: scratch.path(""))
        return (result.status, result.errors)
    }

    @Test("A note at the comment, subject to the configuration and --only and --disable like any code")
    func notes() throws {
        let plain = try Self.run([])
        #expect(
            plain.errors.contains(
                "App/Later.swift:6:9: note: The comment '// symbolify:disable-next-line segue.unknown-identifier' "
                    + "silences nothing: line 7 has no finding (fixed, or moved)"), "\(plain.errors)")
        #expect(!plain.errors.contains("App/Later.swift:4:"), "the comment above the performSegue is used")
        #expect(!plain.errors.contains("'Later'"))
        #expect(try Self.run(["--disable", "suppression."]).errors.contains("App/Later.swift:6:") == false)
        let only = try Self.run(["--only", "suppression.unused"])
        #expect(only.errors.contains("App/Later.swift:6:9: note:") && only.status == 0, "\(only.errors)")
        // A code the configuration turns off still has findings for the comment to be for.
        let configured = try Self.run([], config: #"{"disable": ["segue.unknown-identifier"]}"#)
        #expect(!configured.errors.contains("App/Later.swift:4:"), "\(configured.errors)")
        #expect(configured.errors.contains("App/Later.swift:6:9: note:"))
    }
}
