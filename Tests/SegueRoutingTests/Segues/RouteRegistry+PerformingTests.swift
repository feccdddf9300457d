import Testing

@testable import SegueRouting

@Suite("Performing segues with a configuration closure")
@MainActor
struct PerformingTests {
    let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (_, screen: MessageScreen, _) in screen.events.append("handler") }
    }

    /// Performs like UIKit: prepare runs synchronously inside performSegue.
    func performer(_ inbox: InboxScreen, destination: Any) -> (String, Any?) throws -> Void {
        { identifier, sender in
            try routes.prepare(identifier: identifier, source: inbox, destination: destination, sender: sender)
        }
    }

    @Test("The configuration runs once, before the routed handler")
    func runsBeforeHandler() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        try routes.perform(
            "Show Message", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("configure")
            }, performSegue: performer(inbox, destination: screen))
        #expect(screen.events == ["configure", "handler"])
        try routes.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: nil)
        #expect(screen.events == ["configure", "handler", "handler"])
        #expect(PendingConfigurations.isEmpty)
    }

    @Test("A perform whose segue is never prepared is reported, and its closure is dropped")
    func droppedWithoutPrepare() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        #expect(throws: SegueRoutingError.notPrepared(identifier: "Show Message", expected: "MessageScreen")) {
            try routes.perform(
                "Show Message", from: inbox, sender: nil,
                configure: { (screen: MessageScreen) in
                    screen.events.append("configure")
                }, performSegue: { _, _ in })
        }
        #expect(PendingConfigurations.isEmpty)
        try routes.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: nil)
        #expect(screen.events == ["handler"])
    }

    @Test("Performs from different sources never see each other's closures")
    func isolatedSources() throws {
        let first = InboxScreen()
        let second = InboxScreen()
        let firstScreen = MessageScreen()
        let secondScreen = MessageScreen()
        try routes.perform(
            "Show Message", from: first, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("first configure")
            },
            performSegue: { identifier, sender in
                // While the first perform is under way, the second source prepares the same identifier.
                try routes.prepare(identifier: identifier, source: second, destination: secondScreen, sender: sender)
                try routes.prepare(identifier: identifier, source: first, destination: firstScreen, sender: sender)
            })
        #expect(secondScreen.events == ["handler"])
        #expect(firstScreen.events == ["first configure", "handler"])
    }

    @Test("A configuration closure finds its destination inside containers")
    func configurationInsideContainer() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        let stack = StackContainer([screen])
        try routes.perform(
            "Show Message", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.highlighted = true
            }, performSegue: performer(inbox, destination: stack))
        #expect(screen.highlighted)
    }

    @Test("A configuration closure of a type the destination lacks is an error naming the hierarchy")
    func configurationWrongType() {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        let error = #expect(throws: SegueRoutingError.self) {
            try routes.perform(
                "Show Message", from: inbox, sender: nil, configure: { (_: ComposeScreen) in },
                performSegue: performer(inbox, destination: screen))
        }
        #expect(
            error
                == .destinationNotFound(
                    identifier: "Show Message", expected: "ComposeScreen", found: "MessageScreen", for: .configuration))
        #expect(screen.events.isEmpty)
    }

    @Test("A configuration runs for an identifier without route too, then the policy applies")
    func configurationWithoutRoute() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        try routes.perform(
            "Show Help", from: inbox, sender: nil,
            configure: { (screen: MessageScreen) in
                screen.events.append("configure")
            }, performSegue: performer(inbox, destination: screen))
        #expect(screen.events == ["configure"])
    }
}

/// App-logic protocols, as the README declares them.
@MainActor
protocol FolderScreen: AnyObject {
    var name: String { get }
}

@MainActor
protocol FolderDetailScreen: AnyObject {
    var name: String? { get set }
    var events: [String] { get set }
}

final class FolderScreenObject: FolderScreen {
    let name = "Archive"
}

final class FolderDetailObject: FolderDetailScreen {
    var name: String?
    var events: [String] = []
}

/// A superclass registry, used by a subclass.
@MainActor
class BaseInbox {}
final class DerivedInbox: BaseInbox {}

@Suite("Performing with each kind of registry")
@MainActor
struct PerformingRegistryKindsTests {
    static let protocolRoutes = RouteRegistry<any FolderScreen> {
        Route("Open Folder") { (folder: any FolderScreen, detail: any FolderDetailScreen, _) in
            detail.name = folder.name
            detail.events.append("handler")
        }
    }

    static let superclassRoutes = RouteRegistry<BaseInbox> {
        Route("Open Folder") { (_, detail: any FolderDetailScreen, _) in detail.events.append("handler") }
    }

    @Test("A protocol-typed registry runs the configuration closure, then the handler")
    func protocolRegistry() throws {
        let folder = FolderScreenObject()
        let detail = FolderDetailObject()
        try Self.protocolRoutes.perform(
            "Open Folder", from: folder, sender: nil,
            configure: { (detail: any FolderDetailScreen) in detail.events.append("configure") },
            performSegue: { identifier, sender in
                try Self.protocolRoutes.prepare(
                    identifier: identifier, source: folder, destination: detail, sender: sender)
            })
        #expect(detail.events == ["configure", "handler"])
        #expect(detail.name == "Archive")
        #expect(PendingConfigurations.isEmpty)
    }

    @Test("A superclass registry used by a subclass runs the configuration closure")
    func superclassRegistry() throws {
        let inbox = DerivedInbox()
        let detail = FolderDetailObject()
        try Self.superclassRoutes.perform(
            "Open Folder", from: inbox, sender: nil,
            configure: { (detail: FolderDetailObject) in detail.events.append("configure") },
            performSegue: { identifier, sender in
                try Self.superclassRoutes.prepare(
                    identifier: identifier, source: inbox, destination: detail, sender: sender)
            })
        #expect(detail.events == ["configure", "handler"])
    }

    @Test("A closure performed as one spelling configures the prepare of another spelling of its symbol")
    func matchedBySymbol() throws {
        let folder = FolderScreenObject()
        let detail = FolderDetailObject()
        try Self.protocolRoutes.perform(
            "Open Folder", from: folder, sender: nil,
            configure: { (detail: any FolderDetailScreen) in detail.events.append("configure") },
            performSegue: { _, sender in
                try Self.protocolRoutes.prepare(
                    identifier: "open-folder", source: folder, destination: detail, sender: sender)
            })
        #expect(detail.events == ["configure", "handler"])
    }

    @Test("A closure is never applied to a prepare of another symbol, and that perform is reported")
    func otherSymbolNotConfigured() throws {
        let folder = FolderScreenObject()
        let detail = FolderDetailObject()
        #expect(throws: SegueRoutingError.notPrepared(identifier: "Open Folder", expected: "FolderDetailScreen")) {
            try Self.protocolRoutes.perform(
                "Open Folder", from: folder, sender: nil,
                configure: { (detail: any FolderDetailScreen) in detail.events.append("configure") },
                performSegue: { _, sender in
                    try Self.protocolRoutes.prepare(
                        identifier: "Open Folders", source: folder, destination: detail, sender: sender)
                })
        }
        #expect(detail.events.isEmpty)
        #expect(PendingConfigurations.isEmpty)
    }
}
