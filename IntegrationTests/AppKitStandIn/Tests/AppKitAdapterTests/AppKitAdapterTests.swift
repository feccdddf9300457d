import AppKit
import Foundation
import SegueRouting
import SegueRoutingAppKitUnderTest
import Testing

final class NoteViewController: NSViewController {
    var note: String?
    var events: [String] = []
}

final class ExportViewController: NSViewController {
    var format: String?
}

/// A view controller source, routed with one line in `prepare(for:sender:)`.
final class NotesViewController: NSViewController, SegueRouted, SegueRoutingFailureHandling {
    var selected = "first note"
    var allowsSegues = true
    var failures: [SegueRoutingError] = []

    static let segueRoutes = RouteRegistry<NotesViewController> {
        Route("Show Note") { (notes: NotesViewController, screen: NoteViewController, _) in
            screen.note = notes.selected
            screen.events.append("handler")
        }
        Route("Export", NotesViewController.prepareForExportSegue)
        // Sheets and popovers are segue kinds of the storyboard; AppKit prepares them like any other.
        Route("Show Export Sheet", NotesViewController.prepareForExportSegue)
        Route("Show Note Popover") { (notes: NotesViewController, screen: NoteViewController, _) in
            screen.note = "popover: \(notes.selected)"
        }
    }

