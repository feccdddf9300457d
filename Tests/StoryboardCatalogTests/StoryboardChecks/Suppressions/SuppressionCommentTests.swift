import Foundation
import StoryboardCatalog
import TestSupport
import Testing

/// An app whose code performs segues its storyboard lacks, with suppression comments above some.
struct SuppressedApp {
    let folder: TemporaryDirectory

    /// Writes the app: `code` is the body of the inbox's `viewDidLoad`.
    init(code: String) throws {
        folder = try TemporaryDirectory()
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="inbox"><scenes>
            <scene sceneID="s1"><objects>
              <viewController id="inbox" customClass="InboxViewController" customModuleProvider="target" sceneMemberID="viewController">
                <connections><segue destination="compose" kind="show" identifier="Compose" id="seg1"/></connections>
              </viewController>
              <viewController id="compose" customClass="ComposeViewController" customModuleProvider="target" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """)
        try folder.write(
            "App/Inbox.swift",
            """
            import UIKit

            final class ComposeViewController: UIViewController {}

            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
            \(code)
                }
            }

            """)
    }

    /// What `check(sources:)` finds.
    func check() -> [Finding] {
        let read = StoryboardCatalog.reading(storyboards: [folder.path("App")], sources: [folder.path("App")])
        return read.catalog.check(sources: read.sources)
    }
}

@Suite("Suppression comments in the library's check")
struct SuppressionCommentTests {
    @Test("check(sources:) honours // symbolify:disable-next-line as symbolify check does: one finding of each code")
    func checkHonoursDisableNextLine() throws {
        let app = try SuppressedApp(
            code: """
                        // symbolify:disable-next-line segue.unknown-identifier
                        performSegue(withIdentifier: "Archive", sender: nil)
                        // symbolify:disable-next-line class.missing
                        performSegue(withIdentifier: "Print", sender: nil)
                        performSegue(withIdentifier: "Share", sender: nil)
                        //symbolify:disable-next-line
                        performSegue(withIdentifier: "Export", sender: nil)
                """)
        defer { app.folder.cleanUp() }
        let messages = app.check().filter { $0.code == .segueUnknownIdentifier }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(!messages.contains { $0.contains("'Archive'") }, "the comment above silences it")
        #expect(!messages.contains { $0.contains("'Export'") }, "a comment without codes silences its line")
        #expect(messages.contains { $0.contains("'Print'") }, "another code's comment silences nothing")
        #expect(messages.contains { $0.contains("'Share'") })
    }
}
