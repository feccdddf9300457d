import Testing

@testable import SegueRouting

@Suite("Routing from many tasks at once")
struct ConcurrencyTests {
    static let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, _) in
            screen.message = inbox.selectedMessage
            screen.events.append("handler")
        }
        Route("Compose", InboxScreen.prepareForComposeSegue)
        for index in 0..<50 {
            Route("Screen \(index)") { (_, screen: MessageScreen, _) in screen.events.append("screen \(index)") }
        }
    }

    /// Performs "Show Message" with a configuration closure, as UIKit would, and checks the order.
    @MainActor
    static func performOnce(sender: Int) throws -> Bool {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        try routes.perform(
            "Show Message", from: inbox, sender: sender,
            configure: { (screen: MessageScreen) in screen.events.append("configure") },
            performSegue: { identifier, sender in
                try routes.prepare(identifier: identifier, source: inbox, destination: screen, sender: sender)
            })
        return screen.events == ["configure", "handler"]
    }

    @Test("Resolving and symbolifying from many tasks while the main actor prepares and performs")
    func manyTasks() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var found = 0
                    for round in 0..<2_000 {
                        let identifier = "screen-\((task + round) % 60)"
                        if Self.routes.route(for: identifier) != nil { found += 1 }
                        #expect(Symbolifier.symbol(for: identifier)?.rawValue == "Screen\((task + round) % 60)")
                    }
                    return found
                }
            }
            for task in 0..<8 {
                group.addTask {
                    var prepared = 0
                    for _ in 0..<100 {
                        if try await Self.performOnce(sender: task) { prepared += 1 }
                        await Task.yield()
                    }
                    return prepared
                }
            }
            var total = 0
            for try await count in group { total += count }
            // 8 tasks find 50 of every 60 identifiers in 2,000 rounds; 8 main-actor tasks prepare 100 each.
            let expectedFound = (0..<8).map { task in (0..<2_000).filter { ($0 + task) % 60 < 50 }.count }.reduce(0, +)
            #expect(total == expectedFound + 800)
        }
        #expect(await MainActor.run { PendingConfigurations.isEmpty })
    }
}
