/// An error from preparing or performing a segue.
public enum SegueRoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No route handles the segue, and the registry's policy is ``UnroutedSeguePolicy/fail``.
    case unrouted(UnroutedSegue)
    /// The destination hierarchy holds nothing of the type the route or the configuration expects.
    case destinationNotFound(identifier: String?, expected: String, found: String, for: Purpose)
    /// The controller preparing the segue is not of the registry's source type.
    case sourceMismatch(identifier: String?, expected: String, found: String)
    /// The identifier matches a route that the registry rejected when it was built.
    case rejectedRoute(RouteRegistryProblem)
    /// A perform's segue was never prepared through the registry, so its configuration closure did
    /// not run: the segue was cancelled (`shouldPerformSegue` returned `false`), or the source's
    /// `prepare(for:sender:)` does not route through the registry.
    case notPrepared(identifier: String, expected: String)
    /// A creation route made nothing (`found` is `nil`), or made a controller of another type than
    /// the segue action returns (`found` names it); `identifier` is empty for a segue without
    /// identifier.
    case creationFailed(identifier: String, expected: String, found: String?)

    /// What was looking for the destination.
    public enum Purpose: String, Sendable, Hashable {
        /// The route's handler.
        case route
        /// A perform's configuration closure.
        case configuration
        /// An unwind route, which expects the controller unwound from.
        case unwind
    }

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .unrouted(let segue):
            segue.description
        case .destinationNotFound(let identifier, let expected, let found, .unwind):
            "The unwind \(quoted(identifier ?? "")) comes from \(found), which holds no \(expected) that its "
                + "unwind route expects as the controller unwound from; fix the route's type, or the exit the "
                + "storyboard connects to this action."
        case .destinationNotFound(let identifier, let expected, let found, let purpose):
            "The segue \(quoted(identifier ?? "")) leads to \(found), which holds no \(expected) that its "
                + "\(purpose == .route ? "route" : "configuration closure") expects; fix the destination "
                + "type or the storyboard."
        case .sourceMismatch(let identifier, let expected, let found):
            "The segue \(quoted(identifier ?? "")) was prepared by a \(found), but the registry routes "
                + "segues of \(expected); adopt \(expected) in \(found), or give it a registry of its own."
        case .rejectedRoute(let problem):
            "The segue cannot be prepared because its route was rejected: \(problem)"
        case .notPrepared(let identifier, let expected):
            "The perform of \(quoted(identifier)) ended without preparing its segue, so its configuration "
                + "closure for \(expected) did not run; check that the identifier is in the storyboard, that "
                + "shouldPerformSegue(withIdentifier:sender:) allows it, and that prepare(for:sender:) calls "
                + "routeSegue(_:sender:)."
        case .creationFailed(let identifier, let expected, nil):
            "The creation route \(creationRoute(identifier)) made no \(expected); return the "
                + "destination from its closure, or remove the segue action from the storyboard."
        case .creationFailed(let identifier, let expected, let found?):
            "The creation route \(creationRoute(identifier)) made a \(found), but its segue action "
                + "returns \(expected); make the route create a \(expected), or fix the segue action's return type."
        }
    }
}

/// `of 'Show Message'`, or, for a segue without identifier, `by destination type`.
private func creationRoute(_ identifier: String) -> String {
    identifier.isEmpty ? "by destination type" : "of " + quoted(identifier)
}
