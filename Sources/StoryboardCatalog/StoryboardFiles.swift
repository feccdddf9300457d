import Foundation
import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Finding.Code {
    /// A symbolic link (or mount) inside a searched directory that leads back to a directory that
    /// contains it: it is not followed, so that the search ends. A warning; nothing is left unread.
    public static let directoryLoop: Self = "directory.loop"
}

/// A path as the file system holds it: bytes, which need not be UTF-8.
///
/// On Linux a file name is any bytes but `/` and NUL; a `String` would replace invalid UTF-8 and
/// name another file. Paths are kept as bytes to open files, and shown with U+FFFD in messages.
struct FilePath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    var bytes: [UInt8]

    /// The path spelled by `string`, in UTF-8.
    init(_ string: String) { bytes = Array(string.utf8) }

    /// The path made of `bytes`.
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path as text, with U+FFFD for bytes that are not UTF-8.
    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// This path followed by `/` (unless it already ends with one) and `name`.
    func appending(_ name: [UInt8]) -> FilePath {
        var joined = bytes
        if joined.last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        joined += name
        return FilePath(bytes: joined)
    }

    /// Calls `body` with the path as a NUL-terminated C string; `nil` when the path holds a NUL,
    /// which no file name can.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result? {
        guard !bytes.contains(0) else { return nil }
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Orders paths by their bytes: the same order on every machine and in every locale.
    static func < (lhs: FilePath, rhs: FilePath) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
}

/// Why a file or directory could not be read.
enum FileError: Error, Hashable, Sendable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The path names something other than a regular file: a FIFO, a device, a socket, a directory.
    case notRegularFile(FileKind)
    /// The path holds a NUL character.
    case nulCharacter
    /// The file is larger than ``FileReader/sizeLimit`` bytes.
    case tooLarge(Int)
}

/// What kind of thing a path names.
enum FileKind: Hashable, Sendable {
    case regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .unknown
        }
    }

    /// The kind with its article, as a message says it: "a FIFO".
    var described: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .unknown: "an unknown kind of file"
        }
    }
}

/// The device and inode of a file: the same for every path that leads to it.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}

/// What `stat` or `lstat` tells of a path.
struct FileStatus: Hashable, Sendable {
    var kind: FileKind
    var identity: FileIdentity

    init(kind: FileKind, identity: FileIdentity) {
        self.kind = kind
        self.identity = identity
    }

    init(_ status: stat) {
        kind = FileKind(mode: status.st_mode)
        identity = FileIdentity(
            device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }
}

/// The file system calls that finding storyboards makes, replaceable in tests (where the root user
/// cannot be refused a directory).
struct FileSystem: Sendable {
    /// `stat` (following symbolic links) or `lstat` (not following them).
    var status: @Sendable (_ path: FilePath, _ followingLinks: Bool) -> Result<FileStatus, FileError>
    /// The names in a directory, without `.` and `..`, in no particular order.
    var directoryEntries: @Sendable (_ directory: FilePath) -> Result<[[UInt8]], FileError>

    /// The real file system, through POSIX calls that take paths as bytes.
    static let posix = FileSystem(status: posixStatus, directoryEntries: posixDirectoryEntries)

    private static func posixStatus(_ path: FilePath, followingLinks: Bool) -> Result<FileStatus, FileError> {
        var status = stat()
        let result = path.withCString { followingLinks ? stat($0, &status) : lstat($0, &status) }
        switch result {
        case nil: return .failure(.nulCharacter)
        case 0: return .success(FileStatus(status))
        default: return .failure(.system(errno))
        }
    }

    private static func posixDirectoryEntries(_ directory: FilePath) -> Result<[[UInt8]], FileError> {
        guard let opened = directory.withCString({ opendir($0) }) else { return .failure(.nulCharacter) }
        guard let stream = opened else { return .failure(.system(errno)) }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(.system(errno)) }
                return .success(names)
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
    }
}

/// A storyboard file found: the path to read, and what it is, where `stat` could tell.
struct FoundFile: Hashable, Sendable {
    var path: FilePath
    var identity: FileIdentity?
}

