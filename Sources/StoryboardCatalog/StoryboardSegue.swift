import SegueRouting

/// A position in a file: 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as it was given.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, counted in bytes.
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form Xcode and editors understand; just `file` when the position is
    /// unknown (line 0).
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

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
    /// The storyboard identifier (`storyboardIdentifier`), if set.
    public let storyboardIdentifier: String?
    /// For a storyboard reference (`viewControllerPlaceholder`): the referenced storyboard's name.
    public let referencedStoryboard: String?
    /// For a storyboard reference: the referenced scene's storyboard identifier.
    public let referencedIdentifier: String?

    /// Creates a scene.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        storyboardIdentifier: String? = nil, referencedStoryboard: String? = nil,
        referencedIdentifier: String? = nil
    ) {
        self.id = id
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.referencedStoryboard = referencedStoryboard
        self.referencedIdentifier = referencedIdentifier
    }

    /// Whether this is a reference to a scene of another storyboard.
    public var isStoryboardReference: Bool { elementName == "viewControllerPlaceholder" }

    /// The class the scene instantiates: its custom class, or the UIKit or AppKit class of its
    /// element (`navigationController` is `UINavigationController`).
    public var className: String {
        if let customClass { return customClass }
        return Self.platformClasses[elementName] ?? "UIViewController"
    }

    private static let platformClasses: [String: String] = [
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
        "windowController": "NSWindowController",
        "tabViewController": "NSTabViewController",
    ]
}

/// The element a segue is triggered from: the one whose `<connections>` holds it.
public struct SegueTrigger: Sendable, Hashable {
    /// The XML element: `viewController` (and the other scene elements) for a manual segue,
    /// `button`, `tableViewCell`, `collectionViewCell`, `tapGestureRecognizer`, `barButtonItem` …
    public let elementName: String
    /// The element's object id.
    public let id: String?
    /// The element's title or user label, where it has one.
    public let title: String?
    /// Whether the segue is manual: connected from the scene's controller, performed from code.
    public let isManual: Bool

    /// Creates a trigger.
    public init(elementName: String, id: String?, title: String?, isManual: Bool) {
        self.elementName = elementName
        self.id = id
        self.title = title
        self.isManual = isManual
    }
}

/// Where a segue leads.
public enum SegueDestination: Sendable, Hashable {
    /// A scene of the same file.
    case scene(StoryboardScene)
    /// A scene of another storyboard, through a storyboard reference.
    case storyboardReference(StoryboardScene)
    /// The scene's exit, for an unwind segue, with the unwind action's selector.
    case exit(unwindAction: String?)
    /// An id that names no scene or exit of the file.
    case missing(id: String)
}

/// One segue of a storyboard.
public struct StoryboardSegue: Sendable, Hashable {
    /// The identifier; `nil` when the segue has none (an empty `identifier=""` is kept as `""`).
    public let identifier: String?
    /// The kind: `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`,
    /// `relationship`, `unwind`, `custom`, or the older `push`, `modal`, `replace`; `popover` and
    /// `sheet` on macOS.
    public let kind: String
    /// For a relationship segue, the relationship (`rootViewController`, `viewControllers` …).
    public let relationship: String?
    /// The custom segue class, if set.
    public let customClass: String?
    /// The custom segue class's module, if set.
    public let customModule: String?
    /// The `@IBSegueAction` selector that creates the destination, if set.
    public let destinationCreationSelector: String?
    /// The segue's object id.
    public let id: String?
    /// The scene the segue starts from.
    public let source: StoryboardScene
    /// The element that triggers the segue.
    public let trigger: SegueTrigger
    /// Where the segue leads.
    public let destination: SegueDestination
    /// Where the `<segue>` element starts.
    public let location: SourceLocation

    /// Creates a segue.
    public init(
        identifier: String?, kind: String, relationship: String? = nil, customClass: String? = nil,
        customModule: String? = nil, destinationCreationSelector: String? = nil, id: String? = nil,
        source: StoryboardScene, trigger: SegueTrigger, destination: SegueDestination, location: SourceLocation
    ) {
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.customClass = customClass
        self.customModule = customModule
        self.destinationCreationSelector = destinationCreationSelector
        self.id = id
        self.source = source
        self.trigger = trigger
        self.destination = destination
        self.location = location
    }

    /// The identifier's symbol, or `nil` when it has none.
    public var symbol: SegueSymbol? { Symbolifier.symbol(for: identifier) }

    /// Whether this is a relationship segue (a container's children), which never has an identifier.
    public var isRelationship: Bool { kind == "relationship" }
}
