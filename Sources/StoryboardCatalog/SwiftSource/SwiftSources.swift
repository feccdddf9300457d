import SegueRouting

/// The Swift and Objective-C sources of an app, read: what ``StoryboardCatalog/check(sources:)``
/// holds the storyboards against.
///
///     let sources = SwiftSources(paths: ["App"])
///     let findings = StoryboardCatalog(paths: ["App"]).check(sources: sources)
///
/// A file that cannot be read, is not UTF-8, or holds an unterminated string or comment gets a
/// finding that names it; every other file is still read.
public struct SwiftSources: Sendable {
    /// The files read, in the order of the paths given and, within a directory, in path order.
    public let files: [SwiftSourceFile]
    /// What finding and reading the files met, in path order: the files' own ``SwiftSourceFile/findings``
    /// among them.
    public let readFindings: [Finding]

    /// Reads the `.swift`, `.h`, `.m` and `.mm` files among `paths`, searching directories
    /// recursively.
    ///
    /// Directories are searched as ``StoryboardCatalog/init(paths:excluding:)`` searches them:
    /// symbolic links followed, loops reported once, build folders, dependency checkouts and
    /// localization exports skipped, and the paths or names matching `excluded` left out. A file
    /// given by name is read whatever its extension, as Swift unless it ends in `.h`, `.m` or `.mm`.
    ///
    /// - Parameters:
    ///   - paths: Source files and directories.
    ///   - excluded: Shell patterns (`fnmatch`) of paths or names to leave out.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String], excluding excluded: [String] = []) {
        var files: [SwiftSourceFile] = []
        var findings: [Finding] = []
        var read: Set<FileIdentity> = []
        for path in paths {
            let found = StoryboardFiles.find(path, in: .posix, wanted: .sources, excluding: excluded)
            findings += found.findings
            for file in found.files {
                guard file.identity.map({ read.insert($0).inserted }) ?? true else { continue }
                do {
                    let source = try SwiftSourceFile(reading: file.path, named: file.path.description)
                    findings += source.findings
                    files.append(source)
                } catch {
                    findings.append(error)
                }
            }
        }
        self.files = files
        self.readFindings = findings
    }

    /// Sources already read.
    ///
    /// - Parameters:
    ///   - files: The files.
    ///   - readFindings: What reading them met; by default, the files' own findings.
    public init(files: [SwiftSourceFile], readFindings: [Finding]? = nil) {
        self.files = files
        self.readFindings = readFindings ?? files.flatMap(\.findings)
    }
}
