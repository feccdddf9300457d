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

    /// Creates a segue's destination for a platform adapter's segue action: `controller` as the
    /// registry's source, failures reported to it (see ``SegueRoutingFailureHandling``) instead of
    /// thrown.
    ///
    /// - Parameters:
    ///   - expected: The type the segue action returns.
    ///   - identifier: The segue's identifier.
    ///   - coder: The coder the platform passes to the segue action.
    ///   - controller: The source of the segue; it must be of the registry's source type.
    ///   - sender: The sender of the segue.
    /// - Returns: The destination, or `nil` when no creation route makes it or after reporting a
    ///   failure; the platform then creates the destination from the storyboard.
    @MainActor
    public func routeCreation<Expected>(
        _ expected: Expected.Type = Expected.self,
        identifier: String?, coder: Any?, from controller: AnyObject, sender: Any?
    ) -> Expected? {
        do {
            return try create(
                expected, identifier: identifier, coder: coder, source: source(controller, identifier), sender: sender)
        } catch {
            reportSegueRoutingFailure(error, from: controller)
            return nil
        }
    }

    /// Runs an unwind route for a platform adapter's unwind method: `controller` (the controller
    /// unwound to) as the registry's source, failures reported to it instead of thrown.
    ///
    /// - Parameters:
    ///   - action: The unwind action's selector.
    ///   - controller: The controller unwound to; it must be of the registry's source type.
    ///   - source: The controller unwound from.
    /// - Returns: Whether a route received the unwind.
    @MainActor
    @discardableResult
    public func routeUnwind(action: String, to controller: AnyObject, from source: Any) -> Bool {
        do {
            return try unwind(action: action, to: self.source(controller, action), from: source)
        } catch {
            reportSegueRoutingFailure(error, from: controller)
            return false
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
