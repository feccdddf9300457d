/// One segue identifier bound to the handler that prepares its destination.
///
/// Declare routes inside a ``RouteRegistry``'s builder, with a closure, with a method reference that
/// follows the naming convention, or as a connection that stores the destination in a property:
///
///     RouteRegistry<InboxScreen> {
///         Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, sender: Any?) in
///             screen.message = inbox.selectedMessage
///         }
///         Route("Compose", InboxScreen.prepareForComposeSegue)
///         Route.connect("Embed Header", to: \InboxScreen.header)
///     }
///
/// The handler receives the destination typed as the route declares. When the segue's destination is
/// a container (a navigation, tab or split controller, or any ``SegueDestinationContainer``), the
/// first controller of that type inside it, breadth-first, is passed instead.
///
/// A route is immutable; the registry hands out references to it without copying.
public final class Route<Source>: Sendable {
    /// The segue identifier as declared.
    public let identifier: String
    /// The identifier's symbol, or `nil` when it has none (such a route is rejected by the registry).
    public let symbol: SegueSymbol?
    /// The type of destination the handler expects.
    public let destinationType: any Any.Type
    /// What the route does with the destination.
    public let action: Action
    /// When the route runs: while the destination is created, or while it is prepared.
    public let stage: Stage
    /// Where the route was declared.
    public let declaration: RouteDeclaration

    /// Finds the destination of the declared type in a segue's destination hierarchy.
    @usableFromInline
    let findDestination: @MainActor @Sendable (Any) -> Any?
    /// Runs the handler with a destination returned by `findDestination`.
    @usableFromInline
    let handle: @MainActor @Sendable (Source, Any, Any?) -> Void
    /// Makes the destination of a creation route; `nil` for a prepare route.
    @usableFromInline
    let make: (@MainActor @Sendable (SegueCreation<Source>) -> Any?)?

    /// Whether the route is for segues without identifier, found by the destination's type
    /// (`Route.byDestination`) rather than by the identifier's symbol.
    public let isKeyedByDestination: Bool

    /// When a route runs.
    public enum Stage: Sendable, Equatable {
        /// Prepares a destination that exists (`prepare(for:sender:)`).
        case prepare
        /// Creates the destination (a segue action, `@IBSegueAction`), before it is prepared.
        case creation
        /// Receives an unwind in the controller unwound to; the route's identifier is the unwind
        /// action's selector.
        case unwind
    }

    /// What a route does with its destination.
    public enum Action: Sendable, Equatable {
        /// Calls a handler closure or method.
        case handler
        /// Stores the destination into a property of the source (KNMSegueRouting's `@connect`).
        case connect(property: String)
        /// Creates the destination (a ``Stage/creation`` route).
        case create
    }

    /// The name of the handler method for this route's symbol, in Swift spelling, or `nil` when the
    /// identifier has no symbol.
    public var handlerName: String? {
        symbol?.handlerName(.swift)
    }

    @inlinable
    init<Destination>(
        identifier: String,
        destination: Destination.Type,
        action: Action,
        stage: Stage = .prepare,
        keyedByDestination: Bool = false,
        file: String,
        line: UInt,
        handle: @escaping @MainActor @Sendable (Source, Destination, Any?) -> Void
    ) {
        self.identifier = identifier
        self.symbol = Symbolifier.symbol(for: identifier)
        self.destinationType = destination
        self.action = action
        self.stage = stage
        self.declaration = RouteDeclaration(identifier: identifier, file: file, line: line)
        self.isKeyedByDestination = keyedByDestination
        self.findDestination = { root in findSegueDestination(Destination.self, in: root) }
        self.handle = { source, destination, sender in
            // `destination` came from `findDestination` of this same route, so it is a `Destination`.
            handle(source, destination as! Destination, sender)
        }
        self.make = nil
    }

    @inlinable
    init<Destination>(
        identifier: String,
        creating destination: Destination.Type,
        keyedByDestination: Bool = false,
        file: String,
        line: UInt,
        make: @escaping @MainActor @Sendable (SegueCreation<Source>) -> Destination?
    ) {
        self.identifier = identifier
        self.symbol = Symbolifier.symbol(for: identifier)
        self.destinationType = destination
        self.action = .create
        self.stage = .creation
        self.declaration = RouteDeclaration(identifier: identifier, file: file, line: line)
        self.isKeyedByDestination = keyedByDestination
        self.findDestination = { _ in nil }
        self.handle = { _, _, _ in }
        self.make = { creation in make(creation) }
    }

