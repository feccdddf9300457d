import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension StoryboardCatalog {
    /// Checks a registry against the storyboards' segues from scenes of `sourceClass`.
    ///
    /// Call it from an app's unit test with the path of its storyboard sources:
    ///
    ///     @Test func inboxRoutesMatchTheStoryboard() {
    ///         let catalog = StoryboardCatalog(paths: ["App/Base.lproj/Main.storyboard"])
    ///         let findings = catalog.validate(InboxViewController.segueRoutes, sourceClass: "InboxViewController")
    ///         #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    ///     }
    ///
    /// It reports segues with no route (`route.missing`), routes that match no segue (`route.unused`),
    /// and routes whose destination type is not what the segue leads to (`route.destination-mismatch`):
    /// the destination scene or, for a container, a scene it holds (a container without a class of
    /// the app's is never taken for the destination). The storyboard's classes are resolved to the
    /// real types where this process has them (an app's unit test links the app), so a route declared
    /// with a superclass is accepted, a route declared with a protocol is accepted when the class
    /// conforms to it, and a wrong class or protocol is caught. Where a class cannot be resolved, a
    /// class route is compared by name (and the message says so), and a protocol route cannot be
    /// checked: that is a `route.destination-unchecked` note, never a silent pass. Segues to exits, and
    /// segues through storyboard references to storyboards that were not read, are not checked for
    /// their destination; a segue through a reference to a storyboard that was read leads to the
    /// referenced scene.
    ///
    /// When the registry has routes for segues without identifier (`Route.byDestination`),
    /// the segues without identifier of `sourceClass`'s scenes are checked too: each must lead to a
    /// destination one of those routes accepts, and each of those routes must accept one.
    ///
    /// Creation routes are checked against the segues' segue actions: a `Route.create` route must
    /// match a segue from `sourceClass` that has a segue action (`destinationCreationSelector`), and
    /// make the destination scene's class, a subclass of it, or a type it is or conforms to; a
    /// `Route.createByDestination` route must make the destination of a segue action called without
    /// identifier: a segue without identifier from `sourceClass`, or the relationship segue of a
    /// container that `sourceClass`'s segues present. A segue created by a creation route needs no
    /// prepare route. Unwind routes are checked against the storyboards' exits: each action must be
    /// an exit's, and every scene whose exit calls it must be a controller the route accepts as the
    /// one unwound from.
    ///
    /// - Parameters:
    ///   - registry: The registry to check.
    ///   - sourceClass: The custom class of the registry's scenes; by default the name of `Source`.
    ///     Pass it for a registry declared for a protocol or a superclass.
    /// - Returns: The findings, empty when the registry and the storyboards agree; unreadable
    ///   storyboards are in ``readFindings``.
    /// - Complexity: O(*s* + *r*), where *s* is the number of segues and *r* the number of routes.
    public func validate<Source>(
        _ registry: RouteRegistry<Source>, sourceClass: String = String(describing: Source.self)
    ) -> [Finding] {
        var findings: [Finding] = []
        var usedSymbols: Set<SegueSymbol> = []
        var usedCreations: Set<SegueSymbol> = []
        var usedByDestination: Set<Int> = []
        var usedCreationsByDestination: Set<Int> = []
        let routesByDestination = registry.destinationRoutes
        let creationsByDestination = registry.destinationCreationRoutes
        for storyboard in storyboards {
            for segue in storyboard.segues where segue.source.customClass == sourceClass && !segue.isRelationship {
                let hasSegueAction = segue.destinationCreationSelector?.isEmpty == false
                guard let identifier = segue.identifier, !identifier.isEmpty else {
                    guard segue.kind != "unwind", let hierarchy = destinationHierarchy(of: segue) else { continue }
                    let created =
                        hasSegueAction
                        && createdWithoutIdentifier(hierarchy[0], creationsByDestination, &usedCreationsByDestination)
                    guard !routesByDestination.isEmpty else { continue }
                    findings += validateWithoutIdentifier(
                        segue, hierarchy, routesByDestination, sourceClass, created: created, &usedByDestination)
                    continue
                }
                guard let symbol = segue.symbol else { continue }
                let creation = registry.creationRoute(for: identifier)
                if let creation {
                    usedCreations.insert(symbol)
                    if let finding = creationFinding(creation, segue, hasSegueAction: hasSegueAction, sourceClass) {
                        findings.append(finding)
                    }
                }
                guard let route = registry.route(for: identifier) else {
                    if creation != nil && hasSegueAction { continue }
                    findings.append(
                        Finding(
                            .error, .routeMissing, at: segue.location,
                            "The segue \(quoted(identifier)) from \(sourceClass) has no route; declare "
                                + "Route(\(swiftStringLiteral(identifier))) { … } calling \(symbol.handlerName(.swift))."
                        ))
                    continue
                }
                usedSymbols.insert(symbol)
                if let finding = destinationFinding(route, segue) { findings.append(finding) }
            }
        }
        // The relationship segue actions of the containers `sourceClass` presents, which UIKit calls on it.
        if !creationsByDestination.isEmpty {
            for child in presentedRelationshipChildren(of: sourceClass) {
                _ = createdWithoutIdentifier(child, creationsByDestination, &usedCreationsByDestination)
            }
        }
        for (route, symbol) in zip(registry.routes, registry.symbols) where !usedSymbols.contains(symbol) {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The route for \(quoted(route.identifier)) matches no segue from \(sourceClass) in the "
                        + "storyboards; fix its identifier or remove it."))
        }
        for route in registry.creationRoutes where route.symbol.map({ !usedCreations.contains($0) }) ?? false {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The creation route for \(quoted(route.identifier)) matches no segue from \(sourceClass) in the "
                        + "storyboards; fix its identifier or remove it."))
        }
        for (index, route) in routesByDestination.enumerated() where !usedByDestination.contains(index) {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The route for segues without identifier to \(String(describing: route.destinationType)) "
                        + "matches no segue without identifier from \(sourceClass) in the storyboards; fix its "
                        + "destination type or remove it."))
        }
        for (index, route) in creationsByDestination.enumerated() where !usedCreationsByDestination.contains(index) {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The creation route by destination type for \(String(describing: route.destinationType)) makes "
                        + "the destination of no segue action that \(sourceClass) receives without identifier (a "
                        + "segue without identifier, or the root or tab of a container it presents) in the "
                        + "storyboards; fix its type or remove it."))
        }
        findings += validateUnwinds(registry.unwindRoutes)
        return findings
    }

    /// Whether a creation route by destination type makes `destination`'s class, as creating finds
    /// it for a segue action that returns that class: the route for the class, or else the first
    /// for a subclass of it.
    private func createdWithoutIdentifier<Source>(
        _ destination: StoryboardScene, _ routes: [Route<Source>], _ used: inout Set<Int>
    ) -> Bool {
        let resolved: AnyClass? = resolveClass(of: destination)
        var subclass: Int?
        for (index, route) in routes.enumerated() {
            guard let made = route.destinationType as? AnyClass else { continue }
            if let resolved {
                if ObjectIdentifier(made) == ObjectIdentifier(resolved) {
                    used.insert(index)
                    return true
                }
                if subclass == nil && isClass(made, subclassOf: resolved) { subclass = index }
            } else if String(describing: made) == destination.className {
                used.insert(index)
                return true
            }
        }
        if let subclass { used.insert(subclass) }
        return subclass != nil
    }

    /// The children that the relationship segues with a segue action create, of the containers that
    /// segues from `sourceClass` present (through storyboard references too).
    private func presentedRelationshipChildren(of sourceClass: String) -> [StoryboardScene] {
        var children: [String: [StoryboardScene]] = [:]
        for storyboard in storyboards {
            for relationship in storyboard.segues
            where relationship.isRelationship && relationship.destinationCreationSelector?.isEmpty == false {
                if case .scene(let child) = relationship.destination {
                    children[storyboard.path + "\u{0}" + relationship.source.id, default: []].append(child)
                }
            }
        }
        guard !children.isEmpty else { return [] }
        var found: [StoryboardScene] = []
        var seen: Set<String> = []
        for storyboard in storyboards {
            for segue in storyboard.segues
            where segue.source.customClass == sourceClass && !segue.isRelationship && segue.kind != "unwind" {
                guard let (container, holder) = destinationScene(of: segue, in: storyboard) else { continue }
                let key = holder.path + "\u{0}" + container.id
                if seen.insert(key).inserted { found += children[key] ?? [] }
            }
        }
        return found
    }

    /// A finding for a creation route of an identified segue: the segue has no segue action, so the
    /// route never runs; or the route makes a type that is not the destination scene's class.
    private func creationFinding<Source>(
        _ route: Route<Source>, _ segue: StoryboardSegue, hasSegueAction: Bool, _ sourceClass: String
    ) -> Finding? {
        guard hasSegueAction else {
            return Finding(
                .error, .routeUnused, at: route.declaration.location,
                "The creation route for \(quoted(route.identifier)) never runs: its segue from \(sourceClass) "
                    + "(\(segue.location)) has no segue action; connect one in Interface Builder (the segue's "
                    + "Instantiation), or remove the route.")
        }
        guard let destination = destinationHierarchy(of: segue)?.first else { return nil }
        switch Self.creationMatch(route.destinationType, destination) {
        case .accepted: return nil
        case .unknown: return uncheckedFinding(route, segue, [destination])
        case .rejected(let unresolved):
            return Finding(
                .error, .routeDestinationMismatch, at: segue.location,
                "The creation route for \(quoted(route.identifier)) makes \(String(describing: route.destinationType)), "
                    + "but the segue's segue action must return its destination, \(destination.className)"
                    + (unresolved.isEmpty
                        ? "" : " (which could not be resolved in this process, so only class names were compared)")
                    + "; make the route create a \(destination.className) or a subclass of it.")
        }
    }

    /// Whether a creation route that makes `made` can make `destination`'s controller: its class, a
    /// subclass, or a superclass or protocol it is.
    static func creationMatch(_ made: any Any.Type, _ destination: StoryboardScene) -> Match {
        guard let madeClass = made as? AnyClass else { return match(made, [destination]) }
        guard let resolved = resolveClass(of: destination) else {
            return String(describing: madeClass) == destination.className
                ? .accepted : .rejected(unresolved: [destination.className])
        }
        return isClass(madeClass, subclassOf: resolved) || isClass(resolved, subclassOf: madeClass)
            ? .accepted : .rejected(unresolved: [])
    }

    /// Unwind routes against the exits: an action no exit calls (`route.unused`), and scenes whose exit
    /// calls the action but whose controller is not what the route expects as the one unwound from.
    private func validateUnwinds<Source>(_ routes: [Route<Source>]) -> [Finding] {
        guard !routes.isEmpty else { return [] }
        var exits: [String: [StoryboardSegue]] = [:]
        for storyboard in storyboards {
            for segue in storyboard.segues {
                if case .exit(let action?) = segue.destination { exits[action, default: []].append(segue) }
            }
        }
        var findings: [Finding] = []
        for route in routes {
            guard let segues = exits[route.identifier] else {
                findings.append(
                    Finding(
                        .error, .routeUnused, at: route.declaration.location,
                        "The unwind route for \(quoted(route.identifier)) matches no exit in the storyboards; fix "
                            + "the action's selector (as the exit spells it, with its colon) or remove the route."))
                continue
            }
            var checked: Set<StoryboardScene> = []
            for segue in segues where checked.insert(segue.source).inserted {
                switch Self.match(route.destinationType, [segue.source]) {
                case .accepted: continue
                case .unknown:
                    findings.append(
                        Finding(
                            .note, .routeDestinationUnchecked, at: segue.location,
                            "The unwind route for \(quoted(route.identifier)) expects to unwind from "
                                + "\(String(describing: route.destinationType)), and this exit's scene is "
                                + "\(segue.source.className), whose class this process does not have, so whether it "
                                + "conforms was not checked; validate in a test that links the app's classes."))
                case .rejected(let unresolved):
                    findings.append(
                        Finding(
                            .error, .routeDestinationMismatch, at: segue.location,
                            "The unwind \(quoted(route.identifier)) from \(segue.source.className) reaches an unwind "
                                + "route that expects to unwind from \(String(describing: route.destinationType))"
                                + (unresolved.isEmpty
                                    ? ""
                                    : " (\(segue.source.className) could not be resolved in this process, so only class "
                                        + "names were compared)")
                                + "; declare the route with a type this controller is (a superclass or a protocol), "
                                + "or connect this exit to another action."))
                }
            }
        }
        return findings
    }

    /// The first route by destination type that accepts the segue's destination, as preparing finds
    /// it; a finding when none does, or when the match could not be checked.
    private func validateWithoutIdentifier<Source>(
        _ segue: StoryboardSegue, _ hierarchy: [StoryboardScene], _ routes: [Route<Source>], _ sourceClass: String,
        created: Bool, _ used: inout Set<Int>
    ) -> [Finding] {
        var unchecked: [Route<Source>] = []
        for (index, route) in routes.enumerated() {
            switch Self.match(route.destinationType, hierarchy) {
            case .accepted:
                used.insert(index)
                return unchecked.isEmpty ? [] : [uncheckedFinding(unchecked[0], segue, hierarchy)]
            case .unknown:
                // It may be the route that prepares this segue: not unused.
                used.insert(index)
                unchecked.append(route)
            case .rejected:
                continue
            }
        }
        if let first = unchecked.first { return [uncheckedFinding(first, segue, hierarchy)] }
        // A destination a creation route makes needs no prepare route.
        if created { return [] }
        let classes = hierarchy.map(\.className).joined(separator: " > ")
        return [
            Finding(
                .error, .routeMissing, at: segue.location,
                "This \(segue.kind) segue from \(sourceClass) (\(segue.trigger)) has no identifier and leads to "
                    + "\(classes), which no route by destination type accepts; declare Route.byDestination { "
                    + "(source: \(sourceClass), destination: \(hierarchy.last?.className ?? "…"), sender: Any?) in … }, "
                    + "or give the segue an identifier.")
        ]
    }

    private func destinationFinding<Source>(_ route: Route<Source>, _ segue: StoryboardSegue) -> Finding? {
        guard let hierarchy = destinationHierarchy(of: segue) else { return nil }
        switch Self.match(route.destinationType, hierarchy) {
        case .accepted: return nil
        case .unknown: return uncheckedFinding(route, segue, hierarchy)
        case .rejected(let unresolved):
            let expected = String(describing: route.destinationType)
            let note =
                unresolved.isEmpty
                ? ""
                : " (" + unresolved.joined(separator: ", ")
                    + " could not be resolved in this process, so only class names were compared)"
            return Finding(
                .error, .routeDestinationMismatch, at: segue.location,
                "The route for \(quoted(route.identifier)) expects \(expected), but the segue leads to "
                    + hierarchy.map(\.className).joined(separator: " > ") + note
                    + "; declare the route with the storyboard's class, a superclass, or a protocol it adopts.")
        }
    }

    private func uncheckedFinding<Source>(
        _ route: Route<Source>, _ segue: StoryboardSegue, _ hierarchy: [StoryboardScene]
    ) -> Finding {
        let expected = String(describing: route.destinationType)
        let what = route.isKeyedByDestination ? "by destination type" : "for \(quoted(route.identifier))"
        return Finding(
            .note, .routeDestinationUnchecked, at: segue.location,
            "The route \(what) expects \(expected), and the segue leads to "
                + hierarchy.map(\.className).joined(separator: " > ")
                + ", whose class this process does not have, so whether it conforms was not checked; validate "
                + "in a test that links the app's classes.")
    }

    /// Whether a destination of type `expected` is found in `hierarchy`, as preparing searches it.
    enum Match {
        /// A scene's class is, inherits from or conforms to `expected`.
        case accepted
        /// No scene matches, though some could not be checked: `expected` is a protocol and their
        /// classes are not in this process.
        case unknown
        /// No scene matches; the classes that could only be compared by name.
        case rejected(unresolved: [String])
    }

    static func match(_ expected: any Any.Type, _ hierarchy: [StoryboardScene]) -> Match {
        var unresolved: [String] = []
        var unknown = false
        for candidate in hierarchy {
            if let expectedClass = expected as? AnyClass {
                if let resolved = resolveClass(of: candidate) {
                    if isClass(resolved, subclassOf: expectedClass) { return .accepted }
                } else {
                    // A plain UIKit or AppKit container is compared by name, which is all it has.
                    if candidate.customClass != nil { unresolved.append(candidate.className) }
                    if candidate.className == String(describing: expectedClass) { return .accepted }
                }
            } else if let resolved = resolveClass(of: candidate) {
                switch conforms(resolved, to: expected) {
                case true?: return .accepted
                case false?: continue
                case nil: unknown = true
                }
            } else if candidate.customClass != nil {
                unknown = true
            }
            // A scene without a class of the app's (a plain navigation controller that holds the
            // destination) is the framework's class, which adopts none of the app's protocols.
        }
        return unknown ? .unknown : .rejected(unresolved: unresolved)
    }
}

