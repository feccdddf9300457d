import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

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
        // A name that differs from the file's only in case is the file, as on macOS's disks.
        try FileManager.default.moveItem(atPath: folder.path("App/App.swift"), toPath: folder.path("App/APP.swift"))
        let cased = try XcodeProject(path: folder.path + "/App.xcodeproj")
        #expect(cased.targets.first?.missingFiles.contains(folder.path + "/App/App.swift") == false)
        #expect(cased.targets.first?.sourceFiles.contains(folder.path + "/App/APP.swift") == true)
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

@Suite("AppKit's storyboard references")
struct AppKitReferenceTests {
    @Test("A controllerPlaceholder is a reference: the storyboard it names is reached, not unreachable")
    func controllerPlaceholder() throws {
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="w">
            <scenes>
            <scene sceneID="s1"><objects><windowController id="w" sceneMemberID="viewController">
            <connections><segue destination="p" kind="show" identifier="Activity" id="g"/></connections>
            </windowController></objects></scene>
            <scene sceneID="s2"><objects>
            <controllerPlaceholder storyboardName="Activity" id="p" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """
        let activity = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes><scene sceneID="s3"><objects><viewController id="a" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """
        let storyboards = [
            try Storyboard(data: Data(main.utf8), path: "App/Base.lproj/Main.storyboard"),
            try Storyboard(data: Data(activity.utf8), path: "App/Base.lproj/Activity.storyboard"),
        ]
        let reference = try #require(storyboards[0].scenes.first { $0.id == "p" })
        #expect(reference.isStoryboardReference)
        #expect(reference.referencedStoryboard == "Activity")
        let catalog = StoryboardCatalog(storyboards: storyboards)
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array("class App {}\n".utf8), path: "App/App.swift")])
        let findings = catalog.check(sources: sources, readModules: nil, mainStoryboards: ["Main"])
        #expect(!findings.contains { $0.code == .sceneUnreachable }, "\(findings.map(\.description))")
    }
}

@Suite("Dependencies as they are")
struct VendoredFrameworkTests {
    @Test("A vendored framework the target links declares the classes of its headers")
    func vendoredFrameworkHeaders() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
                G = {isa = PBXGroup; children = (F1, F2, F3, F5, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "App/Editor.xib"; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = "App/Editor.h"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "App/Editor.m"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "Frameworks/ShortcutKit.framework"; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = "System/Library/Frameworks/AppKit.framework"; sourceTree = SDKROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                PS = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                PF = {isa = PBXFrameworksBuildPhase; files = (B3, B4, ); };
                A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, PS, PF, ); productType = "com.apple.product-type.application"; };
            }; rootObject = R; }
            """)
        try folder.write(
            "App/Editor.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            <objects>
            <customObject id="-2" userLabel="File's Owner" customClass="Editor"/>
            <customView id="1"><subviews>
            <customView id="2" customClass="SRRecorderControl"/>
            </subviews></customView>
            </objects></document>
            """)
        try folder.write("App/Editor.m", "@implementation Editor\n@end\n")
        try folder.write("App/Editor.h", "@interface Editor : NSWindowController\n@end\n")
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        #expect(project.targets.first?.vendoredFrameworks == [folder.path + "/Frameworks/ShortcutKit.framework"])
        func classFindings() throws -> [Finding] {
            ProjectCheck(projects: [try XcodeProject(path: folder.path + "/App.xcodeproj")]).run().findings.filter {
                $0.code == .classMissing || $0.code == .classExternal
            }
        }
        // Without the framework's headers in the tree, the class is missing.
        #expect(try classFindings().map(\.code) == [.classMissing])
        try folder.write(
            "Frameworks/ShortcutKit.framework/Versions/A/Headers/SRRecorderControl.h",
            "@interface SRRecorderControl : NSControl\n@end\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Frameworks/ShortcutKit.framework/Headers"), withDestinationPath: "Versions/A/Headers")
        let found = try classFindings()
        #expect(found.isEmpty, "\(found)")
    }

    @Test("A Swift package product the target links, not checked out, may declare a class: a note, not an error")
    func swiftPackageProduct() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        func project(linking: Bool) -> String {
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (A, ); packageReferences = (K, ); };
                K = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Charts.git"; };
                D = {isa = XCSwiftPackageProductDependency; package = K; productName = Charts; };
                G = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "App/Chart.xib"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "App/App.swift"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                PS = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, PS, ); \(linking ? "packageProductDependencies = (D, );" : "") productType = "com.apple.product-type.application"; };
            }; rootObject = R; }
            """
        }
        try folder.write(
            "App/Chart.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view id="1" customClass="BarChartView"/>
            <view id="2" customClass="GoneView" customModuleProvider="target"/>
            </objects></document>
            """)
        try folder.write("App/App.swift", "import UIKit\nclass AppDelegate: UIResponder {}\n")
        func codes() throws -> [String: Finding.Code] {
            let result = ProjectCheck(projects: [try XcodeProject(path: folder.path + "/App.xcodeproj")]).run()
            var byClass: [String: Finding.Code] = [:]
            for finding in result.findings {
                if let name = firstQuoted(finding.message) { byClass[name] = finding.code }
            }
            return byClass
        }
        try folder.write("App.xcodeproj/project.pbxproj", project(linking: false))
        #expect(try codes()["BarChartView"] == .classMissing)
        try folder.write("App.xcodeproj/project.pbxproj", project(linking: true))
        let linked = try codes()
        #expect(linked["BarChartView"] == .classExternal)
        // A class of the app's own module is no package's.
        #expect(linked["GoneView"] == .classMissing)
    }
}

