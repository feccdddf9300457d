import AppKit
import Testing

@testable import AppKitReadmeExample

@Suite("The README's macOS example")
@MainActor
struct DocumentWindowControllerTests {
    /// What the storyboard's "Show Inspector" segue opens: a window whose content is a split view.
    func inspectorWindow(holding inspector: InspectorViewController) -> NSWindowController {
        let split = NSSplitViewController()
        split.splitViewItems = [
            NSSplitViewItem(viewController: NSViewController()), NSSplitViewItem(viewController: inspector),
        ]
        return NSWindowController(window: NSWindow(contentViewController: split))
    }

    @Test("showPinnedInspector pins the inspector, and the route passes the document's name")
    func showPinnedInspector() {
        let document = DocumentWindowController(window: NSWindow())
        document.documentName = "Notes.txt"
        let inspector = InspectorViewController()
        document.standInSegues["Show Inspector"] = { inspectorWindow(holding: inspector) }
        document.showPinnedInspector()
        #expect(inspector.isPinned)
        #expect(inspector.documentName == "Notes.txt")
        #expect(document.standInPerformedSegues.count == 1)
    }

    @Test("The storyboard's own segue runs the route alone")
    func performSegue() {
        let document = DocumentWindowController(window: nil)
        let inspector = InspectorViewController()
        document.standInSegues["Show Inspector"] = { inspectorWindow(holding: inspector) }
        document.performSegue(withIdentifier: "Show Inspector", sender: nil)
        #expect(inspector.documentName == "Untitled")
        #expect(!inspector.isPinned)
    }
}
