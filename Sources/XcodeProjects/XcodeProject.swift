import CatalogFiles
import Dispatch
import SegueRouting

/// An Xcode project read from its `project.pbxproj`: its native targets as Xcode builds them.
///
///     let project = try XcodeProject(path: "App.xcodeproj")
///     for target in project.targets {
///         print(target.name, target.moduleName, target.interfaceFiles.count, target.sourceFiles.count)
///     }
///
/// The project file is read with ``PropertyListText``, a reader of its own of the OpenStep format; the
/// files of each target come from its build phases (file references resolved through their groups, a
/// variant group as its `Base.lproj` and localized files), and from Xcode 16's file-system-synchronized
/// folders with their membership exceptions.
public struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder, as given.
    public let path: String
    /// The folder the project's files are relative to: the folder that holds the `.xcodeproj`, with
    /// the project's `projectDirPath`.
    public let projectFolder: String
    /// The native targets, in the order of the project.
    public let targets: [XcodeTarget]
    /// The Swift packages the project references: a repository's URL, or a local package's folder.
    public let packages: [XcodePackage]
    /// The folders of the local Swift packages the project builds: those it references, and, when
    /// a target uses a product of a package it does not reference (a package folder added to the
    /// project as a folder), the folders with a `Package.swift` in the three levels below the
    /// project's folder. Their files are built by the packages, not by the project's targets.
    public let localPackageFolders: [String]
    /// What reading met that is not an error of the project file: a build setting that could not be
    /// resolved, a file of an unknown kind of reference.
    public let notes: [Finding]
    /// The storyboards and xibs under the project's folder, in path order, whether a target builds
    /// them or not: hidden, build (`.build`, `DerivedData`) and dependency (`Pods`, `Carthage`)
    /// folders and those Xcode treats as one resource (asset catalogs, bundles) are not entered.
    public let interfaceFilesInFolder: [String]
    /// The other projects this one references, as Xcode's navigator holds a subproject (file
    /// references of type `wrapper.pb-project`): their `.xcodeproj` folders, resolved through their
    /// groups, in project order, each once.
    public let referencedProjects: [String]

    /// The index in ``targets`` of each target's name: the first target of the name, should two
    /// share it.
    let targetIndices: [String: Int]

    /// `target` and the targets whose products it links, transitively, each once: the targets whose
    /// sources its code is compiled with.
    ///
    /// The targets come in the order of a depth-first walk from `target` that takes the targets it
    /// links last to first; a target is found by its name (the first target of the name), and one
    /// of another project is linked to nothing here. A link cycle (which Xcode does not build) ends
    /// where it comes back to a target already taken. Each call takes the time of the project's
    /// targets and of the links it walks.
    public func linkedClosure(of target: XcodeTarget) -> [XcodeTarget] {
        guard let start = targetIndices[target.name] else { return [] }
        var walk = LinkWalk(self)
        return walk.closure(of: start).map { targets[$0] }
    }

    /// The project's name: the `.xcodeproj` folder's name without its extension.
    public var name: String {
        var last = path
        while last.hasSuffix("/") { last.removeLast() }
        if let slash = last.lastIndex(of: "/") { last = String(last[last.index(after: slash)...]) }
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    /// The most bytes a project file may have: far more than any project's.
    static let projectFileLimit = 256 << 20

    /// Reads the project at `path` (an `.xcodeproj` folder).
    ///
    /// - Parameter path: The `.xcodeproj` folder.
    /// - Throws: A `project.unreadable` error ``Finding`` that names the file, and the line and column
    ///   where the project file stops being a property list or a project: a missing or unreadable
    ///   file, one that is not a regular file or is larger than 256 MiB, a truncated one, or a property
    ///   list without the objects of a project.
    public init(path: String) throws(Finding) {
        let file = Self.folder(of: path) + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(at: FilePath(file), limit: Self.projectFileLimit)
        } catch {
            throw Finding(
                .error, .projectUnreadable, at: FileLocation(file: file),
                projectFileFailure(
                    error, file: file, limit: Self.projectFileLimit, noun: "project file",
                    check: "check that \(path) is an Xcode project folder"))
        }
        try self.init(path: path, projectFile: bytes)
    }

    /// Reads the project at `path` from `projectFile`, the bytes of its `project.pbxproj` (read
    /// already, or made in memory): its files are those of the folders it names, found as
    /// ``init(path:)`` finds them.
    ///
    /// - Parameters:
    ///   - path: The `.xcodeproj` folder, whose folder the project's paths are relative to.
    ///   - projectFile: The project file's bytes.
    /// - Throws: A `project.unreadable` error ``Finding`` that names the file, and the line and column
    ///   where the bytes stop being a property list or a project.
    public init(path: String, projectFile bytes: [UInt8]) throws(Finding) {
        let folder = Self.folder(of: path)
        let file = folder + "/project.pbxproj"
        // The project's folder is walked while the project file is parsed (the folder that holds
        // the project, unless the project names another with projectDirPath).
        var parent = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? "."
        if parent.isEmpty { parent = "/" }
        let walk = ProjectWalk(folder: parent)
        walk.start()
        let root: PropertyListValue
        do {
            root = try PropertyListText.parse(bytes)
        } catch {
            throw Finding(
                .error, .projectUnreadable, at: FileLocation(file: file, line: error.line, column: error.column),
                "This is not a property list Xcode can read: \(error.message); restore the file from version "
                    + "control, or open the project in Xcode to rewrite it.")
        }
        try self.init(path: folder, parentFolder: parent, root: root, file: file, walk: walk)
    }

    /// The `.xcodeproj` folder `path` names, without a slash at its end.
    private static func folder(of path: String) -> String {
        var folder = path
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    init(path: String, parentFolder: String, root: PropertyListValue, file: String, walk: ProjectWalk?)
        throws(Finding)
    {
        guard let top = root.dictionary, let objects = top["objects"]?.dictionary,
            let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dictionary,
            project["isa"]?.string == "PBXProject"
        else {
            throw Finding(
                .error, .projectUnreadable, at: FileLocation(file: file),
                "This property list is not an Xcode project: it has no 'objects' with the 'rootObject' of isa "
                    + "PBXProject; point the check at an .xcodeproj folder Xcode opens.")
        }
        let bound = WalkBound(parentFolder: parentFolder)
        var reader = ProjectReader(objects: objects, file: file, bound: bound)
        let directory = project["projectDirPath"]?.string ?? ""
        let folder = directory.isEmpty ? parentFolder : join(parentFolder, directory)
        self.path = path
        self.projectFolder = folder
        reader.projectFolder = folder
        // One walk of the project's folder, for the synchronized folders below it, the files that
        // exist, and the files no target builds. It goes on while the targets are resolved, unless
        // their synchronized folders need its listing first. A folder outside the project's tree is
        // not walked (``WalkBound``): its files are looked up one by one.
        let projectWalk: ProjectWalk?
        if folder == parentFolder || bound.allows(folder) {
            projectWalk = walk?.folder == folder ? walk! : ProjectWalk(folder: folder)
            if projectWalk?.isStarted == false { projectWalk?.start() }
            reader.isProjectFolderWalked = true
        } else {
            projectWalk = nil
            reader.notes.append(
                Finding(
                    .note, .projectFolderOutside, at: FileLocation(file: file),
                    "The project's folder, \(folder) (its projectDirPath is \(directory)), is outside "
                        + "\(bound.described), so it was not walked: its storyboards and xibs that no target builds "
                        + "are not reported, and its synchronized folders are not listed. Set projectDirPath to a "
                        + "folder inside that one if this is not what Xcode should use."))
        }
        var tree: [String] = []
        var waited = false
        func waitForTree() {
            guard !waited, let projectWalk else { return }
            waited = true
            let listing = projectWalk.listing()
            tree = listing.files
            reader.walk = listing
            reader.notes += reader.walkNotes(listing, root: folder)
        }
        if !reader.synchronizedRootGroups.isEmpty { waitForTree() }
        if let mainGroup = project["mainGroup"]?.string { reader.resolveGroups(from: mainGroup) }
        var subprojects: [String] = []
        var seenSubprojects: Set<String> = []
        for (id, value) in objects {
            guard let reference = value.dictionary, reference["isa"]?.string == "PBXFileReference",
                (reference["lastKnownFileType"] ?? reference["explicitFileType"])?.string == "wrapper.pb-project"
                    || reference["path"]?.string?.hasSuffix(".xcodeproj") == true,
                let resolved = reader.folders[id] ?? reader.fallbackPath(reference), !resolved.isEmpty,
                seenSubprojects.insert(resolved).inserted
            else { continue }
            subprojects.append(resolved)
        }
        referencedProjects = subprojects
        let projectSettings = reader.buildSettings(of: project)
        var packages: [XcodePackage] = []
        for id in project["packageReferences"]?.strings ?? [] {
            if let package = reader.package(id) { packages.append(package) }
        }
        self.packages = packages
        var resolved = (project["targets"]?.strings ?? []).compactMap { id in
            reader.target(id, projectSettings: projectSettings)
        }
        // What the walk found exists; other paths are looked up.
        waitForTree()
        var existing: [String: Bool] = [:]
        existing.reserveCapacity(tree.count)
        // (The walk's paths have no `..`: joined as they are.)
        for relative in tree { existing[join(folder, relative, collapsing: false)] = true }
        // What Run Script phases write is there once the build has run.
        for output in reader.buildOutputs() where existing[output] == nil { existing[output] = true }
        // A name that differs from the file's only in case is the file on macOS's case-insensitive
        // disks, where Xcode builds it: the file as the disk names it (made on first use).
        var byLowercasedPath: [String: String]?
        func differentlyCased(_ path: String) -> String? {
            if byLowercasedPath == nil {
                var map: [String: String] = [:]
                map.reserveCapacity(tree.count)
                for relative in tree {
                    let path = join(folder, relative, collapsing: false)
                    map[path.lowercased()] = path
                }
                byLowercasedPath = map
            }
            return byLowercasedPath?[path.lowercased()]
        }
        for index in resolved.indices {
            var renamed: [String: String] = [:]
            for path in resolved[index].unchecked {
                let exists = existing[path] ?? FileSystem.posix.exists(path)
                existing[path] = exists
                guard !exists else { continue }
                if let actual = differentlyCased(path) {
                    renamed[path] = actual
                } else {
                    resolved[index].target.missingFiles.append(path)
                }
            }
            if !renamed.isEmpty {
                resolved[index].target.sourceFiles = resolved[index].target.sourceFiles.map { renamed[$0] ?? $0 }
                resolved[index].target.interfaceFiles = resolved[index].target.interfaceFiles.map { renamed[$0] ?? $0 }
            }
        }
        let targets = resolved.map(\.target)
        interfaceFilesInFolder = tree.filter(isInterface).map { join(folder, $0, collapsing: false) }
        self.targets = targets
        var indices: [String: Int] = [:]
        indices.reserveCapacity(targets.count)
        for (index, target) in targets.enumerated() where indices[target.name] == nil { indices[target.name] = index }
        targetIndices = indices
        var localFolders = packages.compactMap(\.localFolder)
        if targets.contains(where: { $0.packageProducts.contains { $0.isLocal } }) {
            // The folders of the walk's Package.swift files, to three levels below the project's.
            for relative in tree where relative.hasSuffix("/Package.swift") || relative == "Package.swift" {
                let depth = relative.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) }
                guard (1...3).contains(depth), relative.hasSuffix("/Package.swift") else { continue }
                let packageFolder = join(folder, String(relative.dropLast("/Package.swift".count)))
                if !localFolders.contains(packageFolder) { localFolders.append(packageFolder) }
            }
        }
        localPackageFolders = localFolders
        notes = reader.notes
    }
}

