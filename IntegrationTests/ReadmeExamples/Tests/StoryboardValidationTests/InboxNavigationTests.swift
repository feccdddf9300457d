import AppLogic
import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

/// Mocks of the app's screens, as a test binds them to the storyboard's classes.
@MainActor final class InboxMock: InboxScreen {
    var selectedMessage: Message? = Message(id: 7)
    var header: (any HeaderScreen)?
    var unwoundDrafts: [Draft?] = []
    func prepareForComposeSegue(_ compose: any ComposeScreen, sender: Any?) {
        compose.draft = Draft(replyingTo: selectedMessage)
    }
}

@MainActor final class ComposeMock: ComposeScreen {
    var draft: Draft?
}

@MainActor final class HeaderMock: HeaderScreen {}

/// The README's Inbox, walked as a user taps through it, on any platform.
@MainActor
struct InboxNavigationTests {
    let navigator = StoryboardNavigator(
        catalog: StoryboardCatalog(paths: [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Storyboards").standardized.path
        ]))

    init() {
        // The app's routes (every kind), and the unwind route of the inbox the test adds.
        let routes = InboxRoutes.registry.adding {
            Route.unwind("unwindToInbox:") { (inbox: any InboxScreen, compose: ComposeMock) in
                (inbox as? InboxMock)?.unwoundDrafts.append(compose.draft)
            }
        }
        navigator.route(routes, forClass: "InboxViewController")
        navigator.bind(toClass: "InboxViewController") { InboxMock() }
        navigator.bind(toClass: "ComposeViewController") { ComposeMock() }
        navigator.bind(toClass: "HeaderViewController") { HeaderMock() }
    }

    @Test func composeIsPreparedWithTheDraftThenUnwindsToTheInbox() throws {
        let start = try navigator.start(atInitialOf: "Main")
        #expect(start.className == "UINavigationController")
        let inboxMock = try #require((start.controller as? NavigatorContainer)?.children.first as? InboxMock)
        // The inbox's embed segue ran as its view loaded: the header is connected.
        #expect(inboxMock.header is HeaderMock)

        let compose = try navigator.tap(.title("Compose"))
        #expect(compose.presentation == .modal)
        #expect(compose.className == "UINavigationController")
        let composeMock = try #require((compose.controller as? NavigatorContainer)?.children.first as? ComposeMock)
        #expect(composeMock.draft == Draft(replyingTo: Message(id: 7)))

        // Cancel's exit unwinds with unwindToInbox:, which the inbox's registry receives.
        let back = try navigator.tap(.title("Cancel"))
        #expect(back.className == "UINavigationController")
        #expect(navigator.stack.count == 1)
        #expect(inboxMock.unwoundDrafts == [Draft(replyingTo: Message(id: 7))])
    }

    @Test func settingsAreReachedThroughAStoryboardReference() throws {
        try navigator.start(atInitialOf: "Main")
        let settings = try navigator.tap(.title("Settings"))
        #expect(settings.className == "SettingsViewController")
        #expect(settings.storyboard == "Settings")
        #expect(settings.presentation == .push)
        #expect(settings.controller is UnboundController)
        #expect(navigator.stack.map(\.className) == ["UINavigationController", "SettingsViewController"])
    }

    @Test func aMissingButtonSaysWhichButtonsHaveSegues() throws {
        try navigator.start(atInitialOf: "Main")
        do {
            try navigator.tap(.title("Sign In"))
            Issue.record("tapping a button that does not exist succeeded")
        } catch {
            #expect(error.code == .navigationMissing)
            #expect(
                error.message.contains(
                    "No segue from an element titled 'Sign In' in UINavigationController > InboxViewController > HeaderViewController (Main.storyboard:"))
            #expect(error.message.contains("its elements with segues are titled 'Message Cell', 'Compose', 'Settings'"))
        }
    }
}
