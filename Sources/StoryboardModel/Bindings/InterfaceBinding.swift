import SegueRouting

/// A Cocoa binding of a macOS document: a property of one object (`value` of a text field) kept in
/// step with a key path of another (`selection.title` of an array controller, `values.ShowsGrid` of
/// the user defaults controller), written `<binding destination=… name=… keyPath=…>` in the
/// object's `<connections>`.
///
/// A key path whose first key the destination's class does not have is not found at run time:
/// AppKit logs "this class is not key value coding-compliant for the key …" and the control shows
/// nothing.
public struct InterfaceBinding: Sendable, Hashable {
    /// The bound object: the element whose `<connections>` hold the binding.
    public let object: InterfaceObject
    /// The binding's name: `value`, `enabled`, `hidden`, `contentArray`.
    public let name: String
    /// The object id of the object bound to (its `destination`).
    public let destinationID: String
    /// The key path, from the destination: `selection.title`, `values.ShowsGrid`.
    public let keyPath: String
    /// The `NSValueTransformerName` of the binding's options, if it has one: `NSNegateBoolean`, or a
    /// name an app registers.
    public let valueTransformerName: String?
    /// Where the `<binding>` element starts.
    public let location: FileLocation

    /// Creates a binding.
    public init(
        object: InterfaceObject, name: String, destinationID: String, keyPath: String,
        valueTransformerName: String? = nil, location: FileLocation
    ) {
        self.object = object
        self.name = name
        self.destinationID = destinationID
        self.keyPath = keyPath
        self.valueTransformerName = valueTransformerName
        self.location = location
    }

    /// The first key of the key path: `selection` of `selection.title`.
    public var firstKey: Substring {
        keyPath.prefix { $0 != "." }
    }

    /// The key after the first, if any: `title` of `selection.title.length`.
    public var secondKey: Substring? {
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        let rest = keyPath[keyPath.index(after: dot)...]
        return rest.prefix { $0 != "." }
    }
}

/// A controller object of a macOS document that bindings go through: an array, tree, object or
/// dictionary controller, or a user defaults controller, with what the document says of its content.
public struct InterfaceBindingController: Sendable, Hashable {
    /// Which controller it is, by its element.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `<objectController>`: `NSObjectController`.
        case objectController
        /// `<arrayController>`: `NSArrayController`.
        case arrayController
        /// `<treeController>`: `NSTreeController`.
        case treeController
        /// `<dictionaryController>`: `NSDictionaryController`.
        case dictionaryController
        /// `<userDefaultsController>`: `NSUserDefaultsController`, whose `values` are the user defaults.
        case userDefaultsController
    }

    /// The controller.
    public let object: InterfaceObject
    /// Which controller it is.
    public let kind: Kind
    /// The keys of its content objects Interface Builder lists (`<declaredKeys>`), in file order; a
    /// declared key may be a key path (`privileges.select`).
    public let declaredKeys: [String]
    /// The class of its content objects (`objectClassName`), if the document names one.
    public let objectClassName: String?
    /// The entity of its content (`entityName`) when it holds Core Data objects (`mode="entity"`).
    public let entityName: String?
    /// A tree controller's key paths to a node's children, count and leaf flag, where set.
    public let childrenKeyPath, countKeyPath, leafKeyPath: String?

    /// Creates a controller.
    public init(
        object: InterfaceObject, kind: Kind, declaredKeys: [String] = [], objectClassName: String? = nil,
        entityName: String? = nil, childrenKeyPath: String? = nil, countKeyPath: String? = nil,
        leafKeyPath: String? = nil
    ) {
        self.object = object
        self.kind = kind
        self.declaredKeys = declaredKeys
        self.objectClassName = objectClassName
        self.entityName = entityName
        self.childrenKeyPath = childrenKeyPath
        self.countKeyPath = countKeyPath
        self.leafKeyPath = leafKeyPath
    }
}
