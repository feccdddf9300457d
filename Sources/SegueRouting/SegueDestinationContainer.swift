/// A controller that holds other controllers, searched when a segue's destination is not itself
/// of the type a route expects.
///
/// The UIKit adapter makes navigation, tab and split controllers containers. Adopt it for your own
/// containers (a page controller, a custom drawer) so that routes can reach inside them:
///
///     extension DrawerController: SegueDestinationContainer {
///         var containedDestinations: [Any] { [content, menu] }
///     }
@MainActor
public protocol SegueDestinationContainer {
    /// The controllers this container holds, in the order they should be searched.
    var containedDestinations: [Any] { get }
}

/// Finds the first value of type `Destination` in `root` and, breadth-first, in the containers
/// below it.
///
/// - Complexity: O(*n*), where *n* is the number of controllers in the hierarchy; no allocation
///   when `root` itself has the type.
@MainActor
@inlinable
func findSegueDestination<Destination>(_ type: Destination.Type, in root: Any) -> Destination? {
    if let destination = root as? Destination { return destination }
    guard let container = root as? any SegueDestinationContainer else { return nil }
    var queue = container.containedDestinations
    var next = 0
    // A container that holds itself, directly or not, must not loop forever.
    var visited = Set<ObjectIdentifier>()
    if let id = identity(of: root) { visited.insert(id) }
    while next < queue.count {
        let candidate = queue[next]
        next += 1
        if let id = identity(of: candidate), !visited.insert(id).inserted { continue }
        if let destination = candidate as? Destination { return destination }
        if let container = candidate as? any SegueDestinationContainer {
            queue.append(contentsOf: container.containedDestinations)
        }
    }
    return nil
}

/// Describes a destination hierarchy for error messages:
/// `TabBarController(NavigationController(ListScreen), SettingsScreen)`.
@MainActor
@usableFromInline
func describeHierarchy(_ root: Any, depth: Int = 0) -> String {
    let name = String(describing: type(of: root))
    guard depth < 8, let container = root as? any SegueDestinationContainer else { return name }
    let children = container.containedDestinations
    if children.isEmpty { return name + "()" }
    return name + "(" + children.map { describeHierarchy($0, depth: depth + 1) }.joined(separator: ", ") + ")"
}

@usableFromInline
func identity(of value: Any) -> ObjectIdentifier? {
    type(of: value) is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
}
