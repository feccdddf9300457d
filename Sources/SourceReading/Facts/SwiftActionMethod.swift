import CatalogFiles
import SegueRouting

/// A method that a storyboard can call by selector: an `@IBAction` (which includes unwind actions),
/// an `@IBSegueAction`, or any method whose first parameter is a storyboard segue (which UIKit can
/// call as an unwind action when it is exposed to Objective-C).
public struct SwiftActionMethod: Sendable, Hashable {
    /// What kind of method it is.
    public enum Kind: String, Sendable, Hashable {
        /// An `@IBAction` method.
        case action
        /// An `@IBSegueAction` method: it creates a segue's destination.
        case segueAction
        /// A method marked neither, whose first parameter is a storyboard segue.
        case other
    }

    /// What kind of method it is.
    public let kind: Kind
    /// The name of the type it is declared in (the extended type's name in an extension), or `nil` at
    /// file level.
    public let typeName: String?
    /// The method's Objective-C selector: from `@objc(…)` when given, otherwise by Swift's rule.
    public let selector: ObjectiveCSelector
    /// The type of the first parameter as written (`UIStoryboardSegue`, `NSCoder`), if any.
    public let firstParameterType: String?
    /// Where its name is.
    public let location: FileLocation
    /// Whether Objective-C can call it: `@IBAction` and `@IBSegueAction` methods, `@objc` ones (or
    /// those of an `@objcMembers` class or an `@objc extension`), and every Objective-C method. A
    /// Swift method that takes a segue but is none of these is not an unwind action UIKit can find.
    public let isExposedToObjectiveC: Bool

    /// Creates an action method.
    public init(
        kind: Kind, typeName: String?, selector: ObjectiveCSelector, firstParameterType: String?,
        location: FileLocation, isExposedToObjectiveC: Bool = true
    ) {
        self.kind = kind
        self.isExposedToObjectiveC = isExposedToObjectiveC
        self.typeName = typeName
        self.selector = selector
        self.firstParameterType = firstParameterType
        self.location = location
    }

    /// Whether the first parameter is a `UIStoryboardSegue` or an `NSStoryboardSegue`: the shape of
    /// an unwind action.
    public var takesStoryboardSegue: Bool {
        guard let type = firstParameterType else { return false }
        let plain = type.filter { $0 != "!" && $0 != "?" && $0 != "*" && $0 != " " }
        return plain.hasSuffix("UIStoryboardSegue") || plain.hasSuffix("NSStoryboardSegue")
    }
}
