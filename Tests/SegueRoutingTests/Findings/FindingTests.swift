import SegueRouting
import Testing

@Suite("Findings")
struct FindingTests {
    @Test(
        "Text is file:line:column: severity: message, with what is unknown left out",
        arguments: [
            (FileLocation(file: "Main.storyboard", line: 42, column: 21), "Main.storyboard:42:21: error: m"),
            (FileLocation(file: "A/B.swift", line: 12), "A/B.swift:12: error: m"),
            (FileLocation(file: "Gone.storyboard"), "Gone.storyboard: error: m"),
        ])
    func text(location: FileLocation, expected: String) {
        #expect(Finding(.error, "segue.collision", at: location, "m").description == expected)
    }

    @Test("A finding without location is severity: message")
    func noLocation() {
        #expect(Finding(.note, "generate.omitted", at: nil, "m").description == "note: m")
    }

    @Test("No input can forge a second diagnostic line: line breaks and controls are escaped, no error: but ours")
    func noForgedLines() {
        let finding = Finding(
            .warning, "segue.no-symbol", at: FileLocation(file: "evil\nMain.storyboard", line: 1, column: 1),
            "'a\nMain.storyboard:1:1: error: forged'\r\u{1B}[2J\u{07}\u{9B}\u{2028}")
        #expect(!finding.description.contains("\n"))
        #expect(!finding.description.contains("\r"))
        // The message's ` error:` could make an editor take this warning for an error: its colon is escaped.
        #expect(
            finding.description
                == #"evil\nMain.storyboard:1:1: warning: 'a\nMain.storyboard:1:1: error\u{3A} forged'\r\u{1B}[2J\u{7}\u{9B}\u{2028}"#
        )
    }

    @Test("JSON has the keys file, line, column, severity, code and message, with null for what is unknown")
    func json() {
        let located = Finding(
            .error, "segue.collision", at: FileLocation(file: "M.storyboard", line: 3, column: 9), #"say "hi""#)
        #expect(
            located.json
                == #"{"file":"M.storyboard","line":3,"column":9,"severity":"error","code":"segue.collision","message":"say \"hi\""}"#
        )
        #expect(
            Finding(.note, "generate.omitted", at: nil, "m").json
                == #"{"file":null,"line":null,"column":null,"severity":"note","code":"generate.omitted","message":"m"}"#
        )
        #expect(Finding.jsonArray([]) == "[]")
    }

    @Test("Severities order note < warning < error, and a list knows whether it fails")
    func severities() {
        #expect(Finding.Severity.note < .warning && Finding.Severity.warning < .error)
        let warning = Finding(.warning, "segue.ambiguous-destination", at: nil, "w")
        #expect(![warning].containsErrors())
        #expect([warning].containsErrors(warningsAsErrors: true))
        #expect([warning, warning].severityCounts == [.warning: 2])
    }

    @Test("A location without line has no column")
    func locations() {
        #expect(FileLocation(file: "f", line: nil, column: 4).column == nil)
        #expect(FileLocation(file: "a", line: 2) < FileLocation(file: "a", line: 10))
        #expect(FileLocation(file: "a") < FileLocation(file: "a", line: 1))
    }
}
