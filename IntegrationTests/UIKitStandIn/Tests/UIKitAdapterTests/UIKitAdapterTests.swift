import Foundation
import SegueRouting
import SegueRoutingUIKitUnderTest
import Testing
import UIKit

final class MessageViewController: UIViewController {
    var message: String?
    var events: [String] = []
}

final class ComposeViewController: UIViewController {
    var draft: String?
}

/// An app's view controller, routed with one line in `prepare(for:sender:)`.
final class InboxViewController: UIViewController, SegueRouted, SegueRoutingFailureHandling {
    var selected = "first message"
    var failures: [SegueRoutingError] = []

    static let segueRoutes = RouteRegistry<InboxViewController> {
        Route("Show Message") { (inbox: InboxViewController, screen: MessageViewController, _) in
            screen.message = inbox.selected
            screen.events.append("handler")
        }
        Route("Compose", InboxViewController.prepareForComposeSegue)
    }

    func prepareForComposeSegue(_ destination: ComposeViewController, sender: Any?) {
        destination.draft = "re: \(selected)"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@Suite("The UIKit adapter against the stand-in")
@MainActor
struct UIKitAdapterTests {
    @Test("performSegue routes through prepare(for:sender:) to the typed destination")
    func performSegueRoutes() throws {
        let inbox = InboxViewController()
        let screen = MessageViewController()
        inbox.standInSegues["Show Message"] = { screen }
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(screen.message == "first message")
        #expect(inbox.failures.isEmpty)
    }

    @Test("A method reference handler gets its destination out of a navigation controller in a tab controller")
    func containers() throws {
        let inbox = InboxViewController()
        let compose = ComposeViewController()
        inbox.standInSegues["Compose"] = {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: compose)]
            return tabs
        }
        inbox.performSegue(withIdentifier: "Compose", sender: nil)
        #expect(compose.draft == "re: first message")
    }

    @Test("A split view controller is searched too")
    func splitView() {
        let inbox = InboxViewController()
        let screen = MessageViewController()
        inbox.standInSegues["Show Message"] = {
            let split = UISplitViewController()
            split.viewControllers = [UIViewController(), UINavigationController(rootViewController: screen)]
            return split
        }
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(screen.message == "first message")
    }

    @Test("perform(_:sender:configure:) configures once, before the routed handler")
    func performWithConfiguration() {
        let inbox = InboxViewController()
        let screen = MessageViewController()
        inbox.standInSegues["Show Message"] = { UINavigationController(rootViewController: screen) }
        inbox.perform("Show Message", sender: nil) { (screen: MessageViewController) in
            screen.events.append("configure")
        }
        #expect(inbox.failures.isEmpty)
        #expect(screen.events == ["configure", "handler"])
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(screen.events == ["configure", "handler", "handler"])
    }

    @Test("A perform whose segue is not in the storyboard reports that it was never prepared")
    func performNotPrepared() {
        let inbox = InboxViewController()
        var ran = false
        inbox.perform("Show Mesage", sender: nil) { (_: MessageViewController) in ran = true }
        #expect(!ran)
        #expect(inbox.failures == [.notPrepared(identifier: "Show Mesage", expected: "MessageViewController")])
    }

    @Test("A perform's closure is matched by symbol, as routes are")
    func performBySymbol() {
        let inbox = InboxViewController()
        let screen = MessageViewController()
        // The storyboard spells the identifier differently from the code; both have the symbol ShowMessage.
        inbox.standInSegues["show-message"] = { screen }
        inbox.perform("show-message", sender: nil) { (screen: MessageViewController) in
            screen.events.append("configure")
        }
        #expect(screen.events == ["configure", "handler"])
        #expect(inbox.failures.isEmpty)
    }

    @Test("A segue without identifier and an unknown identifier are ignored, never a crash")
    func nilAndUnknown() {
        let inbox = InboxViewController()
        let result = inbox.routeSegue(
            UIStoryboardSegue(identifier: nil, source: inbox, destination: MessageViewController()), sender: nil)
        #expect(result == .unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier)))
        let unknown = inbox.routeSegue(
            UIStoryboardSegue(identifier: "Help", source: inbox, destination: MessageViewController()), sender: nil)
        #expect(unknown == .unrouted(UnroutedSegue(identifier: "Help", reason: .noRoute)))
        #expect(inbox.failures.isEmpty)
    }

    @Test("A destination of the wrong type reaches segueRoutingDidFail with the hierarchy")
    func wrongDestination() {
        let inbox = InboxViewController()
        inbox.standInSegues["Show Message"] = { UINavigationController(rootViewController: ComposeViewController()) }
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        #expect(
            inbox.failures == [
                .destinationNotFound(
                    identifier: "Show Message", expected: "MessageViewController",
                    found: "UINavigationController(ComposeViewController)", for: .route)
            ])
    }
}

/// App-logic protocols and a registry that knows no UIKit type, as the README shows.
@MainActor
protocol FolderScreen: AnyObject {
    var folderName: String { get }
}

@MainActor
protocol FolderDetailScreen: AnyObject {
    var folderName: String? { get set }
}

enum FolderRoutes {
    static let registry = RouteRegistry<any FolderScreen> {
        Route("Open Folder") { (folder: any FolderScreen, detail: any FolderDetailScreen, _) in
            detail.folderName = folder.folderName
        }
    }
}