@Suite("What project-mode messages say")
struct ProjectMessageTests {
    @Test(
        "Findings name their targets; a class another target compiles is said to be there; a File's Owner is an owner")
    func messages() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (A, W, ); };
                G = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "App/Cell.xib"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "App/App.swift"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "Widget/BadgeView.swift"; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = "Widget/Widget.swift"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                B5 = {isa = PBXBuildFile; fileRef = F1; };
                PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                PS = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                WR = {isa = PBXResourcesBuildPhase; files = (B5, ); };
                WS = {isa = PBXSourcesBuildPhase; files = (B3, B4, ); };
                A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, PS, ); productType = "com.apple.product-type.application"; };
                W = {isa = PBXNativeTarget; name = "Widget"; buildPhases = (WR, WS, ); productType = "com.apple.product-type.app-extension"; };
            }; rootObject = R; }
            """)
        try folder.write(
            "App/Cell.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="GoneOwner"/>
            <view id="1" customClass="BadgeView" customModuleProvider="target">
            <connections><outlet property="stale" destination="1" id="o"/></connections></view>
            </objects></document>
            """)
        try folder.write("App/App.swift", "import UIKit\nclass AppDelegate: UIResponder {}\n")
        try folder.write("Widget/BadgeView.swift", "import UIKit\nclass BadgeView: UIView {}\n")
        try folder.write("Widget/Widget.swift", "import UIKit\nclass WidgetView: UIView {}\n")
        let result = ProjectCheck(projects: [try XcodeProject(path: folder.path + "/App.xcodeproj")]).run()
        let messages = result.findings.map(\.message)
        // The owner: a missing class, said as an owner's, in both targets.
        let owner = try #require(messages.first { $0.contains("'GoneOwner'") })
        #expect(owner.contains("the object the code passes when it loads the nib"), "\(owner)")
        #expect(!owner.contains("makes a plain"))
        #expect(owner.hasSuffix("(targets 'App', 'Widget' of App.xcodeproj)"), "\(owner)")
        // BadgeView: the App target does not compile it; the Widget target's file declares it.
        let badge = try #require(messages.first { $0.contains("'BadgeView'") })
        #expect(
            badge.contains(
                "It is declared in \(folder.path)/Widget/BadgeView.swift, which the target 'App' does not compile"),
            "\(badge)")
        #expect(badge.hasSuffix("(target 'App' of App.xcodeproj)"), "\(badge)")
        // In the Widget target, the view is checked: its stale outlet is found there alone.
        let stale = try #require(messages.first { $0.contains("'stale'") })
        #expect(stale.hasSuffix("(target 'Widget' of App.xcodeproj)"), "\(stale)")
    }
}

