import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@MainActor final class NavInbox {
    var unwound: [String] = []
}

@MainActor final class NavThread {
    var prepared = false
    var made = false
}

@Suite("Navigating storyboards in a test")
@MainActor
struct StoryboardNavigatorTests {
    let catalog: StoryboardCatalog

    init() throws {
        catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("SegueActions.storyboard")])
    }

    @Test(
        "A creation route makes the destination, then the prepare route prepares it; show inside a navigation controller pushes"
    )
    func createThenPrepare() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        navigator.route(
            RouteRegistry<NavInbox> {
                Route.create("Show Thread") { (_: SegueCreation<NavInbox>) in
                    let thread = NavThread()
                    thread.made = true
                    return thread
                }
                Route("Show Thread") { (_: NavInbox, thread: NavThread, _: Any?) in thread.prepared = true }
                Route.unwind("unwindToInbox:") { (inbox: NavInbox, _: NavThread) in inbox.unwound.append("thread") }
            }, forClass: "InboxViewController")
        navigator.bind(toClass: "InboxViewController") { NavInbox() }
        let start = try navigator.start(atInitialOf: "SegueActions")
        #expect(start.shownClasses == "MailNavigationController > InboxViewController")
        let thread = try navigator.tap(.element(id: "inb-cell-1"))
        #expect(thread.presentation == .push)
        let made = try #require(thread.controller as? NavThread)
        #expect(made.made && made.prepared)
        // Done unwinds to the inbox, whose registry receives unwindToInbox:.
        let back = try navigator.tap(.title("Done"))
        #expect(back.className == "MailNavigationController")
        #expect((back.controller(ofClass: "InboxViewController") as? NavInbox)?.unwound == ["thread"])
        #expect(navigator.stack.count == 1)
    }

    @Test("An unwind no screen below receives says so and names the stack")
    func unwindWithoutReceiver() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        try navigator.start(atInitialOf: "SegueActions")
        try navigator.tap(.identifier("Show Thread"))
        #expect(throws: Finding.self) { try navigator.tap(.title("Done")) }
        do {
            try navigator.tap(.title("Done"))
        } catch {
            #expect(error.code == .navigationMissing)
            #expect(error.message.contains("receives the unwind action unwindToInbox:"))
            #expect(
                error.message.contains(
                    "the stack is MailNavigationController > InboxViewController | ThreadViewController"))
        }
    }

    @Test("A route that finds no destination of its type asks for a mock; a modal presentation is modal")
    func unboundDestination() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        navigator.route(
            RouteRegistry<NavInbox> { Route("Settings") { (_: NavInbox, _: NavThread, _: Any?) in } },
            forClass: "InboxViewController")
        navigator.bind(toClass: "InboxViewController") { NavInbox() }
        try navigator.start(atInitialOf: "SegueActions")
        do {
            try navigator.tap(.title("Settings"))
            Issue.record("an unbound destination was prepared")
        } catch {
            #expect(error.code == .navigationRouteFailed)
            #expect(error.message.contains("bind a mock to the destination's class"))
        }
        let compose = try navigator.tap(.identifier("Compose"))
        #expect(compose.presentation == .modal)
    }

    @Test("A source controller of another type than the registry's is an error that says which to bind")
    func wrongSourceType() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        navigator.route(
            RouteRegistry<NavThread> { Route("Compose") { (_: NavThread, _: AnyObject, _: Any?) in } },
            forClass: "InboxViewController")
        try navigator.start(atInitialOf: "SegueActions")
        #expect(throws: Finding.self) { try navigator.tap(.identifier("Compose")) }
    }

    @Test(
        "Kinds the navigator does not model are followed and marked; a reference to a storyboard not read is an error")
    func unmodeledAndMissing() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects><viewController id="src" customClass="Home" storyboardIdentifier="Home" sceneMemberID="viewController">
              <connections>
                <segue destination="dst" kind="showDetail" identifier="Detail" id="s1"/>
                <segue destination="dst" kind="popoverPresentation" identifier="Popover" id="s2"/>
                <segue destination="dst" kind="custom" customClass="FadeSegue" identifier="Fade" id="s3"/>
                <segue destination="ref" kind="show" identifier="Elsewhere" id="s4"/>
              </connections></viewController>
              <viewController id="dst" customClass="Detail" sceneMemberID="viewController"/>
              <viewControllerPlaceholder storyboardName="Missing" id="ref" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        let navigator = StoryboardNavigator(
            catalog: StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "Home.storyboard")]))
        try navigator.start(at: "Home", in: "Home")
        // No split view controller holds the source: UIKit presents a showDetail modally.
        #expect(try navigator.tap(.identifier("Detail")).presentation == .modal)
        try navigator.start(at: "Home", in: "Home")
        #expect(try navigator.tap(.identifier("Popover")).presentation == .unmodeled("popoverPresentation"))
        try navigator.start(at: "Home", in: "Home")
        #expect(try navigator.tap(.identifier("Fade")).presentation == .unmodeled("custom (FadeSegue)"))
        try navigator.start(at: "Home", in: "Home")
        do {
            try navigator.tap(.identifier("Elsewhere"))
            Issue.record("a reference to a storyboard that was not read was followed")
        } catch {
            #expect(error.message.contains("Missing.storyboard, which was not read"))
        }
        #expect(throws: Finding.self) { try navigator.start(at: "Nope", in: "Home") }
    }

    /// Every segue a user can trigger in the corpus storyboards, followed from its source scene:
    /// each reaches its destination's scene or says why not.
    @Test("Every triggerable segue of the corpus storyboards is reached or refused with a reason")
    func corpusWalk() throws {
        var reached = 0
        var refused: [String: Int] = [:]
        for url in try Corpus.storyboards() {
            let storyboard = try Storyboard(contentsOf: url.path)
            let catalog = StoryboardCatalog(storyboards: [storyboard])
            let navigator = StoryboardNavigator(catalog: catalog)
            for segue in storyboard.segues where !segue.isRelationship && segue.kind != "embed" {
                try navigator.start(segue.source, in: storyboard)
                do {
                    let screen = try navigator.follow(segue, in: storyboard)
                    switch segue.destination {
                    case .scene(let scene): #expect(screen.scene.id == scene.id, "\(segue.location)")
                    case .storyboardReference(let reference):
                        #expect(screen.scene == catalog.resolve(reference), "\(segue.location)")
                    case .exit, .missing: Issue.record("\(segue.location): an exit or nothing was reached")
                    }
                    reached += 1
                } catch {
                    #expect(error.location == segue.location, "\(error)")
                    let reason =
                        error.message.contains("unwind action")
                        ? "unwind without receiver"
                        : error.message.contains("which was not read")
                            ? "reference to a storyboard not read" : error.message
                    refused[reason, default: 0] += 1
                }
            }
        }
        if Corpus.hasStoryboards {
            #expect(reached > 0)
            #expect(
                Set(refused.keys).isSubset(of: ["unwind without receiver", "reference to a storyboard not read"]),
                "\(refused)")
        }
        print("corpus walk: reached \(reached), refused \(refused)")
    }
}

