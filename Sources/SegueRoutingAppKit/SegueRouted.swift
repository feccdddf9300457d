// Mac Catalyst apps can import AppKit, but its controllers are unavailable there: the adapter is for
// macOS apps only, and compiles to nothing elsewhere.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import SegueRouting

    /// A view controller or window controller whose segues a ``RouteRegistry`` prepares.
    ///
    /// Adopt it, name the registry, and route with one line in `prepare(for:sender:)`:
    ///
    ///     final class DocumentWindowController: NSWindowController, SegueRouted {
    ///         static let segueRoutes = DocumentRoutes.registry   // a RouteRegistry<any DocumentScreen>
    ///
    ///         override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
    ///             routeSegue(segue, sender: sender)
    ///         }
    ///     }
    ///
    /// In AppKit both `NSViewController` and `NSWindowController` perform and prepare segues (they
    /// adopt `NSSeguePerforming`), so this one protocol serves both: the requirement
    /// `performSegue(withIdentifier:sender:)` is the one both classes already implement, and AppKit
    /// calls `shouldPerformSegue(withIdentifier:sender:)`, then `prepare(for:sender:)` synchronously,
    /// then performs the segue, the order `perform(_:sender:configure:)` relies on.
    /// `routeSegue(_:sender:)` and `perform(_:sender:configure:)` come from ``RoutedController``, which
    /// this protocol refines with AppKit's segue type; a configuration closure finds its destination
    /// inside containers (a window controller's content, tab and split view controllers) as routes do.
    /// The registry may be declared for the class itself, a superclass, or a protocol the class adopts;
    /// one protocol-typed registry can serve view controllers and window controllers alike. Failures go
    /// to ``SegueRoutingFailureHandling/segueRoutingDidFail(_:)`` when the controller (or a subclass)
    /// adopts `SegueRoutingFailureHandling`, and otherwise stop debug builds with a message.
    @MainActor
    public protocol SegueRouted: NSResponder, RoutedController where PlatformSegue == NSStoryboardSegue {}
#endif
