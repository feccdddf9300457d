import CatalogFiles
import SegueRouting
import StoryboardModel
import XMLScanning

/// Making a catalog from files and directories: the storyboards found and read, and what reading
/// met.
extension StoryboardCatalog {
    /// Reads Interface Builder documents (storyboards and xibs) from files and directories.
    ///
    /// A directory is searched recursively for `*.storyboard` and `*.xib`, in path order. Symbolic links to files
    /// and directories are followed, both as arguments and inside directories; a link that leads back
    /// to a directory being searched is not followed and is reported once, as a warning naming it.
    /// File names need not be UTF-8: such files are read, and named in findings with U+FFFD for the
    /// bytes that are not. A path that is a FIFO, a device or a socket is an error that says so, and is
    /// never opened.
    ///
    /// A file is read once, however many times it is named: given twice, given and found in a given
    /// directory, or reached through several links. It keeps the first path by which it was named
    /// (argument order, then path order within a directory), so that generated code and findings
    /// do not repeat it.
    ///
    /// - Parameter paths: Storyboard and xib files, and directories.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String]) {
        self.init(paths: paths, fileSystem: .posix)
    }

    /// Reads storyboards and xibs from files and directories, as ``init(paths:)`` does, skipping in
    /// directories what a whole app's tree holds besides the app's storyboards: build folders
    /// (`.build`, `DerivedData`), dependency checkouts (`Pods`, `Carthage`), `.git`, localization
    /// exports (`*.xcloc`), and the paths or names that match one of the shell patterns `excluded`.
    ///
    /// - Parameters:
    ///   - paths: Storyboard and xib files, and directories.
    ///   - excluded: Shell patterns (`fnmatch`), such as `*Tests*` or `*/Generated/*`.
    public init(paths: [String], excluding excluded: [String]) {
        self.init(paths: paths, fileSystem: .posix, excluding: excluded)
    }

    /// Reads storyboards and xibs from files and directories, finding them through `fileSystem` and
    /// keeping of each what `extent` says.
    package init(
        paths: [String], fileSystem: FileSystem, excluding excluded: [String] = [], searches: DirectorySearches? = nil,
        extent: StoryboardReadingExtent = .everything
    ) {
        var storyboards: [Storyboard] = []
        var errors: [Finding] = []
        var read: Set<FileIdentity> = []
        var readPaths: Set<FilePath> = []
        for path in paths {
            let (files, findings) = FileSearch.find(
                path, in: fileSystem, excluding: excluded, searches: searches)
            // The problems of one argument in path order (by the paths as shown), those met searching
            // before those met reading.
            var problems = findings.enumerated().map { ($0.element.location?.file ?? "", $0.offset, $0.element) }
            for file in files {
                let isNew = file.identity.map { read.insert($0).inserted } ?? readPaths.insert(file.path).inserted
                guard isNew else { continue }
                do {
                    storyboards.append(
                        try Storyboard(
                            reading: file.path, named: file.path.description, in: fileSystem, extent: extent))
                } catch {
                    problems.append((error.location?.file ?? "", problems.count, error))
                }
            }
            errors += problems.sorted { (FilePath($0.0), $0.1) < (FilePath($1.0), $1.1) }.map(\.2)
        }
        self.init(storyboards: storyboards, readFindings: errors)
    }
}
