import AppLogic
import UIKit

extension InboxViewController {
    /// Where the compose screen's Cancel exit returns (the storyboard's unwindToInbox: action);
    /// nothing comes back with it.
    @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
}

/// The compose screen of the storyboard's Compose segue (inside a navigation controller).
final class ComposeViewController: UIViewController, ComposeScreen {
    var draft: Draft?
}

/// The header embedded in the inbox (the storyboard's Embed Header segue).
final class HeaderViewController: UIViewController, HeaderScreen {}
