import AppLogic
import SegueRouting
import SegueRoutingUIKit
import UIKit

final class InboxViewController: UIViewController, InboxScreen, SegueRouted {
    static let segueRoutes = InboxRoutes.registry
    var selectedMessage: Message?
    var header: (any HeaderScreen)?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func prepareForComposeSegue(_ compose: any ComposeScreen, sender: Any?) {
        compose.draft = Draft(replyingTo: selectedMessage)
    }

    func showLatest() {
        // The closure runs once, for this perform only, before the routed handler.
        perform("Show Message", sender: self) { (screen: MessageViewController) in
            screen.scrollsToLatest = true
        }
    }
}

final class MessageViewController: UIViewController, MessageScreen {
    var message: Message?
    var scrollsToLatest = false
}
