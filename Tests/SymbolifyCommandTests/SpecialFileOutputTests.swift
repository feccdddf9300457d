import Foundation
import SymbolifyCommand
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kind of file at `path`, without following a symbolic link.
func fileType(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0 }
    return status.st_mode & S_IFMT
}

@Suite("generate --output onto files that are not regular files", .serialized)
struct SpecialFileOutputTests {
    @Test("A FIFO with a reader receives the code in place and stays a FIFO")
    func fifoWithReader() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show"]))
        let fifo = scratch.path("out.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The read end, opened first and without waiting, is the FIFO's reader; the code is small
        // enough to wait in the FIFO's buffer until generate has closed its end.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = runSymbolify(["generate", input, "--output", fifo])
        #expect(result.code == .success, "\(result.errors)")
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received.append(contentsOf: buffer[..<count])
        }
        #expect(String(decoding: received, as: UTF8.self).contains("ListViewController"))
        #expect(fileType(fifo) == S_IFIFO)
    }

    @Test("A FIFO without reader is an error that says so, not a wait and not a replaced FIFO")
    func fifoWithoutReader() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show"]))
        let fifo = scratch.path("out.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = runSymbolify(["generate", input, "--output", fifo])
        #expect(result.code == .failure)
        #expect(result.errors.contains("\(fifo): error:"))
        #expect(result.errors.contains("no reader"))
        #expect(fileType(fifo) == S_IFIFO)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
                "Main.storyboard", "out.fifo",
            ])
    }

    @Test(
        "A link to the process's standard output writes there and stays a link",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd/1")))
    func standardOutputLink() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show"]))
        let link = scratch.path("stdout")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let result = try SymbolifyBinary.run(["generate", input, "--output", link])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("ListViewController"))
        #expect(fileType(link) == S_IFLNK)
    }

    @Test("A dangling symbolic link is an error, and stays a link")
    func danglingLink() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show"]))
        let link = scratch.path("Routes.swift")
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: scratch.path("Missing/Routes.swift"))
        let result = runSymbolify(["generate", input, "--output", link])
        #expect(result.code == .failure)
        #expect(result.errors.contains("symbolic link"))
        #expect(fileType(link) == S_IFLNK)
    }
}

@Suite("A failed write on either stream fails the run")
struct FailedStreamTests {
    @Test(
        "A run whose report on standard error is lost exits 1, though it found only warnings and notes",
        arguments: [(["check"], ["Show", "", ""]), (["generate"], ["Show", "---"]), (["--"], ["---"])])
    func standardErrorFails(arguments: [String], identifiers: [String]) throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: identifiers))
        let operands = arguments == ["--"] ? identifiers : [input]
        var source = MemorySource([], chunkSize: 16)
        let reported = MemorySink()
        var code = SymbolifyTool.run(
            arguments: arguments + operands, input: &source, output: MemorySink(), errors: reported)
        #expect(code == .success)
        #expect(reported.text.contains("warning:") || reported.text.contains("note:"))
        let lost = MemorySink()
        lost.failed = true
        code = SymbolifyTool.run(arguments: arguments + operands, input: &source, output: MemorySink(), errors: lost)
        #expect(code == .failure)
    }

    @Test(
        "check with standard error on a full device exits 1",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func checkToFullDevice() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        // Warnings and notes only: before, the lost report left exit 0.
        let input = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show", ""]))
        let process = Process()
        process.executableURL = try SymbolifyBinary.executable()
        process.arguments = ["check", input]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/full")
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
    }
}
