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

/// Reads whole files through POSIX calls, without blocking on FIFOs or devices.
enum FileReader {
    /// The largest file read: 1 GiB, far more than any storyboard, so that a huge file named like one
    /// is an error instead of an allocation that fails.
    static let sizeLimit = 1 << 30

    /// The bytes of the regular file at `path`, read straight into the buffer the XML scanner reads.
    ///
    /// The path is opened without blocking (a FIFO would otherwise wait for a writer), then checked
    /// with one `fstat` of the open descriptor: anything but a regular file is an error and is never
    /// read. The file's bytes are held once: read into a buffer of the size `fstat` gave, and, should
    /// the file have grown since, into a larger one.
    /// A file larger than `limit` bytes is ``FileError/tooLarge(_:)``.
    static func document(at path: FilePath, limit: Int = sizeLimit) throws(FileError) -> XMLDocumentBytes {
        try readFile(at: path, limit: limit) { (capacity, fill) throws(FileError) in
            let document = try XMLDocumentBytes(capacity: capacity, filling: fill)
            return (document, document.count)
        }
    }

    /// The bytes of the regular file at `path`, read as ``document(at:limit:)`` reads them, straight
    /// into an array.
    static func bytes(at path: FilePath, limit: Int = sizeLimit) throws(FileError) -> [UInt8] {
        try readFile(at: path, limit: limit) { (capacity, fill) throws(FileError) in
            var failure: FileError?
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                do throws(FileError) {
                    count = try fill(UnsafeMutableRawBufferPointer(buffer))
                } catch {
                    failure = error
                    count = 0
                }
            }
            if let failure { throw failure }
            return (bytes, bytes.count)
        }
    }

    /// Opens and checks the file at `path` and reads it with `make`, which gets a capacity and a
    /// function that fills a buffer of that many bytes with the file's and returns how many it
    /// wrote; `make` returns what it made and that count. A file that fills the capacity grew since
    /// `fstat`: it is read again into twice the capacity.
    private static func readFile<Contents>(
        at path: FilePath, limit: Int,
        make: (Int, (UnsafeMutableRawBufferPointer) throws(FileError) -> Int) throws(FileError) -> (Contents, Int)
    ) throws(FileError) -> Contents {
        guard let opened = path.withCString({ open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }) else {
            throw .nulCharacter
        }
        guard opened >= 0 else {
            // A socket cannot be opened at all: say what the path is where `stat` can tell.
            let code = errno
            var status = stat()
            if path.withCString({ stat($0, &status) }) == 0, FileKind(mode: status.st_mode) != .regular {
                throw .notRegularFile(FileKind(mode: status.st_mode))
            }
            throw .system(code)
        }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else { throw .system(errno) }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegularFile(kind) }
        var size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(size) }
        while true {
            // One byte more than the expected size tells a file that grew since `fstat`.
            let capacity = size + 1
            let (contents, count) = try make(capacity) { (buffer) throws(FileError) -> Int in
                try readAll(opened, into: buffer)
            }
            guard count == capacity else { return contents }
            // The file grew: read it again from its start, into a buffer twice as large.
            guard lseek(opened, 0, SEEK_SET) == 0 else { throw .system(errno) }
            size = min(capacity * 2, limit + 1)
            guard capacity <= limit else { throw .tooLarge(capacity) }
        }
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends, and returns how many bytes
    /// were read.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(FileError)
        -> Int
    {
        var filled = 0
        while filled < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}

extension Storyboard {
    /// Reads the storyboard at `path` through `fileSystem`, naming it `name` in its locations and
    /// findings.
    init(reading path: FilePath, named name: String, in fileSystem: FileSystem = .posix) throws(Finding) {
        let document: XMLDocumentBytes
        switch fileSystem.readDocument(path) {
        case .success(let read): document = read
        case .failure(let error):
            throw Finding(.error, .fileUnreadable, at: FileLocation(file: name), Self.readFailure(error))
        }
        try self.init(document: document, path: name)
    }
}
