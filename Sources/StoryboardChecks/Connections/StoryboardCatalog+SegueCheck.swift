import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// A segue's custom class that neither the sources, the SDK, nor a dependency whose sources are
    /// absent declares: UIKit raises "Could not find a segue class named '…'" when it is performed.
    public static let segueUnknownClass: Self = "segue.unknown-class"
    /// A `push` segue from a scene no navigation controller holds (an error: UIKit raises), or a
    /// `show` segue from a scene that neither a navigation controller nor a split view controller
    /// holds (a warning: UIKit presents the destination modally instead of pushing it).
    public static let seguePushOutsideNavigation: Self = "segue.push-outside-navigation"
    /// A custom class on a relationship segue: a container's children are set when the container is
    /// made, and no segue object is ever made for them, so the class is never used.
    public static let segueClassIgnored: Self = "segue.class-ignored"
}

/// The segues of the checked storyboards, checked against the sources' classes (their custom
/// classes) and against the navigation graph (where a push can happen).
struct SegueCheck {
    let index: ClassIndex
    /// The dependencies the app's manifests name whose sources are not in the tree.
    let absentDependencies: [SourceDependency]
    /// The explicit modules whose sources are in the tree (a folder of the module's name).
    let moduleFolders: Set<String>

    /// The `segue.unknown-class` and `segue.class-ignored` findings of `storyboards` (one per variant
    /// group).
    func classFindings(in storyboards: [Storyboard]) -> [Finding] {
        var found: [Finding] = []
        var segueClasses: [SDKPlatform: [String]] = [:]
        for storyboard in storyboards {
            for segue in storyboard.segues {
                guard let name = segue.customClass, !name.isEmpty else { continue }
                if segue.isRelationship {
                    found.append(
                        Finding(
                            .warning, .segueClassIgnored, at: segue.location,
                            "This \(segue.relationship ?? "relationship") segue of \(segue.source.className) has the "
                                + "custom class \(quoted(name)), but a container's relationship is set when the "
                                + "container is made, without a segue object, so \(storyboard.platform.frameworkName) "
                                + "never makes \(name) and its code never runs; remove the class in the Attributes "
                                + "inspector."))
                    continue
                }
                guard isUnknown(segue, name, sdk: storyboard.sdk) else { continue }
                if segueClasses[storyboard.sdk] == nil {
                    segueClasses[storyboard.sdk] = declaredSegueClasses(storyboard.sdk)
                }
                let near = Self.nearest(to: name, among: segueClasses[storyboard.sdk] ?? [])
                let hint =
                    near.isEmpty
                    ? "the sources declare no class of that name, nor any segue class close to it"
                    : "the closest segue classes the sources declare are \(near.joined(separator: ", "))"
                let framework = storyboard.platform.frameworkName
                found.append(
                    Finding(
                        .error, .segueUnknownClass, at: segue.location,
                        "This \(segue.kind) segue from \(segue.source.className) has the custom class \(quoted(name)), "
                            + "which is declared nowhere in the sources or in \(framework), so \(framework) raises "
                            + "\"Could not find a segue class named '\(name)'\" when it is performed (\(hint)); fix "
                            + "the class name in the Attributes inspector, or pass the sources that declare it."))
            }
        }
        return found
    }

    /// Whether the custom class `name` of `segue` is one nothing can provide, under the rules of
    /// scenes' and objects' classes: a class of another module than the target's is checked only
    /// when its sources were read, and one a dependency whose sources are absent may declare is not
    /// reported.
    private func isUnknown(_ segue: StoryboardSegue, _ name: String, sdk: SDKPlatform) -> Bool {
        guard !name.utf8.starts(with: "_Tt".utf8), !index.declares(name), !SDKTable.hasClass(name, sdk: sdk),
            !index.outletTypes.contains(name)
        else { return false }
        let module = segue.customModule ?? ""
        let isTarget = segue.customModuleProvider == "target"
        if !module.isEmpty, !isTarget, !moduleFolders.contains(module) { return false }
        // A class of the target's own module is no pod's or package's: only a submodule compiled into
        // the target may declare it.
        let isOwnModule = isTarget || moduleFolders.contains(module)
        let absent =
            isOwnModule ? absentDependencies.filter { $0.manifest.hasSuffix(".gitmodules") } : absentDependencies
        return absent.isEmpty
    }

