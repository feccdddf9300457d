import SegueRouting

/// An app's navigation across its storyboards: every scene, every segue between scenes (through
/// storyboard references), the children of containers, unwinds, and, from the app's code, the scenes
/// it instantiates by storyboard ID, the storyboards it loads and the segues it performs.
///
///     let graph = NavigationGraph(catalog: StoryboardCatalog(paths: ["App"]))
///     let reached = graph.reachability(from: graph.entryPoints(mainStoryboards: ["Main"]))
///     for node in reached.unreachable { print(graph.nodes[node].className) }
///
/// Nodes and edges are values with indices: an edge names its ends by their index in ``nodes``. The
/// `symbolify graph` command draws this graph, `symbolify check` reports the scenes it cannot reach
/// (`scene.unreachable`), and ``StoryboardNavigator`` finds the segues to a screen in it.
///
/// The localizations of one storyboard (`Base.lproj`, `fr.lproj`) are one cluster: the first read.
/// Storyboards of one name in different folders (an app's and an extension's) are clusters of their
/// own; references to that name lead to the first, as the catalog resolves them.
///
/// - Complexity: Building, cutting and reaching are O(*n* + *e*), with *n* scenes and *e* segues and
///   references of code.
public struct NavigationGraph: Sendable {
    /// A scene of a storyboard, a storyboard reference that could not be followed, or a type of the
    /// app's code that makes scenes.
    public struct Node: Sendable, Hashable {
        /// What the node stands for.
        public enum Kind: String, Sendable, Hashable {
            /// A scene's controller.
            case scene
            /// A storyboard reference to a storyboard or scene that was not read.
            case unresolvedReference
            /// A type of the app's code (`AppDelegate`, a coordinator) that instantiates scenes and
            /// is not itself a scene's class.
            case code
        }

        /// What the node stands for.
        public let kind: Kind
        /// A name unique in the graph: `Main/BYZ-38-t0r` (storyboard and object id; `Main#2/…` for
        /// the second storyboard named `Main`, of another folder) for a scene,
        /// `Settings/Account` (storyboard and storyboard ID, or the storyboard alone) for an unresolved
        /// reference, `code/AppDelegate` for a type of code.
        public let id: String
        /// The storyboard's name, for a scene and a reference.
        public let storyboard: String?
        /// The index in ``NavigationGraph/clusters`` of the storyboard the node is drawn in: a
        /// scene's, or the referenced one for a reference to a scene it lacks; `nil` for code, and for
        /// a reference to a storyboard that was not read.
        public internal(set) var cluster: Int?
        /// The scene.
        public let scene: StoryboardScene?
        /// The class of the scene's controller (custom, else the framework's), or the code's type.
        public let className: String
        /// The scene's storyboard ID, or the ID a reference names.
        public let storyboardIdentifier: String?
        /// The name Interface Builder shows for the scene's controller: its label, else its title.
        public let title: String?
        /// Whether the scene is its storyboard's initial controller.
        public let isInitial: Bool
        /// The index of the container that holds the scene through a relationship segue (a
        /// navigation controller's root, a tab), the first if several do.
        public internal(set) var container: Int?
    }

    /// A way from one node to another.
    public struct Edge: Sendable, Hashable {
        /// What leads from one node to the other.
        public enum Kind: String, Sendable, Hashable {
            /// A segue (`show`, `presentation`, `popoverPresentation`, a custom one…).
            case segue
            /// A container's relationship segue to a child (`rootViewController`,
            /// `viewControllers`).
            case relationship
            /// An embed segue: a container view's child.
            case embed
            /// An unwind segue, to a scene whose class implements its action.
            case unwind
            /// Code that instantiates the scene by storyboard ID.
            case instantiation
            /// Code that loads a storyboard by name, to its initial controller.
            case storyboardLoad
        }

        /// What leads from one node to the other.
        public let kind: Kind
        /// The index of the node it leaves.
        public internal(set) var from: Int
        /// The index of the node it reaches.
        public internal(set) var to: Int
        /// The storyboard's segue, for every kind but code's.
        public let segue: StoryboardSegue?
        /// Whether the segue leads to a storyboard reference, followed to the scene it names.
        public let isThroughReference: Bool
        /// Where code performs the segue (`performSegue(withIdentifier:)`), instantiates the scene
        /// or loads the storyboard, in source order.
        public internal(set) var codeLocations: [FileLocation]

        /// The segue's identifier, if any.
        public var identifier: String? { segue?.identifier.flatMap { $0.isEmpty ? nil : $0 } }

        /// The segue's kind (`show`, `embed`), its relationship (`rootViewController`), or the unwind
        /// action's selector.
        public var label: String? {
            guard let segue else { return nil }
            if case .exit(let action) = segue.destination { return action }
            return segue.relationship ?? segue.kind
        }
    }

