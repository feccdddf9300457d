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

extension Finding.Code {
    /// A file or directory that cannot be read: missing, unreadable, not a regular file.
    public static let fileUnreadable: Self = "file.unreadable"
    /// A directory that holds no storyboard.
    public static let directoryEmpty: Self = "directory.empty"
    /// A symbolic link (or mount) inside a searched directory that leads back to a directory that
    /// contains it: it is not followed, so that the search ends. A warning; nothing is left unread.
    public static let directoryLoop: Self = "directory.loop"
}

/// A storyboard file found: the path to read, and what it is, where `stat` could tell.
package struct FoundFile: Hashable, Sendable {
    package var path: FilePath
    package var identity: FileIdentity?
}

/// Finds the storyboard (or source) files that a path argument names.
package enum FileSearch {
    private static let suffix = Array(".storyboard".utf8)
    private static let xibSuffix = Array(".xib".utf8)

    /// What a directory search looks for.
    package enum Wanted: Sendable {
        /// Interface Builder documents: `*.storyboard` and `*.xib` files.
        case storyboards
        /// Swift and Objective-C sources: `*.swift`, `*.h`, `*.m`, `*.mm`.
        case sources
        /// Both, for a directory that is searched for storyboards and for sources in one run, with
        /// the resources beside them (``ResourceNames``): an asset catalog is found, not entered.
        case storyboardsAndSources

        func matches(_ name: some BidirectionalCollection<UInt8>) -> Bool {
            switch self {
            case .storyboards: return FileSearch.isStoryboardName(name)
            case .storyboardsAndSources:
                return Self.storyboards.matches(name) || Self.sources.matches(name)
                    || (name.withContiguousStorageIfAvailable(ResourceNames.matches)
                        ?? ResourceNames.matches(Array(name)))
            case .sources:
                return Self.sourceSuffixes.contains { suffix in
                    name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
                }
            }
        }

        /// The files, as a message names them.
        var noun: String {
            switch self {
            case .storyboards: ".storyboard or .xib file"
            case .sources: "Swift or Objective-C source file"
            case .storyboardsAndSources: "storyboard or source file"
            }
        }

        /// One such file, as a message that says what a path is not names it.
        var fileNoun: String {
            switch self {
            case .storyboards: "a storyboard or xib file"
            case .sources: "a source file"
            case .storyboardsAndSources: "a storyboard, xib or source file"
            }
        }

        /// What to pass instead, as a message says it.
        var whatToPass: String {
            switch self {
            case .storyboards: "a .storyboard or .xib file"
            case .sources: "a Swift or Objective-C source file"
            case .storyboardsAndSources: "a .storyboard, .xib or source file"
            }
        }

        private static let sourceSuffixes = [".swift", ".h", ".m", ".mm"].map { Array($0.utf8) }
    }

    /// Directories a search never enters: build products, dependency checkouts and localization
    /// exports, whose copies of storyboards and sources are not the app's.
    static let skippedDirectories: Set<[UInt8]> = Set(
        [".build", ".git", "DerivedData", "Pods", "Carthage"].map { Array($0.utf8) })

    /// Whether a directory search skips `name`: a ``skippedDirectories`` name or a `.xcloc` export.
    static func isSkippedDirectory(_ name: [UInt8]) -> Bool {
        skippedDirectories.contains(name) || name.suffix(6).elementsEqual(".xcloc".utf8)
    }

    /// Whether `path` (or its last component, `name`) matches one of the shell patterns `excluded`.
    static func isExcluded(_ path: FilePath, name: [UInt8], by excluded: [String]) -> Bool {
        guard !excluded.isEmpty else { return false }
        let shownName = String(decoding: name, as: UTF8.self)
        let shownPath = path.description
        return excluded.contains { fnmatch($0, shownPath, 0) == 0 || fnmatch($0, shownName, 0) == 0 }
    }

    /// Whether a path given by name (a project's file) is left out by `excluded`: the pattern matches
    /// the path, or the name of the file or of a folder above it, as a directory search leaves out
    /// what is below a folder it does not enter.
    package static func matches(_ path: String, excludedBy excluded: [String]) -> Bool {
        guard !excluded.isEmpty else { return false }
        if excluded.contains(where: { fnmatch($0, path, 0) == 0 }) { return true }
        return path.split(separator: "/").contains { component in
            let name = String(component)
            return excluded.contains { fnmatch($0, name, 0) == 0 }
        }
    }

    /// The files to read for `argument`, sorted by path, and the problems met finding them.
    ///
    /// A file is itself, whatever its name or kind (reading reports what is not a regular file). A
    /// directory is searched recursively for `*.storyboard` and `*.xib`, following symbolic links to files and
    /// directories; a link that leads back to a directory being searched is a ``Finding/Code/directoryLoop``
    /// warning. A directory that cannot be read is an error naming it, and the search goes on. A
    /// directory with no storyboard and no unreadable part is a ``Finding/Code/directoryEmpty`` error.
    ///
    /// A search skips ``skippedDirectories``, `.xcloc` exports, and the files and directories whose
    /// path or name matches one of the shell patterns `excluded`.
    ///
    /// With `searches`, a directory searched for storyboards and for sources in one run is walked
    /// once: the first search of an argument finds both kinds, and the second takes its kind from it.
    package static func find(
        _ argument: String, in fileSystem: FileSystem, wanted: Wanted = .storyboards, excluding excluded: [String] = [],
        searches: DirectorySearches? = nil
    ) -> (files: [FoundFile], findings: [Finding]) {
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
        var files: [FoundFile]
        var findings: [Finding]
        if let searches {
            let key = DirectorySearches.Key(argument: argument, excluded: excluded)
            let both =
                searches.results[key]
                ?? {
                    var search = DirectorySearch(
                        fileSystem: fileSystem, wanted: .storyboardsAndSources, excluded: excluded)
                    if searches.sourceArguments.contains(argument), let prefetch = searches.prefetch {
                        search.onFound = { file in
                            if Wanted.sources.matches(file.path.lastComponent) { prefetch(file.path) }
                        }
                    }
                    search.search(path, identity: status.identity)
                    return (search.files, search.findings)
                }()
            searches.results[key] = both
            files = both.files.filter { wanted.matches($0.path.lastComponent) }
            findings = both.findings
        } else {
            var search = DirectorySearch(fileSystem: fileSystem, wanted: wanted, excluded: excluded)
            search.search(path, identity: status.identity)
            (files, findings) = (search.files, search.findings)
        }
        if files.isEmpty && !findings.containsErrors() {
            findings.append(
                Finding(
                    .error, .directoryEmpty, at: FileLocation(file: argument),
                    "The directory holds no \(wanted.noun); pass a directory that has one."))
        }
        return (files.sorted { $0.path < $1.path }, findings)
    }

    static func isStoryboardName(_ name: some BidirectionalCollection<UInt8>) -> Bool {
        (name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix))
            || (name.count >= xibSuffix.count && name.suffix(xibSuffix.count).elementsEqual(xibSuffix))
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
        let wanted: Wanted
        let excluded: [String]
        /// Called with each file found, as it is found.
        var onFound: ((FoundFile) -> Void)?
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

        init(fileSystem: FileSystem, wanted: Wanted, excluded: [String]) {
            self.fileSystem = fileSystem
            self.wanted = wanted
            self.excluded = excluded
        }

        mutating func search(_ directory: FilePath, identity: FileIdentity) {
            searched.insert(identity)
            ancestors[identity] = (directory, ancestors.count)
            defer { ancestors[identity] = nil }
            let entries: [DirectoryEntry]
            switch fileSystem.directoryEntries(directory) {
            case .success(let found): entries = found
            case .failure(let error):
                findings.append(unreadable(directory.description, pathFailure(error, directory: true)))
                return
            }
            for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let name = entry.name
                let isWanted = wanted.matches(name)
                // A regular file that is not wanted needs no `stat`: most of a tree's files.
                if entry.isRegularFile && !isWanted { continue }
                let path = directory.appending(name)
                guard !isExcluded(path, name: name, by: excluded) else { continue }
                // A wanted regular file needs no `stat` either: the listing gives its inode, and it is
                // on the directory's device. (Reading it checks what it is again.)
                if entry.isRegularFile && entry.inode != 0 {
                    found(FoundFile(path: path, identity: FileIdentity(device: identity.device, inode: entry.inode)))
                    continue
                }
                visit(path, isStoryboard: isWanted, isSkipped: isSkippedDirectory(name))
            }
        }

        private mutating func found(_ file: FoundFile) {
            files.append(file)
            onFound?(file)
        }

        private mutating func visit(_ path: FilePath, isStoryboard: Bool, isSkipped: Bool) {
            let entry: FileStatus
            switch fileSystem.status(path, false) {
            case .success(let found): entry = found
            case .failure(.system(ENOENT)):
                // Removed since the directory was listed: a storyboard is reported when it is read.
                if isStoryboard { found(FoundFile(path: path, identity: nil)) }
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
                        found(FoundFile(path: path, identity: nil))
                    } else if error != .system(ENOENT) && error != .system(ELOOP) {
                        // A link that may lead to a directory of storyboards, which cannot be reached.
                        findings.append(unreadable(path.description, pathFailure(error)))
                    }
                    return
                }
            }
            guard target.kind == .directory else {
                if isStoryboard { found(FoundFile(path: path, identity: target.identity)) }
                return
            }
            // An asset catalog is one resource, its insides no storyboard's nor source's.
            if ResourceNames.isAssetCatalog(path.lastComponent) {
                if isStoryboard { found(FoundFile(path: path, identity: target.identity)) }
                return
            }
            guard !isSkipped else { return }
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