/// Whether `type` conforms to the existential `existential` (`any InboxScreen`, `any A & B`, `any
/// Screen & UIViewController`): `nil` when `existential` is not an existential type the runtime can
/// name.
///
/// A protocol's conformances cannot be asked of a metatype in Swift's syntax without naming the
/// protocol, so the existential metatype (`any InboxScreen.Type`) is looked up by its mangled name, and
/// `type` is cast to it.
func conforms(_ type: Any.Type, to existential: any Any.Type) -> Bool? {
    guard let name = _mangledTypeName(existential), let metatype = _typeByName(name + "Xp") else { return nil }
    func isInstance<Metatype>(_: Metatype.Type) -> Bool { (type as Any) is Metatype }
    return _openExistential(metatype, do: isInstance)
}

func resolveClass(of scene: StoryboardScene) -> AnyClass? {
    let name = scene.className
    if let module = scene.customModule, let type = _typeByName(module + "." + name) as? AnyClass {
        return type
    }
    #if canImport(ObjectiveC)
        // An `@objc(Name)` class is known to the Objective-C runtime by that name.
        return NSClassFromString(name) ?? (_typeByName(name) as? AnyClass)
    #else
        return _typeByName(name) as? AnyClass
    #endif
}

/// Whether `type` is `ancestor` or one of its subclasses.
func isClass(_ type: AnyClass, subclassOf ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

extension Finding.Code {
    /// A segue of the storyboards that the registry has no route for.
    public static let routeMissing: Self = "route.missing"
    /// A route that matches no segue of the storyboards.
    public static let routeUnused: Self = "route.unused"
    /// A route whose destination type is not what the storyboard's segue leads to.
    public static let routeDestinationMismatch: Self = "route.destination-mismatch"
    /// A route whose destination is a protocol, and a segue that leads to a class this process does
    /// not have, so that the conformance could not be checked.
    public static let routeDestinationUnchecked: Self = "route.destination-unchecked"
}
