import SegueRouting
import StoryboardModel

/// Walks an app's storyboards the way a user taps through it, in a unit test and without UIKit:
/// each tap follows the segue the storyboard wires, makes the destination (the mock bound for its
/// class, or a ``UnboundController`` placeholder), runs the creation route and the prepare
/// route of the source's registry in UIKit's order, and keeps the stack of screens.
///
///     let navigator = StoryboardNavigator(catalog: StoryboardCatalog(paths: ["App/Base.lproj"]))
///     navigator.route(InboxRoutes.registry, forClass: "InboxViewController")
///     navigator.bind(toClass: "InboxViewController") { InboxMock() }
///     navigator.bind(toClass: "ComposeViewController") { ComposeMock() }
///     try navigator.start(atInitialOf: "Main")
///     try navigator.tap(.title("Compose"))
///     #expect(navigator.current.className == "ComposeViewController")
///     #expect((navigator.current.controller as? ComposeMock)?.draft != nil)
///
/// The model mirrors what UIKit does with a storyboard's segues, as its documentation of
/// `UIStoryboardSegue` and `UIViewController.show(_:sender:)` describes it:
/// - `show` (and the older `push`) pushes onto the nearest navigation controller up the source's
///   parent chain, whatever holds that navigation controller (a tab of a tab bar controller, a split
///   view's primary), and presents modally when there is none; `showDetail` presents modally when no
///   split view controller holds the source; `presentation` (modal) presents.
/// - A container scene (navigation, tab bar, split view controller) is made with the scenes its
///   relationship segues hold, and routes find their destinations inside it; a scene's `embed`
///   segues run when the scene is shown, as UIKit runs them when its view loads.
/// - An unwind segue returns to the nearest screen below the current one whose class's registry has
///   an unwind route for the exit's action, runs that route, and removes the screens above.
/// - A storyboard reference leads to the referenced scene of the referenced storyboard.
/// - On macOS, `show` opens a window (``Presentation/window``), `modal` and `sheet` present
///   modally; window, split view and tab view controllers hold their content as containers do.
///
/// What it does not model it names instead of guessing: what a split view controller does with a
/// `showDetail`, or with a `show` that no navigation controller inside it takes (adaptive: a column
/// of the split view, or a push or presentation when it is collapsed), popovers, and segues of a custom
/// class are followed to their destination and marked ``Presentation/unmodeled(_:)`` with the kind; a
/// segue to a storyboard that was not read, or to nothing, is an error that says which.
@MainActor
public final class StoryboardNavigator {
    /// How a screen came onto the stack.
    public enum Presentation: Sendable, Hashable {
        /// The screen the walk started at.
        case root
        /// Pushed onto the navigation controller the source was in (`show`, `push`).
        case push
        /// Presented modally (`presentation`, `modal`, `show` outside a navigation controller, or
        /// `showDetail` outside a split view controller; on macOS, `modal` and `sheet`).
        case modal
        /// On macOS, shown in a window of its own (`show`).
        case window
        /// Followed, though the navigator does not model how UIKit shows it: the segue's kind.
        case unmodeled(String)
    }

    /// What a tap touches: a control by its title, a controller's outlet, an element's object id,
    /// or a manual segue by its identifier.
    public enum Trigger: Sendable, Hashable, CustomStringConvertible {
        /// A button, bar button item or other element with this title.
        case title(String)
        /// The element a controller's outlet of this name refers to.
        case outlet(String)
        /// The element with this object id in the storyboard (a table cell, a gesture recognizer).
        case element(id: String)
        /// The segue with this identifier: a manual segue, as `performSegue(withIdentifier:sender:)`.
        case identifier(String)

        /// `a button titled 'Sign In'` and the like, as messages name it.
        public var description: String {
            switch self {
            case .title(let title): "an element titled \(quoted(title))"
            case .outlet(let name): "the outlet \(quoted(name))"
            case .element(let id): "the element \(quoted(id))"
            case .identifier(let identifier): "the segue \(quoted(identifier))"
            }
        }
    }

