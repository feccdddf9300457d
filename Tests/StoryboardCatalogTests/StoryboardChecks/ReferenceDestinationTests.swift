import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

final class ReferenceSettingsScreen {}
final class ReferencePrivacyScreen {}
final class ReferenceInboxScreen {}

@Suite("Segues through storyboard references lead to the referenced scene")
struct ReferenceDestinationTests {
    /// Main: an inbox whose "Privacy" button segues through a reference to Settings#Privacy, a
    /// scene inside a navigation controller there.
    static let catalog: StoryboardCatalog = {
        let main = storyboard(
            """
                <scene sceneID="s1">
                    <objects>
                        <viewController id="inbox" customClass="ReferenceInboxScreen" customModule="StoryboardCatalogTests" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <subviews>
                                    <button id="privacyButton">
                                        <state key="normal" title="Privacy"/>
                                        <connections>
                                            <segue destination="privacyRef" kind="show" identifier="Show Privacy" id="g1"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="PrivacyNav" id="privacyRef" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            """)
        let settings = storyboard(
            """
                <scene sceneID="t1">
                    <objects>
                        <navigationController id="nav" storyboardIdentifier="PrivacyNav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="privacy" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <viewController id="privacy" customClass="ReferencePrivacyScreen" customModule="StoryboardCatalogTests" storyboardIdentifier="Privacy" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            """)
        // Storyboard(data:path:) names each file; the catalog finds "Settings" by its file name.
        return StoryboardCatalog(storyboards: [
            try! Storyboard(data: Data(main.utf8), path: "Main.storyboard"),
            try! Storyboard(data: Data(settings.utf8), path: "Settings.storyboard"),
        ])
    }()

    @Test("verifySegue compares the referenced scene and the scenes its containers hold")
    func verifySegueThroughReference() {
        #expect(Self.catalog.check().filter { $0.severity == .error }.isEmpty)
        #expect(
            Self.catalog.verifySegue(
                triggeredBy: .title("Privacy"), in: "ReferenceInboxScreen", identifier: "Show Privacy",
                destinationClass: "ReferencePrivacyScreen") == [])
        let wrong = Self.catalog.verifySegue(
            triggeredBy: .title("Privacy"), in: "ReferenceInboxScreen", identifier: "Show Privacy",
            destinationClass: "ReferenceSettingsScreen")
        #expect(wrong.map(\.code) == [.wiringMismatch])
        #expect(wrong.first?.message.contains("UINavigationController > ReferencePrivacyScreen") == true)
    }

    @Test("validate checks a route's destination class against the referenced scene")
    func validateThroughReference() {
        let right = RouteRegistry<ReferenceInboxScreen> {
            Route("Show Privacy") { (_: ReferenceInboxScreen, _: ReferencePrivacyScreen, _) in }
        }
        #expect(Self.catalog.validate(right, sourceClass: "ReferenceInboxScreen") == [])
        let wrong = RouteRegistry<ReferenceInboxScreen> {
            Route("Show Privacy") { (_: ReferenceInboxScreen, _: ReferenceSettingsScreen, _) in }
        }
        let findings = Self.catalog.validate(wrong, sourceClass: "ReferenceInboxScreen")
        #expect(findings.map(\.code) == [.routeDestinationMismatch])
    }
}
