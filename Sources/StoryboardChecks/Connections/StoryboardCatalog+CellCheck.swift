import SegueRouting
import SourceReading
import StoryboardModel

extension Finding.Code {
    /// A nib name in code that no xib of the target has: loading it raises an exception.
    public static let nibMissing: Self = "nib.missing"
    /// A reuse identifier code dequeues that no prototype or registration provides: UIKit raises an
    /// exception, and AppKit's `makeView(withIdentifier:owner:)` returns `nil` where the code forces it.
    public static let reuseUnknownIdentifier: Self = "reuse.unknown-identifier"
    /// A nib registered under another identifier than its cell's own: dequeuing it raises an
    /// exception.
    public static let reuseNibMismatch: Self = "reuse.nib-mismatch"
    /// Two prototypes of one table or collection view with one reuse identifier: only one of them is
    /// ever dequeued.
    public static let reuseDuplicateIdentifier: Self = "reuse.duplicate-identifier"
    /// A prototype cell or view without a reuse identifier, which no code can dequeue.
    public static let reuseMissingIdentifier: Self = "reuse.missing-identifier"
}

extension StoryboardCatalog {
    /// The findings of one document's reusable views on their own: two prototypes of one table or
    /// collection view with one identifier, and prototypes without identifier.
    static func checkReusableViews(of document: Storyboard) -> [Finding] {
        guard document.kind == .storyboard else { return [] }
        var found: [Finding] = []
        var seen: [String: [String: ReusableView]] = [:]
        for view in document.reusableViews where view.isPrototype && view.kind != .tableCellView {
            // Made only for a finding: most prototypes have none.
            var place: String { view.sceneIndex.map { " in the scene of \(document.scenes[$0].className)" } ?? "" }
            guard let identifier = view.reuseIdentifier, !identifier.isEmpty else {
                found.append(
                    Finding(
                        .warning, .reuseMissingIdentifier, at: view.location,
                        "This prototype \(view.className)\(place) has no reuse identifier, so no code can dequeue it "
                            + "(Xcode warns of it when it builds); give it one in the Attributes inspector, or "
                            + "delete the prototype."))
                continue
            }
            let container = view.containerID ?? ""
            if let first = seen[container]?[identifier] {
                found.append(
                    Finding(
                        .warning, .reuseDuplicateIdentifier, at: view.location,
                        "This prototype \(view.className)\(place) has the reuse identifier \(quoted(identifier)), as "
                            + "the prototype on line \(first.location.line ?? 0) of the same \(containerName(view)) "
                            + "has, so only one of them is ever dequeued; give each prototype an identifier of its own."
                    ))
            } else {
                seen[container, default: [:]][identifier] = view
            }
        }
        return found
    }

    private static func containerName(_ view: ReusableView) -> String {
        view.kind == .tableViewCell ? "table view" : "collection view"
    }
}

/// What the code names of nibs and reuse identifiers, checked against what the documents and the
/// code provide.
struct CellCheck {
    /// The storyboards checked (one of each variant group) and every xib.
    let documents: [Storyboard]
    /// The names of the target's xibs, every variant's.
    let nibNames: Set<String>
    let references: [SourceReference]
    /// The types whose code registers identifiers that cannot be told.
    let unknownRegistrations: Set<String>
    let index: ClassIndex
    /// Dependencies whose sources are not in the tree, which may put nibs in the app's bundle.
    let absentDependencies: [SourceDependency]
    /// The custom classes of the documents' objects.
    let documentClasses: Set<String>
    /// Whether a storyboard reference leads to a storyboard that is not among the documents.
    let hasUnreadStoryboards: Bool

    init(
        documents: [Storyboard], nibNames: Set<String>, storyboardNames: Set<String>, references: [SourceReference],
        unknownRegistrations: Set<String>, index: ClassIndex, absentDependencies: [SourceDependency]
    ) {
        self.documents = documents
        self.nibNames = nibNames
        self.references = references
        self.unknownRegistrations = unknownRegistrations
        self.index = index
        self.absentDependencies = absentDependencies
        var classes: Set<String> = []
        var unread = false
        for document in documents {
            for object in document.objects { if let name = object.customClass { classes.insert(name) } }
            for scene in document.scenes where scene.isStoryboardReference {
                if let name = scene.referencedStoryboard, !storyboardNames.contains(name) { unread = true }
            }
        }
        documentClasses = classes
        hasUnreadStoryboards = unread
    }

