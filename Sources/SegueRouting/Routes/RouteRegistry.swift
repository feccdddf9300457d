/// The routes of one kind of source, keyed by symbol: what replaces the `if segue.identifier == …`
/// chain in `prepare(for:sender:)`.
///
/// Declare a registry once, in app-logic code that needs no UIKit, and check it in a unit test:
///
///     enum InboxRoutes {
///         static let registry = RouteRegistry<any InboxScreen> {
///             Route("Show Message") { (inbox: any InboxScreen, screen: any MessageScreen, _) in
///                 screen.message = inbox.selectedMessage
///             }
///             Route("Compose") { (inbox: any InboxScreen, compose: any ComposeScreen, sender: Any?) in
///                 inbox.prepareForComposeSegue(compose, sender: sender)
///             }
///         }
///     }
///
///     @Test func routesAreValid() throws { try InboxRoutes.registry.validate() }
///
/// Building never traps: identifiers that share a symbol, and identifiers without symbol, are
/// rejected and listed in ``problems``; ``validate()`` throws them, naming each identifier, the
/// symbol, and the file and line of each declaration. A registry is immutable and `Sendable`.
public struct RouteRegistry<Source>: Sendable {
    /// The accepted prepare routes, in declaration order; creation routes are in ``creationRoutes``.
    public let routes: [Route<Source>]
    /// The symbols of the accepted routes, in declaration order: `symbols[i]` is the symbol of
    /// `routes[i]`.
    public let symbols: [SegueSymbol]
    /// What was rejected while building, in the order of the first declaration each problem involves.
    public let problems: [RouteRegistryProblem]
    /// What happens to segues that no route handles.
    public let unroutedPolicy: UnroutedSeguePolicy
    /// Every route declared, of every kind (prepare, creation, by destination type, unwind), in
    /// declaration order, those rejected among them: what `adding(_:)` and ``merging(_:)``
    /// build on.
    public let declaredRoutes: [Route<Source>]

    /// The accepted creation routes (``Route/Stage/creation``), in the order of their declarations.
    public let creationRoutes: [Route<Source>]
    /// The creation routes' symbols, looked up as prepare routes' are, without building a symbol.
    @usableFromInline
    let creationTable: RouteTable
    /// For each creation table entry: the index of its route in `creationRoutes`, or of its collision
    /// in `problems`.
    @usableFromInline
    let creationEntries: [Entry]

    /// The accepted unwind routes (``Route/Stage/unwind``), in the order of their declarations.
    public let unwindRoutes: [Route<Source>]
    /// The accepted unwind routes, by unwind action.
    @usableFromInline
    let unwinds: [String: Route<Source>]
    /// For each unwind action whose routes collide: the index of the collision in `problems`.
    @usableFromInline
    let rejectedUnwinds: [String: Int]

    /// The routes for segues without identifier (`Route.byDestination`), in declaration order,
    /// without those that share their destination type with another.
    public var destinationRoutes: [Route<Source>] {
        destinationEntries.compactMap { $0.problem == nil ? $0.route : nil }
    }
    /// The creation routes for segues without identifier (`Route.createByDestination`), in
    /// declaration order, without those that share the type they make with another.
    public var destinationCreationRoutes: [Route<Source>] {
        destinationCreationEntries.compactMap { $0.problem == nil ? $0.route : nil }
    }
    /// Every creation route for segues without identifier, one per type made, in declaration order,
    /// with the index of its problem in ``problems`` when another route makes that type too.
    @usableFromInline
    let destinationCreationEntries: [(route: Route<Source>, problem: Int?)]
    /// Every route for segues without identifier, one per destination type, in declaration order,
    /// with the index of its problem in ``problems`` when another route has its type.
    @usableFromInline
    let destinationEntries: [(route: Route<Source>, problem: Int?)]

    @usableFromInline
    let table: RouteTable
    /// For each table entry: the index of its route in `routes`, or of its problem in `problems`.
    @usableFromInline
    let entries: [Entry]
    @usableFromInline
    enum Entry: Sendable {
        case route(Int)
        case rejected(Int)
    }

    /// Builds a registry from route declarations.
    ///
    /// - Parameters:
    ///   - unrouted: What happens to segues that no route handles; ``UnroutedSeguePolicy/ignore`` by
    ///     default, as in KNMSegueRouting.
    ///   - routes: The route declarations.
    /// - Complexity: O(*n*), where *n* is the total length of the declared identifiers.
    public init(
        unrouted: UnroutedSeguePolicy = .ignore,
        @RouteBuilder<Source> routes: () -> [Route<Source>]
    ) {
        self.init(unrouted: unrouted, routes: routes())
    }

