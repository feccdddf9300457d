import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

extension StoryboardCatalog {
    /// Checks every storyboard and returns the findings, in file and line order, with what reading met
    /// (``readFindings``) among them.
    ///
    ///     let findings = StoryboardCatalog(paths: ["App/Base.lproj"]).check()
    ///     #expect(!findings.containsErrors(), "\(findings.map(\.description).joined(separator: "\n"))")
    ///
    /// - Errors: two different identifiers with one symbol from the same source scene
    ///   (`segue.collision`); an identifier without symbol (`segue.no-symbol`); a destination that names
    ///   no scene, storyboard reference or exit of the file (`segue.missing-destination`).
    /// - Warnings: one identifier leading from one scene to different destinations
    ///   (`segue.ambiguous-destination`).
    /// - Notes: a segue without identifier from a scene with a custom class, whose
    ///   `prepare(for:sender:)` cannot tell it from the others (`segue.missing-identifier`); a
    ///   storyboard reference to a storyboard that is not among those read (`reference.unchecked`).
    /// - Errors about scenes: a storyboard ID used by two scenes of one storyboard
    ///   (`scene.duplicate-identifier`); a storyboard reference whose storyboard, storyboard ID or
    ///   initial controller does not exist among the storyboards read (`reference.broken`), on which
    ///   UIKit would crash at run time.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of segues.
    public func check() -> [Finding] {
        (readFindings + check(storyboards)).sorted {
            ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: ""))
        }
    }

    /// The findings of `checked`, some of the catalog's storyboards, in no particular order.
    func check(_ checked: [Storyboard]) -> [Finding] {
        var found: [Finding] = []
        for storyboard in checked {
            found += Self.check(storyboard)
            found += checkScenes(of: storyboard)
            found += Self.checkReusableViews(of: storyboard)
        }
        return found
    }

    private static func check(_ storyboard: Storyboard) -> [Finding] {
        var found: [Finding] = []
        // The first segue of each symbol and of each identifier, by source scene, as an index into
        // the storyboard's segues: a million segues are not copied into these tables.
        var firstBySymbol: [String: [SegueSymbol: Int]] = [:]
        var firstByIdentifier: [String: [String: Int]] = [:]
        // The segues without identifier from scenes with a class, which routes tell apart by their
        // destinations' types: indexes into `segues`, grouped by scene only when one has two.
        var unidentified: [Int] = []
        let segues = storyboard.segues
        for (index, segue) in segues.enumerated() {
            if case .missing(let id) = segue.destination {
                found.append(
                    Finding(
                        .error, .segueMissingDestination, at: segue.location,
                        "The segue\(describe(segue.identifier)) from \(segue.source.className) leads to \(quoted(id)), "
                            + "which is no scene, storyboard reference or exit of this file; reconnect it in Interface Builder."
                    ))
            }
            // A relationship segue's action is called on the controller that presents the container,
            // which may be of any class; any other segue's, on its source scene's controller.
            if let selector = segue.destinationCreationSelector, !selector.isEmpty, !segue.isRelationship {
                let customClass = segue.source.customClass ?? ""
                if customClass.isEmpty || SDKTable.hasClass(customClass, sdk: storyboard.sdk) {
                    let declaration = ObjectiveCSelector(rawValue: selector).swiftMethodName.map { " func \($0)" } ?? ""
                    found.append(
                        Finding(
                            .error, .segueActionWithoutClass, at: segue.location,
                            "This segue creates its destination with \(selector), a method of the source scene's "
                                + "controller, but the scene is a plain \(segue.source.className), which cannot "
                                + "implement it, so the app crashes when the segue is performed; give the scene a "
                                + "custom class that declares @IBSegueAction\(declaration), or remove the segue's action."
                        ))
                }
            }
            if segue.isRelationship { continue }
            guard let identifier = segue.identifier, !identifier.isEmpty else {
                if segue.source.customClass != nil, segue.kind != "unwind" {
                    unidentified.append(index)
                }
                continue
            }
            guard let symbol = segue.symbol else {
                found.append(
                    Finding(
                        .error, .segueNoSymbol, at: segue.location,
                        "The identifier \(quoted(identifier)) has no symbol, so no handler can be named for it; "
                            + "use at least one ASCII letter, digit or '_'."))
                continue
            }
            let scene = segue.source.id
            if let firstIndex = firstBySymbol[scene]?[symbol], segues[firstIndex].identifier != identifier {
                let first = segues[firstIndex]
                found.append(
                    Finding(
                        .error, .segueCollision, at: segue.location,
                        "\(quoted(identifier)) and \(quoted(first.identifier ?? "")) (line \(first.location.line ?? 0)) from "
                            + "\(segue.source.className) share the symbol \(symbol.rawValue), so both would call "
                            + "\(symbol.handlerName(.swift)); rename one of them."))
            } else if firstBySymbol[scene]?[symbol] == nil {
                firstBySymbol[scene, default: [:]][symbol] = index
            }
            if let firstIndex = firstByIdentifier[scene]?[identifier] {
                let first = segues[firstIndex]
                if first.destination.key != segue.destination.key {
                    found.append(
                        Finding(
                            .warning, .segueAmbiguousDestination, at: segue.location,
                            "\(quoted(identifier)) from \(segue.source.className) leads to \(segue.destination) here "
                                + "and to \(first.destination) on line \(first.location.line ?? 0); its handler gets "
                                + "either; give the segues different identifiers."))
                }
            } else {
                firstByIdentifier[scene, default: [:]][identifier] = index
            }
        }
        found += ambiguousWithoutIdentifier(unidentified, in: storyboard)
        return found
    }

    /// A note for each segue without identifier that another segue without identifier of its scene
    /// leads to a controller of the same class: neither an identifier nor a route by destination
    /// type (`Route.byDestination`) tells them apart.
    private static func ambiguousWithoutIdentifier(_ unidentified: [Int], in storyboard: Storyboard) -> [Finding] {
        guard unidentified.count > 1 else { return [] }
        let segues = storyboard.segues
        // Segues of one scene are next to each other once sorted by scene (a stable sort keeps file
        // order within a scene).
        var sorted = unidentified
        sorted.sort { (segues[$0].source.id, $0) < (segues[$1].source.id, $1) }
        var groups: [ArraySlice<Int>] = []
        var start = 0
        for position in 1...sorted.count {
            if position == sorted.count || segues[sorted[position]].source.id != segues[sorted[start]].source.id {
                if position - start > 1 { groups.append(sorted[start..<position]) }
                start = position
            }
        }
        guard !groups.isEmpty else { return [] }
        let children = storyboard.containedScenes()
        var found: [Finding] = []
        for indices in groups {
            var byType: [String: [Int]] = [:]
            for index in indices { byType[routedType(of: segues[index], children), default: []].append(index) }
            for (type, group) in byType where group.count > 1 {
                // Name one other segue and how many more: a million segues of one scene must not make
                // a million lists of a million lines.
                for (position, index) in group.enumerated() {
                    let segue = segues[index]
                    let other = segues[group[position == 0 ? 1 : 0]]
                    let more = group.count > 2 ? " (and \(group.count - 2) more)" : ""
                    found.append(
                        Finding(
                            .note, .segueMissingIdentifier, at: segue.location,
                            "This \(segue.kind) segue from \(segue.source.className) (\(segue.trigger)) has no "
                                + "identifier, and neither has the segue of the same scene to \(type) on line "
                                + "\(other.location.line ?? 0)\(more), so no route can tell them apart; give them identifiers."
                        ))
                }
            }
        }
        return found.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    }

    /// The class a route by destination type finds for `segue`: the destination scene's, or for a
    /// container, the class of the scene it holds first; a storyboard reference by its target.
    private static func routedType(of segue: StoryboardSegue, _ children: [String: [StoryboardScene]]) -> String {
        switch segue.destination {
        case .scene(let scene):
            if scene.isContainer, let first = children[scene.id]?.first { return first.className }
            return scene.className
        case .storyboardReference, .exit, .missing:
            return segue.destination.description
        }
    }

    private static func describe(_ identifier: String?) -> String {
        identifier.map { " " + quoted($0) } ?? ""
    }

    /// Duplicate and missing object ids and duplicate storyboard IDs in `storyboard`, and its
    /// references checked against the catalog.
    private func checkScenes(of storyboard: Storyboard) -> [Finding] {
        var found: [Finding] = []
        var firstByIdentifier: [String: StoryboardScene] = [:]
        var firstByObjectID = [String: StoryboardScene](minimumCapacity: storyboard.scenes.count)
        for scene in storyboard.scenes {
            let location = scene.location ?? FileLocation(file: storyboard.path)
            if scene.id.isEmpty {
                found.append(
                    Finding(
                        .error, .sceneMissingObjectID, at: location,
                        "This \(scene.className) has no id, so no segue can lead to it; open the storyboard in "
                            + "Interface Builder and save it, which gives every object an id."))
            } else if let first = firstByObjectID[scene.id] {
                found.append(
                    Finding(
                        .error, .sceneDuplicateObjectID, at: location,
                        "This \(scene.className) and the \(first.className) on line \(first.location?.line ?? 0) "
                            + "share the id \(quoted(scene.id)) (a merge or a hand edit makes this), so segues to it "
                            + "reach the first one; give this one an id of its own."))
            } else {
                firstByObjectID[scene.id] = scene
            }
            if scene.isStoryboardReference {
                found += checkReference(scene)
                continue
            }
            guard let identifier = scene.storyboardIdentifier, !identifier.isEmpty else { continue }
            if let first = firstByIdentifier[identifier] {
                found.append(
                    Finding(
                        .error, .sceneDuplicateIdentifier, at: scene.location ?? FileLocation(file: storyboard.path),
                        "The storyboard ID \(quoted(identifier)) is used by \(scene.className) here and by "
                            + "\(first.className) on line \(first.location?.line ?? 0); instantiating it makes either; give "
                            + "each scene its own ID."))
            } else {
                firstByIdentifier[identifier] = scene
            }
        }
        return found
    }

    private func checkReference(_ reference: StoryboardScene) -> [Finding] {
        let location = reference.location
        guard let name = reference.referencedStoryboard, !name.isEmpty else {
            return [
                Finding(
                    .error, .referenceBroken, at: location,
                    "This storyboard reference names no storyboard; choose one in the Attributes inspector.")
            ]
        }
        guard let target = storyboard(named: name) else {
            return [
                Finding(
                    .note, .referenceUnchecked, at: location,
                    "This reference leads to \(name).storyboard, which was not among the storyboards checked; "
                        + "check it together with this one to verify the reference.")
            ]
        }
        guard let identifier = reference.referencedIdentifier, !identifier.isEmpty else {
            if target.initialScene != nil { return [] }
            return [
                Finding(
                    .error, .referenceBroken, at: location,
                    "This reference leads to the initial controller of \(name).storyboard, which has none; UIKit "
                        + "would crash performing it: mark a scene as initial there, or reference a storyboard ID.")
            ]
        }
        if resolve(reference) != nil { return [] }
        let identifiers = target.scenes.filter { !$0.isStoryboardReference }.compactMap(\.storyboardIdentifier).sorted()
        return [
            Finding(
                .error, .referenceBroken, at: location,
                "This reference leads to the storyboard ID \(quoted(identifier)) of \(name).storyboard, which has "
                    + (identifiers.isEmpty ? "none" : "only " + identifiers.map(quoted).joined(separator: ", "))
                    + "; UIKit would crash performing it: fix the Referenced ID, or set the ID on the scene.")
        ]
    }
}

extension Finding.Code {
    /// Two scene controllers of one storyboard with the same object id.
    public static let sceneDuplicateObjectID: Self = "scene.duplicate-object-id"
    /// A scene controller without object id.
    public static let sceneMissingObjectID: Self = "scene.missing-object-id"
    /// Two different identifiers of one source share a symbol, so they would share one handler.
    public static let segueCollision: Self = "segue.collision"
    /// An identifier without symbol: no handler can be named for it.
    public static let segueNoSymbol: Self = "segue.no-symbol"
    /// Two segues without identifier from one scene to controllers of the same class, which no
    /// route can tell apart.
    public static let segueMissingIdentifier: Self = "segue.missing-identifier"
    /// A segue whose destination names nothing in its file.
    public static let segueMissingDestination: Self = "segue.missing-destination"
    /// One identifier from one scene leading to different destinations.
    public static let segueAmbiguousDestination: Self = "segue.ambiguous-destination"
    /// A segue action (`destinationCreationSelector`) on a scene without a class of the app's, which
    /// nothing can implement.
    public static let segueActionWithoutClass: Self = "segue.action-without-class"
}
