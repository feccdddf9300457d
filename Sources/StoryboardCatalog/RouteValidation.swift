import SegueRouting

/// A disagreement between a ``RouteRegistry`` and the storyboards it routes.
public struct RouteValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// What disagrees.
    public enum Kind: String, Sendable, Hashable {
        /// A segue of the registry's source scene has no route.
        case unroutedSegue
        /// A route matches no segue of the registry's source scenes.
        case unusedRoute
        /// A route's destination type cannot be the storyboard's destination.
        case destinationMismatch
    }

    /// What disagrees.
    public let kind: Kind
    /// Where: the segue's position, or the route's declaration (`file:line`).
    public let location: String
    /// What is wrong and how to fix it.
    public let message: String

    /// `location: error: message`.
    public var description: String { "\(location): error: \(message)" }
}

extension StoryboardCatalog {
    /// Checks a registry against the storyboards' segues from scenes of `sourceClass`.
    ///
    /// Call it from an app's unit test with the path of its storyboard sources:
    ///
    ///     @Test func inboxRoutesMatchTheStoryboard() {
    ///         let catalog = StoryboardCatalog(paths: ["App/Base.lproj/Main.storyboard"])
    ///         let issues = catalog.validate(InboxViewController.segueRoutes, sourceClass: "InboxViewController")
    ///         #expect(issues.isEmpty, "\(issues.map(\.description).joined(separator: "\n"))")
    ///     }
    ///
    /// It reports segues with no route, routes that match no segue, and routes whose destination class
    /// is not in the destination's hierarchy (the scene and, for a container, the scenes it holds).
    /// Routes whose destination type is a protocol, and segues to storyboard references or exits, are
    /// not checked for their destination.
    ///
    /// - Parameters:
    ///   - registry: The registry to check.
    ///   - sourceClass: The custom class of the registry's scenes; by default the name of `Source`.
    /// - Returns: The issues, empty when the registry and the storyboards agree; unreadable
    ///   storyboards are in ``errors``.
    /// - Complexity: O(*s* + *r*), where *s* is the number of segues and *r* the number of routes.
    public func validate<Source>(
        _ registry: RouteRegistry<Source>, sourceClass: String = String(describing: Source.self)
    ) -> [RouteValidationIssue] {
        var issues: [RouteValidationIssue] = []
        var usedSymbols: Set<SegueSymbol> = []
        for storyboard in storyboards {
            let children = storyboard.containedScenes()
            for segue in storyboard.segues where segue.source.customClass == sourceClass && !segue.isRelationship {
                guard let identifier = segue.identifier, let symbol = segue.symbol else { continue }
                guard let route = registry.route(for: identifier) else {
                    issues.append(
                        RouteValidationIssue(
                            kind: .unroutedSegue, location: segue.location.description,
                            message: "The segue '\(identifier)' from \(sourceClass) has no route; declare "
                                + "Route(\"\(identifier)\") { … } calling \(symbol.handlerName(.swift))."))
                    continue
                }
                usedSymbols.insert(symbol)
                if let mismatch = destinationMismatch(route, segue, children) {
                    issues.append(
                        RouteValidationIssue(
                            kind: .destinationMismatch, location: segue.location.description, message: mismatch))
                }
            }
        }
        for route in registry.routes where !usedSymbols.contains(route.symbol!) {
            issues.append(
                RouteValidationIssue(
                    kind: .unusedRoute, location: "\(route.declaration.file):\(route.declaration.line)",
                    message: "The route for '\(route.identifier)' matches no segue from \(sourceClass) in the "
                        + "storyboards; fix its identifier or remove it."))
        }
        return issues
    }

    private func destinationMismatch<Source>(
        _ route: Route<Source>, _ segue: StoryboardSegue, _ children: [String: [StoryboardScene]]
    ) -> String? {
        guard route.destinationType is AnyClass, case .scene(let scene) = segue.destination else { return nil }
        let expected = String(describing: route.destinationType)
        var hierarchy: [StoryboardScene] = [scene]
        var next = 0
        while next < hierarchy.count && hierarchy.count < 64 {
            hierarchy += children[hierarchy[next].id] ?? []
            next += 1
        }
        if hierarchy.contains(where: { $0.className == expected }) { return nil }
        return "The route for '\(route.identifier)' expects \(expected), but the segue leads to "
            + hierarchy.map(\.className).joined(separator: " > ")
            + "; declare the route with the storyboard's class, or a protocol it adopts."
    }
}

extension Storyboard {
    /// The scenes each container holds through relationship segues, by the container's id.
    func containedScenes() -> [String: [StoryboardScene]] {
        var children: [String: [StoryboardScene]] = [:]
        for segue in segues where segue.isRelationship {
            if case .scene(let child) = segue.destination {
                children[segue.source.id, default: []].append(child)
            }
        }
        return children
    }
}