@MainActor final class MacSidebar {
    var draftTitle = "Untitled"
}

@MainActor final class MacEditor {
    var title: String?
}

@Suite("Navigating a macOS storyboard in a test")
@MainActor
struct MacNavigatorTests {
    @Test("A button in the sidebar, inside the window's split view, opens a sheet prepared by the sidebar's route")
    func newNoteSheet() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("MacApp.storyboard")])
        let navigator = StoryboardNavigator(catalog: catalog)
        navigator.route(
            RouteRegistry<MacSidebar> {
                Route("New Note") { (sidebar: MacSidebar, editor: MacEditor, _: Any?) in
                    editor.title = sidebar.draftTitle
                }
            }, forClass: "SidebarViewController")
        navigator.bind(toClass: "SidebarViewController") { MacSidebar() }
        navigator.bind(toClass: "NoteEditorViewController") { MacEditor() }
        let window = try navigator.start(at: "MainWindow", in: "MacApp")
        #expect(window.shownClasses.hasPrefix("MainWindowController > MainSplitViewController > SidebarViewController"))
        let sheet = try navigator.tap(.title("New Note"))
        #expect(sheet.presentation == .modal)
        #expect((sheet.controller as? MacEditor)?.title == "Untitled")
        // Open, in the note list inside the tab view, opens a window of its own.
        try navigator.start(at: "MainWindow", in: "MacApp")
        let opened = try navigator.tap(.title("Open"))
        #expect(opened.presentation == .window)
        #expect(opened.shownClasses == "NoteWindowController > NotePageController")
    }
}

