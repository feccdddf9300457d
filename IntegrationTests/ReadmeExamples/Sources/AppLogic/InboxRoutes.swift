import SegueRouting

@MainActor public protocol InboxScreen: AnyObject {
    var selectedMessage: Message? { get }
    var header: (any HeaderScreen)? { get set }
    func prepareForComposeSegue(_ compose: any ComposeScreen, sender: Any?)
}

@MainActor public protocol MessageScreen: AnyObject {
    var message: Message? { get set }
}

public enum InboxRoutes {
    public static let registry = RouteRegistry<any InboxScreen> {
        // A closure gets the source, the destination typed as declared, and the sender.
        Route("Show Message") { (inbox: any InboxScreen, screen: any MessageScreen, sender: Any?) in
            screen.message = inbox.selectedMessage
        }
        // A handler of the source that follows the naming convention.
        Route("Compose") { (inbox: any InboxScreen, compose: any ComposeScreen, sender: Any?) in
            inbox.prepareForComposeSegue(compose, sender: sender)
        }
        // Keep the destination of an embed segue (KNMSegueRouting's @connect).
        Route("Embed Header") { (inbox: any InboxScreen, header: any HeaderScreen, _: Any?) in
            inbox.header = header
        }
        // if, if/else, switch, for and if #available all work inside the builder.
        if FeatureFlags.labs {
            Route("Show Labs") { (_: any InboxScreen, labs: any LabsScreen, _: Any?) in labs.load() }
        }
    }
}
