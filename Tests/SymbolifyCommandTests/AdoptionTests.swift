import Foundation
import StoryboardCatalog
import TestSupport
import Testing

@_spi(Fuzzing) @testable import SymbolifyCommand

/// An app with findings of several kinds: two identifiers with one symbol, a segue to nothing, an
/// outlet to a property the class lacks, and code that performs a segue the storyboard lacks.
private func appWithFindings(in scratch: TemporaryDirectory, extraLine: String = "") throws {
    try scratch.write(
        "App/Base.lproj/Main.storyboard",
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="inbox">
            <scenes><scene sceneID="s"><objects>
                <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                    <connections>
                        <outlet property="titleLabel" destination="inbox" id="o1"/>
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
        class InboxViewController: UIViewController {
            func compose() {
                performSegue(withIdentifier: "Compose", sender: nil)
                \(extraLine)
            }
        }
        """)
}

/// `text` with a line inserted at the top of each file that has findings, which moves every finding.
private func insertLineAbove(in scratch: TemporaryDirectory) throws {
    for name in ["App/Base.lproj/Main.storyboard", "App/Inbox.swift"] {
        let path = scratch.path(name)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        if name.hasSuffix(".storyboard") {
            // After the XML declaration, which must stay first.
            let end = text.range(of: "?>\n")!.upperBound
            text.insert(contentsOf: "<!-- a line -->\n", at: end)
        } else {
            text = "// a line\n" + text
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}

@Suite("Adopting the check: baselines")
struct BaselineTests {
    @Test("A baseline hides today's findings; one new mismatch is the one finding; moved findings stay hidden")
    func baseline() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        let app = scratch.path("App")
        let baseline = scratch.path("symbolify-baseline.json")
        let written = try SymbolifyBinary.run(["check", app, "--sources", app, "--write-baseline", baseline])
        // Writing the baseline accepts today's findings: they are printed, and the run succeeds.
        #expect(written.status == 0, "\(written.errors)")
        #expect(written.errors.contains(": error: "))
        #expect(written.errors.contains("finding(s) to the baseline \(baseline)"))
        let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline)))
        let findings = try #require((entries as? [String: Any])?["findings"] as? [[String: String]])
        #expect(findings.count >= 4, "\(written.errors)")
        #expect(findings.allSatisfy { $0["file"]?.hasPrefix("App/") == true })

        let clean = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", baseline])
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(clean.errors.hasPrefix("0 error(s), 0 warning(s), 0 note(s) in 1 storyboard(s)"), "\(clean.errors)")
        #expect(clean.errors.contains("; \(findings.count) finding(s) of the baseline not reported"))

        // One new mismatch: exactly one finding, and exit 1.
        try appWithFindings(in: scratch, extraLine: "performSegue(withIdentifier: \"Archive\", sender: nil)")
        let one = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", baseline])
        #expect(one.status == 1)
        let lines = one.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(lines.count == 1, "\(one.errors)")
        #expect(lines.first?.contains("'Archive'") == true)

        // The first tree with a line inserted above every finding: nothing new.
        try appWithFindings(in: scratch)
        try insertLineAbove(in: scratch)
        let moved = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", baseline])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(moved.errors.hasPrefix("0 error(s), 0 warning(s), 0 note(s)"), "\(moved.errors)")

        // Run from another folder, with the same files named otherwise: the entries still match.
        let elsewhere = try SymbolifyBinary.run(
            ["check", scratch.path("App/../App"), "--sources", app, "--baseline", baseline])
        #expect(elsewhere.status == 0, "\(elsewhere.errors)")
    }

    @Test("A baseline in a subfolder names files with ../ and matches on another checkout, wherever it runs")
    func baselineInSubfolder() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        try FileManager.default.createDirectory(atPath: scratch.path("ci"), withIntermediateDirectories: true)
        let written = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App", "--write-baseline", "ci/baseline.json"], workingDirectory: scratch.path
        )
        #expect(written.status == 0, "\(written.errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: scratch.path("ci/baseline.json")))
        let entries = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let findings = try #require(entries?["findings"] as? [[String: String]])
        #expect(!findings.isEmpty && findings.allSatisfy { $0["file"]?.hasPrefix("../App/") == true }, "\(findings)")
        // Another checkout of the same tree, elsewhere, run from its own folder and from above it.
        let other = try TemporaryDirectory()
        defer { other.cleanUp() }
        try appWithFindings(in: other)
        try other.write("ci/baseline.json", data)
        let there = try SymbolifyBinary.run(
            ["check", "App", "--sources", "App", "--baseline", "ci/baseline.json"], workingDirectory: other.path)
        #expect(there.status == 0, "\(there.errors)")
        #expect(there.errors.contains("\(findings.count) finding(s) of the baseline not reported"), "\(there.errors)")
        let above = try SymbolifyBinary.run(
            ["check", other.path("App"), "--sources", other.path("App"), "--baseline", other.path("ci/baseline.json")])
        #expect(above.status == 0, "\(above.errors)")
    }

    @Test("A baseline that cannot be written leaves every finding out and fails; --baseline reads the file first")
    func failedWrite() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        let app = scratch.path("App")
        let plain = try SymbolifyBinary.run(["check", app, "--sources", app, "--format", "json"])
        let failed = try SymbolifyBinary.run(
            [
                "check", app, "--sources", app, "--format", "json", "--write-baseline",
                scratch.path("missing/dir/b.json"),
            ])
        #expect(failed.status == 1)
        #expect(failed.output == plain.output, "the JSON document is written whole")
        #expect(failed.errors.contains("was not written"), "\(failed.errors)")
        // A device that takes no byte: every finding is out, and the error says what is incomplete.
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try SymbolifyBinary.run(
                ["check", app, "--sources", app, "--format", "sarif", "--write-baseline", "/dev/full"])
            #expect(full.status == 1)
            #expect(full.output.contains("\"results\""), "the SARIF log is written whole")
            #expect(full.errors.contains("the baseline written there is incomplete"), "\(full.errors)")
        }
        // The same file to read and to write: read first, so a new finding is reported.
        let baseline = scratch.path("b.json")
        _ = try SymbolifyBinary.run(["check", app, "--sources", app, "--write-baseline", baseline])
        try appWithFindings(in: scratch, extraLine: "performSegue(withIdentifier: \"Archive\", sender: nil)")
        let both = try SymbolifyBinary.run(
            ["check", app, "--sources", app, "--baseline", baseline, "--write-baseline", baseline])
        #expect(both.errors.contains("'Archive'"), "\(both.errors)")
        #expect(both.status == 0)
        let after = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", baseline])
        #expect(after.status == 0 && !after.errors.contains("'Archive'"), "\(after.errors)")
    }

    @Test("Entries match whatever dependencies a message lists after its manifest")
    func dependencyListsIgnored() {
        let before =
            "The class 'X' of the view in A.xib is declared nowhere in the sources read, and the dependencies of "
            + "Podfile.lock (Shimmer, Lottie) are not in the tree, so one of them may declare it; install them."
        let after = before.replacingOccurrences(
            of: "(Shimmer, Lottie)", with: "(Shimmer, Lottie, Kingfisher and 2 more)")
        #expect(Baseline.matchable(before) == Baseline.matchable(after))
        #expect(Baseline.matchable(before).contains("Podfile.lock (…) are not in the tree"))
        #expect(
            Baseline.matchable("class 'Y' (line 4) of Podfile.lock (A (B)) x")
                == "class 'Y' (line #) of Podfile.lock (…) x")
        #expect(Baseline.matchable("unbalanced Podfile.lock (A") == "unbalanced Podfile.lock (A")
        // The targets a project check names are no part of what an entry matches.
        #expect(
            Baseline.matchable("No segue is 'X'; fix it. (targets 'App', 'Widget' of App.xcodeproj)")
                == Baseline.matchable("No segue is 'X'; fix it. (target 'App' of App.xcodeproj)"))
        #expect(
            Baseline.matchable("No segue is 'X'; fix it. (target 'App' of App.xcodeproj)") == "No segue is 'X'; fix it."
        )
        #expect(relative("/repo/App/Main.storyboard", to: "/repo/ci") == "../App/Main.storyboard")
        #expect(relative("/repo/App/Main.storyboard", to: "/repo") == "App/Main.storyboard")
        #expect(relative("/other/Main.storyboard", to: "/repo/ci") == "../../other/Main.storyboard")
    }

    @Test("Positions are taken out where a message says them, never inside a quoted name")
    func positionsOnly() {
        // A file's line and column, and `line N` / `column N`, are positions.
        #expect(
            withoutPositions("Declared at App/Main.swift:115:13 and in Main.storyboard:16 (line 8, column 3).")
                == "Declared at App/Main.swift:# and in Main.storyboard:# (line #, column #).")
        // Colons and digits in a quoted name are the name's: an entry for 'step:1' is no entry for 'step:2'.
        #expect(withoutPositions("The segue 'step:1' has no destination.") == "The segue 'step:1' has no destination.")
        #expect(
            Baseline.matchable("The segue 'step:1' has no destination.")
                != Baseline.matchable("The segue 'step:2' has no destination."))
        #expect(withoutPositions("The scene 'line 4' of X.storyboard:9") == "The scene 'line 4' of X.storyboard:#")
        // An apostrophe is no quote: the position after it is still taken out.
        #expect(
            withoutPositions("The File's Owner's outlet (declared in Inbox.swift:12) isn't set")
                == "The File's Owner's outlet (declared in Inbox.swift:#) isn't set")
        // Nor is a colon after a word without a file's extension a position.
        #expect(withoutPositions("the selector tap:3 of v2:1") == "the selector tap:3 of v2:1")
    }

    @Test("A fixed finding is a note; a baseline that is not one is an error naming it")
    func fixedAndInvalid() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch, extraLine: "performSegue(withIdentifier: \"Archive\", sender: nil)")
        let app = scratch.path("App")
        let baseline = scratch.path("baseline.json")
        _ = try SymbolifyBinary.run(["check", app, "--sources", app, "--write-baseline", baseline])
        try appWithFindings(in: scratch)
        let fixed = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", baseline])
        #expect(fixed.status == 0, "\(fixed.errors)")
        #expect(
            fixed.errors.contains("\(baseline): note: The baseline's segue.unknown-identifier finding"),
            "\(fixed.errors)")
        try scratch.write("bad.json", "{\"findings\": 3}")
        let bad = try SymbolifyBinary.run(["check", app, "--sources", app, "--baseline", scratch.path("bad.json")])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("\(scratch.path("bad.json")):1:1: error: The baseline must be an object"))
    }
}

@Suite("Formats for CI: GitHub annotations and SARIF")
struct CIFormatTests {
    @Test("GitHub: one workflow command per finding on standard output, escaped")
    func github() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        let app = scratch.path("App")
        let result = try SymbolifyBinary.run(["check", app, "--sources", app, "--format", "github"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count >= 4)
        #expect(
            lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=\(app)/Inbox.swift,line=3,col=")
                    && $0.contains(",title=segue.unknown-identifier::")
            }, "\(result.output)")
        #expect(result.errors.contains(" error(s), "))
    }
}

@Suite("SARIF output against the published SARIF 2.1.0 schema")
struct SARIFTests {
    static let schemaURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/sarif-schema-2.1.0.json")

    @Test("The validator catches what the schema forbids")
    func validatorCatches() throws {
        let validator = JSONSchemaValidator(root: try JSON.parse(Data(contentsOf: Self.schemaURL)))
        let wrong = try JSON.parse(
            Data(
                #"{"version": "2.0.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal", "message": {"text": "x"}}]}], "extra": 1}"#
                    .utf8))
        let problems = validator.validate(wrong)
        #expect(problems.contains { $0.contains("/version") }, "\(problems)")
        #expect(problems.contains { $0.contains("/runs/0/tool/driver: the required property 'name' is missing") })
        #expect(problems.contains { $0.contains("/runs/0/results/0/level") })
        #expect(problems.contains { $0.contains("the property 'extra' is not allowed") })
    }

    @Test(
        "check --format sarif is a valid SARIF 2.1.0 log: a rule per code with its documentation, results with locations"
    )
    func sarif() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        try scratch.write("App/Odd name, with: commas.storyboard", "not a storyboard")
        let app = scratch.path("App")
        let result = try SymbolifyBinary.run(["check", app, "--sources", app, "--format", "sarif"])
        #expect(result.status == 1)
        let log = try JSON.parse(Data(result.output.utf8))
        let validator = JSONSchemaValidator(root: try JSON.parse(Data(contentsOf: Self.schemaURL)))
        let problems = validator.validate(log)
        #expect(problems.isEmpty, "\(problems.prefix(10))")
        guard case .array(let runs)? = log["runs"], case .object(let run)? = runs.first,
            case .array(let rules)? = run["tool"]?["driver"]?["rules"], case .array(let results)? = run["results"]
        else {
            Issue.record("no run, rules or results: \(result.output)")
            return
        }
        #expect(results.count >= 5)
        let ruleIDs = rules.compactMap { rule -> String? in if case .string(let id)? = rule["id"] { id } else { nil } }
        #expect(Set(ruleIDs).count == ruleIDs.count)
        #expect(ruleIDs.contains("segue.collision") && ruleIDs.contains("file.malformed"))
        let collision = rules.first { $0["id"] == .string("segue.collision") }
        #expect(
            collision?["fullDescription"]?["text"]
                == .string("Two identifiers of one source share a symbol: rename one of them."))
        #expect(collision?["defaultConfiguration"]?["level"] == .string("error"))
        let located = results.first { $0["ruleId"] == .string("segue.unknown-identifier") }
        let physical = located?["locations"].flatMap { if case .array(let items) = $0 { items.first } else { nil } }?[
            "physicalLocation"]
        #expect(physical?["artifactLocation"]?["uri"] == .string("file://" + app + "/Inbox.swift"))
        #expect(physical?["region"]?["startLine"] == .number(3))
        let odd = results.first { $0["ruleId"] == .string("file.malformed") }
        let oddURI = odd?["locations"].flatMap { if case .array(let items) = $0 { items.first } else { nil } }?[
            "physicalLocation"]?["artifactLocation"]?["uri"]
        #expect(oddURI == .string("file://" + app + "/Odd%20name%2C%20with%3A%20commas.storyboard"))
    }
}

@Suite("The SARIF rules' descriptions")
struct FindingCodeDescriptionTests {
    @Test("Each code's description is the Finding codes article's, word for word (.ci/finding-code-descriptions)")
    func sameAsArticle() throws {
        let article = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Sources/SegueRouting/SegueRouting.docc/FindingCodes.md"),
            encoding: .utf8)
        var rows: [String: (severity: String, text: String)] = [:]
        for line in article.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count >= 3, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            rows[String(cells[0].dropFirst().dropLast())] = (cells[1], cells[2...].joined(separator: " | "))
        }
        #expect(rows.count == FindingCodeDescriptions.table.count, "run .ci/finding-code-descriptions")
        for (code, row) in rows {
            let described = FindingCodeDescriptions.table[code]
            #expect(described?.severity == row.severity, "\(code): run .ci/finding-code-descriptions")
            #expect(described?.text == row.text, "\(code): run .ci/finding-code-descriptions")
        }
    }
}

@Suite("Adopting the check: configuration and comments")
struct CheckConfigurationTests {
    @Test(
        "Excluded paths, codes turned off, severities changed, globally and for a path; found from the working directory up"
    )
    func configuration() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        try scratch.write("Stale/Old.storyboard", "not a storyboard")
        let before = try SymbolifyBinary.run(["check", scratch.path, "--sources", scratch.path])
        #expect(before.errors.contains("Stale/Old.storyboard:1:1: error:"))
        #expect(before.errors.contains("share the symbol ShowDetail"))
        try scratch.write(
            ".symbolify.json",
            """
            {
                "exclude": ["Stale"],
                "disable": ["segue.missing-destination"],
                "severity": {"segue.collision": "warning"},
                "paths": [{"match": ["App/*.swift"], "severity": {"segue.unknown-identifier": "note"}}]
            }
            """)
        let config = scratch.path(".symbolify.json")
        let after = try SymbolifyBinary.run(
            ["check", scratch.path, "--sources", scratch.path, "--check-config", config, "--format", "json"])
        let json = try JSON.parse(Data(after.output.utf8))
        guard case .array(let findings)? = json["findings"] else {
            Issue.record("no findings: \(after.output)")
            return
        }
        let byCode = Dictionary(grouping: findings) { finding -> String in
            if case .string(let code)? = finding["code"] { code } else { "" }
        }
        #expect(byCode["segue.missing-destination"] == nil)
        #expect(byCode["file.malformed"] == nil, "the excluded file was read")
        #expect(byCode["segue.collision"]?.first?["severity"] == .string("warning"))
        #expect(byCode["segue.unknown-identifier"]?.first?["severity"] == .string("note"))
        #expect(byCode["outlet.missing-property"]?.first?["severity"] == .string("error"))
        // Found without --check-config from a folder below the configuration's.
        let below = try SymbolifyBinary.run(
            ["check", scratch.path("App"), "--sources", scratch.path("App"), "--format", "json"],
            workingDirectory: scratch.path("App"))
        #expect(!below.output.contains("segue.missing-destination"), "\(below.output)")
    }

    @Test("Unknown keys, wrong shapes and unknown codes are usage errors that name the key")
    func invalid() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        for (text, expected) in [
            (
                #"{"disabled": []}"#,
                #""disabled": unknown key; the keys are "exclude", "disable", "severity", "paths"."#
            ),
            (#"{"disable": "segue.collision"}"#, #""disable": must be a list of strings."#),
            (
                #"{"severity": {"segue.collision": "fatal"}}"#,
                #""severity.segue.collision": must be "error", "warning" or "note"."#
            ),
            (#"{"disable": ["segue.colision"]}"#, #""disable": "segue.colision" is no finding code"#),
            (#"{"paths": [{"match": [], "disable": []}]}"#, #""paths[0].match": must list at least one shell pattern"#),
            (#"{"paths": [{"match": ["x"], "ignore": []}]}"#, #""paths[0].ignore": unknown key"#),
            ("[1]", "The check configuration must be a JSON object"),
            // Valid JSON of another shape is said to be that, not invalid JSON.
            ("[1e400]", ".symbolify.json:1:1: error: The check configuration must be a JSON object"),
            (
                "{\"disable\": [\"segue.collision\",]}",
                ".symbolify.json:1:32: error: The check configuration is not valid JSON: this is no JSON value"
            ),
            (
                "{\"disable\": [],\n \"disable\": [\"segue.collision\"]}",
                ".symbolify.json:2:2: error: The check configuration is not valid JSON: the key \"disable\" is given "
                    + "twice (first at line 1, column 2)"
            ),
            ("{", ".symbolify.json:1:2: error: The check configuration is not valid JSON: a key in double quotes"),
        ] {
            try scratch.write(".symbolify.json", text)
            let result = try SymbolifyBinary.run(
                ["check", scratch.path("App"), "--check-config", scratch.path(".symbolify.json")])
            #expect(result.status == 64, "\(text): \(result.errors)")
            #expect(result.errors.contains(expected), "\(text): \(result.errors)")
        }
    }

    @Test("A folder (or FIFO) named .symbolify.json above the working directory is no configuration")
    func configurationFolder() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(in: scratch)
        try FileManager.default.createDirectory(
            atPath: scratch.path(".symbolify.json"), withIntermediateDirectories: true)
        let result = try SymbolifyBinary.run(["check", "."], workingDirectory: scratch.path("App"))
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("segue.collision") || result.errors.contains(" error(s), "), "\(result.errors)")
    }

    @Test("A configuration read from its bytes is the file's; the fuzz target's entry applies it or says why not")
    func fromBytes() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let text = """
            {"exclude": ["Stale"], "disable": ["segue.missing-destination"],
             "paths": [{"match": ["App/*.swift"], "severity": {"segue.collision": "note"}}]}
            """
        let path = try scratch.write(".symbolify.json", text)
        let read = try CheckConfiguration(bytes: Array(text.utf8), path: path)
        #expect(read == (try CheckConfiguration(contentsOf: path)))
        #expect(read.excluded == ["Stale"] && read.global.disabled == ["segue.missing-destination"])
        let findings = [
            Finding(.error, "segue.missing-destination", at: FileLocation(file: "/r/App/Main.storyboard"), "a"),
            Finding(.error, "segue.collision", at: FileLocation(file: "/r/App/Inbox.swift", line: 3), "b"),
            Finding(.error, "segue.collision", at: FileLocation(file: "/r/Other/Inbox.swift", line: 3), "c"),
        ]
        let applied = CheckConfigurationReading.read(Array(text.utf8), path: "/r/.symbolify.json", applyingTo: findings)
        #expect(try applied.get().map(\.message) == ["b", "c"])
        #expect(try applied.get().map(\.severity) == [.note, .error])
        for invalid in ["{", "[1]", #"{"disable": ["segue.colision"]}"#, ""] {
            guard
                case .failure(let error) = CheckConfigurationReading.read(
                    Array(invalid.utf8), path: path, applyingTo: [])
            else {
                Issue.record("\(invalid) was read")
                continue
            }
            #expect(error.code == .configurationInvalid && error.severity == .error && !error.message.isEmpty)
            #expect(error.location?.file == path)
        }
    }

    @Test("// symbolify:disable-next-line silences one finding of its codes on the next line")
    func disableNextLine() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try appWithFindings(
            in: scratch,
            extraLine: """
                // symbolify:disable-next-line segue.unknown-identifier
                        performSegue(withIdentifier: "Archive", sender: nil)
                        // symbolify:disable-next-line class.missing
                        performSegue(withIdentifier: "Print", sender: nil)
                """)
        let app = scratch.path("App")
        let result = try SymbolifyBinary.run(["check", app, "--sources", app])
        #expect(!result.errors.contains("'Archive'"), "\(result.errors)")
        #expect(result.errors.contains("'Print'"), "another code's comment silences nothing: \(result.errors)")
        #expect(result.errors.contains("'Compose'"))
    }
}

@Suite("The JSON reader of configurations and baselines")
struct JSONReaderTests {
    @Test("Values, escapes and surrogate pairs; errors with line and column; nesting bounded")
    func reader() throws {
        let value = try JSONValue.parse(
            Array("\u{FEFF}{\"a\": [1, -2.5e3, true, null, \"\\u00e9\\ud83d\\ude00\\n\\/\"], \"b\": {}}".utf8))
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .number(-2500), .bool(true), .null, .string("é😀\n/")]), "b": .object([:]),
                ]))
        #expect(try JSONValue.parse(Array("1e400".utf8)) == .number(.infinity))
        func problem(_ text: String) -> JSONValue.ParseError? {
            do {
                _ = try JSONValue.parse(Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        #expect(problem("{\"a\": 1,\n  \"a\": 2}").map { [$0.line, $0.column] } == [2, 3])
        #expect(problem("[01]")?.reason == "a number does not start with 0")
        #expect(problem("\"\\ud800\"")?.reason == "a lone surrogate is no character")
        #expect(problem("\"a\u{1}\"")?.reason == "a control character must be escaped in a string")
        #expect(problem("[1] x").map { [$0.line, $0.column] } == [1, 5])
        #expect(problem(String(repeating: "[", count: 100_000))?.reason == "arrays and objects nest too deeply")
        #expect(problem("")?.reason == "the JSON ends where a value should be")
    }
}