    func findings() -> [Finding] {
        var found: [Finding] = []
        var provided: Set<String> = []
        var nibCells: [String: ReusableView] = [:]
        // The prototypes of each scene class's tables and collection views: a table's prototypes are
        // its own.
        var prototypesByClass: [String: Set<String>] = [:]
        var prototypeScenes: [String: [String]] = [:]
        for document in documents {
            for view in document.reusableViews {
                if view.isPrototype, view.kind != .tableCellView, let scene = view.sceneIndex,
                    let sceneClass = document.scenes[scene].customClass
                {
                    prototypesByClass[sceneClass, default: []].insert(view.reuseIdentifier ?? "")
                }
                guard let identifier = view.reuseIdentifier, !identifier.isEmpty else { continue }
                if view.isPrototype {
                    provided.insert(identifier)
                    // A few scenes each: the message names three.
                    if let scene = view.sceneIndex, prototypeScenes[identifier, default: []].count < 8 {
                        prototypeScenes[identifier, default: []].append(document.scenes[scene].className)
                    }
                } else if document.kind == .xib, view.containerID == nil, nibCells[document.name] == nil,
                    view.kind == .tableViewCell || view.kind == .collectionViewCell
                {
                    nibCells[document.name] = view
                }
            }
        }
        // The prototypes a class's code may dequeue: its scenes' and its subclasses' scenes' (each scene
        // class's chain walked once).
        var ownPrototypes: [String: Set<String>] = [:]
        for (sceneClass, identifiers) in prototypesByClass {
            for type in Set([sceneClass] + index.chain(of: sceneClass, sdk: .iOS).classes) {
                ownPrototypes[type, default: []].formUnion(identifiers)
            }
        }
        var registered: Set<String> = []
        for reference in references {
            if case .registeredReuseIdentifier(let nib) = reference.kind {
                provided.insert(reference.value)
                registered.insert(reference.value)
                if let nib, let cell = nibCells[nib], let own = cell.reuseIdentifier, own != reference.value {
                    found.append(
                        Finding(
                            .error, .reuseNibMismatch, at: reference.location,
                            "This registers \(nib).xib under the reuse identifier \(quoted(reference.value)), but the "
                                + "nib's \(cell.className) has the identifier \(quoted(own)), so dequeuing it raises "
                                + "an exception (the cell reuse identifier in the nib does not match the identifier "
                                + "used to register it); register it under \(quoted(own)), or change the cell's "
                                + "identifier in the nib."))
                }
            }
        }
        for reference in references {
            switch reference.kind {
            case .nibName:
                if let finding = nibFinding(reference, suggesting: found.count < Self.suggestionLimit) {
                    found.append(finding)
                }
            case .dequeuedReuseIdentifier:
                if !provided.contains(reference.value) {
                    let suggesting = found.count < Self.suggestionLimit
                    if let finding = reuseFinding(reference, provided: provided, suggesting: suggesting) {
                        found.append(finding)
                    }
                } else if !registered.contains(reference.value),
                    let finding = otherTableFinding(
                        reference, ownPrototypes: ownPrototypes, scenes: prototypeScenes[reference.value] ?? [])
                {
                    found.append(finding)
                }
            default:
                continue
            }
        }
        return found
    }

