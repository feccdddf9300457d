/// A segue as the registry sees it: an optional identifier, a source and a destination.
///
/// The UIKit adapter makes `UIStoryboardSegue` conform; tests can use ``TestSegue``.
@MainActor
public protocol RoutableSegue {
    /// The type of the segue's source.
    associatedtype SegueSource
    /// The type of the segue's destination.
    associatedtype SegueDestination

    /// The identifier, or `nil` for a segue without identifier.
    var identifier: String? { get }
    /// The controller the segue starts from.
    var source: SegueSource { get }
    /// The controller the segue leads to, possibly a container.
    var destination: SegueDestination { get }
}

/// A segue made of plain values, for preparing segues in unit tests without UIKit.
///
///     let segue = TestSegue(identifier: "Show Message", source: inbox, destination: MockMessageScreen())
///     try InboxScreen.routes.prepare(segue, sender: nil)
public struct TestSegue<SegueSource, SegueDestination>: RoutableSegue {
    /// The identifier, or `nil` for a segue without identifier.
    public var identifier: String?
    /// The source.
    public var source: SegueSource
    /// The destination, possibly a container.
    public var destination: SegueDestination

    /// Creates a segue.
    public init(identifier: String?, source: SegueSource, destination: SegueDestination) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
