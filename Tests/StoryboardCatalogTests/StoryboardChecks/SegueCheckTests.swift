import Foundation
import SegueRouting
import SourceReading
import StoryboardCatalog
import Testing

@testable import StoryboardChecks

/// The findings of `code` of checking the storyboards `(name, text)` against `files`, with `Main` as
/// the main storyboard.
private func findings(
    _ code: Finding.Code, _ storyboards: [(String, String)], _ files: [(String, String)] = [],
    dependencies: [SourceDependency] = []
) throws -> [Finding] {
    let catalog = try graphCatalog(storyboards)
    let all = [("App/AppDelegate.swift", "final class AppDelegate: UIResponder {}")] + files
    let sources = SwiftSources(
        files: all.map { SwiftSourceFile(bytes: Array($0.1.utf8), path: $0.0) }, dependencies: dependencies)
    return catalog.check(sources: sources, readModules: nil, mainStoryboards: ["Main"]).filter { $0.code == code }
}

/// A storyboard whose initial scene `home` has one segue to `detail`, with these attributes.
private func segueStoryboard(_ attributes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <connections>
                            <segue destination="detail" \(attributes) id="seg"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController id="detail" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

@Suite("Segue classes and kinds (segue.unknown-class, segue.class-ignored, segue.push-outside-navigation)")
struct SegueCheckTests {
    // MARK: segue.unknown-class

    @Test("A segue class no source declares is an error that names the closest segue classes declared")
    func unknownClass() throws {
        let files = [
            (
                "App/Segues.swift",
                """
                final class FadeSegeu: UIStoryboardSegue {}
                final class SlideSegue: UIStoryboardSegue {}
                final class NotASegue: UIView {}
                """
            )
        ]
        let broken = try findings(
            .segueUnknownClass,
            [("Main", segueStoryboard(#"kind="custom" customClass="FadeSegue" customModuleProvider="target""#))],
            files)
        #expect(broken.count == 1)
        #expect(broken.first?.severity == .error)
        #expect(broken.first?.message.contains("Could not find a segue class named 'FadeSegue'") == true)
        #expect(broken.first?.message.contains("FadeSegeu, SlideSegue") == true)
        #expect(broken.first?.message.contains("NotASegue") == false)
        #expect(broken.first?.location?.line == 8)
        // Controls: a declared class, the SDK's segue class, a class of a module whose sources were
        // not read.
        for attributes in [
            #"kind="custom" customClass="FadeSegeu" customModuleProvider="target""#,
            #"kind="popover" customClass="UIStoryboardPopoverSegue""#,
            #"kind="custom" customClass="FadeSegue" customModule="Transitions""#,
        ] {
            #expect(try findings(.segueUnknownClass, [("Main", segueStoryboard(attributes))], files).isEmpty)
        }
    }

    @Test("A segue class without a module is not reported when a dependency whose sources are absent may declare it")
    func unknownClassOfDependency() throws {
        let pod = SourceDependency(name: "SWRevealViewController", manifest: "Podfile", isInTree: false)
        let attributes = #"kind="custom" customClass="SWRevealViewControllerSegueSetController""#
        #expect(try findings(.segueUnknownClass, [("Main", segueStoryboard(attributes))]).count == 1)
        #expect(
            try findings(.segueUnknownClass, [("Main", segueStoryboard(attributes))], dependencies: [pod]).isEmpty)
        // A class of the target's own module is no pod's.
        let own = #"kind="custom" customClass="FadeSegue" customModuleProvider="target""#
        #expect(try findings(.segueUnknownClass, [("Main", segueStoryboard(own))], dependencies: [pod]).count == 1)
    }

    // MARK: segue.class-ignored

    @Test("A class on a relationship segue is a warning; on a show segue UIKit makes it, and nothing is reported")
    func classIgnored() throws {
        let files = [("App/AutoPlaySegue.swift", "final class AutoPlaySegue: UIStoryboardSegue {}")]
        let broken = try findings(
            .segueClassIgnored,
            [
                (
                    "Main",
                    segueStoryboard(
                        #"kind="relationship" relationship="rootViewController" customClass="AutoPlaySegue""#)
                )
            ], files)
        #expect(broken.count == 1)
        #expect(broken.first?.severity == .warning)
        let control = try findings(
            .segueClassIgnored,
            [("Main", segueStoryboard(#"kind="show" customClass="AutoPlaySegue" customModuleProvider="target""#))],
            files)
        #expect(control.isEmpty)
    }

    // MARK: segue.push-outside-navigation

    @Test("A push segue from the window's root outside a navigation controller is an error; inside one, nothing")
    func pushFromRoot() throws {
        let broken = graphStoryboard(
            [GraphScene(id: "home", segues: [("detail", "push", "Open")]), GraphScene(id: "detail")], initial: "home")
        let found = try findings(.seguePushOutsideNavigation, [("Main", broken)])
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("Push segues can only be used") == true)
        let control = graphStoryboard(
            [
                GraphScene(id: "nav", element: "navigationController", segues: [("home", "relationship", nil)]),
                GraphScene(id: "home", segues: [("detail", "push", "Open")]), GraphScene(id: "detail"),
            ], initial: "nav")
        #expect(try findings(.seguePushOutsideNavigation, [("Main", control)]).isEmpty)
    }

    @Test("A show segue from a modally presented scene is a warning; from a pushed scene, nothing")
    func showFromPresented() throws {
        let storyboard = graphStoryboard(
            [
                GraphScene(id: "nav", element: "navigationController", segues: [("home", "relationship", nil)]),
                GraphScene(id: "home", segues: [("modal", "presentation", "Compose"), ("pushed", "show", "Open")]),
                // Presented on its own: its show cannot push.
                GraphScene(id: "modal", segues: [("more", "show", "More")]),
                // Pushed onto the navigation controller: its own show pushes too, and so on.
                GraphScene(id: "pushed", segues: [("deeper", "show", "Deeper")]),
                GraphScene(id: "deeper", segues: [("deepest", "push", "Deepest")]),
                GraphScene(id: "more"), GraphScene(id: "deepest"),
            ], initial: "nav")
        let found = try findings(.seguePushOutsideNavigation, [("Main", storyboard)])
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("presents") == true)
        #expect(found.first?.message.contains("presentation segue") == true)
    }

    @Test("A show segue from the root of a navigation controller that is a tab of a tab bar controller pushes")
    func showInTab() throws {
        let tabs = graphStoryboard(
            [
                GraphScene(
                    id: "tabs", element: "tabBarController",
                    segues: [("nav", "relationship", nil), ("plain", "relationship", nil)]),
                GraphScene(id: "nav", element: "navigationController", segues: [("root", "relationship", nil)]),
                GraphScene(id: "root", segues: [("detail", "show", "Open")]),
                // A tab that is no navigation controller: its show presents.
                GraphScene(id: "plain", segues: [("detail", "show", "Plain")]),
                GraphScene(id: "detail"),
            ], initial: "tabs")
        let found = try findings(.seguePushOutsideNavigation, [("Main", tabs)])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("relationship") == true)
    }

    @Test("Scenes code may make, reached through an unresolved reference, or that nothing reaches are not flagged")
    func unknownWaysIn() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "home", segues: [("byID", "presentation", "A"), ("ref", "presentation", "B")]),
                // Code may instantiate it by its storyboard ID and push it.
                GraphScene(id: "byID", storyboardIdentifier: "Editor", segues: [("detail", "push", "Edit")]),
                // Nothing leads to it.
                GraphScene(id: "orphan", segues: [("detail", "show", "Orphan")]),
                GraphScene(id: "detail"),
            ], references: [("ref", "Settings", "Missing")], initial: "home")
        // Settings' initial scene presents `other`, which the unresolved reference may name too.
        let settings = graphStoryboard(
            [
                GraphScene(id: "settings", segues: [("other", "presentation", "Other")]),
                GraphScene(id: "other", segues: [("account", "show", "Account")]), GraphScene(id: "account"),
            ], initial: "settings")
        #expect(try findings(.seguePushOutsideNavigation, [("Main", main), ("Settings", settings)]).isEmpty)
        // The same scene without its storyboard ID, presented from the root: flagged.
        let plain = main.replacingOccurrences(of: #" storyboardIdentifier="Editor""#, with: "")
        let found = try findings(.seguePushOutsideNavigation, [("Main", plain), ("Settings", settings)])
        #expect(found.map(\.severity) == [.error])
        // Without the reference, `other` is reached only by its presentation: flagged.
        let unreferenced = graphStoryboard(
            [
                GraphScene(id: "home", segues: [("byID", "presentation", "A")]),
                GraphScene(id: "byID", storyboardIdentifier: "Editor", segues: [("detail", "push", "Edit")]),
                GraphScene(id: "detail"),
            ], initial: "home")
        let other = try findings(.seguePushOutsideNavigation, [("Main", unreferenced), ("Settings", settings)])
        #expect(other.map(\.severity) == [.warning])
    }

    @Test("A split view controller's child shows in it: show is not flagged there, push is")
    func splitView() throws {
        let split = graphStoryboard(
            [
                GraphScene(id: "split", element: "splitViewController", segues: [("master", "relationship", nil)]),
                GraphScene(id: "master", segues: [("detail", "show", "Show"), ("detail", "push", "Push")]),
                GraphScene(id: "detail"),
            ], initial: "split")
        let found = try findings(.seguePushOutsideNavigation, [("Main", split)])
        #expect(found.map(\.severity) == [.error])
    }
}

@Suite("The modules whose sources are in the tree")
struct ModuleFolderTests {
    @Test(
        "A module counts when a folder of its name holds a source read, at the top or deeper; not a file or a longer name"
    )
    func moduleFolders() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="a" customClass="KitA" customModule="Kit" sceneMemberID="viewController"/>
                    <viewController id="b" customClass="DeepB" customModule="Deep" sceneMemberID="viewController"/>
                    <viewController id="c" customClass="FileC" customModule="Single" sceneMemberID="viewController"/>
                    <viewController id="d" customClass="LongD" customModule="Long" sceneMemberID="viewController"/>
                    <viewController id="e" customClass="OwnE" customModule="Own" customModuleProvider="target" sceneMemberID="viewController"/>
                    <viewController id="f" customClass="Declared" customModule="Decl" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let document = try Storyboard(data: Data(xml.utf8), path: "App/Main.storyboard")
        let paths = [
            "Kit/A.swift", "Vendor/Deep/Sources/B.swift", "Single.swift", "App/Longer/D.swift", "Own/E.swift",
            "Decl/F.swift", "App/Declared.swift",
        ]
        let files = paths.map { path in
            SwiftSourceFile(
                bytes: Array((path == "App/Declared.swift" ? "class Declared {}\n" : "let x = 1\n").utf8), path: path)
        }
        let sources = SwiftSources(files: files)
        let modules = StoryboardCatalog.moduleFolders(for: [document], in: sources, index: ClassIndex(sources.files))
        // Own is the target's module (customModuleProvider), Decl's class is declared: neither is asked.
        #expect(modules == ["Kit", "Deep"])
    }
}
