/// What the registry does with a segue that no route handles.
public enum UnroutedSeguePolicy: Sendable {
    /// Prepare nothing and return ``SeguePreparation/unrouted(_:)``, as KNMSegueRouting does.
    case ignore
    /// Call the closure, then return ``SeguePreparation/unrouted(_:)``.
    case report(@MainActor @Sendable (UnroutedSegue) -> Void)
    /// Throw ``SegueRoutingError/unrouted(_:)``.
    case fail
}

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
            "A segue without identifier cannot be routed; give it an identifier in the storyboard."
        case .noSymbol:
            "The identifier '\(identifier ?? "")' has no symbol and cannot be routed; "
                + "give it at least one ASCII letter, digit or '_'."
        case .noRoute:
            "No route is declared for the identifier '\(identifier ?? "")' (handler "
                + "\(Symbolifier.symbol(for: identifier)?.handlerName(.swift) ?? "none")); declare one."
        }
    }
}

/// What preparing a segue did.
public enum SeguePreparation: Sendable, Hashable {
    /// A route prepared the segue; its symbol.
    case routed(SegueSymbol)
    /// No route handles the segue (the registry's policy is ``UnroutedSeguePolicy/ignore`` or
    /// ``UnroutedSeguePolicy/report(_:)``).
    case unrouted(UnroutedSegue)
}
