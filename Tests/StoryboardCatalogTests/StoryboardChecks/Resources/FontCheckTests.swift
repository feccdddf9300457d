import Foundation
import SegueRouting
import SourceReading
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

/// Hand-written documents with custom fonts: each font marked `broken` is not provided, and each
/// marked `control` is provided or is the system's.
private enum FontApp {
    /// broken: NotListed (shipped, not in UIAppFonts), NotShipped (listed, no file); control: Shipped
    /// (listed and shipped), the system font, a text style, Helvetica (no customFonts entry).
    static let iOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <customFonts key="customFonts">
                <array key="Shipped-Bold.ttf">
                    <string>Shipped-Bold</string>
                </array>
                <mutableArray key="NotListed-Regular.otf">
                    <string>NotListed-Regular</string>
                </mutableArray>
                <array key="NotShipped.ttf">
                    <string>NotShipped-Light</string>
                </array>
            </customFonts>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <label text="Title" userLabel="Title Label" id="lab-01-aaa">
                            <fontDescription key="fontDescription" name="Shipped-Bold" family="Shipped" pointSize="17"/>
                        </label>
                        <button id="btn-02-bbb">
                            <fontDescription key="fontDescription" name="NotListed-Regular" family="NotListed" pointSize="15"/>
                            <state key="normal" title="Sign In"/>
                        </button>
                        <label text="Body" id="lab-03-ccc">
                            <fontDescription key="fontDescription" name="NotShipped-Light" family="NotShipped" pointSize="12"/>
                        </label>
                        <label text="Plain" id="lab-04-ddd">
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label text="Styled" id="lab-05-eee">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label text="Old" id="lab-06-fff">
                            <fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="17"/>
                        </label>
                        <label id="lab-07-ggg">
                            <attributedString key="attributedText">
                                <fragment content="Rich">
                                    <attributes>
                                        <font key="NSFont" size="17" name="NotListed-Regular"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIAppFonts</key>
            <array>
                <string>Fonts/Shipped-Bold.ttf</string>
                <string>NotShipped.ttf</string>
            </array>
        </dict>
        </plist>
        """

    /// broken (without ATSApplicationFontsPath): Brand-Regular, whose file the bundle ships; control:
    /// Menlo-Regular and a metaFont, the system's.
    static let macOS = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <customView id="c1">
                    <subviews>
                        <textField id="t1">
                            <textFieldCell key="cell" title="Brand" id="t1c">
                                <font key="font" size="13" name="Brand-Regular"/>
                            </textFieldCell>
                        </textField>
                        <textField id="t2">
                            <textFieldCell key="cell" title="Code" id="t2c">
                                <font key="font" size="11" name="Menlo-Regular"/>
                            </textFieldCell>
                        </textField>
                        <textField id="t3">
                            <textFieldCell key="cell" title="System" id="t3c">
                                <font key="font" metaFont="system"/>
                            </textFieldCell>
                        </textField>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    static let macPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Mac</string>
        </dict>
        </plist>
        """
}

@Suite("Custom fonts documents use, against the bundle")
struct FontCheckTests {
    private func findings(_ path: String, _ resources: BundleResources?, dependencies: [SourceDependency] = []) throws
        -> [Finding]
    {
        let document = try Storyboard(contentsOf: path)
        return FontCheck(documents: [document], resources: resources, dependencies: dependencies).findings()
    }

