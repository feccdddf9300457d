import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@Suite("Scenes whose object ids are duplicated or missing")
struct SceneIDTests {
    static func storyboardData(_ scenes: String) -> Data {
        Data(storyboard(scenes).utf8)
    }

    @Test("Two controllers with one id are both read, each with its own segues, and check names both lines")
    func duplicateIDs() throws {
        let text = storyboard(
            """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="FirstViewController" storyboardIdentifier="First" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc" kind="show" identifier="From First" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" customClass="SecondViewController" storyboardIdentifier="Second" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc" kind="show" identifier="From Second" id="g2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            """)
        let board = try Storyboard(data: Data(text.utf8), path: "Merged.storyboard")
        #expect(board.scenes.map(\.className) == ["FirstViewController", "SecondViewController"])
        let sources = Dictionary(uniqueKeysWithValues: board.segues.map { ($0.identifier ?? "", $0.source.className) })
        #expect(sources == ["From First": "FirstViewController", "From Second": "SecondViewController"])
        let catalog = StoryboardCatalog(storyboards: [board])
        #expect(catalog.instantiableScenes.map(\.scene.className) == ["FirstViewController", "SecondViewController"])
        let finding = try #require(catalog.check().first { $0.code == .sceneDuplicateObjectID })
        #expect(finding.severity == .error)
        #expect(finding.location?.line == 15)
        #expect(finding.message.contains("line 6"))
        #expect(finding.message.contains("'vc'"))
    }

    @Test("A controller without id is read with its segues, and check reports the missing id")
    func missingID() throws {
        let text = storyboard(
            """
                <scene sceneID="s1">
                    <objects>
                        <viewController customClass="LostViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="other" kind="show" identifier="Go On" id="g1"/>
                            </connections>
                        </viewController>
                        <viewController id="other" customClass="OtherViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            """)
        let board = try Storyboard(data: Data(text.utf8), path: "Lost.storyboard")
        #expect(board.scenes.map(\.className) == ["LostViewController", "OtherViewController"])
        let segue = try #require(board.segues.first)
        #expect(segue.source.className == "LostViewController")
        #expect(segue.destination == .scene(board.scenes[1]))
        let finding = try #require(
            StoryboardCatalog(storyboards: [board]).check().first { $0.code == .sceneMissingObjectID })
        #expect(finding.severity == .error)
        #expect(finding.location?.line == 6)
    }
}
