import SegueRouting
import Testing

@Suite("Combining and extending registries")
@MainActor
struct RouteRegistryComposingTests {
    /// A registry with every kind of route: prepare, creation, by destination type and unwind.
    static let app = RouteRegistry<InboxScreen>(unrouted: .fail) {
        Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, _: Any?) in
            screen.message = inbox.selectedMessage
        }
        Route.create("Show Message") { (_: SegueCreation<InboxScreen>) in MessageScreen() }
        Route.byDestination(InboxScreen.prepareForComposeSegue)
        Route.unwind("unwindToInbox:") { (inbox: InboxScreen, _: ComposeScreen) in inbox.log.append("unwound") }
    }

    @Test("Adding routes keeps every kind of the registry's; the routes property alone keeps prepare routes")
    func addingKeepsEveryKind() throws {
        let extended = Self.app.adding {
            Route.unwind("unwindFromSettings:") { (inbox: InboxScreen, _: SettingsScreen) in
                inbox.log.append("settings")
            }
        }
        #expect(extended.problems.isEmpty)
        // The policy is the registry's: an identifier no route has fails.
        #expect(throws: (any Error).self) {
            try extended.prepare(
                identifier: "Nowhere", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
        #expect(extended.creationRoutes.count == 1)
        #expect(extended.destinationRoutes.count == 1)
        #expect(extended.unwindRoutes.map(\.identifier) == ["unwindToInbox:", "unwindFromSettings:"])
        #expect(extended.declaredRoutes.count == Self.app.declaredRoutes.count + 1)
        // The old way loses the creation, by-destination and unwind routes.
        let rebuilt = RouteRegistry<InboxScreen>(routes: Self.app.routes)
        #expect(rebuilt.creationRoutes.isEmpty && rebuilt.destinationRoutes.isEmpty && rebuilt.unwindRoutes.isEmpty)
        // The extended registry still routes by destination type and unwinds.
        let inbox = InboxScreen()
        let compose = ComposeScreen()
        #expect(
            try extended.prepare(identifier: nil, source: inbox, destination: compose, sender: nil)
                == .routed(byDestination: ComposeScreen.self))
        #expect(try extended.unwind(action: "unwindToInbox:", to: inbox, from: compose))
        #expect(inbox.log == ["compose", "unwound"])
    }

    @Test("A route added that collides with one of the registry's is a problem of the result")
    func collisionsAcross() {
        let extended = Self.app.adding([
            Route("show-message") { (_: InboxScreen, _: MessageScreen, _: Any?) in }
        ])
        #expect(extended.problems.count == 1)
        #expect("\(extended.problems[0])".contains("ShowMessage"))
        let doubled = Self.app.merging(Self.app)
        // Each kind collides with its copy: prepare, creation, by destination, unwind.
        #expect(doubled.problems.count == 4)
    }

    @Test("Merging two registries keeps both in declaration order")
    func merging() {
        let settings = RouteRegistry<InboxScreen> {
            Route.unwind("unwindFromSettings:") { (_: InboxScreen, _: SettingsScreen) in }
            Route.create("Compose") { (_: SegueCreation<InboxScreen>) in ComposeScreen() }
        }
        let merged = Self.app.merging(settings)
        #expect(merged.problems.isEmpty)
        #expect(merged.creationRoutes.map(\.identifier) == ["Show Message", "Compose"])
        #expect(merged.unwindRoutes.map(\.identifier) == ["unwindToInbox:", "unwindFromSettings:"])
    }

    @Test("A registry performs an identifier held in an enum of strings")
    func performRawRepresentable() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        var performed: [String] = []
        try Self.app.perform(InboxSegue.showMessage, from: inbox, sender: nil) { (message: MessageScreen) in
            message.highlighted = true
        } performSegue: { identifier, sender in
            performed.append(identifier)
            try Self.app.prepare(identifier: identifier, source: inbox, destination: screen, sender: sender)
        }
        #expect(performed == ["Show Message"])
        #expect(screen.highlighted && screen.message == "hello")
    }
}
