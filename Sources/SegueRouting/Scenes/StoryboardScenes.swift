/// The namespace of the scene declarations that `symbolify generate` writes: one nested enum per
/// storyboard, each added in an extension, so that several generated files (one per storyboard or
/// per feature folder) coexist in one module.
///
///     extension StoryboardScenes {
///         enum Main {
///             static let inbox = Scene<InboxViewController>("Inbox", in: "Main")
///         }
///     }
///
///     let inbox = try scenes.instantiate(StoryboardScenes.Main.inbox)
public enum StoryboardScenes {}
