import Foundation

/// What a finished process left: its exit status and both output streams, decoded as UTF-8.
public struct ProcessResult: Sendable {
    /// The exit status (or the signal number when `terminatedBySignal`).
    public var status: Int32
    /// Whether a signal ended the process.
    public var terminatedBySignal: Bool
    /// Standard output.
    public var output: String
    /// Standard error.
    public var errors: String
}

/// Runs `executable` with `arguments`, writes `stdin` to its standard input (or gives it none when
/// `nil`), and waits for it to exit.
///
/// Both output streams are drained on their own threads so that a child that fills one pipe while
/// this process reads the other cannot deadlock.
public func runProcess(
    _ executable: URL, _ arguments: [String], stdin: Data? = Data(), workingDirectory: String? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let workingDirectory { process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory) }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let input = stdin.map { _ in Pipe() }
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    let drained = DispatchGroup()
    nonisolated(unsafe) var outputData = Data()
    nonisolated(unsafe) var errorData = Data()
    DispatchQueue.global().async(group: drained) { outputData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: drained) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    if let input, let stdin {
        try? input.fileHandleForWriting.write(contentsOf: stdin)
        try? input.fileHandleForWriting.close()
    }
    drained.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        terminatedBySignal: process.terminationReason == .uncaughtSignal,
        output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
}
