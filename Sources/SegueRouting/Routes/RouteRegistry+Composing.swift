extension RouteRegistry {
    /// This registry with `routes` declared after its own: every kind of route is kept (prepare,
    /// creation, by destination type, unwind), and a route that collides with one of this registry's
    /// is a problem of the new registry, as if both had been declared together.
    ///
    ///     let routes = InboxRoutes.registry.adding([
    ///         Route.unwind("unwindToInbox:") { (inbox: any InboxScreen, compose: ComposeMock) in … }
    ///     ])
    ///
    /// `RouteRegistry(routes: registry.routes + [...])` keeps only the prepare routes of ``routes``;
    /// this keeps them all.
    ///
    /// - Parameter routes: The routes to add.
    /// - Returns: A registry with this one's policy for unrouted segues.
    public func adding(_ routes: [Route<Source>]) -> RouteRegistry {
        RouteRegistry(unrouted: unroutedPolicy, routes: declaredRoutes + routes)
    }

    /// This registry with the routes `routes` declares after its own, as `adding(_:)` adds a
    /// list.
    public func adding(@RouteBuilder<Source> _ routes: () -> [Route<Source>]) -> RouteRegistry {
        adding(routes())
    }

    /// The routes of this registry and of `other`, declared in that order, in one registry: every
    /// kind of route is kept, and routes of the two that collide are problems of the result.
    ///
    /// - Parameter other: A registry of the same source type.
    /// - Returns: A registry with this one's policy for unrouted segues.
    public func merging(_ other: RouteRegistry) -> RouteRegistry {
        adding(other.declaredRoutes)
    }

    /// Performs the segue whose identifier is `identifier.rawValue` (an enum case of the app's
    /// identifiers), with a configuration closure, as ``perform(_:from:sender:configure:performSegue:)-(String,_,_,_,_)``
    /// does for a string.
    @MainActor
    public func perform<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        from source: Source,
        sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void,
        performSegue: (String, Any?) throws -> Void
    ) throws {
        try perform(identifier.rawValue, from: source, sender: sender, configure: configure, performSegue: performSegue)
    }
}
