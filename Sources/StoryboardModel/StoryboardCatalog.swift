import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The segues of a set of storyboards, the xibs beside them, and what could not be read.
///
///     let catalog = StoryboardCatalog(paths: ["App/Base.lproj"])
///     for finding in catalog.check() { print(finding) }
///
/// A file that cannot be read (missing, unreadable, malformed, not a storyboard) becomes an entry in
/// ``readFindings``; every other file is still read.
public struct StoryboardCatalog: Sendable {
    /// The storyboards read, in the order of the paths given and, within a directory, in path order
    /// (by the bytes of the paths).
    public let storyboards: [Storyboard]
    /// The xibs read, in the same order. They have no scenes and no segues; their objects and
    /// connections are checked as the storyboards' are.
    public let xibs: [Storyboard]
    /// What reading the paths met, in the order of the paths given: errors for the files and
    /// directories that could not be read, and warnings (`directory.loop`) for symbolic links that
    /// were not followed because they lead back to a directory being searched.
    public let readFindings: [Finding]

    /// Makes a catalog of Interface Builder documents already read.
    ///
    /// - Parameters:
    ///   - storyboards: The documents: storyboards, and xibs (which go to ``xibs``).
    ///   - readFindings: What reading them met, if anything.
    public init(storyboards: [Storyboard], readFindings: [Finding] = []) {
        self.storyboards = storyboards.filter { $0.kind == .storyboard }
        self.xibs = storyboards.filter { $0.kind == .xib }
        self.readFindings = readFindings
    }

    /// Every Interface Builder document: the storyboards, then the xibs.
    public var documents: [Storyboard] { storyboards + xibs }

    /// Every segue of every storyboard, in path and file order.
    public var segues: [StoryboardSegue] { storyboards.flatMap(\.segues) }
}
