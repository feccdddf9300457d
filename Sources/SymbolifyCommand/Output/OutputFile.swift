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

/// Writes generated code to a file without ever leaving it half written.
///
/// Onto a regular file, or a path where nothing is yet, the text goes to a temporary file beside the
/// target, which then replaces it in one rename, so a reader sees the old file or the new one. A
/// symbolic link at the path is followed (the file it points to is replaced, the link stays), and
/// the replaced file's permissions are kept. Anything else that can be written (a FIFO, a device,
/// `/dev/stdout`) is written through in place: nothing that is not a regular file is ever renamed
/// over or removed.
enum OutputFile {
    /// What is written, as messages name it.
    enum Content {
        /// Generated Swift code.
        case code
        /// A baseline of findings.
        case baseline

        var name: String { self == .code ? "code" : "baseline" }
        var example: String { self == .code ? "SegueRoutes.swift" : "symbolify-baseline.json" }
        var kind: String { self == .code ? "a Swift file" : "a JSON file" }
    }

    /// Writes `text` (`content`) to `path`.
    ///
    /// - Throws: A ``Finding`` naming the path and what to do.
    static func write(_ text: String, to path: String, content: Content = .code) throws(Finding) {
        let location = FileLocation(file: path)
        var linkStatus = stat()
        let isLink = lstat(path, &linkStatus) == 0 && linkStatus.st_mode & S_IFMT == S_IFLNK
        var status = stat()
        let exists = stat(path, &status) == 0
        if isLink && !exists {
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output path is a symbolic link to a file in a folder that does not exist; create the folder, "
                    + "or remove the link.")
        }
        if exists {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                break
            case S_IFDIR:
                throw Finding(
                    .error, .outputUnwritable, at: location,
                    "The output path is a directory; give the path of \(content.kind), such as "
                        + "\(path)/\(content.example).")
            default:
                return try writeInPlace(text, to: path, content: content)
            }
        }
        let target = resolvingSymbolicLinks(path)
        let (directory, name) = split(target)
        let temporary =
            (directory.isEmpty ? "." : directory) + "/." + name
            + ".symbolify-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output cannot be written: the directory \(directory.isEmpty ? "." : directory) does not exist "
                    + "or is not writable; create it or choose another path.")
        }
        let permissions = exists ? status.st_mode & 0o7777 : 0o644
        if chmod(temporary, permissions) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output cannot be written (\(reason)); check the path and its permissions.")
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output cannot be replaced (\(reason)); check the permissions of \(target).")
        }
    }

    /// The folder of `path` (empty for a bare name, `/` at the root) and its last component, trailing
    /// slashes aside.
    static func split(_ path: String) -> (directory: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.utf8.count > 1, trimmed.utf8.last == UInt8(ascii: "/") {
            trimmed = trimmed[..<trimmed.utf8.index(before: trimmed.utf8.endIndex)]
        }
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", String(trimmed)) }
        let name = String(trimmed[trimmed.utf8.index(after: slash)...])
        var directory = trimmed[..<slash]
        while directory.utf8.count > 1, directory.utf8.last == UInt8(ascii: "/") {
            directory = directory[..<directory.utf8.index(before: directory.utf8.endIndex)]
        }
        return (directory.isEmpty ? "/" : String(directory), name)
    }

    /// Writes `text` through the FIFO, device or other special file at `path`, which stays what it is.
    ///
    /// The file is opened without blocking, so that a FIFO without reader is an error instead of a
    /// wait; then writes block as usual until every byte is written or the write fails.
    private static func writeInPlace(_ text: String, to path: String, content: Content) throws(Finding) {
        let location = FileLocation(file: path)
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw Finding(
                .error, .outputUnwritable, at: location,
                code == ENXIO
                    ? "The output is a FIFO (or socket) with no reader; start the reader first, or write to a file."
                    : "The output cannot be opened (\(String(cString: strerror(code)))); check the path and its "
                        + "permissions.")
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var failure: Int32?
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    failure = count < 0 ? errno : EIO
                    return
                }
            }
        }
        if let failure {
            throw Finding(
                .error, .outputUnwritable, at: location,
                "The output could not be written completely (\(String(cString: strerror(failure)))); the "
                    + "\(content.name) written there is incomplete.")
        }
    }

    /// `path` with symbolic links resolved, or `path` itself when it does not exist yet.
    static func resolvingSymbolicLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension Finding.Code {
    /// An output that could not be written completely.
    public static let outputUnwritable: Self = "output.unwritable"
}

/// The system's `write`, which `OutputFile.write(_:to:)` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
