extension RouteRegistry {
    /// Prepares a segue for a platform adapter: `controller` as the registry's source, failures
    /// reported to it (see ``SegueRoutingFailureHandling``) instead of thrown.
    ///
    /// The UIKit and AppKit adapters' `routeSegue(_:sender:)` call this; call it from an adapter of
    /// your own.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - destination: The segue's destination, possibly a container.
    ///   - controller: The controller preparing the segue; it must be of the registry's source type.
    ///   - sender: The sender, passed on to the handler.
    /// - Returns: What preparing did, or `nil` after reporting a failure.
    @MainActor
    @discardableResult
    public func routeSegue(
        identifier: String?, destination: Any, from controller: AnyObject, sender: Any?
    ) -> PreparationResult? {
        do {
            return try prepare(
                identifier: identifier, source: source(controller, identifier), destination: destination,
                sender: sender)
        } catch {
            reportSegueRoutingFailure(error, from: controller)
            return nil
        }
    }

    /// Performs a segue with a configuration closure for a platform adapter: `controller` as the
    /// registry's source, failures (``SegueRoutingError/notPrepared(identifier:expected:)`` among them)
    /// reported to it instead of thrown.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier.
    ///   - controller: The performing controller; it must be of the registry's source type.
    ///   - sender: The sender.
    ///   - configure: Runs with the destination of type `Destination` before the routed handler.
    ///   - performSegue: Performs the segue, preparing it synchronously, as the platforms'
    ///     `performSegue(withIdentifier:sender:)` does.
    @MainActor
    public func performSegue<Destination>(
        _ identifier: String, from controller: AnyObject, sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void,
        performSegue: (String, Any?) -> Void
    ) {
        do {
            try PendingConfigurations.perform(
                identifier, from: try source(controller, identifier), configure: configure
            ) {
                performSegue(identifier, sender)
            }
        } catch {
            // `performSegue` throws nothing, so only the registry's own errors arrive here.
            if let error = error as? SegueRoutingError { reportSegueRoutingFailure(error, from: controller) }
        }
    }

    /// `controller` as the registry's source type.
    @MainActor
    private func source(_ controller: AnyObject, _ identifier: String?) throws(SegueRoutingError) -> Source {
        guard let source = controller as? Source else {
            throw .sourceMismatch(
                identifier: identifier, expected: String(describing: Source.self),
                found: String(describing: type(of: controller)))
        }
        return source
    }
}
