import Foundation
import SegueRouting

/// The segues of a set of storyboards, and what could not be read.
///
///     let catalog = StoryboardCatalog(paths: ["App/Base.lproj"])
///     for finding in catalog.check() { print(finding) }
///
/// A file that cannot be read (missing, unreadable, malformed, not a storyboard) becomes an entry in
/// ``errors``; every other file is still read.
public struct StoryboardCatalog: Sendable {
    /// The storyboards read, in path order.
    public let storyboards: [Storyboard]
    /// The files and directories that could not be read, in path order: findings of severity
    /// `error`.
    public let errors: [Finding]

    /// Reads storyboards from files and directories; directories are searched for `*.storyboard`.
    ///
    /// - Parameter paths: Storyboard files and directories.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String]) {
        var storyboards: [Storyboard] = []
        var errors: [Finding] = []
        for path in paths {
            let files: [String]
            switch Self.storyboardFiles(at: path) {
            case .success(let found): files = found
            case .failure(let error):
                errors.append(error)
                continue
            }
            for file in files {
                do {
                    storyboards.append(try Storyboard(contentsOf: file))
                } catch {
                    errors.append(error)
                }
            }
        }
        self.storyboards = storyboards
        self.errors = errors
    }

    /// Makes a catalog of storyboards already read.
    public init(storyboards: [Storyboard], errors: [Finding] = []) {
        self.storyboards = storyboards
        self.errors = errors
    }

    /// Every segue of every storyboard, in path and file order.
    public var segues: [StoryboardSegue] { storyboards.flatMap(\.segues) }

    private static func storyboardFiles(at path: String) -> Result<[String], Finding> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(
                Finding(
                    .error, .fileUnreadable, at: SourceLocation(file: path),
                    "No such file or directory; check the path."))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return .failure(
                Finding(
                    .error, .fileUnreadable, at: SourceLocation(file: path),
                    "The directory cannot be read; check its permissions.")
            )
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".storyboard") {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        if files.isEmpty {
            return .failure(
                Finding(
                    .error, .directoryEmpty, at: SourceLocation(file: path),
                    "The directory holds no .storyboard file; pass a storyboard or a directory that has one."))
        }
        return .success(files.sorted())
    }
}
