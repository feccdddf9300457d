import AppKit
import SegueRouting
import SegueRoutingAppKit

final class DocumentWindowController: NSWindowController, SegueRouted {
    static let segueRoutes = RouteRegistry<DocumentWindowController> {
        // The inspector is found inside the window controller, tab and split view controllers
        // that the segue leads to.
        Route("Show Inspector") { (window: DocumentWindowController, inspector: InspectorViewController, _) in
            inspector.documentName = window.documentName
        }
    }
    var documentName = "Untitled"

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func showPinnedInspector() {
        // The closure runs once, for this perform only, before the routed handler.
        perform("Show Inspector", sender: self) { (inspector: InspectorViewController) in
            inspector.isPinned = true
        }
    }
}

final class InspectorViewController: NSViewController {
    var documentName: String?
    var isPinned = false
}
