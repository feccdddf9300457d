import SegueRouting

/// What an Interface Builder document is: a storyboard (scenes joined by segues) or a xib (one nib:
/// a File's Owner and top-level objects). Both are read into ``Storyboard``.
public enum InterfaceBuilderDocumentKind: String, Sendable, Hashable, CaseIterable {
    /// A `.storyboard` file.
    case storyboard
    /// A `.xib` file.
    case xib

    /// The kind a document's `type` attribute names: `…Storyboard.XIB`, and tvOS's and watchOS's
    /// `…AppleTV.Storyboard` and `…WatchKit.Storyboard`, are storyboards; any other
    /// (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, `…Cocoa.XIB`, `…AppleTV.XIB`) a xib. A document
    /// without a type is taken for a storyboard.
    package init(documentType: String?) {
        guard let type = documentType else {
            self = .storyboard
            return
        }
        let utf8 = type.utf8
        let isStoryboard =
            (utf8.count >= 15 && utf8.suffix(15).elementsEqual(".Storyboard.XIB".utf8))
            || (utf8.count >= 11 && utf8.suffix(11).elementsEqual(".Storyboard".utf8))
        self = isStoryboard ? .storyboard : .xib
    }

    /// The file extension: `storyboard` or `xib`.
    public var fileExtension: String { rawValue }
}

/// An object of an Interface Builder document that code has to match: one that names a custom
/// class (a scene's controller, a cell, a view, a gesture recognizer, a bar item, a plain object), a
/// placeholder (File's Owner, First Responder), or one that holds connections or user-defined
/// runtime attributes.
///
/// Objects of the frameworks' own classes that hold nothing are not kept: what Interface Builder
/// offers for them, the framework has.
public struct InterfaceObject: Sendable, Hashable, CustomReflectable {
    /// What the object stands for when the document is loaded.
    public enum Role: String, Sendable, Hashable {
        /// An object the document creates.
        case object
        /// The File's Owner placeholder of a xib: the object the code passes when it loads the nib.
        case filesOwner
        /// The First Responder placeholder: actions sent to it go up the responder chain.
        case firstResponder
        /// An AppKit xib's Application placeholder: the shared `NSApplication`.
        case application
    }

    /// An object's fields.
    package struct Fields: Sendable, Hashable {
        var id: String
        var elementName: String
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
        var role: Role
        var isSceneController: Bool
        var label: String?
        var sceneIndex: Int?
        var platform: StoryboardPlatform
        var location: FileLocation

        /// An object's fields, as a reader found them.
        package init(
            id: String, elementName: String, customClass: String?, customModule: String?,
            customModuleProvider: String?, role: Role, isSceneController: Bool, label: String?, sceneIndex: Int?,
            platform: StoryboardPlatform, location: FileLocation
        ) {
            self.id = id
            self.elementName = elementName
            self.customClass = customClass
            self.customModule = customModule
            self.customModuleProvider = customModuleProvider
            self.role = role
            self.isSceneController = isSceneController
            self.label = label
            self.sceneIndex = sceneIndex
            self.platform = platform
            self.location = location
        }
    }

    /// The fields of every object of one document, made once when it is read and shared by every
    /// copy of its objects: each connection holds its owner, and a document of ten thousand
    /// connections keeps each object once.
    package typealias Table = SharedRows<Fields>

    private let table: Table
    private let index: Int
    private var fields: Fields { table.rows[index] }

    init(table: Table, index: Int) {
        self.table = table
        self.index = index
    }

    /// The object id, unique in its document (negative for a xib's placeholders: `-1`, `-2`, `-3`).
    public var id: String { fields.id }
    /// The XML element: `viewController`, `tableViewCell`, `placeholder`, `customObject`, `button`.
    public var elementName: String { fields.elementName }
    /// The custom class, if the object has one.
    public var customClass: String? { fields.customClass }
    /// The custom class's module, if set.
    public var customModule: String? { fields.customModule }
    /// `target` when the module is the one of the target the document is built in.
    public var customModuleProvider: String? { fields.customModuleProvider }
    /// What the object stands for.
    public var role: Role { fields.role }
    /// Whether the object is a scene's controller (one of ``Storyboard/scenes``).
    public var isSceneController: Bool { fields.isSceneController }
    /// The name Interface Builder shows for it: its `userLabel`, else its title, if any.
    public var label: String? { fields.label }
    /// The index in ``Storyboard/scenes`` of the controller of the scene the object is in, if any.
    public var sceneIndex: Int? { fields.sceneIndex }
    /// The UI framework of the document.
    public var platform: StoryboardPlatform { fields.platform }
    /// Where the object's element starts.
    public var location: FileLocation { fields.location }

