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
        "Members real documents connect, removed one at a time (seeded), are reported at each connection using them",
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
        // Up to 12 members of each document, chosen by a generator seeded with the document's name.
        var generator = SeededGenerator(
            seed: UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
        let chosen = generated.members.shuffled(using: &generator).prefix(12)
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
