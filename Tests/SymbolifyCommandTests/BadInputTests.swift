import Foundation
import TestSupport
import Testing

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

/// `setpriv`, to run the binary as the user nobody when the tests run as root, whom permissions do
/// not stop.
enum Unprivileged {
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the binary can be run without the root user's power to read anything.
    static var isAvailable: Bool { getuid() != 0 || setpriv != nil }

    /// Runs the binary with `arguments`, as the user nobody when this process is root.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        guard getuid() == 0, let setpriv else { return try SymbolifyBinary.run(arguments) }
        let result = try runProcess(
            URL(fileURLWithPath: setpriv),
            ["--reuid=65534", "--regid=65534", "--clear-groups", try SymbolifyBinary.executable().path] + arguments,
            stdin: nil)
        return (result.status, result.output, result.errors)
    }
}

/// Creates a file whose name is `name`'s bytes, which need not be UTF-8, in `directory`.
func createFile(named name: [UInt8], in directory: String, contents: String) throws {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
    }
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress!, $0.count) }) == bytes.count else {
        throw POSIXError(.EIO)
    }
}

/// Opens the FIFO at `path` for writing after `seconds`, and closes it: a reader blocked opening it
/// is released (and sees an empty file) instead of hanging the test.
func releaseFIFO(at path: String, after seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
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
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try scratch.write("README.md", Data("nothing".utf8))
        let result = try SymbolifyBinary.run(["check", scratch.url.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(scratch.url.path): error: The directory holds no .storyboard or .xib file"))
    }

    @Test("A binary file: an error naming it; the other files are still checked")
    func binaryFile() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
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
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        var data = Data(storyboardText(identifiers: ["ok"]).utf8)
        data.insert(contentsOf: [0xFF, 0xFE], at: data.range(of: Data("ok".utf8))!.lowerBound)
        let file = try scratch.write("Bad.storyboard", data)
        let result = try SymbolifyBinary.run(["scan", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("Bad.storyboard:6:49: error: The file is not well-formed XML: invalid UTF-8"))
        #expect(result.errors.contains("storyboards are UTF-8"))
    }

    @Test("A file that disappears between listing and reading: an error naming it, exit 1")
    func vanishedFile() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
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
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let file = try scratch.write("Locked.storyboard", Data(storyboardText(identifiers: ["A"]).utf8))
        chmod(file, 0)
        let result = try SymbolifyBinary.run(["check", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("permission denied"))
    }

    @Test(
        "An unreadable subdirectory: an error naming it; the rest of the directory is still read",
        .enabled(if: Unprivileged.isAvailable, "needs a user other than root, or setpriv to become one"))
    func unreadableSubdirectory() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer {
            chmod(scratch.path("Locked"), 0o755)
            scratch.cleanUp()
        }
        try scratch.write("Good.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try FileManager.default.createDirectory(atPath: scratch.path("Locked"), withIntermediateDirectories: false)
        try scratch.write("Locked/Hidden.storyboard", Data(storyboardText(identifiers: ["Hide"]).utf8))
        chmod(scratch.path("Locked"), 0)
        let result = try Unprivileged.run(["scan", scratch.url.path])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\(scratch.path("Locked")): error: The directory cannot be read (permission denied); check its permissions."
            ))
        #expect(result.output.contains("Good.storyboard:6:1"))
    }

    @Test("A directory reached through a symbolic link is searched, as an argument and inside a directory")
    func symbolicLinkToDirectory() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try FileManager.default.createDirectory(atPath: scratch.path("Real"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: scratch.path("Outer"), withIntermediateDirectories: false)
        try scratch.write("Real/Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Link"), withDestinationPath: "Real")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Outer/Inner"), withDestinationPath: "../Real")
        let linked = try SymbolifyBinary.run(["scan", scratch.path("Link")])
        #expect(linked.status == 0)
        #expect(linked.output.contains("\(scratch.path("Link"))/Main.storyboard:6:1"))
        #expect(linked.errors.isEmpty)
        let inside = try SymbolifyBinary.run(["scan", scratch.path("Outer")])
        #expect(inside.status == 0)
        #expect(inside.output.contains("\(scratch.path("Outer"))/Inner/Main.storyboard:6:1"))
    }

    @Test("A symbolic link back to an ancestor: one warning naming the link, and the search ends")
    func symbolicLinkLoop() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try FileManager.default.createDirectory(atPath: scratch.path("App/Screens"), withIntermediateDirectories: true)
        try scratch.write("App/Screens/Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("App/Screens/Up"), withDestinationPath: "..")
        let result = try SymbolifyBinary.run(["check", scratch.path("App")])
        #expect(result.status == 0)
        let warning =
            "\(scratch.path("App/Screens/Up")): warning: Following this symbolic link leads back to \(scratch.path("App")), "
            + "which is being searched already"
        #expect(result.errors.components(separatedBy: warning).count == 2)
        #expect(result.errors.contains("0 error(s), 1 warning(s), 0 note(s) in 1 storyboard(s), 0 xib(s), 1 segue(s)"))
    }

    @Test("A file name that is not UTF-8 is read, and shown with U+FFFD")
    func invalidUTF8FileName() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try createFile(
            named: Array("Caf".utf8) + [0xE9] + Array(".storyboard".utf8), in: scratch.url.path,
            contents: storyboardText(identifiers: ["Show"]))
        let result = try SymbolifyBinary.run(["scan", scratch.url.path])
        #expect(result.status == 0)
        #expect(result.output.contains("\(scratch.url.path)/Caf\u{FFFD}.storyboard:6:1"))
        #expect(result.errors.isEmpty)
    }

    @Test("A FIFO, a device or a FIFO named like a storyboard: an error that says what it is, and no wait")
    func notRegularFiles() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try scratch.write("Good.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let fifo = scratch.path("Pipe.storyboard")
        #expect(mkfifo(fifo, 0o644) == 0)
        // Were the FIFO opened, the binary would wait for a writer: release it so that the test
        // fails instead of hanging.
        releaseFIFO(at: fifo, after: 20)
        let given = try SymbolifyBinary.run(["check", fifo])
        #expect(given.status == 1)
        #expect(
            given.errors.contains(
                "Pipe.storyboard: error: This is a FIFO, not a regular file; pass a .storyboard or .xib file."))
        let found = try SymbolifyBinary.run(["check", scratch.url.path])
        #expect(found.status == 1)
        #expect(found.errors.contains("Pipe.storyboard: error: This is a FIFO, not a regular file"))
        #expect(found.errors.contains("in 1 storyboard(s), 0 xib(s), 1 segue(s)"))
        let device = try SymbolifyBinary.run(["check", "/dev/null"])
        #expect(device.status == 1)
        #expect(
            device.errors.contains(
                "/dev/null: error: This is a character device, not a regular file; pass a .storyboard or .xib file."))
    }

    @Test("An empty path and a file followed by '/' are errors that say so; a directory followed by '/' is read")
    func emptyPathAndTrailingSlash() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let file = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let empty = try SymbolifyBinary.run(["check", "", file])
        #expect(empty.status == 1)
        #expect(empty.errors.hasPrefix("error: A path is empty; pass a storyboard file or a directory.\n"))
        #expect(empty.errors.contains("in 1 storyboard(s)"))
        let directory = try SymbolifyBinary.run(["scan", scratch.url.path + "/"])
        #expect(directory.status == 0)
        #expect(directory.output.contains("\(scratch.url.path)/Main.storyboard:6:1"))
        let slashedFile = try SymbolifyBinary.run(["check", file + "/"])
        #expect(slashedFile.status == 1)
        #expect(
            slashedFile.errors.contains(
                "Main.storyboard/: error: A part of the path is not a directory (a file name followed by '/'?); check the path."
            ))
    }

    @Test("A storyboard named twice, or named and in a directory named, is read once")
    func sameStoryboardTwice() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let file = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let checked = try SymbolifyBinary.run(["check", file, scratch.url.path, file])
        #expect(checked.status == 0)
        #expect(checked.errors.contains("in 1 storyboard(s), 0 xib(s), 1 segue(s)"))
        let generated = try SymbolifyBinary.run(["generate", file, file])
        #expect(generated.status == 0)
        #expect(generated.output.contains("from Main.storyboard.\n"))
    }

    @Test(
        "A 50 MB storyboard is checked whole",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func largeStoryboard() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let text = storyboardText(identifiers: ["Show Detail", "show-detail"], padding: 50 << 20)
        #expect(text.utf8.count > 50 << 20)
        let file = try scratch.write("Large.storyboard", Data(text.utf8))
        let result = try SymbolifyBinary.run(["check", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("share the symbol ShowDetail"))
        #expect(result.errors.contains("1 error(s), 0 warning(s), 0 note(s) in 1 storyboard(s), 0 xib(s), 2 segue(s)"))
    }

    @Test("A storyboard with a one-megabyte identifier is scanned whole")
    func megabyteIdentifier() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
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