    /// A storyboard, with its scenes in file order.
    public struct Cluster: Sendable, Hashable {
        /// A name unique in the graph: the storyboard's name, or `Main#2` for the second storyboard
        /// named `Main` (in another folder than the first, not one of its localizations).
        public let id: String
        /// The storyboard's name.
        public let name: String
        /// The storyboard's file.
        public let path: String
        /// The indices of its nodes (its scenes, and the references to it that could not be
        /// followed), in file order.
        public let nodes: [Int]
    }

    /// A type of code's reference to the storyboards, as the source reader finds it: what
    /// ``init(catalog:code:actions:)`` draws edges for.
    public struct CodeReference: Sendable, Hashable {
        /// What the code does.
        public enum Kind: Sendable, Hashable {
            /// `instantiateViewController(withIdentifier:)` with a storyboard ID, with the storyboard's
            /// name when the code shows it.
            case instantiation(storyboard: String?, identifier: String)
            /// `UIStoryboard(name:bundle:)`: the storyboard's initial controller can be made.
            case storyboardLoad(name: String)
            /// `performSegue(withIdentifier:sender:)`.
            case performedSegue(identifier: String)
        }

        /// What the code does.
        public let kind: Kind
        /// The type whose code it is, if any.
        public let typeName: String?
        /// Where it is.
        public let location: FileLocation

        /// Creates a reference.
        public init(kind: Kind, typeName: String?, location: FileLocation) {
            self.kind = kind
            self.typeName = typeName
            self.location = location
        }
    }

    /// The nodes: the scenes, storyboard by storyboard in file order; then the references that could
    /// not be followed and the types of code, in the order met.
    public let nodes: [Node]
    /// The edges, segues in storyboard and file order, then code's.
    public let edges: [Edge]
    /// The storyboards, in the order read, each once (storyboards without scenes included).
    public let clusters: [Cluster]

    /// Builds the graph of `catalog`'s storyboards and of what `code` does with them.
    ///
    /// - Parameters:
    ///   - catalog: The storyboards.
    ///   - code: What the app's code does: the scenes it instantiates (an edge from each scene whose
    ///     class is the code's type, else from a node for the type), the storyboards it loads, the
    ///     segues it performs (the location, on the segue's edges from scenes of that class; from any
    ///     scene, when none has that class).
    ///   - actions: The action selectors a class (by name) implements, its superclasses' included:
    ///     an unwind segue gets an edge to each scene whose class implements its action. Without it,
    ///     unwinds get none. Asked once per class.
    public init(
        catalog: StoryboardCatalog, code: [CodeReference] = [],
        actions: ((_ className: String) -> Set<String>)? = nil
    ) {
        var builder = Builder(catalog: catalog)
        builder.addSegues(actions: actions)
        builder.addCode(code)
        self.init(nodes: builder.nodes, edges: builder.edges, clusters: builder.clusters())
    }

    /// A graph of these parts (the ends of each edge must be indices of `nodes`).
    package init(nodes: [Node], edges: [Edge], clusters: [Cluster]) {
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
    }

    /// The indices of the edges that leave each node, in edge order.
    public func outgoingEdges() -> [[Int]] {
        var outgoing = [[Int]](repeating: [], count: nodes.count)
        for (index, edge) in edges.enumerated() { outgoing[edge.from].append(index) }
        return outgoing
    }
}

// MARK: - Building

extension NavigationGraph {
    private struct Builder {
        let catalog: StoryboardCatalog
        /// The first storyboard of each name, in catalog order.
        var storyboards: [Storyboard] = []
        var byName: [String: Int] = [:]
        /// Each storyboard's cluster id.
        var clusterIDs: [String] = []
        var nodes: [Node] = []
        var edges: [Edge] = []
        /// Each storyboard's scene nodes, by object id.
        var sceneNodes: [[String: Int]] = []
        /// Each storyboard's scene nodes, by storyboard ID (the first scene of an ID).
        var identifiedNodes: [[String: Int]] = []
        var initialNodes: [Int?] = []
        /// The unresolved reference nodes, by their id.
        var referenceNodes: [String: Int] = [:]
        var codeNodes: [String: Int] = [:]
        var nodesByClass: [String: [Int]] = [:]
        var containers: [Int: Int] = [:]

