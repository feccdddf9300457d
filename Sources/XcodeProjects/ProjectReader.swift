import CatalogFiles
import Dispatch
import SegueRouting

struct ProjectReader {
    let objects: PropertyListDictionary
    let file: String
    var projectFolder = ""
    /// The folder of each group and file reference reached from the main group.
    var folders: [String: String] = [:]
    var notes: [Finding] = []
    /// The targets whose product each file reference is, by the reference's id.
    var productOwners: [String: String] = [:]
    /// The walk of the project's folder: its files, relative to it, in path order, and its links.
    var walk = FolderWalk.Listing()
    /// Whether the project's folder was walked (``WalkBound`` allows it).
    var isProjectFolderWalked = false
    /// Where the project's folders may be walked.
    let bound: WalkBound
    /// The walks of the synchronized folders outside the project's folder, by folder.
    var separateWalks: [String: FolderWalk.Listing] = [:]
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
        enum Kind { case source, header, interface, resource }
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
        var lastCatalog: String?
        let files = listing(of: root, skipping: Set(group["explicitFolders"]?.strings ?? [])).compactMap {
            relative -> SynchronizedFile? in
            let kind: SynchronizedFile.Kind
            if isSource(relative) {
                kind = .source
            } else if relative.hasSuffix(".h") {
                kind = .header
            } else if isInterface(relative) {
                kind = .interface
            } else if let catalog = assetCatalogFolder(of: relative) {
                // A catalog is one resource: its folder, once (its files follow one another).
                guard catalog != lastCatalog else { return nil }
                lastCatalog = catalog
                return SynchronizedFile(
                    relative: catalog, path: join(root, catalog, collapsing: false), kind: .resource)
            } else {
                kind = .resource
            }
            return SynchronizedFile(relative: relative, path: join(root, relative, collapsing: false), kind: kind)
        }
        // A folder the target copies whole (an explicit folder) is one resource.
        let explicit = (group["explicitFolders"]?.strings ?? []).sorted().map {
            SynchronizedFile(relative: $0, path: join(root, $0, collapsing: false), kind: .resource)
        }
        synchronizedListings[groupID] = files + explicit
        return files + explicit
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

