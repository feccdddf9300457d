// A stand-in for the part of UIKit that SegueRoutingUIKit uses, so that the adapter compiles and runs
// on Linux. Each declaration repeats the signature documented in Apple's UIKit reference; the bodies
// do the least that keeps UIKit's observable order of events (prepare runs synchronously inside
// performSegue, before the segue performs).
// UIKit re-exports Foundation, as the SDK's module does (`NSCoder`, `NSObject` in an app's
// `import UIKit` alone).
@_exported import Foundation

/// `@MainActor class UIResponder : NSObject`
@MainActor
open class UIResponder: NSObject {}

/// `@MainActor class UIViewController : UIResponder`
@MainActor
open class UIViewController: UIResponder {
    /// Stand-in only: what the storyboard would instantiate for each segue identifier.
    public var standInSegues: [String: () -> UIViewController] = [:]
    /// Stand-in only: the segue actions (`@IBSegueAction`, the storyboard's
    /// `destinationCreationSelector`) of this controller's segues, by identifier. UIKit calls the
    /// method the selector names with the destination scene's coder, the sender and the identifier;
    /// when it returns `nil`, UIKit instantiates the destination from the storyboard.
    public var standInSegueActions: [String: (NSCoder, Any?, String?) -> UIViewController?] = [:]
    /// Stand-in only: identifiers passed to `performSegue` that the "storyboard" did not have.
    public private(set) var standInMissingSegues: [String] = []

    /// Stand-in only: what `storyboard` returns. `UIStoryboard` sets it on the controllers it
    /// instantiates, as UIKit does; tests may set it on controllers they make themselves.
    public var standInStoryboard: UIStoryboard?

    public override init() {
        super.init()
    }

    /// `init?(coder: NSCoder)` (required by `NSCoding`)
    ///
    /// The stand-in decodes nothing; it lets `creator:` closures call `init(coder:)` as apps do.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `var storyboard: UIStoryboard? { get }`
    open var storyboard: UIStoryboard? { standInStoryboard }

    /// `func prepare(for segue: UIStoryboardSegue, sender: Any?)`
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// `func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool`
    ///
    /// UIKit asks it before a segue that a control triggers, not before `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// `func performSegue(withIdentifier identifier: String, sender: Any?)`
    ///
    /// UIKit instantiates the destination, calls `prepare(for:sender:)` synchronously, then performs
    /// the segue. (UIKit raises an exception for an unknown identifier; the stand-in records it.)
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let makeDestination = standInSegues[identifier] else {
            standInMissingSegues.append(identifier)
            return
        }
        let created = standInSegueActions[identifier].flatMap { $0(StandInSceneCoder(), sender, identifier) }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: created ?? makeDestination())
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// `func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController)`
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Stand-in only: what UIKit does when `source` triggers an unwind segue whose action this
    /// controller implements: makes the unwind segue (source: the controller unwound from,
    /// destination: this one), calls the source's `prepare(for:sender:)`, then the unwind action
    /// (`unwindAction`, a method taking the segue), then `unwind(for:towards:)`.
    public func standInUnwind(
        from source: UIViewController, identifier: String?, sender: Any?,
        action: (UIStoryboardSegue) -> Void
    ) {
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: self)
        source.prepare(for: segue, sender: sender)
        action(segue)
        unwind(for: segue, towards: self)
        segue.perform()
    }
}

/// `@MainActor class UIStoryboardSegue : NSObject`
@MainActor
open class UIStoryboardSegue: NSObject {
    /// `var identifier: String? { get }`
    open var identifier: String? { storedIdentifier }
    /// `var source: UIViewController { get }`
    open var source: UIViewController { storedSource }
    /// `var destination: UIViewController { get }`
    open var destination: UIViewController { storedDestination }

    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController

    /// `init(identifier: String?, source: UIViewController, destination: UIViewController)`
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// `func perform()`
    open func perform() {}
}

/// `@MainActor class UINavigationController : UIViewController`
@MainActor
open class UINavigationController: UIViewController {
    /// `var viewControllers: [UIViewController]`
    open var viewControllers: [UIViewController] = []

    /// `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `@MainActor class UITabBarController : UIViewController`
@MainActor
open class UITabBarController: UIViewController {
    /// `var viewControllers: [UIViewController]?`
    open var viewControllers: [UIViewController]?
}

/// `@MainActor class UISplitViewController : UIViewController`
@MainActor
open class UISplitViewController: UIViewController {
    /// `var viewControllers: [UIViewController]`
    open var viewControllers: [UIViewController] = []
}
