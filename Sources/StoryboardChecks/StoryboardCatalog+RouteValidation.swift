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
    /// the destination scene or, for a container, a scene it holds. The storyboard's classes are
    /// resolved to the real types where this process has them (an app's unit test links the app), so
    /// a route declared with a superclass is accepted, a route declared with a protocol is accepted
    /// when the class conforms to it, and a wrong class or protocol is caught. Where a class cannot be
    /// resolved, a class route is compared by name (and the message says so), and a protocol route
    /// cannot be checked: that is a `route.destination-unchecked` note, never a silent pass. Segues
    /// to exits, and segues through storyboard references to storyboards that were not read, are not
    /// checked for their destination; a segue through a reference to a storyboard that was read leads
    /// to the referenced scene.
    ///
    /// When the registry has routes for segues without identifier (`Route.byDestination`),
    /// the segues without identifier of `sourceClass`'s scenes are checked too: each must lead to a
    /// destination one of those routes accepts, and each of those routes must accept one.
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
        var usedByDestination: Set<Int> = []
        let routesByDestination = registry.destinationRoutes
        for storyboard in storyboards {
            for segue in storyboard.segues where segue.source.customClass == sourceClass && !segue.isRelationship {
                guard let identifier = segue.identifier, !identifier.isEmpty else {
                    guard !routesByDestination.isEmpty, segue.kind != "unwind",
                        let hierarchy = destinationHierarchy(of: segue)
                    else { continue }
                    findings += validateWithoutIdentifier(
                        segue, hierarchy, routesByDestination, sourceClass, &usedByDestination)
                    continue
                }
                guard let symbol = segue.symbol else { continue }
                guard let route = registry.route(for: identifier) else {
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
        for (route, symbol) in zip(registry.routes, registry.symbols) where !usedSymbols.contains(symbol) {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The route for \(quoted(route.identifier)) matches no segue from \(sourceClass) in the "
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
        return findings
    }

    /// The first route by destination type that accepts the segue's destination, as preparing finds
    /// it; a finding when none does, or when the match could not be checked.
    private func validateWithoutIdentifier<Source>(
        _ segue: StoryboardSegue, _ hierarchy: [StoryboardScene], _ routes: [Route<Source>], _ sourceClass: String,
        _ used: inout Set<Int>
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
                    unresolved.append(candidate.className)
                    if candidate.className == String(describing: expectedClass) { return .accepted }
                }
            } else if let resolved = resolveClass(of: candidate) {
                switch conforms(resolved, to: expected) {
                case true?: return .accepted
                case false?: continue
                case nil: unknown = true
                }
            } else {
                unknown = true
            }
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
