import Foundation
import StoryboardCatalog
import Testing

/// A scene of a storyboard written for the graph tests: its controller and the segues from it.
struct GraphScene {
    var id: String
    var element = "viewController"
    var customClass: String?
    var storyboardIdentifier: String?
    /// `(destination id, kind, identifier)`; kind `relationship` gets `rootViewController`, kind
    /// `unwind` takes the destination as its action.
    var segues: [(String, String, String?)] = []
    var title: String?
}

/// A storyboard of `scenes` (and storyboard references: `(id, storyboard, referenced ID)`), whose
/// initial controller is `initial`.
func graphStoryboard(
    _ scenes: [GraphScene], references: [(String, String, String?)] = [], initial: String? = nil
) -> String {
    var body = ""
    for (index, scene) in scenes.enumerated() {
        var attributes = "id=\"\(scene.id)\""
        if let customClass = scene.customClass { attributes += " customClass=\"\(customClass)\" customModule=\"App\"" }
        if let identifier = scene.storyboardIdentifier { attributes += " storyboardIdentifier=\"\(identifier)\"" }
        if let title = scene.title { attributes += " title=\"\(title)\"" }
        var connections = ""
        var exit = ""
        for (number, (destination, kind, identifier)) in scene.segues.enumerated() {
            let id = "\(scene.id)-seg\(number)"
            let named = identifier.map { " identifier=\"\($0)\"" } ?? ""
            switch kind {
            case "relationship":
                connections +=
                    "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(id)\"/>\n"
            case "unwind":
                connections +=
                    "<segue destination=\"\(scene.id)-exit\" kind=\"unwind\"\(named) unwindAction=\"\(destination)\" id=\"\(id)\"/>\n"
                exit = "<exit id=\"\(scene.id)-exit\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>\n"
            default:
                connections += "<segue destination=\"\(destination)\" kind=\"\(kind)\"\(named) id=\"\(id)\"/>\n"
            }
        }
        body += """
            <scene sceneID="scene-\(index)">
                <objects>
                    <\(scene.element) \(attributes) sceneMemberID="viewController">
                        <connections>
            \(connections)
                        </connections>
                    </\(scene.element)>
            \(exit)
                </objects>
            </scene>

            """
    }
    for (index, (id, storyboard, identifier)) in references.enumerated() {
        let referenced = identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        body += """
            <scene sceneID="reference-\(index)">
                <objects>
                    <viewControllerPlaceholder storyboardName="\(storyboard)"\(referenced) id="\(id)" sceneMemberID="viewController"/>
                </objects>
            </scene>

            """
    }
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
            <scenes>
        \(body)
            </scenes>
        </document>
        """
}

/// A catalog of storyboards given as `(name, text)`, read from memory.
func graphCatalog(_ storyboards: [(String, String)]) throws -> StoryboardCatalog {
    try StoryboardCatalog(
        storyboards: storyboards.map { name, text in
            try Storyboard(data: Data(text.utf8), path: "App/Base.lproj/\(name).storyboard")
        })
}

@Suite("The navigation graph")
struct NavigationGraphTests {
    /// The index of the node with `id`.
    func node(_ graph: NavigationGraph, _ id: String) throws -> Int {
        try #require(graph.nodes.firstIndex { $0.id == id }, "no node \(id) among \(graph.nodes.map(\.id))")
    }

    /// The edges as `from -> to (kind)` by node ids, in order.
    func edges(_ graph: NavigationGraph) -> [String] {
        graph.edges.map { "\(graph.nodes[$0.from].id) -> \(graph.nodes[$0.to].id) (\($0.kind.rawValue))" }
    }

    @Test("References are followed both ways across storyboards; an unread one is a node of its own")
    func references() throws {
        let main = graphStoryboard(
            [
                GraphScene(
                    id: "list", customClass: "ListViewController", segues: [("to-settings", "show", "Settings")]),
                GraphScene(id: "detail", customClass: "DetailViewController", storyboardIdentifier: "Detail"),
                GraphScene(id: "help-host", customClass: "HelpHost", segues: [("to-help", "show", nil)]),
            ], references: [("to-settings", "Settings", nil), ("to-help", "Help", "Topics")], initial: "list")
        let settings = graphStoryboard(
            [
                GraphScene(
                    id: "settings", customClass: "SettingsViewController", segues: [("to-detail", "show", "Detail")])
            ],
            references: [("to-detail", "Main", "Detail")], initial: "settings")
        let graph = NavigationGraph(catalog: try graphCatalog([("Main", main), ("Settings", settings)]))
        #expect(
            edges(graph) == [
                "Main/list -> Settings/settings (segue)", "Main/help-host -> Help/Topics (segue)",
                "Settings/settings -> Main/detail (segue)",
            ])
        #expect(graph.edges.allSatisfy { $0.isThroughReference })
        let help = try node(graph, "Help/Topics")
        #expect(graph.nodes[help].kind == .unresolvedReference)
        #expect(graph.nodes[help].storyboardIdentifier == "Topics")
        // The unread storyboard has no cluster; the reference node is drawn outside the clusters.
        #expect(graph.clusters.map(\.name) == ["Main", "Settings"])
        #expect(!graph.clusters.contains { $0.nodes.contains(help) })
        #expect(graph.clusters[0].nodes == [0, 1, 2])
    }

    @Test("Containers hold their children, nested; embeds too; the graph keeps relationships as edges")
    func containers() throws {
        let text = graphStoryboard(
            [
                GraphScene(id: "tabs", element: "tabBarController", segues: [("nav", "relationship", nil)]),
                GraphScene(id: "nav", element: "navigationController", segues: [("root", "relationship", nil)]),
                GraphScene(id: "root", customClass: "RootViewController", segues: [("header", "embed", nil)]),
                GraphScene(id: "header", customClass: "HeaderViewController"),
            ], initial: "tabs")
        let graph = NavigationGraph(catalog: try graphCatalog([("Main", text)]))
        let tabs = try node(graph, "Main/tabs")
        let nav = try node(graph, "Main/nav")
        let root = try node(graph, "Main/root")
        let header = try node(graph, "Main/header")
        #expect(graph.nodes[tabs].container == nil)
        #expect(graph.nodes[nav].container == tabs)
        #expect(graph.nodes[root].container == nav)
        #expect(graph.nodes[header].container == root)
        #expect(graph.nodes[tabs].className == "UITabBarController" && graph.nodes[tabs].isInitial)
        #expect(
            edges(graph) == [
                "Main/tabs -> Main/nav (relationship)", "Main/nav -> Main/root (relationship)",
                "Main/root -> Main/header (embed)",
            ])
    }

    @Test("Unwinds lead to the scenes whose classes implement the action, and reach nothing")
    func unwinds() throws {
        let text = graphStoryboard(
            [
                GraphScene(id: "list", customClass: "ListViewController", segues: [("detail", "show", "Open")]),
                GraphScene(id: "other", customClass: "OtherListViewController"),
                GraphScene(
                    id: "detail", customClass: "DetailViewController", segues: [("unwindToList:", "unwind", "Back")]),
            ], initial: "list")
        let catalog = try graphCatalog([("Main", text)])
        let implementing: Set<String> = ["ListViewController", "OtherListViewController"]
        var asked: [String] = []
        let graph = NavigationGraph(catalog: catalog) { className in
            asked.append(className)
            return implementing.contains(className) ? ["unwindToList:", "refresh:"] : ["close:"]
        }
        #expect(
            edges(graph) == [
                "Main/list -> Main/detail (segue)", "Main/detail -> Main/list (unwind)",
                "Main/detail -> Main/other (unwind)",
            ])
        #expect(graph.edges[1].label == "unwindToList:")
        // Each class is asked once, however many exits there are.
        #expect(asked.sorted() == ["DetailViewController", "ListViewController", "OtherListViewController"])
        // An unwind returns to a scene already shown: it reaches nothing.
        let reached = graph.reachability(from: [try node(graph, "Main/detail")])
        #expect(reached.unreachable == [try node(graph, "Main/list"), try node(graph, "Main/other")])
        // Without a way to tell who implements the action, unwinds get no edge.
        #expect(NavigationGraph(catalog: catalog).edges.count == 1)
    }

    @Test("Code instantiates scenes, loads storyboards and performs segues, from its scenes or its own node")
    func codeEdges() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "list", customClass: "ListViewController", segues: [("detail", "show", "Open")]),
                GraphScene(id: "detail", customClass: "DetailViewController", storyboardIdentifier: "Detail"),
                GraphScene(id: "other", customClass: "OtherViewController", segues: [("detail", "show", "Open")]),
            ], initial: "list")
        let onboarding = graphStoryboard(
            [GraphScene(id: "welcome", customClass: "WelcomeViewController", storyboardIdentifier: "Welcome")],
            initial: "welcome")
        let catalog = try graphCatalog([("Main", main), ("Onboarding", onboarding)])
        func at(_ file: String, _ line: Int) -> FileLocation { FileLocation(file: file, line: line, column: 1) }
        let code: [NavigationGraph.CodeReference] = [
            .init(
                kind: .instantiation(storyboard: "Main", identifier: "Detail"), typeName: "ListViewController",
                location: at("List.swift", 9)),
            .init(
                kind: .instantiation(storyboard: "Main", identifier: "Detail"), typeName: "ListViewController",
                location: at("List.swift", 20)),
            .init(
                kind: .instantiation(storyboard: nil, identifier: "Welcome"), typeName: "AppDelegate",
                location: at("AppDelegate.swift", 4)),
            // The storyboard named on the line that instantiates a scene of it is not loaded for its
            // initial controller; on a line of its own, it is.
            .init(kind: .storyboardLoad(name: "Main"), typeName: "ListViewController", location: at("List.swift", 9)),
            .init(kind: .storyboardLoad(name: "Onboarding"), typeName: nil, location: at("Start.swift", 2)),
            .init(
                kind: .performedSegue(identifier: "Open"), typeName: "OtherViewController",
                location: at("Other.swift", 7)),
            // A storyboard ID no scene has draws nothing.
            .init(
                kind: .instantiation(storyboard: nil, identifier: "Nowhere"), typeName: "AppDelegate",
                location: at("AppDelegate.swift", 5)),
        ]
        let graph = NavigationGraph(catalog: catalog, code: code)
        #expect(
            edges(graph) == [
                "Main/list -> Main/detail (segue)", "Main/other -> Main/detail (segue)",
                "Main/list -> Main/detail (instantiation)", "code/AppDelegate -> Onboarding/welcome (instantiation)",
                "code/code -> Onboarding/welcome (storyboardLoad)",
            ])
        #expect(graph.edges[2].codeLocations.map(\.line) == [9, 20])
        // The performed segue is the one from the scene of the class that performs it.
        #expect(graph.edges[0].codeLocations.isEmpty)
        #expect(graph.edges[1].codeLocations == [at("Other.swift", 7)])
        #expect(graph.nodes[try node(graph, "code/AppDelegate")].kind == .code)
        // What code makes is a way in: the scenes, and the code's own nodes.
        let entries = graph.entryPoints(mainStoryboards: [])
        #expect(
            Set(entries.map { graph.nodes[$0].id })
                == ["code/AppDelegate", "code/code", "Main/detail", "Onboarding/welcome"])
    }

    @Test("Cycles end; entry points, reachability, paths and a storyboard of which nothing is reached")
    func reachability() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "a", customClass: "A", segues: [("b", "show", "ToB")]),
                GraphScene(id: "b", customClass: "B", segues: [("a", "show", "ToA"), ("c", "presentation", "ToC")]),
                GraphScene(id: "c", customClass: "C", segues: [("a", "show", "Home")]),
                GraphScene(
                    id: "orphan", customClass: "Orphan", storyboardIdentifier: "Orphan", segues: [("a", "show", nil)]),
            ], initial: "a")
        let dead = graphStoryboard(
            [
                GraphScene(id: "d1", customClass: "D1", segues: [("d2", "show", nil)]),
                GraphScene(id: "d2", customClass: "D2"),
            ],
            initial: "d1")
        let empty = graphStoryboard([])
        let graph = NavigationGraph(catalog: try graphCatalog([("Main", main), ("Dead", dead), ("Empty", empty)]))
        #expect(graph.clusters.map(\.name) == ["Main", "Dead", "Empty"])
        #expect(graph.clusters[2].nodes.isEmpty)
        let a = try node(graph, "Main/a")
        let c = try node(graph, "Main/c")
        let entries = graph.entryPoints(mainStoryboards: ["Main"])
        #expect(entries == [a])
        let reached = graph.reachability(from: entries)
        #expect(reached.unreachable == [try node(graph, "Main/orphan")])
        // The whole storyboard is one finding; a storyboard without scenes is none.
        #expect(reached.unreachableClusters == [1])
        let d2 = try node(graph, "Dead/d2")
        #expect(reached.isReached[c] && !reached.isReached[d2])
        // The shortest way, through the cycle's edges, and none back from an unreached scene.
        let path = try #require(graph.path(from: a, to: c))
        #expect(path.map { graph.edges[$0].identifier } == ["ToB", "ToC"])
        #expect(graph.path(from: a, to: a) == [])
        #expect(graph.path(from: a, to: try node(graph, "Main/orphan")) == nil)
        // Names: a storyboard is its initial controller, storyboard/ID, a class, an ID, a node id.
        #expect(graph.nodes(matching: "Main") == [a])
        #expect(graph.nodes(matching: "Main/Orphan") == [try node(graph, "Main/orphan")])
        #expect(graph.nodes(matching: "Main/c") == [c])
        #expect(graph.nodes(matching: "C") == [c])
        #expect(graph.nodes(matching: "Orphan") == [try node(graph, "Main/orphan")])
        #expect(graph.nodes(matching: "Empty").isEmpty && graph.nodes(matching: "Nothing").isEmpty)
    }

    @Test("Cuts: a storyboard with its neighbours, and what a scene leads to within a depth")
    func cuts() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "a", customClass: "A", segues: [("b", "show", "ToB"), ("to-settings", "show", nil)]),
                GraphScene(id: "b", customClass: "B", segues: [("c", "show", "ToC")]),
                GraphScene(id: "c", customClass: "C", segues: [("a", "show", "Home"), ("unwindToA:", "unwind", nil)]),
            ], references: [("to-settings", "Settings", nil)], initial: "a")
        let settings = graphStoryboard(
            [
                GraphScene(id: "s", customClass: "S", segues: [("t", "show", nil)]),
                GraphScene(id: "t", customClass: "T"),
            ],
            initial: "s")
        let catalog = try graphCatalog([("Main", main), ("Settings", settings)])
        let graph = NavigationGraph(catalog: catalog) { className in className == "A" ? ["unwindToA:"] : [] }
        let settingsCut = try #require(graph.cut(storyboard: "Settings"))
        #expect(settingsCut.nodes.map(\.id) == ["Main/a", "Settings/s", "Settings/t"])
        #expect(edges(settingsCut) == ["Main/a -> Settings/s (segue)", "Settings/s -> Settings/t (segue)"])
        #expect(settingsCut.clusters.map(\.name) == ["Main", "Settings"])
        #expect(graph.cut(storyboard: "Nowhere") == nil)
        let b = try node(graph, "Main/b")
        #expect(graph.cut(from: [b], depth: 0).nodes.map(\.id) == ["Main/b"])
        #expect(graph.cut(from: [b], depth: 1).nodes.map(\.id) == ["Main/b", "Main/c"])
        // Depth 2 goes around the cycle to a; the unwind from c to a is kept between kept nodes.
        let two = graph.cut(from: [b], depth: 2)
        #expect(two.nodes.map(\.id) == ["Main/a", "Main/b", "Main/c"])
        #expect(edges(two).contains("Main/c -> Main/a (unwind)"))
        #expect(graph.cut(from: [b], depth: .max).nodes.count == 5)
    }

    @Test("Localizations of one storyboard are one cluster; titles name scenes")
    func variantsAndTitles() throws {
        let base = graphStoryboard([GraphScene(id: "a", customClass: "A", title: "Inbox")], initial: "a")
        let catalog = try StoryboardCatalog(storyboards: [
            Storyboard(data: Data(base.utf8), path: "App/Base.lproj/Main.storyboard"),
            Storyboard(data: Data(base.utf8), path: "App/fr.lproj/Main.storyboard"),
        ])
        let graph = NavigationGraph(catalog: catalog)
        #expect(graph.clusters.count == 1 && graph.clusters[0].path == "App/Base.lproj/Main.storyboard")
        #expect(graph.nodes.count == 1 && graph.nodes[0].title == "Inbox")
    }
}

@Suite("The navigation graph's storyboards of one name")
struct NavigationGraphNameTests {
    @Test("Storyboards of one name in other folders are clusters of their own; references lead to the first")
    func sameName() throws {
        let app = graphStoryboard(
            [GraphScene(id: "a", customClass: "AppRoot", segues: [("to-share", "show", nil)])],
            references: [("to-share", "Share", nil)], initial: "a")
        let share = graphStoryboard([GraphScene(id: "s", customClass: "ShareRoot")], initial: "s")
        let extensionMain = graphStoryboard([GraphScene(id: "e", customClass: "ExtensionRoot")], initial: "e")
        let catalog = try StoryboardCatalog(storyboards: [
            Storyboard(data: Data(app.utf8), path: "App/Base.lproj/Main.storyboard"),
            Storyboard(data: Data(app.utf8), path: "App/de.lproj/Main.storyboard"),
            Storyboard(data: Data(share.utf8), path: "App/Share.storyboard"),
            Storyboard(data: Data(extensionMain.utf8), path: "Extension/Base.lproj/Main.storyboard"),
        ])
        let graph = NavigationGraph(catalog: catalog)
        #expect(graph.clusters.map(\.id) == ["Main", "Share", "Main#2"])
        #expect(graph.nodes.map(\.id) == ["Main/a", "Share/s", "Main#2/e"])
        #expect(graph.nodes.map(\.cluster) == [0, 1, 2])
        // Both storyboards named Main start their bundles.
        #expect(graph.entryPoints(mainStoryboards: ["Main"]) == [0, 2])
        #expect(graph.cut(storyboard: "Main#2")?.nodes.map(\.id) == ["Main#2/e"])
        #expect(graph.cut(storyboard: "Main")?.nodes.map(\.id) == ["Main/a", "Share/s"])
        #expect(graph.cut(storyboard: "Share")?.nodes.map(\.cluster) == [0, 1])
    }
}
