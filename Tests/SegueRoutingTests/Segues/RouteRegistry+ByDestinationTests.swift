import SegueRouting
import Testing

/// A screen kind that two of the test screens adopt.
@MainActor
protocol Editing: AnyObject {
    var draft: String? { get set }
}

extension ComposeScreen: Editing {}

@Suite("Routes for segues without identifier, keyed by the destination's type")
@MainActor
struct ByDestinationTests {
    let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (_: InboxScreen, screen: MessageScreen, _: Any?) in screen.message = "by identifier" }
        Route.byDestination { (inbox: InboxScreen, screen: MessageScreen, _: Any?) in
            screen.message = "by type, from \(inbox.selectedMessage)"
        }
        Route.byDestination(InboxScreen.prepareForComposeSegue)
    }

    @Test("A segue without identifier is routed by its destination's type, also inside containers")
    func routedByType() throws {
        let screen = MessageScreen()
        let result = try routes.prepare(
            identifier: String?.none, source: InboxScreen(), destination: StackContainer([screen]), sender: nil)
        #expect(result == .routed(byDestination: MessageScreen.self))
        #expect(result != .routed(byDestination: ComposeScreen.self))
        #expect("\(result)".contains("MessageScreen"))
        #expect(screen.message == "by type, from hello")
        let compose = ComposeScreen()
        let inbox = InboxScreen()
        let composed = try routes.prepare(identifier: "", source: inbox, destination: compose, sender: nil)
        #expect(composed == .routed(byDestination: ComposeScreen.self))
        #expect(inbox.log == ["compose"])
    }

    @Test("A segue with an identifier is routed by its identifier only, never by its destination's type")
    func identifierFirst() throws {
        let screen = MessageScreen()
        try routes.prepare(identifier: "Show Message", source: InboxScreen(), destination: screen, sender: nil)
        #expect(screen.message == "by identifier")
        let other = MessageScreen()
        let result = try routes.prepare(identifier: "Unknown", source: InboxScreen(), destination: other, sender: nil)
        #expect(result == .unrouted(UnroutedSegue(identifier: "Unknown", reason: .noRoute)))
        #expect(other.message == nil)
    }

    @Test("A segue without identifier that no type route matches is unrouted, by the registry's policy")
    func unmatched() throws {
        let result = try routes.prepare(
            identifier: String?.none, source: InboxScreen(), destination: HeaderScreen(), sender: nil)
        #expect(result == .unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier)))
        let strict = RouteRegistry<InboxScreen>(unrouted: .fail) {
            Route.byDestination { (_: InboxScreen, _: MessageScreen, _: Any?) in }
        }
        #expect(throws: SegueRoutingError.self) {
            try strict.prepare(
                identifier: String?.none, source: InboxScreen(), destination: HeaderScreen(), sender: nil)
        }
    }

    @Test("The first matching route in declaration order wins: a protocol route before a class route")
    func declarationOrder() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route.byDestination { (_: InboxScreen, editor: any Editing, _: Any?) in editor.draft = "editing" }
            Route.byDestination { (_: InboxScreen, compose: ComposeScreen, _: Any?) in compose.draft = "compose" }
        }
        let compose = ComposeScreen()
        try registry.prepare(identifier: String?.none, source: InboxScreen(), destination: compose, sender: nil)
        #expect(compose.draft == "editing")
        #expect(registry.problems.isEmpty)
    }

    @Test("Two routes for one destination type are a problem, and a segue they match is rejected")
    func duplicateType() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route.byDestination { (_: InboxScreen, _: MessageScreen, _: Any?) in }
            Route("Compose", InboxScreen.prepareForComposeSegue)
            Route.byDestination { (_: InboxScreen, _: MessageScreen, _: Any?) in }
        }
        #expect(registry.problems.count == 1)
        guard case .duplicateDestination(let type, let declarations)? = registry.problems.first else {
            Issue.record("expected a duplicate destination, got \(registry.problems)")
            return
        }
        #expect(type == "MessageScreen")
        #expect(declarations.count == 2)
        #expect(registry.problems[0].finding.code == .routeDuplicateDestination)
        #expect(registry.problems[0].finding.location == declarations[1].location)
        #expect(registry.destinationRoutes.isEmpty)
        #expect(throws: SegueRoutingError.self) {
            try registry.prepare(
                identifier: String?.none, source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
        #expect(throws: RouteRegistryError.self) { try registry.validate() }
    }
}
