/// What the registry does with a segue that no route handles.
public enum UnroutedSeguePolicy: Sendable {
    /// Prepare nothing and return ``PreparationResult/unrouted(_:)``, as KNMSegueRouting does.
    case ignore
    /// Call the closure, then return ``PreparationResult/unrouted(_:)``.
    case report(@MainActor @Sendable (UnroutedSegue) -> Void)
    /// Throw ``SegueRoutingError/unrouted(_:)``.
    case fail
}
