import Foundation
import TestSupport
import Testing

/// The structure of a Mermaid flowchart as `graph --format mermaid` writes it, checked line by line:
/// the header, balanced subgraphs, node definitions, edges and classes between defined nodes, and
/// labels whose quotes are closed.
struct MermaidChart {
    var nodes: [String: String] = [:]
    var edges: [(from: String, arrow: String, label: String, to: String)] = []
    var subgraphs: [String] = []
    var classes: [String: [String]] = [:]

    init(parsing text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "flowchart LR" else { throw ParseError("no 'flowchart LR' header: \(lines.first ?? "")") }
        var depth = 0
        for line in lines.dropFirst() where !line.isEmpty {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("subgraph ") {
                let rest = text.dropFirst("subgraph ".count)
                guard let open = rest.firstIndex(of: "["), rest.hasSuffix("]") else {
                    throw ParseError("subgraph: \(text)")
                }
                _ = try Self.label(String(rest[open...].dropFirst().dropLast()))
                subgraphs.append(String(rest[..<open]))
                depth += 1
            } else if text == "end" {
                depth -= 1
                guard depth >= 0 else { throw ParseError("'end' without subgraph") }
            } else if text.hasPrefix("classDef ") {
                continue
            } else if text.hasPrefix("class ") {
                let parts = text.split(separator: " ")
                guard parts.count == 3 else { throw ParseError("class: \(text)") }
                classes[String(parts[2]), default: []] += parts[1].split(separator: ",").map(String.init)
            } else if let arrow = ["-->", "==>", "-.->"].first(where: { text.contains(" \($0)|") }) {
                let parts = text.components(separatedBy: " \(arrow)|")
                guard parts.count == 2, let close = parts[1].range(of: "| ", options: .backwards) else {
                    throw ParseError("edge: \(text)")
                }
                let label = try Self.label(String(parts[1][..<close.lowerBound]))
                edges.append((parts[0], arrow, label, String(parts[1][close.upperBound...])))
            } else {
                // A node: id["…"], id(["…"]) or id[/"…"/].
                guard let open = text.firstIndex(where: { $0 == "[" || $0 == "(" }) else {
                    throw ParseError("unknown line: \(text)")
                }
                let id = String(text[..<open])
                var body = String(text[open...])
                for (start, end) in [("([", "])"), ("[/", "/]"), ("[", "]")]
                where body.hasPrefix(start) && body.hasSuffix(end) {
                    body = String(body.dropFirst(start.count).dropLast(end.count))
                    break
                }
                guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                    throw ParseError("node id: \(text)")
                }
                guard nodes[id] == nil else { throw ParseError("node \(id) defined twice") }
                nodes[id] = try Self.label(body)
            }
        }
        guard depth == 0 else { throw ParseError("\(depth) subgraph(s) not ended") }
        for edge in edges where nodes[edge.from] == nil || nodes[edge.to] == nil {
            throw ParseError("edge between undefined nodes: \(edge.from) -> \(edge.to)")
        }
        for (_, members) in classes where members.contains(where: { nodes[$0] == nil }) {
            throw ParseError("class of undefined nodes: \(members)")
        }
    }

    /// A label's text: one quoted string with no quote inside.
    static func label(_ text: String) throws -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { throw ParseError("label: \(text)") }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\"") else { throw ParseError("quote inside a label: \(text)") }
        return String(inner)
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

@Suite("Drawing the navigation graph")
struct GraphCommandTests {
    static let example = Repository.root.appendingPathComponent("IntegrationTests/ReadmeExamples").path

