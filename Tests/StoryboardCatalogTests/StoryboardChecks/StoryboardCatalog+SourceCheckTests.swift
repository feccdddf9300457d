import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// A storyboard `Main` for an app whose sources are checked: an inbox that segues to a message
/// (manually, with a segue action), is unwound to, and a settings scene with a storyboard ID.
private let appStoryboard = storyboard(
    """
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                    <segue destination="inbox" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeInbox:sender:segueIdentifier:" id="r1"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="inbox" customClass="InboxViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <connections>
                    <segue destination="message" kind="show" identifier="Show Message" destinationCreationSelector="makeMessageWithCoder:sender:" id="g1"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="message" customClass="MessageViewController" storyboardIdentifier="Message" sceneMemberID="viewController">
                <connections>
                    <segue destination="exit1" kind="unwind" unwindAction="unwindToInbox:" id="u1"/>
                </connections>
            </viewController>
            <exit id="exit1" userLabel="Exit" sceneMemberID="exit"/>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <viewController id="other" customClass="OtherModuleController" customModule="Kit" storyboardIdentifier="Kit" sceneMemberID="viewController"/>
            <viewController id="plain" customClass="UIReferenceLibraryViewController" sceneMemberID="viewController"/>
        </objects></scene>
    """)

/// Sources that match ``appStoryboard`` exactly.
private let matchingSource = """
    class InboxViewController: UIViewController {
        @IBSegueAction func makeMessage(coder: NSCoder, sender: Any?) -> MessageViewController? { nil }
        @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "Show Message" {}
        }
        func prepareForShowMessageSegue(_ message: MessageViewController, sender: Any?) {}
        func open() {
            performSegue(withIdentifier: "Show Message", sender: nil)
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Message")
        }
    }
    class MessageViewController: UIViewController {}
    class Presenter: UIViewController {
        @IBSegueAction func makeInbox(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
    }
    """

/// The values of the references of sources read as files `File0.swift`, `File1.swift`, ….
private func referenceValues(_ sources: String...) -> [String] {
    SwiftSources(
        files: sources.enumerated().map { index, source in
            SwiftSourceFile(bytes: Array(source.utf8), path: "File\(index).swift")
        }
    ).references.map(\.value)
}

private func sourceFindings(_ source: String, storyboard xml: String = appStoryboard) throws -> [Finding] {
    let catalog = StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "App/Main.storyboard")])
    let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "App/App.swift")])
    let own = Set(catalog.check())
    // The storyboard's scene of another module is a note in every run (`explicitModuleScene`).
    return catalog.check(sources: sources).filter { !own.contains($0) && $0.code != .classUnverifiedModule }
}

@Suite("Storyboards checked against sources")
struct SourceCheckTests {
    @Test("Sources that match the storyboard give no finding")
    func matching() throws {
        #expect(try sourceFindings(matchingSource) == [])
    }

    @Test(
        "A scene's class that no source declares is an error at the scene; other modules and frameworks are not checked"
    )
    func missingClass() throws {
        let found = try sourceFindings(
            matchingSource.replacingOccurrences(of: "class MessageViewController", with: "class Renamed"))
        #expect(found.map(\.code) == [.classMissing])
        #expect(found.first?.location?.file == "App/Main.storyboard")
        #expect(found.first?.message.contains("'MessageViewController'") == true)
    }

