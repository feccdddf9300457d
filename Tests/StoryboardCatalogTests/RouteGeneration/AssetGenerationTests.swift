import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@Suite("Generating image and color declarations from asset catalogs")
struct AssetGenerationTests {
    @Test("One constant per image, symbol and color set; namespaces flattened; icons and data left out")
    func declarations() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let resources = try AssetApp.write(into: folder)
        try folder.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", "{}")
        try folder.write("App/Assets.xcassets/custom.star.symbolset/Contents.json", "{}")
        try folder.write("App/Assets.xcassets/logo.imageset/Contents.json", "{}")
        let assets = BundleAssets.catalog(at: resources.files[0])
        let catalog = StoryboardCatalog(paths: [folder.path("App/Main.storyboard")])
        let generator = RouteCodeGenerator(catalog: catalog, options: .init(parts: [.assets]), assets: assets)
        #expect(
            generator.declaredAssets.map(\.path) == [
                "Images.grouped", "Images.iconsAdd", "Images.iconsRemove", "Images.logo", "Images.customStar",
                "Images.logo_2", "Colors.accent", "Colors.brand",
            ])
        #expect(
            generator.source.contains(
                "extension Images {\n    /// Grouped.\n    static let grouped = ImageAsset(\"Grouped\")\n"))
        #expect(generator.source.contains("    static let iconsAdd = ImageAsset(\"Icons/Add\")\n"))
        #expect(generator.source.contains("extension Colors {\n"))
        #expect(generator.source.contains("    static let brand = ColorAsset(\"Brand\")\n"))
        #expect(!generator.source.contains("AppIcon") && !generator.source.contains("Sounds"))
        // Without the part, nothing of the catalogs is written.
        let without = RouteCodeGenerator(catalog: catalog, options: .init(parts: [.scenes]), assets: assets)
        #expect(!without.source.contains("Images") && without.declaredAssets.isEmpty)
    }

    @Test("A document class named like a library type makes the declarations qualified")
    func qualified() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="v" customClass="Images" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let read = try Storyboard(data: Data(storyboard.utf8), path: "Main.storyboard")
        let generator = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [read]), options: .init(parts: [.assets]),
            assets: [BundleAsset(kind: .image, name: "Logo", path: "A.xcassets/Logo.imageset")])
        #expect(generator.source.contains("extension SegueRouting.Images {\n"))
        #expect(generator.source.contains("static let logo = SegueRouting.ImageAsset(\"Logo\")"))
    }
}