    @Test("Mermaid: a well-formed flowchart with a subgraph per storyboard and container, and code's edges")
    func mermaid() throws {
        let result = runSymbolify([
            "graph", Self.example + "/Storyboards", "--sources", Self.example + "/Sources", "--format", "mermaid",
            "--entry", "Main",
        ])
        #expect(result.code == .success, "\(result.errors)")
        let chart = try MermaidChart(parsing: result.output)
        #expect(chart.subgraphs.filter { $0.hasPrefix("s") } == ["s0", "s1"])
        // Both navigation controllers hold their roots; the inbox holds its embedded header.
        #expect(chart.subgraphs.filter { $0.hasPrefix("c") }.count == 3)
        #expect(chart.nodes.values.contains("InboxViewController<br/>ID: Inbox"))
        #expect(
            chart.edges.contains {
                $0.arrow == "-->" && $0.label == "Show Message<br/>show<br/>tableViewCell 'Message Cell'"
            })
        #expect(chart.edges.contains { $0.arrow == "==>" && $0.label == "rootViewController" })
        #expect(chart.edges.contains { $0.arrow == "-.->" && $0.label == "unwind unwindToInbox:" })
        #expect(chart.edges.contains { $0.label.hasPrefix("instantiates<br/>at Wireframe.swift:") })
        #expect(chart.classes["initial"]?.count == 2)
        // Every scene of the example is reached from Main's initial controller.
        #expect(chart.classes["unreachable"] == nil)
    }

    @Test("Quotes, angle brackets and # in names are entities in Mermaid and escaped in DOT")
    func escaping() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let file = try scratch.write(
            "Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="a" customClass="A" title="Say &quot;hi&quot; &lt;#1&gt; \\ back" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="a" kind="show" identifier="Again &quot;#2&quot;" id="g"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let mermaid = runSymbolify(["graph", file, "--format", "mermaid"])
        let chart = try MermaidChart(parsing: mermaid.output)
        #expect(chart.nodes.values.contains { $0.contains("Say #quot;hi#quot; #lt;#35;1#gt; \\ back") })
        #expect(chart.edges.first?.label == "Again #quot;#35;2#quot;<br/>show")
        let dot = runSymbolify(["graph", file])
        #expect(dot.output.contains(#"label="A\n“Say \"hi\" <#1> \\ back”\n(initial)""#))
    }

    @Test("Containers nested 40 deep: each group written once and closed, indented two spaces a level to 32 levels")
    func deepNesting() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        // 40 navigation controllers, each the root view controller of the one before, and a last scene.
        var scenes = ""
        for level in 0..<40 {
            let next = level < 39 ? "nav\(level + 1)" : "leaf"
            scenes +=
                "<scene sceneID=\"s\(level)\"><objects><navigationController id=\"nav\(level)\" "
                + "sceneMemberID=\"viewController\"><connections><segue destination=\"\(next)\" kind=\"relationship\" "
                + "relationship=\"rootViewController\" id=\"r\(level)\"/></connections></navigationController></objects></scene>\n"
        }
        let file = try scratch.write(
            "Deep.storyboard",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" "
                + "version=\"3.0\" initialViewController=\"nav0\"><scenes>\n\(scenes)<scene sceneID=\"last\"><objects>"
                + "<viewController id=\"leaf\" customClass=\"LeafViewController\" sceneMemberID=\"viewController\"/>"
                + "</objects></scene></scenes></document>\n")
        func indentation(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        let dot = runSymbolify(["graph", file])
        #expect(dot.code == .success, "\(dot.errors)")
        let dotLines = dot.output.split(separator: "\n")
        let groups = dotLines.filter { $0.hasPrefix(" ") && $0.hasSuffix("{") }
        #expect(
            groups.map { $0.drop { $0 == " " } } == ["subgraph cluster_s0 {"]
                + (0..<40).map { "subgraph cluster_c\($0) {" })
        #expect(groups.map(indentation) == [2] + (0..<40).map { 4 + 2 * min($0, 32) })
        #expect(dotLines.filter { $0.hasSuffix("}") }.count == dotLines.filter { $0.hasSuffix("{") }.count)
        #expect(dotLines.first { $0.contains("n40 [") }.map(indentation) == 4 + 2 * 32)
        #expect(dotLines.map(indentation).max() == 4 + 2 * 32 + 2)
        let mermaid = runSymbolify(["graph", file, "--format", "mermaid"])
        let chart = try MermaidChart(parsing: mermaid.output)
        #expect(chart.subgraphs == ["s0"] + (0..<40).map { "c\($0)" })
        #expect(chart.nodes.count == 41)
        #expect(mermaid.output.split(separator: "\n").map(indentation).max() == 4 + 2 * 32 + 2)
    }

    @Test("JSON: nodes, edges by node id, storyboards, reachability with sources")
    func json() throws {
        let result = runSymbolify([
            "graph", Self.example + "/Storyboards", "--sources", Self.example + "/Sources", "--format", "json",
            "--entry", "Main",
        ])
        #expect(result.code == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let edges = try #require(document["edges"] as? [[String: Any]])
        let ids = Set(nodes.compactMap { $0["id"] as? String })
        #expect(ids.count == nodes.count)
        #expect(
            edges.allSatisfy { ids.contains($0["from"] as? String ?? "") && ids.contains($0["to"] as? String ?? "") })
        let settings = try #require(edges.first { $0["throughReference"] as? Bool == true })
        #expect(settings["trigger"] as? String == "barButtonItem 'Settings'")
        #expect((settings["to"] as? String)?.hasPrefix("Settings/") == true)
        let instantiation = try #require(edges.first { $0["kind"] as? String == "instantiation" })
        #expect((instantiation["code"] as? [[String: Any]])?.first?["line"] as? Int != nil)
        #expect(nodes.filter { $0["kind"] as? String == "scene" }.allSatisfy { $0["reachable"] as? Bool == true })
        #expect((document["storyboards"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Main", "Settings"])
        // Without sources, there is no reachability to tell.
        let plain = runSymbolify(["graph", Self.example + "/Storyboards", "--format", "json"])
        #expect(!plain.output.contains("\"reachable\""))
    }

    @Test("Cuts: --storyboard and --from with --depth; names that match nothing are usage errors")
    func cuts() {
        let storyboards = Self.example + "/Storyboards"
        let settings = runSymbolify(["graph", storyboards, "--storyboard", "Settings", "--format", "mermaid"])
        #expect(settings.output.contains("SettingsViewController") && settings.output.contains("InboxViewController"))
        #expect(!settings.output.contains("MessageViewController"))
        let one = runSymbolify(["graph", storyboards, "--from", "Main/Inbox", "--depth", "1"])
        #expect(one.output.contains("MessageViewController") && !one.output.contains("ComposeViewController"))
        let all = runSymbolify(["graph", storyboards, "--from", "InboxViewController"])
        #expect(all.output.contains("ComposeViewController"))
        let unknown = runSymbolify(["graph", storyboards, "--storyboard", "Nowhere"])
        #expect(unknown.code == .usage && unknown.errors.contains("the storyboards are: Main, Settings"))
        let noScene = runSymbolify(["graph", storyboards, "--from", "Nobody"])
        #expect(noScene.code == .usage && noScene.errors.contains("--from 'Nobody' names no scene"))
        #expect(runSymbolify(["graph", storyboards, "--depth", "2"]).code == .usage)
        #expect(runSymbolify(["graph", storyboards, "--from", "Main", "--depth", "-1"]).code == .usage)
        #expect(runSymbolify(["graph", storyboards, "--entry", "Main"]).code == .usage)
        #expect(runSymbolify(["graph", storyboards, "--format", "svg"]).code == .usage)
    }

    @Test("An unreadable storyboard is reported and fails the run; the others are still drawn")
    func unreadable() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let broken = try scratch.write("Broken.storyboard", "<document><scenes>")
        let result = runSymbolify(["graph", broken, Self.example + "/Storyboards/Settings.storyboard"])
        #expect(result.code == .failure)
        #expect(result.errors.contains("Broken.storyboard"))
        #expect(result.output.contains("SettingsViewController"))
    }

    @Test("Graphviz renders the DOT of the example app", .enabled(if: Toolchain.program("dot") != nil))
    func graphvizRenders() throws {
        let result = runSymbolify(["graph", Self.example + "/Storyboards", "--sources", Self.example + "/Sources"])
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("graph.dot", result.output)
        let dot = try #require(Toolchain.program("dot"))
        let run = try runProcess(dot, ["-Tsvg", input, "-o", scratch.path("graph.svg")])
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOfFile: scratch.path("graph.svg"), encoding: .utf8)
        #expect(svg.contains("InboxViewController") && svg.contains("Main.storyboard"))
    }
}