@Suite("Mocks for destinations that creation routes make")
@MainActor
struct CreationBindingTests {
    /// The app's Wireframe: one factory the creation route asks first.
    static let scenes = SceneFactory(source: ClosureSceneSource())
    static let thread = Scene<NavThread>("Thread", in: "SegueActions")

    /// The app's creation route: the scene bound in a test, or (in the app) a controller it makes.
    static let routes = RouteRegistry<NavInbox> {
        Route.create("Show Thread") { (_: SegueCreation<NavInbox>) in
            scenes.boundInstance(for: thread) ?? NavThread()
        }
    }

    @Test("A mock bound to the destination's scene is what the creation route returns, through the navigator")
    func boundMockIsCreated() throws {
        let mock = NavThread()
        Self.scenes.bind(mock, to: Self.thread)
        defer { Self.scenes.unbind(Self.thread) }
        let navigator = StoryboardNavigator(
            catalog: StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("SegueActions.storyboard")]))
        navigator.route(Self.routes, forClass: "InboxViewController")
        navigator.bind(toClass: "InboxViewController") { NavInbox() }
        try navigator.start(atInitialOf: "SegueActions")
        #expect(try navigator.tap(.identifier("Show Thread")).controller === mock)
        // Unbound, the route makes its own controller, as the app does.
        Self.scenes.unbind(Self.thread)
        try navigator.start(atInitialOf: "SegueActions")
        let made = try navigator.tap(.identifier("Show Thread")).controller
        #expect(made !== mock && made is NavThread)
    }
}

@MainActor final class NoteListController {}
@MainActor final class NoteEditorController {
    var madeBy: String?
}

@Suite("Segue actions called without identifier, through the navigator")
@MainActor
struct CreationByDestinationNavigationTests {
    /// A list whose button opens the editor by a segue without identifier, and whose other button
    /// presents a plain navigation controller whose root the list's segue action makes.
    let catalog: StoryboardCatalog