/// Finds the storyboard files that a path argument names.
enum StoryboardFiles {
    private static let suffix = Array(".storyboard".utf8)

    /// The files to read for `argument`, sorted by path, and the problems met finding them.
    ///
    /// A file is itself, whatever its name or kind (reading reports what is not a regular file). A
    /// directory is searched recursively for `*.storyboard`, following symbolic links to files and
    /// directories; a link that leads back to a directory being searched is a ``Finding/Code/directoryLoop``
    /// warning. A directory that cannot be read is an error naming it, and the search goes on. A
    /// directory with no storyboard and no unreadable part is a ``Finding/Code/directoryEmpty`` error.
    static func find(_ argument: String, in fileSystem: FileSystem) -> (files: [FoundFile], findings: [Finding]) {
        guard !argument.isEmpty else {
            return (
                [],
                [Finding(.error, .fileUnreadable, at: nil, "A path is empty; pass a storyboard file or a directory.")]
            )
        }
        let path = FilePath(argument)
        let status: FileStatus
        switch fileSystem.status(path, true) {
        case .success(let found): status = found
        case .failure(.system(ENOENT)):
            return ([], [unreadable(argument, "No such file or directory; check the path.")])
        case .failure(let error):
            return ([], [unreadable(argument, pathFailure(error))])
        }
        guard status.kind == .directory else { return ([FoundFile(path: path, identity: status.identity)], []) }
        var search = DirectorySearch(fileSystem: fileSystem)
        search.search(path, identity: status.identity)
        if search.files.isEmpty && !search.findings.containsErrors() {
            search.findings.append(
                Finding(
                    .error, .directoryEmpty, at: FileLocation(file: argument),
                    "The directory holds no .storyboard file; pass a storyboard or a directory that has one."))
        }
        return (search.files.sorted { $0.path < $1.path }, search.findings)
    }

    static func isStoryboardName(_ name: [UInt8]) -> Bool {
        name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }

    private static func unreadable(_ path: String, _ message: String) -> Finding {
        Finding(.error, .fileUnreadable, at: FileLocation(file: path), message)
    }

    /// Why a path could not be reached or a directory listed, and what to do.
    static func pathFailure(_ error: FileError, directory: Bool = false) -> String {
        let what = directory ? "The directory cannot be read" : "The path cannot be reached"
        switch error {
        case .system(ENOENT): return "No such file or directory; check the path."
        case .system(EACCES), .system(EPERM): return "\(what) (permission denied); check its permissions."
        case .system(ENOTDIR):
            return "A part of the path is not a directory (a file name followed by '/'?); check the path."
        case .system(ELOOP): return "The path goes through a loop of symbolic links; check the links."
        case .system(ENAMETOOLONG): return "The path is too long for the system; pass a shorter path."
        case .system(EIO): return "\(what) (input/output error); check the disk and try again."
        case .system(let code): return "\(what) (\(String(cString: strerror(code)))); check the path."
        case .nulCharacter: return "The path holds a NUL character, which no file name can; check the path."
        case .notRegularFile(let kind): return "This is \(kind.described); pass a storyboard file or a directory."
        case .tooLarge: return "\(what); check the path."
        }
    }

    /// A depth-first search of a directory tree that follows symbolic links and stops at loops.
    private struct DirectorySearch {
        let fileSystem: FileSystem
        var files: [FoundFile] = []
        var findings: [Finding] = []
        /// The directories searched so far, so that one reached again through a link is searched once.
        private var searched: Set<FileIdentity> = []
        /// The directories being searched now (the current one and those that contain it), with the
        /// paths they were reached by and their depths.
        private var ancestors: [FileIdentity: (path: FilePath, depth: Int)] = [:]
        /// The symbolic links followed to reach the current directory, outermost first, with the
        /// depths of the directories they lead to.
        private var links: [(path: FilePath, depth: Int)] = []
        /// The links reported as closing a loop, so that each is reported once.
        private var reportedLoops: Set<FilePath> = []

        init(fileSystem: FileSystem) { self.fileSystem = fileSystem }

