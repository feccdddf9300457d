/// A controller whose segues a ``RouteRegistry`` prepares, whatever its platform.
///
/// The UIKit and AppKit adapters refine it as their `SegueRouted` protocols, binding ``PlatformSegue``
/// to `UIStoryboardSegue` or `NSStoryboardSegue`; an app adopts those, names its registry, and routes
/// with one line in `prepare(for:sender:)`:
///
///     final class InboxViewController: UIViewController, InboxScreen, SegueRouted {
///         static let segueRoutes = InboxRoutes.registry   // a RouteRegistry<any InboxScreen>
///
///         override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///             routeSegue(segue, sender: sender)
///         }
///     }
///
/// The registry may be declared for the class itself, a superclass, or a protocol the class adopts.
/// Failures go to ``SegueRoutingFailureHandling/segueRoutingDidFail(_:)`` when the controller (or a
/// subclass) adopts ``SegueRoutingFailureHandling``, and otherwise stop debug builds with a message.
@MainActor
public protocol RoutedController: AnyObject {
    /// The registry's source type: `Self`, a superclass, or a protocol the controller adopts.
    associatedtype RoutedSource = Self
    /// The platform's segue type: `UIStoryboardSegue` or `NSStoryboardSegue`.
    associatedtype PlatformSegue: RoutableSegue

    /// The registry that prepares this controller's segues.
    static var segueRoutes: RouteRegistry<RoutedSource> { get }

    /// Performs the segue with `identifier` from this controller's storyboard scene, preparing it
    /// synchronously: UIKit's and AppKit's controllers already implement it.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as in the storyboard.
    ///   - sender: The object that initiates the segue, passed on to `prepare(for:sender:)`.
    func performSegue(withIdentifier identifier: String, sender: Any?)
}

extension RoutedController {
    /// Prepares `segue` through ``segueRoutes``; call it from `prepare(for:sender:)`.
    ///
    /// - Parameters:
    ///   - segue: The segue the platform is about to perform.
    ///   - sender: The sender the platform passed to `prepare(for:sender:)`.
    /// - Returns: What preparing did, or `nil` after reporting a failure (see
    ///   ``SegueRoutingFailureHandling``).
    @discardableResult
    public func routeSegue(_ segue: PlatformSegue, sender: Any?) -> PreparationResult? {
        Self.segueRoutes.routeSegue(
            identifier: segue.identifier, destination: segue.destination, from: self, sender: sender)
    }

    /// Creates a segue's destination through ``segueRoutes``' creation routes; the one line of a
    /// segue action (`@IBSegueAction`):
    ///
    ///     @IBSegueAction func makeMessage(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> MessageViewController? {
    ///         routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    ///     }
    ///
    /// - Parameters:
    ///   - coder: The coder the platform passes to the segue action.
    ///   - sender: The sender of the segue.
    ///   - identifier: The segue's identifier.
    /// - Returns: The destination, or `nil` (the platform then creates it from the storyboard) when
    ///   no creation route makes it or after reporting a failure (see ``SegueRoutingFailureHandling``).
    public func routeCreation<Destination>(coder: Any?, sender: Any?, identifier: String?) -> Destination? {
        Self.segueRoutes.routeCreation(identifier: identifier, coder: coder, from: self, sender: sender)
    }

    /// Runs ``segueRoutes``' unwind route of `action` with this controller as the one unwound to; the
    /// one line of an unwind method:
    ///
    ///     @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {
    ///         routeUnwind(segue, action: "unwindToInbox:")
    ///     }
    ///
    /// - Parameters:
    ///   - segue: The unwind segue; its source is the controller unwound from.
    ///   - action: The unwind action's selector, as the storyboard's exit spells it.
    /// - Returns: Whether a route received the unwind; `false` after reporting a failure.
    @discardableResult
    public func routeUnwind(_ segue: PlatformSegue, action: String) -> Bool {
        Self.segueRoutes.routeUnwind(action: action, to: self, from: segue.source)
    }

    /// Performs a segue with a closure that configures its destination, once, for this perform
    /// only, before the routed handler runs.
    ///
    ///     perform("Show Message", sender: cell) { (screen: MessageViewController) in
    ///         screen.scrollsToLatest = true
    ///     }
    ///
    /// The closure runs inside this controller's `prepare(for:sender:)`, which must call
    /// ``routeSegue(_:sender:)``. When the segue is not prepared that way (it was cancelled by
    /// `shouldPerformSegue(withIdentifier:sender:)`, or `prepare(for:sender:)` does not route), the
    /// failure is reported as ``SegueRoutingError/notPrepared(identifier:expected:)``; the closure
    /// never reaches a later segue.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier.
    ///   - sender: The sender passed on to `performSegue(withIdentifier:sender:)`.
    ///   - configure: Configures the destination of type `Destination`, found inside containers as
    ///     routes find theirs.
    public func perform<Destination>(
        _ identifier: String,
        sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void
    ) {
        Self.segueRoutes.performSegue(identifier, from: self, sender: sender, configure: configure) {
            identifier, sender in
            performSegue(withIdentifier: identifier, sender: sender)
        }
    }

    /// Performs the segue whose identifier is `identifier.rawValue` (an enum case of the app's
    /// identifiers) with a closure that configures its destination, as `perform("Show Message", …)`
    /// does for a string.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as a `RawRepresentable` whose raw value is a `String`.
    ///   - sender: The sender passed on to `performSegue(withIdentifier:sender:)`.
    ///   - configure: Configures the destination of type `Destination`, once, before the routed handler.
    public func perform<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        sender: Any?,
        configure: @escaping @MainActor (Destination) -> Void
    ) {
        perform(identifier.rawValue, sender: sender, configure: configure)
    }
}
