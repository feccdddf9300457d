import SegueRouting
import StoryboardCatalog
import Testing

/// `Fixtures/MacApp.storyboard`, a macOS storyboard in the shape Xcode writes: an application scene
/// with the main menu, a main window controller whose content is a split view controller (a sidebar
/// and a tab view controller of two tabs), toolbar items, buttons and a scene-level context menu
/// triggering show, sheet, popover and modal segues, window controllers as sources and destinations,
/// a page controller, and a settings window of tabs.
@Suite("Reading a macOS storyboard")
struct MacStoryboardTests {
    let storyboard: Storyboard

    init() throws {
        storyboard = try FixtureFiles.storyboard("MacApp.storyboard")
    }

    /// `identifier → (kind, source class, trigger, destination)` of the segues that are not
    /// relationships.
    var segues: [String: (kind: String, source: String, trigger: String, destination: String)] {
        var result: [String: (kind: String, source: String, trigger: String, destination: String)] = [:]
        for segue in storyboard.segues where !segue.isRelationship {
            result[segue.identifier ?? "(none)"] = (
                segue.kind, segue.source.className, "\(segue.trigger)", "\(segue.destination)"
            )
        }
        return result
    }

    @Test("The document type makes it an AppKit storyboard, with AppKit classes for its scenes")
    func platformAndScenes() {
        #expect(storyboard.platform == .appKit)
        #expect(storyboard.initialScene?.className == "MainWindowController")
        #expect(storyboard.initialScene?.frameworkClassName == "NSWindowController")
        let elements = storyboard.scenes.map(\.elementName)
        #expect(elements.count == 20)
        #expect(elements.filter { $0 == "windowController" }.count == 4)
        #expect(elements.filter { $0 == "tabViewController" }.count == 2)
        #expect(elements.filter { $0 == "splitViewController" }.count == 1)
        #expect(elements.filter { $0 == "pagecontroller" }.count == 1)
        #expect(elements.filter { $0 == "viewController" }.count == 11)
        #expect(elements.filter { $0 == "application" }.count == 1)
        let settings = storyboard.scenes.first { $0.storyboardIdentifier == "Settings" }
        #expect(settings?.customClass == nil && settings?.className == "NSWindowController")
        let pages = storyboard.scenes.first { $0.elementName == "pagecontroller" }
        #expect(pages?.frameworkClassName == "NSPageController" && pages?.isContainer == true)
        #expect(
            storyboard.scenes.compactMap(\.storyboardIdentifier) == [
                "MainWindow", "NoteEditor", "Inspector", "NoteWindow", "Settings",
            ])
        // The first responders and the app delegate are objects of the scenes, not scenes.
        #expect(!storyboard.scenes.contains { $0.className == "NSResponder" || $0.className == "AppDelegate" })
    }

    @Test("Every segue is read, with its kind, source, trigger and destination")
    func everySegue() {
        #expect(storyboard.segues.count == 21)
        #expect(storyboard.segues.filter(\.isRelationship).count == 10)
        let segues = segues
        #expect(segues.count == 11)
        func expect(
            _ identifier: String, _ kind: String, from source: String, _ trigger: String, to destination: String,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            let segue = segues[identifier]
            #expect(segue?.kind == kind, sourceLocation: sourceLocation)
            #expect(segue?.source == source, sourceLocation: sourceLocation)
            #expect(segue?.trigger == trigger, sourceLocation: sourceLocation)
            #expect(segue?.destination == destination, sourceLocation: sourceLocation)
        }
        // From the window controller: toolbar items (their label is their title) and a manual segue.
        expect("Share Note", "sheet", from: "MainWindowController", "toolbarItem 'Share'", to: "ShareViewController")
        expect(
            "Show Inspector", "popover", from: "MainWindowController", "toolbarItem 'Inspector'",
            to: "InspectorViewController")
        expect("Export Notes", "modal", from: "MainWindowController", "manual", to: "ExportWindowController")
        expect("Show Library", "show", from: "NoteWindowController", "manual", to: "MainWindowController")
        // Buttons, titled by their cells.
        expect("New Note", "sheet", from: "SidebarViewController", "button 'New Note'", to: "NoteEditorViewController")
        expect("Open Note", "show", from: "NoteListViewController", "button 'Open'", to: "NoteWindowController")
        expect(
            "Preview Attachment", "popover", from: "AttachmentsViewController", "button 'Preview'",
            to: "NSViewController")
        expect(
            "Open Settings", "show", from: "InspectorViewController", "button 'Settings…'", to: "NSWindowController")
        expect("Edit Note", "sheet", from: "NoteListViewController", "manual", to: "NoteEditorViewController")
        // A context menu beside the controller in the scene's objects: the scene's controller is the source.
        expect(
            "Rename Note", "sheet", from: "NoteListViewController", "menuItem 'Rename…'", to: "RenameViewController")
        // The main menu's Settings item, in the application scene, has no identifier.
        expect("(none)", "show", from: "NSApplication", "menuItem 'Settings…'", to: "NSWindowController")
        #expect(
            storyboard.segues.first { $0.identifier == nil && !$0.isRelationship }?.source.elementName == "application")
        let kinds = Dictionary(grouping: storyboard.segues.map(\.kind), by: { $0 }).mapValues(\.count)
        #expect(kinds == ["relationship": 10, "show": 4, "sheet": 4, "popover": 2, "modal": 1])
    }

    @Test("Relationships: window content, split items and tab items, in file order")
    func containers() {
        let children = storyboard.containedScenes()
        func contents(_ className: String) -> [String] {
            guard let scene = storyboard.scenes.first(where: { $0.className == className }) else { return [] }
            return (children[scene.id] ?? []).map(\.className)
        }
        #expect(contents("MainWindowController") == ["MainSplitViewController"])
        #expect(contents("MainSplitViewController") == ["SidebarViewController", "NotesTabViewController"])
        #expect(contents("NotesTabViewController") == ["NoteListViewController", "AttachmentsViewController"])
        #expect(contents("ExportWindowController") == ["ExportViewController"])
        #expect(contents("NoteWindowController") == ["NotePageController"])
        #expect(contents("NotePageController") == [])
        let relationships = Set(storyboard.segues.compactMap(\.relationship))
        #expect(relationships == ["window.shadowedContentViewController", "splitItems", "tabItems"])
        let main = storyboard.initialScene!
        #expect(
            storyboard.hierarchy(of: main, children: children).map(\.className) == [
                "MainWindowController", "MainSplitViewController", "SidebarViewController", "NotesTabViewController",
                "NoteListViewController", "AttachmentsViewController",
            ])
    }
}
