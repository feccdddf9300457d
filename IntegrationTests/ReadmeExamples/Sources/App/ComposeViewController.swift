import AppLogic
import UIKit

/// The compose screen of the storyboard's Compose segue (inside a navigation controller).
final class ComposeViewController: UIViewController, ComposeScreen {
    var draft: Draft?
}

/// The header embedded in the inbox (the storyboard's Embed Header segue).
final class HeaderViewController: UIViewController, HeaderScreen {}
