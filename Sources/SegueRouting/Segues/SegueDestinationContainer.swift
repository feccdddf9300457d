/// A controller that holds other controllers, searched when a segue's destination is not itself
/// of the type a route expects.
///
/// The UIKit adapter makes navigation, tab and split controllers containers; the AppKit adapter makes
/// window, tab, split and page controllers containers. Adopt it for your own containers (a UIKit page
/// view controller, a custom drawer) so that routes can reach inside them:
///
///     extension DrawerController: SegueDestinationContainer {
///         var containedDestinations: [Any] { [content, menu] }
///     }
@MainActor
public protocol SegueDestinationContainer {
    /// The controllers this container holds, in the order they should be searched.
    var containedDestinations: [Any] { get }
}

/// The most controllers a destination search or description visits. Real hierarchies hold a few
/// dozen; the bound gives a defined answer for containers whose children never end (a value type
/// whose children include a copy of itself, which identity cannot detect).
@usableFromInline
let destinationSearchLimit = 4096

/// Finds the first value of type `Destination` in `root` and, breadth-first, in the containers
/// below it.
///
/// A controller reached twice (a container that holds itself, directly or not) is searched once;
/// the search stops after ``destinationSearchLimit`` controllers.
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
    var visited = Set<ObjectIdentifier>()
    if let id = identity(of: root) { visited.insert(id) }
    while next < queue.count && next < destinationSearchLimit {
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
///
/// Each object is described once (a repeat shows as `…`), at most 8 levels deep and 64 controllers in
/// all, so that the message stays short whatever the hierarchy holds.
@MainActor
@usableFromInline
func describeHierarchy(_ root: Any) -> String {
    var visited = Set<ObjectIdentifier>()
    var budget = 64
    return describeHierarchy(root, depth: 0, visited: &visited, budget: &budget)
}

@MainActor
private func describeHierarchy(
    _ node: Any, depth: Int, visited: inout Set<ObjectIdentifier>, budget: inout Int
) -> String {
    budget -= 1
    let name = String(describing: type(of: node))
    if let id = identity(of: node), !visited.insert(id).inserted { return name + "(…)" }
    guard let container = node as? any SegueDestinationContainer else { return name }
    let children = container.containedDestinations
    if children.isEmpty { return name + "()" }
    guard depth < 8, budget > 0 else { return name + "(…)" }
    var parts: [String] = []
    for child in children {
        if budget <= 0 {
            parts.append("…")
            break
        }
        parts.append(describeHierarchy(child, depth: depth + 1, visited: &visited, budget: &budget))
    }
    return name + "(" + parts.joined(separator: ", ") + ")"
}

@usableFromInline
func identity(of value: Any) -> ObjectIdentifier? {
    type(of: value) is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
}