final class FolderViewController: UIViewController, FolderScreen, SegueRouted {
    static let segueRoutes = FolderRoutes.registry
    let folderName = "Archive"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

final class FolderDetailViewController: UIViewController, FolderDetailScreen {
    var folderName: String?
    var configured = false
}

/// A base class that routes, and a subclass that handles failures itself.
class BaseFolderViewController: UIViewController, FolderScreen, SegueRouted {
    static let segueRoutes = FolderRoutes.registry
    let folderName = "Inbox"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

final class LoggingFolderViewController: BaseFolderViewController, SegueRoutingFailureHandling {
    var failures: [SegueRoutingError] = []

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@Suite("A registry over app-logic protocols, used from UIKit")
@MainActor
struct ProtocolRegistryAdapterTests {
    @Test("perform's configuration closure runs for a protocol-typed registry, before the handler")
    func performProtocolRegistry() {
        let folder = FolderViewController()
        let detail = FolderDetailViewController()
        folder.standInSegues["Open Folder"] = { detail }
        var seenBeforeHandler: String?? = .none
        folder.perform("Open Folder", sender: nil) { (detail: FolderDetailViewController) in
            seenBeforeHandler = .some(detail.folderName)
            detail.configured = true
        }
        #expect(seenBeforeHandler == .some(nil))
        #expect(detail.configured)
        #expect(detail.folderName == "Archive")
    }

    @Test("A subclass that adopts SegueRoutingFailureHandling gets the failures of its superclass's routing")
    func subclassFailureHandler() {
        let folder = LoggingFolderViewController()
        folder.standInSegues["Open Folder"] = { MessageViewController() }
        folder.performSegue(withIdentifier: "Open Folder", sender: nil)
        #expect(
            folder.failures == [
                .destinationNotFound(
                    identifier: "Open Folder", expected: "FolderDetailScreen", found: "MessageViewController",
                    for: .route)
            ])
    }

    @Test("The view controller routes through a registry declared for its protocol")
    func protocolSource() {
        let folder = FolderViewController()
        let detail = FolderDetailViewController()
        folder.standInSegues["open-folder"] = { UINavigationController(rootViewController: detail) }
        folder.performSegue(withIdentifier: "open-folder", sender: nil)
        #expect(detail.folderName == "Archive")
    }
}

/// A destination made by a segue action, with a dependency passed through its initializer.
final class ThreadViewController: UIViewController {
    let store: String
    var events: [String] = []

    init?(coder: NSCoder, store: String) {
        self.store = store
        super.init(coder: coder)
    }

    override init() {
        self.store = "none"
        super.init()
    }

    required init?(coder: NSCoder) {
        self.store = "none"
        super.init(coder: coder)
    }
}

/// An app's view controller with a segue action and an unwind method, each routed in one line.
final class ThreadsViewController: UIViewController, SegueRouted, SegueRoutingFailureHandling {
    let store = "thread store"
    var failures: [SegueRoutingError] = []
    var unwound: [String] = []

    static let segueRoutes = RouteRegistry<ThreadsViewController> {
        Route.create("Show Thread") { (creation: SegueCreation<ThreadsViewController>) in
            (creation.coder as? NSCoder).flatMap { ThreadViewController(coder: $0, store: creation.source.store) }
        }
        Route("Show Thread") { (_, thread: ThreadViewController, _) in thread.events.append("prepare") }
        Route.unwind("unwindToThreadsWithSegue:") { (threads: ThreadsViewController, compose: ComposeViewController) in
            threads.unwound.append(compose.draft ?? "")
        }
    }

    // @IBSegueAction func makeThread(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ThreadViewController?
    func makeThread(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ThreadViewController? {
        routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    }

    // @IBAction func unwindToThreads(segue: UIStoryboardSegue)
    func unwindToThreads(segue: UIStoryboardSegue) {
        routeUnwind(segue, action: "unwindToThreadsWithSegue:")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@Suite("Segue actions and unwinds through the UIKit adapter against the stand-in")
@MainActor
struct UIKitSegueActionTests {
    @Test("The segue action creates with the injected dependency; configure, then prepare, run after it")
    func segueAction() throws {
        let threads = ThreadsViewController()
        threads.standInSegues["Show Thread"] = { ThreadViewController() }
        threads.standInSegueActions["Show Thread"] = { [unowned threads] coder, sender, identifier in
            threads.makeThread(coder: coder, sender: sender, segueIdentifier: identifier)
        }
        var made: ThreadViewController?
        threads.perform("Show Thread", sender: nil) { (thread: ThreadViewController) in
            thread.events.append("configure")
            made = thread
        }
        let thread = try #require(made)
        #expect(thread.store == "thread store")
        #expect(thread.events == ["configure", "prepare"])
        #expect(threads.failures.isEmpty)
    }

    @Test("The unwind method reaches the typed handler with the controller unwound from")
    func unwind() {
        let threads = ThreadsViewController()
        let compose = ComposeViewController()
        compose.draft = "sent"
        threads.standInUnwind(from: compose, identifier: nil, sender: nil) { segue in
            threads.unwindToThreads(segue: segue)
        }
        #expect(threads.unwound == ["sent"])
        #expect(threads.failures.isEmpty)
        threads.standInUnwind(from: MessageViewController(), identifier: nil, sender: nil) { segue in
            threads.unwindToThreads(segue: segue)
        }
        #expect(threads.unwound == ["sent"])
        #expect(threads.failures.count == 1)
    }
}
