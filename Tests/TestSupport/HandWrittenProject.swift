import Foundation

/// A project written by hand as Xcode writes one: an app with a variant group, a xib relative to the
/// project, Swift and Objective-C sources and a framework it links; the framework's files in an Xcode
/// 16 synchronized folder with a membership exception; an extension whose module name comes from a
/// product name with spaces, a file of the app's synchronized folder added to it by an exception, and
/// a package product; a unit test target hosted by the app; a file that no longer exists (in the app
/// and the tests); and a storyboard no target builds.
public enum HandWrittenProject {
    /// The project file.
    public static let text = #"""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 77;
            objects = {

        /* Begin PBXBuildFile section */
                B0000001 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = V0000001 /* Main.storyboard */; };
                B0000002 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000002 /* AppDelegate.swift */; };
                B0000003 /* Legacy.m in Sources */ = {isa = PBXBuildFile; fileRef = F0000003 /* Legacy.m */; };
                B0000004 /* Kit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = P0000002 /* Kit.framework */; };
                B0000005 /* Cell.xib in Resources */ = {isa = PBXBuildFile; fileRef = F0000005 /* Cell.xib */; };
                B0000006 /* Missing.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000006 /* Missing.swift */; };
            B0000007 /* AppTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000009 /* AppTests.swift */; };
            B0000008 /* Missing.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000006 /* Missing.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
                F0000002 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                F0000003 /* Legacy.m */ = {isa = PBXFileReference; path = Legacy.m; sourceTree = "<group>"; };
                F0000004 /* Legacy.h */ = {isa = PBXFileReference; path = Legacy.h; sourceTree = "<group>"; };
                F0000005 /* Cell.xib */ = {isa = PBXFileReference; path = "App/Views/Cell.xib"; sourceTree = SOURCE_ROOT; };
                F0000006 /* Missing.swift */ = {isa = PBXFileReference; path = Missing.swift; sourceTree = "<group>"; };
                F0000007 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F0000008 /* fr */ = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
            F0000009 /* AppTests.swift */ = {isa = PBXFileReference; path = AppTests/AppTests.swift; sourceTree = SOURCE_ROOT; };
                P0000001 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                P0000002 /* Kit.framework */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                P0000003 /* Widget.appex */ = {isa = PBXFileReference; path = "My Widget.appex"; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
                E0000001 /* Exceptions for "Kit" folder in "Kit" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        Old.swift,
                        /Localized/Panels/Panel.xib,
                    );
                    target = T0000002 /* Kit */;
                };
                E0000002 /* Exceptions for "Shared" folder in "Widget" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = (
                        "Also Widget.swift",
                    );
                    target = T0000003 /* Widget */;
                };
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
                S0000001 /* Kit */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000001 /* Exceptions for "Kit" folder in "Kit" target */, ); explicitFileTypes = {}; explicitFolders = (Resources, ); path = Kit; sourceTree = "<group>"; };
                S0000002 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000002, ); path = Shared; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
                G0000001 = {
                    isa = PBXGroup;
                    children = (
                        G0000002 /* App */,
                        S0000001 /* Kit */,
                        S0000002 /* Shared */,
                        G0000003 /* Products */,
                    );
                    sourceTree = "<group>";
                };
                G0000002 /* App */ = {
                    isa = PBXGroup;
                    children = (
                        F0000002 /* AppDelegate.swift */,
                        G0000004 /* Legacy */,
                        V0000001 /* Main.storyboard */,
                        F0000006 /* Missing.swift */,
                    );
                    path = App;
                    sourceTree = "<group>";
                };
                G0000004 /* Legacy */ = {
                    isa = PBXGroup;
                    children = (
                        F0000003 /* Legacy.m */,
                        F0000004 /* Legacy.h */,
                    );
                    name = "Legacy code";
                    path = Legacy;
                    sourceTree = "<group>";
                };
                G0000003 /* Products */ = {
                    isa = PBXGroup;
                    children = (P0000001, P0000002, P0000003, );
                    name = Products;
                    sourceTree = "<group>";
                };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
                T0000001 /* App */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = L0000001;
                    buildPhases = (H0000001 /* Sources */, H0000002 /* Frameworks */, H0000003 /* Resources */, );
                    dependencies = (D0000001, );
                    fileSystemSynchronizedGroups = (S0000002 /* Shared */, );
                    name = App;
                    productName = App;
                    productReference = P0000001 /* App.app */;
                    productType = "com.apple.product-type.application";
                };
                T0000002 /* Kit */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = L0000002;
                    buildPhases = ();
                    fileSystemSynchronizedGroups = (S0000001 /* Kit */, );
                    name = Kit;
                    productReference = P0000002 /* Kit.framework */;
                    productType = "com.apple.product-type.framework";
                };
                T0000003 /* Widget */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = L0000003;
                    buildPhases = ();
                    name = Widget;
                    packageProductDependencies = (K0000001 /* Charts */, K0000002 /* Tools */, );
                    productReference = P0000003;
                    productType = "com.apple.product-type.app-extension";
                };
                T0000004 /* AppTests */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = L0000004;
                    buildPhases = (H0000004 /* Sources */, );
                    dependencies = (D0000002, );
                    name = AppTests;
                    productType = "com.apple.product-type.bundle.unit-test";
                };
        /* End PBXNativeTarget section */

                R0000001 /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = L0000000;
                    mainGroup = G0000001;
                    packageReferences = (M0000001, M0000002, );
                    projectDirPath = "";
                    targets = (T0000001, T0000002, T0000003, T0000004, );
                };
                H0000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000002, B0000003, B0000006, ); };
                H0000002 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (B0000004, ); };
                H0000003 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B0000001, B0000005, ); };
                D0000001 = {isa = PBXTargetDependency; target = T0000002 /* Kit */; };
            D0000002 = {isa = PBXTargetDependency; target = T0000001 /* App */; };
            H0000004 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B0000007, B0000008, ); };
            L0000004 = {isa = XCConfigurationList; buildConfigurations = (C0000005, ); defaultConfigurationName = Release; };
            C0000005 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App"; }; name = Release; };
                V0000001 /* Main.storyboard */ = {isa = PBXVariantGroup; children = (F0000007 /* Base */, F0000008 /* fr */, ); name = Main.storyboard; sourceTree = "<group>"; };
                K0000001 /* Charts */ = {isa = XCSwiftPackageProductDependency; package = M0000001; productName = Charts; };
                K0000002 /* Tools */ = {isa = XCSwiftPackageProductDependency; package = M0000002; productName = Tools; };
                M0000001 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/example/Charts.git"; requirement = {kind = upToNextMajorVersion; minimumVersion = 1.0.0; }; };
                M0000002 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Tools; };
                L0000000 = {isa = XCConfigurationList; buildConfigurations = (C0000000, ); defaultConfigurationName = Release; };
                C0000000 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = 5.0; }; name = Release; };
                L0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, ); defaultConfigurationName = Release; };
                C0000001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; INFOPLIST_KEY_UIMainStoryboardFile = Main; }; name = Release; };
                L0000002 = {isa = XCConfigurationList; buildConfigurations = (C0000002, ); defaultConfigurationName = Release; };
                C0000002 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(TARGET_NAME:c99extidentifier)Core"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
                L0000003 = {isa = XCConfigurationList; buildConfigurations = (C0000003, C0000004, ); defaultConfigurationName = Release; };
                C0000003 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "Debug Widget"; }; name = Debug; };
                C0000004 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "My Widget"; }; name = Release; };
            };
            rootObject = R0000001 /* Project object */;
        }
        """#

    /// The project and its files in `folder` (all but Missing.swift).
    public static func write(in folder: TemporaryDirectory) throws {
        try folder.write("App.xcodeproj/project.pbxproj", text)
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a"><scenes>
            <scene sceneID="s"><objects><viewController id="a" customClass="RootViewController" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell id="c" customClass="KitCell" customModule="KitCore"/>
            </objects></document>
            """
        try folder.write("App/Base.lproj/Main.storyboard", storyboard)
        try folder.write("App/fr.lproj/Main.strings", "")
        try folder.write("App/AppDelegate.swift", "final class RootViewController: UIViewController {}\n")
        try folder.write("App/Legacy/Legacy.m", "@implementation Legacy\n@end\n")
        try folder.write("App/Legacy/Legacy.h", "@interface Legacy : NSObject\n@end\n")
        try folder.write("App/Views/Cell.xib", xib)
        try folder.write("Kit/KitCell.swift", "open class KitCell: UITableViewCell {}\n")
        try folder.write("Kit/Old.swift", "class Old {}\n")
        try folder.write("Kit/Panels/Base.lproj/Panel.xib", xib)
        try folder.write("Kit/Resources/Inside.swift", "class Inside {}\n")
        try folder.write("Shared/Common.swift", "class Common {}\n")
        try folder.write("Shared/Also Widget.swift", "class AlsoWidget {}\n")
        try folder.write("Stale/Old.storyboard", storyboard)
        try folder.write(
            "AppTests/AppTests.swift",
            """
            final class AppTests: XCTestCase {
                func testMain() {
                    _ = UIStoryboard(name: "Main", bundle: nil)
                    _ = UIStoryboard(name: "Nope", bundle: nil)
                }
            }

            """)
    }
}
