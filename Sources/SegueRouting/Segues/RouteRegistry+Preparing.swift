extension RouteRegistry {
    /// Prepares a segue: finds the route by the identifier's symbol, finds the destination of the
    /// route's type, runs the configuration closure of the perform under way (if any), then the
    /// routed handler.
    ///
    /// This is the test seam: pass plain objects and a mock destination, no UIKit needed.
    ///
    ///     let screen = MockMessageScreen()
    ///     try InboxRoutes.registry.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: nil)
    ///     #expect(screen.message == inbox.selectedMessage)
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier; `nil` for a segue without one (never a crash).
    ///   - source: The controller the segue starts from.
    ///   - destination: The segue's destination, possibly a container that holds the routed type.
    ///   - sender: The sender, passed on to the handler.
    /// - Returns: Whether a route prepared the segue, with its symbol.
    /// - Throws: ``SegueRoutingError`` when the destination holds nothing of the expected type, the
    ///   identifier's route was rejected when the registry was built, or no route handles the segue
    ///   under the ``UnroutedSeguePolicy/fail`` policy.
    /// - Complexity: O(*n*) in the identifier's length when the destination itself has the routed
    ///   type, without allocating; containers are searched breadth-first.
    @MainActor
    @discardableResult
    @inlinable
    public func prepare(
        identifier: String?, source: Source, destination: Any, sender: Any?
    ) throws(SegueRoutingError) -> PreparationResult {
        guard let identifier, !identifier.isEmpty else {
            return try prepareByDestination(
                identifier: identifier, source: source, destination: destination, sender: sender)
        }
        let entry: Int
        switch table.resolve(identifier) {
        case .entry(let found):
            entry = found
        case .noEntry:
            try applyConfiguration(source: source, identifier: identifier, destination: destination)
            return try unrouted(UnroutedSegue(identifier: identifier, reason: .noRoute))
        case .noSymbol:
            try applyConfiguration(source: source, identifier: identifier, destination: destination)
            return try unrouted(UnroutedSegue(identifier: identifier, reason: .noSymbol))
        }
        switch entries[entry] {
        case .route(let index):
            let route = routes[index]
            guard let typed = route.findDestination(destination) else {
                throw .destinationNotFound(
                    identifier: identifier, expected: String(describing: route.destinationType),
                    found: describeHierarchy(destination), for: .route)
            }
            try applyConfiguration(source: source, identifier: identifier, destination: destination)
            route.handle(source, typed, sender)
            return .routed(symbols[index])
        case .rejected(let problem):
            throw .rejectedRoute(problems[problem])
        }
    }

    /// Prepares a segue described by a ``RoutableSegue``, such as `UIStoryboardSegue` or ``TestSegue``.
    ///
    /// - Parameters:
    ///   - segue: The segue.
    ///   - source: The controller whose registry this is; usually `self` in `prepare(for:sender:)`.
    ///   - sender: The sender, passed on to the handler.
    /// - Returns: Whether a route prepared the segue, with its symbol.
    /// - Throws: ``SegueRoutingError``, as ``prepare(identifier:source:destination:sender:)`` does.
    @MainActor
    @discardableResult
    public func prepare<Segue: RoutableSegue>(
        _ segue: Segue, source: Source, sender: Any?
    ) throws(SegueRoutingError) -> PreparationResult {
        try prepare(identifier: segue.identifier, source: source, destination: segue.destination, sender: sender)
    }

    /// Prepares a ``RoutableSegue`` whose source is this registry's source type.
    ///
    /// - Parameters:
    ///   - segue: The segue.
    ///   - sender: The sender, passed on to the handler.
    /// - Returns: Whether a route prepared the segue, with its symbol.
    /// - Throws: ``SegueRoutingError``, as ``prepare(identifier:source:destination:sender:)`` does.
    @MainActor
    @discardableResult
    public func prepare<Segue: RoutableSegue>(
        _ segue: Segue, sender: Any?
    ) throws(SegueRoutingError) -> PreparationResult where Segue.Source == Source {
        try prepare(identifier: segue.identifier, source: segue.source, destination: segue.destination, sender: sender)
    }

    /// Prepares a segue without identifier through the first route for segues without identifier
    /// whose destination type it has.
    @MainActor
    @usableFromInline
    func prepareByDestination(
        identifier: String?, source: Source, destination: Any, sender: Any?
    ) throws(SegueRoutingError) -> PreparationResult {
        for (route, problem) in destinationEntries {
            guard let typed = route.findDestination(destination) else { continue }
            if let problem { throw .rejectedRoute(problems[problem]) }
            route.handle(source, typed, sender)
            return .routedByDestination(RoutedDestinationType(route.destinationType))
        }
        return try unrouted(UnroutedSegue(identifier: identifier, reason: .noIdentifier))
    }

    @MainActor
    @usableFromInline
    func applyConfiguration(source: Source, identifier: String, destination: Any) throws(SegueRoutingError) {
        guard !PendingConfigurations.isEmpty else { return }
        try PendingConfigurations.apply(source: source, identifier: identifier, destination: destination)
    }

    @MainActor
    @usableFromInline
    func unrouted(_ segue: UnroutedSegue) throws(SegueRoutingError) -> PreparationResult {
        switch unroutedPolicy {
        case .ignore:
            break
        case .report(let report):
            report(segue)
        case .fail:
            throw .unrouted(segue)
        }
        return .unrouted(segue)
    }
}