    /// Builds a registry from a list of routes.
    ///
    /// - Parameters:
    ///   - unrouted: What happens to segues that no route handles.
    ///   - declared: The routes.
    public init(unrouted: UnroutedSeguePolicy = .ignore, routes declared: [Route<Source>]) {
        unroutedPolicy = unrouted
        declaredRoutes = declared
        var bySymbol: [SegueSymbol: [Int]] = [:]
        var symbolOrder: [SegueSymbol] = []
        // Each problem with the index of the first declaration it involves, to list them in
        // declaration order.
        var found: [(declared: Int, problem: RouteRegistryProblem, symbolEntry: Int?)] = []
        var creationsBySymbol: [SegueSymbol: [Int]] = [:]
        var creationOrder: [SegueSymbol] = []
        var unwindsByAction: [String: [Int]] = [:]
        var unwindOrder: [String] = []
        var byDestinationType: [ObjectIdentifier: [Int]] = [:]
        var destinationOrder: [ObjectIdentifier] = []
        var creationsByType: [ObjectIdentifier: [Int]] = [:]
        var creationTypeOrder: [ObjectIdentifier] = []
        for (index, route) in declared.enumerated() {
            if route.isKeyedByDestination {
                let type = ObjectIdentifier(route.destinationType)
                if route.stage == .creation {
                    if creationsByType[type] == nil { creationTypeOrder.append(type) }
                    creationsByType[type, default: []].append(index)
                } else {
                    if byDestinationType[type] == nil { destinationOrder.append(type) }
                    byDestinationType[type, default: []].append(index)
                }
                continue
            }
            if route.stage == .unwind {
                if unwindsByAction[route.identifier] == nil { unwindOrder.append(route.identifier) }
                unwindsByAction[route.identifier, default: []].append(index)
                continue
            }
            if route.stage == .creation {
                guard let symbol = route.symbol else {
                    found.append((index, .noSymbol(route.declaration), nil))
                    continue
                }
                if creationsBySymbol[symbol] == nil { creationOrder.append(symbol) }
                creationsBySymbol[symbol, default: []].append(index)
                continue
            }
            guard let symbol = route.symbol else {
                found.append((index, .noSymbol(route.declaration), nil))
                continue
            }
            if bySymbol[symbol] == nil { symbolOrder.append(symbol) }
            bySymbol[symbol, default: []].append(index)
        }
        var accepted: [Route<Source>] = []
        var acceptedSymbols: [SegueSymbol] = []
        var entries: [Entry] = []
        var declaredSpellings: [(identifier: String, entry: Int)] = []
        for symbol in symbolOrder {
            guard let indices = bySymbol[symbol] else { continue }
            declaredSpellings += indices.map { (declared[$0].identifier, entries.count) }
            if indices.count == 1 {
                entries.append(.route(accepted.count))
                accepted.append(declared[indices[0]])
                acceptedSymbols.append(symbol)
            } else {
                found.append(
                    (
                        indices[0], .collision(symbol: symbol, declarations: indices.map { declared[$0].declaration }),
                        entries.count
                    ))
                entries.append(.rejected(0))
            }
        }
        var creationRoutes: [Route<Source>] = []
        var creationSpellings: [(identifier: String, entry: Int)] = []
        // Each colliding creation symbol with the first declaration involved, to find its problem.
        var rejectedCreations: [SegueSymbol: Int] = [:]
        for (entry, symbol) in creationOrder.enumerated() {
            guard let indices = creationsBySymbol[symbol] else { continue }
            creationSpellings += indices.map { (declared[$0].identifier, entry) }
            if indices.count == 1 {
                creationRoutes.append(declared[indices[0]])
            } else {
                rejectedCreations[symbol] = indices[0]
                found.append(
                    (
                        indices[0], .collision(symbol: symbol, declarations: indices.map { declared[$0].declaration }),
                        nil
                    ))
            }
        }
        var unwinds: [String: Route<Source>] = [:]
        var unwindRoutes: [Route<Source>] = []
        var rejectedUnwinds: [String: Int] = [:]
        for action in unwindOrder {
            guard let indices = unwindsByAction[action] else { continue }
            if indices.count == 1 {
                unwinds[action] = declared[indices[0]]
                unwindRoutes.append(declared[indices[0]])
            } else if let symbol = declared[indices[0]].symbol {
                rejectedUnwinds[action] = indices[0]
                found.append(
                    (
                        indices[0], .collision(symbol: symbol, declarations: indices.map { declared[$0].declaration }),
                        nil
                    ))
            } else {
                rejectedUnwinds[action] = indices[0]
                found.append((indices[0], .noSymbol(declared[indices[0]].declaration), nil))
            }
        }
        // The first route of each destination type, in declaration order, and whether others share it.
        func firstOfEachType(_ order: [ObjectIdentifier], _ byType: [ObjectIdentifier: [Int]]) -> [(
            route: Int, isShared: Bool
        )] {
            var firsts: [(route: Int, isShared: Bool)] = []
            for type in order {
                guard let indices = byType[type] else { continue }
                if indices.count > 1 {
                    found.append(
                        (
                            indices[0],
                            .duplicateDestination(
                                type: String(describing: declared[indices[0]].destinationType),
                                declarations: indices.map { declared[$0].declaration }), nil
                        ))
                }
                firsts.append((indices[0], indices.count > 1))
            }
            return firsts
        }
        let destinations = firstOfEachType(destinationOrder, byDestinationType)
        let creationDestinations = firstOfEachType(creationTypeOrder, creationsByType)
        found.sort { $0.declared < $1.declared }
        func withProblems(_ firsts: [(route: Int, isShared: Bool)]) -> [(route: Route<Source>, problem: Int?)] {
            firsts.map { entry in
                let problem =
                    entry.isShared
                    ? found.firstIndex { candidate in
                        guard candidate.declared == entry.route, case .duplicateDestination = candidate.problem
                        else { return false }
                        return true
                    } : nil
                return (declared[entry.route], problem)
            }
        }
        self.destinationEntries = withProblems(destinations)
        self.destinationCreationEntries = withProblems(creationDestinations)
        var rejectedUnwindProblems: [String: Int] = [:]
        for (action, first) in rejectedUnwinds {
            // Only this action's problem starts at its first declaration: an unwind route belongs to
            // no other group.
            rejectedUnwindProblems[action] = found.firstIndex { $0.declared == first }
        }
        self.unwinds = unwinds
        self.unwindRoutes = unwindRoutes
        self.rejectedUnwinds = rejectedUnwindProblems
        var creationEntries: [Entry] = []
        var acceptedCreations = 0
        for symbol in creationOrder {
            guard let first = rejectedCreations[symbol] else {
                creationEntries.append(.route(acceptedCreations))
                acceptedCreations += 1
                continue
            }
            // A declaration is the first of at most one collision, so the first problem of that
            // declaration that is a collision of `symbol` is the one.
            let problem = found.firstIndex { entry in
                guard entry.declared == first, case .collision(let colliding, _) = entry.problem else { return false }
                return colliding == symbol
            }
            creationEntries.append(.rejected(problem ?? 0))
        }
        self.creationRoutes = creationRoutes
        self.creationEntries = creationEntries
        self.creationTable = RouteTable(creationOrder, declaredSpellings: creationSpellings)
        for (position, problem) in found.enumerated() {
            if let entry = problem.symbolEntry { entries[entry] = .rejected(position) }
        }
        self.routes = accepted
        self.symbols = acceptedSymbols
        self.problems = found.map(\.problem)
        self.entries = entries
        self.table = RouteTable(symbolOrder, declaredSpellings: declaredSpellings)
    }