    /// Routes `identifier` to a closure that receives the source, the typed destination and the sender.
    ///
    ///     Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, sender: Any?) in
    ///         screen.message = inbox.selectedMessage
    ///     }
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as in the storyboard.
    ///   - destination: The destination type; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - handler: Prepares the destination.
    @inlinable
    public convenience init<Destination>(
        _ identifier: String,
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor @Sendable (Source, Destination, Any?) -> Void
    ) {
        self.init(
            identifier: identifier, destination: destination, action: .handler, file: file, line: line,
            handle: handler)
    }

    // Disfavored, as the other method-reference forms: a closure route type-checks with the closure
    // form and skips this one; a method reference fails the closure form at once and lands here.
    /// Routes `identifier` to a method of the source that follows the naming convention.
    ///
    ///     Route("Compose", InboxScreen.prepareForComposeSegue)
    ///     // where InboxScreen declares:
    ///     // func prepareForComposeSegue(_ destination: ComposeScreen, sender: Any?)
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as in the storyboard.
    ///   - destination: The destination type; inferred from the method when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - method: The unapplied method, `Source.prepareFor<Symbol>Segue`.
    @_disfavoredOverload
    @inlinable
    public convenience init<Destination>(
        _ identifier: String,
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ method: @escaping @MainActor @Sendable (Source) -> (Destination, Any?) -> Void
    ) {
        self.init(identifier, to: destination, file: file, line: line) { source, destination, sender in
            method(source)(destination, sender)
        }
    }

    /// Routes `identifier` to a property of the source that receives the destination, typically for
    /// an embed segue (KNMSegueRouting's `@connect(property)`).
    ///
    ///     Route.connect("Embed Header", to: \InboxScreen.header)
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as in the storyboard.
    ///   - property: A key path to an optional property of the source.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    /// - Returns: The route.
    @inlinable
    public static func connect<Destination>(
        _ identifier: String,
        to property: ReferenceWritableKeyPath<Source, Destination?>,
        file: String = #fileID,
        line: UInt = #line
    ) -> Route {
        // A key path is immutable once made; it is not `Sendable` when it names a main-actor
        // property, and it is only ever applied inside `handle`, which runs on the main actor.
        nonisolated(unsafe) let property = property
        return Route(
            identifier: identifier, destination: Destination.self,
            action: .connect(property: String(describing: property)), file: file, line: line,
            handle: { source, destination, _ in source[keyPath: property] = destination })
    }
}

extension Route {
    /// Routes the creation of `identifier`'s destination to a closure: what a segue action
    /// (`@IBSegueAction`) returns, made with the dependencies of the source instead of optional
    /// properties set while preparing.
    ///
    ///     RouteRegistry<InboxScreen> {
    ///         Route.create("Show Message") { (creation: SegueCreation<InboxScreen>) in
    ///             MessageScreen(coder: creation.coder, store: creation.source.store)
    ///         }
    ///         Route("Show Message") { (_, screen: MessageScreen, _) in screen.scrollsToLatest = true }
    ///     }
    ///
    /// A creation route and a prepare route of the same identifier work together: the destination
    /// is created first, then a perform's configuration closure runs, then the prepare handler (UIKit
    /// and AppKit call `prepare(for:sender:)` after the segue action). Creation routes are keyed by the
    /// identifier's symbol, as prepare routes are, and collide only with each other.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as in the storyboard.
    ///   - destination: The type of controller made; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - make: Makes the destination; `nil` when it cannot, which is reported as
    ///     ``SegueRoutingError/creationFailed(identifier:expected:found:)``.
    /// - Returns: The route.
    @inlinable
    public static func create<Destination>(
        _ identifier: String,
        as destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ make: @escaping @MainActor @Sendable (SegueCreation<Source>) -> Destination?
    ) -> Route {
        Route(identifier: identifier, creating: destination, file: file, line: line, make: make)
    }
}

