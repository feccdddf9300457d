import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@Suite("Reading reusable views: prototype cells, xib cells, AppKit cell views")
struct ReusableViewReadingTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="vc1" customClass="NotesViewController" sceneMemberID="viewController">
                            <tableView key="view" id="tv1">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="NoteCell" id="c1" customClass="NoteCell"/>
                                    <tableViewCell id="c2"/>
                                </prototypes>
                                <sections>
                                    <tableViewSection id="sec">
                                        <cells><tableViewCell id="c3"/></cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <collectionViewController id="vc2" sceneMemberID="viewController">
                            <collectionView key="view" id="cv1">
                                <cells>
                                    <collectionViewCell reuseIdentifier="Photo" id="c4"/>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" reuseIdentifier="Header" id="h1"/>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("A storyboard's prototypes know their table and scene; static cells are not prototypes")
    func storyboardPrototypes() throws {
        let read = try Storyboard(data: Data(Self.storyboard.utf8), path: "Main.storyboard")
        #expect(
            read.reusableViews.map {
                "\($0.kind.rawValue) \($0.reuseIdentifier ?? "-") \($0.className) \($0.containerID ?? "-") "
                    + "\($0.isPrototype) \($0.sceneIndex.map(String.init) ?? "-")"
            } == [
                "tableViewCell NoteCell NoteCell tv1 true 0", "tableViewCell - UITableViewCell tv1 true 0",
                "tableViewCell - UITableViewCell tv1 false 0",
                "collectionViewCell Photo UICollectionViewCell cv1 true 1",
                "collectionReusableView Header UICollectionReusableView cv1 true 1",
            ])
        #expect(read.topLevelObjects.isEmpty)
        #expect(read.reusableViews[0].location.line == 9)
    }

    @Test("A xib's top-level cell is a reusable view without container, and a top-level object")
    func xibCell() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                    <tableViewCell reuseIdentifier="NoteCell" id="cell" customClass="NoteCell" customModule="App"/>
                    <view id="plain"/>
                </objects>
            </document>
            """
        let read = try Storyboard(data: Data(xib.utf8), path: "NoteCell.xib")
        #expect(read.reusableViews.map(\.reuseIdentifier) == ["NoteCell"])
        #expect(read.reusableViews[0].containerID == nil && !read.reusableViews[0].isPrototype)
        #expect(read.reusableViews[0].customModule == "App")
        #expect(read.topLevelObjects.map(\.className) == ["NoteCell", "UIView"])
    }

    @Test("An AppKit table column's prototype cell views are found by their identifier")
    func appKitCellViews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="ListController"/>
                    <scrollView id="sv">
                        <tableView id="table">
                            <tableColumns>
                                <tableColumn identifier="Name" id="col">
                                    <prototypeCellViews>
                                        <tableCellView identifier="NameCell" id="tcv"/>
                                        <textField identifier="Plain" id="tf"/>
                                    </prototypeCellViews>
                                </tableColumn>
                            </tableColumns>
                        </tableView>
                    </scrollView>
                </objects>
            </document>
            """
        let read = try Storyboard(data: Data(xib.utf8), path: "List.xib")
        #expect(
            read.reusableViews.map { "\($0.reuseIdentifier ?? "-") \($0.className) \($0.containerID ?? "-")" } == [
                "NameCell NSTableCellView table", "Plain NSView table",
            ])
        #expect(read.topLevelObjects.map(\.id) == ["sv"])
    }
}
