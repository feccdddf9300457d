#if canImport(UIKit)
    import SegueRouting
    import UIKit

    extension UIStoryboardSegue: RoutableSegue {}

    extension UINavigationController: SegueDestinationContainer {
        /// The navigation stack, root first: a segue's destination is usually the root.
        public var containedDestinations: [Any] {
            viewControllers
        }
    }

    extension UITabBarController: SegueDestinationContainer {
        /// The tabs' controllers, in tab order.
        public var containedDestinations: [Any] {
            viewControllers ?? []
        }
    }

    extension UISplitViewController: SegueDestinationContainer {
        /// The split view's columns, primary first.
        public var containedDestinations: [Any] {
            viewControllers
        }
    }
#endif