extension Route {
    /// Routes the segues that have no identifier and lead to a `Destination`, found as prepare routes
    /// find their destinations (inside navigation, tab bar and split view controllers); the route for
    /// the segues that apps tell apart by `segue.destination as? …`:
    ///
    ///     RouteRegistry<MapSettingsViewController> {
    ///         Route.byDestination { (settings, editor: TileServerEditViewController, _) in
    ///             editor.server = settings.selectedServer
    ///         }
    ///     }
    ///
    /// A segue with an identifier is routed by its identifier only; a segue without one by the first
    /// route of this kind, in declaration order, whose destination type it has. Two such routes for
    /// the same type are a ``RouteRegistryProblem/duplicateDestination(type:declarations:)``.
    ///
    /// - Parameters:
    ///   - destination: The destination's type; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a problem names it.
    ///   - line: The declaring line, captured so that a problem names it.
    ///   - handler: Receives the source, the destination typed as declared, and the sender.
    /// - Returns: The route.
    @inlinable
    public static func byDestination<Destination>(
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor @Sendable (Source, Destination, Any?) -> Void
    ) -> Route {
        Route(
            identifier: "", destination: destination, action: .handler, keyedByDestination: true, file: file,
            line: line, handle: handler)
    }

    /// Routes the segues that have no identifier and lead to a `Destination` to a method of the
    /// source: `Route.byDestination(MapSettingsViewController.prepareForSegue(to:sender:))`.
    ///
    /// - Parameters:
    ///   - destination: The destination's type; inferred from the method when omitted.
    ///   - file: The declaring file, captured so that a problem names it.
    ///   - line: The declaring line, captured so that a problem names it.
    ///   - method: The source's method, taking the destination and the sender.
    /// - Returns: The route.
    @_disfavoredOverload
    @inlinable
    public static func byDestination<Destination>(
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ method: @escaping @MainActor @Sendable (Source) -> (Destination, Any?) -> Void
    ) -> Route {
        byDestination(to: destination, file: file, line: line) { source, destination, sender in
            method(source)(destination, sender)
        }
    }
}

extension Route {
    /// Routes the creation of the destination of segues without identifier whose segue action
    /// returns a `Destination`: the creation route for a segue action on a segue that has no
    /// identifier, or on a container's relationship segue (UIKit calls a navigation controller's root
    /// or a tab's segue action on the controller that presents the container).
    ///
    ///     RouteRegistry<BookmarksViewController> {
    ///         Route.createByDestination { (creation: SegueCreation<BookmarksViewController>) in
    ///             EditorViewController(coder: creation.coder as! NSCoder, bookmark: creation.source.selection)
    ///         }
    ///     }
    ///
    /// A segue action called without identifier (UIKit passes `nil` as `segueIdentifier`) creates
    /// with the route that makes exactly the type the segue action returns or, when none does, with
    /// the first, in declaration order, that makes a subclass of it. A segue with an identifier is
    /// created by its identifier's creation route only. Two such routes for the same type are a
    /// ``RouteRegistryProblem/duplicateDestination(type:declarations:)``.
    ///
    /// - Parameters:
    ///   - destination: The type of controller made; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a problem names it.
    ///   - line: The declaring line, captured so that a problem names it.
    ///   - make: Makes the destination; `nil` when it cannot, which is reported as
    ///     ``SegueRoutingError/creationFailed(identifier:expected:found:)``.
    /// - Returns: The route.
    @inlinable
    public static func createByDestination<Destination>(
        as destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ make: @escaping @MainActor @Sendable (SegueCreation<Source>) -> Destination?
    ) -> Route {
        Route(identifier: "", creating: destination, keyedByDestination: true, file: file, line: line, make: make)
    }
}

extension Route {
    /// Routes an unwind to the controller unwound to (this registry's source), keyed by the unwind
    /// action's selector exactly as the storyboard's exit spells it, typed by the controller unwound
    /// from.
    ///
    ///     RouteRegistry<InboxScreen> {
    ///         Route.unwind("unwindToInbox:") { (inbox: InboxScreen, compose: ComposeScreen) in
    ///             inbox.drafts.append(compose.draft)
    ///         }
    ///     }
    ///
    /// The unwind method of the controller unwound to runs it in one line, with
    /// ``RouteRegistry/unwind(action:to:from:)``.
    ///
    /// - Parameters:
    ///   - action: The unwind action's selector, such as `unwindToInbox:`.
    ///   - source: The type of controller unwound from; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - handler: Receives the controller unwound to and the one unwound from.
    /// - Returns: The route.
    @inlinable
    public static func unwind<From>(
        _ action: String,
        from source: From.Type = From.self,
        file: String = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor @Sendable (Source, From) -> Void
    ) -> Route {
        Route(
            identifier: action, destination: source, action: .handler, stage: .unwind, file: file, line: line,
            handle: { destination, source, _ in handler(destination, source) })
    }
}

