// A stand-in for the part of AppKit that a segue-routing adapter uses, so that the adapter compiles
// and runs on Linux. Each declaration repeats the Swift signature of Apple's AppKit reference (macOS
// 14/15 SDK). `NSResponder` is `@MainActor` in the SDK, so its subclasses are too; `NSStoryboardSegue`,
// `NSStoryboard`, `NSTabViewItem` and `NSSplitViewItem` are not, and are not here either. The bodies do
// the least that keeps AppKit's observable order of events: `performSegue(withIdentifier:sender:)`
// consults `shouldPerformSegue(withIdentifier:sender:)`, instantiates the destination, calls
// `prepare(for:sender:)` synchronously on the source, then performs the segue.
// AppKit re-exports Foundation, as the SDK's module does.
@_exported import Foundation

/// `@MainActor class NSResponder : NSObject`
@MainActor
open class NSResponder: NSObject {
    public override init() {
        super.init()
    }

    /// `init?(coder: NSCoder)` (required by `NSCoding`)
    ///
    /// The stand-in decodes nothing; it lets `creator:` closures call `init(coder:)` as apps do.
    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// `protocol NSSeguePerforming : NSObjectProtocol`
///
/// In the SDK all three requirements are `@objc optional`:
///
///     @MainActor optional func prepare(for segue: NSStoryboardSegue, sender: Any?)
///     @MainActor optional func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)
///     @MainActor optional func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool
///
/// Swift reaches optional requirements through the protocol only with optional chaining
/// (`performer.prepare?(for: segue, sender: nil)`), which needs the Objective-C runtime that Linux
/// lacks. The stand-in therefore declares the protocol without requirements, and `NSViewController`
/// and `NSWindowController` declare the three methods themselves, as the SDK's classes implement them
/// (subclasses `override` them). Code that calls them through `any NSSeguePerforming` thus fails to
/// compile here, instead of compiling in a form (`performer.prepare(for:sender:)`, no `?`) that the SDK
/// rejects; code that calls them on the classes compiles against both.
public protocol NSSeguePerforming: NSObjectProtocol {}

/// `@MainActor class NSViewController : NSResponder` (adopts `NSSeguePerforming`)
@MainActor
open class NSViewController: NSResponder, NSSeguePerforming {
    /// Stand-in only: what the storyboard would instantiate for each segue identifier, a view
    /// controller or a window controller.
    public var standInSegues: [NSStoryboardSegue.Identifier: () -> Any] = [:]
    /// Stand-in only: the segue actions (`@IBSegueAction`, the storyboard's
    /// `destinationCreationSelector`) of this controller's segues, by identifier. AppKit calls the
    /// method the selector names with the destination scene's coder (the stand-in passes a coder that
    /// holds nothing), the sender and the identifier, before `prepare(for:sender:)`; when it returns
    /// `nil`, AppKit instantiates the destination from the storyboard.
    public var standInSegueActions: [NSStoryboardSegue.Identifier: (NSCoder, Any?, String?) -> Any?] = [:]
    /// Stand-in only: identifiers passed to `performSegue` that the "storyboard" did not have. (AppKit
    /// raises an exception for an unknown identifier; the stand-in records it, as the UIKit one does.)
    public private(set) var standInMissingSegues: [NSStoryboardSegue.Identifier] = []
    /// Stand-in only: the segues `performSegue` performed, in order, each appended after `perform()`.
    public private(set) var standInPerformedSegues: [NSStoryboardSegue] = []
    /// Stand-in only: what `storyboard` returns. `NSStoryboard` and `performSegue` set it on the
    /// controllers they instantiate, as AppKit does.
    public var standInStoryboard: NSStoryboard?
    /// Stand-in only: what `presentingViewController` returns.
    public weak var standInPresentingViewController: NSViewController?

