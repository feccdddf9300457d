import SegueRouting
import Testing

/// What a platform's segue machinery does, in plain Swift: a storyboard's segues by identifier, and
/// `performSegue` that makes the destination and calls `prepare(for:sender:)` synchronously, as UIKit
/// and AppKit do.
@MainActor
class PlatformController: SegueRoutingFailureHandling {
    var storyboardSegues: [String: () -> Any] = [:]
    var failures: [SegueRoutingError] = []

    func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let make = storyboardSegues[identifier] else { return }
        prepare(for: TestSegue(identifier: identifier, source: self as AnyObject, destination: make()), sender: sender)
    }

    func prepare(for segue: TestSegue<AnyObject, Any>, sender: Any?) {}

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

/// An app's controller on that platform, routed by the core's ``RoutedController``.
@MainActor
final class RoutedInbox: PlatformController, RoutedController {
    typealias PlatformSegue = TestSegue<AnyObject, Any>
    static let segueRoutes = RouteRegistry<RoutedInbox> {
        Route("Show Message") { (_: RoutedInbox, screen: MessageScreen, sender: Any?) in
            screen.events.append("handler, sender \(sender as? String ?? "nil")")
        }
    }

    override func prepare(for segue: TestSegue<AnyObject, Any>, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

/// A controller whose registry is declared for another source type.
@MainActor
final class StrayController: PlatformController, RoutedController {
    typealias PlatformSegue = TestSegue<AnyObject, Any>
    static let segueRoutes = RouteRegistry<RoutedInbox> {}
}

@Suite("Routing from a platform's controller through RoutedController")
@MainActor
struct RoutedControllerTests {
    @Test("performSegue routes through prepare(for:sender:) to the typed destination inside a container")
    func routes() {
        let inbox = RoutedInbox()
        let screen = MessageScreen()
        inbox.storyboardSegues["Show Message"] = { StackContainer([screen]) }
        inbox.performSegue(withIdentifier: "Show Message", sender: "cell")
        #expect(screen.events == ["handler, sender cell"])
        #expect(inbox.failures.isEmpty)
    }

    @Test("perform(_:sender:configure:) configures once, before the routed handler, by symbol")
    func performConfigures() {
        let inbox = RoutedInbox()
        let screen = MessageScreen()
        inbox.storyboardSegues["show-message"] = { screen }
        inbox.perform("Show Message", sender: nil) { (screen: MessageScreen) in screen.events.append("configure") }
        #expect(screen.events.isEmpty)
        inbox.perform("show-message", sender: nil) { (screen: MessageScreen) in screen.events.append("configure") }
        inbox.performSegue(withIdentifier: "show-message", sender: nil)
        #expect(screen.events == ["configure", "handler, sender nil", "handler, sender nil"])
    }

    @Test("perform takes an enum case of the app's identifiers")
    func performWithEnumCase() {
        let inbox = RoutedInbox()
        let screen = MessageScreen()
        inbox.storyboardSegues["Show Message"] = { screen }
        inbox.perform(InboxSegue.showMessage, sender: nil) { (screen: MessageScreen) in
            screen.events.append("configure")
        }
        #expect(screen.events == ["configure", "handler, sender nil"])
    }

    @Test("A perform whose segue the storyboard lacks reports that it was never prepared")
    func notPrepared() {
        let inbox = RoutedInbox()
        inbox.perform("Show Message", sender: nil) { (_: MessageScreen) in }
        #expect(inbox.failures == [.notPrepared(identifier: "Show Message", expected: "MessageScreen")])
    }

    @Test("A destination of the wrong type reaches segueRoutingDidFail")
    func wrongDestination() {
        let inbox = RoutedInbox()
        inbox.storyboardSegues["Show Message"] = { ComposeScreen() }
        inbox.performSegue(withIdentifier: "Show Message", sender: nil)
        guard case .destinationNotFound(let identifier, let expected, _, _) = inbox.failures.first else {
            Issue.record("expected destinationNotFound, got \(inbox.failures)")
            return
        }
        #expect(identifier == "Show Message" && expected == "MessageScreen")
    }

    @Test("A controller that is not its registry's source reports a source mismatch")
    func sourceMismatch() {
        let stray = StrayController()
        let result = stray.routeSegue(
            TestSegue(identifier: "A", source: stray, destination: MessageScreen()), sender: nil)
        #expect(result == nil)
        #expect(
            stray.failures == [.sourceMismatch(identifier: "A", expected: "RoutedInbox", found: "StrayController")])
    }
}

/// A controller with a segue action and an unwind method, each routed in one line.
@MainActor
final class CreatingInbox: PlatformController, RoutedController {
    typealias PlatformSegue = TestSegue<AnyObject, Any>
    let store = MessageStore(name: "injected")
    static let segueRoutes = RouteRegistry<CreatingInbox> {
        Route.create("Show Message") { (creation: SegueCreation<CreatingInbox>) in
            InjectedMessageScreen(store: creation.source.store, coder: creation.coder as? String)
        }
        Route.create("Show Header") { (_: SegueCreation<CreatingInbox>) in HeaderScreen() }
        Route.unwind("unwindToInbox:") { (inbox: CreatingInbox, compose: ComposeScreen) in
            inbox.unwound.append(compose.draft ?? "")
        }
    }
    var unwound: [String] = []

    func makeMessage(coder: String, sender: Any?, segueIdentifier: String?) -> InjectedMessageScreen? {
        routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    }

    func makeHeaderAsMessage(coder: String, sender: Any?, segueIdentifier: String?) -> MessageScreen? {
        routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    }

    func unwindToInbox(_ segue: TestSegue<AnyObject, Any>) {
        routeUnwind(segue, action: "unwindToInbox:")
    }
}

@Suite("Segue actions and unwind methods through RoutedController")
@MainActor
struct RoutedControllerCreatingUnwindingTests {
    @Test("A segue action creates the destination with the source's dependency in one line")
    func segueAction() throws {
        let inbox = CreatingInbox()
        let screen = try #require(inbox.makeMessage(coder: "coder", sender: nil, segueIdentifier: "Show Message"))
        #expect(screen.store === inbox.store)
        #expect(screen.coder == "coder")
        #expect(inbox.failures.isEmpty)
    }

    @Test("A segue action whose route makes another type reports the failure and returns nil")
    func segueActionFailure() {
        let inbox = CreatingInbox()
        #expect(inbox.makeHeaderAsMessage(coder: "coder", sender: nil, segueIdentifier: "Show Header") == nil)
        #expect(
            inbox.failures == [
                .creationFailed(identifier: "Show Header", expected: "MessageScreen", found: "HeaderScreen")
            ])
    }

    @Test("An unwind method reaches the typed handler, and a wrong source is reported")
    func unwindMethod() {
        let inbox = CreatingInbox()
        let compose = ComposeScreen()
        compose.draft = "done"
        inbox.unwindToInbox(TestSegue(identifier: nil, source: compose as AnyObject, destination: inbox as Any))
        #expect(inbox.unwound == ["done"])
        #expect(inbox.failures.isEmpty)
        inbox.unwindToInbox(TestSegue(identifier: nil, source: MessageScreen() as AnyObject, destination: inbox as Any))
        #expect(inbox.unwound == ["done"])
        #expect(inbox.failures.count == 1)
    }
}
