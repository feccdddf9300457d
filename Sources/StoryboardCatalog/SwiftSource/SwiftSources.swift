import Dispatch
import Foundation
import SegueRouting

/// The Swift and Objective-C sources of an app, read: what ``StoryboardCatalog/StoryboardCatalog/check(sources:)``
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
    /// Directories are searched as ``StoryboardCatalog/StoryboardCatalog/init(paths:excluding:)`` searches them:
    /// symbolic links followed, loops reported once, build folders, dependency checkouts and
    /// localization exports skipped, and the paths or names matching `excluded` left out. A file
    /// given by name is read whatever its extension, as Swift unless it ends in `.h`, `.m` or `.mm`.
    ///
    /// - Parameters:
    ///   - paths: Source files and directories.
    ///   - excluded: Shell patterns (`fnmatch`) of paths or names to leave out.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String], excluding excluded: [String] = []) {
        // Find every file first, in order; then read them on all cores, keeping that order.
        var found: [(files: [FoundFile], findings: [Finding])] = []
        var seen: Set<FileIdentity> = []
        for path in paths {
            let search = StoryboardFiles.find(path, in: .posix, wanted: .sources, excluding: excluded)
            let new = search.files.filter { file in file.identity.map { seen.insert($0).inserted } ?? true }
            found.append((new, search.findings))
        }
        let all = found.flatMap(\.files)
        let results = SourceReadResults(count: all.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            let file = all[index]
            do throws(Finding) {
                results.store(
                    .success(try SwiftSourceFile(reading: file.path, named: file.path.description)), at: index)
            } catch {
                results.store(.failure(error), at: index)
            }
        }
        var files: [SwiftSourceFile] = []
        var findings: [Finding] = []
        var index = 0
        for search in found {
            findings += search.findings
            for _ in search.files {
                switch results.result(at: index) {
                case .success(let source):
                    findings += source.findings
                    files.append(source)
                case .failure(let finding):
                    findings.append(finding)
                }
                index += 1
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

/// The results of reading files on several threads, each stored once at its index.
///
/// `@unchecked Sendable` is sound: the array is only read and written while `lock` is held.
private final class SourceReadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<SwiftSourceFile, Finding>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<SwiftSourceFile, Finding>, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The result at `index`, which every reader has stored by the time `concurrentPerform` returns.
    func result(at index: Int) -> Result<SwiftSourceFile, Finding> {
        lock.withLock { results[index]! }
    }
}
