import SegueRouting

/// The placeholder a ``StoryboardNavigator`` makes for a scene no mock is bound to: it records its class, and routes that
/// expect a type do not find it.
public final class UnboundController: CustomStringConvertible {
    /// The scene's class.
    public let className: String

    init(className: String) { self.className = className }

    /// `UnboundController(ComposeViewController)`.
    public var description: String { "UnboundController(\(className))" }
}

/// A container scene's controller in a ``StoryboardNavigator``: the controller bound to (or made for) the container itself,
/// and the controllers of the scenes it holds, which routes search.
public final class NavigatorContainer: SegueDestinationContainer {
    /// The container's own controller.
    public let controller: AnyObject
    /// The controllers of the scenes it holds, in the order of its relationship segues.
    public let children: [AnyObject]

    init(controller: AnyObject, children: [AnyObject]) {
        self.controller = controller
        self.children = children
    }

    /// The children, then the container's own controller.
    public var containedDestinations: [Any] { children + [controller] }
}
