/// A problem found while building a ``RouteRegistry``; the routes involved are rejected.
public enum RouteRegistryProblem: Sendable, Hashable, CustomStringConvertible {
    /// Different declarations share one symbol, so they would share one handler.
    case collision(symbol: SegueSymbol, declarations: [RouteDeclaration])
    /// An identifier has no symbol, so no segue can ever reach its route.
    case noSymbol(RouteDeclaration)
    /// Two or more routes for segues without identifier expect (or, creation routes, make) the same
    /// destination type, so the first would always win.
    case duplicateDestination(type: String, declarations: [RouteDeclaration])

    /// A sentence naming the identifiers, the symbol and where each was declared.
    public var description: String {
        switch self {
        case .collision(let symbol, let declarations):
            let names = declarations.map(\.description)
            let list =
                names.count < 2
                ? (names.first ?? "No declaration")
                : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
            return list + " share the symbol \(symbol) (handler \(symbol.handlerName(.swift))); "
                + "rename the segues so that each has its own symbol, or declare the route once."
        case .noSymbol(let declaration):
            return "\(declaration) has no symbol, so no segue can reach its route; "
                + "give the identifier at least one ASCII letter, digit or '_'."
        case .duplicateDestination(let type, let declarations):
            return "The routes for segues without identifier at "
                + declarations.map(\.location.description).joined(separator: " and ")
                + " all have the destination type \(type), so only the first could run; declare one route for "
                + "\(type), or give the segues identifiers."
        }
    }

    /// The problem as a ``Finding``, located at the declaration that made it: the second of the
    /// colliding declarations, or the declaration without symbol.
    public var finding: Finding {
        switch self {
        case .collision(_, let declarations):
            let culprit = declarations.count > 1 ? declarations[1] : declarations.first
            return Finding(.error, .routeCollision, at: culprit?.location, description)
        case .noSymbol(let declaration):
            return Finding(.error, .routeNoSymbol, at: declaration.location, description)
        case .duplicateDestination(_, let declarations):
            let culprit = declarations.count > 1 ? declarations[1] : declarations.first
            return Finding(.error, .routeDuplicateDestination, at: culprit?.location, description)
        }
    }
}

/// The problems found while building a ``RouteRegistry``, thrown by ``RouteRegistry/validate()``.
public struct RouteRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem, in the order of the declaration that made it.
    public let problems: [RouteRegistryProblem]

    /// One line per problem, as findings: `Module/File.swift:12: error: …`.
    public var description: String {
        problems.map(\.finding.description).joined(separator: "\n")
    }
}

extension Finding.Code {
    /// Two route declarations whose identifiers share a symbol.
    public static let routeCollision: Self = "route.collision"
    /// A route declared for an identifier without symbol.
    public static let routeNoSymbol: Self = "route.no-symbol"
    /// Two routes for segues without identifier with the same destination type.
    public static let routeDuplicateDestination: Self = "route.duplicate-destination"
}
