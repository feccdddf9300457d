import SegueRouting
import Testing

/// The app's identifiers, held in an enum.
enum InboxSegue: String {
    case showMessage = "Show Message"
    case compose = "Compose"
    case header = "Embed Header"
}

enum InboxSceneID: String {
    case message = "Message"
}

@Suite("Identifiers held in an enum of strings")
@MainActor
struct RawRepresentableIdentifierTests {
    @Test("Routes, creation routes and connections take an enum case without .rawValue")
    func routes() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route(InboxSegue.showMessage) { (inbox: InboxScreen, screen: MessageScreen, _: Any?) in
                screen.message = inbox.selectedMessage
            }
            Route(InboxSegue.compose, InboxScreen.prepareForComposeSegue)
            Route.connect(InboxSegue.header, to: \InboxScreen.header)
            Route.create(InboxSegue.showMessage) { (_: SegueCreation<InboxScreen>) in MessageScreen() }
        }
        #expect(registry.identifiers.sorted() == ["Compose", "Embed Header", "Show Message"])
        #expect(registry.creationRoute(for: "Show Message") != nil)
        let screen = MessageScreen()
        try registry.prepare(identifier: "Show Message", source: InboxScreen(), destination: screen, sender: nil)
        #expect(screen.message == "hello")
    }

    @Test("A scene takes an enum case for its storyboard ID")
    func scene() {
        let scene = Scene<MessageScreen>(InboxSceneID.message, in: "Main")
        #expect(scene == Scene<MessageScreen>("Message", in: "Main"))
    }
}
