/// A segue as the registry sees it: an optional identifier, a source and a destination.
///
/// The UIKit adapter makes `UIStoryboardSegue` conform, the AppKit adapter `NSStoryboardSegue`; tests
/// can use ``TestSegue``.
@MainActor
public protocol RoutableSegue {
    /// The type of the segue's source controller.
    associatedtype Source
    /// The type of the segue's destination controller.
    associatedtype Destination

    /// The identifier, or `nil` for a segue without identifier.
    var identifier: String? { get }
    /// The controller the segue starts from.
    var source: Source { get }
    /// The controller the segue leads to, possibly a container.
    var destination: Destination { get }
}

/// A segue made of plain values, for preparing segues in unit tests without UIKit.
///
///     let segue = TestSegue(identifier: "Show Message", source: inbox, destination: MockMessageScreen())
///     try InboxRoutes.registry.prepare(segue, sender: nil)
public struct TestSegue<Source, Destination>: RoutableSegue {
    /// The identifier, or `nil` for a segue without identifier.
    public var identifier: String?
    /// The source.
    public var source: Source
    /// The destination, possibly a container.
    public var destination: Destination

    /// Creates a segue.
    public init(identifier: String?, source: Source, destination: Destination) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}
