import Foundation
import StoryboardCatalog
import Testing

/// The example app's navigation, as `symbolify graph` draws it and `symbolify check` walks it.
@MainActor
struct NavigationGraphTests {
    let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized.path

    @Test func everySceneIsReachedFromTheMainStoryboard() {
        let read = StoryboardCatalog.reading(storyboards: [app + "/Storyboards"], sources: [app + "/Sources"])
        let graph = NavigationGraph(catalog: read.catalog, sources: read.sources)
        let reached = graph.reachability(from: graph.entryPoints(mainStoryboards: ["Main"]))
        #expect(reached.unreachable.map { graph.nodes[$0].className } == [])
        #expect(graph.clusters.map(\.name) == ["Main", "Settings"])
    }

    @Test func theNavigatorGoesToAScreenByTheFewestTaps() throws {
        let navigator = StoryboardNavigator(catalog: StoryboardCatalog(paths: [app + "/Storyboards"]))
        try navigator.start(atInitialOf: "Main")
        let settings = try navigator.go(to: "Settings")
        #expect(settings.className == "SettingsViewController")
        #expect(navigator.stack.map(\.className) == ["UINavigationController", "SettingsViewController"])
    }
}
