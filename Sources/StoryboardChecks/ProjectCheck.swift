import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading
import XcodeProjects

/// Checks an Xcode project's targets as Xcode builds them: each target's storyboards and xibs against
/// themselves and against its Swift and Objective-C sources, with the sources of the targets it
/// links, its module as Interface Builder's `customModule`, and its dependencies.
///
///     let project = try XcodeProject(path: "App.xcodeproj")
///     let result = ProjectCheck(projects: [project]).run()
///     #expect(!result.findings.containsErrors())
///
/// Each file is read once, however many targets build it; a finding of a file several targets build
/// is reported once. A storyboard or xib under the project's folder that no target builds is a
/// `project.untargeted` note, and a file a target lists that is missing on disk a
/// `project.missing-file` error that names the project and the target.
public struct ProjectCheck: Sendable {
    /// The projects.
    public let projects: [XcodeProject]
    /// The names of the targets to check; all native targets when empty.
    public let targetNames: [String]
    /// Shell patterns (`fnmatch`) of paths or names to leave out.
    public let excluded: [String]

    /// What a check of one target found.
    public struct TargetSummary: Sendable, Hashable {
        /// The project's name.
        public let project: String
        /// The target's name.
        public let target: String
        /// Its module.
        public let moduleName: String
        /// The storyboards it builds.
        public let storyboards: Int
        /// The xibs it builds.
        public let xibs: Int
        /// The segues of its storyboards.
        public let segues: Int
        /// Its source files, with those of the targets it links.
        public let sources: Int
        /// Its findings, by severity, before those of several targets were merged.
        public let errors: Int
        /// Its warnings.
        public let warnings: Int
        /// Its notes.
        public let notes: Int
        /// For a test target checked with its host app (its sources among the host's), the host's name.
        public let checkedWith: String?
    }

    /// The findings of all targets, each once, in file and line order; and a summary per target.
    public struct Result: Sendable {
        /// The findings.
        public let findings: [Finding]
        /// One summary per target checked, in project order.
        public let targets: [TargetSummary]
        /// The storyboards read, each once.
        public let storyboards: Int
        /// The xibs read, each once.
        public let xibs: Int
        /// The segues of the storyboards read.
        public let segues: Int
    }

    /// Scenes to take as ways into the app beside each target's main storyboard, as
    /// ``NavigationGraph/nodes(matching:)`` names them (`check --entry`).
    public var entries: [String] = []

    /// A check of `projects`.
    ///
    /// - Parameters:
    ///   - projects: The projects.
    ///   - targets: The names of the targets to check; all when empty.
    ///   - excluded: Shell patterns of paths or names to leave out.
    public init(projects: [XcodeProject], targets: [String] = [], excluding excluded: [String] = []) {
        self.projects = projects
        self.targetNames = targets
        self.excluded = excluded
    }

    /// The targets to check, with their projects; a finding for each name no project has.
    public func selectedTargets() -> (targets: [(XcodeProject, XcodeTarget)], findings: [Finding]) {
        var selected: [(XcodeProject, XcodeTarget)] = []
        for project in projects {
            for target in project.targets where targetNames.isEmpty || targetNames.contains(target.name) {
                selected.append((project, target))
            }
        }
        var findings: [Finding] = []
        for name in targetNames where !selected.contains(where: { $0.1.name == name }) {
            let known = projects.flatMap { $0.targets.map(\.name) }.map(quoted).joined(separator: ", ")
            findings.append(
                Finding(
                    .error, .projectMissingTarget, at: projects.first.map { FileLocation(file: $0.path) },
                    "No target is named \(quoted(name)); the project" + (projects.count == 1 ? " has " : "s have ")
                        + (known.isEmpty ? "no native target" : known) + "."))
        }
        return (selected, findings)
    }

