import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@Suite("What the build writes is not missing")
struct BuildOutputTests {
    /// A project whose app builds a header a Run Script phase writes into the tree, a Swift file a
    /// second script lists in an output file list, a Swift file in a group rooted at
    /// BUILT_PRODUCTS_DIR, one under DERIVED_FILE_DIR, and one file that is really missing.
    static let project = """
        // !$*UTF8*$!
        { objects = {
            R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
            G = {isa = PBXGroup; children = (F1, F2, F3, F4, GB, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = "App/Generated/Version.h"; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "App/Generated/Strings.swift"; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = "App/Gone.swift"; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; path = "Derived.swift"; sourceTree = DERIVED_FILE_DIR; };
            GB = {isa = PBXGroup; children = (F5, ); path = "include"; sourceTree = BUILT_PRODUCTS_DIR; };
            F5 = {isa = PBXFileReference; path = "Products.swift"; sourceTree = "<group>"; };
            F6 = {isa = PBXFileReference; path = "App/App.swift"; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F4; };
            B5 = {isa = PBXBuildFile; fileRef = F5; };
            B6 = {isa = PBXBuildFile; fileRef = F6; };
            PS = {isa = PBXSourcesBuildPhase; files = (B2, B3, B4, B5, B6, ); };
            PH = {isa = PBXHeadersBuildPhase; files = (B1, ); };
            S1 = {isa = PBXShellScriptBuildPhase; outputPaths = ("$(SRCROOT)/App/Generated/Version.h", ); shellScript = "make-version"; };
            S2 = {isa = PBXShellScriptBuildPhase; outputFileListPaths = ("${PROJECT_DIR}/Scripts/outputs.xcfilelist", ); shellScript = "swiftgen"; };
            A = {isa = PBXNativeTarget; name = "App"; buildPhases = (S1, S2, PS, PH, ); productType = "com.apple.product-type.application"; };
        }; rootObject = R; }
        """

    @Test("Run Script outputs, output file lists and groups rooted at build folders are not missing; the rest is")
    func buildOutputs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("App.xcodeproj/project.pbxproj", Self.project)
        try folder.write("App/App.swift", "class AppDelegate {}\n")
        try folder.write(
            "Scripts/outputs.xcfilelist", "# what swiftgen writes\n$(SRCROOT)/App/Generated/Strings.swift\n")
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let missing = project.targets.first?.missingFiles ?? []
        #expect(missing == [folder.path + "/App/Gone.swift"], "\(missing)")
        // Without the scripts, the two outputs are missing like any other file.
        let withoutScripts = Self.project.replacingOccurrences(
            of: "buildPhases = (S1, S2, PS, PH, )", with: "buildPhases = (PS, PH, )"
        )
        .replacingOccurrences(of: "outputPaths =", with: "inputPaths =")
        .replacingOccurrences(of: "outputFileListPaths =", with: "inputFileListPaths =")
        try folder.write("App.xcodeproj/project.pbxproj", withoutScripts)
        let bare = try XcodeProject(path: folder.path + "/App.xcodeproj")
        #expect(
            Set(bare.targets.first?.missingFiles ?? [])
                == Set(
                    ["App/Gone.swift", "App/Generated/Version.h", "App/Generated/Strings.swift"].map {
                        folder.path + "/" + $0
                    }))
    }
}

@Suite("Document types and build settings as Xcode writes them")
struct XcodeDefaultsTests {
    @Test(
        "tvOS and watchOS storyboards are storyboards; their xibs xibs",
        arguments: [
            (
                "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", InterfaceBuilderDocumentKind.storyboard,
                SDKPlatform.iOS
            ),
            ("com.apple.InterfaceBuilder.AppleTV.Storyboard", .storyboard, .tvOS),
            ("com.apple.InterfaceBuilder.AppleTV.XIB", .xib, .tvOS),
            ("com.apple.InterfaceBuilder.WatchKit.Storyboard", .storyboard, .watchOS),
            ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", .storyboard, .macOS),
            ("com.apple.InterfaceBuilder3.Cocoa.XIB", .xib, .macOS),
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", .xib, .iOS),
        ])
    func documentTypes(type: String, kind: InterfaceBuilderDocumentKind, sdk: SDKPlatform) {
        #expect(InterfaceBuilderDocumentKind(documentType: type) == kind)
        #expect(SDKPlatform(documentType: type) == sdk)
    }

    @Test(
        "PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier), Xcode's default, is resolved, PRODUCT_NAME set or not")
    func defaultModuleName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        for productName in ["PRODUCT_NAME = \"$(TARGET_NAME)\";", ""] {
            try folder.write(
                "App.xcodeproj/project.pbxproj",
                """
                // !$*UTF8*$!
                { objects = {
                    R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    L = {isa = XCConfigurationList; buildConfigurations = (C, ); defaultConfigurationName = Release; };
                    C = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)"; \(productName) }; name = Release; };
                    A = {isa = PBXNativeTarget; name = "My App-UITests"; buildConfigurationList = L; buildPhases = (); };
                }; rootObject = R; }
                """)
            let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
            #expect(project.targets.first?.moduleName == "My_App_UITests")
            #expect(project.notes.isEmpty, "\(project.notes)")
        }
    }
}
