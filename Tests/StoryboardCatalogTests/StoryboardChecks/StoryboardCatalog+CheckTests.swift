import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// A scene `InboxViewController` whose manual segues are `segues`, plus the scenes they lead to.
func inboxWithSegues(_ segues: String) -> String {
    storyboard(
        """
            <scene sceneID="a"><objects>
                <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                    <connections>
        \(segues)
                    </connections>
                </viewController>
                <viewController id="message" customClass="MessageViewController" sceneMemberID="viewController"/>
                <viewController id="compose" customClass="ComposeViewController" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
        """)
}

/// The findings about segues and files: the fixture's storyboard reference to a storyboard that is
/// not among the inputs adds a `reference.unchecked` note, which these tests are not about.
func diagnostics(_ xml: String) throws -> [Finding] {
    StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "D.storyboard")]).check()
        .filter { $0.code != .referenceUnchecked }
}

@Suite("Storyboard diagnostics")
struct DiagnosticsTests {
    @Test("Two identifiers with one symbol from one scene are an error naming both")
    func collision() throws {
        let found = try diagnostics(
            inboxWithSegues(
                """
                <segue destination="message" kind="show" identifier="Show Detail" id="1"/>
                <segue destination="message" kind="show" identifier="show-detail" id="2"/>
                """))
        #expect(found.count == 1)
        #expect(found[0].severity == .error)
        #expect(found[0].code == .segueCollision)
        #expect(found[0].location?.line == 8)
        #expect(
            found[0].description == """
                D.storyboard:8:1: error: 'show-detail' and 'Show Detail' (line 7) from InboxViewController share the \
                symbol ShowDetail, so both would call prepareForShowDetailSegue(_:sender:); rename one of them.
                """)
    }

    @Test("The same identifier twice to one destination is fine")
    func repeatedIdentifier() throws {
        #expect(
            try diagnostics(
                inboxWithSegues(
                    """
                    <segue destination="message" kind="show" identifier="Show" id="1"/>
                    <segue destination="message" kind="show" identifier="Show" id="2"/>
                    """)
            ).isEmpty)
    }

    @Test("An identifier without symbol is an error")
    func noSymbol() throws {
        let found = try diagnostics(
            inboxWithSegues(#"<segue destination="message" kind="show" identifier="---" id="1"/>"#))
        #expect(found.map(\.code) == [.segueNoSymbol])
        #expect(found[0].message.contains("'---' has no symbol"))
    }

    @Test("Segues without identifier are notes only where two of one scene lead to the same class")
    func missingIdentifier() throws {
        // Alone, or beside one to another class: a route by destination type tells it apart.
        #expect(try diagnostics(inboxWithSegues(#"<segue destination="message" kind="show" id="1"/>"#)).isEmpty)
        let distinct = try diagnostics(
            inboxWithSegues(
                #"<segue destination="message" kind="show" id="1"/><segue destination="compose" kind="show" id="2"/>"#))
        #expect(distinct.isEmpty)
        let found = try diagnostics(
            inboxWithSegues(
                #"<segue destination="message" kind="show" id="1"/><segue destination="compose" kind="show" id="2"/>"#
                    + #"<segue destination="message" kind="presentation" id="3"/>"#))
        #expect(found.map(\.severity) == [.note, .note])
        #expect(found.allSatisfy { $0.code == .segueMissingIdentifier })
        #expect(found[0].message.contains("show segue from InboxViewController (manual) has no identifier"))
        #expect(found[0].message.contains("to MessageViewController on line"))
        #expect(found[0].message.contains("give them identifiers"))
        // Three to one class: each names one other and counts the rest, so that a scene of a million
        // such segues does not make a million lists of a million lines.
        let three = try diagnostics(
            inboxWithSegues(
                #"<segue destination="message" kind="show" id="1"/><segue destination="message" kind="show" id="2"/>"#
                    + #"<segue destination="message" kind="show" id="3"/>"#))
        #expect(three.count == 3)
        #expect(three.allSatisfy { $0.message.contains(" (and 1 more), so no route can tell them apart") })
    }

    @Test("A destination that is not in the file is an error; a storyboard reference never is")
    func missingDestination() throws {
        let found = try diagnostics(
            inboxWithSegues(
                """
                <segue destination="nowhere" kind="show" identifier="Lost" id="1"/>
                <segue destination="ref" kind="show" identifier="Settings" id="2"/>
                """))
        #expect(found.map(\.code) == [.segueMissingDestination])
        #expect(found[0].message.contains("leads to 'nowhere'"))
    }

    @Test("One identifier from one scene to different destinations is a warning")
    func ambiguousDestination() throws {
        let found = try diagnostics(
            inboxWithSegues(
                """
                <segue destination="message" kind="show" identifier="Open" id="1"/>
                <segue destination="compose" kind="show" identifier="Open" id="2"/>
                """))
        #expect(found.map(\.severity) == [.warning])
        #expect(found[0].message.contains("leads to ComposeViewController here and to MessageViewController on line 7"))
    }

    @Test("An unreadable file is an error diagnostic; the inbox fixture itself is clean")
    func readErrorsAndCleanFile() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        let good = try fixtures.write("Inbox.storyboard", inboxStoryboard)
        let bad = try fixtures.write("Bad.storyboard", "<document")
        let found = StoryboardCatalog(paths: [good, bad]).check().filter { $0.code != .referenceUnchecked }
        #expect(found.map(\.code) == [.fileMalformed])
    }
}