    /// Reads every file once and checks each target.
    public func run() -> Result {
        let (selected, selectionFindings) = selectedTargets()
        var findings = selectionFindings + projects.flatMap(\.notes)
        // A test target runs inside its host app (its first dependency that is no test), whose
        // storyboards its code loads and whose classes it sees: its sources are checked with the
        // host's, and its own documents (if any) with both.
        func host(of target: XcodeTarget, in project: XcodeProject) -> XcodeTarget? {
            guard target.isTest else { return nil }
            return target.dependencies.lazy.compactMap { name in
                project.targets.first { $0.name == name && !$0.isTest }
            }.first
        }
        var plans: [(project: XcodeProject, target: XcodeTarget, linked: [XcodeTarget], host: String?)] =
            selected.map { project, target in
                let hostTarget = host(of: target, in: project)
                // A target without sources of its own (a WatchKit app) has its code in the targets it
                // embeds (its extension): their sources are its classes'.
                let embedded =
                    target.sourceFiles.isEmpty && !target.interfaceFiles.isEmpty
                    ? target.dependencies.flatMap { name in
                        project.targets.first { $0.name == name }.map { project.linkedClosure(of: $0) } ?? []
                    } : []
                let closure =
                    project.linkedClosure(of: target) + (hostTarget.map { project.linkedClosure(of: $0) } ?? [])
                    + embedded
                return (project, target, closure, hostTarget?.name)
            }
        for index in plans.indices {
            guard let hostName = plans[index].host,
                let hostIndex = plans.firstIndex(where: {
                    $0.project.path == plans[index].project.path && $0.target.name == hostName
                })
            else { continue }
            plans[hostIndex].linked.append(plans[index].target)
        }
        let isExcluded = { (path: String) in FileSearch.matches(path, excludedBy: excluded) }
        // Every interface file and every source file, each read once: by its index in the order read.
        var interfaceOrder: [String] = []
        var sourceOrder: [String] = []
        var seenInterface: Set<String> = []
        var sourceIndex: [String: Int] = [:]
        // A missing file once, with every target that builds it.
        var missingOrder: [(project: XcodeProject, path: String)] = []
        var missingTargets: [String: [String]] = [:]
        for (project, target, _, _) in plans {
            for path in target.missingFiles {
                let key = project.path + "\u{0}" + path
                if missingTargets[key] == nil { missingOrder.append((project, path)) }
                missingTargets[key, default: []].append(target.name)
            }
        }
        // Files of a git submodule that is not checked out: one finding for the submodule.
        var submodules: [String: [GitSubmodule]] = [:]
        var submoduleOrder: [(project: XcodeProject, submodule: GitSubmodule)] = []
        var submoduleFiles: [String: (targets: [String], files: [String])] = [:]
        for (project, path) in missingOrder {
            let absent =
                submodules[project.projectFolder]
                ?? {
                    let found = GitSubmodule.absent(around: project.projectFolder)
                    submodules[project.projectFolder] = found
                    return found
                }()
            let plain = lexicallyNormalized(path)
            guard let submodule = absent.first(where: { plain.hasPrefix($0.folder + "/") || plain == $0.folder })
            else { continue }
            let key = project.path + "\u{0}" + submodule.folder
            if submoduleFiles[key] == nil { submoduleOrder.append((project, submodule)) }
            var entry = submoduleFiles[key] ?? ([], [])
            for name in missingTargets[project.path + "\u{0}" + path]! where !entry.targets.contains(name) {
                entry.targets.append(name)
            }
            entry.files.append(path)
            submoduleFiles[key] = entry
        }
        for (project, submodule) in submoduleOrder {
            let entry = submoduleFiles[project.path + "\u{0}" + submodule.folder]!
            let shown = entry.files.prefix(3).map { lastPathComponent($0) }.joined(separator: ", ")
            findings.append(
                Finding(
                    .warning, .projectMissingSubmodule, at: FileLocation(file: submodule.manifest),
                    "The git submodule \(quoted(submodule.name)) (\(submodule.folder)) is not checked out, so "
                        + (entry.targets.count == 1 ? "the target " : "the targets ")
                        + entry.targets.map(quoted).joined(separator: ", ") + " of \(project.name).xcodeproj "
                        + "cannot build the \(entry.files.count) file(s) it holds (\(shown)"
                        + (entry.files.count > 3 ? ", …" : "") + ") and they are not checked; run git submodule "
                        + "update --init --recursive (or clone with --recursive)."))
        }
        for (project, path) in missingOrder {
            let names = missingTargets[project.path + "\u{0}" + path]!
            let plain = lexicallyNormalized(path)
            if let absent = submodules[project.projectFolder],
                absent.contains(where: { plain.hasPrefix($0.folder + "/") || plain == $0.folder })
            {
                continue
            }
            findings.append(
                Finding(
                    .error, .projectMissingFile, at: FileLocation(file: project.path + "/project.pbxproj"),
                    (names.count == 1 ? "The target " : "The targets ") + names.map(quoted).joined(separator: ", ")
                        + " of \(project.name).xcodeproj build\(names.count == 1 ? "s" : "") \(path), which does not "
                        + "exist; restore the file (or generate it, if a script makes it), or remove it from the "
                        + "target\(names.count == 1 ? "" : "s") in Xcode."))
        }
        // A test target checked without its host app has the host's documents as its own: the code
        // loads them from the app it runs in.
        func documentPaths(_ project: XcodeProject, _ target: XcodeTarget, _ hostName: String?) -> [String] {
            guard let hostName,
                !plans.contains(where: { $0.project.path == project.path && $0.target.name == hostName }),
                let host = project.targets.first(where: { $0.name == hostName })
            else { return target.interfaceFiles }
            return target.interfaceFiles + host.interfaceFiles
        }
        // A file missing on disk is missing for every target that builds it.
        let missing = Set(plans.flatMap { $0.linked.flatMap(\.missingFiles) })
        // Each target's sources as indices, made once however many targets link it (a framework's
        // files are every app's and extension's that links it): hashing a path is the costly part.
        var sourceIndices: [String: [Int]] = [:]
        func indices(of target: XcodeTarget, in project: XcodeProject) -> [Int] {
            let key = project.path + "\u{0}" + target.name
            if let known = sourceIndices[key] { return known }
            var found: [Int] = []
            for path in target.sourceFiles where !missing.contains(path) && !isExcluded(path) {
                let index = sourceIndex[path] ?? sourceOrder.count
                if index == sourceOrder.count {
                    sourceIndex[path] = index
                    sourceOrder.append(path)
                }
                found.append(index)
            }
            sourceIndices[key] = found
            return found
        }
        for (project, target, linked, hostName) in plans {
            for path in documentPaths(project, target, hostName) where !missing.contains(path) && !isExcluded(path) {
                if seenInterface.insert(path).inserted { interfaceOrder.append(path) }
            }
            for linkedTarget in linked { _ = indices(of: linkedTarget, in: project) }
        }
        let all = (
            catalog: StoryboardCatalog(paths: interfaceOrder), sources: SwiftSources(projectFiles: sourceOrder)
        )
        findings += all.catalog.readFindings + all.sources.readFindings
        var documents: [String: Storyboard] = [:]
        for document in all.catalog.documents { documents[document.path] = document }
        // The file read for each index (none for a file that could not be read, or read already
        // through another path).
        var readByPath: [String: SwiftSourceFile] = [:]
        readByPath.reserveCapacity(all.sources.files.count)
        for file in all.sources.files { readByPath[file.path] = file }
        let read = sourceOrder.map { readByPath[$0] }
        readByPath = [:]
        var taken = [Bool](repeating: false, count: sourceOrder.count)
        /// The files of `targets`, each once, in their order.
        func files(of targets: [XcodeTarget], in project: XcodeProject) -> [SwiftSourceFile] {
            var result: [SwiftSourceFile] = []
            var marked: [Int] = []
            for target in targets {
                for index in indices(of: target, in: project) where !taken[index] {
                    taken[index] = true
                    marked.append(index)
                    if let file = read[index] { result.append(file) }
                }
            }
            for index in marked { taken[index] = false }
            return result
        }
        // Dependencies: the manifests beside each project, and its packages.
        var dependenciesByProject: [String: (dependencies: [SourceDependency], folders: [String])] = [:]
        for project in projects {
            var found = SourceDependencies.find(in: project.projectFolder)
            for folder in project.localPackageFolders where FileSystem.posix.isDirectory(folder) {
                found.folders.append(folder)
            }
            dependenciesByProject[project.path] = found
        }
        // Where each class of all the sources read is declared (the first file), for a class a target
        // lacks: made on first use.
        var declarations: [String: String]?
        func declaringFile(_ name: String) -> String? {
            if declarations == nil {
                var found: [String: String] = [:]
                for file in all.sources.files {
                    for declaration in file.classes where !declaration.isExtension && found[declaration.name] == nil {
                        found[declaration.name] = file.path
                    }
                }
                declarations = found
            }
            return declarations?[name]
        }
        var summaries: [TargetSummary] = []
        var seen: Set<String> = []
        var targetFindingOrder: [(finding: Finding, key: String)] = []
        // The targets checked with documents: the source files each compiles, and where its code findings are.
        var checkedCode: [(project: XcodeProject, target: String, linked: [XcodeTarget], places: Set<String>)] = []
        var targetsOfFinding: [String: [String]] = [:]
        var projectOfFinding: [String: String] = [:]
        for (project, target, linked, hostName) in plans {
            // A test target without documents of its own is checked with its host.
            if let hostName, target.interfaceFiles.isEmpty,
                plans.contains(where: { $0.project.path == project.path && $0.target.name == hostName })
            {
                summaries.append(
                    TargetSummary(
                        project: project.name, target: target.name, moduleName: target.moduleName, storyboards: 0,
                        xibs: 0, segues: 0, sources: target.sourceFiles.count, errors: 0, warnings: 0, notes: 0,
                        checkedWith: hostName))
                continue
            }
            let own = documentPaths(project, target, hostName).compactMap { documents[$0] }
            let catalog = StoryboardCatalog(storyboards: own)
            // Without documents of its own, a target is checked only for what its own code names of
            // storyboards: the targets it links are checked as themselves.
            let uniqueFiles = files(of: own.isEmpty ? [target] : linked, in: project)
            let projectDependencies = dependenciesByProject[project.path] ?? ([], [])
            var dependencies = projectDependencies.dependencies
            for product in target.packageProducts where !dependencies.contains(where: { $0.name == product.name }) {
                dependencies.append(
                    SourceDependency(
                        name: product.name, manifest: project.path + "/project.pbxproj", isInTree: product.isLocal))
            }
            // The modules whose sources are read: the target's, the targets it links, and local
            // packages' products (read for the classes the documents need).
            let readModules = Set(linked.map(\.moduleName) + target.packageProducts.filter(\.isLocal).map(\.name))
            // Vendored frameworks the target (or a target it links) links: their headers declare classes.
            var vendored: [String] = []
            for path in linked.flatMap(\.vendoredFrameworks)
            where !vendored.contains(path) && FileSystem.posix.isDirectory(path) {
                vendored.append(path)
            }
            let sources = SwiftSources(
                files: uniqueFiles, dependencies: dependencies,
                dependencyFolders: projectDependencies.folders + vendored, excluding: excluded)
            // A target without documents is checked only for what its code names of storyboards.
            let namesNothing = own.isEmpty && !uniqueFiles.contains { !$0.references.isEmpty }
            let checkedFindings =
                namesNothing
                ? []
                : sources.files.isEmpty
                    ? catalog.check()
                    : catalog.check(
                        sources: sources, readModules: readModules,
                        mainStoryboards: (hostName.flatMap { name in project.targets.first { $0.name == name } }
                            ?? target)
                            .startingStoryboards, entries: entries)
            // A class the target does not compile may be declared in a file of another target.
            let targetFindings = checkedFindings.map { finding in
                guard finding.code == .classMissing, let name = firstQuoted(finding.message),
                    let file = declaringFile(name),
                    !uniqueFiles.contains(where: { $0.path == file })
                else { return finding }
                return Finding(
                    finding.severity, finding.code, at: finding.location,
                    finding.message + " It is declared in \(file), which the target \(quoted(target.name)) does not "
                        + "compile: add that file to the target, or give the object a class the target has.")
            }
            // Which source files this target compiles, and where its code findings are: a line of a
            // file several apps compile is wrong only if it is wrong in each (below).
            if !own.isEmpty {
                var places: Set<String> = []
                for finding in targetFindings {
                    guard let location = finding.location, Self.isSourcePath(location.file) else { continue }
                    places.insert(Self.place(finding.code, location))
                }
                checkedCode.append((project, target.name, linked, places))
            }
            let counts = targetFindings.severityCounts
            summaries.append(
                TargetSummary(
                    project: project.name, target: target.name, moduleName: target.moduleName,
                    storyboards: catalog.storyboards.count, xibs: catalog.xibs.count,
                    segues: catalog.storyboards.reduce(0) { $0 + $1.segues.count }, sources: uniqueFiles.count,
                    errors: counts[.error, default: 0], warnings: counts[.warning, default: 0],
                    notes: counts[.note, default: 0], checkedWith: nil))
            for finding in targetFindings {
                // A finding's text is made once: it is the key of all three tables.
                let key = finding.description
                if seen.insert(key).inserted {
                    targetFindingOrder.append((finding, key))
                    projectOfFinding[key] = project.name
                }
                if !(targetsOfFinding[key]?.contains(target.name) ?? false) {
                    targetsOfFinding[key, default: []].append(target.name)
                }
            }
        }
        // Each finding once, naming the targets it was found in (a file several targets build).
        for (finding, key) in targetFindingOrder {
            let names = targetsOfFinding[key] ?? []
            let project = projectOfFinding[key].map { " of \($0).xcodeproj" } ?? ""
            var severity = finding.severity
            var message = finding.message
            // A line of code another app compiles too, where it is right (`if idiom == .tv { "tvOS" }`,
            // a segue only the tvOS storyboard has): which app runs it decides, so it is a note.
            if let location = finding.location, Self.isSourcePath(location.file) {
                let place = Self.place(finding.code, location)
                // Whether a target compiles the file: by its index, in the targets it is compiled with
                // (asked only for the few findings in code).
                let fileIndex = sourceIndex[location.file]
                let fine = checkedCode.filter { checked in
                    guard let fileIndex, !checked.places.contains(place) else { return false }
                    return checked.linked.contains { indices(of: $0, in: checked.project).contains(fileIndex) }
                }
                .map(\.target)
                if !fine.isEmpty {
                    severity = .note
                    message +=
                        " " + (fine.count == 1 ? "The target " : "The targets ")
                        + fine.map(quoted).joined(separator: ", ")
                        + " compile" + (fine.count == 1 ? "s" : "") + " this line too and "
                        + (fine.count == 1 ? "has" : "have") + " what it names, so it depends on which app runs it."
                }
            }
            findings.append(
                Finding(
                    severity, finding.code, at: finding.location,
                    message + " (" + (names.count == 1 ? "target " : "targets ")
                        + names.map(quoted).joined(separator: ", ") + project + ")"))
        }
        findings += untargeted()
        findings.sort { ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: "")) }
        let storyboards = all.catalog.storyboards
        return Result(
            findings: findings, targets: summaries, storyboards: storyboards.count, xibs: all.catalog.xibs.count,
            segues: storyboards.reduce(0) { $0 + $1.segues.count })
    }

    /// Whether `path` is a source file (Swift or Objective-C), where findings about code are.
    static func isSourcePath(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// A finding's code and place, which two targets' findings of one line share.
    static func place(_ code: Finding.Code, _ location: FileLocation) -> String {
        "\(code.rawValue)\u{0}\(location.file)\u{0}\(location.line ?? 0)\u{0}\(location.column ?? 0)"
    }

    /// The storyboards and xibs under each project's folder that no target of the projects builds
    /// (when all targets are checked): a note each, naming the projects whose folders hold it (a
    /// subproject's folder is inside its project's, and two projects may share a folder).
    private func untargeted() -> [Finding] {
        guard targetNames.isEmpty else { return [] }
        let built = Set(projects.flatMap { $0.targets.flatMap(\.interfaceFiles) })
        var holders: [String: [String]] = [:]
        var paths: [String] = []
        for project in projects {
            let packages = project.localPackageFolders.map { $0 + "/" }
            let name = project.name + ".xcodeproj"
            for path in project.interfaceFilesInFolder where !FileSearch.matches(path, excludedBy: excluded) {
                guard !built.contains(path), !packages.contains(where: { path.hasPrefix($0) }),
                    holders[path]?.contains(name) != true
                else { continue }
                if holders[path] == nil { paths.append(path) }
                holders[path, default: []].append(name)
            }
        }
        return paths.map { path in
            Finding(
                .note, .projectUntargeted, at: FileLocation(file: path),
                "No target of \(holders[path, default: []].joined(separator: " or ")) builds this file, so it is not "
                    + "checked with a target's sources and is not in the app; add it to a target in Xcode, or delete it."
            )
        }
    }
}

