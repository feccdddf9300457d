/// A member of a class that Interface Builder reaches by name at run time: a property, which an
/// outlet or a user-defined runtime attribute sets through key-value coding, or a method exposed to
/// Objective-C, which an action calls by selector.
///
/// Only members of classes and of extensions (Swift) and of `@interface` and `@implementation`
/// blocks (Objective-C) are kept; those of structures, enumerations and protocols, static and class
/// members, and Swift methods that Objective-C cannot see are not.
public struct SourceMember: Sendable, Hashable {
    /// What kind of member.
    public enum Kind: String, Sendable, Hashable {
        /// A property that can be set: a Swift `var` (stored, observed, or computed with a setter), an
        /// Objective-C `@property` that is not `readonly`, or an instance variable.
        case property
        /// A property that cannot be set: a Swift `let`, a computed `var` without a setter, a
        /// `readonly` Objective-C `@property`.
        case readOnlyProperty
        /// An instance method Objective-C can call: an `@IBAction`, `@IBSegueAction` or `@objc`
        /// method (or one of an `@objcMembers` class or an `@objc extension`), or any Objective-C
        /// instance method.
        case method
    }

    /// What kind of member.
    public let kind: Kind
    /// The property's name, or the method's selector (`loginTapped:`).
    public let name: String
    /// The simple name of the class it is declared in, or of the type its extension extends.
    public let typeName: String

    /// Creates a member.
    public init(kind: Kind, name: String, typeName: String) {
        self.kind = kind
        self.name = name
        self.typeName = typeName
    }
}
