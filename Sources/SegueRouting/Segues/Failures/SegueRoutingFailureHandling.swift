/// A controller that handles its own segue routing failures.
///
/// The UIKit and AppKit adapters report a failure (a destination of the wrong type, a rejected
/// route, an unrouted segue under ``UnroutedSeguePolicy/fail``, a perform whose segue was never
/// prepared) to the controller if it adopts this protocol, and otherwise stop debug builds with the
/// error's message (`assertionFailure`). Adoption is looked up on the controller's dynamic type, so
/// a subclass can adopt it, or override the method its superclass declares:
///
///     final class InboxViewController: BaseViewController, SegueRoutingFailureHandling {
///         func segueRoutingDidFail(_ error: SegueRoutingError) {
///             logger.error("\(error.description)")
///         }
///     }
@MainActor
public protocol SegueRoutingFailureHandling: AnyObject {
    /// Called when preparing or performing a segue of this controller fails.
    ///
    /// - Parameter error: What failed, with a message that says what to fix.
    func segueRoutingDidFail(_ error: SegueRoutingError)
}

/// Reports a routing failure to `controller` if it adopts ``SegueRoutingFailureHandling``; otherwise
/// stops debug builds with the error's message and does nothing in release builds.
///
/// The adapters call this; call it from your own adapter code to fail the same way.
///
/// - Parameters:
///   - error: What failed.
///   - controller: The controller whose segue failed.
@MainActor
public func reportSegueRoutingFailure(_ error: SegueRoutingError, from controller: AnyObject) {
    if let handler = controller as? any SegueRoutingFailureHandling {
        handler.segueRoutingDidFail(error)
    } else {
        assertionFailure(error.description)
    }
}
