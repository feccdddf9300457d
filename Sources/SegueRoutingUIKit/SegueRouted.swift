#if canImport(UIKit)
    import SegueRouting
    import UIKit

    /// A view controller whose segues a ``RouteRegistry`` prepares.
    ///
    /// Adopt it, name the registry, and route with one line in `prepare(for:sender:)`:
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
    /// subclass) adopts `SegueRoutingFailureHandling`, and otherwise stop debug builds with a message.
    @MainActor
    public protocol SegueRouted: UIViewController {
        /// The registry's source type: `Self`, a superclass, or a protocol the controller adopts.
        associatedtype RoutedSource = Self

        /// The registry that prepares this controller's segues.
        static var segueRoutes: RouteRegistry<RoutedSource> { get }
    }

    extension SegueRouted {
        /// Prepares `segue` through ``segueRoutes``; call it from `prepare(for:sender:)`.
        ///
        /// - Parameters:
        ///   - segue: The segue UIKit is about to perform.
        ///   - sender: The sender UIKit passed to `prepare(for:sender:)`.
        /// - Returns: What preparing did, or `nil` after reporting a failure (see
        ///   ``SegueRoutingFailureHandling``).
        @discardableResult
        public func routeSegue(_ segue: UIStoryboardSegue, sender: Any?) -> PreparationResult? {
            Self.segueRoutes.routeSegue(
                identifier: segue.identifier, destination: segue.destination, from: self, sender: sender)
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
        ///   - configure: Configures the destination of type `Destination`, found inside containers.
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
    }
#endif
