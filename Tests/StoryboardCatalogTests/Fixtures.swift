import Foundation
import TestSupport

/// A temporary folder for storyboard fixtures.
typealias FixtureDirectory = TemporaryDirectory

/// A storyboard document around `scenes`.
func storyboard(_ scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// An inbox app: a navigation controller holding an inbox, which segues to a message screen (from a
/// cell and manually), composes inside a navigation controller, embeds a header, opens settings in
/// another storyboard, and is unwound to from the message screen.
let inboxStoryboard = storyboard(
    """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="inbox" kind="relationship" relationship="rootViewController" id="r1"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <tableViewController id="inbox" customClass="InboxViewController" customModule="Mail" storyboardIdentifier="Inbox" sceneMemberID="viewController">
                    <tableView key="view" id="tv">
                        <prototypes>
                            <tableViewCell reuseIdentifier="MessageCell" id="cell" userLabel="Message Cell">
                                <connections>
                                    <segue destination="message" kind="show" identifier="Show Message" id="g1"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                    <navigationItem key="navigationItem" id="ni">
                        <barButtonItem key="rightBarButtonItem" title="Compose" id="compose-button">
                            <connections>
                                <segue destination="compose-nav" kind="presentation" identifier="Compose" id="g2"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <segue destination="message" kind="show" identifier="Show Message" id="g3"/>
                        <segue destination="header" kind="embed" identifier="Embed Header" id="g4"/>
                        <segue destination="settings-ref" kind="show" identifier="Show Settings" id="g5"/>
                        <segue destination="message" kind="show" id="g6"/>
                    </connections>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="message" customClass="MessageViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="exit-1" kind="unwind" identifier="Back To Inbox" unwindAction="unwindToInbox:" id="g7"/>
                    </connections>
                </viewController>
                <exit id="exit-1" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
        </scene>
        <scene sceneID="s4">
            <objects>
                <navigationController id="compose-nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="compose" kind="relationship" relationship="rootViewController" id="r2"/>
                    </connections>
                </navigationController>
                <viewController id="compose" customClass="ComposeViewController" sceneMemberID="viewController"/>
                <viewController id="header" customClass="HeaderViewController" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="SettingsRoot" id="settings-ref" sceneMemberID="viewController"/>
            </objects>
        </scene>
        <inferredMetricsTieBreakers>
            <segue reference="g1"/>
        </inferredMetricsTieBreakers>
    """)