        init(catalog: StoryboardCatalog) {
            self.catalog = catalog
            // One storyboard per name and folder: localizations are one (the first read).
            var seen: Set<String> = []
            var countByName: [String: Int] = [:]
            for storyboard in catalog.storyboards {
                let folder = storyboard.path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }
                guard seen.insert(folder.joined(separator: "/") + "/" + storyboard.name).inserted else { continue }
                if byName[storyboard.name] == nil { byName[storyboard.name] = storyboards.count }
                countByName[storyboard.name, default: 0] += 1
                let count = countByName[storyboard.name]!
                clusterIDs.append(count == 1 ? storyboard.name : storyboard.name + "#\(count)")
                storyboards.append(storyboard)
            }
            // Containers first: a node is made with its container.
            var containerOf: [[String: String]] = []
            for storyboard in storyboards {
                var holders: [String: String] = [:]
                for segue in storyboard.segues where segue.isRelationship || segue.kind == "embed" {
                    if case .scene(let child) = segue.destination, holders[child.id] == nil, child.id != segue.source.id
                    {
                        holders[child.id] = segue.source.id
                    }
                }
                containerOf.append(holders)
            }
            for (index, storyboard) in storyboards.enumerated() {
                var titles: [Int: String] = [:]
                for object in storyboard.objects where object.isSceneController {
                    if let scene = object.sceneIndex, let label = object.label, !label.isEmpty { titles[scene] = label }
                }
                var byID: [String: Int] = [:]
                var byIdentifier: [String: Int] = [:]
                var initial: Int?
                for (sceneIndex, scene) in storyboard.scenes.enumerated() where !scene.isStoryboardReference {
                    guard byID[scene.id] == nil else { continue }
                    let node = nodes.count
                    let isInitial = scene.id == storyboard.initialViewControllerID && !scene.id.isEmpty
                    if isInitial { initial = node }
                    nodes.append(
                        Node(
                            kind: .scene, id: clusterIDs[index] + "/" + scene.id, storyboard: storyboard.name,
                            cluster: index, scene: scene, className: scene.className,
                            storyboardIdentifier: scene.storyboardIdentifier.flatMap { $0.isEmpty ? nil : $0 },
                            title: titles[sceneIndex], isInitial: isInitial, container: nil))
                    byID[scene.id] = node
                    if let identifier = scene.storyboardIdentifier, !identifier.isEmpty, byIdentifier[identifier] == nil
                    {
                        byIdentifier[identifier] = node
                    }
                    nodesByClass[scene.className, default: []].append(node)
                }
                for (child, holder) in containerOf[index] {
                    if let childNode = byID[child], let holderNode = byID[holder] { containers[childNode] = holderNode }
                }
                sceneNodes.append(byID)
                identifiedNodes.append(byIdentifier)
                initialNodes.append(initial)
            }
            for (child, holder) in containers { nodes[child].container = holder }
        }

        /// The node a storyboard reference leads to: the referenced scene, or a node for the
        /// reference when its storyboard or scene was not read.
        mutating func node(for reference: StoryboardScene) -> Int {
            let name = reference.referencedStoryboard ?? ""
            let identifier = reference.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            if let target = byName[name] {
                if let identifier {
                    if let node = identifiedNodes[target][identifier] { return node }
                } else if let node = initialNodes[target] {
                    return node
                }
            }
            let id = name + (identifier.map { "/" + $0 } ?? "")
            if let known = referenceNodes[id] { return known }
            let node = nodes.count
            nodes.append(
                Node(
                    kind: .unresolvedReference, id: id, storyboard: name, cluster: byName[name], scene: reference,
                    className: name + ".storyboard", storyboardIdentifier: identifier, title: nil, isInitial: false,
                    container: nil))
            referenceNodes[id] = node
            return node
        }

        mutating func addSegues(actions: ((String) -> Set<String>)?) {
            // The scenes of the classes that implement each unwind action: each class asked once.
            var receivers: [String: [Int]] = [:]
            if let actions {
                var unwindActions: Set<String> = []
                for storyboard in storyboards {
                    for segue in storyboard.segues {
                        if case .exit(let action?) = segue.destination, !action.isEmpty { unwindActions.insert(action) }
                    }
                }
                if !unwindActions.isEmpty {
                    for (className, scenes) in nodesByClass {
                        for action in actions(className) where unwindActions.contains(action) {
                            receivers[action, default: []] += scenes
                        }
                    }
                    for action in receivers.keys { receivers[action]!.sort() }
                }
            }
            for (index, storyboard) in storyboards.enumerated() {
                for segue in storyboard.segues {
                    guard let source = sceneNodes[index][segue.source.id] else { continue }
                    let kind: Edge.Kind =
                        segue.isRelationship ? .relationship : segue.kind == "embed" ? .embed : .segue
                    switch segue.destination {
                    case .scene(let scene):
                        guard let destination = sceneNodes[index][scene.id] else { continue }
                        edges.append(
                            Edge(
                                kind: kind, from: source, to: destination, segue: segue, isThroughReference: false,
                                codeLocations: []))
                    case .storyboardReference(let reference):
                        let destination = node(for: reference)
                        edges.append(
                            Edge(
                                kind: kind, from: source, to: destination, segue: segue, isThroughReference: true,
                                codeLocations: []))
                    case .exit(let action):
                        guard let action, let found = receivers[action] else { continue }
                        for destination in found where destination != source {
                            edges.append(
                                Edge(
                                    kind: .unwind, from: source, to: destination, segue: segue,
                                    isThroughReference: false, codeLocations: []))
                        }
                    case .missing:
                        continue
                    }
                }
            }
        }

