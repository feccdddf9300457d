import AppLogic
import SegueRouting
import Testing

// Written the way an app developer writes tests for their routes: plain classes for screens,
// registries declared where the app declares them, no UIKit.

/// A concrete controller class whose handlers follow the naming convention.
@MainActor
final class SettingsController {
    var opened: [String] = []
    let sections = ["Account", "Privacy"]

    func prepareForShowAccountSegue(_ screen: DetailScreen, sender: Any?) {
        screen.title = "Account"
        opened.append("account")
    }

    func prepareForShowPrivacySegue(_ screen: DetailScreen, sender: Any?) {
        screen.title = "Privacy"
        opened.append("privacy")
    }

    static let routes = RouteRegistry<SettingsController> {
        Route("Show Account", SettingsController.prepareForShowAccountSegue)
        Route("show-privacy", SettingsController.prepareForShowPrivacySegue)
        for section in ["Help", "About"] {
            Route("Show \(section)") { (_, screen: DetailScreen, _) in screen.title = section }
        }
        switch Environment.current {
        case .debug:
            Route("Show Debug Menu") { (_, screen: DetailScreen, _) in screen.title = "Debug" }
        case .release:
            []
        }
        if #available(macOS 13, iOS 16, *) {
            Route("Show Widgets") { (_, screen: DetailScreen, _) in screen.title = "Widgets" }
        }
    }
}

enum Environment {
    case debug, release
    static let current = Environment.debug
}

@MainActor
final class DetailScreen {
    var title: String?
    var highlighted = false
}

/// A plain-Swift container, as a navigation controller is one.
@MainActor
final class Stack: SegueDestinationContainer {
    let children: [Any]
    init(_ children: [Any]) { self.children = children }
    var containedDestinations: [Any] { children }
}

/// A protocol-typed registry declared as a nonisolated static let, in app-logic code.
@MainActor protocol ProfileScreen: AnyObject {
    var userName: String { get }
}

enum ProfileRoutes {
    static let registry = RouteRegistry<any ProfileScreen> {
        Route("Show Followers") { (profile: any ProfileScreen, screen: DetailScreen, _) in
            screen.title = "Followers of \(profile.userName)"
        }
    }
}

final class Profile: ProfileScreen {
    let userName = "ada"
}

/// A registry declared for a superclass, used by its subclasses.
@MainActor class BaseListController {}
final class StarredListController: BaseListController {}

enum ListRoutes {
    static let registry = RouteRegistry<BaseListController> {
        Route("Open Item") { (_, screen: DetailScreen, _) in screen.title = "Item" }
    }
}

@MainActor
struct AppDeveloperTests {
    @Test func settingsRoutesAreValid() throws {
        try SettingsController.routes.validate()
        #expect(SettingsController.routes.identifiers.count == 6)
    }

    @Test func methodReferencesPrepareTheirScreens() throws {
        let settings = SettingsController()
        let screen = DetailScreen()
        try SettingsController.routes.prepare(
            identifier: "Show Account", source: settings, destination: screen, sender: nil)
        #expect(screen.title == "Account")
        // Declared as "show-privacy"; the storyboard spells it "Show Privacy": one symbol, one route.
        try SettingsController.routes.prepare(
            identifier: "Show Privacy", source: settings, destination: screen, sender: nil)
        #expect(settings.opened == ["account", "privacy"])
    }

    @Test func routesFromLoopsSwitchesAndAvailability() throws {
        for (identifier, title) in [
            ("Show Help", "Help"), ("Show About", "About"), ("Show Debug Menu", "Debug"), ("Show Widgets", "Widgets"),
        ] {
            let screen = DetailScreen()
            try SettingsController.routes.prepare(
                identifier: identifier, source: SettingsController(), destination: screen, sender: nil)
            #expect(screen.title == title)
        }
    }

    @Test func nestedContainersAreSearched() throws {
        let screen = DetailScreen()
        let destination = Stack([Stack([]), Stack([Stack([screen])])])
        try ProfileRoutes.registry.prepare(
            identifier: "Show Followers", source: Profile(), destination: destination, sender: nil)
        #expect(screen.title == "Followers of ada")
    }

    @Test func eachUnroutedPolicy() throws {
        let ignoring = RouteRegistry<SettingsController>(unrouted: .ignore) {}
        #expect(
            try ignoring.prepare(
                identifier: "Nowhere", source: SettingsController(), destination: DetailScreen(), sender: nil)
                == .unrouted(UnroutedSegue(identifier: "Nowhere", reason: .noRoute)))

        var reported: [UnroutedSegue] = []
        let reporting = RouteRegistry<SettingsController>(unrouted: .report { reported.append($0) }) {}
        try reporting.prepare(identifier: nil, source: SettingsController(), destination: DetailScreen(), sender: nil)
        #expect(reported == [UnroutedSegue(identifier: nil, reason: .noIdentifier)])

        let failing = RouteRegistry<SettingsController>(unrouted: .fail) {}
        #expect(throws: SegueRoutingError.unrouted(UnroutedSegue(identifier: "---", reason: .noSymbol))) {
            try failing.prepare(
                identifier: "---", source: SettingsController(), destination: DetailScreen(), sender: nil)
        }
    }

    @Test func performWithConfigurationForEachKindOfRegistry() throws {
        // A concrete class.
        let settings = SettingsController()
        let account = DetailScreen()
        try SettingsController.routes.perform("Show Account", from: settings, sender: nil) { (screen: DetailScreen) in
            #expect(screen.title == nil, "the configuration runs before the handler")
            screen.highlighted = true
        } performSegue: { identifier, sender in
            try SettingsController.routes.prepare(
                identifier: identifier, source: settings, destination: account, sender: sender)
        }
        #expect(account.highlighted && account.title == "Account")

        // A protocol.
        let profile = Profile()
        let followers = DetailScreen()
        try ProfileRoutes.registry.perform("Show Followers", from: profile, sender: nil) { (screen: DetailScreen) in
            screen.highlighted = true
        } performSegue: { identifier, sender in
            try ProfileRoutes.registry.prepare(
                identifier: identifier, source: profile, destination: Stack([followers]), sender: sender)
        }
        #expect(followers.highlighted && followers.title == "Followers of ada")

        // A superclass.
        let starred = StarredListController()
        let item = DetailScreen()
        try ListRoutes.registry.perform("Open Item", from: starred, sender: nil) { (screen: DetailScreen) in
            screen.highlighted = true
        } performSegue: { identifier, sender in
            try ListRoutes.registry.prepare(identifier: identifier, source: starred, destination: item, sender: sender)
        }
        #expect(item.highlighted && item.title == "Item")
    }

    @Test func aPerformThatIsNeverPreparedIsReported() {
        let settings = SettingsController()
        #expect(throws: SegueRoutingError.notPrepared(identifier: "Show Account", expected: "DetailScreen")) {
            try SettingsController.routes.perform("Show Account", from: settings, sender: nil) { (_: DetailScreen) in
            } performSegue: { _, _ in
                // shouldPerformSegue said no: nothing is prepared.
            }
        }
    }
}
