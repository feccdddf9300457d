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

    /// `target` and the targets whose products it links, transitively, each once: the targets whose
    /// sources its code is compiled with.
    public func linkedClosure(of target: XcodeTarget) -> [XcodeTarget] {
        var result: [XcodeTarget] = []
        var pending = [target.name]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let found = targets.first(where: { $0.name == name }) else { continue }
            result.append(found)
            pending += found.linkedTargets
        }
        return result
    }

    /// The project's name: the `.xcodeproj` folder's name without its extension.
    public var name: String {
        var last = path
        while last.hasSuffix("/") { last.removeLast() }
        if let slash = last.lastIndex(of: "/") { last = String(last[last.index(after: slash)...]) }
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }

    /// Reads the project at `path` (an `.xcodeproj` folder).
    ///
    /// - Parameter path: The `.xcodeproj` folder.
    /// - Throws: A `project.unreadable` error ``Finding`` that names the file, and the line and column
    ///   where the project file stops being a property list or a project: a missing or unreadable
    ///   file, a truncated one, or a property list without the objects of a project.
    public init(path: String) throws(Finding) {
        var folder = path
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        let file = folder + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(at: FilePath(file), limit: 256 << 20)
        } catch {
            throw Finding(
                .error, .projectUnreadable, at: FileLocation(file: file),
                "The project file cannot be read (" + FileReader.readFailure(error, expecting: .sources)
                    + "); check that \(path) is an Xcode project folder.")
        }
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
        var reader = ProjectReader(objects: objects, file: file)
        let directory = project["projectDirPath"]?.string ?? ""
        let folder = directory.isEmpty ? parentFolder : join(parentFolder, directory)
        self.path = path
        self.projectFolder = folder
        reader.projectFolder = folder
        // One walk of the project's folder, for the synchronized folders below it, the files that
        // exist, and the files no target builds. It goes on while the targets are resolved, unless
        // their synchronized folders need its listing first.
        let projectWalk = walk?.folder == folder ? walk! : ProjectWalk(folder: folder)
        if !projectWalk.isStarted { projectWalk.start() }
        var tree: [String] = []
        func waitForTree() {
            guard tree.isEmpty else { return }
            tree = projectWalk.files()
            reader.tree = tree
        }
        if !reader.synchronizedRootGroups.isEmpty { waitForTree() }
        if let mainGroup = project["mainGroup"]?.string { reader.resolveGroups(from: mainGroup) }
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
                for relative in tree { map[join(folder, relative).lowercased()] = join(folder, relative) }
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
    /// The `.framework` and `.xcframework` bundles of the tree its frameworks phase links (vendored
    /// frameworks, not the SDK's nor other targets' products): their headers declare classes its
    /// documents may use.
    public var vendoredFrameworks: [String] = []

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

/// `base/relative`, or `relative` itself when it is absolute; with `collapsing`, a `..` component is
/// taken out with the folder before it (paths a project names), and without, the path is joined as it
/// is (paths a folder's listing gave, which have none).
func join(_ base: String, _ relative: String, collapsing: Bool = true) -> String {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    let relativeBytes = relative.utf8
    if relativeBytes.first == slash { return relative }
    if relativeBytes.isEmpty || (relativeBytes.count == 1 && relativeBytes.first == dot) { return base }
    // Byte comparisons throughout: these run for every file of a project.
    var rest = Substring(relative)
    while rest.utf8.count >= 2 && rest.utf8.first == dot && rest.utf8.dropFirst().first == slash {
        rest = rest.dropFirst(2)
    }
    // Relative to the working directory, as the paths given are.
    let baseBytes = base.utf8
    if baseBytes.isEmpty || (baseBytes.count == 1 && baseBytes.first == dot) { return String(rest) }
    var end = baseBytes.count
    while end > 1 && baseBytes[baseBytes.index(baseBytes.startIndex, offsetBy: end - 1)] == slash { end -= 1 }
    if end == 1 && baseBytes.first == slash { return "/" + rest }
    var result = end == baseBytes.count ? base : String(Substring(base.utf8.prefix(end)))
    result.reserveCapacity(end + 1 + rest.utf8.count)
    result += "/"
    result += rest
    // `app/../app/resources/x.xib` is `app/resources/x.xib`: one path for one file, as Xcode has it.
    return collapsing && climbsOut(rest.utf8) ? lexicallyNormalized(result) : result
}

