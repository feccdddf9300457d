extension RouteRegistry {
    /// Performs a segue with a configuration closure that runs once, for this perform only, before the
    /// routed handler.
    ///
    ///     try InboxRoutes.registry.perform("Show Message", from: inbox, sender: cell) { (screen: any MessageScreen) in
    ///         screen.scrollsToLatest = true
    ///     } performSegue: { identifier, sender in
    ///         inbox.performSegue(withIdentifier: identifier, sender: sender)
    ///     }
    ///
    /// `performSegue` must prepare synchronously, as UIKit's and AppKit's
    /// `performSegue(withIdentifier:sender:)` do. The prepare of this source whose identifier has the
    /// same symbol takes the closure (`"show-message"` finds a closure performed as `"Show Message"`);
    /// it works the same for class, superclass and protocol-typed registries. When `performSegue`
    /// returns, the closure is withdrawn: it never reaches a later segue.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier.
    ///   - source: The performing controller; only its own prepare sees the closure.
    ///   - sender: The sender, passed on to `performSegue`.
    ///   - configure: Runs with the destination of type `Destination`, found inside containers as the
    ///     route's destination is, before the routed handler.
    ///   - performSegue: Performs the segue, calling the source's prepare synchronously.
    /// - Throws: What `performSegue` throws (a ``SegueRoutingError`` from the prepare inside it), or
    ///   ``SegueRoutingError/notPrepared(identifier:expected:)`` when it returned without preparing
    ///   the segue through this registry, so the closure never ran (a cancelled segue, or a
    ///   `prepare(for:sender:)` that does not route).
    @MainActor
    public func perform<Destination>(
        _ identifier: String,
        from source: Source,
        sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void,
        performSegue: (String, Any?) throws -> Void
    ) throws {
        try PendingConfigurations.perform(identifier, from: source, configure: configure) {
            try performSegue(identifier, sender)
        }
    }
}
