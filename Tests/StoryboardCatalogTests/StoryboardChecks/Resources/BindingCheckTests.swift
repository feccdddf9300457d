import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// An AppKit settings window whose bindings go to File's Owner, an array controller with declared
/// keys and the shared user defaults controller; each broken binding beside a correct one.
private let settingsXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
        <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="PrefsController"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <view id="v1">
                <subviews>
                    <textField id="t1" userLabel="Account">
                        <connections>
                            <binding destination="-2" name="value" keyPath="accountName" id="b01"/>
                            <binding destination="-2" name="enabled" keyPath="isSignedIn" id="b02">
                                <dictionary key="options">
                                    <string key="NSValueTransformerName">NSNegateBoolean</string>
                                </dictionary>
                            </binding>
                            <binding destination="-2" name="hidden" keyPath="syncEnabled.boolValue" id="b03"/>
                            <binding destination="-2" name="toolTip" keyPath="acountName" id="b04"/>
                            <binding destination="-3" name="textColor" keyPath="mainWindow.backgroundColor" id="b05"/>
                            <binding destination="-2" name="editable" keyPath="isPaused" id="b18"/>
                        </connections>
                    </textField>
                    <textField id="t2" userLabel="Title">
                        <connections>
                            <binding destination="arr" name="value" keyPath="selection.title" id="b06">
                                <dictionary key="options">
                                    <string key="NSValueTransformerName">TitleTransformer</string>
                                </dictionary>
                            </binding>
                            <binding destination="arr" name="toolTip" keyPath="selection.titel" id="b07"/>
                            <binding destination="arr" name="enabled" keyPath="arrangedObjects.url.host" id="b08"/>
                            <binding destination="arr" name="hidden" keyPath="arrangedObjects.urls" id="b09"/>
                            <binding destination="arr" name="alignment" keyPath="selection.tooltip" id="b16"/>
                            <binding destination="dict" name="textColor" keyPath="create_view_priv" id="b17"/>
                            <binding destination="arr" name="editable" keyPath="canRemove" id="b10"/>
                            <binding destination="-2" name="font" keyPath="accountName" id="b11">
                                <dictionary key="options">
                                    <string key="NSValueTransformerName">RegisteredTransformer</string>
                                </dictionary>
                            </binding>
                            <binding destination="-2" name="textColor" keyPath="accountName" id="b12">
                                <dictionary key="options">
                                    <string key="NSValueTransformerName">TitleTransfomer</string>
                                </dictionary>
                            </binding>
                        </connections>
                    </textField>
                    <button id="c1">
                        <buttonCell key="cell" type="check" title="Show Grid" id="c1c">
                            <connections>
                                <binding destination="udc" name="value" keyPath="values.ShowsGrid" id="b13"/>
                            </connections>
                        </buttonCell>
                    </button>
                    <button id="c2">
                        <buttonCell key="cell" type="check" title="Grid Lines" id="c2c">
                            <connections>
                                <binding destination="udc" name="value" keyPath="values.ShowGrid" id="b14"/>
                                <binding destination="udc" name="enabled" keyPath="values.WindowOpacity" id="b15"/>
                            </connections>
                        </buttonCell>
                    </button>
                </subviews>
            </view>
            <userDefaultsController representsSharedInstance="YES" id="udc"/>
            <customObject id="dict" customClass="NSMutableDictionary" userLabel="Privileges"/>
            <arrayController id="arr" userLabel="Bookmarks">
                <declaredKeys>
                    <string>title</string>
                    <string>url.host</string>
                </declaredKeys>
            </arrayController>
        </objects>
    </document>
    """

/// Sources that match `settingsXib`: a property of a superclass, one of a Swift extension, a getter
/// of an Objective-C category, a transformer class and a registered transformer name.
private let settingsSources = [
    (
        "Mac/PrefsController.swift",
        """
        class BasePrefs: NSWindowController {
            @objc dynamic var accountName = ""
        }
        final class PrefsController: BasePrefs {
            func load() { _ = UserDefaults.standard.bool(forKey: "ShowsGrid") }
        }
        extension PrefsController {
            @objc var isSignedIn: Bool { true }
        }
        final class TitleTransformer: ValueTransformer {}
        """
    ),
    (
        "Mac/PrefsController+Sync.h",
        """
        @interface PrefsController (Sync)
        - (NSNumber *)syncEnabled;
        @property (getter=isPaused) BOOL paused;
        @end
        """
    ),
    (
        "Mac/AppDelegate.m",
        """
        @implementation AppDelegate
        + (void)initialize {
            [NSValueTransformer setValueTransformer:[Upper new] forName:@"RegisteredTransformer"];
        }
        @end
        """
    ),
]

/// The findings of checking `documents` (name and text) against `files`, both written to a folder
/// and read from there as the tool reads them.
private func findings(_ documents: [(String, String)], _ files: [(String, String)]) throws -> [Finding] {
    let scratch = try TemporaryDirectory()
    defer { scratch.cleanUp() }
    for (path, text) in documents + files { _ = try scratch.write(path, text) }
    let root = scratch.url.path
    let (catalog, sources) = StoryboardCatalog.reading(storyboards: [root], sources: [root])
    return catalog.check(sources: sources).filter { $0.code.rawValue.hasPrefix("binding.") }
}

/// `files` with `old` replaced by `new`.
private func replacing(_ old: String, with new: String, in files: [(String, String)]) -> [(String, String)] {
    files.map { ($0.0, $0.1.replacingOccurrences(of: old, with: new)) }
}

/// The id of the `<binding>` at a finding's line of `settingsXib`.
private func bindingID(at finding: Finding, in text: String = settingsXib) -> String? {
    guard let line = finding.location?.line else { return nil }
    let lines = text.components(separatedBy: "\n")
    guard line >= 1, line <= lines.count,
        let range = lines[line - 1].range(of: #"id="[^"]+""#, options: .regularExpression)
    else { return nil }
    return String(lines[line - 1][range].dropFirst(4).dropLast())
}

@Suite("Cocoa bindings against the sources' classes")
struct BindingCheckTests {
    @Test("Exactly the broken bindings are reported, each beside a correct one")
    func exactlyTheBroken() throws {
        let found = try findings([("Mac/Base.lproj/Settings.xib", settingsXib)], settingsSources)
        #expect(
            found.map { "\($0.code.rawValue) \(bindingID(at: $0) ?? "?")" } == [
                "binding.unknown-key b04", "binding.unknown-key b07", "binding.unknown-key b09",
                "binding.unknown-transformer b12", "binding.misspelled-defaults-key b14",
            ])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test("An unknown key on File's Owner names the class chain, the key, what AppKit does and the closest key")
    func unknownKeyOnOwner() throws {
        let found = try findings([("Mac/Base.lproj/Settings.xib", settingsXib)], settingsSources)
        let finding = try #require(found.first)
        #expect(finding.message.contains("'toolTip' of the textField \"Account\" in Settings.xib"))
        #expect(finding.message.contains("of the File's Owner"))
        #expect(finding.message.contains("PrefsController → BasePrefs → NSWindowController has no key 'acountName'"))
        #expect(finding.message.contains("not key value coding-compliant for the key acountName"))
        #expect(finding.message.contains("The closest keys: 'accountName'"))
    }

    @Test("The key after selection. and arrangedObjects. is checked against the declared keys (of key paths too)")
    func declaredKeys() throws {
        let found = try findings([("Mac/Base.lproj/Settings.xib", settingsXib)], settingsSources)
        let messages = found.filter { $0.code == .bindingUnknownKey }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages[1].contains("'selection.titel' of the arrayController \"Bookmarks\""))
        #expect(messages[1].contains("is none of the controller's declared keys"))
        #expect(messages[1].contains("The closest keys: 'title'"))
        #expect(messages[2].contains("'arrangedObjects.urls'"))
        #expect(messages[2].contains("The closest keys: 'url'"))
        // A key far from every declared key is taken for one Interface Builder was not told of (a
        // dictionary's), and one a source file holds is no misspelling.
        var files = settingsSources
        files.append(("Mac/Keys.m", "NSString *const TitelKey = @\"titel\";"))
        let held = try findings([("Mac/Base.lproj/Settings.xib", settingsXib)], files)
        #expect(held.filter { $0.code == .bindingUnknownKey }.compactMap { bindingID(at: $0) } == ["b04", "b09"])
    }

    @Test("Dictionaries, collections, managed objects and user defaults answer any key")
    func anyKeyClasses() throws {
        let found = try findings([("Mac/Base.lproj/Settings.xib", settingsXib)], settingsSources)
        #expect(!found.contains { bindingID(at: $0) == "b17" })
        // A key of no class: the same binding to an NSObject is reported.
        let plain = settingsXib.replacingOccurrences(of: "customClass=\"NSMutableDictionary\"", with: "")
        let reported = try findings([("Mac/Base.lproj/Settings.xib", plain)], settingsSources)
        #expect(reported.contains { bindingID(at: $0, in: plain) == "b17" })
    }

    @Test("A property of a superclass, of an extension and a category's getter are keys; removed, each is reported")
    func inheritedAndExtendedKeys() throws {
        let documents = [("Mac/Base.lproj/Settings.xib", settingsXib)]
        let base = try findings(documents, settingsSources).count
        for (old, id) in [
            ("@objc dynamic var accountName = \"\"", "b01"), ("@objc var isSignedIn: Bool { true }", "b02"),
            ("- (NSNumber *)syncEnabled;", "b03"), ("@property (getter=isPaused) BOOL paused;", "b18"),
        ] {
            let found = try findings(documents, replacing(old, with: "", in: settingsSources))
            let ids = found.filter { $0.code == .bindingUnknownKey }.compactMap { bindingID(at: $0) }
            #expect(ids.contains(id), "\(old)")
            #expect(found.count > base)
        }
    }

    @Test("A transformer: AppKit's and a class of the sources are known; a registered name is known; else reported")
    func transformers() throws {
        let documents = [("Mac/Base.lproj/Settings.xib", settingsXib)]
        let found = try findings(documents, settingsSources).filter { $0.code == .bindingUnknownTransformer }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("'TitleTransfomer'") == true)
        #expect(found.first?.message.contains("The closest transformers: 'TitleTransformer'") == true)
        // Without the class, TitleTransformer is unknown too; without the registration, so is RegisteredTransformer.
        var files = replacing("final class TitleTransformer: ValueTransformer {}", with: "", in: settingsSources)
        files = replacing("forName:@\"RegisteredTransformer\"", with: "forName:@\"Other\"", in: files)
        let more = try findings(documents, files).filter { $0.code == .bindingUnknownTransformer }
        #expect(more.compactMap { bindingID(at: $0) } == ["b06", "b11", "b12"])
        // A module-qualified name is not checked.
        let qualified = settingsXib.replacingOccurrences(of: ">TitleTransfomer<", with: ">Mac.TitleTransfomer<")
        let none = try findings([("Mac/Base.lproj/Settings.xib", qualified)], settingsSources)
        #expect(!none.contains { $0.code == .bindingUnknownTransformer })
    }

    @Test("A user default bound once, read by no code, one edit from a key the code reads, is a misspelling")
    func misspelledDefaultsKey() throws {
        let documents = [("Mac/Base.lproj/Settings.xib", settingsXib)]
        let found = try findings(documents, settingsSources).filter { $0.code == .bindingMisspelledDefaultsKey }
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.contains("user default 'ShowGrid'"))
        #expect(finding.message.contains("close to 'ShowsGrid'"))
        #expect(finding.message.contains("buttonCell \"Grid Lines\""))
        // Read by code, it is no misspelling.
        var files = settingsSources
        files.append(("Mac/Grid.swift", "let lines = UserDefaults.standard.bool(forKey: \"ShowGrid\")"))
        #expect(try findings(documents, files).filter { $0.code == .bindingMisspelledDefaultsKey }.isEmpty)
        // Nor when the close key is read by nothing and bound once: two settings of the interface alone.
        files = replacing("bool(forKey: \"ShowsGrid\")", with: "bool(forKey: \"Other\")", in: settingsSources)
        #expect(try findings(documents, files).filter { $0.code == .bindingMisspelledDefaultsKey }.isEmpty)
    }

    @Test("A storyboard: the scene's controller is the destination; a content class's keys without declared keys")
    func storyboardContentClass() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="LibraryViewController" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <textField id="t" userLabel="Album">
                                            <connections>
                                                <binding destination="vc" name="value" keyPath="itemCount" id="k1"/>
                                                <binding destination="vc" name="toolTip" keyPath="itemCuont" id="k2"/>
                                                <binding destination="ac" name="value" keyPath="selection.name" id="k3"/>
                                                <binding destination="ac" name="enabled" keyPath="selection.nmae" id="k4"/>
                                            </connections>
                                        </textField>
                                    </subviews>
                                </view>
                            </viewController>
                            <arrayController objectClassName="Album" id="ac">
                                <connections>
                                    <binding destination="vc" name="contentArray" keyPath="albums" id="k5"/>
                                </connections>
                            </arrayController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let sources = [
            (
                "Library/LibraryViewController.swift",
                """
                final class LibraryViewController: NSViewController {
                    @objc dynamic var itemCount = 0
                    @objc dynamic var albums: [Album] = []
                }
                final class Album: NSObject {
                    @objc dynamic var name = ""
                }
                """
            )
        ]
        let found = try findings([("Library/Base.lproj/Library.storyboard", storyboard)], sources)
        #expect(found.compactMap { bindingID(at: $0, in: storyboard) } == ["k2", "k4"])
        #expect(found.first?.message.contains("the LibraryViewController scene of Library.storyboard") == true)
        #expect(found.last?.message.contains("its content's class Album does not have") == true)
        #expect(found.last?.message.contains("The closest keys: 'name'") == true)
    }

    @Test("A class whose chain leaves the sources, or a controller without declared keys nor class: nothing said")
    func unknownChainsSayNothing() throws {
        let xib = settingsXib.replacingOccurrences(
            of:
                "<declaredKeys>\n                <string>title</string>\n                <string>url.host</string>\n            </declaredKeys>",
            with: "")
        #expect(xib != settingsXib)
        let files = replacing(
            "class BasePrefs: NSWindowController", with: "class BasePrefs: PodWindowController", in: settingsSources)
        let found = try findings([("Mac/Base.lproj/Settings.xib", xib)], files)
        #expect(!found.contains { $0.code == .bindingUnknownKey }, "\(found)")
    }
}