    func prepareForExportSegue(_ destination: ExportViewController, sender: Any?) {
        destination.format = sender as? String ?? "pdf"
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        allowsSegues
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

/// A window controller source: window controllers perform and prepare segues too.
final class MainWindowController: NSWindowController, SegueRouted, SegueRoutingFailureHandling {
    var documentName = "Untitled"
    var allowsSegues = true
    var failures: [SegueRoutingError] = []

    static let segueRoutes = RouteRegistry<MainWindowController> {
        Route("Show Note") { (window: MainWindowController, screen: NoteViewController, _) in
            screen.note = window.documentName
            screen.events.append("handler")
        }
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        allowsSegues
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

/// A sheet segue's own class, as a storyboard may name one.
final class SheetSegue: NSStoryboardSegue {
    var performed = false
    override func perform() { performed = true }
}

/// `NSWindowController` around a content view controller, as a storyboard's window scene is.
@MainActor
func window(_ content: NSViewController) -> NSWindowController {
    NSWindowController(window: NSWindow(contentViewController: content))
}

@MainActor
func tabs(_ controllers: NSViewController...) -> NSTabViewController {
    let tabs = NSTabViewController()
    tabs.tabViewItems = controllers.map { NSTabViewItem(viewController: $0) }
    return tabs
}

@MainActor
func split(_ controllers: NSViewController...) -> NSSplitViewController {
    let split = NSSplitViewController()
    split.splitViewItems = controllers.map { NSSplitViewItem(viewController: $0) }
    return split
}

@Suite("The AppKit adapter against the stand-in")
@MainActor
struct AppKitAdapterTests {
    @Test("A view controller's performSegue routes through prepare(for:sender:) to the typed destination")
    func viewControllerSource() throws {
        let notes = NotesViewController()
        let screen = NoteViewController()
        notes.standInSegues["Show Note"] = { screen }
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(screen.note == "first note")
        #expect(notes.failures.isEmpty)
        let segue = try #require(notes.standInPerformedSegues.first)
        #expect(segue.source as? NotesViewController === notes)
        #expect(segue.destination as? NoteViewController === screen)
    }

    @Test("A window controller's performSegue routes through its prepare(for:sender:)")
    func windowControllerSource() {
        let main = MainWindowController(window: NSWindow())
        main.documentName = "Notes.txt"
        let screen = NoteViewController()
        main.standInSegues["Show Note"] = { screen }
        main.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(screen.note == "Notes.txt")
        #expect(main.failures.isEmpty)
        #expect(main.standInPerformedSegues.count == 1)
    }

    @Test("A segue that opens a window leads to the window controller's content view controller")
    func windowContent() {
        let notes = NotesViewController()
        let screen = NoteViewController()
        notes.standInSegues["Show Note"] = { window(screen) }
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(screen.note == "first note")
        #expect(notes.failures.isEmpty)
    }

    @Test("A window controller without window or content holds nothing, and says so")
    func emptyWindow() {
        let notes = NotesViewController()
        notes.standInSegues["Show Note"] = { NSWindowController(window: nil) }
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(
            notes.failures == [
                .destinationNotFound(
                    identifier: "Show Note", expected: "NoteViewController", found: "NSWindowController()",
                    for: .route)
            ])
    }

    @Test("The destination is found in a split view inside a tab view inside a window's content")
    func nestedContainers() {
        let notes = NotesViewController()
        let export = ExportViewController()
        notes.standInSegues["Export"] = {
            window(tabs(NSViewController(), split(NSViewController(), export)))
        }
        notes.performSegue(withIdentifier: "Export", sender: "png")
        #expect(export.format == "png")
        #expect(notes.failures.isEmpty)
    }

    @Test("A tab view item without view controller is skipped")
    func tabWithoutViewController() {
        let notes = NotesViewController()
        let screen = NoteViewController()
        notes.standInSegues["Show Note"] = {
            let tabs = NSTabViewController()
            tabs.tabViewItems = [NSTabViewItem(), NSTabViewItem(viewController: screen)]
            return tabs
        }
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(screen.note == "first note")
    }

    @Test("A page controller offers its selected view controller first, then arranged view controllers")
    func pageController() {
        let notes = NotesViewController()
        let selected = NoteViewController()
        let arranged = NoteViewController()
        let pages = NSPageController()
        pages.arrangedObjects = ["a model value", arranged, selected]
        pages.standInSelectedViewController = selected
        #expect(
            pages.containedDestinations.map { ObjectIdentifier($0 as AnyObject) } == [
                ObjectIdentifier(selected), ObjectIdentifier(arranged),
            ])
        notes.standInSegues["Show Note"] = { pages }
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(selected.note == "first note")
        #expect(arranged.note == nil)

        // Without a selected view controller, arranged view controllers are still searched.
        let export = ExportViewController()
        let book = NSPageController()
        book.arrangedObjects = [1, export]
        notes.standInSegues["Export"] = { book }
        notes.performSegue(withIdentifier: "Export", sender: nil)
        #expect(export.format == "pdf")
        #expect(notes.failures.isEmpty)
    }

    @Test("Sheet and popover segues are prepared like any other; a segue subclass routes too")
    func sheetAndPopover() {
        let notes = NotesViewController()
        let export = ExportViewController()
        let screen = NoteViewController()
        notes.standInSegues["Show Export Sheet"] = { export }
        notes.standInSegues["Show Note Popover"] = { screen }
        notes.performSegue(withIdentifier: "Show Export Sheet", sender: "txt")
        notes.performSegue(withIdentifier: "Show Note Popover", sender: nil)
        #expect(export.format == "txt")
        #expect(screen.note == "popover: first note")

        let sheet = SheetSegue(
            identifier: "Show Export Sheet", source: notes, destination: window(ExportViewController()))
        let result = notes.routeSegue(sheet, sender: nil)
        #expect(result == .routed(Symbolifier.symbol(for: "Show Export Sheet")!))
        #expect(notes.failures.isEmpty)
    }

    @Test("perform(_:sender:configure:) from a view controller configures once, before the routed handler")
    func performFromViewController() {
        let notes = NotesViewController()
        let screen = NoteViewController()
        notes.standInSegues["Show Note"] = { window(split(NSViewController(), screen)) }
        var noteSeenByConfiguration: String?? = .none
        notes.perform("Show Note", sender: nil) { (screen: NoteViewController) in
            noteSeenByConfiguration = .some(screen.note)
            screen.events.append("configure")
        }
        #expect(notes.failures.isEmpty)
        #expect(noteSeenByConfiguration == .some(nil))
        #expect(screen.events == ["configure", "handler"])
        // The closure was for that perform only.
        notes.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(screen.events == ["configure", "handler", "handler"])
    }

    @Test("perform(_:sender:configure:) from a window controller configures once, before the routed handler")
    func performFromWindowController() {
        let main = MainWindowController(window: nil)
        let screen = NoteViewController()
        main.standInSegues["show-note"] = { window(screen) }
        // Matched by symbol: the storyboard spells it show-note, the registry Show Note.
        main.perform("show-note", sender: nil) { (screen: NoteViewController) in
            screen.events.append("configure")
        }
        #expect(main.failures.isEmpty)
        #expect(screen.events == ["configure", "handler"])
        #expect(screen.note == "Untitled")
    }

    @Test("A perform cancelled by shouldPerformSegue reports that it was never prepared")
    func performCancelled() {
        let notes = NotesViewController()
        notes.allowsSegues = false
        var ran = false
        notes.standInSegues["Show Note"] = { NoteViewController() }
        notes.perform("Show Note", sender: nil) { (_: NoteViewController) in ran = true }
        #expect(!ran)
        #expect(notes.failures == [.notPrepared(identifier: "Show Note", expected: "NoteViewController")])
        #expect(notes.standInPerformedSegues.isEmpty)

        let main = MainWindowController(window: nil)
        main.allowsSegues = false
        main.standInSegues["Show Note"] = { NoteViewController() }
        main.perform("Show Note", sender: nil) { (_: NoteViewController) in ran = true }
        #expect(!ran)
        #expect(main.failures == [.notPrepared(identifier: "Show Note", expected: "NoteViewController")])
    }

    @Test("A perform whose segue is not in the storyboard reports that it was never prepared")
    func performMissing() {
        let notes = NotesViewController()
        notes.perform("Show Note", sender: nil) { (_: NoteViewController) in }
        #expect(notes.standInMissingSegues == ["Show Note"])
        #expect(notes.failures == [.notPrepared(identifier: "Show Note", expected: "NoteViewController")])
    }

    // AppKit's segues always have an identifier (`init(identifier:source:destination:)` takes a
    // non-optional one); a segue without one is the registry's business, tested in the core.
    @Test("An identifier no route handles is ignored under the default policy, not reported")
    func unknownIdentifier() {
        let notes = NotesViewController()
        let unknown = notes.routeSegue(
            NSStoryboardSegue(identifier: "Help", source: notes, destination: NoteViewController()), sender: nil)
        #expect(unknown == .unrouted(UnroutedSegue(identifier: "Help", reason: .noRoute)))
        #expect(notes.failures.isEmpty)
    }

    @Test("A destination of the wrong type reaches segueRoutingDidFail with the hierarchy")
    func wrongDestination() {
        let main = MainWindowController(window: nil)
        main.standInSegues["Show Note"] = { window(tabs(ExportViewController(), split(NSViewController()))) }
        main.performSegue(withIdentifier: "Show Note", sender: nil)
        #expect(
            main.failures == [
                .destinationNotFound(
                    identifier: "Show Note", expected: "NoteViewController",
                    found:
                        "NSWindowController(NSTabViewController(ExportViewController, NSSplitViewController(NSViewController)))",
                    for: .route)
            ])
    }
}

/// App-logic protocols and one registry for view controllers and window controllers alike.
@MainActor
protocol DocumentScreen: AnyObject {
    var documentName: String { get }
}

@MainActor
protocol DocumentDetailScreen: AnyObject {
    var documentName: String? { get set }
}

enum DocumentRoutes {
    static let registry = RouteRegistry<any DocumentScreen> {
        Route("Show Details") { (document: any DocumentScreen, detail: any DocumentDetailScreen, _) in
            detail.documentName = document.documentName
        }
    }
}

final class DocumentViewController: NSViewController, DocumentScreen, SegueRouted {
    static let segueRoutes = DocumentRoutes.registry
    let documentName = "From the view"

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

final class DocumentWindowController: NSWindowController, DocumentScreen, SegueRouted {
    static let segueRoutes = DocumentRoutes.registry
    let documentName = "From the window"

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

final class DetailViewController: NSViewController, DocumentDetailScreen {
    var documentName: String?
    var configured = false
}

/// A base window controller that routes, and a subclass that handles failures itself.
class BaseDocumentWindowController: NSWindowController, DocumentScreen, SegueRouted {
    static let segueRoutes = DocumentRoutes.registry
    let documentName = "Base"

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }
}

final class LoggingDocumentWindowController: BaseDocumentWindowController, SegueRoutingFailureHandling {
    var failures: [SegueRoutingError] = []

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

/// A view controller whose registry names a protocol it does not adopt.
final class StrayViewController: NSViewController, SegueRouted, SegueRoutingFailureHandling {
    static let segueRoutes = DocumentRoutes.registry
    var failures: [SegueRoutingError] = []

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@Suite("A registry over app-logic protocols, used from AppKit")
@MainActor
struct ProtocolRegistryAdapterTests {
    @Test("A view controller and a window controller route through one registry declared for their protocol")
    func protocolSource() {
        let view = DocumentViewController()
        let fromView = DetailViewController()
        view.standInSegues["Show Details"] = { window(fromView) }
        view.performSegue(withIdentifier: "Show Details", sender: nil)
        #expect(fromView.documentName == "From the view")

        let main = DocumentWindowController(window: nil)
        let fromWindow = DetailViewController()
        main.standInSegues["show-details"] = { tabs(fromWindow) }
        main.performSegue(withIdentifier: "show-details", sender: nil)
        #expect(fromWindow.documentName == "From the window")
    }

    @Test("perform's configuration closure runs for a protocol-typed registry, before the handler")
    func performProtocolRegistry() {
        let main = DocumentWindowController(window: nil)
        let detail = DetailViewController()
        main.standInSegues["Show Details"] = { detail }
        var seenBeforeHandler: String?? = .none
        main.perform("Show Details", sender: nil) { (detail: DetailViewController) in
            seenBeforeHandler = .some(detail.documentName)
            detail.configured = true
        }
        #expect(seenBeforeHandler == .some(nil))
        #expect(detail.configured)
        #expect(detail.documentName == "From the window")
    }

    @Test("A subclass that adopts SegueRoutingFailureHandling gets the failures of its superclass's routing")
    func subclassFailureHandler() {
        let main = LoggingDocumentWindowController(window: nil)
        main.standInSegues["Show Details"] = { window(NoteViewController()) }
        main.performSegue(withIdentifier: "Show Details", sender: nil)
        main.standInSegues["Show Details"] = nil
        main.perform("Show Details", sender: nil) { (_: DetailViewController) in }
        #expect(
            main.failures == [
                .destinationNotFound(
                    identifier: "Show Details", expected: "DocumentDetailScreen",
                    found: "NSWindowController(NoteViewController)", for: .route),
                .notPrepared(identifier: "Show Details", expected: "DetailViewController"),
            ])
    }

    @Test("A controller that does not adopt its registry's protocol reports a source mismatch")
    func sourceMismatch() {
        let stray = StrayViewController()
        stray.standInSegues["Show Details"] = { DetailViewController() }
        stray.performSegue(withIdentifier: "Show Details", sender: nil)
        #expect(
            stray.failures == [
                .sourceMismatch(
                    identifier: "Show Details", expected: "DocumentScreen", found: "StrayViewController")
            ])
    }
}

/// A destination made by a segue action, with a dependency passed through its initializer.
final class AttachmentViewController: NSViewController {
    let library: String
    var events: [String] = []

    init?(coder: NSCoder, library: String) {
        self.library = library
        super.init(coder: coder)
    }

    override init() {
        self.library = "none"
        super.init()
    }

    required init?(coder: NSCoder) {
        self.library = "none"
        super.init(coder: coder)
    }
}

/// An app's view controller with a segue action routed in one line (AppKit has no unwind segues).
final class AttachmentsViewController: NSViewController, SegueRouted, SegueRoutingFailureHandling {
    let library = "attachment library"
    var failures: [SegueRoutingError] = []

    static let segueRoutes = RouteRegistry<AttachmentsViewController> {
        Route.create("Show Attachment") { (creation: SegueCreation<AttachmentsViewController>) in
            (creation.coder as? NSCoder).flatMap { AttachmentViewController(coder: $0, library: creation.source.library) }
        }
        Route("Show Attachment") { (_, attachment: AttachmentViewController, _) in attachment.events.append("prepare") }
    }

    // @IBSegueAction func makeAttachment(_ coder: NSCoder, sender: Any?) -> AttachmentViewController?
    func makeAttachment(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> AttachmentViewController? {
        routeCreation(coder: coder, sender: sender, identifier: segueIdentifier)
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        routeSegue(segue, sender: sender)
    }

    func segueRoutingDidFail(_ error: SegueRoutingError) {
        failures.append(error)
    }
}

@Suite("Segue actions through the AppKit adapter against the stand-in")
@MainActor
struct AppKitSegueActionTests {
    @Test("The segue action creates with the injected dependency; configure, then prepare, run after it")
    func segueAction() throws {
        let attachments = AttachmentsViewController()
        attachments.standInSegues["Show Attachment"] = { AttachmentViewController() }
        attachments.standInSegueActions["Show Attachment"] = { [unowned attachments] coder, sender, identifier in
            attachments.makeAttachment(coder, sender: sender, segueIdentifier: identifier)
        }
        var made: AttachmentViewController?
        attachments.perform("Show Attachment", sender: nil) { (attachment: AttachmentViewController) in
            attachment.events.append("configure")
            made = attachment
        }
        let attachment = try #require(made)
        #expect(attachment.library == "attachment library")
        #expect(attachment.events == ["configure", "prepare"])
        #expect(attachments.failures.isEmpty)
    }
}
