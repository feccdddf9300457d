import SegueRouting
import StoryboardCatalog

/// The navigation graph written as Graphviz DOT, a Mermaid flowchart, or JSON.
enum GraphDrawing {
    // MARK: Labels

    /// The lines that name a node: its class, storyboard ID and title.
    static func lines(of node: NavigationGraph.Node) -> [String] {
        switch node.kind {
        case .scene:
            var lines = [node.className]
            if let identifier = node.storyboardIdentifier { lines.append("ID: " + identifier) }
            if let title = node.title, title != node.className { lines.append("“" + title + "”") }
            if node.isInitial { lines.append("(initial)") }
            return lines
        case .unresolvedReference:
            return [node.className] + (node.storyboardIdentifier.map { ["ID: " + $0] } ?? []) + ["(not read)"]
        case .code:
            return [node.className, "(code)"]
        }
    }

    /// The lines that describe an edge: its identifier, kind, trigger, segue action and code.
    static func lines(of edge: NavigationGraph.Edge) -> [String] {
        var lines: [String] = []
        switch edge.kind {
        case .segue, .embed, .relationship:
            if let identifier = edge.identifier { lines.append(identifier) }
            var kind = edge.label ?? edge.kind.rawValue
            if edge.isThroughReference { kind += " (reference)" }
            lines.append(kind)
            if let trigger = edge.segue?.trigger, !trigger.isManual, edge.kind == .segue {
                lines.append(trigger.description)
            }
            if let action = edge.segue?.destinationCreationSelector, !action.isEmpty { lines.append("⚙ " + action) }
        case .unwind:
            lines.append("unwind " + (edge.label ?? ""))
        case .instantiation:
            lines.append("instantiates")
        case .storyboardLoad:
            lines.append("loads storyboard")
        }
        let places = edge.codeLocations.map { location in
            lastPathComponent(location.file) + (location.line.map { ":\($0)" } ?? "")
        }
        if !places.isEmpty {
            let shown = places.prefix(3).joined(separator: ", ")
            lines.append(
                (edge.kind == .segue ? "performed at " : "at ") + shown
                    + (places.count > 3 ? " +\(places.count - 3) more" : ""))
        }
        return lines
    }

