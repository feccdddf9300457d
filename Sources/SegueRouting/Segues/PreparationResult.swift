/// What preparing a segue did: which route prepared it, or why none did.
public enum PreparationResult: Sendable, Hashable {
    /// A route prepared the segue; its symbol.
    case routed(SegueSymbol)
    /// A route for segues without identifier, keyed by the destination's type, prepared the segue;
    /// that type. Compare it with a type through ``routed(byDestination:)``.
    case routedByDestination(RoutedDestinationType)
    /// No route handles the segue (the registry's policy is ``UnroutedSeguePolicy/ignore`` or
    /// ``UnroutedSeguePolicy/report(_:)``).
    case unrouted(UnroutedSegue)

    /// The result of a route keyed by the destination type `type`, to compare a result with:
    ///
    ///     #expect(result == .routed(byDestination: (any TagsScreen).self))
    public static func routed(byDestination type: Any.Type) -> PreparationResult {
        .routedByDestination(RoutedDestinationType(type))
    }
}

/// The type a route for segues without identifier is keyed by: equal to another when it is the same
/// type, and named as Swift prints it.
public struct RoutedDestinationType: Sendable, Hashable, CustomStringConvertible {
    /// The type's name, as `String(describing:)` gives it: `any TagsScreen`, `EditorViewController`.
    public let name: String
    private let identity: ObjectIdentifier

    /// The routed type `type`.
    public init(_ type: Any.Type) {
        identity = ObjectIdentifier(type)
        name = String(describing: type)
    }

    /// Whether the two are the same type.
    public static func == (lhs: RoutedDestinationType, rhs: RoutedDestinationType) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the type's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// The type's name.
    public var description: String { name }
}
