import Foundation
import TestSupport
import Testing

/// A project whose target copies a catalog far from its storyboard, and has a catalog beside the
/// storyboard that it does not copy.
private let projectText = """
    // !$*UTF8*$!
    { objects = {
    R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
    G = {isa = PBXGroup; children = (F0, F1, F2, ); sourceTree = "<group>"; };
    F0 = {isa = PBXFileReference; path = "App/Main.storyboard"; sourceTree = "<group>"; };
    F1 = {isa = PBXFileReference; path = "Shared/Art/Deep/Art.xcassets"; sourceTree = "<group>"; };
    F2 = {isa = PBXFileReference; path = "App/Home.swift"; sourceTree = "<group>"; };
    B0 = {isa = PBXBuildFile; fileRef = F0; };
    B1 = {isa = PBXBuildFile; fileRef = F1; };
    B2 = {isa = PBXBuildFile; fileRef = F2; };
    PR = {isa = PBXResourcesBuildPhase; files = (B0, B1, ); };
    PS = {isa = PBXSourcesBuildPhase; files = (B2, ); };
    A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, PS, ); productType = "com.apple.product-type.application"; };
    }; rootObject = R; }
    """

private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v"><scenes>
    <scene sceneID="s"><objects><viewController id="v" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="w"/>
    </viewController></objects></scene>
    </scenes></document>
    """

@Suite("symbolify generate's assets part on an Xcode project's target")
struct GenerateAssetsProjectTests {
    @Test("The assets part declares the catalogs the target copies, not those beside its documents")
    func targetCatalogs() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try scratch.write("App.xcodeproj/project.pbxproj", projectText)
        try scratch.write("App/Main.storyboard", storyboard)
        try scratch.write("App/Home.swift", "import UIKit\nclass HomeViewController: UIViewController {}\n")
        try scratch.write("Shared/Art/Deep/Art.xcassets/Contents.json", "{}")
        try scratch.write("Shared/Art/Deep/Art.xcassets/Copied.imageset/Contents.json", "{}")
        try scratch.write("Shared/Art/Deep/Art.xcassets/Tint.colorset/Contents.json", "{}")
        try scratch.write("App/Stray.xcassets/Contents.json", "{}")
        try scratch.write("App/Stray.xcassets/Unbuilt.imageset/Contents.json", "{}")
        let output = scratch.path("Assets.swift")
        let result = try SymbolifyBinary.run([
            "generate", scratch.path("App.xcodeproj"), "--target", "App", "--parts", "assets", "--output", output,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let code = try String(contentsOfFile: output, encoding: .utf8)
        #expect(code.contains("ImageAsset(\"Copied\")"), "\(code)")
        #expect(code.contains("ColorAsset(\"Tint\")"), "\(code)")
        #expect(!code.contains("Unbuilt"), "\(code)")
        // In folder mode the catalog beside the documents is the one taken.
        let folderOutput = scratch.path("FolderAssets.swift")
        let folder = try SymbolifyBinary.run([
            "generate", scratch.path("App"), "--parts", "assets", "--output", folderOutput,
        ])
        #expect(folder.status == 0, "\(folder.errors)")
        let folderCode = try String(contentsOfFile: folderOutput, encoding: .utf8)
        #expect(folderCode.contains("ImageAsset(\"Unbuilt\")") && !folderCode.contains("Copied"), "\(folderCode)")
    }
}
