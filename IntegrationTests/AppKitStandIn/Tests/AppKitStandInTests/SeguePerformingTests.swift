import AppKit
import Foundation
import Testing

/// A source that records AppKit's order of events during `performSegue(withIdentifier:sender:)`.
final class RecordingViewController: NSViewController {
    var events: [String] = []
    var allowsSegues = true
    var performedBeforePrepare: Int?

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return allowsSegues
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil") \(type(of: segue.destinationController))")
        performedBeforePrepare = standInPerformedSegues.count
    }
}

final class RecordingWindowController: NSWindowController {
    var events: [String] = []

    override func shouldPerformSegue(withIdentifier identifier: NSStoryboardSegue.Identifier, sender: Any?) -> Bool {
        events.append("should \(identifier)")
        return true
    }

    override func prepare(for segue: NSStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil")")
        #expect(segue.sourceController as? RecordingWindowController === self)
    }
}

final class DetailViewController: NSViewController {
    var item: String?
}

@Suite("The AppKit stand-in's segues")
@MainActor
struct SeguePerformingTests {
    @Test("performSegue consults shouldPerformSegue, instantiates, prepares synchronously, then performs")
    func orderOfEvents() throws {
        let source = RecordingViewController()
        source.standInSegues["Show Detail"] = {
            source.events.append("instantiate")
            return DetailViewController()
        }
        let sender = NSObject()
        source.performSegue(withIdentifier: "Show Detail", sender: sender)
        #expect(source.events == ["should Show Detail", "instantiate", "prepare Show Detail DetailViewController"])
        #expect(source.performedBeforePrepare == 0)
        let segue = try #require(source.standInPerformedSegues.first)
        #expect(source.standInPerformedSegues.count == 1)
        #expect(segue.identifier == "Show Detail")
        #expect(segue.sourceController as? RecordingViewController === source)
        #expect(segue.destinationController is DetailViewController)
    }

    @Test("shouldPerformSegue returning false stops before the destination is instantiated")
    func shouldPerformFalse() {
        let source = RecordingViewController()
        source.allowsSegues = false
        source.standInSegues["Show Detail"] = {
            source.events.append("instantiate")
            return DetailViewController()
        }
        source.performSegue(withIdentifier: "Show Detail", sender: nil)
        #expect(source.events == ["should Show Detail"])
        #expect(source.standInPerformedSegues.isEmpty)
    }

    @Test("An identifier the storyboard does not have is recorded, not performed")
    func missingSegue() {
        let source = RecordingViewController()
        source.performSegue(withIdentifier: "Help", sender: nil)
        #expect(source.standInMissingSegues == ["Help"])
        #expect(source.standInPerformedSegues.isEmpty)
        #expect(!source.events.contains { $0.hasPrefix("prepare") })
    }

    @Test("A window controller performs segues in the same order, as their source")
    func windowControllerSource() {
        let source = RecordingWindowController(window: nil)
        source.standInSegues["Open"] = {
            source.events.append("instantiate")
            return NSWindowController(window: NSWindow(contentViewController: DetailViewController()))
        }
        source.performSegue(withIdentifier: "Open", sender: nil)
        #expect(source.events == ["should Open", "instantiate", "prepare Open"])
        #expect(source.standInPerformedSegues.count == 1)
    }

    @Test("The destination of a performed segue comes from the source's storyboard")
    func destinationStoryboard() {
        NSStoryboard.standInStoryboards["SegueSource"] = StandInStoryboard(scenes: [
            "Source": { RecordingViewController() }
        ])
        let storyboard = NSStoryboard(name: "SegueSource", bundle: nil)
        let source = storyboard.instantiateController(identifier: "Source") as RecordingViewController
        let detail = DetailViewController()
        source.standInSegues["Show Detail"] = { detail }
        source.performSegue(withIdentifier: "Show Detail", sender: nil)
        #expect(detail.storyboard === storyboard)
    }

    @Test("NSStoryboardSegue keeps what it was made with; NSSeguePerforming is adopted by both sources")
    func segueValues() {
        let source = NSViewController()
        let destination = NSWindowController(window: nil)
        let identifier: NSStoryboardSegue.Identifier = "Open"
        let segue = NSStoryboardSegue(identifier: identifier, source: source, destination: destination)
        #expect(segue.identifier == "Open")
        #expect(segue.sourceController as? NSViewController === source)
        #expect(segue.destinationController as? NSWindowController === destination)
        let performers: [Any] = [source, destination]
        #expect(performers.allSatisfy { $0 is any NSSeguePerforming })
    }
}

@Suite("The AppKit stand-in's containers")
@MainActor
struct ContainerTests {
    @Test("Tab and split view items' view controllers are the container's children")
    func tabsAndSplits() {
        let first = DetailViewController()
        let second = NSViewController()
        let tabs = NSTabViewController()
        tabs.tabViewItems = [
            NSTabViewItem(viewController: first), NSTabViewItem(), NSTabViewItem(viewController: second),
        ]
        #expect(tabs.tabViewItems.map(\.viewController) == [first, nil, second])
        #expect(tabs.children == [first, second])

        let split = NSSplitViewController()
        split.splitViewItems = [NSSplitViewItem(viewController: second), NSSplitViewItem(viewController: first)]
        #expect(split.splitViewItems.map(\.viewController) == [second, first])
        #expect(split.children == [second, first])
    }

    @Test("A window controller's content view controller is its window's")
    func windowContent() {
        let content = DetailViewController()
        let window = NSWindow(contentViewController: content)
        let controller = NSWindowController(window: window)
        #expect(controller.window === window)
        #expect(window.windowController === controller)
        #expect(controller.contentViewController === content)
        let replacement = NSViewController()
        controller.contentViewController = replacement
        #expect(window.contentViewController === replacement)

        let windowless = NSWindowController(window: nil)
        windowless.contentViewController = content
        #expect(windowless.contentViewController === content)
    }

    @Test("A page controller reports its selected view controller and arranged objects")
    func pageController() {
        let pages = NSPageController()
        let page = DetailViewController()
        pages.arrangedObjects = ["first", "second"]
        pages.selectedIndex = 1
        #expect(pages.selectedViewController == nil)
        pages.standInSelectedViewController = page
        #expect(pages.selectedViewController === page)
        #expect(pages.arrangedObjects.count == 2)
    }

    @Test("storyboard and presentingViewController are nil until set")
    func relations() {
        let controller = NSViewController()
        #expect(controller.storyboard == nil)
        #expect(controller.presentingViewController == nil)
        let presenter = NSViewController()
        controller.standInPresentingViewController = presenter
        #expect(controller.presentingViewController === presenter)
        controller.children = [DetailViewController()]
        #expect(controller.children.count == 1)
    }
}