        /// The nodes code of `typeName` runs in: the scenes of that class, else a node for the type.
        mutating func codeSources(_ typeName: String?) -> [Int] {
            let name = typeName ?? "code"
            if let scenes = nodesByClass[name], typeName != nil { return scenes }
            if let known = codeNodes[name] { return [known] }
            let node = nodes.count
            nodes.append(
                Node(
                    kind: .code, id: "code/" + name, storyboard: nil, cluster: nil, scene: nil, className: name,
                    storyboardIdentifier: nil, title: nil, isInitial: false, container: nil))
            codeNodes[name] = node
            return [node]
        }

        mutating func addCode(_ references: [CodeReference]) {
            // Code edges between two nodes are one edge with every location.
            var order: [(key: EdgeKey, kind: Edge.Kind)] = []
            var locations: [EdgeKey: [FileLocation]] = [:]
            struct EdgeKey: Hashable {
                let from: Int
                let to: Int
                let kind: Edge.Kind
            }
            func add(_ kind: Edge.Kind, from: [Int], to: [Int], at location: FileLocation) {
                for source in from {
                    for destination in to {
                        let key = EdgeKey(from: source, to: destination, kind: kind)
                        if locations[key] == nil { order.append((key, kind)) }
                        locations[key, default: []].append(location)
                    }
                }
            }
            // A storyboard loaded on the line that instantiates a scene of it by ID is not loaded for
            // its initial controller.
            struct LineKey: Hashable {
                let storyboard: String
                let file: String
                let line: Int?
            }
            var instantiatingLines: Set<LineKey> = []
            for reference in references {
                if case .instantiation(let storyboard?, _) = reference.kind {
                    instantiatingLines.insert(
                        LineKey(storyboard: storyboard, file: reference.location.file, line: reference.location.line))
                }
            }
            var performed: [String: [(typeName: String?, location: FileLocation)]] = [:]
            for reference in references {
                switch reference.kind {
                case .instantiation(let storyboard, let identifier):
                    let targets: [Int]
                    if let storyboard {
                        targets = byName[storyboard].flatMap { identifiedNodes[$0][identifier] }.map { [$0] } ?? []
                    } else {
                        targets = identifiedNodes.compactMap { $0[identifier] }
                    }
                    guard !targets.isEmpty else { continue }
                    add(.instantiation, from: codeSources(reference.typeName), to: targets, at: reference.location)
                case .storyboardLoad(let name):
                    let key = LineKey(storyboard: name, file: reference.location.file, line: reference.location.line)
                    guard !instantiatingLines.contains(key), let storyboard = byName[name],
                        let initial = initialNodes[storyboard]
                    else { continue }
                    add(.storyboardLoad, from: codeSources(reference.typeName), to: [initial], at: reference.location)
                case .performedSegue(let identifier):
                    performed[identifier, default: []].append((reference.typeName, reference.location))
                }
            }
            // The segues code performs carry its locations.
            if !performed.isEmpty {
                var byIdentifier: [String: [Int]] = [:]
                for (index, edge) in edges.enumerated() where edge.kind == .segue {
                    if let identifier = edge.identifier, performed[identifier] != nil {
                        byIdentifier[identifier, default: []].append(index)
                    }
                }
                var added: [Int: [FileLocation]] = [:]
                for (identifier, uses) in performed {
                    let candidates = byIdentifier[identifier] ?? []
                    for use in uses {
                        let ofClass = candidates.filter { nodes[edges[$0].from].className == use.typeName }
                        for index in ofClass.isEmpty ? candidates : ofClass {
                            added[index, default: []].append(use.location)
                        }
                    }
                }
                for (index, found) in added {
                    edges[index].codeLocations = (edges[index].codeLocations + found).sorted()
                }
            }
            for (key, kind) in order {
                edges.append(
                    Edge(
                        kind: kind, from: key.from, to: key.to, segue: nil, isThroughReference: false,
                        codeLocations: locations[key] ?? []))
            }
        }

        func clusters() -> [Cluster] {
            var members = [[Int]](repeating: [], count: storyboards.count)
            for (index, node) in nodes.enumerated() {
                if let cluster = node.cluster { members[cluster].append(index) }
            }
            return storyboards.indices.map { index in
                Cluster(
                    id: clusterIDs[index], name: storyboards[index].name, path: storyboards[index].path,
                    nodes: members[index])
            }
        }
    }
}