@Suite("Drawing the corpus's navigation")
struct CorpusGraphTests {
    @Test(
        "Every corpus storyboard, and all of them as one app, give well-formed Mermaid",
        .enabled(if: Corpus.hasStoryboards))
    func corpusMermaid() throws {
        let files = try Corpus.storyboards()
        for file in files {
            let result = runSymbolify(["graph", file.path, "--format", "mermaid"])
            #expect(result.code == .success, "\(file.lastPathComponent): \(result.errors)")
            let chart = try MermaidChart(parsing: result.output)
            #expect(!chart.nodes.isEmpty, "\(file.lastPathComponent)")
        }
        let all = runSymbolify(["graph", Corpus.storyboardDirectory.path, "--format", "mermaid"])
        let chart = try MermaidChart(parsing: all.output)
        #expect(chart.subgraphs.filter { $0.hasPrefix("s") }.count == files.count)
    }
}

@Suite("Drawing an Xcode project's navigation")
struct ProjectGraphTests {
    @Test("A project's targets give the storyboards, sources and main storyboard; --sources is a usage error")
    func project() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="root">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="root" customClass="RootViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="lost" customClass="LostViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """)
        try folder.write(
            "App/AppDelegate.swift",
            "import UIKit\nclass RootViewController: UIViewController {}\nclass LostViewController: UIViewController {}\n"
        )
        let project = folder.path + "/App.xcodeproj"
        let result = runSymbolify(["graph", project, "--format", "json"])
        #expect(result.code == .success, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let reachable = Dictionary(
            uniqueKeysWithValues: nodes.compactMap { node in
                (node["reachable"] as? Bool).map { (node["id"] as? String ?? "", $0) }
            })
        // The build settings' main storyboard is the way in.
        #expect(reachable == ["Main/root": true, "Main/lost": false])
        // The stale storyboard no target builds is not drawn.
        #expect(
            (document["storyboards"] as? [[String: Any]])?.compactMap { $0["name"] as? String }.contains("Old")
                == false)
        let mixed = runSymbolify(["graph", project, "--sources", folder.path])
        #expect(mixed.code == .usage && mixed.errors.contains("Pass either Xcode projects"))
        #expect(runSymbolify(["graph", project, "--entry", "LostViewController"]).code == .success)
    }

    @Test(
        "--target draws one target: its storyboards, with the code of the targets it links; a name no target has is a usage error"
    )
    func oneTarget() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let project = folder.path + "/App.xcodeproj"
        func storyboardNames(_ arguments: [String]) throws -> [String] {
            let result = runSymbolify(["graph", project, "--format", "json"] + arguments)
            #expect(result.code == .success, "\(result.errors)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            return (document["storyboards"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        }
        // The app builds Main.storyboard and Cell.xib; Kit builds no storyboard (its xib is an exception).
        #expect(try storyboardNames(["--target", "App"]) == ["Main"])
        #expect(try storyboardNames(["--target", "Kit"]) == [])
        #expect(try storyboardNames(["--target", "Kit", "--target", "App"]) == ["Main"])
        // The app's code edges include the code of Kit, which it links: KitCell.swift instantiates the
        // app's root scene.
        try folder.write(
            "Kit/KitCell.swift",
            "import UIKit\nfunc show() { _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController() }\n"
        )
        let drawn = runSymbolify(["graph", project, "--target", "App", "--format", "json"])
        #expect(drawn.code == .success && drawn.output.contains("KitCell.swift"), "\(drawn.output)")
        let unknown = runSymbolify(["graph", project, "--target", "Nope"])
        #expect(unknown.code == .usage)
        #expect(
            unknown.errors.contains("No target is named 'Nope'; the project has 'App', 'Kit', 'Widget', 'AppTests'."))
        let noProject = runSymbolify(["graph", folder.path, "--target", "App"])
        #expect(noProject.code == .usage && noProject.errors.contains("--target needs an Xcode project"))
    }
}
