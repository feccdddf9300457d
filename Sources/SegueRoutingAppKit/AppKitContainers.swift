#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import SegueRouting

    extension NSStoryboardSegue: RoutableSegue {
        /// The segue's `sourceController`: the view controller or window controller it starts from.
        public var source: Any {
            sourceController
        }

        /// The segue's `destinationController`: a view controller or a window controller, possibly a
        /// container that holds the routed type.
        public var destination: Any {
            destinationController
        }
    }

    extension NSWindowController: SegueDestinationContainer {
        /// The window's content view controller, if any: a segue that opens a window leads to its
        /// window controller, and routes look inside it.
        public var containedDestinations: [Any] {
            contentViewController.map { [$0] } ?? []
        }
    }

    extension NSTabViewController: SegueDestinationContainer {
        /// The tabs' view controllers, in tab order; tab view items without a view controller are
        /// skipped.
        public var containedDestinations: [Any] {
            tabViewItems.compactMap { $0.viewController }
        }
    }

    extension NSSplitViewController: SegueDestinationContainer {
        /// The split view items' view controllers, in order (the sidebar, usually, first).
        public var containedDestinations: [Any] {
            splitViewItems.map { $0.viewController }
        }
    }

    extension NSPageController: SegueDestinationContainer {
        /// The selected view controller first, then the arranged objects that are view controllers,
        /// in order.
        ///
        /// In book mode the page controller makes its pages' view controllers through its delegate,
        /// and only the selected one exists for sure while a segue is prepared; its arranged objects
        /// are usually model values, which are skipped. An app that arranges view controllers
        /// themselves has them searched too.
        public var containedDestinations: [Any] {
            let selected = selectedViewController
            var destinations: [Any] = selected.map { [$0] } ?? []
            for case let controller as NSViewController in arrangedObjects where controller !== selected {
                destinations.append(controller)
            }
            return destinations
        }
    }
#endif
