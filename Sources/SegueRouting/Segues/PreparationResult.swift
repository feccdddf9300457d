/// What preparing a segue did: which route prepared it, or why none did.
public enum PreparationResult: Sendable, Hashable {
    /// A route prepared the segue; its symbol.
    case routed(SegueSymbol)
    /// A route for segues without identifier, keyed by the destination's type, prepared the segue;
    /// that type, as Swift prints it.
    case routedByDestination(String)
    /// No route handles the segue (the registry's policy is ``UnroutedSeguePolicy/ignore`` or
    /// ``UnroutedSeguePolicy/report(_:)``).
    case unrouted(UnroutedSegue)
}
