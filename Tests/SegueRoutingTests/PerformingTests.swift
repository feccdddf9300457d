import Testing

@testable import SegueRouting

@Suite("Performing segues with a configuration closure")
@MainActor
struct PerformingTests {
    let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (_, screen: MessageScreen, _) in screen.events.append("handler") }
    }

    /// Performs like UIKit: prepare runs synchronously inside performSegue.
    func performer(_ inbox: InboxScreen, destination: Any) -> (String, Any?) throws -> Void {
        { identifier, sender in
            try routes.prepare(identifier: identifier, source: inbox, destination: destination, sender: sender)
        }
    }

    @Test("The configuration runs once, before the routed handler")
    func runsBeforeHandler() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        try routes.perform(
            "Show Message", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("configure")
            }, performSegue: performer(inbox, destination: screen))
        #expect(screen.events == ["configure", "handler"])
        try routes.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: nil)
        #expect(screen.events == ["configure", "handler", "handler"])
        #expect(PendingConfigurations.isEmpty)
    }

    @Test("A perform whose segue is never prepared is reported, and its closure is dropped")
    func droppedWithoutPrepare() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        #expect(throws: SegueRoutingError.notPrepared(identifier: "Show Message", expected: "MessageScreen")) {
            try routes.perform(
                "Show Message", from: inbox, sender: nil,
                configure: { (screen: MessageScreen) in
                    screen.events.append("configure")
                }, performSegue: { _, _ in })
        }
        #expect(PendingConfigurations.isEmpty)
        try routes.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: nil)
        #expect(screen.events == ["handler"])
    }

    @Test("Performs from different sources never see each other's closures")
    func isolatedSources() throws {
        let first = InboxScreen()
        let second = InboxScreen()
        let firstScreen = MessageScreen()
        let secondScreen = MessageScreen()
        try routes.perform(
            "Show Message", from: first, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("first configure")
            },
            performSegue: { identifier, sender in
                // While the first perform is under way, the second source prepares the same identifier.
                try routes.prepare(identifier: identifier, source: second, destination: secondScreen, sender: sender)
                try routes.prepare(identifier: identifier, source: first, destination: firstScreen, sender: sender)
            })
        #expect(secondScreen.events == ["handler"])
        #expect(firstScreen.events == ["first configure", "handler"])
    }

    @Test("A configuration closure finds its destination inside containers")
    func configurationInsideContainer() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        let stack = StackContainer([screen])
        try routes.perform(
            "Show Message", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.highlighted = true
            }, performSegue: performer(inbox, destination: stack))
        #expect(screen.highlighted)
    }

    @Test("A configuration closure of a type the destination lacks is an error naming the hierarchy")
    func configurationWrongType() {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        let error = #expect(throws: SegueRoutingError.self) {
            try routes.perform(
                "Show Message", from: inbox, sender: nil, configure: { (_: ComposeScreen) in },
                performSegue: performer(inbox, destination: screen))
        }
        #expect(
            error
                == .destinationNotFound(
                    identifier: "Show Message", expected: "ComposeScreen", found: "MessageScreen", for: .configuration))
        #expect(screen.events.isEmpty)
    }

    @Test("A configuration runs for an identifier without route too, then the policy applies")
    func configurationWithoutRoute() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        try routes.perform(
            "Show Help", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("configure")
            }, performSegue: performer(inbox, destination: screen))
        #expect(screen.events == ["configure"])
    }
}
