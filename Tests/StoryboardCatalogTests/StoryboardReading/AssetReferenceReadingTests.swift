import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@Suite("Reading the images and colors an AppKit document names")
struct AssetReferenceReadingTests {
    static func xib(_ type: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <button userLabel="Play" id="b1">
                    <buttonCell key="cell" type="bevel" bezelStyle="regularSquare" image="Play" alternateImage="PlayPressed" imagePosition="only" id="c1">
                        <behavior key="behavior" doesNotDimImage="YES"/>
                    </buttonCell>
                </button>
                <button id="b2">
                    <buttonCell key="cell" image="NSActionTemplate" alternateImage="NSAddTemplate" id="c2"/>
                </button>
                <imageView id="i1">
                    <imageCell key="cell" image="NSApplicationIcon" id="c3"/>
                </imageView>
            </objects>
            <resources>
                <image name="NSActionTemplate" width="15" height="15"/>
                <image name="Play" width="16" height="16"/>
            </resources>
        </document>
        """
    }

    @Test("alternateImage is read beside image; NS-named images are the system's in an AppKit document only")
    func appKitNames() throws {
        let read = try Storyboard(
            data: Data(Self.xib("com.apple.InterfaceBuilder3.Cocoa.XIB").utf8), path: "Player.xib")
        #expect(
            read.assetReferences.map { "\($0.key) \($0.name) \($0.isSystem) \($0.owner?.id ?? "-")" } == [
                "image Play false c1", "alternateImage PlayPressed false c1", "image NSActionTemplate true c2",
                "alternateImage NSAddTemplate true c2", "image NSApplicationIcon true c3",
            ])
        // `doesNotDimImage="YES"` is a flag, not an image.
        #expect(!read.assetReferences.contains { $0.name == "YES" || $0.key == "doesNotDimImage" })
        // The button cell's label is its owner's: the innermost element with an id.
        #expect(read.assetReferences.first?.owner?.elementName == "buttonCell")
        // In a UIKit document the same names are the app's own.
        let uiKit = try Storyboard(
            data: Data(Self.xib("com.apple.InterfaceBuilder3.CocoaTouch.XIB").utf8), path: "Player.xib")
        #expect(uiKit.assetReferences.filter(\.isSystem).isEmpty)
    }
}