    /// A cluster's title: `Main.storyboard`, with its folder when another storyboard has its name.
    static func title(of cluster: NavigationGraph.Cluster) -> String {
        guard cluster.id != cluster.name else { return cluster.name + ".storyboard" }
        let folder = cluster.path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }.last
        return cluster.name + ".storyboard" + (folder.map { " (\($0))" } ?? " (\(cluster.id))")
    }

    /// The nodes each node holds as their container, in node order.
    static func children(of graph: NavigationGraph) -> [[Int]] {
        var children = [[Int]](repeating: [], count: graph.nodes.count)
        for (index, node) in graph.nodes.enumerated() {
            if let container = node.container, container != index { children[container].append(index) }
        }
        return children
    }

    /// The deepest level of nested groups that is indented further than the one around it: deeper
    /// groups are indented as this one (DOT and Mermaid ignore indentation), so that the text of
    /// nesting thousands deep grows with the nesting, not with its square.
    static let deepestIndentedLevel = 32

    /// Writes `top` and, for a container, the nodes it holds, nested, into `text`, once each: a node
    /// already `written` is left out (as a container's own container, should containers hold each
    /// other). Each level is written into `text` in place, from a stack of its own, so nesting
    /// thousands deep neither copies a level's text into the one around it nor deepens the call stack.
    ///
    /// - Parameters:
    ///   - top: The node to write.
    ///   - indent: The spaces before `top`'s lines; each level inside adds two, to
    ///     ``deepestIndentedLevel``.
    ///   - children: The nodes each node holds (``children(of:)``).
    ///   - written: The nodes written so far; a node is marked when its line is written.
    ///   - text: Where the lines go.
    ///   - node: Writes a node's line with the indentation given, and marks it written.
    ///   - open: Writes the lines that open a container's group with the indentation given.
    ///   - close: Writes the line that closes a container's group with the indentation given.
    static func writeNested(
        _ top: Int, indent: Int, children: [[Int]], written: inout [Bool], into text: inout String,
        node: (Int, String, inout [Bool], inout String) -> Void, open: (Int, String, inout String) -> Void,
        close: (String, inout String) -> Void
    ) {
        // Each container whose group is open, with the position of the next child to look at.
        var groups: [(node: Int, next: Int)] = []
        func enter(_ index: Int) {
            let spaces = String(repeating: " ", count: indent + 2 * min(groups.count, deepestIndentedLevel))
            guard !children[index].isEmpty else { return node(index, spaces, &written, &text) }
            open(index, spaces, &text)
            node(index, spaces + "  ", &written, &text)
            groups.append((index, 0))
        }
        enter(top)
        while let (container, next) = groups.last {
            let held = children[container]
            var position = next
            while position < held.count && written[held[position]] { position += 1 }
            if position < held.count {
                groups[groups.count - 1].next = position + 1
                enter(held[position])
            } else {
                groups.removeLast()
                close(String(repeating: " ", count: indent + 2 * min(groups.count, deepestIndentedLevel)), &text)
            }
        }
    }

    /// The nodes of a cluster that no other node of it holds, in order.
    static func topLevel(_ cluster: NavigationGraph.Cluster, in graph: NavigationGraph) -> [Int] {
        let members = Set(cluster.nodes)
        return cluster.nodes.filter { node in graph.nodes[node].container.map { !members.contains($0) } ?? true }
    }

    // MARK: DOT

    /// `text` as a DOT string, quotes and backslashes escaped.
    static func dotString(_ lines: [String]) -> String {
        var result = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { result += "\\n" }
            for character in line.unicodeScalars {
                switch character {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n", "\r": result += " "
                default: result.unicodeScalars.append(character)
                }
            }
        }
        return result + "\""
    }

    /// The graph in Graphviz's DOT language: a cluster per storyboard, a dashed cluster around each
    /// container and its children, code's types outside them.
    static func dot(_ graph: NavigationGraph, unreachable: [Bool]) -> String {
        var text = "digraph navigation {\n"
        text += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, compound=true];\n"
        text += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=10];\n"
        text += "  edge [fontname=\"Helvetica\", fontsize=9];\n"
        let children = children(of: graph)
        var written = [Bool](repeating: false, count: graph.nodes.count)
        func node(_ index: Int, indent: String, written: inout [Bool], text: inout String) {
            written[index] = true
            let node = graph.nodes[index]
            var attributes = ["label=" + dotString(lines(of: node))]
            switch node.kind {
            case .scene:
                var styles = ["rounded"]
                if unreachable[index] { styles.append("dashed") }
                attributes.append("style=\"" + styles.joined(separator: ",") + "\"")
                if node.isInitial { attributes.append("peripheries=2") }
                if unreachable[index] { attributes.append("color=gray50, fontcolor=gray40") }
            case .unresolvedReference:
                attributes.append("shape=note, style=dashed")
            case .code:
                attributes.append("shape=component, style=\"\"")
            }
            text += indent + "n\(index) [" + attributes.joined(separator: ", ") + "];\n"
        }
        func holder(_ index: Int, indent: Int) {
            writeNested(
                index, indent: indent, children: children, written: &written, into: &text,
                node: { node($0, indent: $1, written: &$2, text: &$3) },
                open: { index, indent, text in
                    text += indent + "subgraph cluster_c\(index) {\n"
                    text += indent + "  label=\"\"; style=\"dashed,rounded\"; color=gray60;\n"
                }, close: { indent, text in text += indent + "}\n" })
        }
        for (clusterIndex, cluster) in graph.clusters.enumerated() {
            text += "  subgraph cluster_s\(clusterIndex) {\n"
            text += "    label=" + dotString([title(of: cluster)]) + "; style=rounded; color=gray30;\n"
            if cluster.nodes.isEmpty {
                text += "    empty\(clusterIndex) [label=\"no scenes\", shape=plaintext];\n"
            }
            for index in topLevel(cluster, in: graph) where !written[index] { holder(index, indent: 4) }
            text += "  }\n"
        }
        for index in graph.nodes.indices where !written[index] {
            node(index, indent: "  ", written: &written, text: &text)
        }
        for edge in graph.edges {
            var attributes = ["label=" + dotString(lines(of: edge))]
            switch edge.kind {
            case .segue: break
            case .relationship: attributes.append("style=bold, color=gray40, arrowhead=odiamond")
            case .embed: attributes.append("style=bold, color=gray40, arrowhead=diamond")
            case .unwind: attributes.append("style=dashed, color=gray50, constraint=false")
            case .instantiation, .storyboardLoad: attributes.append("style=dotted")
            }
            if edge.isThroughReference { attributes.append("arrowtail=dot, dir=both") }
            text += "  n\(edge.from) -> n\(edge.to) [" + attributes.joined(separator: ", ") + "];\n"
        }
        return text + "}\n"
    }

    // MARK: Mermaid

    /// `lines` as a Mermaid label: quoted, quotes and angle brackets as entities, lines joined by
    /// `<br/>`.
    static func mermaidString(_ lines: [String]) -> String {
        let escaped = lines.map { line in
            var result = ""
            for character in line.unicodeScalars {
                switch character {
                case "\"": result += "#quot;"
                case "<": result += "#lt;"
                case ">": result += "#gt;"
                case "#": result += "#35;"
                case "\n", "\r": result += " "
                default: result.unicodeScalars.append(character)
                }
            }
            return result
        }
        return "\"" + escaped.joined(separator: "<br/>") + "\""
    }

    /// The graph as a Mermaid flowchart: a subgraph per storyboard and per container.
    static func mermaid(_ graph: NavigationGraph, unreachable: [Bool]) -> String {
        var text = "flowchart LR\n"
        let children = children(of: graph)
        var written = [Bool](repeating: false, count: graph.nodes.count)
        func node(_ index: Int, indent: String, written: inout [Bool], text: inout String) {
            written[index] = true
            let label = mermaidString(lines(of: graph.nodes[index]))
            switch graph.nodes[index].kind {
            case .scene: text += indent + "n\(index)[" + label + "]\n"
            case .unresolvedReference: text += indent + "n\(index)[/" + label + "/]\n"
            case .code: text += indent + "n\(index)([" + label + "])\n"
            }
        }
        func holder(_ index: Int, indent: Int) {
            writeNested(
                index, indent: indent, children: children, written: &written, into: &text,
                node: { node($0, indent: $1, written: &$2, text: &$3) },
                open: { index, indent, text in text += indent + "subgraph c\(index)[\" \"]\n" },
                close: { indent, text in text += indent + "end\n" })
        }
        for (clusterIndex, cluster) in graph.clusters.enumerated() {
            text += "  subgraph s\(clusterIndex)[" + mermaidString([title(of: cluster)]) + "]\n"
            if cluster.nodes.isEmpty { text += "    empty\(clusterIndex)[\"no scenes\"]\n" }
            for index in topLevel(cluster, in: graph) where !written[index] { holder(index, indent: 4) }
            text += "  end\n"
        }
        for index in graph.nodes.indices where !written[index] {
            node(index, indent: "  ", written: &written, text: &text)
        }
        for edge in graph.edges {
            let arrow: String
            switch edge.kind {
            case .segue: arrow = "-->"
            case .relationship, .embed: arrow = "==>"
            case .unwind, .instantiation, .storyboardLoad: arrow = "-.->"
            }
            text += "  n\(edge.from) \(arrow)|" + mermaidString(lines(of: edge)) + "| n\(edge.to)\n"
        }
        let initial = graph.nodes.indices.filter { graph.nodes[$0].isInitial }
        let dead = graph.nodes.indices.filter { unreachable[$0] }
        text += "  classDef initial stroke-width:3px\n"
        text += "  classDef unreachable stroke-dasharray:5 5,color:#888888\n"
        if !initial.isEmpty { text += "  class " + initial.map { "n\($0)" }.joined(separator: ",") + " initial\n" }
        if !dead.isEmpty { text += "  class " + dead.map { "n\($0)" }.joined(separator: ",") + " unreachable\n" }
        return text
    }

    // MARK: JSON

    /// The graph as one JSON document: `nodes`, `edges` (their ends as node ids), `storyboards`, and
    /// the `findings` of reading. `unreachable`, when reachability was found, adds `reachable` to each
    /// scene.
    static func json(_ graph: NavigationGraph, unreachable: [Bool]?, findings: [Finding], to json: inout JSONWriter) {
        json.object {
            $0.array("nodes", graph.nodes.indices) { json, index in
                let node = graph.nodes[index]
                json.object {
                    $0.field("id", node.id)
                    $0.field("kind", node.kind.rawValue)
                    $0.field("storyboard", node.storyboard)
                    $0.field("cluster", node.cluster.map { graph.clusters[$0].id })
                    $0.field("class", node.className)
                    $0.field("storyboardIdentifier", node.storyboardIdentifier)
                    $0.field("title", node.title)
                    $0.field("initial", node.isInitial)
                    $0.field("container", node.container.map { graph.nodes[$0].id })
                    $0.field("file", node.scene?.location?.file)
                    $0.field("line", node.scene?.location?.line)
                    if let unreachable, node.kind == .scene { $0.field("reachable", !unreachable[index]) }
                }
            }
            $0.array("edges", graph.edges) { json, edge in
                json.object {
                    $0.field("kind", edge.kind.rawValue)
                    $0.field("from", graph.nodes[edge.from].id)
                    $0.field("to", graph.nodes[edge.to].id)
                    $0.field("identifier", edge.identifier)
                    $0.field("segueKind", edge.segue.map { $0.kind })
                    $0.field("relationship", edge.segue?.relationship)
                    $0.field("trigger", edge.segue.map { $0.trigger.description })
                    $0.field("segueAction", edge.segue?.destinationCreationSelector)
                    $0.field("unwindAction", edge.kind == .unwind ? edge.label : nil)
                    $0.field("throughReference", edge.isThroughReference)
                    $0.field("file", edge.segue?.location.file)
                    $0.field("line", edge.segue?.location.line)
                    $0.array("code", edge.codeLocations) { json, location in
                        json.object {
                            $0.field("file", location.file)
                            $0.field("line", location.line)
                            $0.field("column", location.column)
                        }
                    }
                }
            }
            $0.array("storyboards", graph.clusters) { json, cluster in
                json.object {
                    $0.field("id", cluster.id)
                    $0.field("name", cluster.name)
                    $0.field("file", cluster.path)
                    $0.array("nodes", cluster.nodes) { json, node in json.string(graph.nodes[node].id) }
                }
            }
            FindingOutput.write(findings, to: &$0)
        }
    }
}
