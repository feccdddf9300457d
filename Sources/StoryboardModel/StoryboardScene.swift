import SegueRouting

/// A view controller of a storyboard: a scene's controller, or a storyboard reference.
public struct StoryboardScene: Sendable, Hashable, CustomReflectable {
    /// A scene's fields.
    package struct Fields: Sendable, Hashable {
        var id: String
        var elementName: String
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
        var storyboardIdentifier: String?
        var referencedStoryboard: String?
        var referencedIdentifier: String?
        var platform: StoryboardPlatform
        var location: FileLocation?

        /// A scene's fields, as a reader found them.
        package init(
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

    /// The fields of every scene of one storyboard, made once when it is read and shared by every
    /// copy of its scenes: each segue holds its source and destination scene, and a storyboard of a
    /// million segues keeps each scene once, in one allocation for all its scenes.
    package typealias Table = SharedRows<Fields>

    private let table: Table
    private let index: Int
    private var fields: Fields { table.rows[index] }

    init(table: Table, index: Int) {
        self.table = table
        self.index = index
    }

    /// The object id, unique in its file (empty for a controller written without one).
    public var id: String { fields.id }
    /// The XML element, such as `viewController`, `navigationController`, `tableViewController`.
    public var elementName: String { fields.elementName }
    /// The custom class, if the scene has one.
    public var customClass: String? { fields.customClass }
    /// The custom class's module, if set.
    public var customModule: String? { fields.customModule }
    /// Where the custom class's module comes from: `target` when Interface Builder fills in the
    /// module of the target the storyboard is built in (the app's own code), `nil` when the module is
    /// named explicitly or not at all.
    public var customModuleProvider: String? { fields.customModuleProvider }
    /// The storyboard identifier (`storyboardIdentifier`), if set.
    public var storyboardIdentifier: String? { fields.storyboardIdentifier }
    /// For a storyboard reference (`viewControllerPlaceholder`, AppKit's `controllerPlaceholder`): the
    /// referenced storyboard's name.
    public var referencedStoryboard: String? { fields.referencedStoryboard }
    /// For a storyboard reference: the referenced scene's storyboard identifier.
    public var referencedIdentifier: String? { fields.referencedIdentifier }
    /// The UI framework of the storyboard the scene is in.
    public var platform: StoryboardPlatform { fields.platform }
    /// Where the controller's element starts, when the scene was read from a file.
    public var location: FileLocation? { fields.location }

    /// Creates a scene.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil, storyboardIdentifier: String? = nil, referencedStoryboard: String? = nil,
        referencedIdentifier: String? = nil, platform: StoryboardPlatform = .uiKit, location: FileLocation? = nil
    ) {
        self.init(
            table: Table([
                Fields(
                    id: id, elementName: elementName, customClass: customClass, customModule: customModule,
                    customModuleProvider: customModuleProvider, storyboardIdentifier: storyboardIdentifier,
                    referencedStoryboard: referencedStoryboard, referencedIdentifier: referencedIdentifier,
                    platform: platform, location: location)
            ]), index: 0)
    }

    /// Whether two scenes have the same fields.
    public static func == (lhs: StoryboardScene, rhs: StoryboardScene) -> Bool {
        (lhs.table === rhs.table && lhs.index == rhs.index) || lhs.fields == rhs.fields
    }

    /// Hashes the fields that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    /// The scene's fields, as a debugger and `print` show a plain structure's.
    public var customMirror: Mirror {
        let fields = fields
        return Mirror(
            self,
            children: [
                "id": fields.id, "elementName": fields.elementName, "customClass": fields.customClass as Any,
                "customModule": fields.customModule as Any, "customModuleProvider": fields.customModuleProvider as Any,
                "storyboardIdentifier": fields.storyboardIdentifier as Any,
                "referencedStoryboard": fields.referencedStoryboard as Any,
                "referencedIdentifier": fields.referencedIdentifier as Any, "platform": fields.platform,
                "location": fields.location as Any,
            ], displayStyle: .struct)
    }

    /// Whether this is a reference to a scene of another storyboard: UIKit's
    /// `viewControllerPlaceholder`, AppKit's `controllerPlaceholder`.
    public var isStoryboardReference: Bool {
        elementName == "viewControllerPlaceholder" || elementName == "controllerPlaceholder"
    }

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
        "controllerPlaceholder": "NSViewController",
    ]
}

/// Rows made once when a document is read and shared by every value that points into them (a
/// scene, an object): the values are a reference and an index, and the rows one allocation.
package final class SharedRows<Row: Sendable>: Sendable {
    /// The rows, in the order the reader found them.
    let rows: [Row]

    /// Rows to share.
    package init(_ rows: [Row]) {
        self.rows = rows
    }
}

extension SharedRows where Row == StoryboardScene.Fields {
    /// A scene for each row, in order.
    package var scenes: [StoryboardScene] {
        rows.indices.map { StoryboardScene(table: self, index: $0) }
    }
}

extension SharedRows where Row == InterfaceObject.Fields {
    /// An object for each row, in order.
    package var objects: [InterfaceObject] {
        rows.indices.map { InterfaceObject(table: self, index: $0) }
    }
}
