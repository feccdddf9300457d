import SegueRouting

/// A view controller of a storyboard: a scene's controller, or a storyboard reference.
public struct StoryboardScene: Sendable, Hashable {
    /// The scene's fields, shared by every copy: each segue holds its source and destination scene,
    /// and a storyboard of a million segues keeps each scene once instead of once per segue.
    private final class Storage: Sendable {
        let id: String
        let elementName: String
        let customClass: String?
        let customModule: String?
        let customModuleProvider: String?
        let storyboardIdentifier: String?
        let referencedStoryboard: String?
        let referencedIdentifier: String?
        let platform: StoryboardPlatform
        let location: FileLocation?

        init(
            id: String, elementName: String, customClass: String?, customModule: String?,
            customModuleProvider: String?, storyboardIdentifier: String?, referencedStoryboard: String?,
            referencedIdentifier: String?, platform: StoryboardPlatform, location: FileLocation?
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
    }

    private let storage: Storage

    /// The object id, unique in its file (empty for a controller written without one).
    public var id: String { storage.id }
    /// The XML element, such as `viewController`, `navigationController`, `tableViewController`.
    public var elementName: String { storage.elementName }
    /// The custom class, if the scene has one.
    public var customClass: String? { storage.customClass }
    /// The custom class's module, if set.
    public var customModule: String? { storage.customModule }
    /// Where the custom class's module comes from: `target` when Interface Builder fills in the
    /// module of the target the storyboard is built in (the app's own code), `nil` when the module is
    /// named explicitly or not at all.
    public var customModuleProvider: String? { storage.customModuleProvider }
    /// The storyboard identifier (`storyboardIdentifier`), if set.
    public var storyboardIdentifier: String? { storage.storyboardIdentifier }
    /// For a storyboard reference (`viewControllerPlaceholder`): the referenced storyboard's name.
    public var referencedStoryboard: String? { storage.referencedStoryboard }
    /// For a storyboard reference: the referenced scene's storyboard identifier.
    public var referencedIdentifier: String? { storage.referencedIdentifier }
    /// The UI framework of the storyboard the scene is in.
    public var platform: StoryboardPlatform { storage.platform }
    /// Where the controller's element starts, when the scene was read from a file.
    public var location: FileLocation? { storage.location }

    /// Creates a scene.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil, storyboardIdentifier: String? = nil, referencedStoryboard: String? = nil,
        referencedIdentifier: String? = nil, platform: StoryboardPlatform = .uiKit, location: FileLocation? = nil
    ) {
        storage = Storage(
            id: id, elementName: elementName, customClass: customClass, customModule: customModule,
            customModuleProvider: customModuleProvider, storyboardIdentifier: storyboardIdentifier,
            referencedStoryboard: referencedStoryboard,
            referencedIdentifier: referencedIdentifier, platform: platform, location: location)
    }

    /// Whether two scenes have the same fields.
    public static func == (lhs: StoryboardScene, rhs: StoryboardScene) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.id == rhs.id && lhs.elementName == rhs.elementName && lhs.customClass == rhs.customClass
                && lhs.customModule == rhs.customModule && lhs.customModuleProvider == rhs.customModuleProvider
                && lhs.storyboardIdentifier == rhs.storyboardIdentifier
                && lhs.referencedStoryboard == rhs.referencedStoryboard
                && lhs.referencedIdentifier == rhs.referencedIdentifier && lhs.platform == rhs.platform
                && lhs.location == rhs.location)
    }

    /// Hashes the fields that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(elementName)
        hasher.combine(customClass)
        hasher.combine(storyboardIdentifier)
        hasher.combine(location)
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
