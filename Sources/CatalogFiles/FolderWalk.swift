import SegueRouting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A walk of a folder tree that lists each file once however many paths lead to it, and ends
/// whatever links the tree holds: the walk of an Xcode project's folder.
///
/// The folders are walked first as they are, without following a symbolic link: each is entered
/// once, known by its device and inode, so that a mount of a folder inside itself is entered once.
/// Then each link to a folder is looked at: one that leads to a folder the walk entered is an
/// ``Alias`` (its files are that folder's, listed under the folder's own path), or a loop when that
/// folder holds the link; one that leads elsewhere (out of the tree, or into a folder the walk does
/// not enter) is not followed. So the walk reads no folder outside the tree, and each folder once:
/// its time is the tree's size, whatever the links.
package struct FolderWalk: Sendable {
    /// A symbolic link to a folder the walk entered by another path: the link's path and the
    /// folder's, relative to the walked folder.
    package struct Alias: Sendable, Hashable {
        /// The link's path.
        package var link: String
        /// The path of the folder it leads to, as the walk entered it.
        package var folder: String
    }

    /// A symbolic link to a folder that the walk did not follow.
    package struct Link: Sendable, Hashable {
        /// The link's path, relative to the walked folder.
        package var link: String
        /// Where it leads: the folder's path with every link resolved, or the link's text when that
        /// cannot be told; relative to the walked folder for a loop.
        package var target: String
    }

    /// What a walk found.
    package struct Listing: Sendable {
        /// The files wanted, relative to the walked folder, each once, in `String` order.
        package var files: [String] = []
        /// The links to folders entered by another path, in the order of their paths.
        package var aliases: [Alias] = []
        /// The links that lead back to a folder that holds them (its path relative to the walked
        /// folder, `""` for the folder itself), or folders that are mounts of such a folder.
        package var loops: [Link] = []
        /// The links to folders out of the walked tree, which were not followed.
        package var outside: [Link] = []

        /// An empty listing.
        package init() {}
    }

    /// The deepest a walk goes below its folder.
    package static let depthLimit = 64

    /// Walks `root`: lists the files whose names `wanted` accepts, entering the folders whose names
    /// `enters` accepts, neither hidden (a name that starts with `.`). A folder that is not entered
    /// is listed as a file when `wanted` accepts its name (an `.xcassets` catalog).
    package static func walk(
        _ root: String, fileSystem: FileSystem = .posix, wanted: ([UInt8]) -> Bool, enters: ([UInt8]) -> Bool
    ) -> Listing {
        var listing = Listing()
        guard case .success(let rootStatus) = fileSystem.status(FilePath(root), true), rootStatus.kind == .directory
        else { return listing }
        // The folders entered, by identity, with their paths.
        var entered: [FileIdentity: String] = [rootStatus.identity: ""]
        var links: [(path: String, identity: FileIdentity)] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        let dot = UInt8(ascii: ".")
        while let (relative, depth) = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            // Names are looked at as bytes, and made paths only when kept: most of a tree's files
            // (images, data, scripts) are passed over without a `stat`.
            for entry in fileSystem.entries(of: folder) where entry.name.first != dot {
                let isWanted = wanted(entry.name)
                if entry.isRegularFile {
                    if isWanted { listing.files.append(child(relative, entry.name)) }
                    continue
                }
                let path = child(relative, entry.name)
                // A folder, a link, or a kind the listing does not give: `lstat` tells, with a folder's
                // identity.
                if entry.isDirectory && !(enters(entry.name) && depth + 1 < depthLimit) {
                    // A folder not entered is listed when its name is wanted (an asset catalog).
                    if isWanted { listing.files.append(path) }
                    continue
                }
                guard case .success(let status) = fileSystem.status(FilePath(root + "/" + path), false) else {
                    continue
                }
                switch status.kind {
                case .directory:
                    guard enters(entry.name), depth + 1 < depthLimit else {
                        if isWanted { listing.files.append(path) }
                        continue
                    }
                    if let known = entered[status.identity] {
                        // A mount of a folder the walk entered: a loop when it is inside that folder.
                        if known.isEmpty || path.hasPrefix(known + "/") {
                            listing.loops.append(Link(link: path, target: known))
                        } else {
                            listing.aliases.append(Alias(link: path, folder: known))
                        }
                        continue
                    }
                    entered[status.identity] = path
                    pending.append((path, depth + 1))
                case .symbolicLink:
                    guard case .success(let target) = fileSystem.status(FilePath(root + "/" + path), true) else {
                        continue
                    }
                    if target.kind == .directory {
                        if enters(entry.name) { links.append((path, target.identity)) }
                    } else if target.kind == .regular && isWanted {
                        // A link to a file is the file, under the link's name.
                        listing.files.append(path)
                    }
                case .regular:
                    if isWanted { listing.files.append(path) }
                default:
                    continue
                }
            }
        }
        // Every folder of the tree was entered: a link leads into one of them, or out of the tree.
        let canonicalRoot = fileSystem.canonicalPath(root)
        for (path, identity) in links.sorted(by: { $0.path < $1.path }) {
            if let folder = entered[identity] {
                if folder.isEmpty || path.hasPrefix(folder + "/") {
                    listing.loops.append(Link(link: path, target: folder))
                } else {
                    listing.aliases.append(Alias(link: path, folder: folder))
                }
                continue
            }
            let target = fileSystem.canonicalPath(root + "/" + path)
            if let target, let canonicalRoot, target == canonicalRoot || target.hasPrefix(canonicalRoot + "/") {
                // Into a folder of the tree the walk does not enter (hidden, skipped, too deep).
                continue
            }
            listing.outside.append(Link(link: path, target: target ?? path))
        }
        // In `String` order, as the look-ups of a folder's run of paths compare them.
        listing.files.sort()
        listing.aliases.sort { $0.link < $1.link }
        return listing
    }

    private static func child(_ relative: String, _ name: [UInt8]) -> String {
        let text = String(decoding: name, as: UTF8.self)
        return relative.isEmpty ? text : relative + "/" + text
    }
}

extension FileSystem {
    /// The path with every symbolic link, `.` and `..` resolved (`realpath`), or `nil` when it
    /// cannot be (a part is missing, or not a folder).
    package func canonicalPath(_ path: String) -> String? {
        guard let resolved = FilePath(path).withCString({ realpath($0, nil) }), let resolved else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
