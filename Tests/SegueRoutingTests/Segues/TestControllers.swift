import SegueRouting

/// Plain objects standing in for view controllers: the registry needs no UIKit.
@MainActor
final class InboxScreen {
    var selectedMessage = "hello"
    var header: HeaderScreen?
    var log: [String] = []

    func prepareForComposeSegue(_ destination: ComposeScreen, sender: Any?) {
        destination.draft = "reply to \(selectedMessage)"
        log.append("compose")
    }
}

@MainActor
final class MessageScreen {
    var message: String?
    var highlighted = false
    var events: [String] = []
}

@MainActor
final class ComposeScreen {
    var draft: String?
}

@MainActor
final class HeaderScreen {}

@MainActor
final class SettingsScreen {}

/// A container like a navigation controller.
@MainActor
final class StackContainer: SegueDestinationContainer {
    var children: [Any]
    init(_ children: [Any]) { self.children = children }
    var containedDestinations: [Any] { children }
}

/// A container like a tab bar controller.
@MainActor
final class TabsContainer: SegueDestinationContainer {
    var tabs: [Any]
    init(_ tabs: [Any]) { self.tabs = tabs }
    var containedDestinations: [Any] { tabs }
}
