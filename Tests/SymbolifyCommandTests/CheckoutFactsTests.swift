import Foundation
import TestSupport
import Testing

/// A minimal project: one app target building `storyboard` and `sources` (relative to the project's
/// folder), named `name`.
private func projectText(storyboard: String, sources: [String]) -> String {
    var references = "F0 = {isa = PBXFileReference; path = \"\(storyboard)\"; sourceTree = \"<group>\"; };\n"
    var buildFiles = "B0 = {isa = PBXBuildFile; fileRef = F0; };\n"
    var children = "F0, "
    var sourceFiles = ""
    for (index, source) in sources.enumerated() {
        references += "F\(index + 1) = {isa = PBXFileReference; path = \"\(source)\"; sourceTree = \"<group>\"; };\n"
        buildFiles += "B\(index + 1) = {isa = PBXBuildFile; fileRef = F\(index + 1); };\n"
        children += "F\(index + 1), "
        sourceFiles += "B\(index + 1), "
    }
    return """
        // !$*UTF8*$!
        { objects = {
        R = {isa = PBXProject; mainGroup = G; targets = (A, ); };
        G = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
        \(references)\(buildFiles)PR = {isa = PBXResourcesBuildPhase; files = (B0, ); };
        PS = {isa = PBXSourcesBuildPhase; files = (\(sourceFiles)); };
        A = {isa = PBXNativeTarget; name = "App"; buildPhases = (PR, PS, ); productType = "com.apple.product-type.application"; };
        }; rootObject = R; }
        """
}

private let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="v"><scenes>
    <scene sceneID="s"><objects><viewController id="v" customClass="InboxViewController" customModuleProvider="target" sceneMemberID="viewController">
    <view key="view" contentMode="scaleToFill" id="w"><subviews><view contentMode="scaleToFill" id="k" customClass="KitBadgeView"/></subviews></view>
    <connections><action selector="refresh:" destination="v" id="a1"/></connections>
    </viewController></objects></scene>
    </scenes></document>
    """

@Suite("Facts from outside the app's own files: where projects are, submodules")
struct CheckoutFactsTests {
    @Test("A project below the folder is found and checked; one inside another project's folder is that project's")
    func projectInSubfolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "macos/App.xcodeproj/project.pbxproj",
            projectText(storyboard: "App/Main.storyboard", sources: ["App/Inbox.swift"]))
        try folder.write("macos/App/Main.storyboard", storyboard)
        try folder.write("macos/App/Inbox.swift", "import UIKit\nclass InboxViewController: UIViewController {}\n")
        try folder.write("macos/Vendor/Lib/Lib.xcodeproj/project.pbxproj", "not read: inside App's folder")
        try folder.write("Pods/Pods.xcodeproj/project.pbxproj", "not read")
        // The check reads the project's sources: the missing action and the undeclared view class are
        // found, which a folder check without sources could not.
        let result = try SymbolifyBinary.run(["check", "."], workingDirectory: folder.path)
        #expect(
            result.errors.contains("action.missing-method") || result.errors.contains("calls a method"),
            "\(result.errors)")
        let badge = result.errors.split(separator: "\n").first { $0.contains("KitBadgeView") }
        #expect(badge?.hasSuffix("(target 'App' of App.xcodeproj)") == true, "\(result.errors)")
        #expect(result.errors.contains("target 'App' of App.xcodeproj (module"), "\(result.errors)")
        #expect(
            !result.errors.contains("Lib.xcodeproj") && !result.errors.contains("Pods.xcodeproj"), "\(result.errors)")
    }

    @Test("A run that reads documents but no source says so")
    func noSourcesSaid() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("App/Main.storyboard", storyboard)
        let result = try SymbolifyBinary.run(["check", "."], workingDirectory: folder.path)
        #expect(result.errors.contains("no source read"), "\(result.errors)")
        let withSources = try SymbolifyBinary.run(
            ["check", ".", "--sources", "App"], workingDirectory: folder.path)
        #expect(!withSources.errors.contains("no source read"), "\(withSources.errors)")
    }

    @Test("The files of a submodule that is not checked out are one warning, and its classes notes")
    func absentSubmodule() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            ".gitmodules", "[submodule \"Kit\"]\n\tpath = Vendor/Kit\n\turl = https://example.com/kit.git\n")
        try FileManager.default.createDirectory(
            atPath: folder.path("Vendor/Kit"), withIntermediateDirectories: true)
        let sources = ["Inbox.swift"] + (1...40).map { "../Vendor/Kit/Sources/File\($0).swift" }
        try folder.write(
            "App/App.xcodeproj/project.pbxproj", projectText(storyboard: "Main.storyboard", sources: sources))
        try folder.write("App/Main.storyboard", storyboard)
        try folder.write(
            "App/Inbox.swift",
            "import UIKit\nclass InboxViewController: UIViewController { @IBAction func refresh(_ s: Any) {} }\n")
        let result = try SymbolifyBinary.run(["check", "App/App.xcodeproj"], workingDirectory: folder.path)
        let lines = result.errors.split(separator: "\n")
        #expect(
            lines.filter { $0.contains("[project.missing-file]") || $0.contains("does not exist") }.isEmpty,
            "\(result.errors)")
        let submodule = lines.filter { $0.contains("project.missing-submodule") || $0.contains("git submodule 'Kit'") }
        #expect(submodule.count == 1, "\(result.errors)")
        #expect(submodule.first?.contains("40 file(s)") == true)
        #expect(submodule.first?.contains("git submodule update --init") == true)
        // The view class the submodule would declare is a note, not an error.
        #expect(lines.contains { $0.contains("note:") && $0.contains("KitBadgeView") }, "\(result.errors)")
        #expect(!lines.contains { $0.contains("error:") }, "\(result.errors)")
        // Checked out, the files are read: a missing one is an error again.
        try folder.write("Vendor/Kit/Sources/File1.swift", "import UIKit\nclass KitBadgeView: UIView {}\n")
        let checkedOut = try SymbolifyBinary.run(["check", "App/App.xcodeproj"], workingDirectory: folder.path)
        #expect(checkedOut.errors.contains("File2.swift, which does not exist"), "\(checkedOut.errors)")
    }
}
