/// What makes reusable views by identifier: a table or collection view (through the UIKit adapter),
/// or a table of closures in tests.
///
/// Code that fills cells can take `some ReusableViewDequeuing<IndexPath>` and be tested without
/// UIKit; ``dequeue(_:for:)`` types the view by its ``ReuseIdentifier``.
@MainActor
public protocol ReusableViewDequeuing<Position> {
    /// Where a view is for: a table row's or collection item's index path.
    associatedtype Position

    /// How messages name the provider: `the table view`.
    var reusableViewProvider: String { get }

    /// The identifiers the provider has views for, when it can tell (UIKit cannot).
    var providedReuseIdentifiers: [String]? { get }

    /// A view for `identifier` at `position`, or `nil` when nothing is registered for it.
    func reusableView(withIdentifier identifier: String, for position: Position) -> Any?
}

extension ReusableViewDequeuing {
    /// The identifiers the provider has views for: unknown unless the provider says.
    public var providedReuseIdentifiers: [String]? { nil }

    /// A view for `identifier` at `position`, of the identifier's declared type.
    ///
    /// A view the provider does not have, or one of another class, is a programming error: this stops
    /// with a ``ReuseError`` message that names the identifier, the declared class and what the provider
    /// made or has.
    ///
    /// - Parameters:
    ///   - identifier: The declared identifier, such as `Reuse.noteCell`.
    ///   - position: The index path of the row or item.
    /// - Returns: The view.
    public func dequeue<Cell>(_ identifier: ReuseIdentifier<Cell>, for position: Position) -> Cell {
        do {
            return try dequeueChecked(identifier, for: position)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// ``dequeue(_:for:)``, throwing instead of stopping.
    ///
    /// - Throws: ``ReuseError`` when the provider has no view for the identifier or makes one of
    ///   another class.
    public func dequeueChecked<Cell>(
        _ identifier: ReuseIdentifier<Cell>, for position: Position
    ) throws(ReuseError) -> Cell {
        guard let made = reusableView(withIdentifier: identifier.rawValue, for: position) else {
            throw .notProvided(
                identifier: identifier.rawValue, provider: reusableViewProvider, available: providedReuseIdentifiers)
        }
        return try identifier.cast(made, from: reusableViewProvider)
    }
}

/// Reusable views made of closures, for tests and previews on any platform: stands in for a table or
/// collection view where code dequeues through ``ReusableViewDequeuing``.
///
///     let cells = ClosureReusableViews<IndexPath>()
///     cells.register(Reuse.noteCell) { _ in MockNoteCell() }
///     let cell = cells.dequeue(Reuse.noteCell, for: IndexPath(row: 0, section: 0))
@MainActor
public final class ClosureReusableViews<Position>: ReusableViewDequeuing {
    private var makers: [String: (Position) -> Any] = [:]

    /// Creates a table with no views.
    public init() {}

    /// `the registered reusable views`.
    public var reusableViewProvider: String { "the registered reusable views" }

    /// The registered identifiers, sorted.
    public var providedReuseIdentifiers: [String]? { makers.keys.sorted() }

    /// Makes `make(position)` the view of `identifier`.
    public func register<Cell>(_ identifier: ReuseIdentifier<Cell>, make: @escaping (Position) -> Cell) {
        makers[identifier.rawValue] = make
    }

    /// Makes `make(position)` the view of the identifier `identifier`, of any type (to test a
    /// mismatch).
    public func register(identifier: String, make: @escaping (Position) -> Any) {
        makers[identifier] = make
    }

    /// The registered view, or `nil`.
    public func reusableView(withIdentifier identifier: String, for position: Position) -> Any? {
        makers[identifier].map { $0(position) }
    }
}
