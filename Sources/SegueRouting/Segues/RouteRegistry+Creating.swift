extension RouteRegistry {
    /// Creates a segue's destination with the creation route of its identifier: what a segue action
    /// (`@IBSegueAction`) returns.
    ///
    /// This is the test seam for creation routes: pass plain objects and no coder, no UIKit needed.
    ///
    ///     let screen = try InboxRoutes.registry.create(
    ///         MessageScreen.self, identifier: "Show Message", coder: nil, source: inbox, sender: nil)
    ///
    /// UIKit and AppKit call `prepare(for:sender:)` after the segue action, so a destination is
    /// created first, then a perform's configuration closure runs, then the prepare route's handler.
    ///
    /// - Parameters:
    ///   - expected: The type the segue action returns.
    ///   - identifier: The segue's identifier.
    ///   - coder: The coder UIKit or AppKit passes to the segue action; `nil` in tests.
    ///   - source: The controller the segue starts from.
    ///   - sender: The sender of the segue.
    /// A segue without identifier (`identifier` is `nil`, as UIKit passes it for such a segue and for
    /// a container's relationship segue) is created by a ``Route/createByDestination(as:file:line:_:)``
    /// route that makes `Expected`.
    ///
    /// - Returns: The destination, or `nil` when no creation route handles the identifier (UIKit and
    ///   AppKit then create the destination from the storyboard); the registry's
    ///   ``UnroutedSeguePolicy`` applies to such a segue.
    /// - Throws: ``SegueRoutingError/creationFailed(identifier:expected:found:)`` when the route makes
    ///   nothing or a controller of another type, ``SegueRoutingError/rejectedRoute(_:)`` when the
    ///   identifier's creation routes collide, and ``SegueRoutingError/unrouted(_:)`` for a segue
    ///   without creation route under the ``UnroutedSeguePolicy/fail`` policy.
    @MainActor
    public func create<Expected>(
        _ expected: Expected.Type = Expected.self,
        identifier: String?,
        coder: Any?,
        source: Source,
        sender: Any?
    ) throws(SegueRoutingError) -> Expected? {
        guard let identifier, !identifier.isEmpty else {
            guard let route = try destinationCreationRoute(making: expected) else {
                _ = try unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier))
                return nil
            }
            return try make(expected, with: route, identifier: identifier, coder: coder, source: source, sender: sender)
        }
        let route: Route<Source>
        switch creationTable.resolve(identifier) {
        case .noSymbol:
            _ = try unrouted(UnroutedSegue(identifier: identifier, reason: .noSymbol))
            return nil
        case .noEntry:
            _ = try unrouted(UnroutedSegue(identifier: identifier, reason: .noRoute))
            return nil
        case .entry(let entry):
            switch creationEntries[entry] {
            case .route(let index): route = creationRoutes[index]
            case .rejected(let problem): throw .rejectedRoute(problems[problem])
            }
        }
        return try make(expected, with: route, identifier: identifier, coder: coder, source: source, sender: sender)
    }

    /// The creation route by destination type for a segue action that returns `Expected`: the one
    /// that makes exactly `Expected`, else the first that makes a subclass of it.
    @MainActor
    private func destinationCreationRoute<Expected>(
        making expected: Expected.Type
    ) throws(SegueRoutingError) -> Route<Source>? {
        let wanted = ObjectIdentifier(expected)
        if let exact = destinationCreationEntries.first(where: { ObjectIdentifier($0.route.destinationType) == wanted })
        {
            if let problem = exact.problem { throw .rejectedRoute(problems[problem]) }
            return exact.route
        }
        for (route, problem) in destinationCreationEntries where route.destinationType is Expected.Type {
            if let problem { throw .rejectedRoute(problems[problem]) }
            return route
        }
        return nil
    }

    @MainActor
    private func make<Expected>(
        _ expected: Expected.Type, with route: Route<Source>, identifier: String?, coder: Any?, source: Source,
        sender: Any?
    ) throws(SegueRoutingError) -> Expected? {
        let name = identifier ?? ""
        guard let make = route.make else {
            _ = try unrouted(UnroutedSegue(identifier: identifier, reason: .noRoute))
            return nil
        }
        let creation = SegueCreation(coder: coder, source: source, sender: sender, identifier: identifier)
        guard let made = make(creation) else {
            throw .creationFailed(identifier: name, expected: String(describing: Expected.self), found: nil)
        }
        guard let typed = made as? Expected else {
            throw .creationFailed(
                identifier: name, expected: String(describing: Expected.self), found: String(describing: type(of: made))
            )
        }
        return typed
    }
}