/// Whether a relative path has a `..` component (`../x`, `a/../x`): its bytes looked at once, a dot
/// checked against the two bytes before it only where one is.
private func climbsOut(_ path: Substring.UTF8View) -> Bool {
    let dot = UInt8(ascii: ".")
    let slash = UInt8(ascii: "/")
    var previous: UInt8 = slash
    var beforePrevious: UInt8 = 0
    for byte in path {
        if byte == dot && previous == dot && (beforePrevious == slash || beforePrevious == 0) { return true }
        beforePrevious = previous
        previous = byte
    }
    return false
}

/// `path` with its `.` components and each `folder/..` pair taken out, as text (`App/../Vendor/Kit`
/// is `Vendor/Kit`): projects name files relative to folders their groups climb out of.
package func lexicallyNormalized(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
        } else {
            parts.append(part)
        }
    }
    let joined = parts.joined(separator: "/")
    return isAbsolute ? "/" + joined : joined.isEmpty ? "." : joined
}

/// The build-time reading of a project's objects.
struct ProjectReader {
    let objects: PropertyListDictionary
    let file: String
    var projectFolder = ""
    /// The folder of each group and file reference reached from the main group.
    var folders: [String: String] = [:]
    var notes: [Finding] = []
    /// The targets whose product each file reference is, by the reference's id.
    var productOwners: [String: String] = [:]
    /// The files below the project's folder, relative to it, in path order.
    var tree: [String] = []
    /// The membership exceptions of a synchronized folder: by target, the files (and `/Localized/`
    /// files) whose membership they invert; by build phase, the files left out of it.
    struct ExceptionSets {
        var byTarget: [String: (files: Set<String>, localized: Set<String>)] = [:]
        var byPhase: [(phase: String, files: [String])] = []
    }

    /// The exceptions of each synchronized folder, read once for all targets.
    var synchronizedExceptions: [String: ExceptionSets] = [:]

    mutating func exceptionSets(of groupID: String, _ group: PropertyListDictionary) -> ExceptionSets {
        if let known = synchronizedExceptions[groupID] { return known }
        var sets = ExceptionSets()
        for exceptionID in group["exceptions"]?.strings ?? [] {
            guard let exception = object(exceptionID) else { continue }
            let listed = exception["membershipExceptions"]?.strings ?? []
            switch exception["isa"]?.string {
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                guard let target = exception["target"]?.string else { continue }
                var entry = sets.byTarget[target] ?? ([], [])
                for file in listed {
                    if file.hasPrefix("/Localized/") {
                        entry.localized.insert(String(file.dropFirst("/Localized/".count)))
                    } else {
                        entry.files.insert(file)
                    }
                }
                sets.byTarget[target] = entry
            case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                if let phase = exception["buildPhase"]?.string { sets.byPhase.append((phase, listed)) }
            default:
                continue
            }
        }
        synchronizedExceptions[groupID] = sets
        return sets
    }

    /// A file of a synchronized folder: its path relative to the folder, its path, and its kind.
    struct SynchronizedFile {
        enum Kind { case source, header, interface }
        let relative: String
        let path: String
        let kind: Kind
    }

    /// The files below each synchronized folder, listed once for all targets.
    var synchronizedListings: [String: [SynchronizedFile]] = [:]

    /// The files of a synchronized folder, listed and classified on first use.
    mutating func synchronizedListing(of groupID: String, root: String, group: PropertyListDictionary)
        -> [SynchronizedFile]
    {
        if let known = synchronizedListings[groupID] { return known }
        let files = listing(of: root, skipping: Set(group["explicitFolders"]?.strings ?? [])).compactMap {
            relative -> SynchronizedFile? in
            let kind: SynchronizedFile.Kind
            if isSource(relative) {
                kind = .source
            } else if relative.hasSuffix(".h") {
                kind = .header
            } else if isInterface(relative) {
                kind = .interface
            } else {
                return nil
            }
            return SynchronizedFile(relative: relative, path: join(root, relative, collapsing: false), kind: kind)
        }
        synchronizedListings[groupID] = files
        return files
    }
    /// The `/Localized/` forms of the localized files of each synchronized folder, made once.
    var synchronizedLocalizedForms: [String: [String: String]] = [:]

