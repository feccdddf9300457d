import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// A Swift `@IBOutlet` declared implicitly unwrapped (`!`) in a class that documents make, which
    /// none of the documents connects: reading it crashes. A warning: the code may never read it.
    public static let outletUnconnected: Self = "outlet.unconnected"
}

/// The implicitly unwrapped outlets of the sources' classes, checked against the connections of the
/// documents that make objects of those classes.
///
/// An outlet of a class is connected when an object of the class, or of a subclass, connects it in
/// any document read (an outlet of a superclass connected in a subclass's scene counts). Nothing is
/// reported for a class no document makes, nor when what connects it cannot all be seen: an object
/// of the class (or a subclass) in another module, a class the sources declare twice (two targets'), a class that `object_setClass` gives objects, an
/// outlet of that name set by a File's Owner without a class (the owner is chosen in code) or by an
/// object whose class the sources do not declare, and an outlet whose name the code assigns to
/// (`title = …`, `self.title = …`). Outlets that `#if os(…)` leaves out of the documents' platforms' builds
/// are not checked.
struct OutletUsageCheck {
    let index: ClassIndex

    /// A class made in a document (in a scene of it, or -1).
    private struct Place: Hashable {
        var name: String
        var document: Int
        var scene: Int
    }

    func findings(in documents: [Storyboard], sources: SwiftSources) -> [Finding] {
        // Only the outlets the documents' platforms build (`#if os(tvOS)` is not in an iOS app's build).
        var platforms: SourcePlatforms = []
        for document in documents { platforms.formUnion(document.sdk.sourcePlatforms) }
        var outlets: [String: [SwiftOutletProperty]] = [:]
        for file in sources.files {
            for outlet in file.unwrappedOutlets where !outlet.platforms.isDisjoint(with: platforms) {
                outlets[outlet.typeName, default: []].append(outlet)
            }
        }
        guard !outlets.isEmpty else { return [] }
        // The classes documents make, where each is made (for the message), what is connected on
        // objects of each class or a subclass, and what may be connected on any class.
        // Where each class is made, as a document's index and a scene's (-1 for a xib's objects), in
        // document order: made into text only for the classes reported.
        var places: [String: [(document: Int, scene: Int)]] = [:]
        var placed: Set<Place> = []
        var connected: [String: Set<String>] = [:]
        var anyClass: Set<String> = []
        var unsure: Set<String> = []
        var chains: [String: [String]] = [:]
        func classes(of object: InterfaceObject, sdk: SDKPlatform) -> [String]? {
            guard let name = index.appClassName(of: object, sdk: sdk), index.declares(name) else { return nil }
            if let known = chains[name] { return known }
            let found = index.chain(of: name, sdk: sdk).classes
            chains[name] = found
            return found
        }
        for (documentIndex, document) in documents.enumerated() {
            for object in document.objects where object.role != .firstResponder {
                guard let chain = classes(of: object, sdk: document.sdk) else { continue }
                let isOtherModule =
                    !(object.customModule ?? "").isEmpty && object.customModuleProvider != "target"
                for name in chain where outlets[name] != nil {
                    if isOtherModule { unsure.insert(name) }
                    let scene =
                        document.kind == .storyboard && object.sceneIndex.map({ $0 < document.scenes.count }) == true
                        ? object.sceneIndex! : -1
                    if placed.insert(Place(name: name, document: documentIndex, scene: scene)).inserted {
                        places[name, default: []].append((documentIndex, scene))
                    }
                }
            }
            // The connections of one owner are written together: its chain is looked up once for them.
            var lastOwner: (id: String, chain: [String]?)?
            for connection in document.connections where connection.kind != .action {
                let owner = connection.owner
                let chain: [String]?
                if let last = lastOwner, last.id == owner.id {
                    chain = last.chain
                } else {
                    chain = classes(of: owner, sdk: document.sdk)
                    lastOwner = (owner.id, chain)
                }
                if let chain {
                    for name in chain where outlets[name] != nil {
                        connected[name, default: []].insert(connection.name)
                    }
                } else if owner.role == .filesOwner || index.appClassName(of: owner, sdk: document.sdk) != nil
                    || owner.customClass?.utf8.starts(with: "_Tt".utf8) == true
                {
                    // A File's Owner the code chooses, or an object of a class the sources do not declare.
                    anyClass.insert(connection.name)
                }
            }
        }
        for swapped in index.classSwaps.keys {
            unsure.formUnion(index.chain(of: swapped, sdk: documents.first?.sdk ?? .iOS).classes)
        }
        // The outlets nothing connects, then those of them the code assigns itself, asked of each file
        // once for all of them (a file read without its members is read again).
        var candidates: [(type: String, made: [String], names: Set<String>, outlet: SwiftOutletProperty)] = []
        for (type, declared) in outlets {
            // Two classes of one name (an iOS and a macOS target's): the documents may make the other.
            guard let madeAt = places[type], !unsure.contains(type), index.declared[type]?.count == 1 else { continue }
            var made: [String] = []
            for (document, scene) in madeAt {
                let file = lastPathComponent(documents[document].path)
                let place = scene >= 0 ? "the \(documents[document].scenes[scene].className) scene of \(file)" : file
                if !made.contains(place) { made.append(place) }
            }
            let names = connected[type] ?? []
            for outlet in declared where !names.contains(outlet.name) && !anyClass.contains(outlet.name) {
                candidates.append((type, made, names, outlet))
            }
        }
        // Asked of the files whose code is the class's or a subclass's (a declaration or an extension),
        // where code that sets an outlet itself sets it.
        var assigned: Set<String> = []
        if !candidates.isEmpty {
            let types = Set(candidates.map(\.type))
            var namesByType: [String: Set<String>] = [:]
            for candidate in candidates { namesByType[candidate.type, default: []].insert(candidate.outlet.name) }
            // The candidates' classes among a class and its superclasses, walked by the sources'
            // declarations alone (the framework class a chain ends at does not matter here), once a class.
            var families: [String: [String]] = [:]
            func family(of name: String) -> [String] {
                if let known = families[name] { return known }
                var found: [String] = []
                var current: String? = name
                var steps = 0
                while let type = current, steps < 64 {
                    if types.contains(type) { found.append(type) }
                    guard let superclass = index.declared[type]?.lazy.compactMap(\.superclass).first else { break }
                    if let dot = superclass.utf8.lastIndex(of: UInt8(ascii: ".")) {
                        current = String(superclass[superclass.utf8.index(after: dot)...])
                    } else {
                        current = superclass
                    }
                    steps += 1
                }
                families[name] = found
                return found
            }
            for file in sources.files {
                var owners: Set<String> = []
                for declaration in file.classes { owners.formUnion(family(of: declaration.name)) }
                guard !owners.isEmpty else { continue }
                var asked: Set<String> = []
                for owner in owners { asked.formUnion(namesByType[owner] ?? []) }
                for name in file.assigned(among: asked) {
                    for owner in owners { assigned.insert(owner + "." + name) }
                }
            }
        }
        var found: [Finding] = []
        for (type, made, names, outlet) in candidates where !assigned.contains(type + "." + outlet.name) {
            let shown =
                made.prefix(3).joined(separator: ", ") + (made.count > 3 ? " and \(made.count - 3) more" : "")
            let near = SegueCheck.nearest(
                to: outlet.name, among: names.filter { $0 != outlet.name }.sorted(), listingFew: false)
            let hint =
                near.isEmpty
                ? ""
                : " (they connect \(near.map(quoted).joined(separator: ", ")): a renamed outlet leaves the old name)"
            found.append(
                Finding(
                    .warning, .outletUnconnected, at: outlet.location,
                    "The outlet \(outlet.name) of \(type) is implicitly unwrapped, but no document that makes a "
                        + "\(type) (\(shown)) connects it\(hint), so reading it crashes with \"Unexpectedly found "
                        + "nil while implicitly unwrapping an Optional value\"; connect it in the Connections "
                        + "inspector, or declare it optional if it may stay unconnected."))
        }
        return found
    }
}
