import Testing

@testable import SegueRouting

/// A dependency a creation route passes through the destination's initializer.
final class MessageStore: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// A destination that can only be made with its dependency, as a segue action makes it.
@MainActor
final class InjectedMessageScreen {
    let store: MessageStore
    let coder: String?
    var events: [String] = []
    init(store: MessageStore, coder: String?) {
        self.store = store
        self.coder = coder
    }
}

@Suite("Creating destinations with creation routes")
@MainActor
struct CreatingTests {
    static let store = MessageStore(name: "inbox store")

    let routes = RouteRegistry<InboxScreen> {
        Route.create("Show Message") { (creation: SegueCreation<InboxScreen>) in
            let screen = InjectedMessageScreen(store: CreatingTests.store, coder: creation.coder as? String)
            screen.events.append(
                "create from \(creation.source.selectedMessage), sender \(creation.sender as? String ?? "none")")
            return screen
        }
        Route("Show Message") { (_, screen: InjectedMessageScreen, _) in screen.events.append("prepare") }
        Route.create("Compose") { (_: SegueCreation<InboxScreen>) -> ComposeScreen? in nil }
        Route.create("Show Header") { (_: SegueCreation<InboxScreen>) in HeaderScreen() }
    }

    @Test("A creation route makes the destination with the dependency, the coder, the source and the sender")
    func creates() throws {
        let inbox = InboxScreen()
        let screen = try #require(
            try routes.create(
                InjectedMessageScreen.self, identifier: "show-message", coder: "coder", source: inbox, sender: "cell"))
        #expect(screen.store === Self.store)
        #expect(screen.coder == "coder")
        #expect(screen.events == ["create from hello, sender cell"])
    }

    @Test("A creation route and a prepare route of the same identifier do not collide")
    func noCollisionWithPrepare() throws {
        try routes.validate()
        #expect(routes.routes.map(\.identifier) == ["Show Message"])
        #expect(routes.creationRoutes.map(\.identifier) == ["Show Message", "Compose", "Show Header"])
        #expect(routes.creationRoutes.allSatisfy { $0.stage == .creation && $0.action == .create })
        #expect(routes.routes.allSatisfy { $0.stage == .prepare })
        #expect(routes.creationRoute(for: "Show Header")?.destinationType == HeaderScreen.self)
    }

    @Test("Creation, then the perform's configuration closure, then the prepare handler")
    func order() throws {
        let inbox = InboxScreen()
        var created: InjectedMessageScreen?
        try routes.perform(
            "Show Message", from: inbox, sender: nil,
            configure: { (screen: InjectedMessageScreen) in screen.events.append("configure") },
            performSegue: { identifier, sender in
                // What UIKit does: the segue action first, then prepare(for:sender:).
                let screen = try routes.create(
                    InjectedMessageScreen.self, identifier: identifier, coder: nil, source: inbox, sender: sender)
                created = screen
                try routes.prepare(identifier: identifier, source: inbox, destination: screen as Any, sender: sender)
            })
        let screen = try #require(created)
        #expect(screen.events == ["create from hello, sender none", "configure", "prepare"])
    }

    @Test("A creation route that makes nothing is an error, not a crash")
    func makesNothing() {
        #expect(throws: SegueRoutingError.creationFailed(identifier: "Compose", expected: "ComposeScreen", found: nil))
        {
            try routes.create(ComposeScreen.self, identifier: "Compose", coder: nil, source: InboxScreen(), sender: nil)
        }
    }

    @Test("A creation route that makes another type than the segue action returns is an error, not a crash")
    func wrongType() {
        #expect(
            throws: SegueRoutingError.creationFailed(
                identifier: "Show Header", expected: "MessageScreen", found: "HeaderScreen")
        ) {
            try routes.create(
                MessageScreen.self, identifier: "Show Header", coder: nil, source: InboxScreen(), sender: nil)
        }
        let message = SegueRoutingError.creationFailed(
            identifier: "Show Header", expected: "MessageScreen", found: "HeaderScreen"
        ).description
        #expect(message.contains("make the route create a MessageScreen"))
    }

    @Test("A segue without creation route makes nothing, and follows the unrouted policy")
    func unrouted() throws {
        #expect(
            try routes.create(
                SettingsScreen.self, identifier: "Settings", coder: nil, source: InboxScreen(), sender: nil) == nil)
        let failing = RouteRegistry<InboxScreen>(unrouted: .fail) {
            Route("Settings") { (_, _: SettingsScreen, _) in }
        }
        #expect(throws: SegueRoutingError.unrouted(UnroutedSegue(identifier: "Settings", reason: .noRoute))) {
            try failing.create(
                SettingsScreen.self, identifier: "Settings", coder: nil, source: InboxScreen(), sender: nil)
        }
    }

    @Test("Creation routes that share a symbol collide, and creating throws the collision")
    func collision() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route("Show Message") { (_, _: MessageScreen, _) in }
            Route.create("Show Message") { (_: SegueCreation<InboxScreen>) in MessageScreen() }
            Route.create("show-message") { (_: SegueCreation<InboxScreen>) in MessageScreen() }
        }
        #expect(registry.routes.count == 1)
        #expect(registry.creationRoutes.isEmpty)
        let problem = try #require(registry.problems.first)
        #expect(registry.problems.count == 1)
        guard case .collision(let symbol, let declarations) = problem else {
            Issue.record("expected a collision, got \(problem)")
            return
        }
        #expect(symbol == Symbolifier.symbol(for: "Show Message"))
        #expect(declarations.map(\.identifier) == ["Show Message", "show-message"])
        #expect(throws: SegueRoutingError.rejectedRoute(problem)) {
            try registry.create(
                MessageScreen.self, identifier: "Show Message", coder: nil, source: InboxScreen(), sender: nil)
        }
    }
}

