import AppLogic
import SegueRouting
import Testing

final class MockInbox: InboxScreen {
    var selectedMessage: Message?
    var header: (any HeaderScreen)?
    init(selectedMessage: Message?) { self.selectedMessage = selectedMessage }
    func prepareForComposeSegue(_ compose: any ComposeScreen, sender: Any?) {}
}

final class MockMessageScreen: MessageScreen {
    var message: Message?
    var scrollsToLatest = false
}

@MainActor
struct InboxRoutesTests {
    @Test func routesAreValid() throws {
        try InboxRoutes.registry.validate()
    }

    @Test func showMessagePassesTheSelection() throws {
        let inbox = MockInbox(selectedMessage: Message(id: 7))
        let screen = MockMessageScreen()
        let result = try InboxRoutes.registry.prepare(
            identifier: "Show Message", source: inbox, destination: screen, sender: nil)
        #expect(result == .routed(Symbolifier.symbol(for: "Show Message")!))
        #expect(screen.message == Message(id: 7))
    }

    @Test func performConfiguresBeforeTheHandler() throws {
        let inbox = MockInbox(selectedMessage: Message(id: 7))
        let screen = MockMessageScreen()
        try InboxRoutes.registry.perform("Show Message", from: inbox, sender: nil) {
            (screen: MockMessageScreen) in
            screen.scrollsToLatest = true
        } performSegue: { identifier, sender in
            // What UIKit does: prepare the segue synchronously, inside performSegue.
            try InboxRoutes.registry.prepare(identifier: identifier, source: inbox, destination: screen, sender: sender)
        }
        #expect(screen.scrollsToLatest)
        #expect(screen.message == Message(id: 7))
    }
}
