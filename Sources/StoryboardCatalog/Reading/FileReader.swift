import Foundation
import SegueRouting

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

    /// The bytes of the regular file at `path`, read into memory at once.
    ///
    /// The path is checked with `stat` before it is opened, so that a FIFO is never opened (which
    /// would wait for a writer); it is opened with `O_NONBLOCK` and checked again with `fstat` in case
    /// it changed between the two. A file larger than `limit` bytes is ``FileError/tooLarge(_:)``.
    static func contents(of path: FilePath, limit: Int = sizeLimit) throws(FileError) -> Data {
        switch FileSystem.posix.status(path, true) {
        case .failure(let error): throw error
        case .success(let status) where status.kind != .regular: throw .notRegularFile(status.kind)
        case .success: break
        }
        guard let opened = path.withCString({ open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }) else {
            throw .nulCharacter
        }
        guard opened >= 0 else { throw .system(errno) }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else { throw .system(errno) }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw .notRegularFile(kind) }
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(size) }

        var data = Data(count: size)
        var filled = 0
        while filled < size {
            let count = data.withUnsafeMutableBytes { buffer in
                read(opened, buffer.baseAddress! + filled, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { break }  // The file shrank since fstat.
            filled += count
        }
        if filled < size {
            data.count = filled
            return data
        }
        // The file may have grown since fstat: read on to its end.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(opened, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if count == 0 { return data }
            guard data.count + count <= limit else { throw .tooLarge(data.count + count) }
            data.append(contentsOf: chunk[..<count])
        }
    }
}

extension Storyboard {
    /// Reads the storyboard at `path`, naming it `name` in its locations and findings.
    init(reading path: FilePath, named name: String) throws(Finding) {
        let data: Data
        do {
            data = try FileReader.contents(of: path)
        } catch {
            throw Finding(.error, .fileUnreadable, at: FileLocation(file: name), Self.readFailure(error))
        }
        try self.init(data: data, path: name)
    }
}
