import CatalogFiles
import SegueRouting

/// A Swift `@IBOutlet` stored property declared implicitly unwrapped (`@IBOutlet var title: UILabel!`,
/// `@IBOutlet var labels: [UILabel]!`): reading it before a document connects it crashes ("Unexpectedly
/// found nil while implicitly unwrapping an Optional value").
///
/// Objective-C `IBOutlet` properties are never implicitly unwrapped (a `nil` outlet is a silent no-op
/// there), and an optional (`UILabel?`) or computed outlet cannot crash this way: neither is recorded.
public struct SwiftOutletProperty: Sendable, Hashable {
    /// The property's name: the key an outlet connection sets.
    public let name: String
    /// The simple name of the class it is declared in.
    public let typeName: String
    /// Where its name is.
    public let location: FileLocation
    /// The platforms whose builds declare it: those the `#if os(…)` branches around it allow.
    public let platforms: SourcePlatforms

    /// Creates an outlet property.
    public init(name: String, typeName: String, location: FileLocation, platforms: SourcePlatforms = .all) {
        self.name = name
        self.typeName = typeName
        self.location = location
        self.platforms = platforms
    }
}
