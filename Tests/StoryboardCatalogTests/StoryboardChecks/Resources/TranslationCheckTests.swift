import Foundation
import SegueRouting
import SourceReading
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

/// A hand-written app with Base-localized storyboards and their translations: each file marked
/// `broken` is wrong, and each marked `control` is right in a way a check could get wrong.
private enum TranslatedApp {
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="Hello" id="abc-12-xyz"/>
                                    <button id="btn-34-uvw">
                                        <state key="normal" title="Go"/>
                                    </button>
                                    <segmentedControl id="seg-56-rst"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="set-00-vc1" title="Settings" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// broken: `dead-99-key` is no object of Main's; the others are (control), in UTF-16 with a mark.
    static let german = """
        /* Class = "UILabel"; text = "Hello"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.text" = "Hallo";

        // A line comment, and an escaped quote.
        "btn-34-uvw.normalTitle" = "Los \\"jetzt\\"";
        "seg-56-rst.segmentTitles[0]" = "Erste";

        /* Class = "UILabel"; text = "Old"; ObjectID = "dead-99-key"; */
        "dead-99-key.text" = "Alter Text";
        """

    /// broken: two dead keys, in UTF-8.
    static let french = """
        "abc-12-xyz.text" = "Bonjour";
        "gone-11-aaa.title" = "Réglages";
        "gone-22-bbb.ibShadowedToolTip" = "Astuce";
        """

    /// broken: the second entry lacks its `;`.
    static let spanish = """
        "abc-12-xyz.text" = "Hola";
        "btn-34-uvw.normalTitle" = "Ir"
        "seg-56-rst.segmentTitles[0]" = "Primero";
        """

    static let settingsStrings = """
        "set-00-vc1.title" = "Einstellungen";
        """

    /// Writes the app: Main is translated in de, fr and es but not in it (broken: it translates
    /// Settings); en holds only Localizable.strings (control: no document translations); ja has its
    /// own copy of Main (control).
    static func write(in folder: TemporaryDirectory) throws -> String {
        try folder.write("App/Base.lproj/Main.storyboard", main)
        try folder.write("App/Base.lproj/Settings.storyboard", settings)
        var german = Data([0xFF, 0xFE])
        german.append(TranslatedApp.german.data(using: .utf16LittleEndian)!)
        try folder.write("App/de.lproj/Main.strings", german)
        try folder.write("App/fr.lproj/Main.strings", french)
        try folder.write("App/es.lproj/Main.strings", spanish)
        for language in ["de", "fr", "es", "it"] {
            try folder.write("App/\(language).lproj/Settings.strings", settingsStrings)
        }
        try folder.write("App/en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
        try folder.write("App/ja.lproj/Main.storyboard", main)
        try folder.write("App/ja.lproj/Settings.strings", settingsStrings)
        return folder.path("App")
    }
}

@Suite("Translations of Base-localized documents")
struct TranslationCheckTests {
    private func findings(_ app: String) -> [Finding] {
        StoryboardCatalog(paths: [app]).check(sources: SwiftSources(files: []), readModules: nil)
            .filter { $0.code.rawValue.hasPrefix("translation.") }
    }

    @Test("The hand-written app: exactly the broken files are reported, each at its line")
    func brokenFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let app = try TranslatedApp.write(in: folder)
        let found = findings(app).map {
            "\($0.code.rawValue) \(lastPathComponent(dirname($0.location!.file)))/"
                + "\(lastPathComponent($0.location!.file)):\($0.location!.line ?? 0)"
        }
        #expect(
            found.sorted() == [
                "translation.malformed es.lproj/Main.strings:3",
                "translation.missing-file Base.lproj/Main.storyboard:0",
                "translation.stale-keys de.lproj/Main.strings:9",
                "translation.stale-keys fr.lproj/Main.strings:2",
            ])
    }

    @Test("A stale-keys finding counts the dead keys and shows their translated text")
    func staleMessage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let found = findings(try TranslatedApp.write(in: folder))
        let french = try #require(found.first { $0.location?.file.hasSuffix("fr.lproj/Main.strings") == true })
        #expect(french.severity == .warning)
        #expect(french.message.contains("2 of the 3 keys"))
        #expect(french.message.contains("'gone-11-aaa.title' ('Réglages')"))
        #expect(french.message.contains("ibtool --generate-strings-file"))
        let german = try #require(found.first { $0.location?.file.hasSuffix("de.lproj/Main.strings") == true })
        #expect(german.message.contains("1 of the 4 keys"))
        #expect(german.message.contains("'Alter Text'"))
        let missing = try #require(found.first { $0.code == .translationMissingFile })
        #expect(missing.severity == .note)
        #expect(missing.message.contains("The language it "))
        let malformed = try #require(found.first { $0.code == .translationMalformed })
        #expect(malformed.location?.column == 1)
        #expect(malformed.message.contains("expected ; after the entry \"btn-34-uvw.normalTitle\""))
    }

    @Test("A document with no translations is not read again; one outside Base.lproj is not checked")
    func untranslated() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("App/Base.lproj/Main.storyboard", TranslatedApp.main)
        try folder.write("App/en.lproj/Other.storyboard", TranslatedApp.main)
        try folder.write("App/de.lproj/Other.strings", TranslatedApp.french)
        #expect(findings(folder.path("App")).isEmpty)
        #expect(TranslationCheck.baseContainer(of: "App/Base.lproj/Main.storyboard") == "App")
        #expect(TranslationCheck.baseContainer(of: "Base.lproj/Main.xib") == ".")
        #expect(TranslationCheck.baseContainer(of: "App/NotBase.lproj/Main.xib") == nil)
    }

    @Test("Object ids are every id attribute of the document, and nothing else")
    func objectIDs() {
        let ids = TranslationCheck.objectIDs(
            in: Array(#"<a id="x-1"><b sceneID="s"/><c destination="y" id="z.2"/><d\#tid="t"/></a>"#.utf8))
        #expect(ids == ["x-1", "z.2", "t"])
        // Names ending in `id`, an `=` with no quote after it, and a document cut after ` id="`.
        let edges = TranslationCheck.objectIDs(in: Array(#"id="a" <e kid="k" id=x id="w"/> x="1" id=""#.utf8))
        #expect(edges == ["w"])
    }
}

private func dirname(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
}
