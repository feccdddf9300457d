import CatalogFiles
import Dispatch
import SegueRouting
import SourceReading
import StoryboardModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Finding.Code {
    /// A scene that no entry point reaches (not the main storyboard's initial controller, no segue,
    /// relationship or reference from a reached scene, no code that instantiates it), or a storyboard
    /// none of whose scenes is reached. Reported only when sources are checked.
    public static let sceneUnreachable: Self = "scene.unreachable"
}

extension NavigationGraph {
    /// Builds the graph of `catalog`'s storyboards with what `sources` do with them: the scenes code
    /// instantiates by storyboard ID, the storyboards it loads by name, the segues it performs, and
    /// the scenes each unwind returns to (those whose class, or a superclass among the sources,
    /// implements the action).
    ///
    ///     let read = StoryboardCatalog.reading(storyboards: ["App"], sources: ["App"])
    ///     let graph = NavigationGraph(catalog: read.catalog, sources: read.sources)
    public init(catalog: StoryboardCatalog, sources: SwiftSources) {
        let code = sources.references.compactMap { reference -> CodeReference? in
            let kind: CodeReference.Kind
            switch reference.kind {
            case .performedSegue: kind = .performedSegue(identifier: reference.value)
            case .storyboardIdentifier(let storyboard):
                kind = .instantiation(storyboard: storyboard, identifier: reference.value)
            case .storyboardName: kind = .storyboardLoad(name: reference.value)
            case .comparedSegue, .nibName, .dequeuedReuseIdentifier, .registeredReuseIdentifier, .imageName, .colorName:
                return nil
            }
            return CodeReference(kind: kind, typeName: reference.typeName, location: reference.location)
        }
        let actions = UnwindActions(sources)
        self.init(catalog: catalog, code: code, actions: actions.selectors(of:))
    }
}

/// The action methods of the sources' classes, with their superclasses, for finding the scenes an
/// unwind returns to.
private struct UnwindActions: Sendable {
    var superclasses: [String: String] = [:]
    var selectors: [String: Set<String>] = [:]

    init(_ sources: SwiftSources) {
        for file in sources.files {
            for declaration in file.classes {
                if let superclass = declaration.superclass, superclasses[declaration.name] == nil {
                    superclasses[declaration.name] = superclass
                }
                if let objectiveCName = declaration.objectiveCName, objectiveCName != declaration.name,
                    let superclass = declaration.superclass, superclasses[objectiveCName] == nil
                {
                    superclasses[objectiveCName] = superclass
                }
            }
            for action in file.actions where action.isExposedToObjectiveC {
                if let type = action.typeName { selectors[type, default: []].insert(action.selector.rawValue) }
            }
        }
    }

    /// The selectors `className` and its superclasses among the sources implement.
    func selectors(of className: String) -> Set<String> {
        var found: Set<String> = []
        var current: String? = className
        var visited: Set<String> = []
        while let name = current, visited.insert(name).inserted {
            found.formUnion(selectors[name] ?? [])
            current = superclasses[name]
        }
        return found
    }
}