    init(objects: PropertyListDictionary, file: String, bound: WalkBound) {
        self.objects = objects
        self.file = file
        self.bound = bound
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

    /// The longest path a group's folder may have: `PATH_MAX` of Linux. No file can be opened by a
    /// longer one, and each level below would only make longer paths.
    static let longestPath = 4096

    /// The path of each group and reference below `mainGroup`, by id.
    ///
    /// Groups are followed however deep they nest, each once (a group that holds itself ends there).
    /// One whose folder is longer than ``longestPath`` is cut: it and what it holds stand for no path
    /// (as a group rooted at a build folder does), so none of their files is reported missing, and a
    /// `project.groups-cut` note says so.
    mutating func resolveGroups(from mainGroup: String) {
        var stack: [(id: String, parent: String)] = [(mainGroup, projectFolder)]
        var cut: [String] = []
        while let (id, parent) = stack.popLast() {
            guard folders[id] == nil, let object = object(id) else { continue }
            var own = resolvedPath(of: object, parent: parent)
            if own.utf8.count > Self.longestPath {
                cut.append(id)
                own = ""
            }
            folders[id] = own
            // A variant group's children are relative to its own folder: its parent's, or where its
            // `path` leads (`path = app/resources` above `Base.lproj/MainMenu.xib`).
            for child in (object["children"]?.strings ?? []).reversed() {
                stack.append((child, own))
            }
        }
        guard let first = cut.first, let object = object(first) else { return }
        var name = object["name"]?.string ?? object["path"]?.string ?? first
        if name.count > 60 { name = name.prefix(60) + "…" }
        notes.append(
            Finding(
                .note, .projectGroupsCut, at: FileLocation(file: file),
                "The folder of the group '\(name)' (\(first)) is longer than the \(Self.longestPath) bytes a path may "
                    + "have, so the groups and files below it were not read: the files a target builds from there "
                    + "are neither checked nor reported missing"
                    + (cut.count > 1 ? ", nor those below \(cut.count - 1) other group(s) cut the same way" : "")
                    + ". Shorten the groups' paths in Xcode."))
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

    /// The build settings of the default configuration of `object`'s configuration list (its
    /// `defaultConfigurationName`, else its first).
    func buildSettings(of owner: PropertyListDictionary) -> PropertyListDictionary {
        allBuildSettings(of: owner).first ?? PropertyListDictionary()
    }

    /// The build settings of each configuration of `object`'s configuration list, the default's first.
    func allBuildSettings(of owner: PropertyListDictionary) -> [PropertyListDictionary] {
        guard let list = owner["buildConfigurationList"]?.string.flatMap(object),
            let configurations = list["buildConfigurations"]?.strings
        else { return [] }
        let preferred = list["defaultConfigurationName"]?.string
        var ordered = configurations
        if let index = configurations.firstIndex(where: { object($0)?["name"]?.string == preferred }) {
            ordered.insert(ordered.remove(at: index), at: 0)
        }
        return ordered.map { object($0)?["buildSettings"]?.dictionary ?? PropertyListDictionary() }
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
        let configurations = allBuildSettings(of: target)
        for (key, value) in configurations.first ?? PropertyListDictionary() { settings[key] = value }
        let productName = setting("PRODUCT_NAME", settings, targetName: name) ?? name
        let moduleName =
            setting("PRODUCT_MODULE_NAME", settings, targetName: name) ?? c99ExtendedIdentifier(productName)
        var interface: [String] = []
        var sources: [String] = []
        var headers: [String] = []
        var linked: [String] = []
        var vendored: [String] = []
        var resources: [String] = []
        var copiesByScript = false
        var missing: [String] = []
        // The sources, headers and storyboards the project lists (not found in a synchronized folder):
        // not known to exist yet.
        var listed: (sources: [String], headers: [String], interface: [String]) = ([], [], [])
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = object(phaseID) else { continue }
            let isa = phase["isa"]?.string ?? ""
            if isa == "PBXShellScriptBuildPhase", Self.copiesResources(phase) { copiesByScript = true }
            // A copy-files phase into the bundle's resources (`dstSubfolderSpec = 7`).
            let copiesToResources = isa == "PBXCopyFilesBuildPhase" && phase["dstSubfolderSpec"]?.string == "7"
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
                    case "PBXResourcesBuildPhase": resources.append(path)
                    case "PBXCopyFilesBuildPhase" where copiesToResources: resources.append(path)
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
                case .resource: resources.append(file.path)
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
        let starting = startingFiles(settings, targetName: name)
        var resolved = XcodeTarget(
            name: name, moduleName: moduleName, productType: target["productType"]?.string,
            interfaceFiles: interfaceFiles, sourceFiles: sourceFiles, linkedTargets: linked,
            dependencies: dependencies, packageProducts: products, missingFiles: missing,
            mainStoryboard: starting.main, infoPlistFile: starting.infoPlist, launchStoryboard: starting.launch)
        resolved.vendoredFrameworks = vendored
        seen = []
        resolved.resourceFiles = resources.filter { seen.insert($0).inserted }
        resolved.copiesResourcesByScript = copiesByScript
        // A configuration may build another app from the target (another Info.plist, another launch
        // screen): what the others name starts the app too. Their unresolved settings are not said again.
        let noteCount = notes.count
        for configuration in configurations.dropFirst() {
            var other = projectSettings
            for (key, value) in configuration { other[key] = value }
            let files = startingFiles(other, targetName: name)
            if let infoPlist = files.infoPlist, infoPlist != starting.infoPlist,
                !resolved.otherInfoPlistFiles.contains(infoPlist)
            {
                resolved.otherInfoPlistFiles.append(infoPlist)
            }
            for storyboard in [files.main, files.launch].compactMap({ $0 })
            where storyboard != starting.main && storyboard != starting.launch
                && !resolved.otherStartingStoryboards.contains(storyboard)
            {
                resolved.otherStartingStoryboards.append(storyboard)
            }
        }
        notes.removeSubrange(noteCount...)
        return (resolved, unchecked)
    }

    /// What one configuration's settings say the app starts with: its main and launch storyboards,
    /// and its `Info.plist` (relative to the project's folder, SRCROOT).
    mutating func startingFiles(_ settings: PropertyListDictionary, targetName name: String) -> (
        main: String?, launch: String?, infoPlist: String?
    ) {
        var settings = settings
        let main =
            setting("INFOPLIST_KEY_UIMainStoryboardFile", settings, targetName: name)
            ?? setting("INFOPLIST_KEY_NSMainStoryboardFile", settings, targetName: name)
        var infoPlist = settings["INFOPLIST_FILE"]?.string ?? ""
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"]
        where infoPlist.hasPrefix(prefix) {
            infoPlist.removeFirst(prefix.count)
        }
        if !infoPlist.isEmpty { settings["INFOPLIST_FILE"] = .string(infoPlist) }
        let infoPlistFile = setting("INFOPLIST_FILE", settings, targetName: name).map { join(projectFolder, $0) }
        return (main, setting("INFOPLIST_KEY_UILaunchStoryboardName", settings, targetName: name), infoPlistFile)
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

    /// A value of the build settings, with `$(TARGET_NAME)` and `${TARGET_NAME}` (and their
    /// `:c99extidentifier` forms) replaced; `nil` when unset or when it refers to other settings.
    mutating func setting(_ key: String, _ settings: PropertyListDictionary, targetName: String) -> String? {
        guard var value = settings[key]?.string, !value.isEmpty else { return nil }
        // Most values refer to no other setting.
        guard value.utf8.contains(UInt8(ascii: "$")) else { return value }
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
    /// Groups whose folder is longer than a path may be: the files below them are not read.
    public static let projectGroupsCut: Self = "project.groups-cut"
    /// A build setting that refers to other settings the reader does not know.
    public static let projectSettingUnresolved: Self = "project.setting-unresolved"
}

/// The endings of the files a target can build from: sources, headers, storyboards and xibs.

extension ProjectReader {
    /// Whether a Run Script phase copies resources into the bundle: CocoaPods' resources script
    /// (`[CP] Copy Pods Resources`, `Pods-App-resources.sh`), or a script or output path that names
    /// the bundle's resources folder (`UNLOCALIZED_RESOURCES_FOLDER_PATH`).
    static func copiesResources(_ phase: PropertyListDictionary) -> Bool {
        let name = phase["name"]?.string ?? ""
        let script = phase["shellScript"]?.string ?? ""
        let outputs = (phase["outputPaths"]?.strings ?? []).joined(separator: "\n")
        if name.contains("Copy Pods Resources") || script.contains("-resources.sh") { return true }
        return (script + "\n" + outputs).contains("UNLOCALIZED_RESOURCES_FOLDER_PATH")
    }
}
