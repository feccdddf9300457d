import SegueRouting

/// Every scene the app instantiates by name, declared once.
public enum Scenes {
    public static let inbox = Scene<any InboxScreen>("Inbox", in: "Main")
    public static let message = Scene<any MessageScreen>("Message", in: "Main")

    /// For the unit test that checks them against the storyboards.
    public static let all = [inbox.erased, message.erased]
}

/// The one place that instantiates screens and sets what they need.
@MainActor
public struct Wireframe {
    public let scenes: SceneFactory

    public init(scenes: SceneFactory) {
        self.scenes = scenes
    }

    public func messageScreen(showing message: Message) throws(SceneError) -> any MessageScreen {
        let screen = try scenes.instantiate(Scenes.message)
        screen.message = message
        return screen
    }
}