    /// A screen on the stack: its scene, its storyboard, the controller made for it and how it came.
    public struct Screen {
        /// The scene.
        public let scene: StoryboardScene
        /// The name of the scene's storyboard.
        public let storyboard: String
        /// The controller made for the scene: the bound mock, a creation route's result, or an
        /// ``UnboundController`` placeholder. For a container, the ``NavigatorContainer`` holding its children.
        public let controller: AnyObject
        /// How it came onto the stack.
        public let presentation: Presentation
        /// The scenes the screen shows and their controllers: its own scene, the scenes its containers
        /// hold (a navigation controller's root, a tab bar controller's tabs), and the scenes its
        /// `embed` segues made, in that order.
        public internal(set) var parts: [(scene: StoryboardScene, controller: AnyObject)] = []
        /// The element names of the containers outside the screen that hold it, innermost first: for a
        /// pushed screen, the navigation controller it was pushed onto and those around that one.
        var outerContainers: [String] = []

        /// The scene's class: its custom class, or its framework class.
        public var className: String { scene.className }
        /// The classes the screen shows, outermost first: `UINavigationController > InboxViewController`.
        public var shownClasses: String { parts.map(\.scene.className).joined(separator: " > ") }

        /// The controller made for the scene of class `className` that this screen shows, if any.
        public func controller(ofClass className: String) -> AnyObject? {
            parts.first { $0.scene.className == className }?.controller
        }
        /// The scene's storyboard ID, if any.
        public var storyboardIdentifier: String? { scene.storyboardIdentifier }
    }

    /// The storyboards walked.
    public let catalog: StoryboardCatalog
    /// The screens from the first to the current one.
    public private(set) var stack: [Screen] = []

    private var registries: [String: AnyRegistry] = [:]
    private var classBindings: [String: @MainActor () -> AnyObject] = [:]
    private var sceneBindings: [String: @MainActor () -> AnyObject] = [:]

    /// Creates a navigator over `catalog`'s storyboards.
    public init(catalog: StoryboardCatalog) {
        self.catalog = catalog
    }

    /// The navigation graph of the catalog's storyboards, made on first use: the ways ``go(to:sender:)``
    /// finds.
    public private(set) lazy var graph = NavigationGraph(catalog: catalog)

    /// The screen the user sees now.
    ///
    /// A property cannot throw: before ``start(atInitialOf:)`` (or another `start`) there is no screen,
    /// and reading it stops the process. ``stack``'s `last` is the same screen, `nil` before the walk
    /// starts; ``tap(_:sender:)``, ``go(to:sender:)`` and ``follow(_:in:sender:)`` throw a finding
    /// instead.
    ///
    /// - Precondition: The walk has started.
    public var current: Screen {
        guard let last = stack.last else { preconditionFailure("Start the navigator before reading its screen.") }
        return last
    }

    /// Routes the segues of the scenes of class `className` through `registry`, whose source the
    /// controllers bound to that class must be.
    public func route<Source>(_ registry: RouteRegistry<Source>, forClass className: String) {
        registries[className] = AnyRegistry(registry)
    }

    /// Makes the controller of every scene of class `className` with `make`: the mock a test
    /// inspects after the routes ran.
    ///
    /// A controller a creation route of the presenting registry makes for the scene (a segue
    /// action's) takes precedence, and so does a binding of the scene itself
    /// (``bind(toScene:in:_:)``); the class's binding makes the rest.
    public func bind(toClass className: String, _ make: @escaping @MainActor () -> AnyObject) {
        classBindings[className] = make
    }

    /// Makes the controller of the scene with storyboard ID `identifier` in `storyboard` with `make`;
    /// it wins over a binding to the scene's class.
    public func bind(toScene identifier: String, in storyboard: String, _ make: @escaping @MainActor () -> AnyObject) {
        sceneBindings[storyboard + "#" + identifier] = make
    }

