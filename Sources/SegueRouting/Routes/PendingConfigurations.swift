/// The configuration closures of performs under way, each waiting for its segue's prepare.
///
/// `performSegue(withIdentifier:sender:)` calls `prepare(for:sender:)` synchronously, so a perform
/// registers its closure, performs, and withdraws the closure when performing returns. The prepare in
/// between takes the closure registered for its own source and symbol, so that it runs exactly once,
/// `"show-message"` finds a closure performed as `"Show Message"`, and performs from different sources
/// never see each other's closures.
@MainActor
enum PendingConfigurations {
    private struct Pending {
        let token: UInt64
        let source: ObjectIdentifier?
        let identifier: String
        let symbol: SegueSymbol?
        let configure: @MainActor (Any) -> Bool
        let expected: String
    }

    private static var pending: [Pending] = []
    private static var nextToken: UInt64 = 0

    /// Whether no configuration closure is waiting for its prepare.
    static var isEmpty: Bool { pending.isEmpty }

    /// Registers `configure` for the prepare of `identifier` by `source`, runs `performSegue`, and
    /// withdraws the closure again.
    ///
    /// - Throws: What `performSegue` throws, or ``SegueRoutingError/notPrepared(identifier:expected:)``
    ///   when it returned without a prepare taking the closure.
    static func perform<Destination>(
        _ identifier: String,
        from source: Any,
        configure: @escaping @MainActor (Destination) -> Void,
        performSegue: () throws -> Void
    ) throws {
        nextToken &+= 1
        let token = nextToken
        pending.append(
            Pending(
                token: token, source: identity(of: source), identifier: identifier,
                symbol: Symbolifier.symbol(for: identifier),
                configure: { root in
                    guard let destination = findSegueDestination(Destination.self, in: root) else { return false }
                    configure(destination)
                    return true
                },
                expected: String(describing: Destination.self)))
        defer { pending.removeAll { $0.token == token } }
        try performSegue()
        if pending.contains(where: { $0.token == token }) {
            throw SegueRoutingError.notPrepared(identifier: identifier, expected: String(describing: Destination.self))
        }
    }

    /// Runs and removes the configuration closure registered for `source` and the symbol of
    /// `identifier`, if any.
    ///
    /// - Throws: ``SegueRoutingError/destinationNotFound(identifier:expected:found:for:)`` when the
    ///   destination holds nothing of the closure's type.
    static func apply(source: Any, identifier: String, destination: Any) throws(SegueRoutingError) {
        let id = identity(of: source)
        var symbol: SegueSymbol?? = .none
        guard
            let index = pending.lastIndex(where: { entry in
                guard entry.source == id else { return false }
                if entry.identifier == identifier { return true }
                if symbol == nil { symbol = .some(Symbolifier.symbol(for: identifier)) }
                return entry.symbol != nil && entry.symbol == symbol!
            })
        else { return }
        let entry = pending.remove(at: index)
        if !entry.configure(destination) {
            throw .destinationNotFound(
                identifier: identifier, expected: entry.expected, found: describeHierarchy(destination),
                for: .configuration)
        }
    }
}
