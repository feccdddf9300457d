import SegueRouting
import Testing

@Suite("The route builder")
@MainActor
struct RouteBuilderTests {
    enum Section: String, CaseIterable {
        case account = "Show Account"
        case privacy = "Show Privacy"
    }

    enum Variant { case phone, tablet }

    func registry(labs: Bool, variant: Variant) -> RouteRegistry<InboxScreen> {
        RouteRegistry<InboxScreen> {
            Route("Show Message") { (_, _: MessageScreen, _) in }
            if labs {
                Route("Show Labs") { (_, _: MessageScreen, _) in }
            }
            if labs {
                Route("Labs On") { (_, _: MessageScreen, _) in }
            } else {
                Route("Labs Off") { (_, _: MessageScreen, _) in }
            }
            switch variant {
            case .phone: Route("Phone Detail") { (_, _: MessageScreen, _) in }
            case .tablet: Route("Tablet Detail") { (_, _: MessageScreen, _) in }
            }
            for section in Section.allCases {
                Route(section.rawValue) { (_, screen: MessageScreen, _) in screen.message = section.rawValue }
            }
            if #available(macOS 13, iOS 16, *) {
                Route("Show Modern") { (_, _: MessageScreen, _) in }
            }
        }
    }

    @Test("if, if/else, switch, for and if #available all contribute routes")
    func controlFlow() {
        #expect(
            registry(labs: true, variant: .tablet).identifiers == [
                "Show Message", "Show Labs", "Labs On", "Tablet Detail", "Show Account", "Show Privacy", "Show Modern",
            ])
        #expect(
            registry(labs: false, variant: .phone).identifiers == [
                "Show Message", "Labs Off", "Phone Detail", "Show Account", "Show Privacy", "Show Modern",
            ])
    }

    @Test("A route built in a for loop captures its own iteration")
    func loopCapture() throws {
        let routes = registry(labs: false, variant: .phone)
        let screen = MessageScreen()
        try routes.prepare(identifier: "show-privacy", source: InboxScreen(), destination: screen, sender: nil)
        #expect(screen.message == "Show Privacy")
    }

    @Test("Routes made elsewhere can be spliced in as a list")
    func splicedList() {
        let shared: [Route<InboxScreen>] = [Route("Shared") { (_, _: MessageScreen, _) in }]
        let routes = RouteRegistry<InboxScreen> {
            shared
            Route("Own") { (_, _: MessageScreen, _) in }
        }
        #expect(routes.identifiers == ["Shared", "Own"])
    }
}