    /// The `/Localized/` form (``localizedPath(_:)``) of each file of `listing` in an `.lproj` folder.
    mutating func localizedForms(of groupID: String, _ listing: [String]) -> [String: String] {
        if let known = synchronizedLocalizedForms[groupID] { return known }
        var forms: [String: String] = [:]
        for relative in listing {
            if let localized = localizedPath(relative) { forms[relative] = localized }
        }
        synchronizedLocalizedForms[groupID] = forms
        return forms
    }
    /// The project's synchronized root groups, by id, in id order.
    let synchronizedRootGroups: [(String, PropertyListDictionary)]

    init(objects: PropertyListDictionary, file: String) {
        self.objects = objects
        self.file = file
        synchronizedRootGroups = objects.compactMap { id, value in
            guard let object = value.dictionary, object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
            else { return nil }
            return (id, object)
        }.sorted { $0.0 < $1.0 }
        for object in objects.values {
            guard let object = object.dictionary, object["isa"]?.string == "PBXNativeTarget",
                let product = object["productReference"]?.string, let name = object["name"]?.string
            else { continue }
            productOwners[product] = name
        }
    }

    func object(_ id: String) -> PropertyListDictionary? { objects[id]?.dictionary }

    /// The path of each group and reference below `mainGroup`, by id.
    mutating func resolveGroups(from mainGroup: String) {
        var stack: [(id: String, parent: String, depth: Int)] = [(mainGroup, projectFolder, 0)]
        while let (id, parent, depth) = stack.popLast() {
            guard folders[id] == nil, depth < 256, let object = object(id) else { continue }
            let own = resolvedPath(of: object, parent: parent)
            folders[id] = own
            // A variant group's children are relative to its own folder: its parent's, or where its
            // `path` leads (`path = app/resources` above `Base.lproj/MainMenu.xib`).
            let childParent = own
            for child in (object["children"]?.strings ?? []).reversed() {
                stack.append((child, childParent, depth + 1))
            }
        }
    }