    @Test("A scene's class of a module whose sources were not read is a note")
    func explicitModuleScene() throws {
        let catalog = StoryboardCatalog(
            storyboards: [try Storyboard(data: Data(appStoryboard.utf8), path: "App/Main.storyboard")])
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(matchingSource.utf8), path: "App/App.swift")])
        let notes = catalog.check(sources: sources).filter { $0.code == .classUnverifiedModule }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("'OtherModuleController'") == true)
        #expect(notes.first?.message.contains("module 'Kit'") == true)
    }

    @Test(
        "A class of the SDK's table is Apple's; any other undeclared class is missing, whatever its prefix",
        arguments: [
            ("SCNView", false), ("QLPreviewController", false), ("MKMapView", false), ("AVPlayerViewController", false),
            ("_TtC3App14HomeController", false), ("MKFancyMapController", true), ("PKHUDSquareBaseView", true),
            ("MFIKeyActionSheetView", true), ("SKTileMapEditorController", true), ("UIkitController", true),
            ("UI", true), ("NSx", true), ("ÜIViewController", true), ("MessageViewController2", true),
        ])
    func sdkClasses(customClass: String, isMissing: Bool) throws {
        let found = try sourceFindings(
            matchingSource,
            storyboard: appStoryboard.replacingOccurrences(
                of: "customClass=\"MessageViewController\"", with: "customClass=\"\(customClass)\""))
        #expect(found.contains { $0.code == .classMissing } == isMissing)
    }

    @Test("A class whose header Objective-C imports from a framework is declared there")
    func classFromImportedHeader() throws {
        let storyboard = appStoryboard.replacingOccurrences(
            of: "customClass=\"MessageViewController\"", with: "customClass=\"KitGalleryController\"")
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(storyboard.utf8), path: "Main.storyboard")
        ])
        func missing(_ objectiveC: String) -> [Finding] {
            let sources = SwiftSources(files: [
                SwiftSourceFile(bytes: Array(matchingSource.utf8), path: "App.swift"),
                SwiftSourceFile(bytes: Array(objectiveC.utf8), path: "Gallery.m"),
            ])
            return catalog.check(sources: sources).filter { $0.code == .classMissing }
        }
        #expect(missing("#import <Kit/KitGalleryController.h>\n#import \"Local.h\"\n").isEmpty)
        #expect(missing("// #import <Kit/KitGalleryController.h>\n#import <Kit/Kit.h>\n").count == 1)
    }

    @Test("An unwind action no class implements is an error at the segue; an unused @IBAction unwind is a note")
    func unwinds() throws {
        let found = try sourceFindings(
            matchingSource.replacingOccurrences(of: "func unwindToInbox(_ segue:", with: "func unwind(to segue:"))
        #expect(found.map(\.code) == [.unwindUnusedAction, .unwindMissingAction])
        #expect(found.map { $0.location?.file } == ["App/App.swift", "App/Main.storyboard"])
    }

    @Test("A segue action with another arity than the storyboard's is an error at the segue")
    func segueActionArity() throws {
        let found = try sourceFindings(
            matchingSource.replacingOccurrences(
                of: "makeMessage(coder: NSCoder, sender: Any?)", with: "makeMessage(coder: NSCoder)"))
        #expect(found.map(\.code) == [.segueMissingAction])
        #expect(found.first?.message.contains("makeMessageWithCoder:") == true)
    }

    @Test("A relationship segue's action is looked for in every class, not in the container's")
    func relationshipSegueAction() throws {
        #expect(try sourceFindings(matchingSource).isEmpty)
        let found = try sourceFindings(
            matchingSource.replacingOccurrences(of: "func makeInbox(", with: "func makeOther("))
        #expect(found.map(\.code) == [.segueMissingAction])
    }

    @Test("Identifiers, storyboard IDs and names that the storyboards lack are findings in the source")
    func references() throws {
        let found = try sourceFindings(
            matchingSource + """

                extension InboxViewController {
                    func more(_ segue: UIStoryboardSegue) {
                        performSegue(withIdentifier: "Show Mesage", sender: nil)
                        if segue.identifier == "Gone" {}
                        _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Nope")
                        _ = storyboard?.instantiateViewController(withIdentifier: "Kit")
                        _ = storyboard?.instantiateViewController(withIdentifier: "Nowhere")
                        _ = UIStoryboard(name: "Missing", bundle: nil)
                        _ = UIStoryboard(name: "Elsewhere", bundle: frameworkBundle)
                        performSegue(withIdentifier: runtimeIdentifier, sender: nil)
                    }
                    func prepareForComposeSegue(_ destination: UIViewController, sender: Any?) {}
                }
                """)
        #expect(
            found.map(\.code) == [
                .segueUnknownIdentifier, .segueUnusedIdentifier, .sceneUnknownIdentifier, .sceneUnknownIdentifier,
                .storyboardUnknownName, .handlerUnmatched,
            ])
        #expect(found.allSatisfy { $0.location?.file == "App/App.swift" })
        #expect(found.map(\.severity) == [.error, .warning, .error, .error, .error, .warning])
    }

    @Test("A case's raw value passed for an identifier is checked as the literal would be, across files")
    func enumerationRawValues() throws {
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(appStoryboard.utf8), path: "App/Main.storyboard")
        ])
        let identifiers = """
            enum SegueIdentifier: String {
                case showMessage = "Show Message"
                case compose = "Compose"
            }
            enum SceneID: String { case Message, Settings }
            enum StoryboardName: String { case main = "Main", onboarding = "Onboarding" }
            """
        let uses = """
            extension InboxViewController {
                func go(_ segue: UIStoryboardSegue) {
                    performSegue(withIdentifier: SegueIdentifier.showMessage.rawValue, sender: nil)
                    performSegue(withIdentifier: SegueIdentifier.compose.rawValue, sender: nil)
                    if segue.identifier == SegueIdentifier.compose.rawValue {}
                    _ = storyboard?.instantiateViewController(withIdentifier: SceneID.Message.rawValue)
                    _ = storyboard?.instantiateViewController(withIdentifier: SceneID.Settings.rawValue)
                    performSegue(withIdentifier: SegueIdentifier.undeclared.rawValue, sender: nil)
                    performSegue(withIdentifier: Elsewhere.compose.rawValue, sender: nil)
                    _ = UIStoryboard(name: StoryboardName.main.rawValue, bundle: nil)
                    _ = UIStoryboard(name: StoryboardName.onboarding.rawValue, bundle: .main)
                }
            }
            """
        let sources = SwiftSources(files: [
            SwiftSourceFile(bytes: Array(matchingSource.utf8), path: "App/App.swift"),
            SwiftSourceFile(bytes: Array(uses.utf8), path: "App/Uses.swift"),
            SwiftSourceFile(bytes: Array(identifiers.utf8), path: "App/Identifiers.swift"),
        ])
        let own = Set(catalog.check())
        let found = catalog.check(sources: sources).filter { !own.contains($0) && $0.code != .classUnverifiedModule }
        #expect(
            found.map(\.code) == [
                .segueUnknownIdentifier, .segueUnusedIdentifier, .sceneUnknownIdentifier, .storyboardUnknownName,
            ])
        #expect(found.map { $0.location?.line } == [4, 5, 7, 11])
        #expect(found.allSatisfy { $0.location?.file == "App/Uses.swift" })
        #expect(found[0].message.contains("'Compose'"))
        #expect(found[2].message.contains("'Settings'"))
    }

    @Test(
        "An enumeration is looked up innermost first; a name declared twice with different raw values is not guessed"
    )
    func enumerationLookup() {
        let use = """
            class A: UIViewController {
                func go() { performSegue(withIdentifier: ID.go.rawValue, sender: nil) }
            }
            """
        let outer = "enum ID: String { case go = \"Outer\" }"
        #expect(referenceValues(use, outer) == ["Outer"])
        #expect(referenceValues(use, outer, "extension A { enum ID: String { case go = \"Inner\" } }") == ["Inner"])
        // The innermost enumeration of the name decides, even without the case.
        #expect(referenceValues(use, outer, "extension A { enum ID: String { case stop } }") == [])
        #expect(referenceValues(use, outer, "enum ID: String { case go = \"Outer\" }") == ["Outer"])
        #expect(referenceValues(use, outer, "enum ID: String { case go = \"Other target\" }") == [])
        #expect(referenceValues(use, "enum ID: Int { case go }") == [])
        #expect(referenceValues(use) == [])
    }

    @Test("A case passed itself is found among the enumerations visible from the call, and only there")
    func implicitMembers() {
        let use = """
            class A: UIViewController, SegueHandlerType {
                func go() { performSegue(withIdentifier: .go, sender: nil) }
            }
            """
        #expect(
            referenceValues(use, "extension A { enum SegueIdentifier: String { case go = \"Go on\" } }") == ["Go on"])
        #expect(referenceValues(use, "enum Shared: String { case go = \"Top\", stop }") == ["Top"])
        // Nested in another type: not visible from A.
        #expect(referenceValues(use, "class B { enum SegueIdentifier: String { case go = \"B's\" } }") == [])
        // Two visible enumerations that disagree are not guessed between; agreeing ones are one answer.
        #expect(
            referenceValues(use, "enum X: String { case go = \"One\" }", "enum Y: String { case go = \"Two\" }") == [])
        #expect(
            referenceValues(use, "enum X: String { case go = \"One\" }", "enum Y: String { case go = \"One\" }") == [
                "One"
            ])
        #expect(referenceValues(use, "enum X: Int { case go }") == [])
    }

    @Test("Reading problems name their file, and the other files are still checked")
    func badFiles() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("App/Good.swift", "class InboxViewController: UIViewController {}")
        try scratch.write("App/Open.swift", "let a = \"open\nclass MessageViewController {}")
        try scratch.write("App/Latin1.swift", Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A]))
        try scratch.write("App/Huge.swift", Data(count: SwiftSourceFile.sizeLimit + 1))
        try scratch.write("App/Pods/Dependency.swift", "class NotRead: UIViewController {}")
        try scratch.write("App/Export.xcloc/Copy.swift", "class NotReadEither {}")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("App/Loop"), withDestinationPath: scratch.path("App"))
        let sources = SwiftSources(paths: [scratch.path("App"), scratch.path("Absent")])
        #expect(
            sources.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "Good.swift", "Latin1.swift", "Open.swift",
            ])
        let codes = sources.readFindings.map {
            ($0.code, URL(fileURLWithPath: $0.location?.file ?? "").lastPathComponent)
        }
        #expect(
            codes.map(\.0) == [.directoryLoop, .sourceTooLarge, .sourceMalformed, .sourceMalformed, .fileUnreadable])
        #expect(codes.map(\.1) == ["Loop", "Huge.swift", "Latin1.swift", "Open.swift", "Absent"])
        #expect(sources.files.flatMap(\.classes).map(\.name) == ["InboxViewController", "MessageViewController"])
    }

    @Test("A project's files, found and read on all cores: in the order given, each once, with what reading met")
    func projectFiles() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("App/B.swift", "class BViewController: UIViewController {}")
        try scratch.write("App/A.swift", "class AViewController: UIViewController {}")
        try scratch.write("App/Open.swift", "let a = \"open\nclass OpenViewController {}")
        try scratch.write("App/Folder.swift/C.swift", "class CViewController: UIViewController {}")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path("App/Link.swift"), withDestinationPath: scratch.path("App/A.swift"))
        let paths = ["B.swift", "A.swift", "Link.swift", "Open.swift", "Absent.swift", "Folder.swift", "B.swift"].map {
            scratch.path("App/" + $0)
        }
        let sources = SwiftSources(projectFiles: paths)
        #expect(
            sources.files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == [
                "B.swift", "A.swift", "Open.swift", "C.swift",
            ])
        #expect(sources.readFindings.map(\.code) == [.sourceMalformed, .fileUnreadable])
        #expect(sources.readFindings.last?.location?.file == scratch.path("App/Absent.swift"))
        // What the general reader finds and reads, found file by file before reading.
        let general = SwiftSources(paths: paths)
        #expect(sources.files.map(\.path) == general.files.map(\.path))
        #expect(sources.readFindings == general.readFindings)
    }

    @Test(
        "Storyboards of one name in different bundles (each with its Info.plist) are not duplicates; in one bundle they are"
    )
    func duplicateNames() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let empty = storyboard("")
        try scratch.write("App/Info.plist", "")
        try scratch.write("App/Base.lproj/Main.storyboard", empty)
        try scratch.write("App/fr.lproj/Main.storyboard", empty)
        try scratch.write("App/Main~ipad.storyboard", empty)
        try scratch.write("Extension/Info.plist", "")
        try scratch.write("Extension/Base.lproj/Main.storyboard", empty)
        try scratch.write("App/Feature/Base.lproj/Main.storyboard", empty)
        let catalog = StoryboardCatalog(paths: [scratch.path])
        let found = catalog.check(sources: SwiftSources(files: []))
        #expect(found.map(\.code) == [.storyboardDuplicateName])
        #expect(found.first?.location?.file.hasSuffix("App/Feature/Base.lproj/Main.storyboard") == true)
    }

    @Test("A UIKit and an AppKit storyboard of one name are never in one bundle")
    func duplicateNamesAcrossPlatforms() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let iOS = storyboard("")
        let mac = iOS.replacingOccurrences(of: "CocoaTouch.Storyboard.XIB", with: "Cocoa.Storyboard.XIB")
        try scratch.write("iOS/Base.lproj/Main.storyboard", iOS)
        try scratch.write("Mac/Base.lproj/Main.storyboard", mac)
        let found = StoryboardCatalog(paths: [scratch.path]).check(sources: SwiftSources(files: []))
        #expect(found.filter { $0.code == .storyboardDuplicateName }.isEmpty)
    }

    @Test("Variants of one storyboard are checked once, through the Base.lproj one")
    func variantsCheckedOnce() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let colliding = appStoryboard.replacingOccurrences(
            of: "<segue destination=\"message\" kind=\"show\" identifier=\"Show Message\"",
            with: "<segue destination=\"message\" kind=\"show\" identifier=\"show-message\" id=\"g0\"/>"
                + "<segue destination=\"message\" kind=\"show\" identifier=\"Show Message\"")
        try scratch.write("App/Base.lproj/Main.storyboard", colliding)
        try scratch.write("App/fr.lproj/Main.storyboard", colliding)
        let catalog = StoryboardCatalog(paths: [scratch.path])
        #expect(catalog.check().filter { $0.code == .segueCollision }.count == 2)
        let found = catalog.check(sources: SwiftSources(files: [])).filter { $0.code == .segueCollision }
        #expect(found.count == 1)
        #expect(found.first?.location?.file.contains("Base.lproj") == true)
    }

    @Test("Variants whose segue identifiers differ are reported once, at the variant")
    func variantMismatch() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("App/Base.lproj/Main.storyboard", appStoryboard)
        try scratch.write(
            "App/Main~ipad.storyboard", appStoryboard.replacingOccurrences(of: "identifier=\"Show Message\"", with: ""))
        let found = StoryboardCatalog(paths: [scratch.path]).check(sources: SwiftSources(files: []))
            .filter { $0.code == .storyboardVariantMismatch }
        #expect(found.count == 1)
        #expect(found.first?.location?.file.hasSuffix("Main~ipad.storyboard") == true)
        #expect(found.first?.message.contains("lacks the segue identifiers 'Show Message'") == true)
    }
}
