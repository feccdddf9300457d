import SegueRouting

/// What an Interface Builder document is: a storyboard (scenes joined by segues) or a xib (one nib:
/// a File's Owner and top-level objects). Both are read into ``Storyboard``.
public enum InterfaceBuilderDocumentKind: String, Sendable, Hashable, CaseIterable {
    /// A `.storyboard` file.
    case storyboard
    /// A `.xib` file.
    case xib

    /// The kind a document's `type` attribute names: `…Storyboard.XIB` is a storyboard, any other
    /// (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`, `…Cocoa.XIB`) a xib. A document without a type
    /// is taken for a storyboard.
    package init(documentType: String?) {
        guard let type = documentType else {
            self = .storyboard
            return
        }
        self = type.utf8.count >= 15 && type.utf8.suffix(15).elementsEqual(".Storyboard.XIB".utf8) ? .storyboard : .xib
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
public struct InterfaceObject: Sendable, Hashable {
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

    /// The object id, unique in its document (negative for a xib's placeholders: `-1`, `-2`, `-3`).
    public let id: String
    /// The XML element: `viewController`, `tableViewCell`, `placeholder`, `customObject`, `button`.
    public let elementName: String
    /// The custom class, if the object has one.
    public let customClass: String?
    /// The custom class's module, if set.
    public let customModule: String?
    /// `target` when the module is the one of the target the document is built in.
    public let customModuleProvider: String?
    /// What the object stands for.
    public let role: Role
    /// Whether the object is a scene's controller (one of ``Storyboard/scenes``).
    public let isSceneController: Bool
    /// The name Interface Builder shows for it: its `userLabel`, else its title, if any.
    public let label: String?
    /// The index in ``Storyboard/scenes`` of the controller of the scene the object is in, if any.
    public let sceneIndex: Int?
    /// The UI framework of the document.
    public let platform: StoryboardPlatform
    /// Where the object's element starts.
    public let location: FileLocation

    /// Creates an object.
    public init(
        id: String, elementName: String, customClass: String? = nil, customModule: String? = nil,
        customModuleProvider: String? = nil, role: Role = .object, isSceneController: Bool = false,
        label: String? = nil, sceneIndex: Int? = nil, platform: StoryboardPlatform = .uiKit, location: FileLocation
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

    /// The class the object is made of: its custom class, else ``frameworkClassName``.
    public var className: String { customClass ?? frameworkClassName }

    /// The framework class of the element, as messages name it: `tableViewCell` is
    /// `UITableViewCell`, an AppKit `customView` is `NSView`, `customObject` is `NSObject`.
    public var frameworkClassName: String {
        let prefix = platform == .appKit ? "NS" : "UI"
        switch elementName {
        case "customObject", "placeholder": return role == .firstResponder ? prefix + "Responder" : "NSObject"
        case "customView": return "NSView"
        case "viewControllerPlaceholder": return prefix + "ViewController"
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