    /// Creates an object.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil, role: Role = .object, isSceneController: Bool = false,
        label: String? = nil, sceneIndex: Int? = nil, platform: StoryboardPlatform = .uiKit, location: FileLocation
    ) {
        self.init(
            table: Table([
                Fields(
                    id: id, elementName: elementName, customClass: customClass, customModule: customModule,
                    customModuleProvider: customModuleProvider, role: role, isSceneController: isSceneController,
                    label: label, sceneIndex: sceneIndex, platform: platform, location: location)
            ]), index: 0)
    }

    /// Whether two objects have the same fields.
    public static func == (lhs: InterfaceObject, rhs: InterfaceObject) -> Bool {
        (lhs.table === rhs.table && lhs.index == rhs.index) || lhs.fields == rhs.fields
    }

    /// Hashes the fields that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }

    /// The object's fields, as a debugger and `print` show a plain structure's.
    public var customMirror: Mirror {
        let fields = fields
        return Mirror(
            self,
            children: [
                "id": fields.id, "elementName": fields.elementName, "customClass": fields.customClass as Any,
                "customModule": fields.customModule as Any, "customModuleProvider": fields.customModuleProvider as Any,
                "role": fields.role, "isSceneController": fields.isSceneController, "label": fields.label as Any,
                "sceneIndex": fields.sceneIndex as Any, "platform": fields.platform, "location": fields.location,
            ], displayStyle: .struct)
    }

    /// The class the object is made of: its custom class, else ``frameworkClassName``.
    public var className: String { customClass ?? frameworkClassName }

    /// The framework class of the element, as messages name it: `tableViewCell` is
    /// `UITableViewCell`, an AppKit `customView` is `NSView`, `customObject` is `NSObject`.
    public var frameworkClassName: String {
        let prefix = platform == .appKit ? "NS" : "UI"
        switch elementName {
        case "customObject", "placeholder": return role == .firstResponder ? prefix + "Responder" : "NSObject"
        case "customView": return "NSView"
        case "viewControllerPlaceholder", "controllerPlaceholder": return prefix + "ViewController"
        case "pagecontroller": return "NSPageController"
        case "application": return "NSApplication"
        default:
            guard let first = elementName.unicodeScalars.first else { return prefix + "View" }
            return prefix + String(first).uppercased()
                + elementName.unicodeScalars.dropFirst().map(String.init).joined()
        }
    }

    /// How a message names the object: its kind and, where it has one, its label (`the
    /// tableViewCell "Note"`, `File's Owner`).
    public var kindDescription: String {
        switch role {
        case .filesOwner: return "File's Owner"
        case .firstResponder: return "First Responder"
        case .application: return "Application"
        case .object:
            let label = label.map { " \"\($0)\"" } ?? ""
            return isSceneController ? "scene controller\(label)" : "\(elementName)\(label)"
        }
    }
}

/// A connection Interface Builder makes from an object into code: an outlet, an outlet collection or
/// an action.
public struct InterfaceConnection: Sendable, Hashable {
    /// What kind of connection.
    public enum Kind: String, Sendable, Hashable {
        /// `<outlet>`: the owner's property is set to the destination when the document loads.
        case outlet
        /// `<outletCollection>`: the owner's array property gets the destination.
        case outletCollection
        /// `<action>`: the owner (a control, a menu item, a gesture recognizer) sends the selector to
        /// the target.
        case action
    }

    /// What kind of connection.
    public let kind: Kind
    /// The property's name (an outlet) or the selector (an action: `loginTapped:`).
    public let name: String
    /// The object that holds the connection: the outlet's owner, or the action's sender.
    public let owner: InterfaceObject
    /// The object id the connection leads to: the outlet's value, or the action's target (UIKit
    /// writes it as `destination=`, AppKit as `target=`).
    public let destinationID: String
    /// For an action, the control event (`touchUpInside`, `editingChanged`), if any.
    public let eventType: String?
    /// Where the connection's element starts.
    public let location: FileLocation

    /// Creates a connection.
    public init(
        kind: Kind, name: String, owner: InterfaceObject, destinationID: String, eventType: String? = nil,
        location: FileLocation
    ) {
        self.kind = kind
        self.name = name
        self.owner = owner
        self.destinationID = destinationID
        self.eventType = eventType
        self.location = location
    }
}

/// A user-defined runtime attribute: a key path Interface Builder sets on an object with key-value
/// coding when the document loads (`layer.cornerRadius`, an `@IBInspectable` property).
public struct InterfaceRuntimeAttribute: Sendable, Hashable {
    /// The key path.
    public let keyPath: String
    /// The object it is set on.
    public let object: InterfaceObject
    /// Where the attribute's element starts.
    public let location: FileLocation

    /// Creates a runtime attribute.
    public init(keyPath: String, object: InterfaceObject, location: FileLocation) {
        self.keyPath = keyPath
        self.object = object
        self.location = location
    }
}
