import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a storyboard from a file or from bytes: the way from the reading layer into the model.
extension Storyboard {
    /// Reads the storyboard at `path`.
    ///
    /// The file is opened without blocking and checked with `fstat`: a FIFO, a device, a socket or a
    /// directory is an error that says what it is, and is never read (a FIFO would wait for a
    /// writer). The file is then read at once, straight into the buffer the reader scans.
    ///
    /// - Parameter path: The `.storyboard` file.
    /// - Throws: A `Finding` naming the file and, where it has one, the position.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(contentsOf path: String) throws(Finding) {
        try self.init(reading: FilePath(path), named: path)
    }

    /// Reads a storyboard from its XML.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path to name in locations and findings.
    /// - Throws: A `Finding` for malformed XML, merge-conflict markers, or a document that is not a
    ///   storyboard.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(data: Data, path: String) throws(Finding) {
        try self.init(document: data.withUnsafeBytes { XMLDocumentBytes(copying: $0) }, path: path)
    }

    /// Reads a storyboard from bytes already in the scanner's buffer.
    init(document: XMLDocumentBytes, path: String) throws(Finding) {
        self = try StoryboardReader.read(document, path: path)
    }

    /// Why a file could not be read, and what to do.
    static func readFailure(_ error: FileError) -> String {
        switch error {
        case .system(ENOENT): return "No such file; check the path."
        case .system(EACCES), .system(EPERM):
            return "The file cannot be read (permission denied); check its permissions."
        case .system(EISDIR), .notRegularFile(.directory):
            return "This is a directory, not a storyboard file; pass a .storyboard file."
        case .system(EIO): return "The file cannot be read (input/output error); check the disk and try again."
        case .notRegularFile(let kind): return "This is \(kind.described), not a regular file; pass a .storyboard file."
        case .tooLarge(let size):
            return "The file is \(size) bytes, more than the \(FileReader.sizeLimit) a storyboard may have; "
                + "pass a .storyboard file."
        case .system(ENOTDIR), .system(ELOOP), .system(ENAMETOOLONG), .nulCharacter:
            return StoryboardFiles.pathFailure(error)
        case .system(let code): return "The file cannot be read (\(String(cString: strerror(code)))); check the file."
        }
    }
}
