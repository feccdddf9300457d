/// A segue that no route handles, and why.
public struct UnroutedSegue: Sendable, Hashable, CustomStringConvertible {
    /// The segue's identifier.
    public let identifier: String?
    /// Why no route handles it.
    public let reason: Reason

    /// Why no route handles a segue.
    public enum Reason: Sendable, Hashable {
        /// The segue has no identifier.
        case noIdentifier
        /// The identifier has no symbol, so no route can be declared for it.
        case noSymbol
        /// No route is declared for the identifier's symbol.
        case noRoute
    }

    /// Creates a description of an unrouted segue.
    public init(identifier: String?, reason: Reason) {
        self.identifier = identifier
        self.reason = reason
    }

    /// A sentence naming the identifier and the reason.
    public var description: String {
        switch reason {
        case .noIdentifier:
            "A segue without identifier is routed by its destination's type: declare "
                + "Route.byDestination { (source, destination: TheDestinationType, sender) in … } for it (and, to "
                + "create it in a segue action, Route.createByDestination { creation in … }), or give the segue an "
                + "identifier in the storyboard."
        case .noSymbol:
            "The identifier '\(identifier ?? "")' has no symbol and cannot be routed; "
                + "give it at least one ASCII letter, digit or '_'."
        case .noRoute:
            "No route is declared for the identifier '\(identifier ?? "")' (handler "
                + "\(Symbolifier.symbol(for: identifier)?.handlerName(.swift) ?? "none")); declare one."
        }
    }
}