        mutating func search(_ directory: FilePath, identity: FileIdentity) {
            searched.insert(identity)
            ancestors[identity] = (directory, ancestors.count)
            defer { ancestors[identity] = nil }
            let names: [[UInt8]]
            switch fileSystem.directoryEntries(directory) {
            case .success(let found): names = found
            case .failure(let error):
                findings.append(unreadable(directory.description, pathFailure(error, directory: true)))
                return
            }
            for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                visit(directory.appending(name), isStoryboard: isStoryboardName(name))
            }
        }

        private mutating func visit(_ path: FilePath, isStoryboard: Bool) {
            let entry: FileStatus
            switch fileSystem.status(path, false) {
            case .success(let found): entry = found
            case .failure(.system(ENOENT)):
                // Removed since the directory was listed: a storyboard is reported when it is read.
                if isStoryboard { files.append(FoundFile(path: path, identity: nil)) }
                return
            case .failure(let error):
                findings.append(unreadable(path.description, pathFailure(error)))
                return
            }
            var target = entry
            if entry.kind == .symbolicLink {
                switch fileSystem.status(path, true) {
                case .success(let found): target = found
                case .failure(let error):
                    if isStoryboard {
                        // A dangling link named like a storyboard: reading it says what is wrong.
                        files.append(FoundFile(path: path, identity: nil))
                    } else if error != .system(ENOENT) && error != .system(ELOOP) {
                        // A link that may lead to a directory of storyboards, which cannot be reached.
                        findings.append(unreadable(path.description, pathFailure(error)))
                    }
                    return
                }
            }
            guard target.kind == .directory else {
                if isStoryboard { files.append(FoundFile(path: path, identity: target.identity)) }
                return
            }
            let isLink = entry.kind == .symbolicLink
            if let ancestor = ancestors[target.identity] {
                reportLoop(at: path, isLink: isLink, backTo: ancestor)
            } else if !searched.contains(target.identity) {
                if isLink { links.append((path, ancestors.count)) }
                search(path, identity: target.identity)
                if isLink { links.removeLast() }
            }
            // Otherwise the directory was searched already, through another link: its storyboards
            // are listed once.
        }

        /// Reports the loop that `path` closes by leading back to `ancestor`, naming the first link
        /// followed since `ancestor` (the one that made the loop), or `path` itself; once per link.
        private mutating func reportLoop(at path: FilePath, isLink: Bool, backTo ancestor: (path: FilePath, depth: Int))
        {
            let link = links.first { $0.depth > ancestor.depth }?.path ?? path
            guard link != path || isLink else {
                // A directory that is its own ancestor without a link: a bind mount.
                findings.append(
                    Finding(
                        .warning, .directoryLoop, at: FileLocation(file: path.description),
                        "This directory is \(ancestor.path) again (a mount), so it was not searched again; "
                            + "the storyboards there are read once."))
                return
            }
            guard reportedLoops.insert(link).inserted else { return }
            findings.append(
                Finding(
                    .warning, .directoryLoop, at: FileLocation(file: link.description),
                    "Following this symbolic link leads back to \(ancestor.path), which is being searched already, "
                        + "so the search did not go round again; the storyboards there are read once. Remove the "
                        + "link if it is a mistake."))
        }
    }
}

/// Reads whole files through POSIX calls, without blocking on FIFOs or devices.
enum FileReader {
    /// The largest file read: 1 GiB, far more than any storyboard, so that a huge file named like one
    /// is an error instead of an allocation that fails.
    static let sizeLimit = 1 << 30

    /// The bytes of the regular file at `path`, read into memory at once.
    ///
    /// The path is checked with `stat` before it is opened, so that a FIFO is never opened (which
    /// would wait for a writer); it is opened with `O_NONBLOCK` and checked again with `fstat` in case
    /// it changed between the two.
    static func contents(of path: FilePath) throws(FileError) -> Data {
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
        guard size <= sizeLimit else { throw .tooLarge(size) }

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
            guard data.count + count <= sizeLimit else { throw .tooLarge(data.count + count) }
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