    // MARK: - Starting

    /// Starts at the initial controller of the storyboard named `storyboard`.
    ///
    /// - Throws: A `Finding` when the storyboard was not read or has no initial controller.
    @discardableResult
    public func start(atInitialOf storyboard: String) throws(Finding) -> Screen {
        let read = try self.storyboard(named: storyboard)
        guard let initial = read.initialScene else {
            throw Finding(
                .error, .navigationMissing, at: FileLocation(file: read.path),
                "\(storyboard).storyboard has no initial view controller; start at a scene by its storyboard ID.")
        }
        return try start(initial, in: read)
    }

    /// Starts at the scene with storyboard ID `identifier` in the storyboard named `storyboard`.
    ///
    /// - Throws: A `Finding` that names the storyboard IDs the storyboard has when it has not this one.
    @discardableResult
    public func start(at identifier: String, in storyboard: String) throws(Finding) -> Screen {
        let read = try self.storyboard(named: storyboard)
        guard let scene = read.scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            let known = read.scenes.compactMap(\.storyboardIdentifier).sorted().map(quoted)
            throw Finding(
                .error, .navigationMissing, at: FileLocation(file: read.path),
                "\(storyboard).storyboard has no scene with the storyboard ID \(quoted(identifier))"
                    + (known.isEmpty ? "" : "; its IDs are " + known.joined(separator: ", ")) + ".")
        }
        return try start(scene, in: read)
    }

    /// Starts at `scene` of `storyboard`, which need not have a storyboard ID.
    @discardableResult
    ///
    /// - Throws: A `Finding` when a route of the scene's `embed` segues fails.
    public func start(_ scene: StoryboardScene, in storyboard: Storyboard) throws(Finding) -> Screen {
        stack = []
        var screen = makeScreen(scene, in: storyboard, presentation: .root)
        try runEmbeds(of: &screen, in: storyboard)
        stack = [screen]
        return screen
    }

    // MARK: - Tapping

    /// Touches `trigger` in the current screen (or a screen its containers or embeds hold) and
    /// follows the segue it triggers: makes and prepares the destination, or unwinds.
    ///
    /// - Parameters:
    ///   - trigger: What the user touches, or a manual segue's identifier.
    ///   - sender: The sender the routes receive (a cell, a button, a model value).
    /// - Returns: The screen shown after the segue.
    /// - Throws: A `Finding` that says what is missing: no such element with a segue (naming those
    ///   that have one), a destination that was not read, a route that failed, no screen to unwind to.
    @discardableResult
    public func tap(_ trigger: Trigger, sender: Any? = nil) throws(Finding) -> Screen {
        let here = try started()
        let (segue, storyboard) = try segue(triggeredBy: trigger, in: here)
        return try follow(segue, in: storyboard, sender: sender)
    }

    /// Follows `segue` of `storyboard` from the current screen.
    ///
    /// - Throws: A `Finding` when the walk has not started, the destination was not read, a route
    ///   failed, or no screen receives an unwind.
    @discardableResult
    public func follow(_ segue: StoryboardSegue, in storyboard: Storyboard, sender: Any? = nil) throws(Finding)
        -> Screen
    {
        let here = try started()
        let source = sourcePart(of: segue)
        let (destination, destinationStoryboard): (StoryboardScene, Storyboard)
        switch segue.destination {
        case .exit(let action):
            return try unwind(action: action ?? "", segue: segue)
        case .missing(let id):
            throw Finding(
                .error, .navigationMissing, at: segue.location,
                "The segue leads to \(quoted(id)), which is no scene of \(storyboard.name).storyboard; reconnect it.")
        case .scene(let scene):
            (destination, destinationStoryboard) = (scene, storyboard)
        case .storyboardReference(let reference):
            guard let name = reference.referencedStoryboard, let target = catalog.storyboard(named: name),
                let scene = catalog.resolve(reference)
            else {
                throw Finding(
                    .error, .navigationMissing, at: segue.location,
                    "The segue leads through a reference to \(segue.destination), which was not read or has no "
                        + "such scene; pass that storyboard to the catalog.")
            }
            (destination, destinationStoryboard) = (scene, target)
        }
        let (presentation, outerContainers) = self.presentation(of: segue, in: storyboard, from: here)
        var screen = makeScreen(
            destination, in: destinationStoryboard, presentation: presentation, creating: segue, from: source,
            sender: sender)
        screen.outerContainers = outerContainers
        try prepare(segue, from: source, to: screen.controller, sender: sender)
        try runEmbeds(of: &screen, in: destinationStoryboard)
        stack.append(screen)
        return screen
    }

    // MARK: - Going to a screen

    /// Follows the fewest segues that lead from the current screen (or a screen its containers or
    /// embeds hold) to the scene `name` names, as taps would: each is made, created and prepared by
    /// its routes in turn.
    ///
    ///     try navigator.start(atInitialOf: "Main")
    ///     try navigator.go(to: "Settings/Privacy")
    ///     #expect(navigator.current.className == "PrivacyViewController")
    ///
    /// The way is found in ``graph``: segues, relationships and embeds of the storyboards, through
    /// storyboard references (not unwinds, and not code's edges, which no tap follows).
    ///
    /// - Parameters:
    ///   - name: A storyboard (its initial controller), `storyboard/ID` (a storyboard ID or object
    ///     id), a class, or a storyboard ID (``NavigationGraph/nodes(matching:)``).
    ///   - sender: The sender the routes receive.
    /// - Returns: The screen shown at the end; the current one when it already shows the scene.
    /// - Throws: A `Finding` when the walk has not started, `name` names no scene, or no segues lead
    ///   there from here.
    @discardableResult
    public func go(to name: String, sender: Any? = nil) throws(Finding) -> Screen {
        let here = try started()
        let graph = self.graph
        let targets = graph.nodes(matching: name).filter { graph.nodes[$0].kind == .scene }
        guard !targets.isEmpty else {
            throw Finding(
                .error, .navigationMissing, at: here.scene.location,
                "No scene of the storyboards read is named \(quoted(name)); name a storyboard (its initial "
                    + "controller), storyboard/ID, a class or a storyboard ID.")
        }
        var index: [String: Int] = [:]
        for (position, node) in graph.nodes.enumerated() { index[node.id] = position }
        // A screen's parts are scenes of its storyboard: containers hold, and embed, their own.
        let starts = here.parts.compactMap { part in index[here.storyboard + "/" + part.scene.id] }
        var best: [Int]?
        for start in starts {
            for target in targets {
                guard let path = graph.path(from: start, to: target) else { continue }
                if best == nil || path.count < best!.count { best = path }
            }
        }
        guard let path = best else {
            throw Finding(
                .error, .navigationMissing, at: here.scene.location,
                "No segue leads from \(here.shownClasses) to \(quoted(name)) in the storyboards read (unwinds and "
                    + "code are not followed); start nearer to it, or tap the way there.")
        }
        var screen = here
        for edgeIndex in path {
            let edge = graph.edges[edgeIndex]
            // A container's children and a scene's embeds come with the screen that holds them.
            guard edge.kind == .segue, let segue = edge.segue, let cluster = graph.nodes[edge.from].cluster,
                let read = catalog.storyboards.first(where: { $0.path == graph.clusters[cluster].path })
            else { continue }
            screen = try follow(segue, in: read, sender: sender)
        }
        return screen
    }

    // MARK: - Internals

    /// The current screen; a finding that says to start first when the walk has not started.
    private func started() throws(Finding) -> Screen {
        guard let last = stack.last else {
            throw Finding(
                .error, .navigationMissing, at: nil,
                "The navigator has no screen yet: call start(atInitialOf:) or start(at:in:) first, then tap, "
                    + "go(to:) or follow from the screen it starts at.")
        }
        return last
    }

    /// A registry of any source type, with the operations the navigator needs.
    private struct AnyRegistry {
        let prepare: @MainActor (String?, AnyObject, AnyObject, Any?) throws(SegueRoutingError) -> PreparationResult?
        let create: @MainActor (String, AnyObject, Any?) throws(SegueRoutingError) -> AnyObject??
        /// Runs the creation route by destination type whose type is named like the storyboard's
        /// class, as a segue action called without identifier that returns that class would.
        let createByDestination: @MainActor (String, AnyObject, Any?) throws(SegueRoutingError) -> AnyObject?
        let unwind: @MainActor (String, AnyObject, AnyObject) throws(SegueRoutingError) -> Bool?
        let receivesUnwind: (String) -> Bool
        let sourceType: String

        init<Source>(_ registry: RouteRegistry<Source>) {
            sourceType = String(describing: Source.self)
            prepare = { identifier, source, destination, sender throws(SegueRoutingError) in
                guard let typed = source as? Source else { return nil }
                return try registry.prepare(
                    identifier: identifier, source: typed, destination: destination, sender: sender)
            }
            create = { identifier, source, sender throws(SegueRoutingError) in
                guard let typed = source as? Source else { return nil }
                guard registry.creationRoute(for: identifier) != nil else { return .some(nil) }
                let made: AnyObject? = try registry.create(
                    AnyObject.self, identifier: identifier, coder: nil, source: typed, sender: sender)
                return .some(made)
            }
            createByDestination = { className, source, sender throws(SegueRoutingError) in
                guard let typed = source as? Source,
                    let route = registry.destinationCreationRoutes.first(where: {
                        let name = String(describing: $0.destinationType)
                        return name == className || name.hasSuffix("." + className)
                    })
                else { return nil }
                @MainActor func create<Made>(_: Made.Type) throws(SegueRoutingError) -> AnyObject? {
                    try registry.create(Made.self, identifier: nil, coder: nil, source: typed, sender: sender)
                        .map { $0 as AnyObject }
                }
                do {
                    return try _openExistential(route.destinationType, do: create)
                } catch let error as SegueRoutingError {
                    throw error
                } catch {
                    return nil
                }
            }
            unwind = { action, destination, source throws(SegueRoutingError) in
                guard let typed = destination as? Source else { return nil }
                return try registry.unwind(action: action, to: typed, from: source)
            }
            receivesUnwind = { action in registry.unwindRoutes.contains { $0.identifier == action } }
        }
    }

    private func storyboard(named name: String) throws(Finding) -> Storyboard {
        guard let storyboard = catalog.storyboard(named: name) else {
            let known = catalog.storyboards.map(\.name).sorted().map(quoted)
            throw Finding(
                .error, .navigationMissing, at: nil,
                "No storyboard named \(quoted(name)) was read"
                    + (known.isEmpty ? "" : "; the catalog has " + known.joined(separator: ", ")) + ".")
        }
        return storyboard
    }

    /// The controller for `scene`: the scene's binding, its class's, or a placeholder; for a
    /// container, a ``NavigatorContainer`` of it and the scenes it holds.
    ///
    /// A container's relationship segue with a segue action makes its child with the creation route
    /// by destination type of `presenter`'s registry, the controller UIKit calls that segue action on.
    private func controller(
        for scene: StoryboardScene, in storyboard: Storyboard,
        parts: inout [(scene: StoryboardScene, controller: AnyObject)],
        made: AnyObject? = nil, presenter: (scene: StoryboardScene, controller: AnyObject, sender: Any?)? = nil,
        depth: Int = 0
    ) -> AnyObject {
        let own: AnyObject =
            made ?? scene.storyboardIdentifier.flatMap { sceneBindings[storyboard.name + "#" + $0] }?()
            ?? classBindings[scene.className]?() ?? UnboundController(className: scene.className)
        parts.append((scene, own))
        guard scene.isContainer, depth < 8 else { return own }
        let children = storyboard.segues.filter { $0.isRelationship && $0.source.id == scene.id }.compactMap {
            segue -> AnyObject? in
            guard case .scene(let child) = segue.destination else { return nil }
            var created: AnyObject?
            if let presenter, segue.destinationCreationSelector?.isEmpty == false,
                let registry = registries[presenter.scene.className]
            {
                created =
                    (try? registry.createByDestination(child.className, presenter.controller, presenter.sender))
                    ?? nil
            }
            return controller(for: child, in: storyboard, parts: &parts, made: created, depth: depth + 1)
        }
        return NavigatorContainer(controller: own, children: children)
    }

    private func makeScreen(
        _ scene: StoryboardScene, in storyboard: Storyboard, presentation: Presentation,
        creating segue: StoryboardSegue? = nil, from source: (scene: StoryboardScene, controller: AnyObject)? = nil,
        sender: Any? = nil
    ) -> Screen {
        var made: AnyObject?
        // A creation route makes the destination first, as UIKit calls the segue action first: by the
        // segue's identifier, or for a segue without one by the type it makes.
        if let segue, segue.destinationCreationSelector?.isEmpty == false, let source,
            let registry = registries[source.scene.className]
        {
            if let identifier = segue.identifier, !identifier.isEmpty {
                made = (try? registry.create(identifier, source.controller, sender)) ?? nil
            } else {
                made = (try? registry.createByDestination(scene.className, source.controller, sender)) ?? nil
            }
        }
        var parts: [(scene: StoryboardScene, controller: AnyObject)] = []
        let controller = self.controller(
            for: scene, in: storyboard, parts: &parts, made: made,
            presenter: source.map { ($0.scene, $0.controller, sender) })
        var screen = Screen(
            scene: scene, storyboard: storyboard.name, controller: controller, presentation: presentation)
        screen.parts = parts
        return screen
    }

    /// The controller routes receive as the source: a container's own controller.
    private func owner(_ controller: AnyObject) -> AnyObject {
        (controller as? NavigatorContainer)?.controller ?? controller
    }

    /// Runs the `embed` segues of every scene `screen` shows, as UIKit does when their views load, and
    /// adds the embedded scenes to its parts.
    private func runEmbeds(of screen: inout Screen, in storyboard: Storyboard) throws(Finding) {
        var index = 0
        while index < screen.parts.count && index < 64 {
            let part = screen.parts[index]
            for segue in storyboard.segues where segue.kind == "embed" && segue.source.id == part.scene.id {
                guard case .scene(let child) = segue.destination else { continue }
                var parts: [(scene: StoryboardScene, controller: AnyObject)] = []
                let made = controller(for: child, in: storyboard, parts: &parts)
                try prepare(segue, from: part, to: made, sender: nil)
                screen.parts += parts
            }
            index += 1
        }
    }

    private func prepare(
        _ segue: StoryboardSegue, from source: (scene: StoryboardScene, controller: AnyObject),
        to destination: AnyObject,
        sender: Any?
    ) throws(Finding) {
        let className = source.scene.className
        guard let registry = registries[className] else { return }
        let result: PreparationResult?
        do {
            result = try registry.prepare(segue.identifier, source.controller, destination, sender)
        } catch {
            throw Finding(
                .error, .navigationRouteFailed, at: segue.location,
                "Preparing the segue \(segue.identifier.map(quoted) ?? "without identifier") from "
                    + "\(className) failed: \(error.description)"
                    + (describesUnbound(destination) ? "; bind a mock to the destination's class" : "") + ".")
        }
        if result == nil {
            throw Finding(
                .error, .navigationRouteFailed, at: segue.location,
                "The controller of \(className) is \(type(of: source.controller)), not the \(registry.sourceType) its "
                    + "registry routes; bind a controller of that type to \(className).")
        }
    }

    private func describesUnbound(_ destination: AnyObject) -> Bool {
        destination is UnboundController
            || (destination as? NavigatorContainer)?.children.contains { $0 is UnboundController } == true
    }

    /// The scene of the current screen that is the segue's source, and its controller.
    private func sourcePart(of segue: StoryboardSegue) -> (scene: StoryboardScene, controller: AnyObject) {
        let here = current
        return here.parts.first { $0.scene.id == segue.source.id } ?? (here.scene, owner(here.controller))
    }

    /// The segue `trigger` triggers in `screen`'s scene, the scenes its container holds, or its embeds.
    private func segue(triggeredBy trigger: Trigger, in screen: Screen) throws(Finding) -> (StoryboardSegue, Storyboard)
    {
        let storyboard = try self.storyboard(named: screen.storyboard)
        let sceneIDs = Set(screen.parts.map(\.scene.id)).union([screen.scene.id])
        let candidates = storyboard.segues.filter { sceneIDs.contains($0.source.id) && !$0.isRelationship }
        let found: StoryboardSegue?
        switch trigger {
        case .title(let title): found = candidates.first { $0.trigger.title == title }
        case .element(let id): found = candidates.first { $0.trigger.id == id }
        case .identifier(let identifier): found = candidates.first { $0.identifier == identifier }
        case .outlet(let name):
            let elements = Set(
                storyboard.outlets.filter { $0.property == name && sceneIDs.contains($0.ownerID ?? "") }.map(
                    \.destinationID))
            found = candidates.first { $0.trigger.id.map(elements.contains) ?? false }
        }
        if let found { return (found, storyboard) }
        let titled = candidates.compactMap(\.trigger.title).map(quoted)
        let identified = candidates.compactMap(\.identifier).map(quoted)
        let place = screen.scene.location.map { " (\(lastPathComponent($0.file)):\($0.line ?? 0))" } ?? ""
        var message = "No segue from \(trigger) in \(screen.shownClasses)\(place)"
        if !titled.isEmpty { message += "; its elements with segues are titled " + titled.joined(separator: ", ") }
        if !identified.isEmpty { message += "; its segue identifiers are " + identified.joined(separator: ", ") }
        if titled.isEmpty && identified.isEmpty { message += "; it has no segue" }
        throw Finding(.error, .navigationMissing, at: screen.scene.location, message + ".")
    }

    private func unwind(action: String, segue: StoryboardSegue) throws(Finding) -> Screen {
        let from = current
        let unwoundFrom = sourcePart(of: segue).controller
        for index in stack.indices.dropLast().reversed() {
            let candidate = stack[index]
            // The innermost scene of the screen that receives the action, as UIKit asks the
            // controllers from the one shown outwards.
            for part in candidate.parts.reversed() {
                guard let registry = registries[part.scene.className], registry.receivesUnwind(action) else { continue }
                do {
                    let unwound = try registry.unwind(action, part.controller, unwoundFrom)
                    guard unwound != nil else { continue }
                } catch {
                    throw Finding(
                        .error, .navigationRouteFailed, at: segue.location,
                        "Unwinding with \(action) from \(from.shownClasses) to \(part.scene.className) failed: "
                            + "\(error.description).")
                }
                stack.removeSubrange((index + 1)...)
                return candidate
            }
        }
        throw Finding(
            .error, .navigationMissing, at: segue.location,
            "No screen below \(from.shownClasses) receives the unwind action \(action) (no registry of theirs has "
                + "a Route.unwind for it); the stack is " + stack.map(\.shownClasses).joined(separator: " | ") + ".")
    }
}

extension Finding.Code {
    /// A navigation in a test reached nothing: no such storyboard, scene, element with a segue, or
    /// screen to unwind to.
    public static let navigationMissing: Self = "navigation.missing"
    /// A route that a navigation ran failed, or the controller bound to a source is not its
    /// registry's source type.
    public static let navigationRouteFailed: Self = "navigation.route-failed"
}
