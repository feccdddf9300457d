#if canImport(UIKit)
    import SegueRouting
    import UIKit

    /// A view controller whose segues a ``RouteRegistry`` prepares.
    ///
    /// Adopt it, name the registry, and route with one line in `prepare(for:sender:)`:
    ///
    ///     final class InboxViewController: UIViewController, SegueRouted {
    ///         static let segueRoutes = InboxRoutes.registry   // a RouteRegistry<InboxViewController>
    ///
    ///         override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    ///             routeSegue(segue, sender: sender)
    ///         }
    ///     }
    @MainActor
    public protocol SegueRouted: UIViewController {
        /// The registry's source type; `Self` unless the registry is declared for a superclass.
        associatedtype RoutedSource = Self

        /// The registry that prepares this controller's segues.
        static var segueRoutes: RouteRegistry<RoutedSource> { get }

        /// Called when preparing a segue fails: a destination of the wrong type, a rejected route, or an
        /// unrouted segue under the ``UnroutedSeguePolicy/fail`` policy.
        ///
        /// The default stops debug builds with the error's description (`assertionFailure`) and does
        /// nothing in release builds. Override it to log or report instead.
        func segueRoutingDidFail(_ error: SegueRoutingError)
    }

    extension SegueRouted {
        /// Stops debug builds with the error's description; does nothing in release builds.
        public func segueRoutingDidFail(_ error: SegueRoutingError) {
            assertionFailure(error.description)
        }

        /// Prepares `segue` through ``segueRoutes``; call it from `prepare(for:sender:)`.
        ///
        /// - Parameters:
        ///   - segue: The segue UIKit is about to perform.
        ///   - sender: The sender UIKit passed to `prepare(for:sender:)`.
        /// - Returns: What preparing did, or `nil` after reporting a failure to ``segueRoutingDidFail(_:)``.
        @discardableResult
        public func routeSegue(_ segue: UIStoryboardSegue, sender: Any?) -> SeguePreparation? {
            guard let source = self as? RoutedSource else {
                segueRoutingDidFail(
                    .destinationNotFound(
                        identifier: segue.identifier, expected: String(describing: RoutedSource.self),
                        found: String(describing: type(of: self)), for: .route))
                return nil
            }
            do {
                return try Self.segueRoutes.prepare(segue, source: source, sender: sender)
            } catch {
                segueRoutingDidFail(error)
                return nil
            }
        }
    }

    extension UIViewController {
        /// Performs a segue with a closure that configures its destination, once, for this perform only,
        /// before the routed handler runs.
        ///
        ///     perform("Show Message", sender: cell) { (screen: MessageViewController) in
        ///         screen.scrollsToLatest = true
        ///     }
        ///
        /// The closure runs inside this controller's `prepare(for:sender:)`, which must route through
        /// ``SegueRouted/routeSegue(_:sender:)`` (or call ``SegueConfigurations/applyPending(source:identifier:destination:)``).
        ///
        /// - Parameters:
        ///   - identifier: The segue identifier.
        ///   - sender: The sender passed on to `performSegue(withIdentifier:sender:)`.
        ///   - configure: Configures the destination of type `Destination`, found inside containers.
        /// - Returns: Whether the configuration closure ran.
        @discardableResult
        public func perform<Destination>(
            _ identifier: String,
            sender: Any?,
            configure: @escaping @MainActor (Destination) -> Void
        ) -> Bool {
            SegueConfigurations.perform(identifier, from: self, sender: sender, configure: configure) {
                identifier, sender in
                performSegue(withIdentifier: identifier, sender: sender)
            }
        }
    }
#endif
