import Foundation
import SegueRouting
import SegueRoutingUIKit
import UIKit

final class ThreadStore {
    var saved: [String] = []
}

final class ThreadViewController: UIViewController {
    var store = ThreadStore()
    var scrollsToLatest = false

    init?(coder: NSCoder, store: ThreadStore) {
        self.store = store
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class ReplyViewController: UIViewController {
    var draft = ""
}

final class ThreadsViewController: UIViewController, SegueRouted {
    let store = ThreadStore()

    static let segueRoutes = RouteRegistry<ThreadsViewController> {
        Route.create("Show Thread") { (creation: SegueCreation<ThreadsViewController>) in
            (creation.coder as? NSCoder).flatMap { ThreadViewController(coder: $0, store: creation.source.store) }
        }
        Route("Show Thread") { (_, thread: ThreadViewController, _) in thread.scrollsToLatest = true }
        Route.unwind("unwindToThreads:") { (threads: ThreadsViewController, reply: ReplyViewController) in
            threads.store.saved.append(reply.draft)
        }
    }

    // The storyboard's selector: makeThreadWithCoder:sender:segueIdentifier:
    @IBSegueAction func makeThread(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> ThreadViewController? {
        routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    }

    // The storyboard's selector: unwindToThreads:
    @IBAction func unwindToThreads(_ segue: UIStoryboardSegue) {
        routeUnwind(segue, action: "unwindToThreads:")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}
