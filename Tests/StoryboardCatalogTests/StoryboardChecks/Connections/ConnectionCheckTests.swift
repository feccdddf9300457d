import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// The fixtures of this suite: a UIKit xib of a table cell whose File's Owner is a controller, and
/// an AppKit xib of a preferences window.
private enum ConnectionFixtures {
    static func document(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: FixtureFiles.path("Connections/\(name)"))
    }

    /// Sources that match `NoteCell.xib` exactly: an outlet in a superclass, an outlet collection, an
    /// inspectable property, an action on the cell and one on File's Owner.
    static let noteCellSources = [
        (
            "Notes/NotesViewController.swift",
            """
            class NotesViewController: UITableViewController {
                @IBOutlet var headerView: UIView!
                @IBAction func headerTapped(_ sender: Any) {}
            }
            """
        ),
        (
            "Notes/NoteCell.swift",
            """
            class BaseCell: UITableViewCell {
                @IBOutlet var pinButton: PinButton!
            }
            class NoteCell: BaseCell {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var labels: [UILabel]!
            }
            extension NoteCell {
                @IBAction func pinTapped(_ sender: UIButton) {}
            }
            class PinButton: UIButton {
                @IBInspectable var pinColor: UIColor?
            }
            final class NoteTapRecognizer: UITapGestureRecognizer {}
            """
        ),
    ]

    /// Sources that match `Preferences.xib`: File's Owner in Objective-C (a header and a class
    /// extension), a plain object of the xib in Swift with a property that is no `@IBOutlet`, and a
    /// First Responder action the app delegate implements.
    static let preferencesSources = [
        (
            "Mac/PreferencesWindowController.h",
            """
            #import <Cocoa/Cocoa.h>
            @interface PreferencesWindowController : NSWindowController
            @property (nonatomic, weak) IBOutlet NSTextField *fontField NS_AVAILABLE_MAC(10_10);
            @end
            """
        ),
        (
            "Mac/PreferencesWindowController.m",
            """
            #import "PreferencesWindowController.h"
            @interface PreferencesWindowController () <NSWindowDelegate>
            @end
            @implementation PreferencesWindowController
            - (IBAction)resetFont:(id)sender {}
            @end
            """
        ),
        (
            "Mac/SyncController.swift",
            """
            final class SyncController: NSObject {
                var statusField: NSTextField?
                @objc func toggleSync(_ sender: Any?) {}
            }
            final class AppDelegate: NSObject, NSApplicationDelegate {
                @IBAction func reloadEverything(_ sender: Any?) {}
            }
            """
        ),
    ]

    static func sources(_ files: [(String, String)]) -> SwiftSources {
        SwiftSources(files: files.map { SwiftSourceFile(bytes: Array($0.1.utf8), path: $0.0) })
    }

    /// The findings of checking `documents` against `files`, other than reading's.
    static func findings(_ documents: [Storyboard], _ files: [(String, String)]) -> [Finding] {
        StoryboardCatalog(storyboards: documents).check(sources: sources(files))
    }

    /// `files` with `old` replaced by `new` in the file at `path`.
    static func replacing(_ old: String, with new: String, in files: [(String, String)]) -> [(String, String)] {
        files.map { path, text in
            (path, text.contains(old) ? text.replacingOccurrences(of: old, with: new) : text)
        }
    }

    /// The line of the element with the object id `id` in the fixture `name`.
    static func line(of id: String, in name: String) throws -> Int {
        let text = try String(contentsOfFile: FixtureFiles.path("Connections/\(name)"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") }) + 1
    }
}

/// A storyboard `Main` with one scene whose class and connections the tests vary.
private func scene(_ objects: String, platform: String = "CocoaTouch") throws -> Storyboard {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.\(platform).Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(objects)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    return try Storyboard(data: Data(xml.utf8), path: "App/Base.lproj/Main.storyboard")
}

@Suite("Interface Builder connections against the sources")
struct ConnectionCheckTests {
    fileprivate typealias Fixtures = ConnectionFixtures

    @Test("A UIKit xib whose connections the sources match has no finding")
    func matchingUIKitXib() throws {
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], Fixtures.noteCellSources)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("An AppKit xib whose connections the sources match, in Objective-C and Swift, has no finding")
    func matchingAppKitXib() throws {
        let findings = Fixtures.findings([try Fixtures.document("Preferences.xib")], Fixtures.preferencesSources)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("An outlet declared in a superclass is removed: the finding is at the connection, and names the chain")
    func outletInSuperclassRemoved() throws {
        let files = Fixtures.replacing("@IBOutlet var pinButton: PinButton!", with: "", in: Fixtures.noteCellSources)
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], files)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.code == .outletMissingProperty)
        #expect(finding.severity == .error)
        #expect(finding.location?.line == (try Fixtures.line(of: "o01-00-004", in: "NoteCell.xib")))
        #expect(finding.message.contains("'pinButton'"))
        #expect(finding.message.contains("tableViewCell"))
        #expect(finding.message.contains("NoteCell.xib"))
        #expect(finding.message.contains("NoteCell → BaseCell → UITableViewCell"))
        #expect(finding.message.contains("NSUnknownKeyException"))
    }

    @Test("An outlet collection and File's Owner's outlets are checked too")
    func outletCollectionAndOwner() throws {
        var files = Fixtures.replacing("@IBOutlet var labels: [UILabel]!", with: "", in: Fixtures.noteCellSources)
        files = Fixtures.replacing("@IBOutlet var headerView: UIView!", with: "var header: UIView?", in: files)
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], files)
        #expect(findings.map(\.code) == [.outletMissingProperty, .outletMissingProperty])
        #expect(findings[0].message.contains("outlet 'headerView' of the File's Owner"))
        #expect(findings[1].message.contains("outlet collection 'labels'"))
    }

    @Test("An action whose method takes other arguments names the one declared: the action never arrives")
    func actionArity() throws {
        let files = Fixtures.replacing(
            "func pinTapped(_ sender: UIButton)", with: "func pinTapped()", in: Fixtures.noteCellSources)
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], files)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.code == .actionMissingMethod)
        #expect(finding.location?.line == (try Fixtures.line(of: "a01-00-001", in: "NoteCell.xib")))
        #expect(finding.message.contains("pinTapped:"))
        #expect(finding.message.contains("it has pinTapped, with other arguments"))
        #expect(finding.message.contains("unrecognized selector"))
    }

    @Test("An action sent to File's Owner is checked against File's Owner's class")
    func actionToOwner() throws {
        let files = Fixtures.replacing(
            "@IBAction func headerTapped", with: "func headerTapped", in: Fixtures.noteCellSources)
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], files)
        #expect(findings.map(\.code) == [.actionMissingMethod])
        #expect(findings.first?.message.contains("sent to the File's Owner") == true)
    }

    @Test("A runtime attribute's property is inspectable, or the platform's (layer…); a removed one is a warning")
    func runtimeAttributes() throws {
        let files = Fixtures.replacing("@IBInspectable var pinColor: UIColor?", with: "", in: Fixtures.noteCellSources)
        let findings = Fixtures.findings([try Fixtures.document("NoteCell.xib")], files)
        #expect(findings.map(\.code) == [.runtimeAttributeMissingProperty])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("'pinColor'") == true)
        #expect(findings.first?.message.contains("PinButton → UIButton") == true)
    }

    @Test("UIKit's accessibility properties are NSObject's, and a cell's labels are its own: no warning")
    func accessibilityAndCellLabels() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell id="c1" customClass="SeparatorCell" customModule="App" customModuleProvider="target">
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="textLabel.accessibilityElementsHidden" value="YES"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="shouldGroupAccessibilityChildren" value="YES"/>
                            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </tableViewCell>
                </objects>
            </document>
            """
        let document = try Storyboard(data: Data(xib.utf8), path: "App/SeparatorCell.xib")
        let findings = Fixtures.findings(
            [document], [("App/SeparatorCell.swift", "final class SeparatorCell: UITableViewCell {}")])
        // cornerRadius is no cell's: the one warning.
        #expect(findings.map(\.code) == [.runtimeAttributeMissingProperty], "\(findings)")
        #expect(findings.first?.message.contains("'cornerRadius'") == true)
    }

    @Test("A First Responder action: a platform responder action or any class's method; else a warning")
    func firstResponder() throws {
        let document = try Fixtures.document("Preferences.xib")
        var files = Fixtures.replacing("reloadEverything", with: "reloadAll", in: Fixtures.preferencesSources)
        var findings = Fixtures.findings([document], files)
        #expect(findings.map(\.code) == [.actionUnhandled])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("reloadEverything:") == true)
        // Implemented in an Objective-C file, by any class.
        files.append(("Mac/Reloader.m", "@implementation Reloader\n- (void)reloadEverything:(id)sender {}\n@end"))
        findings = Fixtures.findings([document], files)
        #expect(findings.isEmpty)
    }

    @Test("Read from disk, a First Responder action is found in whichever file implements it")
    func firstResponderOnDisk() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        _ = try scratch.write(
            "Mac/Base.lproj/MainMenu.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <menuItem title="Reload" id="m1">
                        <connections><action selector="reloadEverything:" target="-1" id="a1"/></connections>
                    </menuItem>
                </objects>
            </document>
            """)
        _ = try scratch.write("Mac/AppDelegate.swift", "final class AppDelegate: NSObject {}")
        _ = try scratch.write(
            "Mac/Reloader.m", "@implementation Reloader\n- (void)reloadEverything:(id)sender {}\n@end")
        let root = scratch.url.path
        var (catalog, sources) = StoryboardCatalog.reading(storyboards: [root], sources: [root])
        // Files are read once, with their members.
        #expect(sources.files.contains { $0.path.hasSuffix("Reloader.m") && !$0.members.isEmpty })
        #expect(catalog.check(sources: sources).isEmpty)
        _ = try scratch.write("Mac/Reloader.m", "@implementation Reloader\n- (void)reloadAll:(id)sender {}\n@end")
        (catalog, sources) = StoryboardCatalog.reading(storyboards: [root], sources: [root])
        #expect(catalog.check(sources: sources).map(\.code) == [.actionUnhandled])
    }

    @Test("An action wired to another object of the xib is checked against that object's class")
    func actionToOtherObject() throws {
        let files = Fixtures.replacing(
            "@objc func toggleSync", with: "func toggleSync", in: Fixtures.preferencesSources)
        let findings = Fixtures.findings([try Fixtures.document("Preferences.xib")], files)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.code == .actionMissingMethod)
        #expect(finding.message.contains("sent to the customObject"))
        #expect(finding.message.contains("SyncController → NSObject"))
        // An AppKit document's message says what AppKit does.
        #expect(finding.message.contains("the control does nothing"))
        #expect(!finding.message.contains("UIKit"))
    }

    @Test("An Objective-C outlet in a header, or as an instance variable of a class extension, is found")
    func objectiveCOutlets() throws {
        let document = try Fixtures.document("Preferences.xib")
        let withoutProperty = Fixtures.replacing(
            "@property (nonatomic, weak) IBOutlet NSTextField *fontField NS_AVAILABLE_MAC(10_10);", with: "",
            in: Fixtures.preferencesSources)
        let missing = Fixtures.findings([document], withoutProperty)
        #expect(missing.map(\.code) == [.outletMissingProperty])
        #expect(missing.first?.message.contains("AppKit logs that it could not connect the outlet") == true)
        let asInstanceVariable = Fixtures.replacing(
            "@interface PreferencesWindowController () <NSWindowDelegate>",
            with:
                "@interface PreferencesWindowController () <NSWindowDelegate> {\n    IBOutlet NSTextField *_fontField;\n}",
            in: withoutProperty)
        #expect(Fixtures.findings([document], asInstanceVariable).isEmpty)
        let readOnly = Fixtures.replacing(
            "@property (nonatomic, weak) IBOutlet NSTextField *fontField",
            with: "@property (nonatomic, readonly) NSTextField *fontField", in: Fixtures.preferencesSources)
        let readOnlyFindings = Fixtures.findings([document], readOnly)
        #expect(readOnlyFindings.map(\.code) == [.outletMissingProperty])
        #expect(readOnlyFindings.first?.message.contains("has only read-only") == true)
    }

    @Test("A File's Owner without class: one note, its outlets are not checked")
    func ownerWithoutClass() throws {
        let xml = try String(contentsOfFile: FixtureFiles.path("Connections/NoteCell.xib"), encoding: .utf8)
            .replacingOccurrences(
                of: #" customClass="NotesViewController" customModule="Notes" customModuleProvider="target""#, with: "")
        let document = try Storyboard(data: Data(xml.utf8), path: "Notes/NoteCell.xib")
        let findings = Fixtures.findings([document], Fixtures.noteCellSources)
        #expect(findings.map(\.code) == [.nibOwnerUnspecified])
        #expect(findings.first?.severity == .note)
    }

    @Test("The class of every object is checked, with its kind; an extension alone declares none")
    func objectClasses() throws {
        let document = try Fixtures.document("NoteCell.xib")
        let files = Fixtures.replacing(
            "final class NoteTapRecognizer: UITapGestureRecognizer {}", with: "extension NoteTapRecognizer {}",
            in: Fixtures.noteCellSources)
        let findings = Fixtures.findings([document], files)
        #expect(findings.map(\.code) == [.classMissing])
        #expect(findings.first?.message.contains("'NoteTapRecognizer' of the tapGestureRecognizer") == true)
        #expect(findings.first?.location?.line == (try Fixtures.line(of: "tap-00-001", in: "NoteCell.xib")))
        // Its outlets and actions are not reported on top.
        #expect(findings.count == 1)
    }

    @Test("A nested class is no class of its simple name, unless @objc names it so")
    func nestedClasses() throws {
        let document = try scene(
            #"<viewController id="vc" customClass="Composer" sceneMemberID="viewController"/>"#)
        let nested = "enum Inbox { class Composer: UIViewController {} }"
        #expect(Fixtures.findings([document], [("App/A.swift", nested)]).map(\.code) == [.classMissing])
        let named = "enum Inbox { @objc(Composer) class Composer: UIViewController {} }"
        #expect(Fixtures.findings([document], [("App/A.swift", named)]).isEmpty)
    }

    @Test("Outlets in extensions, non-@IBOutlet properties, and the platform's outlets are found")
    func outletKinds() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="InboxViewController" sceneMemberID="viewController">
                <view key="view" id="v1"/>
                <connections>
                    <outlet property="view" destination="v1" id="c1"/>
                    <outlet property="computed" destination="v1" id="c2"/>
                    <outlet property="plain" destination="v1" id="c3"/>
                    <outlet property="searchDisplayController" destination="v1" id="c4"/>
                </connections>
            </viewController>
            """)
        let source = """
            class InboxViewController: UIViewController {
                var plain: UIView?
            }
            extension InboxViewController {
                var computed: UIView? { get { nil } set {} }
            }
            """
        #expect(Fixtures.findings([document], [("App/Inbox.swift", source)]).isEmpty)
        let readOnly = source.replacingOccurrences(of: "{ get { nil } set {} }", with: "{ nil }")
        let findings = Fixtures.findings([document], [("App/Inbox.swift", readOnly)])
        #expect(findings.map(\.code) == [.outletMissingProperty])
        #expect(findings.first?.message.contains("has only read-only") == true)
    }

    @Test("A chain that leaves the sources for an unknown class is a note, never an error")
    func unverifiedChain() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="ChartViewController" sceneMemberID="viewController">
                <connections>
                    <outlet property="chart" destination="vc" id="c1"/>
                    <action selector="zoom:" destination="vc" id="c2"/>
                </connections>
            </viewController>
            """)
        let source = "class ChartViewController: KitChartController {}"
        let findings = Fixtures.findings([document], [("App/Chart.swift", source)])
        #expect(findings.map(\.code) == [.outletUnverified, .actionUnverified])
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(findings.first?.message.contains("KitChartController") == true)
    }

    @Test("An action on a control of a scene reaches the scene's controller; a renamed method is reported")
    func sceneActions() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="LoginViewController" sceneMemberID="viewController">
                <view key="view" id="v1">
                    <subviews>
                        <button id="b1">
                            <state key="normal" title="Log In"/>
                            <connections>
                                <action selector="loginTapped" destination="vc" eventType="touchUpInside" id="c1"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
            """)
        let source = "class LoginViewController: UIViewController { @IBAction func loginTapped(_ sender: Any) {} }"
        let findings = Fixtures.findings([document], [("App/Login.swift", source)])
        let finding = try #require(findings.first)
        #expect(finding.code == .actionMissingMethod)
        #expect(finding.message.contains("button \"Log In\" in the LoginViewController scene of Main.storyboard"))
        #expect(finding.message.contains("it has loginTapped:, with other arguments"))
    }

    @Test("An explicit module the sources do not declare the class of is a note")
    func explicitModule() throws {
        let document = try scene(
            #"<viewController id="vc" customClass="ChartView" customModule="ChartKit" sceneMemberID="viewController"><view key="view" id="v" customClass="LevelView" customModule="ChartKit"/></viewController>"#
        )
        let findings = Fixtures.findings([document], [("App/A.swift", "class Other: UIView {}")])
        // The scene's class and the view's: notes, as ChartKit's sources were not read.
        #expect(findings.map(\.code) == [.classUnverifiedModule, .classUnverifiedModule])
        // With ChartKit's sources in the tree (a folder of its name), a class they lack is missing.
        let inTree = Fixtures.findings(
            [document],
            [("App/A.swift", "class Other: UIView {}"), ("ChartKit/Chart.swift", "class ChartView: UIView {}")])
        #expect(inTree.map(\.code) == [.classMissing])
        #expect(inTree.first?.message.contains("'LevelView' of the view") == true)
        #expect(inTree.first?.message.contains("its module ChartKit is among them") == true)
    }

    @Test("An Objective-C category on a framework class declares no app class, but adds its methods")
    func categories() throws {
        let document = try scene(
            """
            <tableViewController id="vc" customClass="ListController" sceneMemberID="viewController">
                <tableView key="view" id="t1" customClass="FancyTable">
                    <connections>
                        <action selector="shake:" destination="t1" id="c1"/>
                    </connections>
                </tableView>
            </tableViewController>
            """)
        let header = "@interface UITableView (Extras)\n- (void)shake:(id)sender;\n@end"
        let implementation = "@implementation FancyTable (Extras)\n@end"
        let swift = "class ListController: UITableViewController {}"
        let missing = Fixtures.findings(
            [document], [("App/Extras.h", header), ("App/Fancy.m", implementation), ("App/List.swift", swift)])
        #expect(missing.map(\.code) == [.classMissing])
        let declared = "@interface FancyTable : UITableView\n@end"
        let found = Fixtures.findings(
            [document],
            [("App/Extras.h", header), ("App/FancyTable.h", declared), ("App/List.swift", swift)])
        #expect(found.isEmpty, "\(found.map(\.description))")
    }

    @Test("Two classes of one name (an iOS and a macOS target): either's members count")
    func twoTargets() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="SettingsController" sceneMemberID="viewController">
                <connections>
                    <outlet property="versionLabel" destination="vc" id="c1"/>
                </connections>
            </viewController>
            """)
        let iOS = "class SettingsController: UIViewController { @IBOutlet var versionLabel: UILabel! }"
        let macOS = "class SettingsController: NSViewController { @IBOutlet var versionField: NSTextField! }"
        #expect(Fixtures.findings([document], [("iOS/S.swift", iOS), ("Mac/S.swift", macOS)]).isEmpty)
    }

    @Test("Objects without an object id are each checked against their own class")
    func objectsWithoutID() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="HomeController" sceneMemberID="viewController">
                <view key="view" id="v">
                    <subviews>
                        <view customClass="BadgeView"><connections><outlet property="badge" destination="v" id="o1"/></connections></view>
                        <view customClass="PlainView"><connections><outlet property="badge" destination="v" id="o2"/></connections></view>
                    </subviews>
                </view>
            </viewController>
            """)
        let source = """
            class HomeController: UIViewController {}
            class BadgeView: UIView { @IBOutlet var badge: UIView! }
            class PlainView: UIView {}
            """
        let findings = Fixtures.findings([document], [("App/Home.swift", source)])
        #expect(findings.map(\.code) == [.outletMissingProperty])
        #expect(findings.first?.message.contains("PlainView → UIView") == true)
    }

    @Test("An extension of a type alias adds to the aliased class")
    func typeAliases() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="BidViewController" sceneMemberID="viewController">
                <connections>
                    <action selector="devPressed:" destination="vc" id="c1"/>
                </connections>
            </viewController>
            """)
        let source = """
            class BidViewController: UIViewController {}
            typealias DeveloperOnly = BidViewController
            extension DeveloperOnly { @IBAction func devPressed(_ sender: Any) {} }
            """
        #expect(Fixtures.findings([document], [("App/Bid.swift", source)]).isEmpty)
    }

    @Test("An unwind method without @IBAction or @objc is not visible to UIKit: the unwind has no action")
    func hiddenUnwind() throws {
        let document = try scene(
            """
            <viewController id="vc" customClass="DetailViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="ex" kind="unwind" unwindAction="unwindToList:" id="u1"/>
                </connections>
            </viewController>
            <exit id="ex" userLabel="Exit" sceneMemberID="exit"/>
            """)
        let hidden = """
            class DetailViewController: UIViewController {}
            class ListViewController: UIViewController { func unwindToList(_ segue: UIStoryboardSegue) {} }
            """
        #expect(Fixtures.findings([document], [("App/A.swift", hidden)]).map(\.code) == [.unwindMissingAction])
        let visible = hidden.replacingOccurrences(of: "{ func unwindToList", with: "{ @objc func unwindToList")
        #expect(Fixtures.findings([document], [("App/A.swift", visible)]).isEmpty)
    }

    @Test("A class the sources name as an outlet's type comes from a dependency: a note")
    func outletTypes() throws {
        let document = try scene(
            #"<viewController id="vc" customClass="AvatarController" sceneMemberID="viewController"><imageView key="view" id="i" customClass="AnimatedImageView"/></viewController>"#
        )
        let source = "class AvatarController: UIViewController { @IBOutlet var image: Kit.AnimatedImageView! }"
        // (The scene does not connect `image`: that is outlet.unconnected's, tested on its own.)
        let findings = Fixtures.findings([document], [("App/A.swift", source)]).filter { $0.code != .outletUnconnected }
        #expect(findings.map(\.code) == [.classExternal])
    }

    @Test("Pods in the tree are read for their classes; pods of Podfile.lock that are not installed are named")
    func pods() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        _ = try scratch.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" customClass="HomeController" sceneMemberID="viewController">
                        <view key="view" id="v" customClass="ShimmerView" customModule="Shimmer">
                            <connections><outlet property="tint" destination="v" id="c"/></connections>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """)
        _ = try scratch.write("App/Home.swift", "class HomeController: UIViewController {}")
        _ = try scratch.write(
            "Podfile.lock",
            "PODS:\n  - Shimmer (1.0.2)\n  - Shimmer/Core (1.0.2):\n    - Base\n\nDEPENDENCIES:\n  - Shimmer\n")
        let root = scratch.url.path
        var (catalog, sources) = StoryboardCatalog.reading(storyboards: [root], sources: [root])
        #expect(sources.dependencies.map(\.name) == ["Shimmer"])
        #expect(sources.dependencies.first?.isInTree == false)
        var findings = catalog.check(sources: sources)
        #expect(findings.map(\.code) == [.classUnverifiedModule])
        // Installed: read for its classes and members, and its own problems are not reported.
        _ = try scratch.write(
            "Pods/Shimmer/ShimmerView.swift", "open class ShimmerView: UIView { open var tint: UIColor? }")
        _ = try scratch.write("Pods/Shimmer/Broken.swift", "let unterminated = \"")
        (catalog, sources) = StoryboardCatalog.reading(storyboards: [root], sources: [root])
        #expect(sources.dependencies.first?.isInTree == true)
        #expect(sources.dependencyFolders == [root + "/Pods"])
        findings = catalog.check(sources: sources)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
        // Its storyboards are not the app's.
        #expect(catalog.storyboards.count == 1)
    }

    @Test("A class neither the sources nor the outlets name, with a Podfile.lock not installed, is a note")
    func podsNotInstalled() throws {
        let document = try scene(
            #"<viewController id="vc" customClass="HomeController" sceneMemberID="viewController"><view key="view" id="v" customClass="GoneView"/></viewController>"#
        )
        let sources = SwiftSources(
            files: [
                SwiftSourceFile(bytes: Array("class HomeController: UIViewController {}".utf8), path: "App/H.swift")
            ])
        #expect(StoryboardCatalog(storyboards: [document]).check(sources: sources).map(\.code) == [.classMissing])
        let withPods = SwiftSources(
            files: sources.files,
            dependencies: [SourceDependency(name: "Shimmer", manifest: "Podfile.lock", isInTree: false)])
        let findings = StoryboardCatalog(storyboards: [document]).check(sources: withPods)
        #expect(findings.map(\.code) == [.classExternal])
        #expect(findings.first?.message.contains("Podfile.lock (Shimmer)") == true)
        // A class of the target's own module is no pod's: deleted, it is missing, pods or not.
        let ownModule = try scene(
            #"<viewController id="vc" customClass="HomeController" sceneMemberID="viewController"><view key="view" id="v" customClass="GoneView" customModuleProvider="target"/></viewController>"#
        )
        #expect(StoryboardCatalog(storyboards: [ownModule]).check(sources: withPods).map(\.code) == [.classMissing])
        // A submodule compiled into the target may declare it: a note.
        let withSubmodule = SwiftSources(
            files: sources.files,
            dependencies: [SourceDependency(name: "Kit", manifest: "/repo/.gitmodules", isInTree: false)])
        let submoduleFindings = StoryboardCatalog(storyboards: [ownModule]).check(sources: withSubmodule)
        #expect(submoduleFindings.map(\.code) == [.classExternal])
        #expect(submoduleFindings.first?.message.contains("git submodule update --init") == true)
    }
}
