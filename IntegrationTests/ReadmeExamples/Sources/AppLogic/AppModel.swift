// What the README's examples assume an app has; not shown in the README.

/// A message of the inbox.
public struct Message: Equatable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// A reply being written.
public struct Draft: Equatable, Sendable {
    public let replyingTo: Message?
    public init(replyingTo: Message?) { self.replyingTo = replyingTo }
}

@MainActor public protocol HeaderScreen: AnyObject {}

@MainActor public protocol ComposeScreen: AnyObject {
    var draft: Draft? { get set }
}

@MainActor public protocol LabsScreen: AnyObject {
    func load()
}

public enum FeatureFlags {
    public static let labs = false
}