    /// The path a group or reference stands for, from its `path` and `sourceTree`; `parent` for a
    /// group without a path.
    func resolvedPath(of object: PropertyListDictionary, parent: String) -> String {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            // Inside a group rooted outside the tree (at BUILT_PRODUCTS_DIR), outside it too.
            guard !parent.isEmpty else { return "" }
            return path.map { join(parent, $0) } ?? parent
        case "SOURCE_ROOT":
            return path.map { join(projectFolder, $0) } ?? projectFolder
        case "<absolute>":
            return path ?? parent
        default:
            // BUILT_PRODUCTS_DIR, DERIVED_FILE_DIR, SDKROOT, DEVELOPER_DIR: outside the tree, made by
            // the build or the SDK's.
            return ""
        }
    }

    func package(_ id: String) -> XcodePackage? {
        guard let object = object(id) else { return nil }
        switch object["isa"]?.string {
        case "XCRemoteSwiftPackageReference":
            return XcodePackage(repositoryURL: object["repositoryURL"]?.string, localFolder: nil)
        case "XCLocalSwiftPackageReference":
            return XcodePackage(
                repositoryURL: nil, localFolder: object["relativePath"]?.string.map { join(projectFolder, $0) })
        default:
            return nil
        }
    }

    /// The build settings of the first configuration of `object`'s configuration list.
    func buildSettings(of owner: PropertyListDictionary) -> PropertyListDictionary {
        guard let list = owner["buildConfigurationList"]?.string.flatMap(object),
            let configurations = list["buildConfigurations"]?.strings
        else { return PropertyListDictionary() }
        let preferred = list["defaultConfigurationName"]?.string
        let chosen = configurations.first { object($0)?["name"]?.string == preferred } ?? configurations.first
        return chosen.flatMap(object)?["buildSettings"]?.dictionary ?? PropertyListDictionary()
    }

    /// The native target `id`, with the files it builds that are not known to exist yet (its
    /// synchronized folders' files were listed): its missing files are those of these that do not.
    mutating func target(_ id: String, projectSettings: PropertyListDictionary)
        -> (target: XcodeTarget, unchecked: [String])?
    {
        guard let target = object(id), target["isa"]?.string == "PBXNativeTarget",
            let name = target["name"]?.string
        else { return nil }
        var settings = projectSettings
        for (key, value) in buildSettings(of: target) { settings[key] = value }
        let productName = setting("PRODUCT_NAME", settings, targetName: name) ?? name
        let moduleName =
            setting("PRODUCT_MODULE_NAME", settings, targetName: name) ?? c99ExtendedIdentifier(productName)
        var interface: [String] = []
        var sources: [String] = []
        var headers: [String] = []
        var linked: [String] = []
        var vendored: [String] = []
        var missing: [String] = []
        // The sources, headers and storyboards the project lists (not found in a synchronized folder):
        // not known to exist yet.
        var listed: (sources: [String], headers: [String], interface: [String]) = ([], [], [])
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = object(phaseID) else { continue }
            let isa = phase["isa"]?.string ?? ""
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let buildFile = object(buildFileID), let reference = buildFile["fileRef"]?.string else {
                    continue
                }
                if isa == "PBXFrameworksBuildPhase" {
                    if let owner = productOwners[reference] {
                        linked.append(owner)
                    } else {
                        for path in files(of: reference)
                        where path.hasSuffix(".framework") || path.hasSuffix(".xcframework") {
                            vendored.append(path)
                        }
                    }
                    continue
                }
                for path in files(of: reference) {
                    switch isa {
                    case "PBXSourcesBuildPhase" where isSource(path): listed.sources.append(path)
                    case "PBXHeadersBuildPhase" where path.hasSuffix(".h"): listed.headers.append(path)
                    case "PBXResourcesBuildPhase" where isInterface(path): listed.interface.append(path)
                    default: continue
                    }
                }
            }
        }
        sources = listed.sources
        headers = listed.headers
        interface = listed.interface
        // Synchronized folders: every file below, less (or, in a folder of another target, plus) the
        // target's membership exceptions.
        let memberGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        let phases = Set(target["buildPhases"]?.strings ?? [])
        for (groupID, group) in synchronizedRootGroups {
            let member = memberGroups.contains(groupID)
            let groupExceptions = exceptionSets(of: groupID, group)
            let own = groupExceptions.byTarget[id]
            let exceptions = own?.files ?? []
            let localizedExceptions = own?.localized ?? []
            var phaseExceptions: Set<String> = []
            for (phase, listed) in groupExceptions.byPhase where phases.contains(phase) {
                if let isa = object(phase)?["isa"]?.string,
                    isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase"
                {
                    phaseExceptions.formUnion(listed)
                }
            }
            guard member || !exceptions.isEmpty || !localizedExceptions.isEmpty else { continue }
            let root = folders[groupID] ?? resolvedPath(of: group, parent: projectFolder)
            guard !root.isEmpty else { continue }
            guard FileSystem.posix.isDirectory(root) else {
                if member { missing.append(root) }
                continue
            }
            let listing = synchronizedListing(of: groupID, root: root, group: group)
            let localizedSet = localizedExceptions
            let localizedForms = localizedSet.isEmpty ? [:] : localizedForms(of: groupID, listing.map(\.relative))
            let hasExceptions = !exceptions.isEmpty || !localizedSet.isEmpty || !phaseExceptions.isEmpty
            for file in listing {
                if hasExceptions {
                    var inverted = exceptions.contains(file.relative)
                    if !inverted, let localized = localizedForms[file.relative] {
                        inverted = localizedSet.contains(localized)
                    }
                    guard member != inverted, !phaseExceptions.contains(file.relative) else { continue }
                } else if !member {
                    break
                }
                switch file.kind {
                case .source: sources.append(file.path)
                case .header: headers.append(file.path)
                case .interface: interface.append(file.path)
                }
            }
        }
        // The headers beside its Objective-C files, where their classes are declared.
        let objectiveCStems = Set(
            sources.filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }.map { stem($0) })
        if !objectiveCStems.isEmpty {
            let byStem = headersByStem()
            for stem in objectiveCStems.sorted() {
                headers += byStem[stem] ?? []
                listed.headers += byStem[stem] ?? []
            }
        }
        var seen: Set<String> = []
        seen.reserveCapacity(sources.count + headers.count)
        let sourceFiles = (sources + headers).filter { seen.insert($0).inserted }
        seen = []
        let interfaceFiles = interface.filter { seen.insert($0).inserted }
        // Whether they exist is asked once the project folder's walk is done (a listed file that is
        // also in a synchronized folder exists: the folder's listing found it).
        seen = []
        let unchecked = (listed.sources + listed.headers + listed.interface).filter { seen.insert($0).inserted }
        var dependencies: [String] = []
        for dependencyID in target["dependencies"]?.strings ?? [] {
            guard let dependency = object(dependencyID), let targetID = dependency["target"]?.string,
                let name = object(targetID)?["name"]?.string
            else { continue }
            dependencies.append(name)
        }
        var products: [XcodePackageProduct] = []
        for productID in target["packageProductDependencies"]?.strings ?? [] {
            guard let product = object(productID), let productName = product["productName"]?.string else {
                continue
            }
            let package = product["package"]?.string.flatMap(object)
            let isLocal = package == nil || package?["isa"]?.string == "XCLocalSwiftPackageReference"
            products.append(XcodePackageProduct(name: productName, isLocal: isLocal))
        }
        let main =
            setting("INFOPLIST_KEY_UIMainStoryboardFile", settings, targetName: name)
            ?? setting("INFOPLIST_KEY_NSMainStoryboardFile", settings, targetName: name)
        // The Info.plist, relative to the project's folder (SRCROOT).
        var infoPlist = settings["INFOPLIST_FILE"]?.string ?? ""
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"]
        where infoPlist.hasPrefix(prefix) {
            infoPlist.removeFirst(prefix.count)
        }
        if !infoPlist.isEmpty { settings["INFOPLIST_FILE"] = .string(infoPlist) }
        let infoPlistFile = setting("INFOPLIST_FILE", settings, targetName: name).map { join(projectFolder, $0) }
        var resolved = XcodeTarget(
            name: name, moduleName: moduleName, productType: target["productType"]?.string,
            interfaceFiles: interfaceFiles, sourceFiles: sourceFiles, linkedTargets: linked,
            dependencies: dependencies, packageProducts: products, missingFiles: missing, mainStoryboard: main,
            infoPlistFile: infoPlistFile,
            launchStoryboard: setting("INFOPLIST_KEY_UILaunchStoryboardName", settings, targetName: name))
        resolved.vendoredFrameworks = vendored
        return (resolved, unchecked)
    }

    /// The files a build file's reference stands for: the file, or a variant group's storyboards and
    /// xibs (each localization), or nothing for a reference outside the tree.
    func files(of reference: String) -> [String] {
        guard let object = object(reference) else { return [] }
        switch object["isa"]?.string {
        case "PBXFileReference":
            guard let path = folders[reference] ?? fallbackPath(object), !path.isEmpty else { return [] }
            return [path]
        case "PBXVariantGroup":
            return (object["children"]?.strings ?? []).compactMap { child in
                guard let childObject = self.object(child) else { return nil }
                let path = folders[child] ?? fallbackPath(childObject)
                return path.flatMap { $0.isEmpty ? nil : $0 }
            }
        default:
            return []
        }
    }

    /// The path of a reference that no group holds, relative to the project's folder.
    func fallbackPath(_ object: PropertyListDictionary) -> String? {
        let path = resolvedPath(of: object, parent: projectFolder)
        return path.isEmpty ? nil : path
    }

    /// Every `.h` file reference of the project's groups, by the path without extension; made once.
    var projectHeaders: [String: [String]]?

    /// ``projectHeaders``, made on first use.
    mutating func headersByStem() -> [String: [String]] {
        if let projectHeaders { return projectHeaders }
        var headers: [String: [String]] = [:]
        for (id, path) in folders where path.hasSuffix(".h") && object(id)?["isa"]?.string == "PBXFileReference" {
            headers[stem(path), default: []].append(path)
        }
        for key in headers.keys { headers[key]!.sort() }
        projectHeaders = headers
        return headers
    }

    /// The files below `root` that a target can build from (sources, headers, storyboards and xibs),
    /// relative to it, in path order; folders Xcode treats as one resource (`explicitFolders`, asset
    /// catalogs, bundles) are not entered.
    static func synchronizedFiles(
        in root: String, skipping explicitFolders: Set<String>, skippingNames: Set<String> = []
    ) -> [String] {
        var result: [String] = []
        var pending: [(String, Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            guard depth < 64 else { continue }
            let folder = relative.isEmpty ? root : root + "/" + relative
            // Names are looked at as bytes, and made paths only when kept: most of a tree's files
            // (images, data, scripts) are passed over.
            for entry in FileSystem.posix.entries(of: folder) where entry.name.first != UInt8(ascii: ".") {
                let isWanted = isBuildableName(entry.name)
                guard isWanted || !entry.isRegularFile else { continue }
                let name = String(decoding: entry.name, as: UTF8.self)
                let child = relative.isEmpty ? name : relative + "/" + name
                // The listing's kind saves a `stat` a folder; a link is followed.
                if entry.isDirectory || (!entry.isRegularFile && FileSystem.posix.isDirectory(folder + "/" + name)) {
                    if !explicitFolders.contains(child) && !skippingNames.contains(name)
                        && !opaqueFolderSuffixes.contains(where: { entry.name.hasSuffix($0) })
                    {
                        pending.append((child, depth + 1))
                    }
                } else if isWanted {
                    result.append(child)
                }
            }
        }
        return result.sorted()
    }

    /// The files below a synchronized folder, relative to it: taken from the project folder's walk
    /// when the folder is inside it, else walked.
    func listing(of root: String, skipping explicitFolders: Set<String>) -> [String] {
        let prefix = projectFolder.isEmpty || projectFolder == "." ? "" : projectFolder + "/"
        guard root.hasPrefix(prefix), root.count > prefix.count || prefix.isEmpty,
            !root.hasPrefix("/") || !prefix.isEmpty
        else { return Self.synchronizedFiles(in: root, skipping: explicitFolders) }
        let inside = String(root.dropFirst(prefix.count)) + "/"
        // A folder named like a skipped one (Pods) was not walked.
        if inside.split(separator: "/").contains(where: { [".build", "DerivedData", "Pods", "Carthage"].contains($0) })
        {
            return Self.synchronizedFiles(in: root, skipping: explicitFolders)
        }
        let excluded = explicitFolders.map { $0 + "/" }
        var result: [String] = []
        // The tree is sorted, so the folder's files are one run of it.
        var index = tree.partitioningIndex { $0 >= inside }
        while index < tree.count, tree[index].hasPrefix(inside) {
            let relative = String(tree[index].dropFirst(inside.count))
            if !excluded.contains(where: { relative.hasPrefix($0) }) { result.append(relative) }
            index += 1
        }
        return result
    }

    /// A value of the build settings, with `$(TARGET_NAME)` and `${TARGET_NAME}` (and their
    /// `:c99extidentifier` forms) replaced; `nil` when unset or when it refers to other settings.
    mutating func setting(_ key: String, _ settings: PropertyListDictionary, targetName: String) -> String? {
        guard var value = settings[key]?.string, !value.isEmpty else { return nil }
        for (pattern, replacement) in [
            ("$(TARGET_NAME:c99extidentifier)", c99ExtendedIdentifier(targetName)),
            ("${TARGET_NAME:c99extidentifier}", c99ExtendedIdentifier(targetName)),
            ("$(TARGET_NAME)", targetName), ("${TARGET_NAME}", targetName),
        ] {
            value = value.replacingAll(pattern, with: replacement)
        }
        if key == "PRODUCT_MODULE_NAME" || key == "PRODUCT_NAME" {
            // PRODUCT_NAME is the target's name unless set (Xcode's default, `$(TARGET_NAME)`).
            let productName = settings["PRODUCT_NAME"]?.string ?? "$(TARGET_NAME)"
            for pattern in [
                "$(PRODUCT_NAME:c99extidentifier)", "${PRODUCT_NAME:c99extidentifier}", "$(PRODUCT_NAME)",
                "${PRODUCT_NAME}",
            ] {
                let resolved = productName.replacingAll("$(TARGET_NAME)", with: targetName)
                    .replacingAll("${TARGET_NAME}", with: targetName)
                guard value.utf8Offset(of: pattern) != nil, !resolved.utf8.contains(UInt8(ascii: "$")) else { continue }
                value = value.replacingAll(
                    pattern, with: pattern.utf8Offset(of: "c99") != nil ? c99ExtendedIdentifier(resolved) : resolved)
            }
        }
        guard value.utf8Offset(of: "$(") == nil && value.utf8Offset(of: "${") == nil else {
            notes.append(
                Finding(
                    .note, .projectSettingUnresolved, at: FileLocation(file: file),
                    "The build setting \(key) of the target '\(targetName)' is \(value), which refers to settings "
                        + "of .xcconfig files or the build environment that are not read; its default is used."))
            return nil
        }
        return value
    }
}

