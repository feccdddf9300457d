import Foundation
import StoryboardCatalog
import TestSupport
import Testing

@testable import XcodeProjects

@Suite("Reading Xcode projects")
struct XcodeProjectTests {
    @Test(
        "A reference's path joined to its group's folder, byte by byte",
        arguments: [
            ("/a/b", "c", "/a/b/c"), ("/a/b/", "c/d.swift", "/a/b/c/d.swift"), ("a//", "./b", "a/b"),
            ("a", "././b", "a/b"), ("a", "/abs/x", "/abs/x"), ("a", ".", "a"), ("a", "", "a"), (".", "./x", "x"),
            ("", "x", "x"), ("/", "x", "/x"), ("//", "x", "/x"), ("Été/Ça", "Ünïcode.swift", "Été/Ça/Ünïcode.swift"),
            ("a", "..b", "a/..b"), ("a", "../b", "b"), ("app", "../app/resources/x.xib", "app/resources/x.xib"),
            ("a/b", "../../../c", "../c"), ("/r/a", "x/../../y", "/r/y"), ("Nibs", "../../C/x.xib", "../C/x.xib"),
        ])
    func joinedPaths(base: String, relative: String, expected: String) {
        #expect(join(base, relative) == expected)
    }

    @Test("Targets with their files, modules, links, packages and missing files, as Xcode builds them")
    func targets() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let root = folder.path
        let project = try XcodeProject(path: root + "/App.xcodeproj/")
        #expect(project.name == "App")
        #expect(project.projectFolder == root)
        #expect(project.targets.map(\.name) == ["App", "Kit", "Widget", "AppTests"])
        #expect(project.targets[3].isTest && project.targets[3].dependencies == ["App"])
        let app = project.targets[0]
        #expect(app.moduleName == "App")
        #expect(app.productType == "com.apple.product-type.application")
        #expect(app.interfaceFiles == [root + "/App/Base.lproj/Main.storyboard", root + "/App/Views/Cell.xib"])
        #expect(
            app.sourceFiles == [
                root + "/App/AppDelegate.swift", root + "/App/Legacy/Legacy.m", root + "/App/Missing.swift",
                root + "/Shared/Also Widget.swift", root + "/Shared/Common.swift", root + "/App/Legacy/Legacy.h",
            ])
        #expect(app.missingFiles == [root + "/App/Missing.swift"])
        #expect(app.linkedTargets == ["Kit"] && app.dependencies == ["Kit"])
        #expect(app.mainStoryboard == "Main")
        let kit = project.targets[1]
        #expect(kit.moduleName == "KitCore")
        // Old.swift and the localized Panel.xib are exceptions; Resources is a folder reference.
        #expect(kit.sourceFiles == [root + "/Kit/KitCell.swift"])
        #expect(kit.interfaceFiles.isEmpty)
        let widget = project.targets[2]
        #expect(widget.moduleName == "My_Widget")
        // In no synchronized folder of its own, it gets the one file its exception adds (which the
        // app, whose folder it is, keeps: an exception inverts one target's membership).
        #expect(widget.sourceFiles == [root + "/Shared/Also Widget.swift"])
        #expect(widget.packageProducts.map(\.name) == ["Charts", "Tools"])
        #expect(widget.packageProducts.map(\.isLocal) == [false, true])
        #expect(project.packages.map(\.name) == ["Charts", "Tools"])
        #expect(project.localPackageFolders == [root + "/Packages/Tools"])
        #expect(!widget.isTest)
    }

    @Test("A synchronized folder's subfolders are entered, a link to a folder followed, a link to a file kept")
    func synchronizedLinks() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let root = folder.path
        try folder.write("Elsewhere/Linked.swift", "class Linked {}")
        try folder.write("Kit/Deep/Er/Deepest.swift", "class Deepest {}")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Kit/Linked", withDestinationPath: root + "/Elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Kit/Alias.swift", withDestinationPath: root + "/Elsewhere/Linked.swift")
        let kit = try XcodeProject(path: root + "/App.xcodeproj").targets[1]
        #expect(
            kit.sourceFiles == [
                root + "/Kit/Alias.swift", root + "/Kit/Deep/Er/Deepest.swift", root + "/Kit/KitCell.swift",
                root + "/Kit/Linked/Linked.swift",
            ])
    }

    @Test("The check builds each target's catalog from its files: a missing file, a stale storyboard, a linked module")
    func projectCheck() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let result = ProjectCheck(projects: [project]).run()
        let codes = result.findings.map(\.code)
        #expect(codes.filter { $0 == .projectMissingFile }.count == 1, "\(result.findings)")
        let missing = try #require(result.findings.first { $0.code == .projectMissingFile })
        #expect(
            missing.message.contains(
                "The targets 'App', 'AppTests' of App.xcodeproj build \(folder.path)/App/Missing.swift"))
        #expect(missing.location?.file == folder.path + "/App.xcodeproj/project.pbxproj")
        let stale = result.findings.filter { $0.code == .projectUntargeted }
        // The stale storyboard, and the xib that Kit's exception takes out of Kit.
        #expect(
            stale.map(\.location?.file) == [
                folder.path + "/Kit/Panels/Base.lproj/Panel.xib", folder.path + "/Stale/Old.storyboard",
            ])
        // The xib's KitCell, in the module KitCore that the app links, is found in Kit's sources; the
        // storyboard's class in the app's.
        #expect(!codes.contains(.classMissing), "\(result.findings)")
        #expect(!codes.contains(.classUnverifiedModule), "\(result.findings)")
        #expect(result.targets.map(\.target) == ["App", "Kit", "Widget", "AppTests"])
        // The tests are checked with their host app: the app's storyboard is there, 'Nope' is not.
        #expect(result.targets[3].checkedWith == "App")
        let names = result.findings.filter { $0.code == .storyboardUnknownName }
        #expect(names.map(\.location?.line) == [4], "\(result.findings)")
        #expect(names.first?.message.contains("'Nope'") == true)
        #expect(result.targets[0].storyboards == 1 && result.targets[0].xibs == 1)
        // Five of its own read (Missing.swift is not), the framework's one, and its tests' one.
        #expect(result.targets[0].sources == 7)
        // The tests alone are checked against their host's storyboards: 'Main' is there.
        let tests = ProjectCheck(projects: [project], targets: ["AppTests"]).run()
        #expect(tests.targets.first?.storyboards == 1, "\(tests.targets)")
        #expect(
            tests.findings.filter { $0.code == .storyboardUnknownName }.map(\.location?.line) == [4],
            "\(tests.findings)")
        // One target by name; an unknown name is an error that lists the targets.
        let one = ProjectCheck(projects: [project], targets: ["Kit", "Nope"]).run()
        #expect(one.targets.map(\.target) == ["Kit"])
        #expect(
            one.findings.contains {
                $0.code == .projectMissingTarget && $0.message.contains("'Nope'")
                    && $0.message.contains("'App', 'Kit', 'Widget', 'AppTests'")
            })
    }

    @Test("Each target's line counts the findings that name it, the missing file too; the total counts each once")
    func targetCountsAddUp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let result = ProjectCheck(projects: [project]).run()
        let missing = try #require(result.findings.first { $0.code == .projectMissingFile })
        // The missing file names the app and its tests: both lines count it, the total once.
        #expect(result.targetIndices(of: missing) == [0, 3])
        #expect(result.targets[0].errors >= 1 && result.targets[3].errors == 1, "\(result.targets)")
        for (index, target) in result.targets.enumerated() {
            let named = result.findings.filter { result.targetIndices(of: $0).contains(index) }
            #expect(target.errors == named.filter { $0.severity == .error }.count, "\(target.target)")
            #expect(target.warnings == named.filter { $0.severity == .warning }.count, "\(target.target)")
            #expect(target.notes == named.filter { $0.severity == .note }.count, "\(target.target)")
        }
        // Counted again from the findings as reported (a configuration turned one off): the lines follow.
        let counted = result.summaries(counting: result.findings.filter { $0.code != .projectMissingFile })
        #expect(counted.targets[3].errors == 0 && counted.targets[0].errors == result.targets[0].errors - 1)
        let all = result.summaries(counting: result.findings)
        #expect(all.shared == 1, "the missing file names two targets")
        // The untargeted storyboard and xib name no target.
        #expect(all.ofNoTarget == result.findings.filter { result.targetIndices(of: $0).isEmpty }.count)
        #expect(all.ofNoTarget >= 2)
        let lines = all.targets.reduce(0) { $0 + $1.errors + $1.warnings + $1.notes }
        #expect(lines == result.findings.reduce(0) { $0 + result.targetIndices(of: $1).count })
        #expect(lines > result.findings.count - all.ofNoTarget, "a shared finding counts on each of its lines")
    }

    @Test("A project file that is truncated, not a project, or absent is a finding that names it")
    func badProjects() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("Cut.xcodeproj/project.pbxproj", String(HandWrittenProject.text.prefix(4000)))
        try folder.write("Plain.xcodeproj/project.pbxproj", "{ a = b; }")
        try folder.write("Empty.xcodeproj/project.pbxproj", "")
        for (name, expected) in [
            ("Cut", "This is not a property list Xcode can read"),
            ("Plain", "This property list is not an Xcode project"),
            ("Empty", "the text holds no value"), ("Absent", "The project file cannot be read"),
        ] {
            do {
                _ = try XcodeProject(path: folder.path + "/\(name).xcodeproj")
                Issue.record("\(name) was read")
            } catch {
                #expect(error.code == .projectUnreadable)
                #expect(error.message.contains(expected), "\(name): \(error)")
                #expect(error.location?.file == folder.path + "/\(name).xcodeproj/project.pbxproj")
            }
        }
        // Every cut of a real-shaped project is a finding, not a crash.
        let bytes = Array(HandWrittenProject.text.utf8)
        for end in stride(from: 0, to: bytes.count, by: 97) {
            try folder.write("Cuts.xcodeproj/project.pbxproj", Data(bytes[..<end]))
            #expect(throws: Finding.self) { try XcodeProject(path: folder.path + "/Cuts.xcodeproj") }
        }
    }

    @Test("A workspace's projects, through its groups")
    func workspace() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App.xcworkspace/contents.xcworkspacedata",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App.xcodeproj">
               </FileRef>
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Kit/Kit.xcodeproj">
                  </FileRef>
               </Group>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
               <FileRef
                  location = "absolute:/elsewhere/Other.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:README.md">
               </FileRef>
            </Workspace>
            """)
        let projects = try XcodeWorkspace.projectPaths(in: folder.path + "/App.xcworkspace")
        #expect(
            projects == [
                folder.path + "/App.xcodeproj", folder.path + "/Modules/Kit/Kit.xcodeproj",
                folder.path + "/Pods/Pods.xcodeproj", "/elsewhere/Other.xcodeproj",
            ])
    }
}

@Suite("Checking targets whose code is elsewhere")
struct EmbeddedCodeProjectTests {
    @Test("A target without sources (a WatchKit app) is checked with the sources of the targets it embeds")
    func watchApp() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "Watch.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            { objects = {
                R = {isa = PBXProject; mainGroup = G; targets = (A, E, ); };
                G = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = "WatchApp/Interface.storyboard"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "WatchExtension/InterfaceController.swift"; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                PA = {isa = PBXResourcesBuildPhase; files = (B1, ); };
                PE = {isa = PBXSourcesBuildPhase; files = (B2, ); };
                D = {isa = PBXTargetDependency; target = E; };
                A = {isa = PBXNativeTarget; name = "WatchApp"; buildPhases = (PA, ); dependencies = (D, ); productType = "com.apple.product-type.application.watchapp2"; };
                E = {isa = PBXNativeTarget; name = "WatchExtension"; buildPhases = (PE, ); productType = "com.apple.product-type.watchkit2-extension"; };
            }; rootObject = R; }
            """)
        try folder.write(
            "WatchApp/Interface.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" initialViewController="i"><scenes>
            <scene sceneID="s"><objects><controller id="i" customClass="InterfaceController" customModule="WatchExtension"/></objects></scene>
            </scenes></document>
            """)
        try folder.write(
            "WatchExtension/InterfaceController.swift", "class InterfaceController: WKInterfaceController {}\n")
        let project = try XcodeProject(path: folder.path + "/Watch.xcodeproj")
        let result = ProjectCheck(projects: [project]).run()
        #expect(result.targets.first?.sources == 1, "\(result.targets)")
        #expect(!result.findings.contains { $0.code == .classMissing || $0.code == .classUnverifiedModule })
        // Taken out of the extension, the class is missing: the check did look.
        try FileManager.default.removeItem(atPath: folder.path + "/WatchExtension/InterfaceController.swift")
        try folder.write("WatchExtension/InterfaceController.swift", "class Other: WKInterfaceController {}\n")
        let missing = ProjectCheck(projects: [try XcodeProject(path: folder.path + "/Watch.xcodeproj")]).run()
        #expect(missing.findings.contains { $0.code == .classMissing }, "\(missing.findings)")
    }
}

@Suite("Reading real Xcode projects (SYMBOLIFY_PROJECTS)")
struct RealProjectTests {
    /// The `.xcodeproj` folders listed in `SYMBOLIFY_PROJECTS`, separated by `:`; none in CI, where no
    /// public app's project is part of the repository.
    static let projects: [String] =
        ProcessInfo.processInfo.environment["SYMBOLIFY_PROJECTS"]?.split(separator: ":").map(String.init) ?? []

    @Test("Each project reads, every target has a module, and every file it lists exists or is reported missing")
    func read() throws {
        for path in Self.projects {
            let project = try XcodeProject(path: path)
            #expect(!project.targets.isEmpty, "\(path)")
            for target in project.targets {
                #expect(!target.moduleName.isEmpty && !target.moduleName.contains(" "), "\(path) \(target.name)")
                let files = target.interfaceFiles + target.sourceFiles
                #expect(Set(files).count == files.count, "\(path) \(target.name) lists a file twice")
                // Every file it lists exists, or is among its missing files.
                let absent = files.filter { !FileManager.default.fileExists(atPath: $0) }
                #expect(Set(absent).isSubset(of: target.missingFiles), "\(path) \(target.name): \(absent.prefix(3))")
            }
            // A truncated copy of the real file is a finding, not a crash.
            let text = try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj"))
            let folder = try TemporaryDirectory()
            defer { folder.cleanUp() }
            for fraction in [0.1, 0.5, 0.9, 0.999] {
                try folder.write("Cut.xcodeproj/project.pbxproj", text.prefix(Int(Double(text.count) * fraction)))
                #expect(throws: Finding.self) { try XcodeProject(path: folder.path + "/Cut.xcodeproj") }
            }
        }
    }
}

@Suite("A target's resources")
struct TargetResourceTests {
    @Test(
        "Its resources phase (a variant group's localizations), and its synchronized folders' other files: a catalog as its folder, an explicit folder whole"
    )
    func resourceFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write("Kit/Assets.xcassets/Contents.json", "{}")
        try folder.write("Kit/Assets.xcassets/Icon.imageset/Contents.json", "{}")
        try folder.write("Kit/Assets.xcassets/Icon.imageset/icon@2x.png", "")
        try folder.write("Kit/Fonts/Lato-Bold.ttf", "")
        try folder.write("Kit/Resources/Inside.png", "")
        try folder.write("Kit/notes.txt", "")
        let root = folder.path
        let project = try XcodeProject(path: root + "/App.xcodeproj")
        let app = project.targets[0]
        #expect(app.resourceFiles == [root + "/App/fr.lproj/Main.strings"])
        #expect(!app.copiesResourcesByScript)
        let kit = project.targets[1]
        #expect(
            kit.resourceFiles == [
                root + "/Kit/Assets.xcassets", root + "/Kit/Fonts/Lato-Bold.ttf", root + "/Kit/Resources",
            ])
    }

    @Test(
        "A catalog's folder is found in a path, the component that ends in .xcassets",
        arguments: [
            ("A.xcassets/x.imageset/Contents.json", "A.xcassets"), ("Res/A.xcassets", "Res/A.xcassets"),
            ("Res/A.xcassetsy/x.png", nil), ("x.png", nil), ("B/.xcassets/c", "B/.xcassets"),
        ])
    func catalogFolders(path: String, folder: String?) {
        #expect(assetCatalogFolder(of: path) == folder)
    }

    @Test("A Run Script phase that copies resources: CocoaPods', or one that names the resources folder")
    func scriptsThatCopy() {
        func phase(_ name: String, _ script: String) -> PropertyListDictionary {
            PropertyListDictionary([("name", .string(name)), ("shellScript", .string(script))])
        }
        #expect(ProjectReader.copiesResources(phase("[CP] Copy Pods Resources", "")))
        #expect(
            ProjectReader.copiesResources(
                phase("Run", "\"${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-resources.sh\"")))
        #expect(
            ProjectReader.copiesResources(
                phase("Copy", "cp x \"$TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH\"")))
        #expect(!ProjectReader.copiesResources(phase("SwiftLint", "swiftlint lint")))
        #expect(!ProjectReader.copiesResources(phase("[CP] Embed Pods Frameworks", "Pods-App-frameworks.sh")))
    }
}
