import SegueRouting
import TestSupport
import Testing

@Suite("Building a route registry")
@MainActor
struct RouteRegistryTests {
    @Test("Two identifiers with one symbol are rejected, naming both identifiers, the symbol and both lines")
    func collision() throws {
        let firstLine = #line + 2
        let registry = RouteRegistry<InboxScreen> {
            Route("Show Detail") { (_, _: MessageScreen, _) in }
            Route("Compose") { (_, _: ComposeScreen, _) in }
            Route("show-detail") { (_, _: MessageScreen, _) in }
        }
        let secondLine = firstLine + 2
        #expect(registry.identifiers == ["Compose"])
        let error = try #require(throws: RouteRegistryError.self) { try registry.validate() }
        let file = #fileID
        let expected = RouteRegistryProblem.collision(
            symbol: Symbolifier.symbol(for: "ShowDetail")!,
            declarations: [
                RouteDeclaration(identifier: "Show Detail", file: file, line: UInt(firstLine)),
                RouteDeclaration(identifier: "show-detail", file: file, line: UInt(secondLine)),
            ])
        #expect(error.problems == [expected])
        #expect(
            error.description == """
                \(file):\(secondLine): error: 'Show Detail' (\(file):\(firstLine)) and 'show-detail' (\(file):\(secondLine)) share the symbol \
                ShowDetail (handler prepareForShowDetailSegue(_:sender:)); rename the segues so that each has \
                its own symbol, or declare the route once.
                """)
    }

    @Test("Preparing an identifier whose route was rejected throws the collision instead of guessing")
    func preparingRejectedRoute() {
        let registry = RouteRegistry<InboxScreen> {
            Route("LoginSegue") { (_, _: MessageScreen, _) in }
            Route("loginSegue") { (_, _: MessageScreen, _) in }
        }
        #expect(registry.route(for: "LoginSegue") == nil)
        #expect(throws: SegueRoutingError.self) {
            try registry.prepare(
                identifier: "LoginSegue", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
    }

    @Test("Identifiers without symbol are rejected with their declaration")
    func noSymbol() {
        let registry = RouteRegistry<InboxScreen> {
            Route("---") { (_, _: MessageScreen, _) in }
            Route("OK") { (_, _: MessageScreen, _) in }
        }
        #expect(registry.identifiers == ["OK"])
        guard case .noSymbol(let declaration) = registry.problems.first else {
            Issue.record("expected a noSymbol problem, got \(registry.problems)")
            return
        }
        #expect(declaration.identifier == "---")
        #expect(declaration.file == #fileID)
    }

    @Test("A valid registry validates")
    func valid() throws {
        try Self.routes.validate()
        #expect(Self.routes.problems.isEmpty)
    }

    static let routes = RouteRegistry<InboxScreen> {
        Route("Show Message") { (inbox: InboxScreen, screen: MessageScreen, _) in screen.message = inbox.selectedMessage
        }
        Route("Compose", InboxScreen.prepareForComposeSegue)
        Route.connect("Embed Header", to: \InboxScreen.header)
    }

    @Test("Introspection lists identifiers, symbols, handler names and destination types")
    func introspection() {
        let routes = Self.routes
        #expect(routes.identifiers == ["Show Message", "Compose", "Embed Header"])
        #expect(routes.symbols.map(\.rawValue) == ["ShowMessage", "Compose", "EmbedHeader"])
        #expect(
            routes.handlerNames() == [
                "prepareForShowMessageSegue(_:sender:)", "prepareForComposeSegue(_:sender:)",
                "prepareForEmbedHeaderSegue(_:sender:)",
            ])
        #expect(routes.handlerNames(.objectiveC)[1] == "prepareForComposeSegue:sender:")
        #expect(
            routes.routes.map { String(describing: $0.destinationType) }
                == ["MessageScreen", "ComposeScreen", "HeaderScreen"])
        #expect(routes.routes[2].action == .connect(property: String(describing: \InboxScreen.header)))
        #expect(routes.routes[0].declaration.file == #fileID)
    }

    @Test("Resolution goes by symbol: every spelling of the symbol finds the route")
    func resolutionBySymbol() {
        let routes = Self.routes
        #expect(routes.route(for: "Show Message")?.identifier == "Show Message")
        #expect(routes.route(for: "show-message")?.identifier == "Show Message")
        #expect(routes.route(for: "ShowMessage")?.identifier == "Show Message")
        #expect(routes.route(for: "  show message ")?.identifier == "Show Message")
        #expect(routes.route(for: "Show Messages") == nil)
        #expect(routes.route(for: "Show Messag") == nil)
        #expect(routes.route(for: "showMessage x") == nil)
        #expect(routes.route(for: "") == nil)
        #expect(routes.route(for: nil) == nil)
        #expect(routes.route(for: "---") == nil)
    }

    @Test("Non-ASCII identifiers resolve through their NFC symbol")
    func nonASCIIResolution() {
        let routes = RouteRegistry<InboxScreen> {
            Route("Cafe\u{301} au lait") { (_, _: MessageScreen, _) in }
        }
        #expect(routes.route(for: "Caf\u{E9} au lait") != nil)
        #expect(routes.route(for: "CafAuLait") != nil)
        #expect(routes.route(for: "Cafe au lait") == nil)
    }

    @Test(
        "Resolution in a 500-route registry agrees with a dictionary keyed by symbol",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func largeRegistry() {
        let identifiers = (0..<500).map { "screen-\($0) show" }
        let registry = RouteRegistry<InboxScreen>(
            routes: identifiers.map { identifier in
                Route(identifier) { (_, _: MessageScreen, _) in }
            })
        #expect(registry.problems.isEmpty)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<5_000 {
            let probe =
                Bool.random(using: &generator)
                ? identifiers.randomElement(using: &generator)!.uppercased()
                : "screen \(Int.random(in: 0..<1_000, using: &generator)) Show"
            let expected = identifiers.first { Symbolifier.symbol(for: $0) == Symbolifier.symbol(for: probe) }
            #expect(registry.route(for: probe)?.identifier == expected, "\(probe)")
        }
    }

    @Test("Problems are listed in declaration order, whatever their kind")
    func problemsInDeclarationOrder() {
        let registry = RouteRegistry<InboxScreen> {
            Route("Show Detail") { (_, _: MessageScreen, _) in }
            Route("---") { (_, _: MessageScreen, _) in }
            Route("show-detail") { (_, _: MessageScreen, _) in }
            Route("日本語") { (_, _: MessageScreen, _) in }
        }
        let identifiers = registry.problems.map { problem -> String in
            switch problem {
            case .collision(_, let declarations): declarations[0].identifier
            case .noSymbol(let declaration): declaration.identifier
            case .duplicateDestination(let type, _): type
            }
        }
        #expect(identifiers == ["Show Detail", "---", "日本語"])
        #expect(registry.route(for: "Show Detail") == nil)
        #expect(throws: SegueRoutingError.self) {
            try registry.prepare(
                identifier: "show-detail", source: InboxScreen(), destination: MessageScreen(), sender: nil)
        }
    }
}