    public override init() {
        super.init()
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `var storyboard: NSStoryboard? { get }`
    open var storyboard: NSStoryboard? { standInStoryboard }

    /// `var children: [NSViewController] { get set }` (`childViewControllers` in Objective-C, and in
    /// Swift before Swift 4.2)
    open var children: [NSViewController] = []

    /// `unowned(unsafe) var presentingViewController: NSViewController? { get }`
    open var presentingViewController: NSViewController? { standInPresentingViewController }

    /// `func prepare(for segue: NSStoryboardSegue, sender: Any?)` (`NSSeguePerforming`)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// `func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)`
    /// (`NSSeguePerforming`)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        standInPerformSegue(
            identifier: identifier, sender: sender, source: self, storyboard: storyboard,
            destinations: standInSegues, segueActions: standInSegueActions,
            shouldPerform: { shouldPerformSegue(withIdentifier: $0, sender: $1) },
            prepare: { prepare(for: $0, sender: $1) },
            missing: { standInMissingSegues.append($0) },
            performed: { standInPerformedSegues.append($0) })
    }

    /// `func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool`
    /// (`NSSeguePerforming`; AppKit's implementation returns `true`)
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        true
    }
}

/// `@MainActor class NSWindowController : NSResponder` (adopts `NSSeguePerforming`)
@MainActor
open class NSWindowController: NSResponder, NSSeguePerforming {
    /// Stand-in only: what the storyboard would instantiate for each segue identifier.
    public var standInSegues: [NSStoryboardSegue.Identifier: () -> Any] = [:]
    /// Stand-in only: identifiers passed to `performSegue` that the "storyboard" did not have.
    public private(set) var standInMissingSegues: [NSStoryboardSegue.Identifier] = []
    /// Stand-in only: the segues `performSegue` performed, in order, each appended after `perform()`.
    public private(set) var standInPerformedSegues: [NSStoryboardSegue] = []
    /// Stand-in only: what `storyboard` returns.
    public var standInStoryboard: NSStoryboard?

    private var contentWithoutWindow: NSViewController?

    /// `init(window: NSWindow?)`
    public init(window: NSWindow?) {
        self.window = window
        super.init()
        window?.windowController = self
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `var window: NSWindow? { get set }`
    open var window: NSWindow? {
        didSet { window?.windowController = self }
    }

    /// `var contentViewController: NSViewController? { get set }`
    ///
    /// Tracks the window's `contentViewController`; without a window, the stand-in keeps the value.
    open var contentViewController: NSViewController? {
        get { window.map(\.contentViewController) ?? contentWithoutWindow }
        set {
            if let window {
                window.contentViewController = newValue
            } else {
                contentWithoutWindow = newValue
            }
        }
    }

    /// `var storyboard: NSStoryboard? { get }`
    open var storyboard: NSStoryboard? { standInStoryboard }

    /// `func prepare(for segue: NSStoryboardSegue, sender: Any?)` (`NSSeguePerforming`)
    open func prepare(for segue: NSStoryboardSegue, sender: Any?) {}

    /// `func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?)`
    /// (`NSSeguePerforming`)
    open func performSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) {
        standInPerformSegue(
            identifier: identifier, sender: sender, source: self, storyboard: storyboard,
            destinations: standInSegues,
            shouldPerform: { shouldPerformSegue(withIdentifier: $0, sender: $1) },
            prepare: { prepare(for: $0, sender: $1) },
            missing: { standInMissingSegues.append($0) },
            performed: { standInPerformedSegues.append($0) })
    }

    /// `func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool`
    /// (`NSSeguePerforming`; AppKit's implementation returns `true`)
    open func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        true
    }
}

/// AppKit's order of events for `performSegue(withIdentifier:sender:)`, shared by both sources.
@MainActor
private func standInPerformSegue(
    identifier: NSStoryboardSegue.Identifier, sender: Any?, source: NSResponder, storyboard: NSStoryboard?,
    destinations: [NSStoryboardSegue.Identifier: () -> Any],
    segueActions: [NSStoryboardSegue.Identifier: (NSCoder, Any?, String?) -> Any?] = [:],
    shouldPerform: (NSStoryboardSegue.Identifier, Any?) -> Bool,
    prepare: (NSStoryboardSegue, Any?) -> Void,
    missing: (NSStoryboardSegue.Identifier) -> Void,
    performed: (NSStoryboardSegue) -> Void
) {
    guard shouldPerform(identifier, sender) else { return }
    guard let makeDestination = destinations[identifier] else {
        missing(identifier)
        return
    }
    let destination = segueActions[identifier].flatMap { $0(NSCoder(), sender, identifier) } ?? makeDestination()
    // The destination comes from the source's storyboard.
    if let controller = destination as? NSViewController, controller.standInStoryboard == nil {
        controller.standInStoryboard = storyboard
    } else if let controller = destination as? NSWindowController, controller.standInStoryboard == nil {
        controller.standInStoryboard = storyboard
    }
    let segue = NSStoryboardSegue(identifier: identifier, source: source, destination: destination)
    prepare(segue, sender)
    segue.perform()
    performed(segue)
}

