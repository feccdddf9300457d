import SegueRouting
import Testing

@MainActor
class RoutedBase {}

@MainActor
final class HandlingSubclass: RoutedBase, SegueRoutingFailureHandling {
    var failures: [SegueRoutingError] = []
    func segueRoutingDidFail(_ error: SegueRoutingError) { failures.append(error) }
}

@Suite("Reporting routing failures")
@MainActor
struct SegueRoutingFailureHandlingTests {
    @Test("A subclass that adopts SegueRoutingFailureHandling receives the failure through its base type")
    func subclassReceives() {
        let controller: RoutedBase = HandlingSubclass()
        let error = SegueRoutingError.notPrepared(identifier: "Compose", expected: "ComposeScreen")
        reportSegueRoutingFailure(error, from: controller)
        #expect((controller as? HandlingSubclass)?.failures == [error])
    }
}
