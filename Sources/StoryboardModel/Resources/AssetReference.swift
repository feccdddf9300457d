import SegueRouting

/// An image or a named color an Interface Builder document uses by name: an image view's `image`, a
/// button state's `image` or `backgroundImage`, an `<imageReference>`, a `<color name=…>` of a
/// label's text, a runtime attribute of type image, or an entry of the document's `<resources>`
/// that no object names.
///
/// UIKit and AppKit look the name up in the bundle's asset catalogs and loose image files when the
/// document loads; a name nothing provides is `nil` ("Could not load the "X" image referenced from a
/// nib in the bundle").
public struct AssetReference: Sendable, Hashable {
    /// What the name is of.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An image: an image set, a symbol set or a loose image file.
        case image
        /// A named color: a color set.
        case color
    }

    /// The object that uses the name: the innermost element with an id around it (a button for the
    /// image of its state, a label for its text color).
    public struct Owner: Sendable, Hashable {
        /// The element's name: `imageView`, `button`, `barButtonItem`, …
        public let elementName: String
        /// The object id.
        public let id: String
        /// The object's `userLabel`, else its title, if it has one.
        public let label: String?

        /// Creates an owner.
        public init(elementName: String, id: String, label: String?) {
            self.elementName = elementName
            self.id = id
            self.label = label
        }
    }

    /// Whether it names an image or a color.
    public let kind: Kind
    /// The name, as written.
    public let name: String
    /// Whether the system provides it: an SF Symbol (`catalog="system"`), a system color
    /// (`catalog="System"`, `systemColor=`), or one of AppKit's named images (`NSActionTemplate`).
    public let isSystem: Bool
    /// The object that uses it; `nil` for a `<resources>` entry no object names.
    public let owner: Owner?
    /// The attribute or element that names it: `image`, `backgroundImage`, `textColor`, …
    public let key: String
    /// Where the element that names it starts.
    public let location: FileLocation

    /// Creates a reference.
    public init(kind: Kind, name: String, isSystem: Bool, owner: Owner?, key: String, location: FileLocation) {
        self.kind = kind
        self.name = name
        self.isSystem = isSystem
        self.owner = owner
        self.key = key
        self.location = location
    }

    /// Whether `name` is one of AppKit's named system images: `NSImage(named:)` finds the values of
    /// the `NSImage.Name` constants (`NSImageNameActionTemplate` is `"NSActionTemplate"`), all of which
    /// are `NS` and a capital letter. Taken as a rule rather than a list: the SDK adds names each
    /// release, and an app's own asset named so would shadow a system one, which no app does.
    public static func isAppKitSystemImageName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 2, bytes.starts(with: "NS".utf8) else { return false }
        let third = bytes[bytes.index(bytes.startIndex, offsetBy: 2)]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }
}