extension StoryboardCatalog {
    /// The storyboards the app starts with, named in the `Info.plist` of each storyboard's bundle:
    /// the nearest folder above the storyboard that holds an `Info.plist`, a `…-Info.plist` (as older
    /// Xcode templates name it), or either in a `Resources`, `Supporting Files` or `SupportingFiles`
    /// subfolder. The keys read are `UIMainStoryboardFile` (and its `~ipad` and `~iphone` forms),
    /// `UISceneStoryboardFile` of a scene configuration, `NSMainStoryboardFile`, an extension's
    /// `NSExtensionMainStoryboard`, and the launch screen's `UILaunchStoryboardName`.
    ///
    /// - Returns: Storyboard names, each once, in the order found.
    package func mainStoryboardNames() -> [String] {
        var plistsOf: [String: [String]] = [:]
        var plists: [String] = []
        for storyboard in storyboards {
            let absolute =
                storyboard.path.hasPrefix("/")
                ? storyboard.path : FileManager.default.currentDirectoryPath + "/" + storyboard.path
            var folder = Substring(absolute)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")), slash > folder.startIndex {
                folder = folder[..<slash]
                let path = String(folder)
                let found =
                    plistsOf[path]
                    ?? {
                        func plists(among names: [String], in folder: String) -> [String] {
                            names.filter { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }.map { folder + "/" + $0 }
                        }
                        // Only the names that can be a property list or one of the subfolders are
                        // sorted and decoded: the walk lists every folder above the storyboard, and
                        // one of them may be a temporary folder of thousands.
                        let subfolders = ["Resources", "Supporting Files", "SupportingFiles"]
                        let names = FileSystem.posix.entryNames(of: path) { name in
                            // By the last byte first: a property list's name ends in t, the subfolders' in s.
                            switch name.last {
                            case UInt8(ascii: "t"): Self.mayNamePropertyList(name)
                            case UInt8(ascii: "s"): subfolders.contains { name.elementsEqual($0.utf8) }
                            default: false
                            }
                        }
                        var found = plists(among: names, in: path)
                        for subfolder in subfolders where names.contains(subfolder) {
                            let inside = path + "/" + subfolder
                            found += plists(
                                among: FileSystem.posix.entryNames(of: inside, where: Self.mayNamePropertyList),
                                in: inside)
                        }
                        plistsOf[path] = found
                        return found
                    }()
                if !found.isEmpty {
                    for plist in found where !plists.contains(plist) { plists.append(plist) }
                    break
                }
            }
        }
        var names: [String] = []
        for plist in plists {
            for name in InfoPropertyList.mainStoryboards(at: plist) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether the name's bytes end in `Info.plist`: every name `mainStoryboardNames()` takes for a
    /// property list does (it keeps `Info.plist` and `…-Info.plist`, which have no other spelling).
    static func mayNamePropertyList(_ name: [UInt8]) -> Bool {
        let suffix = "Info.plist".utf8
        return name.last == UInt8(ascii: "t") && name.count >= suffix.count
            && name.suffix(suffix.count).elementsEqual(suffix)
    }

    /// What the ways into the app reach of `graph`: from the initial controllers of `mainStoryboards`
    /// that the graph holds, the scenes `entries` name (``NavigationGraph/nodes(matching:)``), and what
    /// code makes, including the scenes `sources` name in ways the reader does not follow (see
    /// ``unreachableScenes(in:sources:mainStoryboards:entries:)``).
    ///
    /// - Returns: `nil` when no main storyboard of the graph's and no entry is known: then everything
    ///   would look unreached.
    package static func reachability(
        of graph: NavigationGraph, sources: SwiftSources, mainStoryboards: [String], entries: [String]
    ) -> NavigationGraph.Reachability? {
        let given = entries.flatMap { graph.nodes(matching: $0) }
        let known = mainStoryboards.filter { name in graph.clusters.contains { $0.name == name } }
        guard !known.isEmpty || !given.isEmpty else { return nil }
        var starts = graph.entryPoints(mainStoryboards: known, scenes: given)
        var reachability = graph.reachability(from: starts)
        let mentioned = mentionedNodes(graph, reachability, in: sources)
        if !mentioned.isEmpty {
            starts += mentioned
            reachability = graph.reachability(from: starts)
        }
        return reachability
    }

    /// `scene.unreachable` findings: the scenes of `storyboards` no entry point of `graph` reaches,
    /// and, once each, the storyboards none of whose scenes it reaches.
    ///
    /// Code the source reader does not follow (a helper that takes the storyboard's name and the
    /// scene's ID, `UIStoryboard.controller(from: "Chat", identifier: "Chat")`; a generic
    /// `instantiate()` that takes the class's name as its ID) still names what it makes: a scene whose
    /// storyboard ID, or a storyboard whose name, is a string literal of the sources, and a scene
    /// whose storyboard ID is its class's name, used as `Class.self` or `Class.member`, count as made
    /// by code.
    package static func unreachableScenes(
        in graph: NavigationGraph, sources: SwiftSources, mainStoryboards: [String], entries: [String]
    ) -> [Finding] {
        guard
            let reachability = reachability(
                of: graph, sources: sources, mainStoryboards: mainStoryboards, entries: entries)
        else { return [] }
        let known = mainStoryboards.filter { name in graph.clusters.contains { $0.name == name } }
        let starting = (known.map { "the initial controller of \($0).storyboard" } + entries.map { "--entry \($0)" })
            .joined(separator: ", ")
        var found: [Finding] = []
        for clusterIndex in reachability.unreachableClusters {
            let cluster = graph.clusters[clusterIndex]
            let count = cluster.nodes.filter { graph.nodes[$0].kind == .scene }.count
            found.append(
                Finding(
                    .warning, .sceneUnreachable, at: FileLocation(file: cluster.path),
                    "Nothing reaches \(cluster.name).storyboard: no code loads it by name or instantiates its "
                        + "scenes by storyboard ID, it is not the main storyboard, and no segue or reference "
                        + "of a scene the app shows leads into it, so its \(count) scene(s) never show; delete it, "
                        + "or name a scene with --entry if code reaches it in a way the check cannot see (a name "
                        + "built at run time)."))
        }
        for index in reachability.unreachable {
            let node = graph.nodes[index]
            guard let scene = node.scene else { continue }
            let named = node.storyboardIdentifier.map { " (storyboard ID \(quoted($0)))" } ?? ""
            found.append(
                Finding(
                    .warning, .sceneUnreachable,
                    at: scene.location
                        ?? FileLocation(file: node.cluster.map { graph.clusters[$0].path } ?? ""),
                    "Nothing reaches this \(node.className) scene\(named) of \(node.storyboard ?? "").storyboard: "
                        + "no segue, relationship or reference leads to it from a scene the app shows"
                        + " (starting from \(starting))"
                        + ", and no code instantiates it by storyboard ID, so it never shows; delete it, connect "
                        + "it, or name it with --entry if code reaches it in a way the check cannot see (an ID "
                        + "built at run time)."))
        }
        return found
    }
}

extension StoryboardCatalog {
    /// The unreached nodes whose storyboard ID or storyboard name the sources hold as a string
    /// literal, or whose class (named like the ID) they use as `Class.self` or `Class.member`.
    static func mentionedNodes(
        _ graph: NavigationGraph, _ reachability: NavigationGraph.Reachability, in sources: SwiftSources
    ) -> [Int] {
        var literals: [String: [Int]] = [:]
        var classes: [String: [Int]] = [:]
        var unreached = reachability.unreachable
        for cluster in reachability.unreachableClusters { unreached += graph.clusters[cluster].nodes }
        // A storyboard's name loads it for its initial controller, when that is not reached.
        for cluster in graph.clusters {
            for node in cluster.nodes where graph.nodes[node].isInitial && !reachability.isReached[node] {
                literals[cluster.name, default: []].append(node)
            }
        }
        for node in unreached {
            guard let identifier = graph.nodes[node].storyboardIdentifier else { continue }
            literals[identifier, default: []].append(node)
            if identifier == graph.nodes[node].className { classes[identifier, default: []].append(node) }
        }
        guard !literals.isEmpty else { return [] }
        let scanner = MentionScanner(literals: literals, classes: classes)
        // Each file read again and scanned once, on all cores.
        let files = sources.files.map(\.path)
        let results = UnsafeMutableBufferPointer<Set<Int>>.allocate(capacity: files.count)
        results.initialize(repeating: [])
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let shared = results
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let bytes = try? FileReader.bytes(at: FilePath(files[index]), limit: 16 << 20) else { return }
            shared[index] = bytes.withUnsafeBufferPointer { scanner.scan($0) }
        }
        var found: Set<Int> = []
        for result in results { found.formUnion(result) }
        return found.sorted()
    }
}

