import Foundation
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

@Suite("Scenes nothing reaches (scene.unreachable)")
struct UnreachableSceneTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>$(PRODUCT_NAME)</string>
            <key>UILaunchStoryboardName</key>
            <string>Launch</string>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneStoryboardFile</key>
                            <string>Main</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    /// An app: Main (initial list → detail; an orphan with an ID; a scene only a helper makes),
    /// Onboarding (loaded by code), Legacy (nothing reaches it), Launch (the launch screen).
    static func writeApp(in folder: TemporaryDirectory, infoPlist: String? = Self.infoPlist) throws {
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            graphStoryboard(
                [
                    GraphScene(id: "list", customClass: "ListViewController", segues: [("detail", "show", "Open")]),
                    GraphScene(id: "detail", customClass: "DetailViewController"),
                    GraphScene(id: "orphan", customClass: "OrphanViewController", storyboardIdentifier: "Orphan"),
                    GraphScene(id: "helped", customClass: "HelpedViewController", storyboardIdentifier: "Helped"),
                    GraphScene(
                        id: "generic", customClass: "GenericViewController",
                        storyboardIdentifier: "GenericViewController"),
                ], initial: "list"))
        try folder.write(
            "App/Base.lproj/Onboarding.storyboard",
            graphStoryboard([GraphScene(id: "welcome", customClass: "WelcomeViewController")], initial: "welcome"))
        try folder.write(
            "App/Base.lproj/Legacy.storyboard",
            graphStoryboard(
                [
                    GraphScene(id: "old", customClass: "OldViewController", segues: [("older", "show", nil)]),
                    GraphScene(id: "older", customClass: "OlderViewController"),
                ], initial: "old"))
        try folder.write(
            "App/Base.lproj/Launch.storyboard", graphStoryboard([GraphScene(id: "launch")], initial: "launch"))
        if let infoPlist { try folder.write("App/Info.plist", infoPlist) }
        try folder.write(
            "App/ListViewController.swift",
            """
            import UIKit
            class ListViewController: UIViewController {
                func start() {
                    let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                    present(storyboard.instantiateInitialViewController()!, animated: true)
                    let helped = Storyboards.make(in: "Main", identifier: "Helped")
                    show(GenericViewController.instantiate(), sender: nil)
                }
            }
            class DetailViewController: UIViewController {}
            class OrphanViewController: UIViewController {}
            class HelpedViewController: UIViewController {}
            class GenericViewController: UIViewController {}
            class WelcomeViewController: UIViewController {}
            class OldViewController: UIViewController {}
            class OlderViewController: UIViewController {}
            """)
    }

    func unreachable(_ findings: [Finding]) -> [String] {
        findings.filter { $0.code == .sceneUnreachable }.map { finding in
            let file = finding.location.map { lastPathComponent($0.file) } ?? ""
            return file + (finding.location?.line.map { ":\($0)" } ?? "")
        }
    }

    @Test("From the Info.plist's storyboards: one finding per unreached scene, one per unreached storyboard")
    func fromInfoPlist() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try Self.writeApp(in: folder)
        let read = StoryboardCatalog.reading(storyboards: [folder.path], sources: [folder.path])
        #expect(read.catalog.mainStoryboardNames() == ["Launch", "Main"])
        let findings = read.catalog.check(sources: read.sources)
        // Onboarding is loaded by code, Helped by a helper given its ID, GenericViewController by a
        // generic method of the class named like its ID; Launch is the launch screen.
        #expect(unreachable(findings) == ["Legacy.storyboard", "Main.storyboard:27"])
        let orphan = try #require(findings.first { $0.location?.line == 27 })
        #expect(orphan.severity == .warning)
        #expect(orphan.message.contains("OrphanViewController scene (storyboard ID 'Orphan') of Main.storyboard"))
        #expect(orphan.message.contains("starting from the initial controller of Launch.storyboard"))
        let legacy = try #require(findings.first { $0.location?.file.hasSuffix("Legacy.storyboard") == true })
        #expect(legacy.message.contains("Nothing reaches Legacy.storyboard") && legacy.message.contains("2 scene(s)"))
    }

    @Test("--entry adds a way in; without a known main storyboard or entry, nothing is reported")
    func entries() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try Self.writeApp(in: folder, infoPlist: nil)
        let read = StoryboardCatalog.reading(storyboards: [folder.path], sources: [folder.path])
        #expect(read.catalog.mainStoryboardNames().isEmpty)
        #expect(unreachable(read.catalog.check(sources: read.sources)).isEmpty)
        let given = read.catalog.check(sources: read.sources, readModules: nil, entries: ["Main", "Main/Orphan"])
        // Launch is not named, so it is unreached, as Legacy is.
        #expect(unreachable(given) == ["Launch.storyboard", "Legacy.storyboard"])
        // An entry that names nothing is no way in.
        #expect(unreachable(read.catalog.check(sources: read.sources, readModules: nil, entries: ["Nowhere"])).isEmpty)
    }

    @Test("Without sources, reachability is not reported: code may reach any scene")
    func withoutSources() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try Self.writeApp(in: folder)
        #expect(unreachable(StoryboardCatalog(paths: [folder.path]).check()).isEmpty)
    }

    @Test("Info.plist keys: UIMainStoryboardFile and its device forms, NSMainStoryboardFile, extensions'")
    func infoPlistKeys() {
        let text = """
            <plist><dict>
            <key>UIMainStoryboardFile</key> <string>Main</string>
            <key>UIMainStoryboardFile~ipad</key>
                <string> Main-iPad </string>
            <key>NSMainStoryboardFile</key><string>Mac</string>
            <key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>Share</string></dict>
            <key>UIMainStoryboardFile</key><string>$(MAIN_STORYBOARD)</string>
            <key>CFBundleName</key><string>UIMainStoryboardFile</string>
            <key>UISceneStoryboardFile</key><integer>3</integer>
            </dict></plist>
            """
        #expect(InfoPropertyList.mainStoryboards(in: Array(text.utf8)) == ["Main", "Main-iPad", "Mac", "Share"])
        #expect(InfoPropertyList.mainStoryboards(in: Array("<key>UIMainStoryboardFile</key>".utf8)).isEmpty)
        #expect(InfoPropertyList.mainStoryboards(in: []).isEmpty)
    }

    @Test("AppKit: the main storyboard's application scene is loaded with it")
    func appKitApplicationScene() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="app">
                        <objects>
                            <application id="application" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="window">
                        <objects>
                            <windowController storyboardIdentifier="Document" id="window" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(text.utf8), path: "Mac/Main.storyboard")
        ])
        let graph = NavigationGraph(catalog: catalog)
        let entries = graph.entryPoints(mainStoryboards: ["Main"])
        #expect(entries.map { graph.nodes[$0].id } == ["Main/application"])
        #expect(graph.reachability(from: entries).unreachable.map { graph.nodes[$0].id } == ["Main/window"])
        #expect(graph.reachability(from: entries).unreachableClusters.isEmpty)
    }

    @Test("A project's target: its build settings' main storyboard and its Info.plist")
    func projectTarget() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            graphStoryboard(
                [
                    GraphScene(id: "root", customClass: "RootViewController"),
                    GraphScene(id: "lost", customClass: "LostViewController"),
                ], initial: "root"))
        try folder.write(
            "App/AppDelegate.swift",
            "import UIKit\nclass RootViewController: UIViewController {}\nclass LostViewController: UIViewController {}\n"
        )
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        var check = ProjectCheck(projects: [project], targets: ["App"])
        let lost = unreachable(check.run().findings)
        #expect(lost == ["Main.storyboard:16"])
        check.entries = ["LostViewController"]
        #expect(unreachable(check.run().findings).isEmpty)
    }

    @Test("Every build configuration's Info.plist and launch screen start the app, not only the default's")
    func otherConfigurations() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let projectFile = folder.path + "/App.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: projectFile, encoding: .utf8)
        let defaultConfiguration =
            #"C0000001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_UIMainStoryboardFile = Main; }; name = Release; };"#
        #expect(text.contains(defaultConfiguration))
        let edited = text.replacingOccurrences(
            of: "buildConfigurations = (C0000001, );", with: "buildConfigurations = (C0000001, C0000091, C0000092, );"
        )
        .replacingOccurrences(
            of: defaultConfiguration,
            with:
                #"C0000001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_UIMainStoryboardFile = Main; INFOPLIST_FILE = "App/Info.plist"; }; name = Release; };"#
                + "\n"
                + #"C0000091 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Lite-Info.plist"; }; name = "AppStore-Lite"; };"#
                + "\n"
                + #"C0000092 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIMainStoryboardFile = Main; INFOPLIST_KEY_UILaunchStoryboardName = "Beta Launch"; INFOPLIST_FILE = "$(OTHER_ROOT)/Beta.plist"; }; name = Beta; };"#
        )
        try edited.write(toFile: projectFile, atomically: true, encoding: .utf8)
        let plist = { (key: String, name: String) in
            "<plist><dict><key>\(key)</key><string>\(name)</string></dict></plist>"
        }
        try folder.write("App/Info.plist", plist("UILaunchStoryboardName", "Launch"))
        try folder.write("App/Lite-Info.plist", plist("UILaunchStoryboardName", "Lite Launch"))
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let target = try #require(project.targets.first { $0.name == "App" })
        #expect(target.infoPlistFile?.hasSuffix("App/Info.plist") == true)
        #expect(target.otherInfoPlistFiles.map { $0.hasSuffix("App/Lite-Info.plist") } == [true])
        #expect(target.startingStoryboards == ["Main", "Beta Launch", "Launch", "Lite Launch"])
        // The other configurations' settings that refer to unknown settings are not said again.
        #expect(!project.notes.contains { $0.message.contains("OTHER_ROOT") })
    }

    @Test("The scan for names: whole literals only, escapes skipped, classes used as values at a name's start")
    func mentionScanner() {
        let scanner = MentionScanner(literals: ["Chat": [1], "Settings": [2], "Edit": [3]], classes: ["Card": [4]])
        func scan(_ text: String) -> [Int] {
            Array(text.utf8).withUnsafeBufferPointer { scanner.scan($0) }.sorted()
        }
        #expect(scan(#"UIStoryboard.controller(from: "Chat", identifier: "Chatty")"#) == [1])
        // An escaped quote does not end a literal, and does not turn code into strings after it.
        #expect(scan(#"let a = "say \"hi\" to Settings"; let b = "Edit""#) == [3])
        #expect(scan(#"log("\\") + "Settings""#) == [2])
        // A literal does not span lines.
        #expect(scan("let a = \"Chat\nChat\"").isEmpty)
        #expect(scan("show(Card.instantiate())") == [4])
        #expect(scan("let type = Card.self") == [4])
        #expect(scan("// Card.swift\nlet x = MyCard.make(); Card.Kind.self").isEmpty)
        #expect(scan("").isEmpty)
    }

    @Test("An Info.plist beside the storyboard's folder: Supporting Files/App-Info.plist, Resources/Info.plist")
    func infoPlistPlaces() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let plist = { (key: String, name: String) in
            "<plist><dict><key>\(key)</key><string>\(name)</string></dict></plist>"
        }
        try folder.write("App/Resources/Launch.storyboard", graphStoryboard([GraphScene(id: "l")], initial: "l"))
        try folder.write("App/Supporting Files/App-Info.plist", plist("UILaunchStoryboardName", "Launch"))
        try folder.write(
            "Share/en.lproj/MainInterface.storyboard", graphStoryboard([GraphScene(id: "s")], initial: "s"))
        try folder.write("Share/Resources/Info.plist", plist("NSExtensionMainStoryboard", "MainInterface"))
        try folder.write("Other/Base.lproj/Old.storyboard", graphStoryboard([GraphScene(id: "o")], initial: "o"))
        let read = StoryboardCatalog.reading(storyboards: [folder.path], sources: [folder.path])
        #expect(read.catalog.mainStoryboardNames().sorted() == ["Launch", "MainInterface"])
    }
}
