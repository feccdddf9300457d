import SegueRouting
import SegueRoutingUIKit
import UIKit

/// The app's controllers: each adds only its handlers and the one line in prepare(for:sender:); the
/// plugin generates the rest (SegueRoutes.swift) from the storyboards.
public final class InboxViewController: UIViewController {
    public var selected = "first message"

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    public func prepareForShowMessageSegue(_ destination: MessageViewController, sender: Any?) {
        destination.message = selected
    }
}

public final class MessageViewController: UIViewController {
    public var message: String?
}
