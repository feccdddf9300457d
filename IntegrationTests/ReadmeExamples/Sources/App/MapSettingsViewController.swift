import SegueRouting
import SegueRoutingUIKit
import UIKit

final class TileServer {
    var name = ""
}

final class TileServerListViewController: UIViewController {
    var servers: [TileServer] = []
}

final class TileServerEditViewController: UIViewController {
    var server: TileServer?
}

final class MapSettingsViewController: UITableViewController, SegueRouted {
    enum Segue: String {
        case showServers = "Show Servers"
    }

    var servers: [TileServer] = []
    var isEditingOffline = false
    private(set) var segueLog: [String] = []

    static let segueRoutes = RouteRegistry<MapSettingsViewController> {
        // A segue with an identifier: routed by it, the enum case as it is.
        Route(Segue.showServers) { (settings, list: TileServerListViewController, _) in
            list.servers = settings.servers
        }
        // The storyboard gives the editor's segue no identifier: routed by the destination's type.
        Route.byDestination { (settings: MapSettingsViewController, editor: TileServerEditViewController, sender) in
            editor.server = IndexPath(segueSender: sender).map { settings.servers[$0.row] }
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // What every segue of the screen does stays here, beside the one line that routes.
        segueLog.append(segue.identifier ?? "(no identifier)")
        routeSegue(segue, sender: sender)
    }

    // Whether a segue may happen is the controller's decision, not a route's.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != Segue.showServers.rawValue || !isEditingOffline
    }
}
