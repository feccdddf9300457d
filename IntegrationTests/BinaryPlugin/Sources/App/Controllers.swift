import SegueRouting
import SegueRoutingUIKit
import UIKit

/// The inbox: its segue's handler and the one line in prepare(for:sender:); the plugin generates
/// the rest (SegueRoutes.swift) from the storyboard, with the prebuilt tool.
public final class InboxViewController: UIViewController {
    public var selected = "first message"

    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    public func prepareForShowMessageSegue(_ destination: MessageViewController, sender: Any?) {
        destination.message = selected
    }
}

/// A message, shown from the inbox.
public final class MessageViewController: UIViewController {
    public var message: String?
}
