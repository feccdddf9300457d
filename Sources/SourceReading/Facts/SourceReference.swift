import CatalogFiles
import SegueRouting

/// A string literal in the app's source that names something of a storyboard: a segue identifier, a
/// storyboard ID or a storyboard's name. Only literals whose meaning is certain are recorded: an
/// identifier built at run time, or a call on a receiver the reader cannot see, is not.
public struct SourceReference: Sendable, Hashable {
    /// What the literal names, and how the code uses it.
    public enum Kind: Sendable, Hashable {
        /// A segue identifier passed to `performSegue(withIdentifier:sender:)`.
        case performedSegue
        /// A segue identifier compared with a segue's identifier (`segue.identifier == "…"`, a `case`
        /// of a `switch` on it, or the identifier that `shouldPerformSegue(withIdentifier:sender:)`
        /// compares), or declared in a `Route("…")`.
        case comparedSegue
        /// A storyboard ID passed to `instantiateViewController(withIdentifier:)` (and its
        /// `identifier:` forms, and AppKit's `instantiateController(withIdentifier:)`), or declared in
        /// a `Scene("…", in: …)`, with the storyboard's name when the receiver names it visibly.
        case storyboardIdentifier(storyboard: String?)
        /// A storyboard's name, in `UIStoryboard(name:bundle:)`, `NSStoryboard(name:bundle:)` with the
        /// main bundle, or `Scene.initial(in:)`.
        case storyboardName
        /// A nib's name, in a call that loads it from the app's own bundle (the main one, or the one of
        /// a class: `Bundle(for:)`): `UINib(nibName:bundle:)`, `NSNib(nibNamed:bundle:)`,
        /// `loadNibNamed(_:owner:…)`, a controller's `init(nibName:bundle:)`,
        /// `NSWindowController(windowNibName:)`, and their Objective-C forms.
        case nibName
        /// A reuse identifier a table or collection view is asked for where nothing providing it
        /// raises an exception: `dequeueReusableCell(withIdentifier:for:)`,
        /// `dequeueReusableCell(withReuseIdentifier:for:)`,
        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, their Objective-C forms,
        /// and AppKit's `makeView(withIdentifier:owner:)` whose result is forced (`!`, `as!`). The forms
        /// that return `nil` are not recorded: code that uses them makes the view itself when none is
        /// provided, as the documentation says to.
        case dequeuedReuseIdentifier
        /// A reuse identifier given to a `register(_:forCellReuseIdentifier:)` call (and the header,
        /// collection, supplementary and AppKit forms), with the name of the nib registered when the
        /// call names it.
        case registeredReuseIdentifier(nib: String?)
        /// An image's name, in a call that looks it up in the app's main bundle: `UIImage(named:)`,
        /// `NSImage(named:)`, `NSImage.Name("…")`, SwiftUI's `Image("…")` and `Image(decorative:)`,
        /// `#imageLiteral(resourceName:)`, `[UIImage imageNamed:]`, `[NSImage imageNamed:]`. A call
        /// that names another bundle (`in: .module`, `bundle: someBundle`) is not recorded.
        case imageName
        /// A named color's name, in a call that looks it up in the app's main bundle:
        /// `UIColor(named:)`, `NSColor(named:)`, SwiftUI's `Color("…")`, `[UIColor colorNamed:]`,
        /// `[NSColor colorNamed:]`.
        case colorName
    }

    /// What the literal names.
    public let kind: Kind
    /// The literal's value.
    public let value: String
    /// The name of the type whose code holds it, if any.
    public let typeName: String?
    /// Where the literal is.
    public let location: FileLocation
    /// The platforms whose build compiles it: all, unless `#if os(…)` conditions say otherwise.
    public let platforms: SourcePlatforms

    /// Creates a reference.
    public init(
        kind: Kind, value: String, typeName: String?, location: FileLocation, platforms: SourcePlatforms = .all
    ) {
        self.kind = kind
        self.value = value
        self.typeName = typeName
        self.location = location
        self.platforms = platforms
    }
}

/// A method named by the routing convention, `prepareFor<Symbol>Segue`, in the app's source.
public struct SegueHandlerMethod: Sendable, Hashable {
    /// The symbol in its name: `Compose` for `prepareForComposeSegue`.
    public let symbol: String
    /// The name of the type it is declared in, if any.
    public let typeName: String?
    /// Where its name is.
    public let location: FileLocation

    /// Creates a handler method.
    public init(symbol: String, typeName: String?, location: FileLocation) {
        self.symbol = symbol
        self.typeName = typeName
        self.location = location
    }
}

/// An enumeration whose raw type is `String`, with its cases' raw values: code that passes
/// `SegueIdentifier.showDetail.rawValue` names the raw value of `showDetail`.
struct SwiftStringEnumeration: Sendable, Hashable {
    /// A case and its raw value: the explicit one, or the case's name.
    struct Case: Sendable, Hashable {
        var name: String
        var rawValue: String
    }

    /// The enumeration's name after the names of the types it is declared in:
    /// `ListingsViewController.SegueIdentifier`.
    var qualifiedName: String
    /// The cases, in declaration order (every branch of `#if` included).
    var cases: [Case] = []
}

/// A name where a reference's string literal could stand (`NoteCell.reuseIdentifier`,
/// `Self.identifier`, `kCellIdentifier`): a string constant the sources declare, whose value is known
/// once every source file is read (``SwiftSources/references``).
struct SourceConstantReference: Sendable, Hashable {
    /// What the constant names.
    var kind: SourceReference.Kind
    /// The name as spelled, split at its dots (`Self` replaced by the type the code is in).
    var parts: [String]
    /// The names of the types the code is declared in, outermost first.
    var enclosingTypes: [String]
    /// The name of the type whose code holds it, if any.
    var typeName: String?
    /// Where the expression starts.
    var location: FileLocation

    /// The first of the parts of `String(describing: Name.self)`: the second is the name, which
    /// counts when the sources declare a class of it (not a generic parameter's).
    static let classNameMarker = "\u{0}class"
}

/// A string constant a file declares (`static let reuseIdentifier = "NoteCell"`, `let
/// kCellIdentifier = "Cell"`, Objective-C's `NSString *const kCell = @"Cell";` and `#define kCell
/// @"Cell"`), by its name after the names of the types it is declared in.
struct SourceStringConstant: Sendable, Hashable {
    /// The names of the types it is declared in, joined by `.` (empty at the top level).
    var prefix: String
    /// Its own name.
    var name: String
    var value: String

    /// Its name after the names of the types it is declared in.
    var qualifiedName: String { prefix.isEmpty ? name : prefix + "." + name }
}

/// `Enumeration.someCase.rawValue` where a reference's string literal could stand, or a case passed
/// itself to an app's own `performSegue` (`.someCase`); its value is known once every source file is
/// read (``SwiftSources/references``).
struct SourceEnumerationReference: Sendable, Hashable {
    /// What the raw value names.
    var kind: SourceReference.Kind
    /// The enumeration as the code spells it, `SegueIdentifier` or `Kiosk.SegueIdentifier`, or `nil`
    /// for an implicit member (`.someCase`), whose enumeration is whichever visible one has the case.
    var enumeration: String?
    /// The case's name.
    var caseName: String
    /// The names of the types the code is declared in, outermost first: where the enumeration's name
    /// is looked up, innermost first, as Swift looks it up.
    var enclosingTypes: [String]
    /// The name of the type whose code holds it, if any.
    var typeName: String?
    /// Where the expression starts.
    var location: FileLocation
}