extension Finding.Code {
    /// A build setting that refers to other settings the reader does not know.
    public static let projectSettingUnresolved: Self = "project.setting-unresolved"
}

/// The endings of the files a target can build from: sources, headers, storyboards and xibs.
private let buildableSuffixes: [[UInt8]] = [".swift", ".m", ".mm", ".h", ".storyboard", ".xib"].map { Array($0.utf8) }

/// The endings of folders Xcode treats as one resource, whose insides no target builds from.
private let opaqueFolderSuffixes: [[UInt8]] = [
    ".xcassets", ".bundle", ".xcdatamodeld", ".xcdatamodel", ".framework", ".docc", ".xcframework",
].map { Array($0.utf8) }

/// Whether a file of this name is one a target can build from (``isSource(_:)``, a header, or
/// ``isInterface(_:)``), its bytes compared.
func isBuildableName(_ name: [UInt8]) -> Bool {
    buildableSuffixes.contains { name.hasSuffix($0) }
}

extension Array where Element == UInt8 {
    /// Whether the bytes end with `suffix`.
    func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}

/// Whether `path` is a Swift or Objective-C source a target compiles.
func isSource(_ path: String) -> Bool {
    path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
}

/// Whether `path` is a storyboard or a xib.
func isInterface(_ path: String) -> Bool {
    path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
}

