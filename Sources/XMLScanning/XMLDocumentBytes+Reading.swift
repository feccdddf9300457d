import CatalogFiles

extension XMLDocumentBytes {
    /// The bytes of the regular file at `path`, read through `fileSystem` straight into the buffer the
    /// scanner reads, so that a file's bytes are held once.
    ///
    /// The file is opened and checked as ``FileReader/readFile(at:limit:in:make:)`` does: anything
    /// but a regular file, or a file larger than `limit` bytes, is an error and is never read.
    package static func contents(
        of path: FilePath, limit: Int = FileReader.sizeLimit, in fileSystem: FileSystem = .posix
    ) throws(FileError) -> XMLDocumentBytes {
        try FileReader.readFile(at: path, limit: limit, in: fileSystem) { (capacity, fill) throws(FileError) in
            let document = try XMLDocumentBytes(capacity: capacity, filling: fill)
            return (document, document.count)
        }
    }
}