    /// A dequeue in the class of scenes whose tables and collection views have prototypes, none of
    /// them this identifier's, which only prototypes of other scenes have and no code registers: the
    /// class's own tables cannot provide it.
    private func otherTableFinding(
        _ reference: SourceReference, ownPrototypes: [String: Set<String>], scenes: [String]
    ) -> Finding? {
        guard let type = reference.typeName, !scenes.isEmpty, let own = ownPrototypes[type], !own.isEmpty,
            !own.contains(reference.value)
        else { return nil }
        // Registrations the reader cannot tell, in the class's chain, may provide it.
        let chain = Set(index.chain(of: type, sdk: .iOS).classes)
        if unknownRegistrations.contains(where: { chain.contains($0) || $0.isEmpty || !index.declares($0) }) {
            return nil
        }
        let others = Array(Set(scenes)).sorted().prefix(3).joined(separator: ", ")
        let ownList = own.filter { !$0.isEmpty }.sorted().map(quoted).joined(separator: ", ")
        return Finding(
            .warning, .reuseUnknownIdentifier, at: reference.location,
            "The reuse identifier \(quoted(reference.value)) is a prototype of the scenes of \(others) only, and no "
                + "code registers it; the prototypes of \(type)'s own scenes are "
                + (ownList.isEmpty ? "without identifiers" : ownList)
                + ", so dequeuing it from their table raises an exception (a table's prototypes are its own); add "
                + "the prototype to this scene's table, or register the cell in code.")
    }

    /// The most findings whose messages name the closest names: each costs a comparison with every
    /// name the target has, and a hostile tree may have thousands of both.
    static let suggestionLimit = 200

    private func nibFinding(_ reference: SourceReference, suggesting: Bool) -> Finding? {
        let name = reference.value
        guard !nibNames.contains(name), !name.isEmpty, !name.contains("/"), !name.contains(".") else { return nil }
        let closest = suggesting ? closestNames(to: name, among: nibNames) : []
        let dependencies = absentDependencies.map(\.name)
        let others =
            closest.isEmpty
            ? (nibNames.isEmpty ? " The target has no xib." : "")
            : " The closest the target has: " + closest.map(quoted).joined(separator: ", ") + "."
        if !dependencies.isEmpty {
            return Finding(
                .warning, .nibMissing, at: reference.location,
                "No xib of the target is named \(quoted(name)), so loading it raises an exception (could not load "
                    + "NIB in bundle) unless a dependency whose sources were not read ("
                    + dependencies.prefix(3).joined(separator: ", ") + ") puts it in the app's bundle."
                    + others)
        }
        return Finding(
            .error, .nibMissing, at: reference.location,
            "No xib of the target is named \(quoted(name)), so loading it raises an exception (could not load NIB "
                + "in bundle); name a xib the target builds, without its extension, or add \(name).xib to the target."
                + others)
    }

    private func reuseFinding(_ reference: SourceReference, provided: Set<String>, suggesting: Bool) -> Finding? {
        let identifier = reference.value
        let type = reference.typeName ?? ""
        // A class no document read names may be the class of a scene in a storyboard that was not
        // read (a reference leads to it), whose prototypes are not known.
        if hasUnreadStoryboards, !type.isEmpty,
            !index.chain(of: type, sdk: .iOS).classes.contains(where: documentClasses.contains)
        {
            return nil
        }
        var caveat = ""
        if !unknownRegistrations.isEmpty {
            // Registrations the reader cannot tell in the class itself, a superclass or a subclass may
            // well provide it; elsewhere they may too, if the identifier is a cell class's or nib's name
            // (a generic `register(_ type:)` helper).
            let chain = Set(type.isEmpty ? [] : index.chain(of: type, sdk: .iOS).classes)
            let related = unknownRegistrations.contains { registering in
                chain.contains(registering)
                    || (!type.isEmpty && index.chain(of: registering, sdk: .iOS).classes.contains(type))
            }
            if related { return nil }
            let helpers = unknownRegistrations.filter { !index.declares($0) }
            if !helpers.isEmpty, index.declares(identifier) || nibNames.contains(identifier) { return nil }
            caveat =
                " ("
                + unknownRegistrations.sorted().prefix(3).map { $0.isEmpty ? "code outside any type" : $0 }
                .joined(separator: ", ") + " register identifiers that cannot be read; if one of them registers "
                + "it for this view, there is nothing to fix)"
        }
        let closest = suggesting ? closestNames(to: identifier, among: provided) : []
        let others =
            closest.isEmpty
            ? "" : " The closest identifiers provided: " + closest.map(quoted).joined(separator: ", ") + "."
        return Finding(
            caveat.isEmpty ? .error : .warning, .reuseUnknownIdentifier, at: reference.location,
            "No prototype cell of the storyboards and no register call has the reuse identifier \(quoted(identifier)), "
                + "so dequeuing it raises an exception (unable to dequeue a cell with identifier \(identifier))"
                + "\(caveat); register a nib or a class for it, or give a prototype cell this identifier." + others)
    }
}