    @Test("The reader keeps named fonts with their objects and the declared files; not system fonts")
    func reading() throws {
        let document = try Storyboard(data: Data(FontApp.iOS.utf8), path: "View.xib")
        #expect(
            document.customFonts == [
                CustomFontFile(file: "Shipped-Bold.ttf", fontNames: ["Shipped-Bold"]),
                CustomFontFile(file: "NotListed-Regular.otf", fontNames: ["NotListed-Regular"]),
                CustomFontFile(file: "NotShipped.ttf", fontNames: ["NotShipped-Light"]),
            ])
        #expect(
            document.fonts.map { "\($0.name) \($0.objectElementName) \($0.objectID ?? "-") \($0.objectLabel ?? "-")" }
                == [
                    "Shipped-Bold label lab-01-aaa Title Label", "NotListed-Regular button btn-02-bbb Sign In",
                    "NotShipped-Light label lab-03-ccc -", "Helvetica label lab-06-fff -",
                    "NotListed-Regular label lab-07-ggg -",
                ])
        #expect(document.fonts.first?.family == "Shipped")
        #expect(document.fonts.first?.location.line == 19)
    }

    @Test("iOS: exactly the font not listed and the font not shipped are reported, once per file")
    func iOS() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let xib = try folder.write("App/View.xib", FontApp.iOS)
        let plist = try folder.write("App/Info.plist", FontApp.plist)
        let resources = BundleResources(
            name: "App", files: [folder.path("App/Fonts/Shipped-Bold.ttf"), folder.path("App/NotListed-Regular.otf")],
            infoPlists: [plist])
        let found = try findings(xib, resources)
        #expect(
            found.map { "\($0.code.rawValue) \($0.location?.line ?? 0)" } == ["font.missing 22", "font.missing 26"])
        #expect(found[0].message.contains("This button 'Sign In' uses the font NotListed-Regular"))
        #expect(found[0].message.contains("UIAppFonts does not list NotListed-Regular.otf"))
        #expect(found[0].message.contains("1 other use(s)"))
        #expect(!found[0].message.contains("does not ship"))
        #expect(found[1].message.contains("the bundle App does not ship NotShipped.ttf"))
        #expect(!found[1].message.contains("UIAppFonts does not list"))
    }

    @Test("What is not known is not reported: no resources, more resources, a binary Info.plist")
    func unknowns() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let xib = try folder.write("App/View.xib", FontApp.iOS)
        let plist = try folder.write("App/Info.plist", FontApp.plist)
        let binary = try folder.write("App/Binary.plist", Data("bplist00\u{0}\u{1}".utf8))
        let files = [folder.path("App/Shipped-Bold.ttf"), folder.path("App/NotListed-Regular.otf")]
        #expect(try findings(xib, nil).isEmpty)
        // More resources: the file may be there; the entry of a shipped file is still missing.
        let more = BundleResources(name: "App", files: files, infoPlists: [plist], mayHoldMore: true)
        #expect(try findings(xib, more).map { $0.location?.line } == [22])
        // A pod may ship and register a font the app neither lists nor ships.
        let unlisted = BundleResources(name: "App", files: [], infoPlists: [plist])
        let pod = SourceDependency(name: "Fonts", manifest: "Podfile.lock", isInTree: false)
        #expect(try findings(xib, unlisted, dependencies: [pod]).isEmpty)
        // A binary property list is not read: only files are checked.
        let binaryOnly = BundleResources(name: "App", files: files, infoPlists: [binary])
        #expect(try findings(xib, binaryOnly).map { $0.location?.line } == [26])
    }

    @Test("macOS: a font whose file the bundle ships needs ATSApplicationFontsPath; system fonts are left alone")
    func macOS() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let xib = try folder.write("Mac/Window.xib", FontApp.macOS)
        let plist = try folder.write("Mac/Info.plist", FontApp.macPlist)
        try folder.write("Mac/Fonts/Brand-Regular.otf", "font")
        let resources = BundleResources(name: "Mac", files: [folder.path("Mac/Fonts")], infoPlists: [plist])
        let found = try findings(xib, resources)
        #expect(found.map { $0.location?.line } == [9])
        #expect(found.first?.message.contains("This textFieldCell 'Brand' uses the font Brand-Regular") == true)
        #expect(found.first?.message.contains("no ATSApplicationFontsPath") == true)
        let withKey = try folder.write(
            "Mac/Keyed.plist",
            FontApp.macPlist.replacingOccurrences(
                of: "</dict>", with: "<key>ATSApplicationFontsPath</key><string>Fonts</string></dict>"))
        #expect(
            try findings(xib, BundleResources(name: "Mac", files: [folder.path("Mac/Fonts")], infoPlists: [withKey]))
                .isEmpty)
    }
}
