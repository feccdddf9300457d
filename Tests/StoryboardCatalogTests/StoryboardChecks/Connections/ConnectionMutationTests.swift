import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

/// Sources written from a document's own connections: for every custom class, a class that
/// declares each outlet, runtime attribute and action its objects use, so that the check of the
/// document against them is clean; each member can be left out, as a rename or a deletion would.
private struct GeneratedSources {
    /// A member the sources declare, and the connections that use it.
    struct Member: Hashable {
        var className: String
        var declaration: String
        /// The locations of the connections that need it.
        var uses: Set<FileLocation>
    }

    private(set) var superclasses: [String: String] = [:]
    private(set) var members: [Member] = []

    init(_ document: Storyboard) {
        func isApp(_ object: InterfaceObject) -> Bool {
            guard let name = ClassIndex([]).appClassName(of: object, sdk: document.sdk) else { return false }
            return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        var byID: [String: InterfaceObject] = [:]
        for object in document.objects where isApp(object) {
            superclasses[object.customClass!] = superclasses[object.customClass!] ?? object.frameworkClassName
            byID[object.id] = byID[object.id] ?? object
        }
        var index: [String: Int] = [:]
        let superclasses = self.superclasses
        // What the framework superclass has (`view`, `delegate`, `layer`) needs no member, and removing
        // none breaks it.
        func add(_ className: String, _ declaration: String, _ location: FileLocation, key: String) {
            let superclass = superclasses[className]!
            guard !Self.platformHas(key, superclass, sdk: document.sdk) else { return }
            let key = className + "\u{0}" + declaration
            if let existing = index[key] {
                members[existing].uses.insert(location)
            } else {
                index[key] = members.count
                members.append(Member(className: className, declaration: declaration, uses: [location]))
            }
        }
        for connection in document.connections {
            switch connection.kind {
            case .outlet, .outletCollection:
                guard isApp(connection.owner) else { continue }
                add(
                    connection.owner.customClass!, "@IBOutlet var \(connection.name): AnyObject?", connection.location,
                    key: connection.name)
            case .action:
                guard let target = byID[connection.destinationID] else { continue }
                let swiftName =
                    "action_" + connection.name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
                add(
                    target.customClass!, "@objc(\(connection.name)) func \(swiftName)() {}", connection.location,
                    key: connection.name)
            }
        }
        for attribute in document.runtimeAttributes where isApp(attribute.object) {
            let key = attribute.keyPath.prefix { $0 != "." }
            add(
                attribute.object.customClass!, "@IBInspectable var \(key): AnyObject?", attribute.location,
                key: String(key))
        }
    }

    /// Whether the SDK's class `name` or one of its superclasses has `key`, as a key or a selector.
    private static func platformHas(_ key: String, _ name: String, sdk: SDKPlatform) -> Bool {
        var current: String? = name
        while let type = current, let entry = SDKTable.entry(type, sdk: sdk) {
            if entry.hasKey(key) || entry.hasAction(key) { return true }
            current = entry.superclass
        }
        return false
    }

    /// The Swift source, without the members `removed`.
    func source(without removed: Set<Member> = []) -> String {
        var bodies: [String: [String]] = [:]
        for member in members where !removed.contains(member) {
            bodies[member.className, default: []].append(member.declaration)
        }
        return superclasses.keys.sorted().map { name in
            "class \(name): \(superclasses[name]!) {\n"
                + (bodies[name] ?? []).map { "    \($0)\n" }.joined() + "}\n"
        }.joined()
    }
}

@Suite("Connections of real documents, mutated")
struct ConnectionMutationTests {
    /// The corpus's storyboards (when the corpus is there) and the project's xibs.
    static let documents: [String] = {
        var paths = (try? Corpus.storyboards().map(\.path)) ?? []
        paths += ["Connections/NoteCell.xib", "Connections/Preferences.xib"].map(FixtureFiles.path)
        return paths
    }()

    static let connectionCodes: Set<Finding.Code> = [
        .classMissing, .outletMissingProperty, .actionMissingMethod, .runtimeAttributeMissingProperty,
        .outletUnverified, .actionUnverified,
    ]

    @Test(
        "Members real documents connect, removed one at a time (seeded), are reported at each connection using them: 4 a document, and 12 in the long run",
        arguments: documents)
    func mutations(path: String) throws {
        let document = try Storyboard(contentsOf: path)
        let generated = GeneratedSources(document)
        let catalog = StoryboardCatalog(storyboards: [document])
        func findings(_ source: String) -> [Finding] {
            let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "App/Generated.swift")])
            return catalog.check(sources: sources).filter { Self.connectionCodes.contains($0.code) }
        }
        let clean = findings(generated.source())
        #expect(clean.isEmpty, "\(path): \(clean.map(\.description).joined(separator: "\n"))")
        guard !generated.members.isEmpty else { return }
        // Up to 12 members of each document, chosen by a generator seeded with the document's name
        // (the first 4 of them in swift test).
        var generator = SeededGenerator(
            seed: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let chosen = generated.members.shuffled(using: &generator).prefix(LongTests.count(4, full: 12))
        for member in chosen {
            let found = findings(generated.source(without: [member]))
            let locations = Set(found.compactMap(\.location))
            #expect(
                locations == member.uses,
                "\(path): without \(member.className).\(member.declaration), found \(found.map(\.description))")
            #expect(found.allSatisfy { $0.severity == .error || $0.severity == .warning })
        }
    }

    @Test("The mutations cover hundreds of real connections")
    func coverage() throws {
        let members = try Self.documents.map { GeneratedSources(try Storyboard(contentsOf: $0)).members.count }
        // The two fixture xibs alone hold 13; the corpus's eight storyboards several hundred.
        #expect(members.reduce(0, +) >= (Corpus.hasStoryboards ? 200 : 13))
    }
}

