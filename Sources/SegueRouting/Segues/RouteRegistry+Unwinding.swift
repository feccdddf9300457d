extension RouteRegistry {
    /// Runs the unwind route of `action` in the controller unwound to: the one line of its unwind
    /// method.
    ///
    ///     @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {
    ///         try? InboxRoutes.registry.unwind(action: "unwindToInbox:", to: self, from: segue.source)
    ///     }
    ///
    /// This is also the test seam for unwind routes: pass plain objects, no UIKit needed.
    ///
    /// - Parameters:
    ///   - action: The unwind action's selector, as the storyboard's exit spells it.
    ///   - destination: The controller unwound to.
    ///   - source: The controller unwound from, possibly a container that holds the routed type.
    /// - Returns: Whether a route received the unwind.
    /// - Throws: ``SegueRoutingError/destinationNotFound(identifier:expected:found:for:)`` when the
    ///   controller unwound from is not of the route's type, ``SegueRoutingError/rejectedRoute(_:)``
    ///   when the action's unwind routes collide, and ``SegueRoutingError/unrouted(_:)`` for an action
    ///   without route under the ``UnroutedSeguePolicy/fail`` policy.
    @MainActor
    @discardableResult
    public func unwind(action: String, to destination: Source, from source: Any) throws(SegueRoutingError) -> Bool {
        if let problem = rejectedUnwinds[action] {
            throw .rejectedRoute(problems[problem])
        }
        guard let route = unwinds[action] else {
            _ = try unrouted(UnroutedSegue(identifier: action, reason: .noRoute))
            return false
        }
        guard let typed = route.findDestination(source) else {
            throw .destinationNotFound(
                identifier: action, expected: String(describing: route.destinationType),
                found: describeHierarchy(source), for: .unwind)
        }
        route.handle(destination, typed, nil)
        return true
    }
}
