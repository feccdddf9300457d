import Foundation
import TestSupport
import Testing

/// One small app, written as an Xcode project with its folder: a storyboard whose initial scene is
/// the home screen, a scene only the app's unit tests instantiate, and a scene nothing reaches.
enum UnreachedApp {
    static func write(in folder: TemporaryDirectory) throws {
        try folder.write(
            "App/Base.lproj/Main.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home"><scenes>
            <scene sceneID="s1"><objects><viewController id="home" customClass="HomeViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="tested" storyboardIdentifier="Tested" customClass="TestedViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewController id="lost" customClass="LostViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """)
        try folder.write(
            "App/AppDelegate.swift",
            """
            import UIKit
            final class HomeViewController: UIViewController {}
            final class TestedViewController: UIViewController {}
            final class LostViewController: UIViewController {}

            """)
        try folder.write(
            "App/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """)
        try folder.write(
            "AppTests/AppTests.swift",
            """
            import XCTest
            final class AppTests: XCTestCase {
                func testTested() {
                    _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Tested")
                }
            }

            """)
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = V1; };
                    B3 = {isa = PBXBuildFile; fileRef = F4; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = AppTests/AppTests.swift; sourceTree = SOURCE_ROOT; };
                    V1 = {isa = PBXVariantGroup; children = (F2, ); name = Main.storyboard; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, V1, F3, ); path = App; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (H1, H2, ); name = App; productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (H3, ); dependencies = (D1, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                    D1 = {isa = PBXTargetDependency; target = T1; };
                    H1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    H2 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                    H3 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
                    R0 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, ); };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
                    C0 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_FILE = App/Info.plist; }; name = Release; };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); defaultConfigurationName = Release; };
                    C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App"; }; name = Release; };
                };
                rootObject = R0;
            }
            """)
    }
}

@Suite("One rule for unreached scenes, in check and graph, folder and project")
struct ReachabilityAgreementTests {
    /// The classes of the scenes a DOT drawing draws dashed.
    static func dashed(_ dot: String) -> Set<String> {
        Set(
            dot.split(separator: "\n").filter { $0.contains("dashed") }.compactMap { line in
                line.split(separator: "\"").dropFirst().first.map { String($0.split(separator: "\\").first ?? "") }
            })
    }

    /// The classes of the scenes `check` warns unreached.
    static func warned(_ errors: String) -> Set<String> {
        Set(
            errors.split(separator: "\n").filter { $0.contains("Nothing reaches this ") }.compactMap { line in
                line.components(separatedBy: "Nothing reaches this ").last?.split(separator: " ").first.map(String.init)
            })
    }

    @Test("The scene nothing reaches is warned and dashed, the one the tests instantiate neither, in all four")
    func fourAgree() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        try UnreachedApp.write(in: scratch)
        let project = scratch.path("App.xcodeproj")
        let folderCheck = try SymbolifyBinary.run([
            "check", scratch.path, "--without-projects", "--sources", scratch.path,
        ])
        let projectCheck = try SymbolifyBinary.run(["check", project])
        let wholeGraph = try SymbolifyBinary.run(["graph", project])
        let targetGraph = try SymbolifyBinary.run(["graph", project, "--target", "App"])
        let folderGraph = try SymbolifyBinary.run(["graph", scratch.path("App"), "--sources", scratch.path])
        let expected: Set<String> = ["LostViewController"]
        #expect(Self.warned(folderCheck.errors) == expected, "\(folderCheck.errors)")
        #expect(Self.warned(projectCheck.errors) == expected, "\(projectCheck.errors)")
        #expect(Self.dashed(wholeGraph.output) == expected, "\(wholeGraph.output)")
        #expect(Self.dashed(targetGraph.output) == expected, "\(targetGraph.output)")
        #expect(Self.dashed(folderGraph.output) == expected, "\(folderGraph.output)")
    }
}
