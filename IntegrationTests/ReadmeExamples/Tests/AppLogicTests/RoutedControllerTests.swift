import AppLogic
import SegueRouting
import Testing

/// The inbox as the app's controller is, without UIKit: its segues are `TestSegue`s, `performSegue`
/// prepares one as UIKit would, and failures the registry reports are kept for the test instead of
/// stopping the process.
final class InboxUnderTest: RoutedController, SegueRoutingFailureHandling, InboxScreen {
    typealias RoutedSource = any InboxScreen
    typealias PlatformSegue = TestSegue<InboxUnderTest, AnyObject>
    static let segueRoutes = InboxRoutes.registry

    var selectedMessage: Message?
    var header: (any HeaderScreen)?
    var failures: [SegueRoutingError] = []
    /// The destination the storyboard would make for the next segue.
    var nextDestination: AnyObject = MockMessageScreen()

    init(selectedMessage: Message?) { self.selectedMessage = selectedMessage }

    func prepareForComposeSegue(_ compose: any ComposeScreen, sender: Any?) {}

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        let segue = TestSegue(identifier: identifier, source: self, destination: nextDestination)
        routeSegue(segue, sender: sender)  // What prepare(for:sender:) does in the app.
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@MainActor
struct RoutedControllerTests {
    @Test func performConfiguresThenRoutes() {
        let inbox = InboxUnderTest(selectedMessage: Message(id: 3))
        let screen = MockMessageScreen()
        inbox.nextDestination = screen
        inbox.perform("Show Message", sender: nil) { (screen: MockMessageScreen) in
            screen.scrollsToLatest = true
        }
        #expect(screen.scrollsToLatest && screen.message == Message(id: 3))
        #expect(inbox.failures.isEmpty)
    }

    @Test func aWrongDestinationIsReportedNotFatal() {
        let inbox = InboxUnderTest(selectedMessage: nil)
        inbox.nextDestination = MockInbox(selectedMessage: nil)  // Not a MessageScreen.
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(inbox.failures.count == 1)
        #expect(inbox.failures.first?.description.contains("MessageScreen") == true, "\(inbox.failures)")
    }
}