/// Up to three of `names` closest to `name` by edit distance, nearest first (ties by name), within
/// a third of its length (at least two edits).
package func closestNames(to name: String, among names: Set<String>) -> [String] {
    closestNames(to: name, among: NameCandidates(names))
}

/// Names to suggest from, each with its lowercased UTF-8: made once for the findings of a check that
/// suggests from the same names many times (a bundle's thousand images).
package struct NameCandidates {
    /// The names, with their lowercased UTF-8 and the set of its bytes (``byteSet(of:)``).
    let names: [(name: String, folded: [UInt8], bytes: UInt64)]

    /// The candidates `names` holds.
    package init(_ names: some Sequence<String>) {
        self.names = names.map {
            let folded = lowercasedUTF8(of: $0)
            return ($0, folded, byteSet(of: folded))
        }
    }
}

/// Up to three of `candidates` closest to `name` by edit distance, nearest first (ties by name),
/// within a third of its length (at least two edits).
///
/// A candidate whose length is too far off costs one comparison, and so does one with more bytes
/// absent from the name (or the other way round) than the limit: each such byte takes an edit of
/// its own. The others cost an edit distance that stops at the first row whose every cell is past
/// the limit (rows' minima never fall).
package func closestNames(to name: String, among candidates: NameCandidates) -> [String] {
    let target = lowercasedUTF8(of: name)
    let targetBytes = byteSet(of: target)
    let limit = max(2, target.count / 3)
    var scored: [(distance: Int, name: String)] = []
    var rows = ([Int](), [Int]())
    for (candidate, folded, bytes) in candidates.names where abs(folded.count - target.count) <= limit {
        guard (bytes & ~targetBytes).nonzeroBitCount <= limit, (targetBytes & ~bytes).nonzeroBitCount <= limit,
            candidate != name, let distance = editDistance(target, folded, atMost: limit, rows: &rows)
        else { continue }
        scored.append((distance, candidate))
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
}

/// The bytes of `text` as a set of 64 classes (a byte's low six bits): a byte of one string whose
/// class the other lacks is a byte the other lacks, so each such class costs an edit.
private func byteSet(of text: [UInt8]) -> UInt64 {
    var set: UInt64 = 0
    for byte in text { set |= 1 &<< UInt64(byte & 63) }
    return set
}

/// The UTF-8 of `string.lowercased()`, without making the string when it is ASCII.
private func lowercasedUTF8(of string: String) -> [UInt8] {
    var copy = string
    return copy.withUTF8 { bytes in
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return Array(string.lowercased().utf8) }
        return bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    }
}

/// The Levenshtein distance between two byte strings, or nil once it is sure to exceed `limit`.
private func editDistance(_ first: [UInt8], _ second: [UInt8], atMost limit: Int, rows: inout ([Int], [Int])) -> Int? {
    rows.0.removeAll(keepingCapacity: true)
    rows.0.append(contentsOf: 0...second.count)
    rows.1.removeAll(keepingCapacity: true)
    rows.1.append(contentsOf: repeatElement(0, count: second.count + 1))
    for (i, a) in first.enumerated() {
        rows.1[0] = i + 1
        var smallest = i + 1
        for (j, b) in second.enumerated() {
            let cell = Swift.min(rows.0[j + 1] + 1, rows.1[j] + 1, rows.0[j] + (a == b ? 0 : 1))
            rows.1[j + 1] = cell
            smallest = Swift.min(smallest, cell)
        }
        if smallest > limit { return nil }
        swap(&rows.0, &rows.1)
    }
    let distance = rows.0[second.count]
    return distance <= limit ? distance : nil
}