/// The path without its extension.
func stem(_ path: String) -> String {
    let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? Substring(path)
    return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? String(name)
}

/// `Folder/Base.lproj/Main.storyboard` as `Folder/Main.storyboard`, the form of Xcode 16's
/// `/Localized/…` membership exceptions; `nil` when the file is in no `.lproj` folder.
func localizedPath(_ relative: String) -> String? {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    return (parts.dropLast(2) + [parts[parts.count - 1]]).joined(separator: "/")
}

/// `name` as Xcode makes a module name of a product name: each character that cannot be in a C99
/// extended identifier becomes `_`, and a leading digit gets a `_` before it.
func c99ExtendedIdentifier(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
        let ascii = scalar.isASCII
        let allowed =
            ascii
            ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
            : scalar.properties.isXIDContinue
        result.unicodeScalars.append(allowed ? scalar : "_")
    }
    if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
    return result.isEmpty ? "_" : result
}

extension String {
    /// The string with every occurrence of `pattern` replaced.
    func replacingAll(_ pattern: String, with replacement: String) -> String {
        guard !pattern.isEmpty, utf8Offset(of: pattern) != nil else { return self }
        return replacing(pattern, with: replacement)
    }
}

extension Array where Element == String {
    /// The first index whose element is not below the predicate's threshold, in a sorted array.
    func partitioningIndex(where belongs: (String) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// A walk of a project's folder for the files targets build (``ProjectReader/synchronizedFiles(in:skipping:skippingNames:)``),
/// on another thread while the project file is parsed.
final class ProjectWalk: @unchecked Sendable {
    /// The folder walked.
    let folder: String
    private let done = DispatchGroup()
    // Written once by the walk, read after `done` is waited for.
    private var result: [String] = []
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

    /// The files, relative to the folder, in path order: the walk's, waited for, or walked now.
    func files() -> [String] {
        guard started else { return Self.walk(folder) }
        done.wait()
        return result
    }

    static func walk(_ folder: String) -> [String] {
        ProjectReader.synchronizedFiles(
            in: folder, skipping: [], skippingNames: [".build", "DerivedData", "Pods", "Carthage"])
    }
}