@Suite("Connections of real documents' framework objects and framework-named classes, mutated")
struct FrameworkConnectionMutationTests {
    /// The outlets of objects of the SDK's classes (plain views, table views, the Application) whose
    /// key the SDK's table has: each renamed in the document must be reported at its line.
    @Test(
        "Outlets of the SDK's objects, renamed in the document, are reported where they are: 3 a document, and 8 in the long run",
        arguments: ConnectionMutationTests.documents)
    func frameworkOutlets(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = try Storyboard(data: Data(text.utf8), path: path)
        let generated = GeneratedSources(document)
        let sources = SwiftSources(files: [
            SwiftSourceFile(bytes: Array(generated.source().utf8), path: "App/Generated.swift")
        ])
        let index = ClassIndex(sources.files)
        let candidates = document.connections.filter { connection in
            guard connection.kind == .outlet, index.appClassName(of: connection.owner, sdk: document.sdk) == nil,
                let type = ClassIndex.frameworkClassName(of: connection.owner, sdk: document.sdk)
            else { return false }
            return index.property(
                connection.name, in: ClassIndex.frameworkChain(of: type, sdk: document.sdk), settable: true)
                == .found
        }
        guard !candidates.isEmpty else { return }
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: path.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var caught = 0
        let chosen = candidates.shuffled(using: &generator).prefix(LongTests.count(3, full: 8))
        for connection in chosen {
            var mutated = lines
            let line = (connection.location.line ?? 0) - 1
            let original = "property=\"\(connection.name)\""
            guard line >= 0, line < lines.count, lines[line].contains(original) else { continue }
            mutated[line] = lines[line].replacingOccurrences(
                of: original, with: "property=\"\(connection.name)Renamed\"")
            let catalog = StoryboardCatalog(storyboards: [
                try Storyboard(data: Data(mutated.joined(separator: "\n").utf8), path: path)
            ])
            let found = catalog.check(sources: sources).filter {
                $0.code == .outletMissingProperty && $0.location?.line == connection.location.line
            }
            if !found.isEmpty { caught += 1 }
            #expect(!found.isEmpty, "\(path):\(line + 1): \(connection.name) renamed was not reported")
        }
        #expect(caught == chosen.count)
    }

    @Test("The framework objects' mutations cover real outlets")
    func coverage() throws {
        var total = 0
        for path in ConnectionMutationTests.documents {
            let document = try Storyboard(contentsOf: path)
            let index = ClassIndex([])
            total +=
                document.connections.filter { connection in
                    connection.kind == .outlet && index.appClassName(of: connection.owner, sdk: document.sdk) == nil
                        && ClassIndex.frameworkClassName(of: connection.owner, sdk: document.sdk) != nil
                }.count
        }
        // The corpus holds 100 (a table view's data source and delegate, a scroll view's, a gesture's).
        #expect(total >= (Corpus.hasStoryboards ? 80 : 1), "\(total) outlets of framework objects")
    }

    /// The app's classes renamed with framework prefixes (`PKHUD`, `SK`, `MF`…): still the app's,
    /// so their connections are checked exactly as before.
    @Test(
        "App classes named like framework classes are the app's: clean, and each removed member reported (3 a document, and 6 in the long run)",
        arguments: ConnectionMutationTests.documents)
    func frameworkNamedClasses(path: String) throws {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let plain = try Storyboard(data: Data(text.utf8), path: path)
        let index = ClassIndex([])
        let names = Set(plain.objects.compactMap { index.appClassName(of: $0, sdk: plain.sdk) })
            .filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }.sorted()
        guard !names.isEmpty else { return }
        let prefixes = ["PKHUD", "SK", "MF", "AR", "CN", "PH", "MK", "AV"]
        var renamed: [String: String] = [:]
        for (offset, name) in names.enumerated() { renamed[name] = prefixes[offset % prefixes.count] + name }
        // In one pass over the text (a replacement per name took most of the test's time).
        let marker = "customClass=\""
        var pieces = text.split(separator: marker, omittingEmptySubsequences: false).map(String.init)
        for index in pieces.indices.dropFirst() {
            let piece = pieces[index]
            guard let quote = piece.firstIndex(of: "\""), let new = renamed[String(piece[..<quote])] else { continue }
            pieces[index] = new + piece[quote...]
        }
        text = pieces.joined(separator: marker)
        let document = try Storyboard(data: Data(text.utf8), path: path)
        let generated = GeneratedSources(document)
        let catalog = StoryboardCatalog(storyboards: [document])
        func findings(_ source: String) -> [Finding] {
            let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "App/Generated.swift")])
            return catalog.check(sources: sources).filter { ConnectionMutationTests.connectionCodes.contains($0.code) }
        }
        let clean = findings(generated.source())
        #expect(clean.isEmpty, "\(path): \(clean.map(\.description).joined(separator: "\n"))")
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: path.utf8.reduce(11) { $0 &* 33 &+ Int($1) }))
        for member in generated.members.shuffled(using: &generator).prefix(LongTests.count(3, full: 6)) {
            let found = findings(generated.source(without: [member]))
            #expect(
                Set(found.compactMap(\.location)) == member.uses,
                "\(path): without \(member.className).\(member.declaration), found \(found.map(\.description))")
        }
        // Without the sources, each such class is missing, as the app's classes are.
        let missing = catalog.check(
            sources: SwiftSources(files: [
                SwiftSourceFile(bytes: Array("class Unrelated {}\n".utf8), path: "App/Other.swift")
            ])
        ).filter { $0.code == .classMissing }
        #expect(!missing.isEmpty, "\(path): the renamed classes were taken for the SDK's")
    }
}
