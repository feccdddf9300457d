import AppLogic
import Testing
import UIKit

@testable import App

/// The README's UIKit example, run against the stand-in UIKit: performSegue prepares synchronously.
@MainActor
struct InboxViewControllerTests {
    @Test func showLatestConfiguresThenRoutes() {
        let inbox = InboxViewController()
        inbox.selectedMessage = Message(id: 3)
        let screen = MessageViewController()
        inbox.standInSegues["Show Message"] = { UINavigationController(rootViewController: screen) }
        inbox.showLatest()
        #expect(screen.scrollsToLatest)
        #expect(screen.message == Message(id: 3))
    }
}
