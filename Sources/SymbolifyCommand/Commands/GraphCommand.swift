import SegueRouting
import StoryboardCatalog

/// `symbolify graph`: draws the app's navigation across its storyboards.
package struct GraphCommand: SymbolifySubcommand {
    package static let name = "graph"
    package static let abstract = "Draw the navigation across storyboards, as DOT, Mermaid or JSON."
    package static let overview =
        "Writes the navigation graph of the given storyboards on standard output: scenes as nodes (class, "
        + "storyboard ID, title), one cluster per storyboard, containers drawn around their children, segues as "
        + "edges (kind, identifier, trigger, segue action) followed through storyboard references, unwinds to the "
        + "scenes that implement their action. With --sources, also the code that instantiates scenes, loads "
        + "storyboards and performs segues (file:line on the edge), and the scenes no way into the app reaches, "
        + "drawn dashed. Given an Xcode project, its targets (not test targets; or those of --target) give the "
        + "storyboards, sources and main storyboards. DOT is for Graphviz (dot -Tsvg), Mermaid for Markdown that "
        + "code hosts render, JSON for tools."
    package static let arguments = [StoryboardArguments.paths]
    static let formatOption = OptionDeclaration.option(
        "--format", value: "format", help: "'dot' (default, for Graphviz), 'mermaid' or 'json'.")
    static let sourcesOption = OptionDeclaration.option(
        "--sources", value: "path",
        help: "Swift or Objective-C sources (files or directories) whose code edges to draw; repeatable.")
    static let excludeOption = OptionDeclaration.option(
        "--exclude", value: "glob", help: "Leave out the paths or names that match this shell pattern; repeatable.")
    static let storyboardOption = OptionDeclaration.option(
        "--storyboard", value: "name",
        help: "Draw only this storyboard's scenes and the scenes their edges lead to or come from.")
    static let fromOption = OptionDeclaration.option(
        "--from", value: "scene",
        help: "Draw only what this scene leads to: a storyboard (its initial controller), storyboard/ID, a class or a "
            + "storyboard ID; repeatable.")
    static let depthOption = OptionDeclaration.option(
        "--depth", value: "n", help: "With --from, follow at most this many edges (default: all).")
    static let entryOption = OptionDeclaration.option(
        "--entry", value: "scene",
        help: "A way into the app beside its main storyboard (named by the Info.plist above the storyboards), for "
            + "drawing unreachable scenes; repeatable.")
    static let targetOption = OptionDeclaration.option(
        "--target", value: "name",
        help: "With an Xcode project, draw only this target: its storyboards, with the sources of the targets it "
            + "links; repeatable.")
    package static let options: [OptionDeclaration] = [
        formatOption, sourcesOption, excludeOption, targetOption, storyboardOption, fromOption, depthOption,
        entryOption, .help,
    ]

    /// The drawing formats.
    package enum Format: String, Equatable, Sendable, CaseIterable {
        /// Graphviz's DOT language.
        case dot
        /// A Mermaid flowchart.
        case mermaid
        /// One JSON document.
        case json
    }

    /// Storyboard files and directories.
    package var paths: [String]
    /// The drawing format.
    package var format: Format = .dot
    /// Sources whose code edges are drawn.
    package var sources: [String] = []
    /// Shell patterns of paths and names to leave out.
    package var excluded: [String] = []
    /// The storyboard to cut the graph to.
    package var storyboard: String?
    /// The scenes to draw from.
    package var from: [String] = []
    /// How many edges to follow from ``from``.
    package var depth: Int?
    /// Ways into the app beside the main storyboard.
    package var entries: [String] = []
    /// The targets of the Xcode projects given to draw; all but test targets when empty.
    package var targets: [String] = []

    /// Creates the subcommand.
    package init(paths: [String], format: Format = .dot, sources: [String] = []) {
        self.paths = paths
        self.format = format
        self.sources = sources
    }

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        format = try arguments.choice(Self.formatOption, as: Format.self) ?? .dot
        sources = arguments.values(Self.sourcesOption)
        excluded = arguments.values(Self.excludeOption)
        storyboard = arguments.value(Self.storyboardOption)
        from = arguments.values(Self.fromOption)
        entries = arguments.values(Self.entryOption)
        targets = arguments.values(Self.targetOption)
        if !targets.isEmpty && !paths.contains(where: Self.isProject) {
            throw UsageError("--target needs an Xcode project (.xcodeproj) among the paths.", subcommand: Self.name)
        }
        if let text = arguments.value(Self.depthOption) {
            guard let value = Int(text), value >= 0 else {
                throw UsageError("--depth takes a number of edges (0 or more), not '\(text)'.", subcommand: Self.name)
            }
            guard !from.isEmpty else {
                throw UsageError(
                    "--depth counts edges from the scenes of --from; give --from too.", subcommand: Self.name)
            }
            depth = value
        }
        if !entries.isEmpty && sources.isEmpty && !paths.contains(where: Self.isProject) {
            throw UsageError(
                "--entry is for finding the scenes nothing reaches, which needs the app's --sources.",
                subcommand: Self.name)
        }
    }

    /// Whether `path` names an Xcode project (`.xcodeproj`, with or without a trailing slash).
    private static func isProject(_ path: String) -> Bool {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path.hasSuffix(".xcodeproj")
    }

    /// The storyboards, sources and starting storyboards of the Xcode projects among the paths (its
    /// targets' files, test targets left out, or those of ``targets`` with the sources of the targets
    /// they link), or `nil` when no path is a project.
    private func projectFiles() throws(UsageError) -> (
        storyboards: [String], sources: [String], mains: [String], findings: [Finding], unreached: [Finding]
    )? {
        let projects = paths.filter(Self.isProject)
        guard !projects.isEmpty else { return nil }
        guard projects.count == paths.count, sources.isEmpty else {
            throw UsageError(
                "Pass either Xcode projects (whose targets give the storyboards and sources) or storyboard files, "
                    + "folders and --sources, not both.", subcommand: Self.name)
        }
        var storyboards: [String] = []
        var sourceFiles: [String] = []
        var mains: [String] = []
        var findings: [Finding] = []
        var read: [XcodeProject] = []
        for path in projects {
            do {
                read.append(try XcodeProject(path: path))
            } catch {
                findings.append(error)
            }
        }
        // The targets as `check --target` selects them; a name no project has is a usage error here.
        let selection = ProjectCheck(projects: read, targets: targets).selectedTargets()
        if let unknown = selection.findings.first, !read.isEmpty {
            throw UsageError(unknown.message, subcommand: Self.name)
        }
        for (project, target) in selection.targets where !targets.isEmpty || !target.isTest {
            let missing = Set(target.missingFiles)
            storyboards += target.interfaceFiles.filter { !missing.contains($0) && !storyboards.contains($0) }
            // A target drawn alone has the code of the targets it links; drawing all of them draws
            // their code anyway.
            for linked in targets.isEmpty ? [target] : project.linkedClosure(of: target) {
                let missing = Set(linked.missingFiles)
                sourceFiles += linked.sourceFiles.filter { !missing.contains($0) }
            }
            mains += target.startingStoryboards.filter { !mains.contains($0) }
        }
        var seen: Set<String> = []
        // The scenes drawn dashed are those check warns of, as it checks each target: its main
        // storyboards, and the code compiled with it (the targets it links, its test targets).
        // All targets, so that a target drawn alone has its test targets' code as the whole project has.
        var check = ProjectCheck(projects: read)
        check.entries = entries
        let unreached = check.run().findings.filter { $0.code == .sceneUnreachable }
        return (storyboards, sourceFiles.filter { seen.insert($0).inserted }, mains, findings, unreached)
    }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        let catalog: StoryboardCatalog
        var graph: NavigationGraph
        var readFindings: [Finding]
        var reachability: NavigationGraph.Reachability?
        let project:
            (storyboards: [String], sources: [String], mains: [String], findings: [Finding], unreached: [Finding])?
        // The `scene.unreachable` warnings of check, which the drawing's dashes follow.
        var unreached: [Finding] = []
        do {
            project = try projectFiles()
        } catch {
            return SymbolifyTool.report(error, to: errors)
        }
        if let project {
            let read = StoryboardCatalog.reading(
                storyboards: project.storyboards, sources: project.sources, excluding: excluded)
            catalog = read.catalog
            graph = NavigationGraph(catalog: catalog, sources: read.sources)
            readFindings = project.findings + catalog.readFindings + read.sources.readFindings
            reachability = StoryboardCatalog.reachability(
                of: graph, sources: read.sources, mainStoryboards: project.mains, entries: entries)
            unreached = project.unreached
        } else if sources.isEmpty {
            catalog = StoryboardCatalog(paths: paths, excluding: excluded)
            graph = NavigationGraph(catalog: catalog)
            readFindings = catalog.readFindings
        } else {
            let read = StoryboardCatalog.reading(storyboards: paths, sources: sources, excluding: excluded)
            catalog = read.catalog
            graph = NavigationGraph(catalog: catalog, sources: read.sources)
            readFindings = catalog.readFindings + read.sources.readFindings
            reachability = StoryboardCatalog.reachability(
                of: graph, sources: read.sources, mainStoryboards: catalog.mainStoryboardNames(), entries: entries)
            unreached = catalog.check(sources: read.sources, readModules: nil, entries: entries).filter {
                $0.code == .sceneUnreachable
            }
        }
        // Cuts, by name, each an error when it names nothing.
        var marks = reachability.map { _ in Self.marks(of: graph, warnedBy: unreached) }
        if let storyboard {
            guard let cut = graph.cut(storyboard: storyboard) else {
                let names = graph.clusters.map(\.name).joined(separator: ", ")
                return SymbolifyTool.report(
                    UsageError(
                        "No storyboard read is named '\(storyboard)'; the storyboards are: "
                            + (names.isEmpty ? "none" : names) + ".", subcommand: Self.name), to: errors)
            }
            marks = marks.map { carried($0, from: graph, to: cut) }
            graph = cut
        }
        if !from.isEmpty {
            var starts: [Int] = []
            for name in from {
                let found = graph.nodes(matching: name)
                guard !found.isEmpty else {
                    return SymbolifyTool.report(
                        UsageError(
                            "--from '\(name)' names no scene: give a storyboard (its initial controller), storyboard/ID, "
                                + "a class or a storyboard ID.", subcommand: Self.name), to: errors)
                }
                starts += found
            }
            let cut = graph.cut(from: starts, depth: depth ?? Int.max)
            marks = marks.map { carried($0, from: graph, to: cut) }
            graph = cut
        }
        let unreachable = marks ?? [Bool](repeating: false, count: graph.nodes.count)
        switch format {
        case .dot: output.write(GraphDrawing.dot(graph, unreachable: unreachable))
        case .mermaid: output.write(GraphDrawing.mermaid(graph, unreachable: unreachable))
        case .json:
            var json = JSONWriter()
            GraphDrawing.json(
                graph, unreachable: reachability == nil ? nil : unreachable, findings: readFindings, to: &json)
            output.write(&json)
            output.write("\n")
        }
        if format != .json {
            for finding in readFindings { errors.write(finding.description + "\n") }
        }
        return finishing(readFindings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }

    /// Which nodes of `graph` the `scene.unreachable` findings of `warnings` name: a scene by its place,
    /// a storyboard none of whose scenes is reached (a finding at the file alone) by all its scenes.
    static func marks(of graph: NavigationGraph, warnedBy warnings: [Finding]) -> [Bool] {
        var places: Set<String> = []
        var files: Set<String> = []
        for finding in warnings {
            guard let location = finding.location else { continue }
            if location.line == nil {
                files.insert(location.file)
            } else {
                places.insert("\(location.file):\(location.line ?? 0):\(location.column ?? 0)")
            }
        }
        return graph.nodes.map { node in
            guard node.kind == .scene else { return false }
            if let cluster = node.cluster, files.contains(graph.clusters[cluster].path) { return true }
            guard let location = node.scene?.location else { return false }
            return places.contains("\(location.file):\(location.line ?? 0):\(location.column ?? 0)")
        }
    }

    /// The marks of `graph`'s nodes, for the nodes of `cut` (a part of it).
    private func carried(_ marks: [Bool], from graph: NavigationGraph, to cut: NavigationGraph) -> [Bool] {
        var index: [String: Int] = [:]
        for (position, node) in graph.nodes.enumerated() { index[node.id] = position }
        return cut.nodes.map { node in index[node.id].map { marks[$0] } ?? false }
    }
}
