import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// Storyboard files written for these tests, in `Fixtures/`.
enum FixtureFiles {
    static func path(_ name: String) -> String { Repository.fixture(name) }

    static func storyboard(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: path(name))
    }
}

@Suite("Generating route code")
struct RouteCodeGeneratorTests {
    @Test("Hostile identifiers give valid literals and names; collisions and identifiers without symbol are reported")
    func hostile() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let generator = RouteCodeGenerator(catalog: catalog, options: .init(version: "test"))
        let code = generator.source
        #expect(code.contains(#"static let sayHi = "say \"hi\"""#))
        #expect(code.contains(#"static let backSlashX = "back\\slash \\(x)""#))
        #expect(code.contains(#"static let lineBreakTab = "line\nbreak\ttab""#))
        #expect(code.contains(#"static let _2ndStep = "2nd step""#))
        #expect(code.contains("static let `default` = \"default\""))
        #expect(code.contains("static let selfSegue = \"self\""))
        #expect(code.contains("destination: RootViewController"))
        #expect(code.contains("func prepareForInitSegue(_ destination: RootViewController, sender: Any?)"))
        #expect(!code.contains("ShowDetail"))
        #expect(code.contains("static let urlLoader = \"URLLoader\""))
        #expect(!code.contains("LoginSegue"))
        let omitted = generator.findings.filter { $0.code == .generateOmitted }.map(\.message)
        #expect(omitted.contains { $0.contains("'日本語' from HostileViewController has no symbol") })
        #expect(
            omitted.contains {
                $0.contains("'Show Detail', 'show-detail' from HostileViewController share the symbol ShowDetail")
            })
        #expect(omitted.contains { $0.contains("'LoginSegue', 'loginSegue'") })
        #expect(generator.findings.allSatisfy { $0.severity == .warning })
    }

    @Test("The code imports the adapter and UIKit, and adopts what the controller needs")
    func importsAndAdoption() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(code.contains("import SegueRouting\nimport SegueRoutingUIKit\nimport UIKit\n"))
        #expect(
            code.contains(
                "extension HostileViewController: HostileViewControllerSegueHandlers, SegueRouted {"))
    }

    @Test("Handlers have no default implementations, so a missing or misspelled one fails the build")
    func noDefaults() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(!code.contains("Segue(_ destination: DetailViewController, sender: Any?) {"))
        #expect(code.contains("protocol HostileViewControllerSegueHandlers: AnyObject {"))
    }

    @Test("Identifier constants are not named SegueIdentifier, which apps often declare themselves")
    func constantsNamespace() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(!code.contains("SegueIdentifier"))
        #expect(code.contains("enum \(RouteCodeGenerator.identifiersEnumName) {"))
    }

    @Test("Public access level makes every declaration a public class needs public")
    func publicAccess() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog, options: .init(accessLevel: .public)).source
        #expect(code.contains("public protocol HostileViewControllerSegueHandlers"))
        #expect(code.contains("    public enum StoryboardSegues {"))
        #expect(code.contains("        public static let sayHi ="))
        #expect(code.contains("    public static let segueRoutes = RouteRegistry<HostileViewController>"))
    }

    @Test("The model lists each class's handlers as the source declares them")
    func model() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let generator = RouteCodeGenerator(catalog: catalog)
        let hostile = try #require(generator.classes.first)
        #expect(generator.classes.map(\.name) == ["HostileViewController"])
        for handler in hostile.handlers {
            #expect(
                generator.source.contains(
                    "func \(handler.symbol.handlerBaseName)(_ destination: \(handler.destinationType), sender: Any?)"))
        }
        #expect(hostile.handlers.contains { $0.identifier == "Elsewhere" && $0.destinationType == "UIViewController" })
    }
}

/// Storyboard shapes of real apps whose generated code once failed to compile in an app target
/// (`.ci/generated-code` compiles and runs the code for `AppShapes.storyboard`).
@Suite("Generated code that compiles in an app")
struct GeneratedCodeCompilesTests {
    let generator: RouteCodeGenerator

