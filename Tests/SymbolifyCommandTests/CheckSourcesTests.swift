import Foundation
import TestSupport
import Testing

@Suite("symbolify check --sources")
struct CheckSourcesTests {
    /// An app tree: a storyboard whose scene's class is declared, a source that performs a segue the
    /// storyboard lacks, and copies in `Pods` and an `.xcloc` export that must not be read.
    private func appTree() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="inbox">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        try scratch.write("App/Base.lproj/Main.storyboard", storyboard)
        try scratch.write(
            "App/Inbox.swift",
            """
            class InboxViewController: UIViewController {
                func compose() {
                    performSegue(withIdentifier: "Compose", sender: nil)
                }
            }
            """)
        try scratch.write("App/Pods/Kit/Kit.storyboard", storyboard.replacingOccurrences(of: "Inbox", with: "Kit"))
        try scratch.write(
            "App/Export.xcloc/Main.storyboard", storyboard.replacingOccurrences(of: "Inbox", with: "Gone"))
        return scratch
    }

    @Test("An identifier the storyboards lack is an error at the source's line; Pods and .xcloc copies are not read")
    func unknownIdentifier() throws {
        let scratch = try appTree()
        defer { scratch.cleanUp() }
        let app = scratch.path("App")
        let result = try SymbolifyBinary.run(["check", app, "--sources", app])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\(app)/Inbox.swift:3:38: error: No segue of the storyboards has the identifier 'Compose'"))
        #expect(result.errors.contains("1 error(s), 0 warning(s), 0 note(s) in 1 storyboard(s)"))
    }

    @Test("Without --sources the storyboards are checked alone; --exclude leaves out a source")
    func withoutSources() throws {
        let scratch = try appTree()
        defer { scratch.cleanUp() }
        let app = scratch.path("App")
        #expect(try SymbolifyBinary.run(["check", app]).status == 0)
        let excluded = try SymbolifyBinary.run(["check", app, "--sources", app, "--exclude", "Inbox.swift"])
        #expect(excluded.status == 1)
        #expect(excluded.errors.contains("error: The directory holds no Swift or Objective-C source file"))
        #expect(excluded.errors.contains("The custom class 'InboxViewController'") == false)
    }
}
