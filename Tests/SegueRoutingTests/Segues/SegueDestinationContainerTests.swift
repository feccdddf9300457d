import Testing

@testable import SegueRouting

/// A value-type container whose children include a copy of itself: identity cannot detect the cycle.
struct EndlessValueContainer: SegueDestinationContainer {
    var containedDestinations: [Any] { [EndlessValueContainer()] }
}

/// A container that holds itself several times.
@MainActor
final class SelfHoldingContainer: SegueDestinationContainer {
    var fanOut: Int
    init(fanOut: Int) { self.fanOut = fanOut }
    var containedDestinations: [Any] { Array(repeating: self, count: fanOut) }
}

/// A value-type container that holds eight copies of itself.
struct WideValueContainer: SegueDestinationContainer {
    var containedDestinations: [Any] { Array(repeating: WideValueContainer(), count: 8) }
}

@Suite("Searching and describing destination hierarchies")
@MainActor
struct SegueDestinationContainerTests {
    @Test("A value-type container that contains itself forever ends the search with no destination")
    func endlessValueContainer() {
        #expect(findSegueDestination(MessageScreen.self, in: EndlessValueContainer()) == nil)
    }

    @Test("A container holding itself eight times is described once, briefly")
    func selfHoldingDescription() {
        let description = describeHierarchy(SelfHoldingContainer(fanOut: 8))
        #expect(description.hasPrefix("SelfHoldingContainer(SelfHoldingContainer(…)"))
        #expect(description.utf8.count < 400)
    }

    @Test("A value-type container that fans out forever gets a description of bounded size")
    func wideValueDescription() {
        let description = describeHierarchy(WideValueContainer())
        #expect(description.utf8.count < 4_000)
        #expect(description.contains("…"))
    }

    @Test("Preparing with such a destination is an error, not a hang")
    func prepareEndless() {
        let routes = RouteRegistry<InboxScreen> {
            Route("Show Message") { (_, _: MessageScreen, _) in }
        }
        #expect(throws: SegueRoutingError.self) {
            try routes.prepare(
                identifier: "Show Message", source: InboxScreen(), destination: WideValueContainer(), sender: nil)
        }
    }
}