/// The text between the first two `'` of `message`: the name a finding's message quotes first.
func firstQuoted(_ message: String) -> String? {
    let parts = message.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 && !parts[1].isEmpty ? String(parts[1]) : nil
}

extension Finding.Code {
    /// A file a target of the project builds that does not exist.
    public static let projectMissingFile: Self = "project.missing-file"
    /// A storyboard or xib under the project's folder that no target builds.
    public static let projectUntargeted: Self = "project.untargeted"
    /// Files a target builds from a git submodule that is not checked out (a clone without
    /// `--recursive`): one warning per submodule.
    public static let projectMissingSubmodule: Self = "project.missing-submodule"
    /// A target name given to the check that no project has.
    public static let projectMissingTarget: Self = "project.missing-target"
}

extension XcodeTarget {
    /// The storyboards the target starts (and launches) with: its build settings' and its
    /// `Info.plist`'s (``InfoPropertyList``), in any of its build configurations.
    package var startingStoryboards: [String] {
        var names = [mainStoryboard, launchStoryboard].compactMap { $0 }
        for name in otherStartingStoryboards where !names.contains(name) { names.append(name) }
        for file in [infoPlistFile].compactMap({ $0 }) + otherInfoPlistFiles {
            for name in InfoPropertyList.mainStoryboards(at: file) where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