@Suite("Variant groups with a path of their own")
struct VariantGroupPathTests {
    @Test("A variant group's path leads to its localizations (path = app/resources; path = ../..)")
    func variantGroupPath() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
                G = {isa = PBXGroup; children = (V1, GD, ); sourceTree = "<group>"; };
                V1 = {isa = PBXVariantGroup; children = (F1, F2, ); name = MainMenu.xib; path = app/resources; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; name = Base; path = Base.lproj/MainMenu.xib; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; name = fr; path = fr.lproj/MainMenu.strings; sourceTree = "<group>"; };
                GD = {isa = PBXGroup; children = (V2, ); path = Code/Document; sourceTree = "<group>"; };
                V2 = {isa = PBXVariantGroup; children = (F3, ); name = Doc.xib; path = ../..; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; name = Base; path = Localization/Base.lproj/Doc.xib; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = V2; };
                PR = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
                A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, ); productType = "com.apple.product-type.application"; };
            }; rootObject = R; }
            """)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>
            """
        try folder.write("app/resources/Base.lproj/MainMenu.xib", xib)
        try folder.write("Localization/Base.lproj/Doc.xib", xib)
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let target = try #require(project.targets.first)
        #expect(target.missingFiles.isEmpty, "\(target.missingFiles)")
        #expect(
            target.interfaceFiles
                == [
                    folder.path + "/app/resources/Base.lproj/MainMenu.xib",
                    folder.path + "/Localization/Base.lproj/Doc.xib",
                ])
        let untargeted = ProjectCheck(projects: [project]).run().findings.filter { $0.code == .projectUntargeted }
        #expect(untargeted.isEmpty, "\(untargeted)")
    }
}

@Suite("Code two apps compile")
struct SharedCodeTests {
    @Test(
        "A line right in one app that compiles it is a note in the other; in one app alone, or in one platform's build, an error"
    )
    func sharedLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "TV.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (P, T, ); };
                G = {isa = PBXGroup; children = (F1, F2, F3, F4, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "iOS.storyboard"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "tvOS.storyboard"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "Shared.swift"; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = "PhoneOnly.swift"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                PS = {isa = PBXSourcesBuildPhase; files = (B3, B5, ); };
                TR = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                TS = {isa = PBXSourcesBuildPhase; files = (B4, ); };
                P = {isa = PBXNativeTarget; name = "Phone"; buildPhases = (PR, PS, ); productType = "com.apple.product-type.application"; };
                T = {isa = PBXNativeTarget; name = "TV"; buildPhases = (TR, TS, ); productType = "com.apple.product-type.application"; };
            }; rootObject = R; }
            """)
        func storyboard(_ type: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" initialViewController="h"><scenes>
            <scene sceneID="s"><objects><viewController id="h" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        }
        try folder.write("iOS.storyboard", storyboard("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"))
        try folder.write("tvOS.storyboard", storyboard("com.apple.InterfaceBuilder.AppleTV.Storyboard"))
        try folder.write(
            "Shared.swift",
            "import UIKit\nlet isTV = false\nfunc main() -> UIStoryboard { UIStoryboard(name: \"tvOS\", bundle: nil) }\n"
                + "#if os(tvOS)\nfunc tv() -> UIStoryboard { UIStoryboard(name: \"iOS\", bundle: nil) }\n#endif\n"
        )
        try folder.write(
            "PhoneOnly.swift",
            "import UIKit\nfunc phone() -> UIStoryboard { UIStoryboard(name: \"tvOS\", bundle: nil) }\n")
        let result = ProjectCheck(projects: [try XcodeProject(path: folder.path + "/TV.xcodeproj")]).run()
        let names = result.findings.filter { $0.code == .storyboardUnknownName }
        let shared = try #require(names.first { $0.location?.file.hasSuffix("Shared.swift") == true })
        #expect(shared.severity == .note, "\(shared)")
        #expect(shared.message.contains("The target 'TV' compiles this line too"), "\(shared.message)")
        // A line under `#if os(tvOS)` is not in the phone app's build, whose silence says nothing of it.
        let tvOnly = try #require(
            names.first { $0.location?.file.hasSuffix("Shared.swift") == true && $0.location?.line == 5 })
        #expect(tvOnly.severity == .error, "\(tvOnly)")
        let phone = try #require(names.first { $0.location?.file.hasSuffix("PhoneOnly.swift") == true })
        #expect(phone.severity == .error, "\(phone)")
    }
}
