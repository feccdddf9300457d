import SegueRouting
import Testing

@Suite("Registry problems")
struct RouteRegistryProblemTests {
    @Test("A collision built by hand with no or one declaration describes itself without trapping")
    func degenerateCollisions() {
        let symbol = Symbolifier.symbol(for: "Show")!
        let none = RouteRegistryProblem.collision(symbol: symbol, declarations: [])
        #expect(none.description.contains("share the symbol Show"))
        #expect(none.finding.location == nil)
        let one = RouteRegistryProblem.collision(
            symbol: symbol, declarations: [RouteDeclaration(identifier: "Show", file: "A/B.swift", line: 3)])
        #expect(one.description.hasPrefix("'Show' (A/B.swift:3) share"))
        #expect(one.finding.location == FileLocation(file: "A/B.swift", line: 3))
    }

    @Test("A problem is a finding at the declaration that made it, with a stable code")
    func findings() {
        let registry = RouteRegistry<InboxScreen> {
            Route("Show Detail") { (_, _: MessageScreen, _) in }
            Route("---") { (_, _: MessageScreen, _) in }
            Route("show-detail") { (_, _: MessageScreen, _) in }
        }
        #expect(registry.problems.map(\.finding.code) == [.routeCollision, .routeNoSymbol])
        #expect(
            registry.problems[0].finding.location?.line == registry.problems[1].finding.location.map { $0.line! + 1 })
    }
}
