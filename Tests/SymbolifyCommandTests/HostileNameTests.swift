import Foundation
import TestSupport
import Testing

/// A name that tries every way out of a line of output: CR LF and a workflow command after it, `%`
/// sequences the runner decodes, `::`, terminal escapes (a window title, clearing the screen), and a
/// compiler-style diagnostic.
private let hostile =
    "Evil\r\n::error file=Evil.swift,line=1::INJECTED\r\n%0A%25 ::warning::x \u{1B}]0;title\u{07}\u{1B}[2J\u{85}\u{2028}"
    + "\rForged.swift:1:1: error: FORGED\n"

/// A storyboard with an error (two identifiers, one symbol), a warning (a segue to no scene) and
/// notes.
private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
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
    """

/// `text` as an OpenStep property list's quoted string: backslash, quote and line breaks escaped,
/// other bytes as they are.
private func plistString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// A project whose target is named `hostile` and builds a storyboard that is missing, named
/// `hostile` too, and one that is there.
private func project(in folder: TemporaryDirectory) throws {
    let text = """
        // !$*UTF8*$!
        { objects = {
        R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
        G = {isa = PBXGroup; children = (F0, F1, ); sourceTree = "<group>"; };
        F0 = {isa = PBXFileReference; path = \(plistString(hostile + ".storyboard")); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
        B0 = {isa = PBXBuildFile; fileRef = F0; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        PR = {isa = PBXResourcesBuildPhase; files = (B0, B1, ); };
        A = {isa = PBXNativeTarget; name = \(plistString(hostile)); buildPhases = (PR, ); productType = "com.apple.product-type.application"; };
        }; rootObject = R; }
        """
    try folder.write("Project/App.xcodeproj/project.pbxproj", text)
    try folder.write("Project/Main.storyboard", storyboard)
}

/// A folder of storyboards named `hostile`, and one whose name is not UTF-8.
private func documents(in folder: TemporaryDirectory) throws {
    try folder.write("Documents/" + hostile.replacingOccurrences(of: "/", with: "") + ".storyboard", storyboard)
    let name =
        Array(folder.path("Documents").utf8) + Array("/Bad\u{FF}".utf8).dropLast(2) + [0xFF]
        + Array(".storyboard".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer {
        $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    }
    #expect(descriptor >= 0)
    let bytes = Array(storyboard.utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    close(descriptor)
}

/// The findings of a JSON run: each one's severity and whether it has a line.
private func findings(_ json: String) throws -> [(severity: String, hasLine: Bool)] {
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let list = try #require(root["findings"] as? [[String: Any]])
    return list.map { (($0["severity"] as? String) ?? "", $0["line"] is Int) }
}

/// Whether `text` holds a byte that a terminal acts on: C0 controls other than LF, DEL, or C1 controls.
private func holdsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        || text.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 }
}

/// The lines editors take for diagnostics (the pattern of GCC-style problem matchers).
private func diagnosticLines(_ text: String) -> [Substring] {
    let pattern = try! NSRegularExpression(pattern: #"^(.*?):(\d+):(\d*):?\s+(warning|error):\s+(.*)$"#)
    return text.split(separator: "\n").filter { line in
        let string = String(line)
        return pattern.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }
}

@Suite("Hostile names in every output format")
struct HostileNameTests {
    @Test(
        "Names with CR, LF, CR LF, ESC, BEL, %, :: and non-UTF-8 bytes: no output line the tool did not mean to write",
        arguments: ["Documents", "Project"])
    func everyFormat(tree: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try documents(in: folder)
        try project(in: folder)
        let path = folder.path(tree)
        let json = try SymbolifyBinary.run(["check", path, "--format", "json"])
        let found = try findings(json.output)
        let diagnostics = found.filter { $0.severity != "note" && $0.hasLine }.count
        #expect(found.count >= 3, "\(json.output)")
        #expect(found.contains { $0.severity == "error" })
        #expect(!holdsControls(json.output) && !holdsControls(json.errors))

        // Text: one line per finding, plus summary lines that editors cannot take for diagnostics.
        let text = try SymbolifyBinary.run(["check", path])
        #expect(text.status == json.status)
        #expect(!holdsControls(text.errors), "\(text.errors.debugDescription)")
        #expect(diagnosticLines(text.errors).count == diagnostics, "\(text.errors)")
        #expect(!text.errors.split(separator: "\n").contains { $0.hasPrefix("Forged") || $0.hasPrefix("::") })

        // GitHub: every line of standard output is one of the tool's commands, one per finding.
        let github = try SymbolifyBinary.run(["check", path, "--format", "github"])
        let commands = github.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(commands.count == found.count, "\(github.output)")
        #expect(
            commands.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
        #expect(!holdsControls(github.output) && !holdsControls(github.errors))
        #expect(diagnosticLines(github.errors).isEmpty, "\(github.errors)")

        // SARIF: one valid JSON document holding every finding.
        let sarif = try SymbolifyBinary.run(["check", path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.count == found.count)
        #expect(!holdsControls(sarif.output) && !holdsControls(sarif.errors))
    }
}
