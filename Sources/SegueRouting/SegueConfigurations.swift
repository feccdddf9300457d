/// The configuration closures of performs under way, each waiting for its segue's prepare.
///
/// `performSegue(withIdentifier:sender:)` calls `prepare(for:sender:)` synchronously, so a perform
/// registers its closure, performs, and withdraws the closure again when performing returns. The
/// prepare in between takes the closure registered for its own source and identifier, so that it
/// runs exactly once and performs from different sources never see each other's closures.
@MainActor
public enum SegueConfigurations {
    private struct Pending {
        let token: UInt64
        let source: ObjectIdentifier
        let identifier: String
        let configure: @MainActor (Any) -> Bool
        let expected: String
    }

    private static var pending: [Pending] = []
    private static var nextToken: UInt64 = 0

    /// Performs a segue with a configuration closure that runs before the routed handler.
    ///
    ///     SegueConfigurations.perform("Show Message", from: inbox, sender: cell) { (screen: MessageScreen) in
    ///         screen.highlight = query
    ///     } performSegue: { identifier, sender in
    ///         inbox.performSegue(withIdentifier: identifier, sender: sender)
    ///     }
    ///
    /// The closure is dropped when `performSegue` returns, whether or not a prepare took it.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier.
    ///   - source: The controller performing the segue; only its own prepare sees the closure.
    ///   - sender: The sender passed on to `performSegue`.
    ///   - configure: Runs once with the destination of type `Destination`, before the routed handler.
    ///   - performSegue: Performs the segue, calling the source's prepare synchronously.
    /// - Returns: Whether a prepare ran the configuration closure.
    @discardableResult
    public static func perform<Destination>(
        _ identifier: String,
        from source: AnyObject,
        sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void,
        performSegue: (String, Any?) throws -> Void
    ) rethrows -> Bool {
        nextToken &+= 1
        let token = nextToken
        pending.append(
            Pending(
                token: token, source: ObjectIdentifier(source), identifier: identifier,
                configure: { root in
                    guard let destination = findSegueDestination(Destination.self, in: root) else { return false }
                    configure(destination)
                    return true
                },
                expected: String(describing: Destination.self)))
        defer { pending.removeAll { $0.token == token } }
        try performSegue(identifier, sender)
        return !pending.contains { $0.token == token }
    }

    /// Runs and removes the configuration closure registered for `source` and `identifier`, if any.
    ///
    /// ``RouteRegistry``'s prepare calls this before the routed handler; call it yourself only from a
    /// `prepare(for:sender:)` that does not use a registry.
    ///
    /// - Throws: ``SegueRoutingError/destinationNotFound(identifier:expected:found:for:)`` when the
    ///   destination holds nothing of the closure's type.
    public static func applyPending(
        source: AnyObject, identifier: String?, destination: Any
    ) throws(SegueRoutingError) {
        guard !pending.isEmpty, let identifier else { return }
        let id = ObjectIdentifier(source)
        guard let index = pending.lastIndex(where: { $0.source == id && $0.identifier == identifier }) else {
            return
        }
        let entry = pending.remove(at: index)
        if !entry.configure(destination) {
            throw .destinationNotFound(
                identifier: identifier, expected: entry.expected, found: describeHierarchy(destination),
                for: .configuration)
        }
    }

    /// Whether no configuration closure is waiting for its prepare.
    public static var isEmpty: Bool { pending.isEmpty }
}
