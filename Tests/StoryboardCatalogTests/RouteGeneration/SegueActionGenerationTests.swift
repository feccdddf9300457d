import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// The segue actions and unwind protocols of the generated code, checked by reading the generated
/// Swift with the source reader: the selectors come from Swift's rule applied to the generated
/// declarations, independently of how the generator derived the declarations from the selectors.
@Suite("Generating segue actions and unwind receivers")
struct SegueActionGenerationTests {
    /// The selectors of the `@IBSegueAction` methods the generated code declares, by class, and of
    /// the unwind protocols' requirements as a class implements them with `@IBAction`.
    private static func generatedSelectors(_ code: String) -> (
        segueActions: [String: Set<String>], unwinds: Set<String>
    ) {
        let file = SwiftSourceFile(bytes: Array(code.utf8), path: "Routes.swift")
        var segueActions: [String: Set<String>] = [:]
        for action in file.actions where action.kind == .segueAction {
            segueActions[action.typeName ?? "?", default: []].insert(action.selector.rawValue)
        }
        // Each requirement line of an unwind protocol, implemented in a class with @IBAction.
        var implementations = "class Receiver {\n"
        var inReceiver = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("protocol ") && line.contains("Receiver: AnyObject") { inReceiver = true }
            if inReceiver && line.hasPrefix("    func ") {
                implementations += "    @IBAction " + line.dropFirst(4) + " {}\n"
            }
            if line == "}" { inReceiver = false }
        }
        implementations += "}\n"
        let receiver = SwiftSourceFile(bytes: Array(implementations.utf8), path: "Receiver.swift")
        return (segueActions, Set(receiver.actions.filter { $0.kind == .action }.map(\.selector.rawValue)))
    }

    /// What the storyboards ask for: the segue actions by source class (a relationship segue's by
    /// each class whose segues present the container in the same storyboard), and every exit's
    /// unwind action.
    private static func storyboardSelectors(_ storyboards: [Storyboard]) -> (
        segueActions: [String: Set<String>], unwinds: Set<String>
    ) {
        var segueActions: [String: Set<String>] = [:]
        var unwinds: Set<String> = []
        for storyboard in storyboards {
            for segue in storyboard.segues {
                if let selector = segue.destinationCreationSelector, segue.isRelationship {
                    for presenting in storyboard.segues where !presenting.isRelationship && presenting.kind != "unwind"
                    {
                        guard case .scene(let scene) = presenting.destination, scene.id == segue.source.id,
                            let presenter = presenting.source.customClass
                        else { continue }
                        segueActions[presenter, default: []].insert(selector)
                    }
                } else if let selector = segue.destinationCreationSelector, let sourceClass = segue.source.customClass {
                    segueActions[sourceClass, default: []].insert(selector)
                }
                if case .exit(let action?) = segue.destination { unwinds.insert(action) }
            }
        }
        return (segueActions, unwinds)
    }

    @Test("Each generated segue action and unwind requirement has exactly the storyboard's selector")
    func fixtureSelectors() throws {
        let storyboard = try FixtureFiles.storyboard("SegueActions.storyboard")
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let generated = Self.generatedSelectors(generator.source)
        #expect(
            generated.segueActions == [
                "InboxViewController": [
                    "makeThreadWithCoder:sender:segueIdentifier:", "makeComposerWithCoder:", "onCreateSettings:sender:",
                    // A segue without identifier, and the root of the navigation controller it presents.
                    "showForWithCoder:sender:segueIdentifier:", "makeComposeRootWithCoder:",
                ]
            ])
        #expect(generated.segueActions == Self.storyboardSelectors([storyboard]).segueActions)
        #expect(generated.unwinds == ["unwindToInbox:", "unwindToInboxWithSegue:", "closeForWithSegue:"])
        #expect(generated.unwinds == Self.storyboardSelectors([storyboard]).unwinds)
        let inbox = try #require(generator.classes.first { $0.name == "InboxViewController" })
        #expect(
            inbox.segueActions.map(\.name.description) == [
                "makeComposeRoot(coder:)", "makeComposer(coder:)", "makeThread(coder:sender:segueIdentifier:)",
                "onCreateSettings(_:sender:)", "showForWithCoder(_:sender:segueIdentifier:)",
            ])
        #expect(inbox.destinationCreators == ["ComposeViewController", "SettingsViewController"])
        #expect(inbox.creators.map(\.identifier) == ["Compose", "Settings", "Show Latest Thread", "Show Thread"])
        #expect(inbox.creators.first { $0.identifier == "Compose" }?.destinationType == "UINavigationController")
        #expect(
            generator.unwinds.map(\.protocolName) == [
                "CloseForWithSegueReceiver", "UnwindToInboxReceiver", "UnwindToInboxWithSegueReceiver",
            ])
        let code = generator.source
        #expect(code.contains("func createForShowThreadSegue(coder: NSCoder, sender: Any?) -> ThreadViewController?"))
        #expect(
            code.contains(
                "routeCreation(coder: coder, sender: nil, identifier: StoryboardSegues.compose)"))
        #expect(code.contains("func unwindToInbox(segue: UIStoryboardSegue)"))
        #expect(code.contains("static var unwindToInboxAction: String { \"unwindToInbox:\" }"))
        // Segue actions called without identifier reach the creation route of the type they return.
        #expect(
            code.contains(
                "    func createForSegue(to type: ComposeViewController.Type, coder: NSCoder, sender: Any?) "
                    + "-> ComposeViewController?\n"))
        #expect(
            code.contains(
                """
                        Route.createByDestination { (creation: SegueCreation<InboxViewController>) -> ComposeViewController? in
                            (creation.coder as? NSCoder).flatMap {
                                creation.source.createForSegue(to: ComposeViewController.self, coder: $0, sender: creation.sender)
                            }
                        }
                """))
        #expect(
            code.contains(
                """
                    @IBSegueAction func makeComposeRoot(coder: NSCoder) -> ComposeViewController? {
                        routeCreation(coder: coder, sender: nil, identifier: nil)
                    }
                """))
        // The segue without identifier is created, so it gets no prepare handler by destination.
        #expect(!code.contains("func prepareForSegue(to destination: SettingsViewController"))
    }

    @Test("Segue actions that cannot be routed are left out with a warning that says what to do")
    func omissions() throws {
        let storyboard = try FixtureFiles.storyboard("SegueActions.storyboard")
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let warnings = generator.findings.filter { $0.code == .generateOmitted }
        // The relationship segue's action belongs to the controller that presents the container, and
        // no segue presents the initial controller.
        #expect(
            warnings.contains {
                $0.location?.line == 24 && $0.message.contains("(it is the storyboard's initial controller)")
                    && $0.message.contains(
                        "declare @IBSegueAction func makeInbox(coder:) -> InboxViewController? in that controller")
            })
        #expect(!generator.classes.contains { $0.name == "MailNavigationController" })
        #expect(warnings.count == 1, "\(warnings)")
    }

    @Test("A segue action the sources declare by hand is left to them, with a note")
    func handWritten() throws {
        let storyboard = try FixtureFiles.storyboard("SegueActions.storyboard")
        let app = """
            final class InboxViewController: UITableViewController {
                @IBSegueAction func makeThread(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ThreadViewController? {
                    ThreadViewController(coder: coder)
                }
            }
            """
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(app.utf8), path: "Inbox.swift")])
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]), sources: sources)
        let inbox = try #require(generator.classes.first { $0.name == "InboxViewController" })
        #expect(
            inbox.segueActions.map(\.selector.rawValue) == [
                "makeComposeRootWithCoder:", "makeComposerWithCoder:", "onCreateSettings:sender:",
                "showForWithCoder:sender:segueIdentifier:",
            ])
        #expect(inbox.creators.map(\.identifier) == ["Compose", "Settings"])
        #expect(!generator.source.contains("func makeThread("))
        #expect(
            generator.findings.contains {
                $0.severity == .note
                    && $0.message.contains(
                        "InboxViewController declares the segue action makeThreadWithCoder:sender:segueIdentifier: "
                            + "itself (Inbox.swift:2:")
            })
    }

    @Test("An action that takes no identifier but serves two identifiers is left out")
    func sharedActionWithoutIdentifier() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects><viewController id="src" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="dst" kind="show" identifier="One" destinationCreationSelector="makeItemWithCoder:" id="s1"/>
                <segue destination="dst" kind="show" identifier="Two" destinationCreationSelector="makeItemWithCoder:" id="s2"/>
              </connections></viewController></objects></scene>
            <scene sceneID="b"><objects><viewController id="dst" customClass="ItemViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let storyboard = try Storyboard(data: Data(xml.utf8), path: "Shared.storyboard")
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        #expect(generator.classes.first?.segueActions.isEmpty == true)
        #expect(
            generator.findings.contains {
                $0.message.contains("serves the segues 'One', 'Two' but takes no segue identifier")
            })
    }

    /// A storyboard of scenes `ids` (id, element, class) and segues, wrapped as Xcode writes it.
    private static func storyboard(_ path: String, initial: String? = nil, _ scenes: String) throws -> Storyboard {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\
            \(initial.map { " initialViewController=\"\($0)\"" } ?? "")><scenes>
            \(scenes)
            </scenes></document>
            """
        return try Storyboard(data: Data(xml.utf8), path: path)
    }

    @Test(
        "A plain container's relationship segue action is generated on every class that presents it, across references")
    func relationshipPresenters() throws {
        let editor = try Self.storyboard(
            "Editor.storyboard", initial: "nav",
            """
            <scene sceneID="e1"><objects><navigationController id="nav" storyboardIdentifier="EditorNav" sceneMemberID="viewController">
              <connections><segue destination="root" kind="relationship" relationship="rootViewController" destinationCreationSelector="onCreateEditor:sender:segueIdentifier:" id="r1"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="e2"><objects><viewController id="root" customClass="EditorViewController" sceneMemberID="viewController"/></objects></scene>
            """)
        let list = try Self.storyboard(
            "List.storyboard",
            """
            <scene sceneID="l1"><objects><viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="ref" kind="presentation" identifier="Edit" id="s1"/></connections>
            </viewController>
            <viewControllerPlaceholder storyboardName="Editor" id="ref" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="l2"><objects><viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController">
              <connections><segue destination="ref2" kind="show" id="s2"/></connections>
            </viewController>
            <viewControllerPlaceholder storyboardName="Editor" referencedIdentifier="EditorNav" id="ref2" sceneMemberID="viewController"/></objects></scene>
            """)
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [editor, list]))
        let generated = Self.generatedSelectors(generator.source).segueActions
        #expect(
            generated == [
                "ListViewController": ["onCreateEditor:sender:segueIdentifier:"],
                "DetailViewController": ["onCreateEditor:sender:segueIdentifier:"],
            ])
        #expect(generator.classes.map(\.destinationCreators) == [["EditorViewController"], ["EditorViewController"]])
        #expect(generator.findings.filter { $0.severity != .note }.isEmpty, "\(generator.findings)")
        // Read alone, nothing presents the container: a warning that names the declaration to write.
        let alone = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [editor]))
        #expect(alone.classes.isEmpty)
        #expect(alone.findings.map(\.severity) == [.warning])
        #expect(
            alone.findings.first?.message.contains(
                "declare @IBSegueAction func onCreateEditor(_:sender:segueIdentifier:) -> EditorViewController? in "
                    + "that controller") == true)
    }

    @Test("A segue action serving segues it cannot tell apart is left out, naming what it serves")
    func ambiguousWithoutIdentifier() throws {
        let storyboard = try Self.storyboard(
            "Mixed.storyboard",
            """
            <scene sceneID="a"><objects><viewController id="src" customClass="ListViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="one" kind="show" identifier="One" destinationCreationSelector="makeItemWithCoder:" id="s1"/>
                <segue destination="one" kind="show" destinationCreationSelector="makeItemWithCoder:" id="s2"/>
                <segue destination="one" kind="show" destinationCreationSelector="makeAnyWithCoder:sender:segueIdentifier:" id="s3"/>
                <segue destination="two" kind="show" destinationCreationSelector="makeAnyWithCoder:sender:segueIdentifier:" id="s4"/>
                <segue destination="two" kind="show" identifier="Two" destinationCreationSelector="makeTwoWithCoder:sender:segueIdentifier:" id="s5"/>
                <segue destination="two" kind="show" destinationCreationSelector="makeTwoWithCoder:sender:segueIdentifier:" id="s6"/>
              </connections></viewController></objects></scene>
            <scene sceneID="b"><objects><viewController id="one" customClass="OneViewController" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="c"><objects><viewController id="two" customClass="TwoViewController" sceneMemberID="viewController"/></objects></scene>
            """)
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let list = try #require(generator.classes.first)
        // makeTwo serves 'Two' and the segue without identifier to the same type: routed by both.
        #expect(list.segueActions.map(\.selector.rawValue) == ["makeTwoWithCoder:sender:segueIdentifier:"])
        #expect(list.segueActions.first?.destinationCreationType == "TwoViewController")
        #expect(list.creators.map(\.identifier) == ["Two"])
        #expect(list.destinationCreators == ["TwoViewController"])
        let warnings = generator.findings.filter { $0.severity == .warning }
        #expect(warnings.count == 3, "\(warnings)")
        #expect(
            warnings.contains {
                $0.message.contains(
                    "makeItemWithCoder: of ListViewController serves the segues 'One', the segue without identifier to "
                        + "OneViewController but takes no segue identifier")
            })
        #expect(
            warnings.filter {
                $0.message.contains(
                    "makeAnyWithCoder:sender:segueIdentifier:, which ListViewController's segues of several destination types (OneViewController, TwoViewController)"
                )
            }
            .count == 2)
    }

    @Test("Corpus storyboards with segue actions or unwinds get each selector exactly")
    func corpus() throws {
        var checked = 0
        for url in try Corpus.storyboards() {
            let storyboard = try Storyboard(contentsOf: url.path)
            let wanted = Self.storyboardSelectors([storyboard])
            guard !wanted.segueActions.isEmpty || !wanted.unwinds.isEmpty else { continue }
            let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
            let generated = Self.generatedSelectors(generator.source)
            #expect(generated.segueActions == wanted.segueActions, "\(storyboard.path)")
            #expect(generated.unwinds == wanted.unwinds, "\(storyboard.path)")
            checked += 1
        }
        if Corpus.hasStoryboards { #expect(checked > 0) }
    }
}

@Suite("Checking segue actions and unwind wiring")
struct SegueActionCheckTests {
    private let catalog: StoryboardCatalog

    init() throws {
        catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("SegueActions.storyboard")])
    }

    @Test("A segue action on a scene without a class of the app's is an error; a relationship segue's is not")
    func actionWithoutClass() {
        let found = catalog.check().filter { $0.code == .segueActionWithoutClass }
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.location?.line == 101)
        #expect(
            found.first?.message.contains(
                "the scene is a plain UINavigationController, which cannot implement it") == true)
        #expect(found.first?.message.contains("@IBSegueAction func makeHelp(coder:)") == true)
    }

    @Test("Wiring: an element's exit and its unwind action")
    func unwindWiring() {
        #expect(
            catalog.verifyUnwind(triggeredBy: .title("Done"), in: "ThreadViewController", action: "unwindToInbox:")
                == [])
        #expect(
            catalog.verifyUnwind(
                triggeredBy: .title("Send"), in: "ComposeViewController", action: "unwindToInboxWithSegue:") == [])
        let wrong = catalog.verifyUnwind(
            triggeredBy: .title("Done"), in: "ThreadViewController", action: "unwindToThread:")
        #expect(wrong.map(\.code) == [.wiringMismatch])
        #expect(wrong.first?.message.contains("unwinds with the action unwindToInbox:, not unwindToThread:") == true)
        let notExit = catalog.verifyUnwind(triggeredBy: .title("Settings"), in: "InboxViewController", action: "x:")
        #expect(notExit.first?.message.contains("leads to SettingsViewController, not to an exit") == true)
        let missing = catalog.verifyUnwind(triggeredBy: .title("Nope"), in: "ThreadViewController", action: "x:")
        #expect(missing.map(\.code) == [.wiringMissing])
    }
}

@Suite("Generated code for adoption: segues without identifier, references, opting in class by class")
struct AdoptionGenerationTests {
    @Test(
        "A segue without identifier gets a handler by destination type; unwind and created segues need no prepare handler"
    )
    func handlersByDestination() throws {
        let storyboard = try FixtureFiles.storyboard("SegueActions.storyboard")
        let generator = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let inbox = try #require(generator.classes.first { $0.name == "InboxViewController" })
        // Every segue of the inbox, with identifier or without, is created by a segue action: no
        // prepare handler.
        #expect(inbox.handlers.isEmpty && inbox.destinationHandlers.isEmpty)
        // The compose screen's only identified segue is an unwind: no class is routed for it.
        #expect(!generator.classes.contains { $0.name == "ComposeViewController" })
        #expect(!generator.source.contains("prepareForSendSegue"))
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects><viewController id="src" customClass="InboxViewController" sceneMemberID="viewController">
              <connections><segue destination="dst" kind="show" id="s1"/></connections></viewController></objects></scene>
            <scene sceneID="b"><objects><viewController id="dst" customClass="SettingsViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let plain = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "Plain.storyboard")]))
        #expect(plain.classes.first?.destinationHandlers == ["SettingsViewController"])
        let code = plain.source
        #expect(code.contains("    func prepareForSegue(to destination: SettingsViewController, sender: Any?)\n"))
        #expect(
            code.contains(
                "Route.byDestination { (source: InboxViewController, destination: SettingsViewController, sender: Any?) in"
            ))
    }

    @Test(
        "A destination behind a storyboard reference is typed from the referenced scene when its storyboard is in the run"
    )
    func referenceTyped() throws {
        let main = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects><viewController id="src" customClass="HomeViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="ref" kind="show" identifier="Settings" id="s1"/>
                <segue destination="ref2" kind="show" identifier="Elsewhere" id="s2"/>
              </connections></viewController>
              <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Root" id="ref" sceneMemberID="viewController"/>
              <viewControllerPlaceholder storyboardName="Missing" id="ref2" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let settings = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="b"><objects>
              <navigationController storyboardIdentifier="Root" id="nav" sceneMemberID="viewController">
                <connections><segue destination="set" kind="relationship" relationship="rootViewController" id="r"/></connections>
              </navigationController>
              <viewController id="set" customClass="SettingsViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(main.utf8), path: "Main.storyboard"),
            try Storyboard(data: Data(settings.utf8), path: "Settings.storyboard"),
        ])
        let home = try #require(RouteCodeGenerator(catalog: catalog).classes.first { $0.name == "HomeViewController" })
        #expect(home.handlers.first { $0.identifier == "Settings" }?.destinationType == "SettingsViewController")
        #expect(home.handlers.first { $0.identifier == "Elsewhere" }?.destinationType == "UIViewController")
    }

    @Test("Scenes are declared in extensions of StoryboardScenes, so that several generated files coexist")
    func scenesExtension() throws {
        let storyboard = try FixtureFiles.storyboard("SegueActions.storyboard")
        let code = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard])).source
        #expect(code.contains("\nextension StoryboardScenes {\n    /// The scenes of SegueActions.storyboard.\n"))
        #expect(!code.contains("enum StoryboardScenes"))
    }

    @Test("With adoptedOnly, only the classes that adopt their handler protocol in the sources get routes")
    func adoptedOnly() throws {
        let storyboard = try FixtureFiles.storyboard("AppShapes.storyboard")
        let app = """
            final class MainTabBarController: UITabBarController, MainTabBarControllerSegueHandlers {}
            final class Route: UIViewController {}
            extension ThemedNavigationController: ThemedNavigationControllerSegueHandlers, SegueRouted {}
            """
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(app.utf8), path: "App.swift")])
        let all = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [storyboard]))
        let generator = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [storyboard]), options: .init(adoptedOnly: true), sources: sources)
        #expect(all.classes.count > 2)
        #expect(generator.classes.map(\.name) == ["MainTabBarController", "ThemedNavigationController"])
        let code = generator.source
        // The adopted protocol is not declared again; SegueRouted only where the source lacks it
        // (qualified: the storyboard has a class named Route).
        #expect(code.contains("\nextension MainTabBarController: SegueRoutingUIKit.SegueRouted {\n"))
        #expect(code.contains("\nextension ThemedNavigationController {\n"))
        // Every class still gets its protocol, so that it can adopt it.
        for routed in all.classes {
            #expect(code.contains("protocol \(routed.name)SegueHandlers: AnyObject {"))
        }
        #expect(!code.contains("\nextension Route"))
    }
}
