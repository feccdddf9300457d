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

/// A regular file opened for reading: its descriptor, and its size when it was opened.
package struct OpenedFile: Sendable {
    /// The open descriptor, which the reader closes.
    package var descriptor: Int32
    /// The size `fstat` gave.
    package var size: Int

    /// A file opened as `descriptor`, of `size` bytes.
    package init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }
}

/// Reads whole files through POSIX calls, without blocking on FIFOs or devices.
package enum FileReader {
    /// The largest file read: 1 GiB, far more than any storyboard, so that a huge file named like one
    /// is an error instead of an allocation that fails.
    package static let sizeLimit = 1 << 30

    /// The bytes of the regular file at `path`, read as ``readFile(at:limit:in:make:)`` reads them,
    /// straight into an array.
    package static func bytes(at path: FilePath, limit: Int = sizeLimit) throws(FileError) -> [UInt8] {
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

    /// Opens and checks the file at `path` through `fileSystem` and reads it with `make`, which gets a
    /// capacity and a function that fills a buffer of that many bytes with the file's and returns how
    /// many it wrote; `make` returns what it made and that count. A file that fills the capacity grew
    /// since `fstat`: it is read again into twice the capacity.
    ///
    /// The file is opened without blocking (a FIFO would otherwise wait for a writer), then checked
    /// with one `fstat` of the open descriptor: anything but a regular file is an error and is never
    /// read. A file larger than `limit` bytes is ``FileError/tooLarge(_:)``.
    package static func readFile<Contents>(
        at path: FilePath, limit: Int = sizeLimit, in fileSystem: FileSystem = .posix,
        make: (Int, (UnsafeMutableRawBufferPointer) throws(FileError) -> Int) throws(FileError) -> (Contents, Int)
    ) throws(FileError) -> Contents {
        let file = try fileSystem.openFile(path).get()
        let opened = file.descriptor
        defer { close(opened) }
        var size = file.size
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

    /// Opens the regular file at `path` for reading, without blocking, and checks with `fstat` that it
    /// is one; the caller closes the descriptor.
    static func openRegularFile(_ path: FilePath) -> Result<OpenedFile, FileError> {
        guard let opened = path.withCString({ open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }) else {
            return .failure(.nulCharacter)
        }
        guard opened >= 0 else {
            // A socket cannot be opened at all: say what the path is where `stat` can tell.
            let code = errno
            var status = stat()
            if path.withCString({ stat($0, &status) }) == 0, FileKind(mode: status.st_mode) != .regular {
                return .failure(.notRegularFile(FileKind(mode: status.st_mode)))
            }
            return .failure(.system(code))
        }
        var status = stat()
        guard fstat(opened, &status) == 0 else {
            let code = errno
            close(opened)
            return .failure(.system(code))
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            close(opened)
            return .failure(.notRegularFile(kind))
        }
        return .success(OpenedFile(descriptor: opened, size: Int(status.st_size)))
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

    /// Why a file could not be read, and what to do.
    package static func readFailure(_ error: FileError, expecting expected: FileSearch.Wanted = .storyboards) -> String
    {
        switch error {
        case .system(ENOENT): return "No such file; check the path."
        case .system(EACCES), .system(EPERM):
            return "The file cannot be read (permission denied); check its permissions."
        case .system(EISDIR), .notRegularFile(.directory):
            return "This is a directory, not \(expected.fileNoun); pass \(expected.whatToPass)."
        case .system(EIO): return "The file cannot be read (input/output error); check the disk and try again."
        case .notRegularFile(let kind):
            return "This is \(kind.described), not a regular file; pass \(expected.whatToPass)."
        case .tooLarge(let size):
            return "The file is \(size) bytes, more than the \(FileReader.sizeLimit) a storyboard may have; "
                + "pass \(expected.whatToPass)."
        case .system(ENOTDIR), .system(ELOOP), .system(ENAMETOOLONG), .nulCharacter:
            return FileSearch.pathFailure(error)
        case .system(let code): return "The file cannot be read (\(String(cString: strerror(code)))); check the file."
        }
    }
}