    /// The classes of the sources that derive from the SDK's segue class, in name order.
    private func declaredSegueClasses(_ sdk: SDKPlatform) -> [String] {
        index.declared.keys.filter { name in
            guard index.declares(name), case .framework(let end) = index.chain(of: name, sdk: sdk).end else {
                return false
            }
            var current: String? = end
            var steps = 0
            while let type = current, steps < 32 {
                if type == "UIStoryboardSegue" || type == "NSStoryboardSegue" { return true }
                current = SDKTable.entry(type, sdk: sdk)?.superclass
                steps += 1
            }
            return false
        }.sorted()
    }

    /// Up to three of `names` closest to `name` in edit distance (ignoring case), closest first; only
    /// those within a third of the name's length (at least two edits), or, when `listingFew` and there
    /// are at most three names, all of them.
    static func nearest(to name: String, among names: [String], listingFew: Bool = true) -> [String] {
        if listingFew && names.count <= 3 { return names }
        let limit = max(2, name.count / 3)
        return names.map { (name: $0, distance: editDistance($0.lowercased(), name.lowercased())) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(3).map(\.name)
    }

    /// The Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

// MARK: - Pushes outside a navigation controller

extension SegueCheck {
    /// The segue kinds whose destination is presented on its own (modally, in a popover or a sheet):
    /// it is in no navigation controller of its source's. Every other kind (`show`, `push`,
    /// `showDetail`, `custom`, embeds and relationships) may put it in its source's.
    private static let presentingKinds: Set<String> = [
        "presentation", "modal", "popoverPresentation", "popover", "sheet", "unwind",
    ]

    /// The `segue.push-outside-navigation` findings of `graph`: `push` and `show` segues from UIKit
    /// scenes that the graph can tell no navigation controller holds.
    ///
    /// A scene may be in a navigation controller (or, for `show`, in a split view controller, which
    /// shows what its children show) when a container of those holds it through relationships and
    /// embeds, when a segue of another kind than a presentation leads to it from a scene that may
    /// be (a pushed scene is in its source's navigation controller), and whenever the graph cannot
    /// see every way to it: a scene with a storyboard ID (code may make it and push it), the initial
    /// controller of a storyboard that is not a main one or that code loads, the scenes of a
    /// storyboard a reference names but the graph could not follow, a scene that nothing leads to,
    /// and what a custom segue or a `showDetail` leads to.
    static func pushFindings(in graph: NavigationGraph, mainStoryboards: [String]) -> [Finding] {
        let nodes = graph.nodes
        guard nodes.contains(where: { $0.scene?.platform == .uiKit }) else { return [] }
        var incoming = [[Int]](repeating: [], count: nodes.count)
        for (index, edge) in graph.edges.enumerated() where edge.kind != .unwind { incoming[edge.to].append(index) }
        let main = Set(mainStoryboards)
        // The storyboards a reference names that the graph could not follow to a scene.
        let unresolvedStoryboards = Set(nodes.filter { $0.kind == .unresolvedReference }.compactMap(\.storyboard))
        var unknown = [Bool](repeating: false, count: nodes.count)
        for (index, node) in nodes.enumerated() where node.kind == .scene {
            let loaded = incoming[index].contains {
                graph.edges[$0].kind == .instantiation || graph.edges[$0].kind == .storyboardLoad
            }
            unknown[index] =
                node.storyboardIdentifier != nil || loaded
                || (node.isInitial && !main.contains(node.storyboard ?? ""))
                || unresolvedStoryboards.contains(node.storyboard ?? "")
                || (incoming[index].isEmpty && !node.isInitial)
        }
        let inNavigation = Self.holders(graph, incoming, unknown, containers: ["navigationController"])
        let showHandled = Self.holders(
            graph, incoming, unknown, containers: ["navigationController", "splitViewController"])
        var found: [Finding] = []
        for edge in graph.edges where edge.kind == .segue {
            guard let segue = edge.segue, segue.kind == "push" || segue.kind == "show",
                nodes[edge.from].scene?.platform == .uiKit
            else { continue }
            let source = edge.from
            if segue.kind == "push" ? inNavigation[source] : showHandled[source] { continue }
            let way = Self.way(into: source, graph, incoming)
            let destination = nodes[edge.to].className
            if segue.kind == "push" {
                found.append(
                    Finding(
                        .error, .seguePushOutsideNavigation, at: segue.location,
                        "This push segue from \(segue.source.className) leaves a scene no navigation controller "
                            + "holds (\(way)), so UIKit raises \"Push segues can only be used when the source "
                            + "controller is managed by an instance of UINavigationController\" when it is "
                            + "performed; embed the scene in a navigation controller (Editor ▸ Embed In), or make "
                            + "the segue Show or Present Modally."))
            } else {
                found.append(
                    Finding(
                        .warning, .seguePushOutsideNavigation, at: segue.location,
                        "This show segue from \(segue.source.className) leaves a scene no navigation controller "
                            + "holds (\(way)), so UIKit presents \(destination) modally instead of pushing it, "
                            + "without a back button; embed the scene in a navigation controller (Editor ▸ Embed "
                            + "In), or make the segue Present Modally if that is what it is for."))
            }
        }
        return found
    }

    /// Which nodes one of `containers` (scene elements) may hold: the least set closed under the
    /// rules of ``pushFindings(in:mainStoryboards:)``.
    private static func holders(
        _ graph: NavigationGraph, _ incoming: [[Int]], _ unknown: [Bool], containers: Set<String>
    ) -> [Bool] {
        let nodes = graph.nodes
        var held = unknown
        for (index, node) in nodes.enumerated() where containers.contains(node.scene?.elementName ?? "") {
            held[index] = true
        }
        let outgoing = graph.outgoingEdges()
        var pending = held.indices.filter { held[$0] }
        // What a custom segue or a showDetail leads to is anywhere.
        for edge in graph.edges where edge.kind == .segue {
            let kind = edge.segue?.kind ?? ""
            if (kind == "custom" || kind == "showDetail") && !held[edge.to] {
                held[edge.to] = true
                pending.append(edge.to)
            }
        }
        while let node = pending.popLast() {
            for index in outgoing[node] {
                let edge = graph.edges[index]
                guard edge.kind == .segue || edge.kind == .relationship || edge.kind == .embed,
                    !presentingKinds.contains(edge.segue?.kind ?? ""), !held[edge.to]
                else { continue }
                held[edge.to] = true
                pending.append(edge.to)
            }
        }
        return held
    }

    /// How the scene `node` is reached, for a message: `the initial controller of Main.storyboard`,
    /// or the first segue that leads to it.
    private static func way(into node: Int, _ graph: NavigationGraph, _ incoming: [[Int]]) -> String {
        let scene = graph.nodes[node]
        if scene.isInitial, incoming[node].isEmpty {
            return "it is the initial controller of \(scene.storyboard ?? "its").storyboard, the window's root"
        }
        guard let first = incoming[node].first, let segue = graph.edges[first].segue else {
            return "nothing leads to it inside a navigation controller"
        }
        let kind = segue.isRelationship ? "\(segue.relationship ?? "relationship") relationship" : "\(segue.kind) segue"
        let more = incoming[node].count > 1 ? ", and \(incoming[node].count - 1) more way(s) in, none pushed" : ""
        return "the \(kind) from \(segue.source.className) at \(segue.location) leads to it\(more)"
    }
}
