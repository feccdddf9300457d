import CatalogFiles
import Dispatch
import SegueRouting

/// Where the folders of a project may be walked.
///
/// A project names the folders its files are in: its `projectDirPath`, and its synchronized folders.
/// Walking whatever it names would walk `/` or `/proc/self` (whose `root` leads back to `/`) whole.
/// So a folder is walked only when its real path (every symbolic link resolved) is the folder that
/// holds the `.xcodeproj`, is inside it, or is inside the folder above it: the project's own tree,
/// and the folders beside it (`projectDirPath = "../Core"`, a synchronized `../Shared`), which real
/// projects name. The folder above itself is not walked (that would be a whole checkout, or a home
/// folder), and when the folder that holds the project is at the top of the file system, only it is
/// the bound. A folder outside is a `project.folder-outside` note, and its files are looked up one
/// by one when a target names them, never listed.
struct WalkBound: Sendable {
    /// The folder that holds the `.xcodeproj`, its links resolved; `nil` when it cannot be.
    let projectParent: String?
    /// The folder above it, unless that is `/`.
    let above: String?

    init(parentFolder: String) {
        projectParent = FileSystem.posix.canonicalPath(parentFolder)
        if let projectParent, projectParent != "/", let slash = projectParent.lastIndex(of: "/") {
            let up = String(projectParent[..<slash])
            above = up.isEmpty ? nil : up
        } else {
            above = nil
        }
    }

    /// Whether `folder` may be walked.
    func allows(_ folder: String) -> Bool {
        guard let projectParent, let real = FileSystem.posix.canonicalPath(folder) else { return false }
        if real == projectParent || Self.isInside(real, projectParent) { return true }
        return above.map { Self.isInside(real, $0) } ?? false
    }

    /// The folders walked, as a message names them.
    var described: String {
        guard let projectParent else { return "the folder that holds the project" }
        guard let above else { return "\(projectParent), the folder that holds the project" }
        return "\(above), the folder above the project's"
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") && path != "/" : path.hasPrefix(folder + "/")
    }
}

/// A walk of a project's folder for the files targets build, on another thread while the project
/// file is parsed.
final class ProjectWalk: @unchecked Sendable {
    /// The folder walked.
    let folder: String
    private let done = DispatchGroup()
    // Written once by the walk, read after `done` is waited for.
    private var result = FolderWalk.Listing()
    private var started = false

    init(folder: String) { self.folder = folder }

    /// Whether ``start()`` was called.
    var isStarted: Bool { started }

    /// Starts the walk on another thread.
    func start() {
        started = true
        done.enter()
        DispatchQueue.global().async {
            self.result = Self.walk(self.folder)
            self.done.leave()
        }
    }

    /// What the walk found: the walk's, waited for, or walked now.
    func listing() -> FolderWalk.Listing {
        guard started else { return Self.walk(folder) }
        done.wait()
        return result
    }

    /// Folders of a project's folder that hold no file of its targets: build products and
    /// dependency checkouts.
    static let skippedNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage"]
    private static let skippedNameBytes = Set(skippedNames.map { Array($0.utf8) })

    /// Walks `folder` for the files a target can build from, not entering build and dependency
    /// folders nor those Xcode treats as one resource.
    static func walk(_ folder: String) -> FolderWalk.Listing {
        FolderWalk.walk(
            folder, wanted: isBuildableName,
            enters: { name in !skippedNameBytes.contains(name) && !isOpaqueFolderName(name) })
    }
}

/// Whether Xcode treats a folder of this name as one resource (asset catalogs, bundles), whose
/// insides no target builds from.
func isOpaqueFolderName(_ name: [UInt8]) -> Bool {
    opaqueFolderSuffixes.contains { name.hasSuffix($0) }
}

extension ProjectReader {
    /// The files below a synchronized folder, relative to it, in path order: taken from the project
    /// folder's walk when the folder is inside it, else from a walk of its own, if ``WalkBound``
    /// allows one (a note says when it does not). `explicitFolders` (relative to the folder) are not
    /// entered: each path's folders are looked up in the set, so the time is the files', however
    /// many folders it holds.
    mutating func listing(of root: String, skipping explicitFolders: Set<String>) -> [String] {
        let prefix = projectFolder.isEmpty || projectFolder == "." ? "" : projectFolder + "/"
        if isProjectFolderWalked, root.hasPrefix(prefix), root.count > prefix.count || prefix.isEmpty,
            !root.hasPrefix("/") || !prefix.isEmpty
        {
            let inside = String(root.dropFirst(prefix.count))
            // A folder named like a skipped one (Pods) was not walked.
            if !inside.split(separator: "/").contains(where: { ProjectWalk.skippedNames.contains(String($0)) }) {
                return Self.files(of: walk, below: inside + "/", skipping: explicitFolders)
            }
        }
        if let known = separateWalks[root] { return Self.files(of: known, below: "", skipping: explicitFolders) }
        var listing = FolderWalk.Listing()
        if bound.allows(root) {
            listing = FolderWalk.walk(root, wanted: isBuildableName, enters: { !isOpaqueFolderName($0) })
            notes += walkNotes(listing, root: root)
        } else {
            notes.append(
                Finding(
                    .note, .projectFolderOutside, at: FileLocation(file: file),
                    "The synchronized folder \(root) is outside \(bound.described), so it was not walked: the files "
                        + "a target builds from it are not checked. Move the folder beside the project if a target "
                        + "builds it."))
        }
        separateWalks[root] = listing
        return Self.files(of: listing, below: "", skipping: explicitFolders)
    }

