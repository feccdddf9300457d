import CatalogFiles
import SegueRouting

/// A dependency an app's manifests name: a pod of `Podfile.lock`, a Carthage checkout of
/// `Cartfile.resolved`, a Swift package of `Package.resolved`, or a git submodule of `.gitmodules`
/// that is not checked out.
public struct SourceDependency: Sendable, Hashable {
    /// The dependency's name: the pod, the repository, or the package's identity.
    public let name: String
    /// The manifest that names it.
    public let manifest: String
    /// Whether its sources are in the tree (`Pods/`, `Carthage/Checkouts/`) and were read for their
    /// declarations.
    public let isInTree: Bool

    /// Creates a dependency.
    public init(name: String, manifest: String, isInTree: Bool) {
        self.name = name
        self.manifest = manifest
        self.isInTree = isInTree
    }
}

/// Finding the dependencies of the app in a source directory, and the folders their sources are in.
package enum SourceDependencies {
    /// The dependencies the manifests at the top of `directory` name, and the folders of their
    /// sources that are in the tree.
    package static func find(in directory: String) -> (dependencies: [SourceDependency], folders: [String]) {
        let root = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var dependencies: [SourceDependency] = []
        var folders: [String] = []
        let fileSystem = FileSystem.posix
        func isDirectory(_ path: String) -> Bool { fileSystem.isDirectory(path) }
        func read(_ path: String) -> String? {
            guard let bytes = try? FileReader.bytes(at: FilePath(path), limit: 16 << 20) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        if let lock = read(root + "/Podfile.lock") {
            let inTree = isDirectory(root + "/Pods")
            if inTree { folders.append(root + "/Pods") }
            dependencies += podNames(lock).map {
                SourceDependency(name: $0, manifest: root + "/Podfile.lock", isInTree: inTree)
            }
        }
        if let resolved = read(root + "/Cartfile.resolved") {
            let inTree = isDirectory(root + "/Carthage/Checkouts")
            if inTree { folders.append(root + "/Carthage/Checkouts") }
            dependencies += carthageNames(resolved).map {
                SourceDependency(name: $0, manifest: root + "/Cartfile.resolved", isInTree: inTree)
            }
        }
        // Swift packages checked out in the tree: by `swift package resolve`, or by `xcodebuild
        // -clonedSourcePackagesDirPath SourcePackages`.
        for checkouts in [root + "/.build/checkouts", root + "/SourcePackages/checkouts"] where isDirectory(checkouts) {
            folders.append(checkouts)
        }
        var manifests = [root + "/Package.resolved"]
        for entry in fileSystem.entryNames(of: root) {
            if entry.hasSuffix(".xcworkspace") {
                manifests.append(root + "/" + entry + "/xcshareddata/swiftpm/Package.resolved")
            } else if entry.hasSuffix(".xcodeproj") {
                manifests.append(root + "/" + entry + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            }
        }
        // Git submodules not checked out (a clone without --recursive): their classes are not in the tree.
        for submodule in GitSubmodule.absent(around: root) {
            dependencies.append(
                SourceDependency(name: submodule.name, manifest: submodule.manifest, isInTree: false))
        }
        var seen: Set<String> = []
        for manifest in manifests {
            guard let resolved = read(manifest) else { continue }
            for name in packageNames(resolved) where seen.insert(name).inserted {
                dependencies.append(SourceDependency(name: name, manifest: manifest, isInTree: false))
            }
        }
        return (dependencies, folders)
    }

    /// The pods of a `Podfile.lock`'s `PODS:` section (`  - Name (1.0)`, `  - Name/Subspec (1.0):`),
    /// each once.
    static func podNames(_ lock: String) -> [String] {
        var names: [String] = []
        var inPods = false
        for line in lock.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inPods = line.hasPrefix("PODS:")
                continue
            }
            guard inPods, line.hasPrefix("  - ") else { continue }
            var name = line.dropFirst(4)
            if name.hasPrefix("\"") { name = name.dropFirst() }
            let end = name.firstIndex { $0 == " " || $0 == "/" || $0 == "\"" || $0 == ":" } ?? name.endIndex
            let pod = String(name[..<end])
            if !pod.isEmpty && !names.contains(pod) { names.append(pod) }
        }
        return names
    }

    /// The repositories of a `Cartfile.resolved` (`github "owner/Name" "v1"`, `git "…/Name.git" "…"`).
    static func carthageNames(_ resolved: String) -> [String] {
        resolved.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\"")
            guard parts.count >= 2, !line.hasPrefix("binary") else { return nil }
            var name = parts[1].split(separator: "/").last.map(String.init) ?? String(parts[1])
            if name.hasSuffix(".git") { name.removeLast(4) }
            return name.isEmpty ? nil : name
        }
    }

    /// The packages of a `Package.resolved`: each pin's `identity` (versions 2 and 3) or `package`
    /// (version 1).
    static func packageNames(_ resolved: String) -> [String] {
        var names: [String] = []
        // `"identity" : "name"` (versions 2 and 3) or `"package": "Name"` (version 1): the quoted
        // strings in order, each key's value the string after it.
        var strings: [Substring] = []
        var rest = Substring(resolved)
        while let open = rest.firstIndex(of: "\"") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "\"") else { break }
            strings.append(after[..<close])
            rest = after[after.index(after: close)...]
        }
        for (index, string) in strings.enumerated().dropLast() where string == "identity" || string == "package" {
            names.append(String(strings[index + 1]))
        }
        return names
    }
}
