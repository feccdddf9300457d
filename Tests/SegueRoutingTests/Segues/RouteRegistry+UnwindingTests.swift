import Testing

@testable import SegueRouting

@Suite("Receiving unwinds with unwind routes")
@MainActor
struct UnwindingTests {
    let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (_, _: MessageScreen, _) in }
        Route.unwind("unwindToInbox:") { (inbox: InboxScreen, compose: ComposeScreen) in
            inbox.log.append("unwound with \(compose.draft ?? "nothing")")
        }
        Route.unwind("unwindToInboxWithSegue:") { (inbox: InboxScreen, _: MessageScreen) in
            inbox.log.append("unwound from a message")
        }
    }

    @Test("The unwind reaches its typed handler with the controllers unwound to and from")
    func reachesHandler() throws {
        let inbox = InboxScreen()
        let compose = ComposeScreen()
        compose.draft = "reply"
        #expect(try routes.unwind(action: "unwindToInbox:", to: inbox, from: compose))
        #expect(
            try routes.unwind(action: "unwindToInboxWithSegue:", to: inbox, from: StackContainer([MessageScreen()])))
        #expect(inbox.log == ["unwound with reply", "unwound from a message"])
        try routes.validate()
        #expect(routes.unwindRoutes.map(\.identifier) == ["unwindToInbox:", "unwindToInboxWithSegue:"])
        #expect(routes.routes.map(\.identifier) == ["Show Message"])
    }

    @Test("Unwind routes are keyed by the exact selector, not by symbol")
    func exactSelector() throws {
        let inbox = InboxScreen()
        #expect(try !routes.unwind(action: "unwindtoinbox:", to: inbox, from: ComposeScreen()))
        #expect(try !routes.unwind(action: "unwindToInbox", to: inbox, from: ComposeScreen()))
        #expect(inbox.log.isEmpty)
    }

    @Test("An unwind from a controller of another type is an error, not a crash")
    func wrongSource() {
        let inbox = InboxScreen()
        #expect(throws: SegueRoutingError.self) {
            try routes.unwind(action: "unwindToInbox:", to: inbox, from: MessageScreen())
        }
        do {
            try routes.unwind(action: "unwindToInbox:", to: inbox, from: MessageScreen())
        } catch {
            guard case .destinationNotFound(let identifier, let expected, _, _) = error else {
                Issue.record("expected destinationNotFound, got \(error)")
                return
            }
            #expect(identifier == "unwindToInbox:")
            #expect(expected == "ComposeScreen")
            // Worded for an unwind: the controller is the one unwound from, not a destination.
            #expect(error.description.hasPrefix("The unwind 'unwindToInbox:' comes from MessageScreen"))
            #expect(error.description.contains("as the controller unwound from"))
            #expect(!error.description.contains("leads to"))
        }
        #expect(inbox.log.isEmpty)
    }

    @Test("A segue without identifier that no route takes says how to route it by destination type")
    func noIdentifierMessage() {
        let message = UnroutedSegue(identifier: nil, reason: .noIdentifier).description
        #expect(message.contains("Route.byDestination"))
        #expect(!message.contains("cannot be routed"))
    }

    @Test("An unwind without route follows the unrouted policy")
    func unrouted() {
        let failing = RouteRegistry<InboxScreen>(unrouted: .fail) {
            Route.unwind("unwindToInbox:") { (_: InboxScreen, _: ComposeScreen) in }
        }
        #expect(throws: SegueRoutingError.unrouted(UnroutedSegue(identifier: "unwindToSettings:", reason: .noRoute))) {
            try failing.unwind(action: "unwindToSettings:", to: InboxScreen(), from: ComposeScreen())
        }
    }

    @Test("Unwind routes of one action collide, and unwinding throws the collision")
    func collision() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route.unwind("unwindToInbox:") { (_: InboxScreen, _: ComposeScreen) in }
            Route("Show Message") { (_, _: MessageScreen, _) in }
            Route.unwind("unwindToInbox:") { (_: InboxScreen, _: MessageScreen) in }
        }
        #expect(registry.unwindRoutes.isEmpty)
        #expect(registry.routes.count == 1)
        #expect(registry.problems.count == 1)
        let problem = try #require(registry.problems.first)
        guard case .collision(_, let declarations) = problem else {
            Issue.record("expected a collision, got \(problem)")
            return
        }
        #expect(declarations.map(\.identifier) == ["unwindToInbox:", "unwindToInbox:"])
        #expect(throws: SegueRoutingError.rejectedRoute(problem)) {
            try registry.unwind(action: "unwindToInbox:", to: InboxScreen(), from: ComposeScreen())
        }
    }
}
