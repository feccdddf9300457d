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

    @Test("A comment in a file with CRLF line ends silences the line below it, as in one with LF")
    func crlfLines() throws {
        let app = try SuppressedApp(
            code: """
                        // symbolify:disable-next-line segue.unknown-identifier
                        performSegue(withIdentifier: "Archive", sender: nil)
                        performSegue(withIdentifier: "Share", sender: nil)
                """)
        defer { app.folder.cleanUp() }
        let path = app.folder.path("App/Inbox.swift")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: path, atomically: true, encoding: .utf8)
        let messages = app.check().filter { $0.code == .segueUnknownIdentifier }.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("'Share'") == true, "\(messages)")
    }

    @Test("A comment that silences nothing is a suppression.unused note on its line, naming the codes no finding has")
    func unusedComments() throws {
        let app = try SuppressedApp(
            code: """
                        // symbolify:disable-next-line segue.unknown-identifier
                        performSegue(withIdentifier: "Archive", sender: nil)
                        // symbolify:disable-next-line class.missing
                        performSegue(withIdentifier: "Print", sender: nil)
                        // symbolify:disable-next-line segue.unknown-identifier, segue.unknwn-identifier
                        performSegue(withIdentifier: "Share", sender: nil)
                        // symbolify:disable-next-line
                        let unrelated = 1
                        let text = "symbolify:disable-next-line in a string, no comment"
                """)
        defer { app.folder.cleanUp() }
        let findings = app.check()
        let notes = findings.filter { $0.code == .suppressionUnused }
        #expect(notes.allSatisfy { $0.severity == .note && $0.location?.file.hasSuffix("App/Inbox.swift") == true })
        #expect(notes.map { $0.location?.line } == [9, 11, 13], "\(notes)")
        #expect(notes.first?.location?.column == 9)
        #expect(
            notes.first?.message.contains(
                "'// symbolify:disable-next-line class.missing' silences nothing: line 10 has no finding of "
                    + "class.missing (fixed, or moved)") == true, "\(notes)")
        #expect(notes.first?.message.contains("remove the comment.") == true)
        #expect(notes.first?.message.contains("The findings of that line: segue.unknown-identifier.") == true)
        #expect(notes[1].message.contains("remove segue.unknwn-identifier from it."), "\(notes[1])")
        #expect(
            notes[1].message.contains(
                "For 'segue.unknwn-identifier', the closest code of that line's findings is 'segue.unknown-identifier'."
            ))
        #expect(notes[2].message.contains("line 14 has no finding (fixed, or moved)"), "\(notes[2])")
        // The comments still silence what they name.
        let unknown = findings.filter { $0.code == .segueUnknownIdentifier }.map(\.message)
        #expect(unknown.count == 1 && unknown[0].contains("'Print'"), "\(unknown)")
    }
}