/// A Swift package a project references.
public struct XcodePackage: Sendable, Hashable {
    /// The repository's URL (`XCRemoteSwiftPackageReference`), or `nil` for a local package.
    public let repositoryURL: String?
    /// The local package's folder (`XCLocalSwiftPackageReference`), resolved against the project's
    /// folder; `nil` for a remote one.
    public let localFolder: String?

    /// The package's name as its URL or folder ends: `swift-collections` for
    /// `https://github.com/apple/swift-collections.git`.
    public var name: String {
        var text = repositoryURL ?? localFolder ?? ""
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        return text.lastIndex(of: "/").map { String(text[text.index(after: $0)...]) } ?? text
    }
}

/// A Swift package product a target uses.
public struct XcodePackageProduct: Sendable, Hashable {
    /// The product's name, which is also the module its code is in.
    public let name: String
    /// Whether its package is local: referenced by folder, or a package folder the project holds
    /// (a product without a package reference).
    public let isLocal: Bool
}

/// A native target of an Xcode project, with the files Xcode builds into it.
public struct XcodeTarget: Sendable, Hashable {
    /// The target's name.
    public let name: String
    /// The module its Swift code is in, the one Interface Builder writes as `customModule`:
    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made an identifier, else the target's name.
    public let moduleName: String
    /// The product type, such as `com.apple.product-type.application` or
    /// `com.apple.product-type.app-extension`; `nil` when the project does not say.
    public let productType: String?
    /// The storyboards and xibs of its resources phase and synchronized folders, every localization
    /// of a variant group, in project order.
    public internal(set) var interfaceFiles: [String]
    /// The Swift and Objective-C files of its sources phase and synchronized folders, with the headers
    /// of its headers phase and those beside its Objective-C files (`Cell.h` for `Cell.m`), in project
    /// order.
    public internal(set) var sourceFiles: [String]
    /// The names of the targets of the same project whose products it links (frameworks and
    /// libraries in its frameworks phase), directly.
    public let linkedTargets: [String]
    /// The names of the targets it depends on (`PBXTargetDependency`), linked or embedded.
    public let dependencies: [String]
    /// The Swift package products it uses.
    public let packageProducts: [XcodePackageProduct]
    /// The files its build phases or synchronized folders name that do not exist on disk.
    public internal(set) var missingFiles: [String]
    /// `INFOPLIST_KEY_UIMainStoryboardFile` or `INFOPLIST_KEY_NSMainStoryboardFile` of its build
    /// settings, when set: the storyboard the app starts with.
    public let mainStoryboard: String?
    /// The `Info.plist` file of its build settings (`INFOPLIST_FILE`, relative to the project's folder
    /// or with `$(SRCROOT)`), when set: where the storyboard the app starts with can be named.
    public var infoPlistFile: String? = nil
    /// `INFOPLIST_KEY_UILaunchStoryboardName` of its build settings, when set: the storyboard the
    /// system shows while the app launches.
    public var launchStoryboard: String? = nil
    /// The `Info.plist` files the target's other build configurations name, where they differ from
    /// ``infoPlistFile``: a configuration may build another app from the target (`AppStore-Lite`).
    public var otherInfoPlistFiles: [String] = []
    /// The main and launch storyboards the build settings of the target's other configurations name,
    /// where they differ from ``mainStoryboard`` and ``launchStoryboard``.
    public var otherStartingStoryboards: [String] = []
    /// The `.framework` and `.xcframework` bundles of the tree its frameworks phase links (vendored
    /// frameworks, not the SDK's nor other targets' products): their headers declare classes its
    /// documents may use.
    public var vendoredFrameworks: [String] = []
    /// The other files it copies into its bundle (its resources phase, copy-files phases into its
    /// resources, and the other files of its synchronized folders), in project order: an asset
    /// catalog as its `.xcassets` folder, a folder reference as its folder, each localization of a
    /// variant group (`fr.lproj/Localizable.strings`).
    public var resourceFiles: [String] = []
    /// Whether a Run Script phase may copy more into its bundle: CocoaPods' resources script, or a
    /// script that names the bundle's resources folder. What is not in ``resourceFiles`` may be there.
    public var copiesResourcesByScript = false

    /// Whether the target builds tests (`com.apple.product-type.bundle.unit-test` or `.ui-testing`).
    public var isTest: Bool {
        productType?.hasPrefix("com.apple.product-type.bundle.") == true
            && (productType?.hasSuffix("test") == true || productType?.hasSuffix("testing") == true)
    }
}

extension Finding.Code {
    /// A project file that cannot be read or is not an Xcode project.
    public static let projectUnreadable: Self = "project.unreadable"
}
