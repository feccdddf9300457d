import Foundation
import SegueRouting

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
    /// and routes whose destination class is not what the segue leads to (`route.destination-mismatch`):
    /// the destination scene or, for a container, a scene it holds. The storyboard's classes are
    /// resolved to the real types where this process has them (an app's unit test links the app), so
    /// a route declared with a superclass is accepted and a wrong class is caught; where a class
    /// cannot be resolved, names are compared and the message says so. Routes whose destination type
    /// is a protocol, segues to exits, and segues through storyboard references to storyboards that
    /// were not read are not checked for their destination: a protocol's conformances cannot be looked
    /// up from a type at run time. A segue through a reference to a storyboard that was read leads to
    /// the referenced scene.
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
        for storyboard in storyboards {
            for segue in storyboard.segues where segue.source.customClass == sourceClass && !segue.isRelationship {
                guard let identifier = segue.identifier, let symbol = segue.symbol else { continue }
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
                if let mismatch = destinationMismatch(route, segue) {
                    findings.append(Finding(.error, .routeDestinationMismatch, at: segue.location, mismatch))
                }
            }
        }
        for (route, symbol) in zip(registry.routes, registry.symbols) where !usedSymbols.contains(symbol) {
            findings.append(
                Finding(
                    .error, .routeUnused, at: route.declaration.location,
                    "The route for \(quoted(route.identifier)) matches no segue from \(sourceClass) in the "
                        + "storyboards; fix its identifier or remove it."))
        }
        return findings
    }

    private func destinationMismatch<Source>(_ route: Route<Source>, _ segue: StoryboardSegue) -> String? {
        guard let expected = route.destinationType as? AnyClass,
            let hierarchy = destinationHierarchy(of: segue)
        else { return nil }
        var unresolved: [String] = []
        for candidate in hierarchy {
            if let resolved = resolveClass(of: candidate) {
                if isClass(resolved, subclassOf: expected) { return nil }
            } else {
                unresolved.append(candidate.className)
                if candidate.className == String(describing: expected) { return nil }
            }
        }
        let note =
            unresolved.isEmpty
            ? ""
            : " (" + unresolved.joined(separator: ", ")
                + " could not be resolved in this process, so only class names were compared)"
        return "The route for \(quoted(route.identifier)) expects \(String(describing: expected)), but the segue "
            + "leads to " + hierarchy.map(\.className).joined(separator: " > ") + note
            + "; declare the route with the storyboard's class, a superclass, or a protocol it adopts."
    }
}

/// The class a scene instantiates, if this process has it: `customModule.customClass`, or the class
/// registered under its name.
func resolveClass(of scene: StoryboardScene) -> AnyClass? {
    let name = scene.className
    if let module = scene.customModule, let type = _typeByName(module + "." + name) as? AnyClass {
        return type
    }
    return NSClassFromString(name) ?? (_typeByName(name) as? AnyClass)
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
}
