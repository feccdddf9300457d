import Foundation
import Testing

/// A temporary directory, removed by `cleanUp()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("symbolify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

/// A storyboard with one scene and `segues` manual segues to itself.
func storyboardText(identifiers: [String], padding: Int = 0) -> String {
    var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes><scene sceneID="s"><objects>
        <viewController id="vc" customClass="ListViewController" sceneMemberID="viewController">
        <connections>

        """
    for (index, identifier) in identifiers.enumerated() {
        text += "<segue destination=\"vc\" kind=\"show\" identifier=\"\(identifier)\" id=\"g\(index)\"/>\n"
    }
    text += "</connections>\n"
    if padding > 0 {
        // Large storyboards are mostly views; pad with nested views of realistic shape.
        let view =
            "<view contentMode=\"scaleToFill\" id=\"pad\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/></view>\n"
        text += String(repeating: view, count: padding / view.utf8.count)
    }
    return text + "</viewController></objects></scene></scenes></document>\n"
}

@Suite("Bad input to the symbolify process")
struct BadInputTests {
    @Test("No arguments and empty standard input: no output, exit 0")
    func emptyInput() throws {
        let result = try SymbolifyBinary.run([])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.errors.isEmpty)
    }

    @Test(
        "Unknown options and missing values: usage error, exit 64",
        arguments: [
            (["--frobnicate"], "Error: Unknown option '--frobnicate'"),
            (["scan", "--bogus", "x"], "Error: Unknown option '--bogus'"),
            (["--handler"], "Error: Missing value for '--handler <value>'"),
            (["generate", "x", "--output"], "Error: Missing value for '--output <value>'"),
            (["check"], "Error: Missing expected argument '<path> ...'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try SymbolifyBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix(message))
        #expect(result.errors.contains("for more information."))
    }

    @Test("A directory with no storyboards: an error naming it, exit 1")
    func emptyDirectory() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("README.md", Data("nothing".utf8))
        let result = try SymbolifyBinary.run(["check", scratch.url.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(scratch.url.path): error: The directory holds no .storyboard file"))
    }

    @Test("A binary file: an error naming it; the other files are still checked")
    func binaryFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        var bytes = [UInt8](repeating: 0, count: 4096)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 7) }
        let binary = try scratch.write("Binary.storyboard", Data(bytes))
        let good = try scratch.write("Good.storyboard", Data(storyboardText(identifiers: ["A", "a"]).utf8))
        let result = try SymbolifyBinary.run(["check", binary, good])
        #expect(result.status == 1)
        #expect(result.errors.contains("Binary.storyboard:"))
        #expect(result.errors.contains("Good.storyboard:7:1: error: 'a' and 'A' (line 6)"))
    }

    @Test("Invalid UTF-8 in a storyboard: an error naming the file and line")
    func invalidUTF8Storyboard() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        var data = Data(storyboardText(identifiers: ["ok"]).utf8)
        data.insert(contentsOf: [0xFF, 0xFE], at: data.range(of: Data("ok".utf8))!.lowerBound)
        let file = try scratch.write("Bad.storyboard", data)
        let result = try SymbolifyBinary.run(["scan", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("Bad.storyboard:6:49: error: The file is not valid UTF-8 (byte 314)"))
        #expect(result.errors.contains("not valid UTF-8"))
    }

    @Test("A file that disappears between listing and reading: an error naming it, exit 1")
    func vanishedFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("Good.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        // A dangling link is listed like a file but cannot be read: the same as a file deleted
        // after the directory was listed.
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("Gone.storyboard"), withDestinationPath: scratch.path("deleted.storyboard"))
        let result = try SymbolifyBinary.run(["scan", scratch.url.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("Gone.storyboard: error: No such file; check the path."))
        #expect(result.output.contains("Good.storyboard:6:1"))
    }

    @Test(
        "An unreadable file: an error that says so",
        .enabled(if: getuid() != 0, "permissions do not stop the root user"))
    func unreadable() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let file = try scratch.write("Locked.storyboard", Data(storyboardText(identifiers: ["A"]).utf8))
        chmod(file, 0)
        let result = try SymbolifyBinary.run(["check", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("permission denied"))
    }

    @Test("A 50 MB storyboard is checked whole")
    func largeStoryboard() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let text = storyboardText(identifiers: ["Show Detail", "show-detail"], padding: 50 << 20)
        #expect(text.utf8.count > 50 << 20)
        let file = try scratch.write("Large.storyboard", Data(text.utf8))
        let result = try SymbolifyBinary.run(["check", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("share the symbol ShowDetail"))
        #expect(result.errors.contains("1 error(s), 0 warning(s), 0 note(s) in 1 storyboard(s), 2 segue(s)"))
    }

    @Test("A storyboard with a one-megabyte identifier is scanned whole")
    func megabyteIdentifier() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.cleanUp() }
        let identifier = String(repeating: "ab-", count: (1 << 20) / 3)
        let file = try scratch.write("Long.storyboard", Data(storyboardText(identifiers: [identifier]).utf8))
        let result = try SymbolifyBinary.run(["scan", "--format", "json", file])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let segues = ((json?["storyboards"] as? [[String: Any]])?.first?["segues"] as? [[String: Any]]) ?? []
        #expect((segues.first?["symbol"] as? String)?.utf8.count == (1 << 20) / 3 * 2)
    }
}
