/// Finding the Xcode projects of a folder, as `symbolify check <folder>` checks them.
package enum ProjectSearch {
    /// Folders the search never enters besides hidden ones and ``FileSearch``'s: build folders,
    /// dependency checkouts, and the bundles Xcode treats as one file.
    private static let skippedNames: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "SourcePackages", "checkouts", "node_modules",
    ]
    private static let bundleSuffixes = [
        ".xcworkspace", ".xcassets", ".bundle", ".app", ".appex", ".framework", ".xcframework", ".lproj",
        ".playground", ".xcdatamodeld", ".scnassets", ".docc", ".xctemplate",
    ]

    /// The projects of `folder`: the `.xcodeproj` folders at its top, or, when it has none, those
    /// below it (not in hidden, build or dependency folders: `Pods`, `Carthage`, `SourcePackages`,
    /// `.build`, `DerivedData`, `build`, `node_modules`), less any whose folder is inside the folder of
    /// one found higher up (a library's project vendored in an app's folder is built by the app's
    /// project, or not at all). `Pods.xcodeproj` is never one. Sorted by path, each once (symbolic
    /// links to folders are followed, each folder entered once).
    ///
    /// - Parameter limit: The most folders entered, so that a huge tree is not walked whole.
    package static func projects(in folder: String, fileSystem: FileSystem = .posix, limit: Int = 200_000)
        -> [String]
    {
        var root = folder
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        func path(_ parent: String, _ name: String) -> String { parent == "." ? name : parent + "/" + name }
        func isProject(_ name: String) -> Bool { name.hasSuffix(".xcodeproj") && name != "Pods.xcodeproj" }
        let top = fileSystem.entryNames(of: root).filter(isProject).sorted()
        if !top.isEmpty { return top.map { path(root, $0) } }
        // Breadth first: the shallowest projects are found first.
        var found: [(path: String, folder: String)] = []
        var visited: Set<FileIdentity> = []
        if case .success(let status) = fileSystem.status(FilePath(root), true) { visited.insert(status.identity) }
        var level = [root]
        var entered = 0
        while !level.isEmpty && entered < limit {
            var next: [String] = []
            for directory in level {
                entered += 1
                guard case .success(let entries) = fileSystem.directoryEntries(FilePath(directory)) else { continue }
                for entry in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) })
                where !entry.isRegularFile {
                    let name = String(decoding: entry.name, as: UTF8.self)
                    guard !name.hasPrefix("."), !skippedNames.contains(name) else { continue }
                    let child = path(directory, name)
                    if isProject(name) {
                        // Inside a project found higher up: that project's, or a vendored one's.
                        if !found.contains(where: { child.hasPrefix($0.folder == "." ? "" : $0.folder + "/") }) {
                            found.append((child, directory))
                        }
                        continue
                    }
                    guard !bundleSuffixes.contains(where: { name.hasSuffix($0) }),
                        case .success(let status) = fileSystem.status(FilePath(child), true),
                        status.kind == .directory, visited.insert(status.identity).inserted
                    else { continue }
                    next.append(child)
                }
            }
            level = next
        }
        return found.map(\.path).sorted()
    }
}