/// Finds, in one pass over a source file, the string literals and the uses of classes as values
/// (`Class.self`, `Class.member`) that name unreached scenes.
struct MentionScanner: Sendable {
    let literals: [String: [Int]]
    /// Whether any literal has each length in bytes (up to 256): most strings of a file are not made
    /// into `String`s.
    private var literalLengths = [Bool](repeating: false, count: 257)

    /// The class names' bytes, with their nodes.
    private let classNames: [(name: [UInt8], nodes: [Int])]

    init(literals: [String: [Int]], classes: [String: [Int]]) {
        self.literals = literals
        classNames = classes.map { (Array($0.key.utf8), $0.value) }
        for literal in literals.keys where literal.utf8.count <= 256 { literalLengths[literal.utf8.count] = true }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The nodes `text` names.
    func scan(_ text: UnsafeBufferPointer<UInt8>) -> Set<Int> {
        guard let base = text.baseAddress else { return [] }
        var found: Set<Int> = []
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        /// The index of the next `byte` at or after `start`, found by memchr.
        func next(_ byte: UInt8, from start: Int) -> Int? {
            guard start < text.count, let hit = memchr(base + start, Int32(byte), text.count - start) else {
                return nil
            }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        // String literals, quote to quote.
        var index = 0
        while let start = next(quote, from: index) {
            var end = start + 1
            while end < text.count && end - start <= 257 && text[end] != quote && text[end] != 0x0A
                && text[end] != backslash
            {
                end += 1
            }
            let length = end - start - 1
            if end < text.count && text[end] == quote && length <= 256 && literalLengths[length] {
                let literal = String(decoding: UnsafeBufferPointer(rebasing: text[(start + 1)..<end]), as: UTF8.self)
                if let nodes = literals[literal] { found.formUnion(nodes) }
            } else if end < text.count && text[end] == backslash {
                // A literal with an escape names nothing here; its end is found past the escapes.
                while end < text.count && text[end] != quote && text[end] != 0x0A {
                    end += text[end] == backslash ? 2 : 1
                }
            }
            index = end + 1
        }
        // Classes used as values, by the first byte of their names (there are few).
        let dot = UInt8(ascii: ".")
        for first in Set(classNames.compactMap(\.name.first)) {
            var index = 0
            while let start = next(first, from: index) {
                index = start + 1
                guard start == 0 || !Self.isNameByte(text[start - 1]) else { continue }
                for (name, nodes) in classNames where name.first == first {
                    let end = start + name.count
                    guard end + 1 < text.count, text[end] == dot,
                        UnsafeBufferPointer(rebasing: text[start..<end]).elementsEqual(name),
                        Self.isValueMember(text, from: end + 1)
                    else { continue }
                    found.formUnion(nodes)
                }
            }
        }
        return found
    }

    /// Whether the name at `start` is a member of a value (lowercase, no file extension):
    /// `self`, `instantiate`, not `swift`.
    static func isValueMember(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var end = start
        while end < text.count && isNameByte(text[end]) { end += 1 }
        guard end > start, text[start] >= UInt8(ascii: "a"), text[start] <= UInt8(ascii: "z") else { return false }
        let member = String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
        return !["swift", "h", "m", "mm", "storyboard", "xib"].contains(member)
    }
}

/// Reading the keys of an `Info.plist` that name the storyboards an app starts with.
package enum InfoPropertyList {
    /// The keys whose string values name a main storyboard.
    static let keys: Set<String> = [
        "UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone", "UISceneStoryboardFile",
        "NSMainStoryboardFile", "NSExtensionMainStoryboard", "UILaunchStoryboardName", "UILaunchStoryboardName~ipad",
        "UILaunchStoryboardName~iphone",
    ]

    /// The storyboard names the XML property list at `path` gives under ``keys``, at any depth (a
    /// scene configuration's `UISceneStoryboardFile` is nested in `UIApplicationSceneManifest`);
    /// empty when the file cannot be read or is not an XML property list. Values that use build
    /// settings (`$(…)`) are left out.
    package static func mainStoryboards(at path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return mainStoryboards(in: Array(data))
    }

    /// ``mainStoryboards(at:)`` of a property list's bytes.
    package static func mainStoryboards(in bytes: [UInt8]) -> [String] {
        func find(_ word: String, from start: Int) -> Int? {
            let pattern = Array(word.utf8)
            guard pattern.count <= bytes.count else { return nil }
            var index = start
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    return index
                }
                index += 1
            }
            return nil
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func trimmed(_ range: Range<Int>) -> String {
            var lower = range.lowerBound
            var upper = range.upperBound
            while lower < upper && isSpace(bytes[lower]) { lower += 1 }
            while upper > lower && isSpace(bytes[upper - 1]) { upper -= 1 }
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }
        var names: [String] = []
        var position = 0
        while let keyStart = find("<key>", from: position) {
            guard let keyEnd = find("</key>", from: keyStart + 5) else { break }
            let key = trimmed((keyStart + 5)..<keyEnd)
            position = keyEnd + 6
            guard keys.contains(key) else { continue }
            var value = position
            while value < bytes.count && isSpace(bytes[value]) { value += 1 }
            guard bytes[value...].starts(with: "<string>".utf8), let end = find("</string>", from: value + 8) else {
                continue
            }
            let name = trimmed((value + 8)..<end)
            if !name.isEmpty, !name.contains("$("), !names.contains(name) { names.append(name) }
            position = end
        }
        return names
    }
}