/// What a creation route receives: what UIKit or AppKit passes to a segue action.
public struct SegueCreation<Source> {
    /// The coder to initialize the destination from (an `NSCoder`); `nil` in tests that make the
    /// destination without one.
    public let coder: Any?
    /// The controller the segue starts from.
    public let source: Source
    /// The sender of the segue.
    public let sender: Any?
    /// The segue's identifier.
    public let identifier: String?

    /// Creates what a creation route receives.
    public init(coder: Any?, source: Source, sender: Any?, identifier: String?) {
        self.coder = coder
        self.source = source
        self.sender = sender
        self.identifier = identifier
    }
}

/// Where a route was declared: its identifier, file and line.
public struct RouteDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// The segue identifier as declared.
    public let identifier: String
    /// The declaring file, as `#fileID` spells it (`Module/File.swift`).
    public let file: String
    /// The declaring line.
    public let line: UInt

    /// Creates a declaration.
    public init(identifier: String, file: String, line: UInt) {
        self.identifier = identifier
        self.file = file
        self.line = line
    }

    /// The declaring file and line, as a location.
    public var location: FileLocation {
        FileLocation(file: file, line: Int(line))
    }

    /// `'Show Detail' (Inbox/Routes.swift:12)`.
    public var description: String {
        "'\(identifier)' (\(file):\(line))"
    }
}

// Identifiers held in an enum (`enum Segue: String { case showMessage = "Show Message" }`) are
// accepted as they are, without `.rawValue`. These overloads are disfavored: a string identifier
// matches only the `String` overloads, and once one of those has type-checked a route the solver
// skips the disfavored ones instead of solving the route's closure again only to find that `String`
// is not `RawRepresentable` (a tenth of the type-check time of a builder of 50 routes).
extension Route {
    /// A route for the segue whose identifier is `identifier.rawValue`, as `Route("Show Message")`
    /// is for a string.
    ///
    ///     enum InboxSegue: String { case showMessage = "Show Message" }
    ///     Route(InboxSegue.showMessage) { (inbox: InboxScreen, screen: MessageScreen, _) in … }
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as the raw value of an enum case or another
    ///     `RawRepresentable` whose raw value is a `String`.
    ///   - destination: The destination's type; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - handler: Receives the source, the destination typed as declared, and the sender.
    @_disfavoredOverload
    @inlinable
    public convenience init<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ handler: @escaping @MainActor @Sendable (Source, Destination, Any?) -> Void
    ) {
        self.init(identifier.rawValue, to: destination, file: file, line: line, handler)
    }

    /// A route for the segue whose identifier is `identifier.rawValue`, to a method of the source.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as a `RawRepresentable` whose raw value is a `String`.
    ///   - destination: The destination's type; inferred from the method when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - method: The source's method, taking the destination and the sender.
    @_disfavoredOverload
    @inlinable
    public convenience init<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        to destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ method: @escaping @MainActor @Sendable (Source) -> (Destination, Any?) -> Void
    ) {
        self.init(identifier.rawValue, to: destination, file: file, line: line, method)
    }

    /// A creation route for the segue whose identifier is `identifier.rawValue`.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as a `RawRepresentable` whose raw value is a `String`.
    ///   - destination: The type of controller made; inferred from the closure when omitted.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    ///   - make: Makes the destination, or returns `nil`.
    /// - Returns: The route.
    @_disfavoredOverload
    @inlinable
    public static func create<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        as destination: Destination.Type = Destination.self,
        file: String = #fileID,
        line: UInt = #line,
        _ make: @escaping @MainActor @Sendable (SegueCreation<Source>) -> Destination?
    ) -> Route {
        create(identifier.rawValue, as: destination, file: file, line: line, make)
    }

    /// A route that stores the destination of the segue whose identifier is `identifier.rawValue`
    /// in a property of the source.
    ///
    /// - Parameters:
    ///   - identifier: The segue identifier, as a `RawRepresentable` whose raw value is a `String`.
    ///   - property: The source's optional property of the destination's type.
    ///   - file: The declaring file, captured so that a collision names it.
    ///   - line: The declaring line, captured so that a collision names it.
    /// - Returns: The route.
    @_disfavoredOverload
    @inlinable
    public static func connect<Identifier: RawRepresentable<String>, Destination>(
        _ identifier: Identifier,
        to property: ReferenceWritableKeyPath<Source, Destination?>,
        file: String = #fileID,
        line: UInt = #line
    ) -> Route {
        connect(identifier.rawValue, to: property, file: file, line: line)
    }
}
