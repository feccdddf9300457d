import App
import SegueRouting
import Testing
import UIKit

@MainActor
struct GeneratedRoutesTests {
    @Test func performSegueRoutesThroughTheGeneratedRegistry() {
        let inbox = InboxViewController()
        let screen = MessageViewController()
        inbox.standInSegues[InboxViewController.StoryboardSegues.showMessage] = { screen }
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(screen.message == "first message")
    }

    @Test func generatedScenesNameTheStoryboard() {
        #expect(StoryboardScenes.Main.message == Scene<MessageViewController>("Message", in: "Main"))
        #expect(StoryboardScenes.Main.initial.identifier == nil)
    }
}