/// `class NSStoryboardSegue : NSObject`
open class NSStoryboardSegue: NSObject {
    /// `typealias Identifier = String`
    public typealias Identifier = String

    /// `var identifier: NSStoryboardSegue.Identifier? { get }`
    open var identifier: NSStoryboardSegue.Identifier? { storedIdentifier }
    /// `var sourceController: Any { get }`
    open var sourceController: Any { storedSource }
    /// `var destinationController: Any { get }`
    open var destinationController: Any { storedDestination }

    private let storedIdentifier: NSStoryboardSegue.Identifier?
    private let storedSource: Any
    private let storedDestination: Any

    /// `init(identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any)`
    public init(
        identifier: NSStoryboardSegue.Identifier, source sourceController: Any, destination destinationController: Any
    ) {
        storedIdentifier = identifier
        storedSource = sourceController
        storedDestination = destinationController
        super.init()
    }

    /// `func perform()`
    open func perform() {}
}

/// `@MainActor class NSWindow : NSResponder`
@MainActor
open class NSWindow: NSResponder {
    /// Stand-in only: a window without frame or style (AppKit's designated initializer is
    /// `init(contentRect:styleMask:backing:defer:)`).
    public override init() {
        super.init()
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `convenience init(contentViewController: NSViewController)`
    public convenience init(contentViewController: NSViewController) {
        self.init()
        self.contentViewController = contentViewController
    }

    /// `var contentViewController: NSViewController? { get set }`
    open var contentViewController: NSViewController?

    /// `weak var windowController: NSWindowController? { get set }`
    open weak var windowController: NSWindowController?
}

/// `@MainActor class NSTabViewController : NSViewController`
@MainActor
open class NSTabViewController: NSViewController {
    /// `var tabViewItems: [NSTabViewItem] { get set }`
    ///
    /// As in AppKit, the items' view controllers are the tab view controller's `children`.
    open var tabViewItems: [NSTabViewItem] = [] {
        didSet { children = tabViewItems.compactMap(\.viewController) }
    }
}

/// `class NSTabViewItem : NSObject`
open class NSTabViewItem: NSObject {
    /// `var viewController: NSViewController? { get set }`
    open var viewController: NSViewController?

    /// `convenience init(viewController: NSViewController)` (`+tabViewItemWithViewController:`)
    public convenience init(viewController: NSViewController) {
        self.init()
        self.viewController = viewController
    }
}

/// `@MainActor class NSSplitViewController : NSViewController`
@MainActor
open class NSSplitViewController: NSViewController {
    /// `var splitViewItems: [NSSplitViewItem] { get set }`
    ///
    /// As in AppKit, the items' view controllers are the split view controller's `children`.
    open var splitViewItems: [NSSplitViewItem] = [] {
        didSet { children = splitViewItems.map(\.viewController) }
    }
}

/// `class NSSplitViewItem : NSObject`
open class NSSplitViewItem: NSObject {
    /// `var viewController: NSViewController { get set }`
    open var viewController: NSViewController

    private init(storedViewController: NSViewController) {
        viewController = storedViewController
        super.init()
    }

    /// `convenience init(viewController: NSViewController)`
    public convenience init(viewController: NSViewController) {
        self.init(storedViewController: viewController)
    }
}

/// `@MainActor class NSPageController : NSViewController`
@MainActor
open class NSPageController: NSViewController {
    /// Stand-in only: what `selectedViewController` returns. (In book mode AppKit asks the delegate's
    /// `pageController(_:viewControllerForIdentifier:)` for it.)
    public var standInSelectedViewController: NSViewController?

    /// `var arrangedObjects: [Any] { get set }`
    open var arrangedObjects: [Any] = []

    /// `var selectedIndex: Int { get set }`
    open var selectedIndex: Int = 0

    /// `var selectedViewController: NSViewController? { get }`
    open var selectedViewController: NSViewController? { standInSelectedViewController }
}
