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
    /// adopt `NSSeguePerforming`), so this one protocol serves both: its only method requirement,
    /// `performSegue(withIdentifier:sender:)`, is the one both classes already implement, and nothing
    /// needs writing for it. The registry may be declared for the class itself, a superclass, or a
    /// protocol the class adopts; one protocol-typed registry can serve view controllers and window
    /// controllers alike. Failures go to ``SegueRoutingFailureHandling/segueRoutingDidFail(_:)`` when
    /// the controller (or a subclass) adopts `SegueRoutingFailureHandling`, and otherwise stop debug
    /// builds with a message.
    @MainActor
    public protocol SegueRouted: NSResponder {
        /// The registry's source type: `Self`, a superclass, or a protocol the controller adopts.
        associatedtype RoutedSource = Self

        /// The registry that prepares this controller's segues.
        static var segueRoutes: RouteRegistry<RoutedSource> { get }

        /// Performs the segue with `identifier` from this controller's storyboard scene.
        ///
        /// `NSViewController` and `NSWindowController` implement it (`NSSeguePerforming`); AppKit calls
        /// `shouldPerformSegue(withIdentifier:sender:)`, then `prepare(for:sender:)` synchronously,
        /// then performs the segue. ``perform(_:sender:configure:)`` relies on that order.
        ///
        /// - Parameters:
        ///   - identifier: The segue identifier, as in the storyboard.
        ///   - sender: The object that initiates the segue, passed on to `prepare(for:sender:)`.
        func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)
    }

    extension SegueRouted {
        /// Prepares `segue` through ``segueRoutes``; call it from `prepare(for:sender:)`.
        ///
        /// - Parameters:
        ///   - segue: The segue AppKit is about to perform.
        ///   - sender: The sender AppKit passed to `prepare(for:sender:)`.
        /// - Returns: What preparing did, or `nil` after reporting a failure (see
        ///   ``SegueRoutingFailureHandling``).
        @discardableResult
        public func routeSegue(_ segue: NSStoryboardSegue, sender: Any?) -> PreparationResult? {
            Self.segueRoutes.routeSegue(
                identifier: segue.identifier, destination: segue.destination, from: self, sender: sender)
        }

        /// Performs a segue with a closure that configures its destination, once, for this perform
        /// only, before the routed handler runs.
        ///
        ///     perform("Show Inspector", sender: self) { (inspector: InspectorViewController) in
        ///         inspector.isPinned = true
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
        ///   - configure: Configures the destination of type `Destination`, found inside containers
        ///     (a window controller's content, tab and split view controllers) as routes find theirs.
        public func perform<Destination>(
            _ identifier: NSStoryboardSegue.Identifier,
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
