import CatalogFiles
import SegueRouting
import StoryboardModel
import XMLScanning

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
    init(document: XMLDocumentBytes, path: String, extent: StoryboardReadingExtent = .everything) throws(Finding) {
        self = try StoryboardReader.read(document, path: path, extent: extent)
    }

    /// Reads the storyboard at `path` through `fileSystem`, naming it `name` in its locations and
    /// findings.
    init(
        reading path: FilePath, named name: String, in fileSystem: FileSystem = .posix,
        extent: StoryboardReadingExtent = .everything
    ) throws(Finding) {
        let document: XMLDocumentBytes
        do throws(FileError) {
            document = try XMLDocumentBytes.contents(of: path, in: fileSystem)
        } catch {
            throw Finding(.error, .fileUnreadable, at: FileLocation(file: name), FileReader.readFailure(error))
        }
        try self.init(document: document, path: name, extent: extent)
    }
}
