import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@Suite("Reading xibs and the connections of Interface Builder documents")
struct InterfaceDocumentReadingTests {
    @Test("A UIKit xib: File's Owner and First Responder placeholders, top-level objects and their connections")
    func uiKitXib() throws {
        let xib = try Storyboard(contentsOf: FixtureFiles.path("Connections/NoteCell.xib"))
        #expect(xib.kind == .xib)
        #expect(xib.platform == .uiKit)
        #expect(xib.name == "NoteCell")
        #expect(xib.scenes.isEmpty && xib.segues.isEmpty)
        let owner = try #require(xib.objects.first)
        #expect(owner.role == .filesOwner)
        #expect(owner.customClass == "NotesViewController")
        #expect(owner.kindDescription == "File's Owner")
        #expect(xib.objects.first { $0.id == "-2" }?.role == .firstResponder)
        let button = try #require(xib.objects.first { $0.id == "btn-00-001" })
        // The title is in the button's `<state>`, read after the button's own attributes.
        #expect(button.label == "Pin")
        #expect(button.kindDescription == "button \"Pin\"")
        #expect(button.frameworkClassName == "UIButton")
        #expect(xib.objects.first { $0.id == "cel-00-001" }?.frameworkClassName == "UITableViewCell")
        // A plain view that holds a connection is kept; a plain label that holds none is not.
        #expect(xib.objects.contains { $0.id == "hdr-00-001" && $0.customClass == nil })
        #expect(!xib.objects.contains { $0.id == "lbl-00-001" })
        #expect(
            xib.connections.map { "\($0.kind.rawValue) \($0.name) \($0.owner.id)→\($0.destinationID)" } == [
                "outlet headerView -1→hdr-00-001", "outlet view -1→cel-00-001",
                "action pinTapped: btn-00-001→cel-00-001", "action copy: btn-00-001→-2",
                "outlet titleLabel cel-00-001→lbl-00-001", "outlet pinButton cel-00-001→btn-00-001",
                "outletCollection labels cel-00-001→lbl-00-001",
                "outletCollection gestureRecognizers hdr-00-001→tap-00-001", "action headerTapped: tap-00-001→-1",
                "outlet delegate tap-00-001→-1",
            ])
        #expect(xib.connections[2].eventType == "touchUpInside")
        #expect(xib.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius", "pinColor"])
        #expect(xib.runtimeAttributes.allSatisfy { $0.object.id == "btn-00-001" })
    }

    @Test("An AppKit xib: placeholders are custom objects with negative ids; actions name their target")
    func appKitXib() throws {
        let xib = try Storyboard(contentsOf: FixtureFiles.path("Connections/Preferences.xib"))
        #expect(xib.kind == .xib)
        #expect(xib.platform == .appKit)
        #expect(xib.objects.prefix(3).map(\.role) == [.filesOwner, .firstResponder, .application])
        #expect(
            xib.connections.filter { $0.kind == .action }.map { "\($0.name)→\($0.destinationID)" } == [
                "resetFont:→-2", "toggleSync:→syc-00-001", "reloadEverything:→-1",
            ])
        #expect(xib.objects.first { $0.id == "rst-00-001" }?.label == "Reset")
    }

    @Test("A storyboard's objects know their scene; its First Responder is a placeholder")
    func storyboardObjects() throws {
        let storyboard = try FixtureFiles.storyboard("AppShapes.storyboard")
        #expect(storyboard.kind == .storyboard)
        for object in storyboard.objects where !object.isSceneController && object.sceneIndex != nil {
            #expect(storyboard.scenes.indices.contains(object.sceneIndex!))
        }
        #expect(storyboard.objects.filter(\.isSceneController).count == storyboard.scenes.count)
    }

    @Test("Directories are searched for xibs beside storyboards; variants are checked once; .xcloc is skipped")
    func directories() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        let cell = try String(contentsOfFile: FixtureFiles.path("Connections/NoteCell.xib"), encoding: .utf8)
        _ = try scratch.write("App/Base.lproj/NoteCell.xib", cell)
        _ = try scratch.write("App/fr.lproj/NoteCell.xib", cell)
        _ = try scratch.write("App/Export.xcloc/Source Contents/NoteCell.xib", cell)
        _ = try scratch.write("App/Cell.swift", "class NotesViewController: UITableViewController {}")
        let (catalog, sources) = StoryboardCatalog.reading(storyboards: [scratch.url.path], sources: [scratch.url.path])
        #expect(catalog.storyboards.isEmpty)
        #expect(
            catalog.xibs.map { $0.path.components(separatedBy: "/App/").last! } == [
                "Base.lproj/NoteCell.xib", "fr.lproj/NoteCell.xib",
            ])
        #expect(catalog.documents.count == 2)
        // NoteCell is missing from the sources: one finding per object, for the Base variant only.
        let missing = catalog.check(sources: sources).filter { $0.code == .classMissing }
        #expect(missing.count == 3)
        #expect(missing.allSatisfy { $0.location?.file.contains("Base.lproj") == true })
    }

    @Test("A xib in the format of Xcode 4 and earlier is a note; a storyboard named like a xib is still read")
    func legacyXib() throws {
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="8.00">
                <data><int key="IBDocument.SystemTarget">1060</int></data>
            </archive>
            """
        let finding = try #require(throws: Finding.self) {
            try Storyboard(data: Data(archive.utf8), path: "Old.xib")
        }
        #expect(finding.severity == .note)
        #expect(finding.code == .fileLegacyFormat)
        #expect(finding.location?.line == 2)
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        _ = try scratch.write("Old.xib", archive)
        let catalog = StoryboardCatalog(paths: [scratch.url.path])
        #expect(catalog.readFindings.map(\.code) == [.fileLegacyFormat])
        #expect(!catalog.check().containsErrors())
    }
}
