import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@Suite("Reading the Cocoa bindings of macOS documents")
struct BindingReadingTests {
    @Test("A xib's bindings: their objects, names, destinations, key paths and value transformers")
    func xibBindings() throws {
        let xib = try Storyboard(contentsOf: FixtureFiles.path("Bindings/Settings.xib"))
        #expect(
            xib.bindings.map { "\($0.object.id) \($0.name) →\($0.destinationID) \($0.keyPath)" } == [
                "txt-00-001 value →-2 accountName", "txt-00-001 enabled →-2 isSignedIn",
                "btc-00-001 value →udc-00-001 values.ShowsGrid", "txt-00-002 value →arr-00-001 selection.title",
                "txt-00-002 hidden →arr-00-001 arrangedObjects.@count", "arr-00-001 contentArray →-2 bookmarks",
            ])
        // Only `NSValueTransformerName` is a transformer: not the other strings of the options.
        #expect(
            xib.bindings.map(\.valueTransformerName) == [nil, "NSNegateBoolean", nil, "TitleTransformer", nil, nil])
        // The bound object is the element whose connections hold the binding: a button's cell.
        let cell = xib.bindings[2].object
        #expect(cell.elementName == "buttonCell")
        #expect(cell.label == "Show Grid")
        #expect(xib.bindings[0].object.label == "Account Name")
        #expect(xib.bindings[0].location.line == 20)
        #expect(xib.bindings[3].firstKey == "selection")
        #expect(xib.bindings[3].secondKey == "title")
        #expect(xib.bindings[0].secondKey == nil)
        // The bindings share the document's objects: File's Owner is one object.
        #expect(xib.bindings[5].object.role == .object)
        #expect(xib.objects.contains { $0.id == "udc-00-001" })
    }

    @Test("A xib's controllers: kind, declared keys (key paths too), content class, Core Data entity, tree key paths")
    func xibControllers() throws {
        let xib = try Storyboard(contentsOf: FixtureFiles.path("Bindings/Settings.xib"))
        #expect(xib.bindingControllers.map(\.kind) == [.userDefaultsController, .arrayController, .treeController])
        let array = xib.bindingControllers[1]
        #expect(array.object.id == "arr-00-001")
        #expect(array.object.frameworkClassName == "NSArrayController")
        #expect(array.object.label == "Bookmarks")
        #expect(array.declaredKeys == ["title", "url.host"])
        #expect(array.objectClassName == "Bookmark")
        #expect(array.entityName == nil)
        let tree = xib.bindingControllers[2]
        #expect(tree.entityName == "Folder")
        #expect(tree.childrenKeyPath == "children")
        #expect(tree.declaredKeys.isEmpty)
        #expect(xib.bindingControllers[0].object.frameworkClassName == "NSUserDefaultsController")
    }

    @Test("A storyboard's bindings: the destination is the scene's controller, and scene-level controllers are kept")
    func storyboardBindings() throws {
        let storyboard = try Storyboard(contentsOf: FixtureFiles.path("Bindings/Library.storyboard"))
        #expect(
            storyboard.bindings.map { "\($0.object.id) \($0.name) →\($0.destinationID) \($0.keyPath)" } == [
                "lib-tf-001 value →lib-vc-001 itemCount", "lib-tf-001 toolTip →lib-ac-001 selection.name",
                "lib-ac-001 contentArray →lib-vc-001 albums",
            ])
        #expect(storyboard.bindings[1].valueTransformerName == "Library.NameTransformer")
        #expect(storyboard.bindingControllers.map(\.object.id) == ["lib-ac-001", "lib-ud-001"])
        #expect(storyboard.bindingControllers.map(\.kind) == [.arrayController, .userDefaultsController])
        #expect(storyboard.bindingControllers[0].objectClassName == "Album")
        // Both are in the scene of LibraryViewController.
        #expect(storyboard.bindingControllers.allSatisfy { $0.object.sceneIndex == 0 })
    }

    @Test("A UIKit document has no bindings, and a <binding> outside <connections> is none")
    func noBindingsOutsideConnections() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="Owner"/>
                    <textField id="t1">
                        <binding destination="-2" name="value" keyPath="stray" id="b0"/>
                        <connections>
                            <binding destination="-2" name="value" keyPath="title" id="b1">
                                <dictionary key="options">
                                    <string key="NSValueTransformerName">My&#x54;ransformer</string>
                                </dictionary>
                            </binding>
                            <binding destination="-2" name="enabled" id="b2"/>
                        </connections>
                    </textField>
                </objects>
            </document>
            """
        let xib = try Storyboard(data: Data(xml.utf8), path: "Owner.xib")
        #expect(xib.bindings.map(\.keyPath) == ["title"])
        #expect(xib.bindings.first?.valueTransformerName == "MyTransformer")
        let uiKit = try Storyboard(
            data: Data(xml.replacingOccurrences(of: ".Cocoa.XIB", with: ".CocoaTouch.XIB").utf8), path: "Owner.xib")
        #expect(uiKit.bindings.isEmpty && uiKit.bindingControllers.isEmpty)
    }
}
