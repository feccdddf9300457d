import SegueRouting

/// An outlet connection: a property of one object of a storyboard that refers to another.
///
/// A test names a button by its controller's outlet (`registerButton`) and asks which segue it
/// triggers: ``StoryboardCatalog/segue(triggeredBy:in:)``.
public struct StoryboardOutlet: Sendable, Hashable {
    /// The property's name, as in `@IBOutlet var registerButton: UIButton!`.
    public let property: String
    /// The object id of the object that owns the property: usually the scene's controller.
    public let ownerID: String?
    /// The object id of the object the property refers to.
    public let destinationID: String
    /// Where the `<outlet>` element starts.
    public let location: FileLocation

    /// Creates an outlet.
    public init(property: String, ownerID: String?, destinationID: String, location: FileLocation) {
        self.property = property
        self.ownerID = ownerID
        self.destinationID = destinationID
        self.location = location
    }
}
