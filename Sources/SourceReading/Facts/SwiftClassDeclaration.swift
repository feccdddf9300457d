import CatalogFiles
import SegueRouting

/// A class declared in the app's source: a Swift `class` (nested or not) or an Objective-C
/// `@interface` / `@implementation`, or an `extension` of a class, which may add actions to it.
public struct SwiftClassDeclaration: Sendable, Hashable {
    /// The class's name as declared: `InboxViewController`; for a nested class, its own name.
    public let name: String
    /// The names of the types that enclose it, outermost first, joined by `.`: `Inbox.Composer`.
    public let qualifiedName: String
    /// The Objective-C name given by `@objc(Name)`, if any: the name a storyboard uses for it.
    public let objectiveCName: String?
    /// The first type it inherits from, as written (`UIViewController`, `Base.Controller`), if any.
    public let superclass: String?
    /// Whether this is an `extension` (or an Objective-C category), not the class's declaration.
    public let isExtension: Bool
    /// The types its inheritance clause names, in order, as written without generic arguments: the
    /// superclass (for a class) and the protocols it adopts (`UIViewController`, `InboxScreen`).
    public let inheritedTypes: [String]
    /// Where its name is.
    public let location: FileLocation

    /// Creates a class declaration.
    public init(
        name: String, qualifiedName: String, objectiveCName: String? = nil, superclass: String? = nil,
        isExtension: Bool = false, inheritedTypes: [String] = [], location: FileLocation
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.objectiveCName = objectiveCName
        self.superclass = superclass
        self.isExtension = isExtension
        self.inheritedTypes = inheritedTypes
        self.location = location
    }

    /// The names a storyboard's `customClass` may use for it: its name, its qualified name and its
    /// Objective-C name.
    public var storyboardNames: Set<String> {
        var names: Set<String> = []
        insertStoryboardNames(into: &names)
        return names
    }

    /// Adds ``storyboardNames`` to `names` without making a set of its own (a check indexes
    /// thousands of declarations).
    package func insertStoryboardNames(into names: inout Set<String>) {
        names.insert(name)
        if qualifiedName != name { names.insert(qualifiedName) }
        if let objectiveCName { names.insert(objectiveCName) }
    }
}

/// A class the code gives an existing object at run time: `object_setClass(controller,
/// MovieDetailViewController.self)` in Swift, `object_setClass(controller, [MovieDetailViewController
/// class])` in Objective-C. A document's object of a superclass may then have the subclass's outlets
/// and actions.
public struct ClassSwap: Sendable, Hashable {
    /// The class's name as the call spells it, without a module: `MovieDetailViewController`.
    public let className: String
    /// Where the call is.
    public let location: FileLocation

    /// Creates a class change.
    public init(className: String, location: FileLocation) {
        self.className = className
        self.location = location
    }
}

extension SourceTokenReader {
    /// `object_setClass(object, X.self)` (Swift) or `object_setClass(object, [X class])` (Objective-C),
    /// with `index` at its name and `(` after it: the classes its second argument names, whatever
    /// expression chooses among them (`isMovie ? A.self : B.self`).
    mutating func classSwap(at index: Int) {
        let close = matchingClose(from: index + 1)
        // The second argument starts after the first comma outside brackets.
        var comma = index + 2
        var level = 0
        search: while comma < close {
            let token = tokens[comma]
            if token.kind == .punctuation {
                switch lexer.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): level += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): level -= 1
                case UInt8(ascii: ","): if level == 0 { break search }
                default: break
                }
            }
            comma += 1
        }
        var next = comma + 1
        while next + 2 < close {
            if tokens[next].kind == .identifier, !isIdentifier(next, "self"),
                (isPunctuation(next + 1, ".") && isIdentifier(next + 2, "self"))
                    || (isPunctuation(next - 1, "[") && isIdentifier(next + 1, "class") && isPunctuation(next + 2, "]"))
            {
                facts.classSwaps.append(
                    ClassSwap(className: lexer.text(of: tokens[next]), location: location(tokens[index])))
            }
            next += 1
        }
    }
}
