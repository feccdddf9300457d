/// An image of the app's asset catalogs (an image set, a symbol set) or a loose image file, by the
/// name `UIImage(named:)` and `NSImage(named:)` take: the set's name after the names of the folders
/// around it that provide a namespace (`Icons/Add`).
///
/// `symbolify generate --parts assets` declares one per image of the catalogs the documents' bundle
/// holds, so that code names them by a constant the compiler checks instead of a string:
///
///     extension Images {
///         static let iconsAdd = ImageAsset("Icons/Add")
///     }
///
///     let add = UIImage(Images.iconsAdd)   // through SegueRoutingUIKit
public struct ImageAsset: Sendable, Hashable, CustomStringConvertible {
    /// The image's name in the bundle.
    public let name: String

    /// Declares the image `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}

/// A named color of the app's asset catalogs (a color set), by the name `UIColor(named:)` and
/// `NSColor(named:)` take.
///
///     extension Colors {
///         static let brand = ColorAsset("Brand")
///     }
///
///     label.textColor = UIColor(Colors.brand)   // through SegueRoutingUIKit
public struct ColorAsset: Sendable, Hashable, CustomStringConvertible {
    /// The color's name in the bundle.
    public let name: String

    /// Declares the color `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The name.
    public var description: String { name }
}

/// The namespace of the image declarations that `symbolify generate` writes, one constant per image
/// of the asset catalogs, added in an extension so that several generated files coexist in one module.
public enum Images {}

/// The namespace of the color declarations that `symbolify generate` writes, one constant per color
/// set of the asset catalogs.
public enum Colors {}
