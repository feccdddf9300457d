import AppLogic
import UIKit

// Before: every view controller grows one of these, and nothing checks it against the storyboard.
final class LegacyInboxViewController: UIViewController {
    var selectedMessage: Message?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "Show Message" {
            let screen = (segue.destination as! UINavigationController).viewControllers[0] as! MessageViewController
            screen.message = selectedMessage
        } else if segue.identifier == "Compose" {
            // …
        }
    }
}