    init() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("AppShapes.storyboard")])
        generator = RouteCodeGenerator(catalog: catalog)
    }

    @Test("A scene whose custom class is UIKit's own gets no routes, which would extend UIKit's class")
    func frameworkClassAsSource() throws {
        let code = generator.source
        #expect(!code.contains("extension UINavigationController"))
        #expect(!code.contains("UINavigationControllerSegueHandlers"))
        #expect(!generator.classes.contains { $0.name == "UINavigationController" })
        let warning = try #require(
            generator.findings.first { $0.code == .generateOmitted && $0.message.contains("UINavigationController") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("UIKit's own class"))
        // Its subclass keeps its routes, with no conformance inherited from UIKit's class to clash with.
        #expect(code.contains("extension ThemedNavigationController: ThemedNavigationControllerSegueHandlers,"))
    }

    @Test("Destinations of classes from frameworks the file does not import are typed UIViewController")
    func otherFrameworkDestinations() {
        let code = generator.source
        #expect(code.contains("func prepareForPlaySegue(_ destination: UIViewController, sender: Any?)"))
        #expect(code.contains("func prepareForGLSegue(_ destination: UIViewController, sender: Any?)"))
        #expect(code.contains("func prepareForSwiftUISegue(_ destination: UIViewController, sender: Any?)"))
        for name in ["AVPlayerViewController", "GLKViewController", "UIHostingController"] {
            #expect(!code.contains(name))
        }
        // A custom class of such a scene is the app's own, and named.
        #expect(code.contains("func prepareForWatchSegue(_ destination: PlayerViewController, sender: Any?)"))
    }

    @Test("Storyboard classes named like SegueRouting's types make the code qualify those types")
    func shadowedLibraryNames() throws {
        let code = generator.source
        #expect(code.contains("static let segueRoutes = SegueRouting.RouteRegistry<Route> {"))
        #expect(
            code.contains(
                "        SegueRouting.Route(StoryboardSegues.back) { (source: RouteRegistry, destination: Route,"))
        #expect(code.contains("extension Route: RouteSegueHandlers, SegueRoutingUIKit.SegueRouted {"))
        #expect(!code.contains("= RouteRegistry<"))
        #expect(!code.contains(" Route(StoryboardSegues"))
        // Without such a class, the names stay short.
        let hostile = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        ).source
        #expect(hostile.contains("static let segueRoutes = RouteRegistry<HostileViewController> {"))
        #expect(hostile.contains("extension HostileViewController: HostileViewControllerSegueHandlers, SegueRouted {"))
        #expect(!hostile.contains("SegueRouting.Route"))
    }

    @Test("Keyword identifiers, custom containers and one identifier to different classes give valid declarations")
    func keywordsAndContainers() {
        let code = generator.source
        for keyword in ["any", "await", "in", "inout", "nil", "protocol", "rethrows", "some", "where"] {
            #expect(code.contains("static let `\(keyword)` = "))
            #expect(code.contains("(StoryboardSegues.`\(keyword)`)"))
        }
        #expect(code.contains("static let deinitSegue = \"deinit\""))
        #expect(code.contains("static let subscriptSegue = \"subscript\""))
        #expect(code.contains("static let selfSegue = \"Self\""))
        // "show" leads to DetailViewController from one scene of Route and OtherViewController from another.
        #expect(code.contains("func prepareForShowSegue(_ destination: UIViewController, sender: Any?)"))
        // A custom navigation controller as destination: the scene it holds; as source: its own routes.
        #expect(code.contains("func prepareForInSegue(_ destination: RouteRegistry, sender: Any?)"))
        #expect(code.contains("func prepareForPresentLoginSegue(_ destination: LoginViewController, sender: Any?)"))
        #expect(
            generator.classes.map(\.name) == [
                "MainTabBarController", "Route", "RouteRegistry", "SettingsViewController",
                "ThemedNavigationController",
            ])
    }
}

@Suite("Generating route code for AppKit")
struct AppKitRouteCodeGeneratorTests {
    let generator: RouteCodeGenerator

