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

@Suite("symbolify check on Xcode projects")
struct CheckProjectTests {
    @Test("A project is checked target by target: findings once, a line per target, the missing file an error")
    func project() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try HandWrittenProject.write(in: scratch)
        let project = scratch.path("App.xcodeproj")
        let result = try SymbolifyBinary.run(["check", project])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\(project)/project.pbxproj: error: The targets 'App', 'AppTests' of App.xcodeproj build \(scratch.path)/App/Missing.swift"
            ))
        #expect(
            result.errors.contains(
                "target 'App' of App.xcodeproj (module App): 1 storyboard(s), 1 xib(s), 0 segue(s), 7 source file(s): ")
        )
        #expect(result.errors.contains("target 'Widget' of App.xcodeproj (module My_Widget): "))
        // The missing file names the tests too: their line counts it.
        #expect(
            result.errors.contains(
                "target 'AppTests' of App.xcodeproj: 2 source file(s), checked with its host app 'App': 1 error(s), "
                    + "0 warning(s), 0 note(s)\n"), "\(result.errors)")
        // The lines count the missing file twice, the total once, and the untargeted files on no line.
        #expect(
            result.errors.contains(
                "in 4 target(s) of App.xcodeproj: 1 storyboard(s), 1 xib(s), 0 segue(s) (1 finding(s) shared by several "
                    + "targets, counted on each of their lines; 2 finding(s) of no target)\n"), "\(result.errors)")
        // The folder that holds it is checked as the project; --without-projects checks it as a folder.
        let folder = try SymbolifyBinary.run(["check", scratch.path, "--format", "json"])
        #expect(folder.output.contains("\"targets\":[{\"project\":\"App\",\"name\":\"App\",\"module\":\"App\""))
        let plain = try SymbolifyBinary.run(["check", scratch.path, "--without-projects"])
        #expect(plain.errors.contains("in 2 storyboard(s), 2 xib(s), 0 segue(s)"), "\(plain.errors)")
        // A workspace: its projects, without the pods' own (a dependency, read through Pods/).
        try scratch.write(
            "App.xcworkspace/contents.xcworkspacedata",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """)
        let workspace = try SymbolifyBinary.run(["check", "App.xcworkspace"], workingDirectory: scratch.path)
        #expect(workspace.errors.contains("in 4 target(s) of App.xcodeproj: "), "\(workspace.errors)")
        #expect(!workspace.errors.contains("Pods"), "\(workspace.errors)")
        let one = try SymbolifyBinary.run(["check", project, "--target", "Kit"])
        #expect(one.status == 0, "\(one.errors)")
        #expect(!one.errors.contains("target 'App'"))
    }

    @Test("Projects and folders together, --sources with a project, and --target without one are usage errors")
    func usage() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try HandWrittenProject.write(in: scratch)
        let project = scratch.path("App.xcodeproj")
        for arguments in [
            ["check", project, scratch.path("Stale")], ["check", project, "--sources", scratch.path("App")],
            ["check", scratch.path("Stale"), "--target", "App"],
            ["check", project, "--target", "App", "--without-projects"],
        ] {
            let result = try SymbolifyBinary.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.errors)")
            #expect(result.errors.hasPrefix("Error: "), "\(arguments)")
        }
    }
}

@Suite("symbolify generate on an Xcode project's target")
struct GenerateProjectTests {
    @Test(
        "generate <project> --target writes the target's routes and scenes; a wrong target is an error naming the targets"
    )
    func generate() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try HandWrittenProject.write(in: scratch)
        let project = scratch.path("App.xcodeproj")
        let output = scratch.path("Routes.swift")
        let result = try SymbolifyBinary.run(["generate", project, "--target", "App", "--output", output])
        #expect(result.status == 0, "\(result.errors)")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("// Generated by symbolify"))
        #expect(code.contains("Scene<RootViewController>"), "\(code)")
        let wrong = try SymbolifyBinary.run(["generate", project, "--target", "Nope", "--output", output])
        #expect(wrong.status == 1)
        #expect(wrong.errors.contains("No target of App.xcodeproj is named 'Nope'; pass --target with one of 'App'"))
        let mixed = try SymbolifyBinary.run(["generate", project, "--sources", scratch.path("App")])
        #expect(mixed.status == 64)
    }
}