    /// Throws the problems found while building, if any; call it from a unit test.
    ///
    /// - Throws: ``RouteRegistryError`` listing every collision and identifier without symbol.
    public func validate() throws(RouteRegistryError) {
        if !problems.isEmpty { throw RouteRegistryError(problems: problems) }
    }

    /// The route that handles `identifier`, found by the identifier's symbol.
    ///
    /// `"show-detail"` finds the route declared as `"Show Detail"`: both have the symbol
    /// `ShowDetail`, so both would call `prepareForShowDetailSegue`.
    ///
    /// - Parameter identifier: A segue identifier, or `nil`.
    /// - Returns: The route, or `nil` when none handles the identifier (or its route was rejected).
    /// - Complexity: O(*n*), where *n* is the length of the identifier; no allocation for ASCII
    ///   identifiers.
    @inlinable
    public func route(for identifier: String?) -> Route<Source>? {
        guard let identifier, let entry = table.entry(for: identifier), case .route(let index) = entries[entry] else {
            return nil
        }
        return routes[index]
    }

    /// The creation route of `identifier`, found by the identifier's symbol.
    ///
    /// - Parameter identifier: A segue identifier, or `nil`.
    /// - Returns: The route, or `nil` when none creates the destination (or its route was rejected).
    public func creationRoute(for identifier: String?) -> Route<Source>? {
        guard let identifier, let entry = creationTable.entry(for: identifier),
            case .route(let index) = creationEntries[entry]
        else { return nil }
        return creationRoutes[index]
    }

    /// The identifiers of the accepted routes, in declaration order.
    public var identifiers: [String] { routes.map(\.identifier) }

    /// The handler names of the accepted routes in the given spelling, in declaration order.
    public func handlerNames(_ spelling: HandlerNameSpelling = .swift) -> [String] {
        routes.compactMap { $0.symbol?.handlerName(spelling) }
    }
}
