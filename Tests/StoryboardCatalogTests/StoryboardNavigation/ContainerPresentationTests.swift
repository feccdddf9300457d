import Foundation
import StoryboardCatalog
import Testing

/// How a segue shows its destination depends on the containers around its source, as UIKit's
/// `show(_:sender:)` and `showDetailViewController(_:sender:)` ask the nearest container up the parent
/// chain that overrides them: a navigation controller pushes (`show`), a split view controller adapts
/// (`show` to its primary, `showDetail` to its secondary), and with none of them UIKit presents modally.
@Suite("Presentations by the containers around a segue's source")
@MainActor
struct ContainerPresentationTests {
    /// A tab bar controller whose first tab is a navigation controller with the list at its root, and
    /// whose second tab is a plain controller; the list embeds a header. Every show, showDetail and
    /// presentation leads somewhere.
    let catalog: StoryboardCatalog

    init() throws {
        let main = graphStoryboard(
            [
                GraphScene(
                    id: "tabs", element: "tabBarController",
                    segues: [("nav", "relationship", nil), ("plain", "relationship", nil)]),
                GraphScene(id: "nav", element: "navigationController", segues: [("list", "relationship", nil)]),
                GraphScene(
                    id: "list", customClass: "ListViewController",
                    segues: [
                        ("detail", "show", "Open"), ("detail", "showDetail", "Inspect"),
                        ("modal", "presentation", "Compose"), ("header", "embed", "Embed Header"),
                    ]),
                GraphScene(id: "header", customClass: "HeaderViewController", segues: [("about", "show", "About")]),
                GraphScene(id: "detail", customClass: "DetailViewController", segues: [("about", "show", "More")]),
                GraphScene(id: "modal", customClass: "ComposeViewController", segues: [("about", "show", "Help")]),
                GraphScene(id: "plain", customClass: "PlainViewController", segues: [("about", "show", "Info")]),
                GraphScene(id: "about", customClass: "AboutViewController", storyboardIdentifier: "About"),
            ], initial: "tabs")
        let split = graphStoryboard(
            [
                GraphScene(
                    id: "split", element: "splitViewController",
                    segues: [("primary", "relationship", nil), ("secondary", "relationship", nil)]),
                GraphScene(id: "primary", element: "navigationController", segues: [("sidebar", "relationship", nil)]),
                GraphScene(
                    id: "sidebar", customClass: "SidebarViewController",
                    segues: [("page", "show", "Push Page"), ("page", "showDetail", "Detail Page")]),
                GraphScene(
                    id: "secondary", customClass: "SecondaryViewController", segues: [("page", "show", "Replace")]),
                GraphScene(id: "page", customClass: "PageViewController"),
            ], initial: "split")
        catalog = try graphCatalog([("Main", main), ("Split", split)])
    }

    @Test("show from the root of a navigation controller in a tab pushes, by tap and by go(to:)")
    func showInATabsNavigationControllerPushes() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        let start = try navigator.start(atInitialOf: "Main")
        #expect(start.shownClasses.hasPrefix("UITabBarController > UINavigationController > ListViewController"))
        #expect(try navigator.tap(.identifier("Open")).presentation == .push)
        // A show from the pushed screen pushes onto the same navigation controller.
        #expect(try navigator.tap(.identifier("More")).presentation == .push)
        try navigator.start(atInitialOf: "Main")
        let detail = try navigator.go(to: "DetailViewController")
        #expect(detail.className == "DetailViewController" && detail.presentation == .push)
        // From the navigation controller itself, as before.
        try navigator.start(navigationController(), in: try #require(catalog.storyboard(named: "Main")))
        #expect(try navigator.tap(.identifier("Open")).presentation == .push)
    }

    @Test("show from a scene embedded in a navigation controller's root pushes")
    func showFromAnEmbedPushes() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        try navigator.start(atInitialOf: "Main")
        let about = try navigator.tap(.identifier("About"))
        #expect(about.className == "AboutViewController" && about.presentation == .push)
    }

    @Test("show outside any navigation controller presents modally: a plain tab, a screen presented modally")
    func showOutsideANavigationControllerPresents() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        try navigator.start(atInitialOf: "Main")
        #expect(try navigator.tap(.identifier("Info")).presentation == .modal)
        try navigator.start(atInitialOf: "Main")
        #expect(try navigator.tap(.identifier("Compose")).presentation == .modal)
        // The presented screen is in no navigation controller: the one below does not push it.
        #expect(try navigator.tap(.identifier("Help")).presentation == .modal)
    }

    @Test("showDetail presents modally where no split view controller contains the source, a navigation controller too")
    func showDetailWithoutASplitViewPresents() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        try navigator.start(atInitialOf: "Main")
        #expect(try navigator.tap(.identifier("Inspect")).presentation == .modal)
    }

    @Test(
        "In a split view: show pushes onto the primary's navigation controller; showDetail and a show the split view takes adapt"
    )
    func splitView() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        try navigator.start(atInitialOf: "Split")
        #expect(try navigator.tap(.identifier("Push Page")).presentation == .push)
        try navigator.start(atInitialOf: "Split")
        #expect(try navigator.tap(.identifier("Detail Page")).presentation == .unmodeled("showDetail"))
        // The secondary is in no navigation controller: the split view's show, adaptive, takes it.
        try navigator.start(atInitialOf: "Split")
        #expect(try navigator.tap(.identifier("Replace")).presentation == .unmodeled("show"))
    }

    private func navigationController() throws -> StoryboardScene {
        try #require(catalog.storyboard(named: "Main")?.scenes.first { $0.id == "nav" })
    }
}

@Suite("A navigator that has not started")
@MainActor
struct UnstartedNavigatorTests {
    @Test("tap, go(to:) and follow before start throw a finding that says to start, not trap")
    func entryPointsThrowBeforeStart() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "list", customClass: "ListViewController", segues: [("detail", "show", "Open")]),
                GraphScene(id: "detail", customClass: "DetailViewController"),
            ], initial: "list")
        let catalog = try graphCatalog([("Main", main)])
        let storyboard = try #require(catalog.storyboard(named: "Main"))
        let segue = try #require(storyboard.segues.first)
        let navigator = StoryboardNavigator(catalog: catalog)
        let tapped = #expect(throws: Finding.self) { try navigator.tap(.identifier("Open")) }
        let went = #expect(throws: Finding.self) { try navigator.go(to: "DetailViewController") }
        let followed = #expect(throws: Finding.self) { try navigator.follow(segue, in: storyboard) }
        for finding in [tapped, went, followed] {
            #expect(finding?.code == .navigationMissing)
            #expect(
                finding?.message.contains("call start(atInitialOf:) or start(at:in:) first") == true,
                "\(String(describing: finding))")
        }
        #expect(navigator.stack.isEmpty)
        // Started, the same calls work.
        try navigator.start(atInitialOf: "Main")
        #expect(try navigator.tap(.identifier("Open")).className == "DetailViewController")
    }
}
