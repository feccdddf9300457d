/// Builds the routes of a ``RouteRegistry`` from declarations, conditions and loops.
///
/// Every statement becomes a flat list of routes, so `if`, `if`/`else`, `switch`, `for … in` and
/// `if #available` all work:
///
///     RouteRegistry<SettingsScreen> {
///         Route("Show Account") { (_, screen: AccountScreen, _) in screen.refresh() }
///         if FeatureFlags.labs {
///             Route("Show Labs") { (_, screen: LabsScreen, _) in screen.load() }
///         }
///         for section in Section.allCases {
///             Route(section.segueIdentifier) { (_, screen: SectionScreen, _) in screen.section = section }
///         }
///     }
@resultBuilder
public enum RouteBuilder<Source> {
    /// Makes one route a list of routes.
    public static func buildExpression(_ route: Route<Source>) -> [Route<Source>] {
        [route]
    }

    // Disfavored so that a `Route` statement, once type-checked with the overload above, skips it.
    /// Accepts a list of routes made elsewhere as it is.
    @_disfavoredOverload
    public static func buildExpression(_ routes: [Route<Source>]) -> [Route<Source>] {
        routes
    }

    /// Joins the routes of consecutive statements.
    public static func buildBlock(_ components: [Route<Source>]...) -> [Route<Source>] {
        components.flatMap { $0 }
    }

    /// The routes of an `if` without `else`, or none when its condition is false.
    public static func buildOptional(_ component: [Route<Source>]?) -> [Route<Source>] {
        component ?? []
    }

    /// The routes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [Route<Source>]) -> [Route<Source>] {
        component
    }

    /// The routes of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [Route<Source>]) -> [Route<Source>] {
        component
    }

    /// The routes of every iteration of a `for … in` loop.
    public static func buildArray(_ components: [[Route<Source>]]) -> [Route<Source>] {
        components.flatMap { $0 }
    }

    /// The routes of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [Route<Source>]) -> [Route<Source>] {
        component
    }
}
