import Foundation
import SegueRouting
import TestSupport
import Testing

@testable import SymbolifyCommand

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An app with errors, a warning and a note: two identifiers with one symbol, a segue to nothing,
/// code performing a segue the storyboard lacks (its identifier full of XML's special characters),
/// and an unwind action no segue uses. `header` goes at the top of both files, to move every line.
func ciReportApp(in scratch: TemporaryDirectory, header: String = "", identifier: String = #"Comp<o>se & "go""#)
    throws
{
    try scratch.write(
        "App/Base.lproj/Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(header.isEmpty ? "" : "<!-- \(header) -->")
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="inbox">
            <scenes><scene sceneID="s"><objects>
                <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inbox" kind="show" identifier="show-detail" id="a"/>
                        <segue destination="inbox" kind="show" identifier="Show Detail" id="b"/>
                        <segue destination="gone" kind="show" identifier="Gone" id="c"/>
                    </connections>
                </viewController>
            </objects></scene></scenes>
        </document>
        """)
    try scratch.write(
        "App/Inbox.swift",
        """
        \(header.isEmpty ? "" : "// \(header)")
        import UIKit
        class InboxViewController: UIViewController {
            func compose() {
                performSegue(withIdentifier: "\(identifier.replacingOccurrences(of: "\"", with: "\\\""))", sender: nil)
            }
            @IBAction func backToInbox(_ segue: UIStoryboardSegue) {}
        }
        """)
}

@Suite("check --format codeclimate: a GitLab Code Quality report")
struct CodeClimateReportTests {
    /// The issue GitLab's Code Quality documentation describes: the required `description`,
    /// `check_name`, `fingerprint`, `severity` (one of five) and `location` with a relative `path` and
    /// `lines.begin`; `type` and `categories` as the Code Climate specification has them.
    static let schema = """
        {
          "type": "array",
          "items": {
            "type": "object",
            "required": ["description", "check_name", "fingerprint", "severity", "location"],
            "additionalProperties": false,
            "properties": {
              "type": {"enum": ["issue"]},
              "description": {"type": "string", "pattern": "^.+$"},
              "check_name": {"type": "string", "pattern": "^[a-z]+(\\\\.[a-z-]+)+$"},
              "fingerprint": {"type": "string", "pattern": "^[0-9a-f]{32}$"},
              "severity": {"enum": ["info", "minor", "major", "critical", "blocker"]},
              "categories": {"type": "array", "minItems": 1, "items": {"type": "string"}},
              "location": {
                "type": "object",
                "required": ["path", "lines"],
                "additionalProperties": false,
                "properties": {
                  "path": {"type": "string", "pattern": "^[^/]"},
                  "lines": {
                    "type": "object",
                    "required": ["begin"],
                    "additionalProperties": false,
                    "properties": {"begin": {"type": "integer", "minimum": 1}}
                  }
                }
              }
            }
          }
        }
        """

    static func report(in scratch: TemporaryDirectory) throws -> (status: Int32, issues: [JSON], errors: String) {
        let result = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App", "--format", "codeclimate"], workingDirectory: scratch.path(""))
        guard case .array(let issues) = try JSON.parse(Data(result.output.utf8)) else {
            Issue.record("not an array: \(result.output)")
            return (result.status, [], result.errors)
        }
        return (result.status, issues, result.errors)
    }

    @Test("The schema written from GitLab's documentation rejects what GitLab would not read")
    func schemaCatches() throws {
        let validator = JSONSchemaValidator(root: try JSON.parse(Data(Self.schema.utf8)))
        let wrong = try JSON.parse(
            Data(
                #"[{"description": "x", "check_name": "segue.collision", "fingerprint": "abc", "severity": "error", "location": {"path": "/abs/Main.storyboard", "lines": {"begin": 0}}}, {"description": "y"}]"#
                    .utf8))
        let problems = validator.validate(wrong)
        #expect(problems.contains { $0.hasPrefix("/0/fingerprint") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("/0/severity") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("/0/location/path") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("/0/location/lines/begin") }, "\(problems)")
        #expect(problems.contains { $0.contains("/1: the required property 'check_name' is missing") }, "\(problems)")
    }

    @Test("Every issue has GitLab's fields: severities mapped, paths relative to the working directory")
    func fields() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try ciReportApp(in: scratch)
        let (status, issues, errors) = try Self.report(in: scratch)
        #expect(status == 1)
        #expect(errors.contains(" error(s), "))
        let problems = JSONSchemaValidator(root: try JSON.parse(Data(Self.schema.utf8))).validate(.array(issues))
        #expect(problems.isEmpty, "\(problems)")
        let unknown = issues.first { $0["check_name"] == .string("segue.unknown-identifier") }
        #expect(unknown?["severity"] == .string("major"))
        #expect(unknown?["location"]?["path"] == .string("App/Inbox.swift"))
        #expect(unknown?["location"]?["lines"]?["begin"] == .number(5))
        guard case .string(let description)? = unknown?["description"] else {
            Issue.record("no description: \(issues)")
            return
        }
        #expect(description.contains(#"Comp<o>se & "go""#))
        let note = issues.first { $0["check_name"] == .string("unwind.unused-action") }
        #expect(note?["severity"] == .string("info"))
        let fingerprints = issues.compactMap { issue -> String? in
            if case .string(let value)? = issue["fingerprint"] { value } else { nil }
        }
        #expect(fingerprints.count == issues.count && Set(fingerprints).count == fingerprints.count)
    }

    @Test("Fingerprints stay when lines move, and change when the finding does")
    func stableFingerprints() throws {
        func fingerprints(header: String, identifier: String = "Compose") throws -> [String: String] {
            let scratch = try TemporaryDirectory()
            defer { scratch.cleanUp() }
            try ciReportApp(in: scratch, header: header, identifier: identifier)
            var byCode: [String: String] = [:]
            for issue in try Self.report(in: scratch).issues {
                guard case .string(let code)? = issue["check_name"], case .string(let print)? = issue["fingerprint"]
                else { continue }
                byCode[code, default: ""] += print
            }
            return byCode
        }
        let before = try fingerprints(header: "")
        let moved = try fingerprints(header: "moved down a line")
        #expect(before.count >= 3)
        #expect(before == moved)
        let renamed = try fingerprints(header: "", identifier: "Write")
        #expect(renamed["segue.unknown-identifier"] != before["segue.unknown-identifier"])
        #expect(renamed["segue.collision"] == before["segue.collision"])
    }

    @Test("Identical findings get distinct fingerprints, in order")
    func identicalFindings() {
        let finding = Finding(.warning, .baselineFixed, at: FileLocation(file: "A.storyboard", line: 3), "Same")
        var json = JSONWriter()
        CodeClimateReport.write([finding, finding], to: &json)
        var bytes: [UInt8] = []
        json.drain { bytes += $0 }
        let text = String(decoding: bytes, as: UTF8.self)
        let prints = text.components(separatedBy: "\"fingerprint\":\"").dropFirst().map { $0.prefix(32) }
        #expect(prints.count == 2 && prints[0] != prints[1], "\(text)")
    }
}

@Suite("check --format junit: a JUnit XML report")
struct JUnitReportTests {
    /// The problems of a JUnit report, by the Ant/Jenkins JUnit schema: `testsuites` of `testsuite`s
    /// with `name`, `tests`, `failures` and `errors`, of `testcase`s with `name` and `classname`, each
    /// with at most one `failure` (with `message` and `type`), `error`, `skipped` or `system-out`;
    /// the counts adding up.
    static func problems(_ text: String) -> [String] {
        #if canImport(FoundationXML)
            let document: XMLDocument
            do {
                document = try XMLDocument(data: Data(text.utf8))
            } catch {
                return ["not well-formed: \(error)"]
            }
            var problems: [String] = []
            guard let root = document.rootElement(), root.name == "testsuites" else {
                return ["the root is no testsuites"]
            }
            func count(_ element: XMLElement, _ name: String) -> Int? {
                guard let value = element.attribute(forName: name)?.stringValue, let number = Int(value), number >= 0
                else {
                    problems.append("<\(element.name ?? "")> has no count '\(name)'")
                    return nil
                }
                return number
            }
            var totalTests = 0
            var totalFailures = 0
            for suite in root.children ?? [] {
                guard let suite = suite as? XMLElement else { continue }
                guard suite.name == "testsuite" else {
                    problems.append("<\(suite.name ?? "")> in testsuites")
                    continue
                }
                if suite.attribute(forName: "name")?.stringValue?.isEmpty != false {
                    problems.append("a testsuite has no name")
                }
                let cases = suite.elements(forName: "testcase")
                if (suite.children ?? []).contains(where: { ($0 as? XMLElement)?.name != "testcase" }) {
                    problems.append("a testsuite holds more than test cases")
                }
                var failures = 0
                for testCase in cases {
                    for attribute in ["name", "classname"] where testCase.attribute(forName: attribute) == nil {
                        problems.append("a testcase has no \(attribute)")
                    }
                    let children = (testCase.children ?? []).compactMap { $0 as? XMLElement }
                    if children.count > 1
                        || children.contains(where: {
                            !["failure", "error", "skipped", "system-out"].contains($0.name ?? "")
                        })
                    {
                        problems.append("a testcase holds \(children.map { $0.name ?? "" })")
                    }
                    for failure in testCase.elements(forName: "failure") {
                        failures += 1
                        for attribute in ["message", "type"] where failure.attribute(forName: attribute) == nil {
                            problems.append("a failure has no \(attribute)")
                        }
                    }
                }
                if count(suite, "tests") != cases.count { problems.append("a testsuite's tests is not its cases") }
                if count(suite, "failures") != failures { problems.append("a testsuite's failures do not add up") }
                if count(suite, "errors") != 0 { problems.append("a testsuite counts errors") }
                totalTests += cases.count
                totalFailures += failures
            }
            if count(root, "tests") != totalTests { problems.append("testsuites' tests do not add up") }
            if count(root, "failures") != totalFailures { problems.append("testsuites' failures do not add up") }
            return problems
        #else
            return []
        #endif
    }

    @Test("The structural check rejects what JUnit readers would not read")
    func checkCatches() {
        #expect(Self.problems("<testsuites><testsuite") != [])
        let wrong = """
            <testsuites tests="2" failures="0" errors="0">
              <testsuite name="A" tests="1" failures="0" errors="0">
                <testcase name="x"><failure type="error"/></testcase>
              </testsuite>
            </testsuites>
            """
        let problems = Self.problems(wrong)
        #expect(problems.contains("a testcase has no classname"), "\(problems)")
        #expect(problems.contains("a failure has no message"), "\(problems)")
        #expect(problems.contains("a testsuite's failures do not add up"), "\(problems)")
        #expect(problems.contains("testsuites' tests do not add up"), "\(problems)")
    }

    @Test("A suite per file, errors and warnings as failures, notes passing with their message")
    func report() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try ciReportApp(in: scratch)
        let result = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App", "--format", "junit"], workingDirectory: scratch.path(""))
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        let problems = Self.problems(result.output)
        #expect(problems.isEmpty, "\(problems)\n\(result.output)")
        #expect(result.output.contains(#"<testsuite name="App/Inbox.swift" "#))
        #expect(result.output.contains(#"<testsuite name="App/Base.lproj/Main.storyboard" "#))
        #expect(result.output.contains(#"<testcase name="segue.unknown-identifier:5" classname="App/Inbox.swift""#))
        #expect(result.output.contains(#"Comp&lt;o&gt;se &amp; &quot;go&quot;"#))
        #expect(result.output.contains(#"type="error">"#))
        #expect(result.output.contains(#"<testcase name="unwind.unused-action:"#))
        #expect(result.output.contains("<system-out>App/Inbox.swift:"))
        #expect(Self.problems(JUnitReport.text([])).isEmpty)
    }

    @Test("Control characters and line breaks cannot break the XML")
    func hostileText() {
        let finding = Finding(
            .warning, .baselineFixed, at: FileLocation(file: "a\u{1B}b.storyboard", line: 1), "one\ntwo\u{7}]]>'")
        let text = JUnitReport.text([finding])
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.contains("one&#10;two\\u{7}]]&gt;&apos;"))
        #expect(Self.problems(text).isEmpty, "\(text)")
    }
}