    init() throws {
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="nav" customClass="NoteListController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"><subviews>
                            <button id="b1"><state key="normal" title="Edit"/>
                                <connections><segue destination="editor" kind="show" destinationCreationSelector="makeEditorWithCoder:" id="s1"/></connections>
                            </button>
                            <button id="b2"><state key="normal" title="New"/>
                                <connections><segue destination="plain" kind="presentation" id="s2"/></connections>
                            </button>
                        </subviews></view>
                    </viewController>
                    <navigationController id="plain" sceneMemberID="viewController">
                        <connections><segue destination="editor" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeRootWithCoder:" id="r1"/></connections>
                    </navigationController>
                    <viewController id="editor" customClass="NoteEditorController" sceneMemberID="viewController"/>
                </objects></scene>
            """)
        catalog = StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "Notes.storyboard")])
    }

    @Test(
        "A segue without identifier and a presented container's root are made by the presenter's creation route by type, before any binding"
    )
    func createdByDestination() throws {
        let navigator = StoryboardNavigator(catalog: catalog)
        navigator.route(
            RouteRegistry<NoteListController> {
                Route.createByDestination { (creation: SegueCreation<NoteListController>) in
                    let editor = NoteEditorController()
                    editor.madeBy = "route, sender \(creation.sender as? String ?? "none")"
                    return editor
                }
            }, forClass: "NoteListController")
        navigator.bind(toClass: "NoteListController") { NoteListController() }
        navigator.bind(toClass: "NoteEditorController") {
            let editor = NoteEditorController()
            editor.madeBy = "binding"
            return editor
        }
        try navigator.start(atInitialOf: "Notes")
        let edited = try navigator.tap(.title("Edit"), sender: "edit button")
        #expect((edited.controller as? NoteEditorController)?.madeBy == "route, sender edit button")
        try navigator.start(atInitialOf: "Notes")
        let presented = try navigator.tap(.title("New"))
        #expect(presented.shownClasses == "UINavigationController > NoteEditorController")
        let root = presented.controller(ofClass: "NoteEditorController") as? NoteEditorController
        #expect(root?.madeBy == "route, sender none")
        // Without the creation route, the binding makes them, as the storyboard would.
        let unrouted = StoryboardNavigator(catalog: catalog)
        unrouted.bind(toClass: "NoteEditorController") {
            let editor = NoteEditorController()
            editor.madeBy = "binding"
            return editor
        }
        try unrouted.start(atInitialOf: "Notes")
        #expect((try unrouted.tap(.title("Edit")).controller as? NoteEditorController)?.madeBy == "binding")
    }
}

@MainActor final class GoList {
    var opened = 0
}

@Suite("Going to a screen through the navigation graph")
@MainActor
struct StoryboardNavigatorGoTests {
    @Test("go(to:) follows the fewest segues, through containers and references, running their routes")
    func goThroughReference() throws {
        let main = graphStoryboard(
            [
                GraphScene(id: "nav", element: "navigationController", segues: [("list", "relationship", nil)]),
                GraphScene(id: "list", customClass: "ListViewController", segues: [("detail", "show", "Open")]),
                GraphScene(
                    id: "detail", customClass: "DetailViewController",
                    segues: [("to-privacy", "presentation", "Privacy"), ("list", "show", "Back")]),
                GraphScene(id: "orphan", customClass: "OrphanViewController", storyboardIdentifier: "Orphan"),
            ], references: [("to-privacy", "Settings", "Privacy")], initial: "nav")
        let settings = graphStoryboard(
            [
                GraphScene(id: "settings", customClass: "SettingsViewController"),
                GraphScene(id: "privacy", customClass: "PrivacyViewController", storyboardIdentifier: "Privacy"),
            ], initial: "settings")
        let navigator = StoryboardNavigator(catalog: try graphCatalog([("Main", main), ("Settings", settings)]))
        let list = GoList()
        navigator.bind(toClass: "ListViewController") { list }
        navigator.route(
            RouteRegistry<GoList> { Route("Open") { (list: GoList, _: AnyObject, _: Any?) in list.opened += 1 } },
            forClass: "ListViewController")
        try navigator.start(atInitialOf: "Main")
        let screen = try navigator.go(to: "Settings/Privacy")
        #expect(screen.className == "PrivacyViewController" && screen.presentation == .modal)
        #expect(
            navigator.stack.map(\.className) == [
                "UINavigationController", "DetailViewController", "PrivacyViewController",
            ])
        #expect(list.opened == 1)
        // Already there: nothing is followed.
        #expect(try navigator.go(to: "PrivacyViewController").className == "PrivacyViewController")
        #expect(navigator.stack.count == 3)
        // A scene no segue leads to, and a name of nothing, say so.
        try navigator.start(atInitialOf: "Main")
        let unreachable = #expect(throws: Finding.self) { try navigator.go(to: "Orphan") }
        #expect(
            unreachable?.message.contains("No segue leads from UINavigationController > ListViewController") == true)
        let unknown = #expect(throws: Finding.self) { try navigator.go(to: "Nowhere") }
        #expect(unknown?.code == .navigationMissing && unknown?.message.contains("'Nowhere'") == true)
    }
}
