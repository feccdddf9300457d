import SegueRouting

/// Entry points, reachability, paths and cuts of a navigation graph.
extension NavigationGraph {
    /// Which scenes a walk from entry points reaches.
    public struct Reachability: Sendable, Hashable {
        /// Whether each node is reached, by index.
        public let isReached: [Bool]
        /// The scenes no entry point reaches, in node order, leaving out those of ``unreachableClusters``.
        public let unreachable: [Int]
        /// The indices (in ``NavigationGraph/clusters``) of the storyboards that have scenes, none of
        /// them reached.
        public let unreachableClusters: [Int]
    }

    /// The app's ways in: the initial controllers of `mainStoryboards` (the storyboard the app
    /// launches with, from its `Info.plist` or build settings) and their AppKit application scenes
    /// (the main menu), the scenes code instantiates or
    /// whose storyboard it loads, the types of code that do, and `scenes`.
    ///
    /// - Parameters:
    ///   - mainStoryboards: Names of storyboards whose initial controller the app starts with.
    ///   - scenes: Further nodes to start from (``nodes(matching:)`` finds them by name).
    /// - Returns: Node indices, each once, in order.
    public func entryPoints(mainStoryboards: [String], scenes: [Int] = []) -> [Int] {
        var entries: [Int] = []
        var seen = Set<Int>()
        for name in mainStoryboards {
            for cluster in clusters where cluster.name == name {
                // The initial controller, and AppKit's application scene (the main menu), which the app
                // loads with its main storyboard.
                for node in cluster.nodes
                where nodes[node].isInitial || nodes[node].scene?.elementName == "application" {
                    if seen.insert(node).inserted { entries.append(node) }
                }
            }
        }
        for (index, node) in nodes.enumerated() where node.kind == .code && seen.insert(index).inserted {
            entries.append(index)
        }
        for edge in edges where edge.kind == .instantiation || edge.kind == .storyboardLoad {
            if seen.insert(edge.to).inserted { entries.append(edge.to) }
        }
        for scene in scenes where nodes.indices.contains(scene) && seen.insert(scene).inserted {
            entries.append(scene)
        }
        return entries
    }

    /// Walks the graph from `entries` along segues, relationships, embeds and code's edges (not
    /// unwinds, which return to scenes already shown).
    public func reachability(from entries: [Int]) -> Reachability {
        let outgoing = outgoingEdges()
        var reached = [Bool](repeating: false, count: nodes.count)
        var pending: [Int] = []
        for entry in entries where nodes.indices.contains(entry) && !reached[entry] {
            reached[entry] = true
            pending.append(entry)
        }
        while let node = pending.popLast() {
            for index in outgoing[node] where edges[index].kind != .unwind {
                let next = edges[index].to
                if !reached[next] {
                    reached[next] = true
                    pending.append(next)
                }
            }
        }
        var unreachableClusters: [Int] = []
        var inUnreachableCluster = [Bool](repeating: false, count: nodes.count)
        for (index, cluster) in clusters.enumerated() {
            let scenes = cluster.nodes.filter { nodes[$0].kind == .scene }
            guard !scenes.isEmpty, !scenes.contains(where: { reached[$0] }) else { continue }
            unreachableClusters.append(index)
            for scene in scenes { inUnreachableCluster[scene] = true }
        }
        let unreachable = nodes.indices.filter {
            nodes[$0].kind == .scene && !reached[$0] && !inUnreachableCluster[$0]
        }
        return Reachability(isReached: reached, unreachable: unreachable, unreachableClusters: unreachableClusters)
    }

    /// The nodes a name stands for: `Main` (a storyboard's initial controller), `Main/Settings` (the
    /// scene with that storyboard ID or object id in that storyboard), or a class or storyboard ID
    /// (every scene that has it), or a node's ``Node/id``.
    ///
    /// - Returns: Node indices in order; empty when nothing has the name.
    public func nodes(matching name: String) -> [Int] {
        if let slash = name.utf8.firstIndex(of: UInt8(ascii: "/")) {
            let storyboard = String(name[..<slash])
            let rest = String(name[name.index(after: slash)...])
            let found = nodes.indices.filter { index in
                let node = nodes[index]
                return node.id == name
                    || (node.kind == .scene && node.storyboard == storyboard
                        && (node.storyboardIdentifier == rest || node.scene?.id == rest))
            }
            return found
        }
        if let cluster = clusters.first(where: { $0.name == name }) {
            return cluster.nodes.filter { nodes[$0].isInitial }
        }
        return nodes.indices.filter { index in
            let node = nodes[index]
            return node.kind != .unresolvedReference && (node.className == name || node.storyboardIdentifier == name)
        }
    }