@MainActor class EditorScreen {}
@MainActor final class BookmarkEditorScreen: EditorScreen {}

@Suite("Creating the destinations of segues without identifier")
@MainActor
struct CreatingByDestinationTests {
    let routes = RouteRegistry<InboxScreen> {
        Route.createByDestination { (creation: SegueCreation<InboxScreen>) in
            let screen = InjectedMessageScreen(store: CreatingTests.store, coder: creation.coder as? String)
            screen.events.append("made for \(creation.identifier ?? "no identifier")")
            return screen
        }
        Route.createByDestination { (_: SegueCreation<InboxScreen>) in BookmarkEditorScreen() }
        Route.create("Show Message") { (_: SegueCreation<InboxScreen>) in
            InjectedMessageScreen(store: CreatingTests.store, coder: "by identifier")
        }
    }

    @Test("A segue action called without identifier creates with the route that makes its return type")
    func createsByType() throws {
        try routes.validate()
        #expect(routes.destinationCreationRoutes.count == 2)
        #expect(routes.creationRoutes.map(\.identifier) == ["Show Message"])
        #expect(routes.destinationRoutes.isEmpty)
        let screen = try #require(
            try routes.create(
                InjectedMessageScreen.self, identifier: nil, coder: "coder", source: InboxScreen(), sender: nil))
        #expect(screen.coder == "coder")
        #expect(screen.events == ["made for no identifier"])
        // An identifier is routed by its identifier only.
        let identified = try #require(
            try routes.create(
                InjectedMessageScreen.self, identifier: "Show Message", coder: nil, source: InboxScreen(), sender: nil))
        #expect(identified.coder == "by identifier")
        #expect(
            try routes.create(
                InjectedMessageScreen.self, identifier: "Compose", coder: nil, source: InboxScreen(), sender: nil)
                == nil)
    }

    @Test("A segue action returning a superclass creates with the first route that makes a subclass of it")
    func createsSubclass() throws {
        let made = try routes.create(EditorScreen.self, identifier: nil, coder: nil, source: InboxScreen(), sender: nil)
        #expect(made is BookmarkEditorScreen)
        // Nothing makes a HeaderScreen: UIKit creates it, and the unrouted policy applies.
        #expect(
            try routes.create(HeaderScreen.self, identifier: nil, coder: nil, source: InboxScreen(), sender: nil) == nil
        )
        let failing = RouteRegistry<InboxScreen>(unrouted: .fail, routes: routes.declaredRoutes)
        #expect(throws: SegueRoutingError.unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier))) {
            try failing.create(HeaderScreen.self, identifier: nil, coder: nil, source: InboxScreen(), sender: nil)
        }
    }

    @Test(
        "Two creation routes by destination for one type are a problem, thrown when creating; a prepare route by destination of that type is not"
    )
    func duplicate() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route.byDestination { (_, _: HeaderScreen, _) in }
            Route.createByDestination { (_: SegueCreation<InboxScreen>) in HeaderScreen() }
            Route.createByDestination { (_: SegueCreation<InboxScreen>) in HeaderScreen() }
        }
        #expect(registry.problems.count == 1)
        let problem = try #require(registry.problems.first)
        guard case .duplicateDestination(let type, let declarations) = problem else {
            Issue.record("expected a duplicate destination, got \(problem)")
            return
        }
        #expect(type == "HeaderScreen" && declarations.count == 2)
        #expect(registry.destinationRoutes.count == 1)
        #expect(registry.destinationCreationRoutes.isEmpty)
        #expect(throws: SegueRoutingError.rejectedRoute(problem)) {
            try registry.create(HeaderScreen.self, identifier: nil, coder: nil, source: InboxScreen(), sender: nil)
        }
    }

    @Test("A creation route by destination that makes nothing names no identifier")
    func makesNothing() {
        let registry = RouteRegistry<InboxScreen> {
            Route.createByDestination { (_: SegueCreation<InboxScreen>) -> HeaderScreen? in nil }
        }
        let error = SegueRoutingError.creationFailed(identifier: "", expected: "HeaderScreen", found: nil)
        #expect(throws: error) {
            try registry.create(HeaderScreen.self, identifier: nil, coder: nil, source: InboxScreen(), sender: nil)
        }
        #expect(error.description.hasPrefix("The creation route by destination type made no HeaderScreen;"))
    }

    @Test("Composing keeps creation routes by destination")
    func composing() {
        let extended = RouteRegistry<InboxScreen> {}.adding(routes.declaredRoutes)
        #expect(extended.destinationCreationRoutes.count == 2)
        #expect(routes.merging(routes).problems.count == 3)
    }
}
