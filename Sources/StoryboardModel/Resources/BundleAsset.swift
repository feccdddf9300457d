import SegueRouting

/// An entry of an asset catalog (`.xcassets`), known by its folder's name: `Logo.imageset` is the
/// image `Logo`, and inside a folder whose `Contents.json` provides a namespace, `Icons/Logo`.
public struct BundleAsset: Sendable, Hashable, Comparable {
    /// What a set is, by its folder's extension.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An image set (`.imageset`), or a tvOS image stack (`.imagestack`): `UIImage(named:)` finds it.
        case image
        /// A custom symbol (`.symbolset`): `UIImage(named:)` and `Image(_:)` find it too.
        case symbolImage
        /// A color set (`.colorset`): `UIColor(named:)`.
        case color
        /// An app icon (`.appiconset`, `.brandassets`, `.iconset`), or a launch image (`.launchimage`):
        /// not meant to be loaded, though on iOS `UIImage(named:)` finds it.
        case appIcon
        /// A data set (`.dataset`): `NSDataAsset(name:)`, never an image.
        case data
        /// Any other set: textures, AR resources, stickers, complications.
        case other

        /// The kind of a set folder's extension (without the dot), or `nil` for a plain folder.
        public init?(folderExtension: Substring) {
            switch folderExtension {
            case "imageset", "imagestack": self = .image
            case "symbolset": self = .symbolImage
            case "colorset": self = .color
            case "appiconset", "brandassets", "iconset", "launchimage", "solidimagestack": self = .appIcon
            case "dataset": self = .data
            case "": return nil
            default: self = .other
            }
        }

        /// Whether `UIImage(named:)` and `NSImage(named:)` find a set of this kind.
        public var isImage: Bool { self == .image || self == .symbolImage || self == .appIcon }
    }

    /// What the set is.
    public let kind: Kind
    /// The name code and documents use: the folder's name without its extension, after the names of
    /// the folders around it that provide a namespace, joined by `/`.
    public let name: String
    /// The set folder's path.
    public let path: String

    /// Creates an asset.
    public init(kind: Kind, name: String, path: String) {
        self.kind = kind
        self.name = name
        self.path = path
    }

    /// Ordered by name, then kind. Inlinable, so that sorting a catalog's sets in another module
    /// compares names without a call per comparison and makes no kind's name unless two names tie.
    @inlinable
    public static func < (lhs: BundleAsset, rhs: BundleAsset) -> Bool {
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.kind.rawValue < rhs.kind.rawValue
    }
}