    /// The segues that lead from one scene to another, fewest first: segues, relationships and
    /// embeds, in the storyboards (not code's edges, not unwinds).
    ///
    /// - Returns: Edge indices in the order to follow them; empty when `from` is `to`; `nil` when no
    ///   way leads there.
    public func path(from: Int, to: Int) -> [Int]? {
        guard nodes.indices.contains(from), nodes.indices.contains(to) else { return nil }
        if from == to { return [] }
        let outgoing = outgoingEdges()
        var arrivedBy = [Int?](repeating: nil, count: nodes.count)
        var visited = [Bool](repeating: false, count: nodes.count)
        visited[from] = true
        var queue = [from]
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for index in outgoing[node] {
                let edge = edges[index]
                guard edge.kind == .segue || edge.kind == .relationship || edge.kind == .embed, !visited[edge.to]
                else { continue }
                visited[edge.to] = true
                arrivedBy[edge.to] = index
                if edge.to == to {
                    var path: [Int] = []
                    var current = to
                    while let index = arrivedBy[current] {
                        path.append(index)
                        current = edges[index].from
                    }
                    return path.reversed()
                }
                queue.append(edge.to)
            }
        }
        return nil
    }

    /// The part of the graph that holds the scenes of the storyboard `name` (a cluster's id, or the
    /// first storyboard of that name) and the nodes their edges lead to or come from; `nil` when no
    /// storyboard has that name.
    public func cut(storyboard name: String) -> NavigationGraph? {
        guard let cluster = clusters.first(where: { $0.id == name }) ?? clusters.first(where: { $0.name == name })
        else { return nil }
        var keep = [Bool](repeating: false, count: nodes.count)
        for node in cluster.nodes { keep[node] = true }
        var ends = keep
        for edge in edges where keep[edge.from] || keep[edge.to] {
            ends[edge.from] = true
            ends[edge.to] = true
        }
        return keeping(ends)
    }

    /// The part of the graph within `depth` edges of `starts`, following edges forward (not unwinds,
    /// which are kept between the nodes kept).
    public func cut(from starts: [Int], depth: Int) -> NavigationGraph {
        let outgoing = outgoingEdges()
        var distance = [Int?](repeating: nil, count: nodes.count)
        var queue: [Int] = []
        for start in starts where nodes.indices.contains(start) && distance[start] == nil {
            distance[start] = 0
            queue.append(start)
        }
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            guard let here = distance[node], here < depth else { continue }
            for index in outgoing[node] where edges[index].kind != .unwind {
                let to = edges[index].to
                if distance[to] == nil {
                    distance[to] = here + 1
                    queue.append(to)
                }
            }
        }
        return keeping(distance.map { $0 != nil })
    }

    /// The nodes `keep` marks and the edges between them, renumbered in order, in the clusters that
    /// keep a node.
    private func keeping(_ keep: [Bool]) -> NavigationGraph {
        var newIndex = [Int?](repeating: nil, count: nodes.count)
        var count = 0
        for index in nodes.indices where keep[index] {
            newIndex[index] = count
            count += 1
        }
        var newCluster = [Int?](repeating: nil, count: clusters.count)
        var keptClusters: [Cluster] = []
        for (index, cluster) in clusters.enumerated() {
            let members = cluster.nodes.compactMap { newIndex[$0] }
            guard !members.isEmpty else { continue }
            newCluster[index] = keptClusters.count
            keptClusters.append(Cluster(id: cluster.id, name: cluster.name, path: cluster.path, nodes: members))
        }
        let kept = nodes.indices.filter { keep[$0] }.map { index in
            var node = nodes[index]
            node.cluster = node.cluster.flatMap { newCluster[$0] }
            node.container = node.container.flatMap { newIndex[$0] }
            return node
        }
        let keptEdges = edges.compactMap { edge -> Edge? in
            guard let from = newIndex[edge.from], let to = newIndex[edge.to] else { return nil }
            var kept = edge
            kept.from = from
            kept.to = to
            return kept
        }
        return NavigationGraph(nodes: kept, edges: keptEdges, clusters: keptClusters)
    }
}
