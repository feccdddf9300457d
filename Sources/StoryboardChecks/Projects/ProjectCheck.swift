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
/// is reported once, naming every target it was found in; each target's summary counts the findings
/// that name it (``Result/targetIndices(of:)``). A storyboard or xib under the project's folder that no target builds is a
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
        /// The errors that name it (``Result/targetIndices(of:)``): a finding several targets share
        /// counts for each of them.
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
        /// The indices in ``targets`` of the targets each finding names, by ``ProjectCheck/attributionKey(_:)``.
        let namedTargets: [String: [Int]]
        /// The lines of the sources read that hold a `// symbolify:disable-next-line` comment, for
        /// ``SuppressionComments/unused(_:findings:)``.
        public internal(set) var suppressionLines: [SuppressionCommentLine] = []
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
        let (selected, findings) = selectedIndices()
        return (selected.map { (projects[$0.project], projects[$0.project].targets[$0.target]) }, findings)
    }

    /// ``selectedTargets()`` as indices: of the project in ``projects``, and of the target in its
    /// project's targets.
    private func selectedIndices() -> (targets: [(project: Int, target: Int)], findings: [Finding]) {
        let names = Set(targetNames)
        var selected: [(project: Int, target: Int)] = []
        var found: Set<String> = []
        for (projectIndex, project) in projects.enumerated() {
            for (index, target) in project.targets.enumerated() where names.isEmpty || names.contains(target.name) {
                selected.append((projectIndex, index))
                found.insert(target.name)
            }
        }
        var findings: [Finding] = []
        for name in targetNames where !found.contains(name) {
            let known = projects.flatMap { $0.targets.map(\.name) }.map(quoted).joined(separator: ", ")
            findings.append(
                Finding(
                    .error, .projectMissingTarget, at: projects.first.map { FileLocation(file: $0.path) },
                    "No target is named \(quoted(name)); the project" + (projects.count == 1 ? " has " : "s have ")
                        + (known.isEmpty ? "no native target" : known) + "."))
        }
        return (selected, findings)
    }

    /// What is checked of one target: its project (and the project's index in ``projects``), the
    /// target (and its index in the project's targets), the targets whose sources it is compiled
    /// with, and the name of its host app, for a test target.
    ///
    /// The targets it is compiled with are the linked closures of `roots`, one after the other, then
    /// the targets `alone` (without what they link), as indices in the project's targets: a closure
    /// may hold every target of the project, so it is made only for a target checked against code.
    private struct Plan {
        let project: XcodeProject
        let projectIndex: Int
        let target: XcodeTarget
        let targetIndex: Int
        let roots: [Int]
        var alone: [Int] = []
        let host: String?
    }

    /// Reads every file once and checks each target.
    public func run() -> Result {
        let (selected, selectionFindings) = selectedIndices()
        var findings = selectionFindings + projects.flatMap(\.notes)
        // The first target of each name that is no test, for the host apps below.
        var appIndices = [[String: Int]](repeating: [:], count: projects.count)
        for projectIndex in Set(selected.map(\.project)) {
            for (index, target) in projects[projectIndex].targets.enumerated()
            where !target.isTest && appIndices[projectIndex][target.name] == nil {
                appIndices[projectIndex][target.name] = index
            }
        }
        // A test target runs inside its host app (its first dependency that is no test), whose
        // storyboards its code loads and whose classes it sees: its sources are checked with the
        // host's, and its own documents (if any) with both.
        func host(of target: XcodeTarget, in projectIndex: Int) -> XcodeTarget? {
            guard target.isTest else { return nil }
            return target.dependencies.lazy.compactMap { name in
                appIndices[projectIndex][name].map { self.projects[projectIndex].targets[$0] }
            }.first
        }
        var plans: [Plan] = selected.map { projectIndex, targetIndex in
            let project = projects[projectIndex]
            let target = project.targets[targetIndex]
            let hostTarget = host(of: target, in: projectIndex)
            // A target without sources of its own (a WatchKit app) has its code in the targets it
            // embeds (its extension): their sources are its classes'.
            let embedded = target.sourceFiles.isEmpty && !target.interfaceFiles.isEmpty ? target.dependencies : []
            // Each closure as `linkedClosure(of:)` makes it: from the first target of the name.
            let roots = ([target.name] + (hostTarget.map { [$0.name] } ?? []) + embedded).compactMap {
                project.targetIndex(named: $0)
            }
            return Plan(
                project: project, projectIndex: projectIndex, target: target, targetIndex: targetIndex,
                roots: roots, host: hostTarget?.name)
        }
        // The first plan of each project and target name.
        var planIndices: [String: Int] = [:]
        for (index, plan) in plans.enumerated() {
            let key = plan.project.path + "\u{0}" + plan.target.name
            if planIndices[key] == nil { planIndices[key] = index }
        }
        func planIndex(_ project: XcodeProject, _ name: String) -> Int? {
            planIndices[project.path + "\u{0}" + name]
        }
        for index in plans.indices {
            guard let hostName = plans[index].host, let hostIndex = planIndex(plans[index].project, hostName)
            else { continue }
            plans[hostIndex].alone.append(plans[index].targetIndex)
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
        var missingPlans: [String: [Int]] = [:]
        for (planPosition, plan) in plans.enumerated() {
            let (project, target) = (plan.project, plan.target)
            for path in target.missingFiles {
                let key = project.path + "\u{0}" + path
                if missingTargets[key] == nil { missingOrder.append((project, path)) }
                missingTargets[key, default: []].append(target.name)
                missingPlans[key, default: []].append(planPosition)
            }
        }
        // The plans (one summary each, in order) each finding names, by its attribution key.
        var namedTargets: [String: [Int]] = [:]
        func name(_ finding: Finding, _ indices: [Int]) {
            let key = Self.attributionKey(finding)
            var named = namedTargets[key] ?? []
            for index in indices where !named.contains(index) { named.append(index) }
            namedTargets[key] = named
        }
        // Files of a git submodule that is not checked out: one finding for the submodule.
        var submodules: [String: [GitSubmodule]] = [:]
        var submoduleOrder: [(project: XcodeProject, submodule: GitSubmodule)] = []
        var submoduleFiles: [String: (targets: [String], files: [String])] = [:]
        var submodulePlans: [String: [Int]] = [:]
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
            for index in missingPlans[project.path + "\u{0}" + path]!
            where !submodulePlans[key, default: []].contains(index) {
                submodulePlans[key, default: []].append(index)
            }
            entry.files.append(path)
            submoduleFiles[key] = entry
        }
        for (project, submodule) in submoduleOrder {
            let entry = submoduleFiles[project.path + "\u{0}" + submodule.folder]!
            let shown = entry.files.prefix(3).map { lastPathComponent($0) }.joined(separator: ", ")
            let finding =
                Finding(
                    .warning, .projectMissingSubmodule, at: FileLocation(file: submodule.manifest),
                    "The git submodule \(quoted(submodule.name)) (\(submodule.folder)) is not checked out, so "
                        + (entry.targets.count == 1 ? "the target " : "the targets ")
                        + entry.targets.map(quoted).joined(separator: ", ") + " of \(project.name).xcodeproj "
                        + "cannot build the \(entry.files.count) file(s) it holds (\(shown)"
                        + (entry.files.count > 3 ? ", …" : "") + ") and they are not checked; run git submodule "
                        + "update --init --recursive (or clone with --recursive).")
            name(finding, submodulePlans[project.path + "\u{0}" + submodule.folder] ?? [])
            findings.append(finding)
        }
        for (project, path) in missingOrder {
            let names = missingTargets[project.path + "\u{0}" + path]!
            let plain = lexicallyNormalized(path)
            if let absent = submodules[project.projectFolder],
                absent.contains(where: { plain.hasPrefix($0.folder + "/") || plain == $0.folder })
            {
                continue
            }
            let finding =
                Finding(
                    .error, .projectMissingFile, at: FileLocation(file: project.path + "/project.pbxproj"),
                    (names.count == 1 ? "The target " : "The targets ") + names.map(quoted).joined(separator: ", ")
                        + " of \(project.name).xcodeproj build\(names.count == 1 ? "s" : "") \(path), which does not "
                        + "exist; restore the file (or generate it, if a script makes it), or remove it from the "
                        + "target\(names.count == 1 ? "" : "s") in Xcode.")
            name(finding, missingPlans[project.path + "\u{0}" + path] ?? [])
            findings.append(finding)
        }
        // A test target checked without its host app has the host's documents as its own: the code
        // loads them from the app it runs in.
        func documentPaths(_ project: XcodeProject, _ target: XcodeTarget, _ hostName: String?) -> [String] {
            guard let hostName, planIndex(project, hostName) == nil,
                let host = project.targetIndex(named: hostName).map({ project.targets[$0] })
            else { return target.interfaceFiles }
            return target.interfaceFiles + host.interfaceFiles
        }
        // A file missing on disk is missing for every target that builds it.
        // (Each target the plans are compiled with is looked at once, in the order of their closures,
        // first come first, however many closures hold it.)
        func eachLinked(_ body: (_ project: Int, _ target: Int) -> Void) {
            var walks = projects.map { LinkWalk($0) }
            var taken = projects.map { [Bool](repeating: false, count: $0.targets.count) }
            func take(_ projectIndex: Int, _ index: Int) {
                guard !taken[projectIndex][index] else { return }
                taken[projectIndex][index] = true
                body(projectIndex, index)
            }
            for plan in plans {
                for root in plan.roots { walks[plan.projectIndex].reach(from: root) { take(plan.projectIndex, $0) } }
                for index in plan.alone { take(plan.projectIndex, index) }
            }
        }
        var missing: Set<String> = []
        eachLinked { projectIndex, index in missing.formUnion(projects[projectIndex].targets[index].missingFiles) }
        // Each target's sources as indices, made once however many targets link it (a framework's
        // files are every app's and extension's that links it): hashing a path is the costly part.
        // They are kept by project path and target name, and by the indices of project and target,
        // which are cheaper to look up.
        var sourceIndices: [String: [Int]] = [:]
        var sourceIndicesByIndex = projects.map { [[Int]?](repeating: nil, count: $0.targets.count) }
        func indices(of targetIndex: Int, in projectIndex: Int) -> [Int] {
            if let known = sourceIndicesByIndex[projectIndex][targetIndex] { return known }
            let project = projects[projectIndex]
            let target = project.targets[targetIndex]
            let key = project.path + "\u{0}" + target.name
            if let known = sourceIndices[key] {
                sourceIndicesByIndex[projectIndex][targetIndex] = known
                return known
            }
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
            sourceIndicesByIndex[projectIndex][targetIndex] = found
            return found
        }
        for plan in plans {
            for path in documentPaths(plan.project, plan.target, plan.host)
            where !missing.contains(path) && !isExcluded(path) {
                if seenInterface.insert(path).inserted { interfaceOrder.append(path) }
            }
        }
        eachLinked { projectIndex, index in _ = indices(of: index, in: projectIndex) }
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
        func files(of targets: [Int], in projectIndex: Int) -> [SwiftSourceFile] {
            var result: [SwiftSourceFile] = []
            var marked: [Int] = []
            for target in targets {
                for index in indices(of: target, in: projectIndex) where !taken[index] {
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
        var checkedCode:
            [(project: Int, target: String, linked: [Int], places: Set<String>, platforms: SourcePlatforms)] = []
        var closureWalks = projects.map { LinkWalk($0) }
        var targetsOfFinding: [String: [String]] = [:]
        var plansOfFinding: [String: [Int]] = [:]
        var projectOfFinding: [String: String] = [:]
        for (planPosition, plan) in plans.enumerated() {
            let (project, target, hostName) = (plan.project, plan.target, plan.host)
            // A test target without documents of its own is checked with its host.
            if let hostName, target.interfaceFiles.isEmpty, planIndex(project, hostName) != nil {
                summaries.append(
                    TargetSummary(
                        project: project.name, target: target.name, moduleName: target.moduleName, storyboards: 0,
                        xibs: 0, segues: 0, sources: target.sourceFiles.count, errors: 0, warnings: 0, notes: 0,
                        checkedWith: hostName))
                continue
            }
            let own = documentPaths(project, target, hostName).compactMap { documents[$0] }
            let catalog = StoryboardCatalog(storyboards: own)
            // The targets it is compiled with, for a target with documents.
            var linked: [Int] = []
            if !own.isEmpty {
                for root in plan.roots { linked += closureWalks[plan.projectIndex].closure(of: root) }
                linked += plan.alone
            }
            // Without documents of its own, a target is checked only for what its own code names of
            // storyboards: the targets it links are checked as themselves.
            let uniqueFiles = files(of: own.isEmpty ? [plan.targetIndex] : linked, in: plan.projectIndex)
            // A target without documents is checked only for what its code names of storyboards.
            let namesNothing = own.isEmpty && !uniqueFiles.contains { !$0.references.isEmpty }
            let checkedFindings =
                namesNothing
                ? [] : check(catalog, uniqueFiles, of: plan, linked: linked, dependencies: dependenciesByProject)
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
                // The platforms its code is compiled for, as its documents say (all, when they are of
                // several): a line under `#if os(…)` of another platform is not in its build.
                let sdks = Set(own.map(\.sdk))
                let platforms = sdks.count == 1 ? sdks.first!.sourcePlatforms : .all
                checkedCode.append((plan.projectIndex, target.name, linked, places, platforms))
            }
            // Counted once the findings are merged: those that name it.
            summaries.append(
                TargetSummary(
                    project: project.name, target: target.name, moduleName: target.moduleName,
                    storyboards: catalog.storyboards.count, xibs: catalog.xibs.count,
                    segues: catalog.storyboards.reduce(0) { $0 + $1.segues.count }, sources: uniqueFiles.count,
                    errors: 0, warnings: 0, notes: 0, checkedWith: nil))
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
                if !(plansOfFinding[key]?.contains(planPosition) ?? false) {
                    plansOfFinding[key, default: []].append(planPosition)
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
                // The platforms whose builds compile the line (`#if os(tvOS)`): a target of another
                // platform leaves it out, and says nothing of it.
                let linePlatforms =
                    fileIndex.flatMap { read[$0] }?.references.first { $0.location == location }?.platforms ?? .all
                let fine = checkedCode.filter { checked in
                    guard let fileIndex, !checked.places.contains(place),
                        !checked.platforms.isDisjoint(with: linePlatforms)
                    else { return false }
                    return checked.linked.contains { indices(of: $0, in: checked.project).contains(fileIndex) }
                }
                .map(\.target)
                // A nib the target that owns the file has is loaded from that target's bundle
                // (`Bundle(for:)`): the apps that link it load it from there too.
                if finding.code == .nibMissing,
                    fine.contains(where: { name in
                        projects.contains {
                            $0.targets.contains { $0.name == name && $0.sourceFiles.contains(location.file) }
                        }
                    })
                {
                    continue
                }
                if !fine.isEmpty {
                    severity = .note
                    message +=
                        " " + (fine.count == 1 ? "The target " : "The targets ")
                        + fine.map(quoted).joined(separator: ", ")
                        + " compile" + (fine.count == 1 ? "s" : "") + " this line too and "
                        + (fine.count == 1 ? "has" : "have") + " what it names, so it depends on which app runs it."
                }
            }
            let merged = Finding(
                severity, finding.code, at: finding.location,
                message + " (" + (names.count == 1 ? "target " : "targets ")
                    + names.map(quoted).joined(separator: ", ") + project + ")")
            name(merged, plansOfFinding[key] ?? [])
            findings.append(merged)
        }
        findings += untargeted()
        findings.sort { ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: "")) }
        let storyboards = all.catalog.storyboards
        let result = Result(
            findings: findings, targets: summaries, storyboards: storyboards.count, xibs: all.catalog.xibs.count,
            segues: storyboards.reduce(0) { $0 + $1.segues.count }, namedTargets: namedTargets)
        // Each target's counts: the findings that name it, as merged.
        var counted = Result(
            findings: findings, targets: result.summaries(counting: findings).targets, storyboards: result.storyboards,
            xibs: result.xibs, segues: result.segues, namedTargets: namedTargets)
        counted.suppressionLines = all.sources.files.flatMap(\.suppressionLines)
        return counted
    }

    /// Checks `catalog`, the documents of `plan`'s target, against `files`, the sources of the
    /// targets it is compiled with (`linked`), with the dependencies of its project (by path) and its
    /// packages.
    private func check(
        _ catalog: StoryboardCatalog, _ files: [SwiftSourceFile], of plan: Plan, linked: [Int],
        dependencies dependenciesByProject: [String: (dependencies: [SourceDependency], folders: [String])]
    ) -> [Finding] {
        let (project, target) = (plan.project, plan.target)
        let projectDependencies = dependenciesByProject[project.path] ?? ([], [])
        var dependencies = projectDependencies.dependencies
        for product in target.packageProducts where !dependencies.contains(where: { $0.name == product.name }) {
            dependencies.append(
                SourceDependency(
                    name: product.name, manifest: project.path + "/project.pbxproj", isInTree: product.isLocal))
        }
        // Vendored frameworks the target (or a target it links) links: their headers declare classes.
        var vendored: [String] = []
        for index in linked {
            for path in project.targets[index].vendoredFrameworks
            where !vendored.contains(path) && FileSystem.posix.isDirectory(path) {
                vendored.append(path)
            }
        }
        let sources = SwiftSources(
            files: files, dependencies: dependencies, dependencyFolders: projectDependencies.folders + vendored,
            excluding: excluded)
        guard !sources.files.isEmpty else { return catalog.check() }
        // The modules whose sources are read: the target's, the targets it links, and local packages'
        // products (read for the classes the documents need). A test target starts as its host app.
        let readModules = Set(
            linked.map { project.targets[$0].moduleName } + target.packageProducts.filter(\.isLocal).map(\.name))
        let starting = plan.host.flatMap { project.targetIndex(named: $0) }.map { project.targets[$0] } ?? target
        let resources = BundleResources(
            name: target.name, files: target.resourceFiles,
            infoPlists: ([target.infoPlistFile].compactMap { $0 } + target.otherInfoPlistFiles),
            mayHoldMore: target.copiesResourcesByScript, isMainBundle: Self.runsAsMainBundle(target.productType))
        return catalog.check(
            sources: sources, readModules: readModules, mainStoryboards: starting.startingStoryboards,
            entries: entries, resources: resources)
    }

    /// Whether a target of the product type `productType` is the main bundle of the code it compiles:
    /// an app or an extension is; a framework, a library or a bundle (a test bundle too) is loaded by
    /// an app, whose bundle `Bundle.main` is.
    static func runsAsMainBundle(_ productType: String?) -> Bool {
        guard let productType, productType.hasPrefix("com.apple.product-type.") else { return true }
        let kind = productType.dropFirst("com.apple.product-type.".count)
        return !(kind.hasPrefix("framework") || kind.hasPrefix("library") || kind.hasPrefix("bundle"))
    }

    /// Whether `path` is a source file (Swift or Objective-C), where findings about code are.
    static func isSourcePath(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// A finding's code and place, which two targets' findings of one line share.
    static func place(_ code: Finding.Code, _ location: FileLocation) -> String {
        "\(code.rawValue)\u{0}\(location.file)\u{0}\(location.line ?? 0)\u{0}\(location.column ?? 0)"
    }
}
