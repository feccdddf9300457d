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