    init() throws {
        generator = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("MacApp.storyboard")]))
    }

    /// `class.identifier → destination type` of the generated handlers.
    var destinations: [String: String] {
        var result: [String: String] = [:]
        for routed in generator.classes {
            for handler in routed.handlers { result[routed.name + "." + handler.identifier] = handler.destinationType }
        }
        return result
    }

    @Test("A segue to a window controller is typed with the first scene inside it that holds no other scene")
    func windowContent() {
        let destinations = destinations
        // Window > split view controller > sidebar and tabs: the sidebar, breadth-first.
        #expect(destinations["NoteWindowController.Show Library"] == "SidebarViewController")
        // Window > tab view controller without custom class > general and sync tabs: the first tab.
        #expect(destinations["InspectorViewController.Open Settings"] == "GeneralSettingsViewController")
        // Window > view controller.
        #expect(destinations["MainWindowController.Export Notes"] == "ExportViewController")
        // Window > page controller, which makes its pages in code: the page controller.
        #expect(destinations["NoteListViewController.Open Note"] == "NotePageController")
        // A view controller without custom class: AppKit's class.
        #expect(destinations["AttachmentsViewController.Preview Attachment"] == "NSViewController")
        #expect(
            generator.source.contains(
                "func prepareForShowLibrarySegue(_ destination: SidebarViewController, sender: Any?)"))
        #expect(
            generator.source.contains(
                "Route(StoryboardSegues.openSettings) { (source: InspectorViewController, "
                    + "destination: GeneralSettingsViewController, sender: Any?) in"))
    }

    @Test("Window controllers are sources like view controllers; the code imports AppKit and its adapter")
    func windowControllerSources() {
        #expect(generator.platform == .appKit)
        #expect(generator.findings.isEmpty)
        #expect(generator.source.contains("import SegueRouting\nimport SegueRoutingAppKit\nimport AppKit\n"))
        #expect(!generator.source.contains("UIKit") && !generator.source.contains("UIViewController"))
        #expect(
            generator.classes.map(\.name) == [
                "AttachmentsViewController", "InspectorViewController", "MainWindowController",
                "NoteListViewController", "NoteWindowController", "SidebarViewController",
            ])
        #expect(
            generator.classes.first { $0.name == "MainWindowController" }?.handlers.map(\.identifier) == [
                "Export Notes", "Share Note", "Show Inspector",
            ])
        #expect(
            generator.source.contains(
                "extension MainWindowController: MainWindowControllerSegueHandlers, SegueRouted {"))
        // The application scene's menu item segue has no identifier and the application no class: no route.
        #expect(generator.classes.reduce(0) { $0 + $1.handlers.count } == 10)
    }

    @Test("Scene declarations name AppKit's classes, window controllers included")
    func scenes() {
        let declared = Dictionary(uniqueKeysWithValues: generator.scenes.map { ($0.identifier ?? "(initial)", $0) })
        #expect(declared["(initial)"]?.controllerType == "MainWindowController")
        #expect(declared["Settings"]?.controllerType == "NSWindowController")
        #expect(declared["NoteWindow"]?.controllerType == "NoteWindowController")
        #expect(declared["NoteEditor"]?.path == "StoryboardScenes.MacApp.noteEditor")
        #expect(generator.scenes.count == 6)
        #expect(
            generator.source.contains(#"static let settings = Scene<NSWindowController>("Settings", in: "MacApp")"#))
    }

    @Test("A segue from the application scene's menu gets no route: NSApplication prepares no segues")
    func applicationScene() throws {
        let directory = try FixtureDirectory()
        defer { directory.cleanUp() }
        let path = try directory.write(
            "Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="wc">
                <scenes>
                    <scene sceneID="app-scene">
                        <objects>
                            <application id="app" customClass="NotesApplication" sceneMemberID="viewController">
                                <menu key="mainMenu" title="Main Menu" systemMenu="main" id="menu">
                                    <items>
                                        <menuItem title="Settings…" keyEquivalent="," id="item">
                                            <connections>
                                                <segue destination="wc" kind="show" identifier="Open Settings" id="s1"/>
                                            </connections>
                                        </menuItem>
                                    </items>
                                </menu>
                            </application>
                        </objects>
                    </scene>
                    <scene sceneID="wc-scene">
                        <objects>
                            <windowController id="wc" customClass="SettingsWindowController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [try Storyboard(contentsOf: path)]))
        #expect(generator.classes.isEmpty)
        #expect(!generator.source.contains("extension NotesApplication"))
        #expect(generator.findings.map(\.code) == [.generateOmitted])
        #expect(generator.findings.first?.message.contains("application scene (NotesApplication)") == true)
    }

    @Test("UIKit keeps typing a segue to a container with the scene the container holds first")
    func uiKitOneLevel() throws {
        let uiKit = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("AppShapes.storyboard")]))
        // A tab bar controller whose first tab is a navigation controller: the navigation controller,
        // as before, so that regenerating does not change the handlers apps implement.
        #expect(
            uiKit.source.contains("func prepareForTabsSegue(_ destination: ThemedNavigationController, sender: Any?)"))
    }

    @Test("UIKit and AppKit storyboards together are refused: one file cannot import both frameworks")
    func mixedPlatforms() throws {
        let mixed = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [
                try FixtureFiles.storyboard("AppShapes.storyboard"), try FixtureFiles.storyboard("MacApp.storyboard"),
            ]))
        #expect(mixed.source.isEmpty && mixed.classes.isEmpty)
        #expect(mixed.findings.map(\.code) == [.generateMixedPlatforms])
        #expect(
            mixed.findings.first?.message.contains("UIKit: AppShapes.storyboard; AppKit: MacApp.storyboard") == true)
    }
}

@Suite("Generated registries that type-check in linear time")
struct LargeRegistryGenerationTests {
    @Test("A class with more routes than the builder limit gets its registry from a function body")
    func functionBody() throws {
        let storyboard = try FixtureFiles.storyboard("ManyRoutes.storyboard")
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let code = generator.source
        let routed = try #require(generator.classes.first)
        let count =
            routed.handlers.count + routed.destinationHandlers.count + routed.creators.count
            + routed.destinationCreators.count
        #expect(count == 42 && count > RouteCodeGenerator.builderRouteLimit)
        #expect(
            code.contains(
                "    static let segueRoutes = RouteRegistry<CatalogViewController>(routes: makeSegueRoutes())\n"))
        #expect(code.contains("    private static func makeSegueRoutes() -> [Route<CatalogViewController>] {\n"))
        #expect(code.components(separatedBy: "\n        routes.append(").count - 1 == count)
        #expect(
            code.contains(
                "        routes.reserveCapacity(42)\n        routes.append(Route(StoryboardSegues.showItem0) {"))
        #expect(!code.contains("RouteRegistry<CatalogViewController> {"))
        // Each statement is a whole route: the closures close inside their append.
        #expect(code.contains("            source.prepareForShowItem0Segue(destination, sender: sender)\n        })\n"))
        // At the limit, the builder.
        let small = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("AppShapes.storyboard")]))
        #expect(!small.source.contains("makeSegueRoutes"))
        #expect(small.source.contains("static let segueRoutes = SegueRouting.RouteRegistry<MainTabBarController> {\n"))
    }
}
