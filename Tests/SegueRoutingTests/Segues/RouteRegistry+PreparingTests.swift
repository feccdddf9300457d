import SegueRouting
import Testing

@Suite("Preparing segues through the test seam")
@MainActor
struct PreparingTests {
    let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, sender: Any?) in
            screen.message = inbox.selectedMessage
            screen.events.append("handler, sender \(sender as? String ?? "nil")")
        }
        Route("Compose", InboxScreen.prepareForComposeSegue)
        Route.connect("Embed Header", to: \InboxScreen.header)
    }

    @Test("A closure route gets the source, the typed destination and the sender")
    func closureRoute() throws {
        let inbox = InboxScreen()
        let screen = MessageScreen()
        let result = try routes.prepare(identifier: "Show Message", source: inbox, destination: screen, sender: "cell")
        #expect(result == .routed(Symbolifier.symbol(for: "ShowMessage")!))
        #expect(screen.message == "hello")
        #expect(screen.events == ["handler, sender cell"])
    }

    @Test("A method reference route calls the source's prepareFor<Symbol>Segue")
    func methodRoute() throws {
        let inbox = InboxScreen()
        let compose = ComposeScreen()
        try routes.prepare(TestSegue(identifier: "Compose", source: inbox, destination: compose), sender: nil)
        #expect(compose.draft == "reply to hello")
        #expect(inbox.log == ["compose"])
    }

    @Test("A connect route stores the destination in the source's property")
    func connectRoute() throws {
        let inbox = InboxScreen()
        let header = HeaderScreen()
        try routes.prepare(identifier: "Embed Header", source: inbox, destination: header, sender: nil)
        #expect(inbox.header === header)
    }

    @Test("The destination is found inside a navigation controller inside a tab controller")
    func nestedContainers() throws {
        let screen = MessageScreen()
        let tabs = TabsContainer([SettingsScreen(), StackContainer([HeaderScreen(), screen]), ComposeScreen()])
        try routes.prepare(identifier: "Show Message", source: InboxScreen(), destination: tabs, sender: nil)
        #expect(screen.message == "hello")
    }

    @Test("Breadth-first: a shallower match wins over a deeper one")
    func breadthFirst() throws {
        let deep = MessageScreen()
        let shallow = MessageScreen()
        let tabs = TabsContainer([StackContainer([deep]), shallow])
        try routes.prepare(identifier: "Show Message", source: InboxScreen(), destination: tabs, sender: nil)
        #expect(shallow.message == "hello")
        #expect(deep.message == nil)
    }

    @Test("A container that contains itself does not loop")
    func cyclicContainer() {
        let stack = StackContainer([])
        stack.children = [stack, SettingsScreen()]
        // The container holds itself strongly; break the cycle so that nothing leaks.
        defer { stack.children = [] }
        #expect(throws: SegueRoutingError.self) {
            try routes.prepare(identifier: "Show Message", source: InboxScreen(), destination: stack, sender: nil)
        }
    }

    @Test("A destination of the wrong type is an error naming the identifier, the expected type and the hierarchy")
    func wrongDestination() {
        let tabs = TabsContainer([StackContainer([SettingsScreen()]), HeaderScreen()])
        let error = #expect(throws: SegueRoutingError.self) {
            try routes.prepare(identifier: "Show Message", source: InboxScreen(), destination: tabs, sender: nil)
        }
        #expect(
            error
                == .destinationNotFound(
                    identifier: "Show Message", expected: "MessageScreen",
                    found: "TabsContainer(StackContainer(SettingsScreen), HeaderScreen)", for: .route))
        #expect(
            error?.description == """
                The segue 'Show Message' leads to TabsContainer(StackContainer(SettingsScreen), HeaderScreen), \
                which holds no MessageScreen that its route expects; fix the destination type or the storyboard.
                """)
    }

    @Test("nil and unknown identifiers are ignored by default, never a crash")
    func ignorePolicy() throws {
        let inbox = InboxScreen()
        #expect(
            try routes.prepare(identifier: nil, source: inbox, destination: MessageScreen(), sender: nil)
                == .unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier)))
        #expect(
            try routes.prepare(identifier: "Nope", source: inbox, destination: MessageScreen(), sender: nil)
                == .unrouted(UnroutedSegue(identifier: "Nope", reason: .noRoute)))
        #expect(
            try routes.prepare(identifier: "---", source: inbox, destination: MessageScreen(), sender: nil)
                == .unrouted(UnroutedSegue(identifier: "---", reason: .noSymbol)))
    }

    @Test(
        "A miss tells an identifier without symbol from one without route, on every lookup path",
        arguments: [
            ("Nope", UnroutedSegue.Reason.noRoute), ("---", .noSymbol), ("日本語", .noSymbol),
            ("Überraschung", .noRoute), (String(repeating: "x", count: 200), .noRoute),
            (String(repeating: "-", count: 200), .noSymbol), ("Show Messag\u{E9}", .noRoute),
        ])
    func missReasons(identifier: String, reason: UnroutedSegue.Reason) throws {
        let result = try routes.prepare(
            identifier: identifier, source: InboxScreen(), destination: MessageScreen(), sender: nil)
        #expect(result == .unrouted(UnroutedSegue(identifier: identifier, reason: reason)))
    }

    @Test("A hit by another spelling of the symbol, long or non-ASCII, returns the route's symbol")
    func hitBySymbol() throws {
        let registry = RouteRegistry<InboxScreen> {
            Route("Caf\u{E9} " + String(repeating: "y", count: 150)) { (_: InboxScreen, _: MessageScreen, _) in }
        }
        let spelled = "cafe\u{301}-" + String(repeating: "y", count: 150)
        let result = try registry.prepare(
            identifier: spelled, source: InboxScreen(), destination: MessageScreen(), sender: nil)
        #expect(result == .routed(try #require(Symbolifier.symbol(for: spelled))))
        #expect(registry.symbols == [try #require(Symbolifier.symbol(for: spelled))])
    }

    @Test("The report policy hands nil and unknown identifiers to a closure")
    func reportPolicy() throws {
        final class Reports: @unchecked Sendable { var segues: [UnroutedSegue] = [] }
        let reports = Reports()
        let registry = RouteRegistry<InboxScreen>(unrouted: .report { reports.segues.append($0) }) {
            Route("Show Message") { (_, _: MessageScreen, _) in }
        }
        try registry.prepare(identifier: nil, source: InboxScreen(), destination: MessageScreen(), sender: nil)
        try registry.prepare(identifier: "Unknown", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        try registry.prepare(
            identifier: "Show Message", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        #expect(
            reports.segues == [
                UnroutedSegue(identifier: nil, reason: .noIdentifier),
                UnroutedSegue(identifier: "Unknown", reason: .noRoute),
            ])
    }

    @Test("The fail policy throws for nil and unknown identifiers, saying what to do")
    func failPolicy() {
        let registry = RouteRegistry<InboxScreen>(unrouted: .fail) {
            Route("Show Message") { (_, _: MessageScreen, _) in }
        }
        let nilError = #expect(throws: SegueRoutingError.self) {
            try registry.prepare(identifier: nil, source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
        #expect(nilError == .unrouted(UnroutedSegue(identifier: nil, reason: .noIdentifier)))
        let unknownError = #expect(throws: SegueRoutingError.self) {
            try registry.prepare(
                identifier: "Unknown", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
        #expect(
            unknownError?.description == """
                No route is declared for the identifier 'Unknown' (handler prepareForUnknownSegue(_:sender:)); declare one.
                """)
    }
}

/// App-logic protocols, as a UIKit-free package declares them.
@MainActor
protocol ThreadScreen: AnyObject {
    var topic: String { get }
    var detail: (any DetailScreen)? { get set }
}

@MainActor
protocol DetailScreen: AnyObject {
    var topic: String? { get set }
}

@MainActor
final class MockThread: ThreadScreen {
    let topic = "swift"
    var detail: (any DetailScreen)?
}

@MainActor
final class MockDetail: DetailScreen {
    var topic: String?
}

@Suite("Registries over app-logic protocols")
@MainActor
struct ProtocolRegistryTests {
    static let routes = RouteRegistry<any ThreadScreen> {
        Route("Show Detail") { (thread: any ThreadScreen, detail: any DetailScreen, _) in detail.topic = thread.topic }
        Route.connect("Embed Detail", to: \(any ThreadScreen).detail)
    }

    @Test("Protocol-typed sources and destinations are found and prepared")
    func protocolTypes() throws {
        let thread = MockThread()
        let detail = MockDetail()
        try Self.routes.prepare(
            identifier: "Show Detail", source: thread, destination: StackContainer([detail]), sender: nil)
        #expect(detail.topic == "swift")
        try Self.routes.prepare(identifier: "Embed Detail", source: thread, destination: detail, sender: nil)
        #expect(thread.detail === detail)
    }
}
