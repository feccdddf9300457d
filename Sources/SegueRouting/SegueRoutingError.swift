/// An error from preparing a segue.
public enum SegueRoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No route handles the segue, and the registry's policy is ``UnroutedSeguePolicy/fail``.
    case unrouted(UnroutedSegue)
    /// The destination hierarchy holds nothing of the type the route or the configuration expects.
    case destinationNotFound(identifier: String?, expected: String, found: String, for: Purpose)
    /// The identifier matches a route that the registry rejected when it was built.
    case rejectedRoute(RouteRegistryProblem)

    /// What was looking for the destination.
    public enum Purpose: String, Sendable, Hashable {
        /// The route's handler.
        case route
        /// A perform's configuration closure.
        case configuration
    }

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case .unrouted(let segue):
            segue.description
        case .destinationNotFound(let identifier, let expected, let found, let purpose):
            "The segue '\(identifier ?? "")' leads to \(found), which holds no \(expected) that its "
                + "\(purpose == .route ? "route" : "configuration closure") expects; fix the destination "
                + "type or the storyboard."
        case .rejectedRoute(let problem):
            "The segue cannot be prepared because its route was rejected: \(problem)"
        }
    }
}

/// A problem found while building a ``RouteRegistry``; the routes involved are rejected.
public enum RouteRegistryProblem: Sendable, Hashable, CustomStringConvertible {
    /// Different declarations share one symbol, so they would share one handler.
    case collision(symbol: SegueSymbol, declarations: [RouteDeclaration])
    /// An identifier has no symbol, so no segue can ever reach its route.
    case noSymbol(RouteDeclaration)

    /// A sentence naming the identifiers, the symbol and where each was declared.
    public var description: String {
        switch self {
        case .collision(let symbol, let declarations):
            let names = declarations.map(\.description)
            return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                + " share the symbol \(symbol) (handler \(symbol.handlerName(.swift))); "
                + "rename the segues so that each has its own symbol, or declare the route once."
        case .noSymbol(let declaration):
            return "\(declaration) has no symbol, so no segue can reach its route; "
                + "give the identifier at least one ASCII letter, digit or '_'."
        }
    }
}

/// The problems found while building a ``RouteRegistry``, thrown by ``RouteRegistry/validate()``.
public struct RouteRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem, in declaration order.
    public let problems: [RouteRegistryProblem]

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