    /// The files of `listing` below the folder `inside` (a path that ends with `/`, or `""` for all),
    /// relative to it, with the files of the folders its links lead to (``FolderWalk/Alias``) under
    /// the links' paths: each folder once, and none already listed; none in `explicitFolders`.
    static func files(of listing: FolderWalk.Listing, below inside: String, skipping explicitFolders: Set<String>)
        -> [String]
    {
        var result: [String] = []
        // The folders listed, with the path each is listed under.
        var pending: [(folder: String, shownAs: String)] = [(inside, "")]
        var listed: Set<String> = [inside]
        var followedLink = false
        while let (folder, shownAs) = pending.popLast() {
            var index = listing.files.partitioningIndex { $0 >= folder }
            while index < listing.files.count, listing.files[index].hasPrefix(folder) {
                let relative = shownAs + listing.files[index].dropFirst(folder.count)
                if !isInExplicitFolder(relative, explicitFolders) { result.append(relative) }
                index += 1
            }
            let links = listing.aliases
            var low = 0
            var high = links.count
            while low < high {
                let middle = (low + high) / 2
                if links[middle].link >= folder { high = middle } else { low = middle + 1 }
            }
            while low < links.count, links[low].link.hasPrefix(folder) {
                let alias = links[low]
                low += 1
                let target = alias.folder + "/"
                // A folder listed already (or inside one) is not listed again under the link's path;
                // nor one deeper than a walk goes, so that a chain of links makes no ever longer paths.
                let link = shownAs + alias.link.dropFirst(folder.count) + "/"
                guard !hasListedAncestor(target, listed),
                    link.utf8.reduce(0, { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }) < FolderWalk.depthLimit
                else { continue }
                listed.insert(target)
                followedLink = true
                pending.append((target, link))
            }
        }
        if followedLink { result.sort() }
        return result
    }

    /// Whether `path` is in one of `folders` (paths relative to the same folder).
    private static func isInExplicitFolder(_ path: String, _ folders: Set<String>) -> Bool {
        guard !folders.isEmpty else { return false }
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            if folders.contains(String(path[..<slash])) { return true }
            index = path.index(after: slash)
        }
        return false
    }

    /// Whether `folder` (a path that ends with `/`) or a folder above it is in `listed`.
    private static func hasListedAncestor(_ folder: String, _ listed: Set<String>) -> Bool {
        if listed.contains("") { return true }
        var index = folder.startIndex
        while let slash = folder[index...].firstIndex(of: "/") {
            if listed.contains(String(folder[...slash])) { return true }
            index = folder.index(after: slash)
        }
        return false
    }

    /// What a walk of `root` met that a target's files may lack: links that lead back (warnings, as
    /// a directory search reports them) and links out of the tree, which were not followed.
    func walkNotes(_ listing: FolderWalk.Listing, root: String) -> [Finding] {
        var found: [Finding] = []
        for loop in listing.loops {
            let folder = join(root, loop.target, collapsing: false)
            found.append(
                Finding(
                    .warning, .directoryLoop, at: FileLocation(file: join(root, loop.link, collapsing: false)),
                    "Following this symbolic link (or mount) leads back to \(folder), which holds it, so the walk "
                        + "of the project's folder did not go round again; the files there are listed once. Remove "
                        + "the link if it is a mistake."))
        }
        for link in listing.outside {
            found.append(
                Finding(
                    .note, .projectFolderOutside, at: FileLocation(file: join(root, link.link, collapsing: false)),
                    "This symbolic link leads to \(link.target), outside \(root), the folder walked for the "
                        + "project, so it was not followed: the storyboards, xibs and sources there are not listed "
                        + "in synchronized folders, nor reported when no target builds them. Move the files into "
                        + "the project's folder if a target builds them."))
        }
        return found
    }
}

extension Finding.Code {
    /// A folder the project names (its `projectDirPath`, a synchronized folder) or a symbolic link in
    /// its folder that leads outside the tree the check walks: it is not walked.
    public static let projectFolderOutside: Self = "project.folder-outside"
}
