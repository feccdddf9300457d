import SegueRouting

/// A view controller of a storyboard: a scene's controller, or a storyboard reference.
public struct StoryboardScene: Sendable, Hashable {
    /// The object id, unique in its file.
    public let id: String
    /// The XML element, such as `viewController`, `navigationController`, `tableViewController`.
    public let elementName: String
    /// The custom class, if the scene has one.
    public let customClass: String?
    /// The custom class's module, if set.
    public let customModule: String?
    /// Where the custom class's module comes from: `target` when Interface Builder fills in the
    /// module of the target the storyboard is built in (the app's own code), `nil` when the module is
    /// named explicitly or not at all.
    public let customModuleProvider: String?
    /// The storyboard identifier (`storyboardIdentifier`), if set.
    public let storyboardIdentifier: String?
    /// For a storyboard reference (`viewControllerPlaceholder`): the referenced storyboard's name.
    public let referencedStoryboard: String?
    /// For a storyboard reference: the referenced scene's storyboard identifier.
    public let referencedIdentifier: String?
    /// The UI framework of the storyboard the scene is in.
    public let platform: StoryboardPlatform
    /// Where the controller's element starts, when the scene was read from a file.
    public let location: FileLocation?

    /// Creates a scene.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil,
        storyboardIdentifier: String? = nil, referencedStoryboard: String? = nil,
        referencedIdentifier: String? = nil, platform: StoryboardPlatform = .uiKit, location: FileLocation? = nil
    ) {
        self.id = id
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.storyboardIdentifier = storyboardIdentifier
        self.referencedStoryboard = referencedStoryboard
        self.referencedIdentifier = referencedIdentifier
        self.platform = platform
        self.location = location
    }

    /// Whether this is a reference to a scene of another storyboard.
    public var isStoryboardReference: Bool { elementName == "viewControllerPlaceholder" }

    /// The class the scene instantiates: its custom class, or else ``frameworkClassName``.
    public var className: String {
        customClass ?? frameworkClassName
    }

    /// The UIKit or AppKit class of the scene's element, whatever its custom class:
    /// `navigationController` is `UINavigationController`, a macOS `windowController` is
    /// `NSWindowController`, and the `application` of a main storyboard's application scene is
    /// `NSApplication`.
    public var frameworkClassName: String {
        switch platform {
        case .uiKit: Self.uiKitClasses[elementName] ?? "UIViewController"
        case .appKit: Self.appKitClasses[elementName] ?? "NSViewController"
        }
    }

    /// Whether the scene's element is a container whose children a route looks inside: a navigation,
    /// tab, split or page controller (UIKit), or a window, tab, split or page controller (AppKit).
    public var isContainer: Bool {
        Self.containerElements.contains(elementName)
    }

    private static let containerElements: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "pageViewController",
        "windowController", "tabViewController", "pagecontroller",
    ]

    private static let uiKitClasses: [String: String] = [
        "viewController": "UIViewController",
        "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController",
        "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "pageViewController": "UIPageViewController",
        "glkViewController": "GLKViewController",
        "avPlayerViewController": "AVPlayerViewController",
        "hostingController": "UIHostingController",
        "viewControllerPlaceholder": "UIViewController",
    ]

    private static let appKitClasses: [String: String] = [
        "viewController": "NSViewController",
        "windowController": "NSWindowController",
        "tabViewController": "NSTabViewController",
        "splitViewController": "NSSplitViewController",
        "pagecontroller": "NSPageController",
        "titlebarAccessoryViewController": "NSTitlebarAccessoryViewController",
        // The application scene of a main storyboard: the app object, with the main menu.
        "application": "NSApplication",
        "viewControllerPlaceholder": "NSViewController",
    ]
}
