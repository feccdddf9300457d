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
    /// `routeSegue(_:sender:)` and `perform(_:sender:configure:)` come from ``RoutedController``, which
    /// this protocol refines with UIKit's segue type. The registry may be declared for the class itself,
    /// a superclass, or a protocol the class adopts. Failures go to
    /// ``SegueRoutingFailureHandling/segueRoutingDidFail(_:)`` when the controller (or a subclass) adopts
    /// `SegueRoutingFailureHandling`, and otherwise stop debug builds with a message.
    @MainActor
    public protocol SegueRouted: UIViewController, RoutedController where PlatformSegue == UIStoryboardSegue {}
#endif
