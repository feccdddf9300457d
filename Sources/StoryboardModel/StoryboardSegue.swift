import SegueRouting

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
    /// The scene the segue starts from: the controller of the scene whose objects hold the trigger.
    public let source: StoryboardScene
    /// The element that triggers the segue.
    public let trigger: Trigger
    /// Where the segue leads.
    public let destination: Destination
    /// Where the `<segue>` element starts.
    public let location: FileLocation
    /// Where the custom segue class's module comes from: `target` when Interface Builder fills in the
    /// module of the target the storyboard is built in, `nil` when it is named explicitly or not at all.
    public let customModuleProvider: String?

    /// Creates a segue.
    public init(
        identifier: String?, kind: String, relationship: String? = nil, customClass: String? = nil,
        customModule: String? = nil, destinationCreationSelector: String? = nil, id: String? = nil,
        source: StoryboardScene, trigger: Trigger, destination: Destination, location: FileLocation,
        customModuleProvider: String? = nil
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
        self.customModuleProvider = customModuleProvider
    }

    /// The identifier's symbol, or `nil` when it has none.
    public var symbol: SegueSymbol? { Symbolifier.symbol(for: identifier) }

    /// Whether this is a relationship segue (a container's children), which never has an identifier.
    public var isRelationship: Bool { kind == "relationship" }

    /// The element a segue is triggered from: the one whose `<connections>` holds it.
    public struct Trigger: Sendable, Hashable, CustomStringConvertible {
        /// The XML element: `viewController` (and the other scene elements) for a manual segue,
        /// `button`, `tableViewCell`, `collectionViewCell`, `tapGestureRecognizer`, `barButtonItem` …
        public let elementName: String
        /// The element's object id.
        public let id: String?
        /// The element's title: a button's normal-state title (UIKit) or its cell's title (AppKit), a
        /// bar button item's or menu item's `title`, a toolbar item's `label`, or the element's
        /// `userLabel`, where it has one.
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

        /// `manual`, `button 'Compose'` or `tapGestureRecognizer`.
        public var description: String {
            if isManual { return "manual" }
            return title.map { "\(elementName) \(quoted($0))" } ?? elementName
        }
    }

    /// Where a segue leads.
    public enum Destination: Sendable, Hashable, CustomStringConvertible {
        /// A scene of the same file.
        case scene(StoryboardScene)
        /// A scene of another storyboard, through a storyboard reference.
        case storyboardReference(StoryboardScene)
        /// The scene's exit, for an unwind segue, with the unwind action's selector.
        case exit(unwindAction: String?)
        /// An id that names no scene or exit of the file.
        case missing(id: String)

        /// `MessageViewController`, `Settings.storyboard#SettingsRoot`, `exit unwindToInbox:` or
        /// `missing 'abc-12'`.
        public var description: String {
            switch self {
            case .scene(let scene): scene.className
            case .storyboardReference(let scene):
                "\(scene.referencedStoryboard ?? "?").storyboard" + (scene.referencedIdentifier.map { "#\($0)" } ?? "")
            case .exit(let action): "exit" + (action.map { " \($0)" } ?? "")
            case .missing(let id): "missing \(quoted(id))"
            }
        }

        /// A key that is equal for segues that lead to the same place.
        package var key: String {
            switch self {
            case .scene(let scene): "scene:" + scene.id
            case .storyboardReference(let scene):
                "reference:" + (scene.referencedStoryboard ?? "") + "/" + (scene.referencedIdentifier ?? "")
            case .exit(let action): "exit:" + (action ?? "")
            case .missing(let id): "missing:" + id
            }
        }
    }
}