/// The directory searches of one run that reads storyboards and sources from the same directories
/// (`symbolify check App --sources App`): each directory argument is walked once, for both kinds.
package final class DirectorySearches {
    /// A directory argument and the patterns it was searched without.
    struct Key: Hashable {
        var argument: String
        var excluded: [String]
    }

    /// What each search found: files of both kinds, and the problems met.
    var results: [Key: (files: [FoundFile], findings: [Finding])] = [:]
    /// The directory arguments searched for sources, whose sources `prefetch` is given as they are found.
    let sourceArguments: Set<String>
    /// Called with each source file found under `sourceArguments`, as the walk finds it: the source
    /// reader starts reading it on another core while the walk goes on.
    let prefetch: (@Sendable (FilePath) -> Void)?

    /// The resources (``ResourceNames``) the searches found, each once, in path order: an asset
    /// catalog as its folder.
    package var resourceFiles: [String] {
        var seen: Set<FilePath> = []
        var found: [String] = []
        for result in results.values {
            for file in result.files
            where ResourceNames.matches(file.path.lastComponent) && seen.insert(file.path).inserted {
                found.append(file.path.description)
            }
        }
        return found.sorted()
    }

    /// Searches that give `prefetch` the sources found under `sourceArguments` while they walk.
    package init(prefetchingSourcesOf sourceArguments: [String], with prefetch: (@Sendable (FilePath) -> Void)? = nil) {
        self.sourceArguments = Set(sourceArguments)
        self.prefetch = prefetch
    }
}
