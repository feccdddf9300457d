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

/// Why a file or directory could not be read.
package enum FileError: Error, Hashable, Sendable {
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
package enum FileKind: Hashable, Sendable {
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
    package var described: String {
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
package struct FileIdentity: Hashable, Sendable {
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

/// A name in a directory, and whether the directory listing says it is a regular file (so that a
/// search can pass over files it does not want without a `stat` call each).
package struct DirectoryEntry: Hashable, Sendable {
    /// The name's bytes.
    package var name: [UInt8]
    /// `true` only when the listing says so (`d_type`); `false` when it is something else or unknown.
    package var isRegularFile: Bool
    /// The inode number the listing gives (`d_ino`); 0 when unknown.
    var inode: UInt64 = 0
    /// `true` only when the listing says it is a directory (`d_type`), not a link to one.
    package var isDirectory = false
}

/// The file system calls that finding storyboards makes, replaceable in tests (where the root user
/// cannot be refused a directory).
package struct FileSystem: Sendable {
    /// `stat` (following symbolic links) or `lstat` (not following them).
    var status: @Sendable (_ path: FilePath, _ followingLinks: Bool) -> Result<FileStatus, FileError>
    /// The names in a directory, without `.` and `..`, in no particular order.
    var directoryEntries: @Sendable (_ directory: FilePath) -> Result<[DirectoryEntry], FileError>
    /// `open` without blocking and `fstat`: a regular file opened for reading, or why it cannot be.
    var openFile: @Sendable (_ file: FilePath) -> Result<OpenedFile, FileError> = FileReader.openRegularFile

    /// The real file system, through POSIX calls that take paths as bytes.
    package static let posix = FileSystem(status: posixStatus, directoryEntries: posixDirectoryEntries)

    private static func posixStatus(_ path: FilePath, followingLinks: Bool) -> Result<FileStatus, FileError> {
        var status = stat()
        let result = path.withCString { followingLinks ? stat($0, &status) : lstat($0, &status) }
        switch result {
        case nil: return .failure(.nulCharacter)
        case 0: return .success(FileStatus(status))
        default: return .failure(.system(errno))
        }
    }

    private static func posixDirectoryEntries(_ directory: FilePath) -> Result<[DirectoryEntry], FileError> {
        guard let opened = directory.withCString({ opendir($0) }) else { return .failure(.nulCharacter) }
        guard let stream = opened else { return .failure(.system(errno)) }
        defer { closedir(stream) }
        var names: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(.system(errno)) }
                return .success(names)
            }
            // The name is read where it is: a record is only as long as its name, so copying the
            // whole `d_name` array (`entry.pointee.d_name`) can read past the end of the listing.
            let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
            let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: UInt8.self)
            let name = Array(
                UnsafeBufferPointer(
                    start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(
                DirectoryEntry(
                    name: name, isRegularFile: entry.pointee.d_type == UInt8(DT_REG),
                    inode: UInt64(entry.pointee.d_ino), isDirectory: entry.pointee.d_type == UInt8(DT_DIR)))
        }
    }
}

extension FileSystem {
    /// Whether `path` is a directory (following symbolic links).
    package func isDirectory(_ path: String) -> Bool {
        if case .success(let status) = status(FilePath(path), true) { return status.kind == .directory }
        return false
    }

    /// Whether something exists at `path` (following symbolic links).
    package func exists(_ path: String) -> Bool {
        if case .success = status(FilePath(path), true) { return true }
        return false
    }

    /// The entries of the directory at `path`, in no particular order, each with whether the listing
    /// says it is a regular file or a directory (both `false` for a link, or a kind the listing does
    /// not give), or none when it cannot be listed.
    package func entries(of path: String) -> [DirectoryEntry] {
        guard case .success(let entries) = directoryEntries(FilePath(path)) else { return [] }
        return entries
    }

    /// The names in the directory at `path`, in byte order, or none when it cannot be listed.
    package func entryNames(of path: String) -> [String] {
        entryNames(of: path) { _ in true }
    }

    /// The names in the directory at `path` whose bytes `isIncluded` keeps, in byte order, or none
    /// when it cannot be listed. Only the names kept are sorted and decoded, so that looking for a
    /// few names in a large folder (a temporary folder of thousands) costs a pass over the listing.
    package func entryNames(of path: String, where isIncluded: ([UInt8]) -> Bool) -> [String] {
        guard case .success(let entries) = directoryEntries(FilePath(path)) else { return [] }
        var names: [[UInt8]] = []
        for entry in entries where isIncluded(entry.name) { names.append(entry.name) }
        return names.sorted { $0.lexicographicallyPrecedes($1) }.map { String(decoding: $0, as: UTF8.self) }
    }
}
