import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@testable import XcodeProjects

/// A project of one app target that builds the synchronized folder `folder` (its path relative to the
/// project's folder), with `explicitFolders` and the project's `projectDirPath`.
func synchronizedProjectText(folder: String, explicitFolders: [String] = [], projectDirPath: String = "") -> String {
    let explicit = explicitFolders.map { "\"\($0)\", " }.joined()
    return """
        // !$*UTF8*$!
        { objects = {
            R = {isa = PBXProject; mainGroup = G; projectDirPath = "\(projectDirPath)"; targets = (A, ); };
            G = {isa = PBXGroup; children = (S, ); sourceTree = "<group>"; };
            S = {isa = PBXFileSystemSynchronizedRootGroup; explicitFolders = (\(explicit)); path = "\(folder)"; sourceTree = "<group>"; };
            A = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); productType = "com.apple.product-type.application"; };
        }; rootObject = R; }
        """
}

/// A storyboard of one scene.
let walkStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """

@Suite("The walk of a project's folder")
struct ProjectWalkTests {
    @Test("A link back to the project's folder is a loop: each storyboard is listed once, and a warning names the link")
    func linkBackToTheFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let root = folder.path
        try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: ".")
        let project = try XcodeProject(path: root + "/App.xcodeproj")
        #expect(
            project.interfaceFilesInFolder == [
                root + "/App/Base.lproj/Main.storyboard", root + "/App/Views/Cell.xib",
                root + "/Kit/Panels/Base.lproj/Panel.xib", root + "/Stale/Old.storyboard",
            ])
        let loops = project.notes.filter { $0.code == .directoryLoop }
        #expect(loops.map(\.location?.file) == [root + "/a"], "\(project.notes)")
        #expect(loops.first?.severity == .warning)
        #expect(loops.first?.message.contains("leads back to \(root)") == true, "\(loops)")
        let result = ProjectCheck(projects: [project]).run()
        #expect(result.findings.filter { $0.code == .projectUntargeted }.count == 2, "\(result.findings)")
    }

    @Test(
        "Folders that each hold two links to the next are each walked once; a synchronized folder lists each file once")
    func linkFanOut() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let root = folder.path
        try folder.write("App.xcodeproj/project.pbxproj", synchronizedProjectText(folder: "Levels"))
        let levels = 14
        for level in 0..<levels {
            try FileManager.default.createDirectory(
                atPath: root + "/Levels/\(level)", withIntermediateDirectories: true)
        }
        for level in 0..<(levels - 1) {
            for name in ["x", "y"] {
                try FileManager.default.createSymbolicLink(
                    atPath: root + "/Levels/\(level)/\(name)", withDestinationPath: "../\(level + 1)")
            }
        }
        try folder.write("Levels/\(levels - 1)/View.storyboard", walkStoryboard)
        try folder.write("Levels/\(levels - 1)/View.swift", "class View {}\n")
        let started = ContinuousClock.now
        let project = try XcodeProject(path: root + "/App.xcodeproj")
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(project.interfaceFilesInFolder == [root + "/Levels/\(levels - 1)/View.storyboard"])
        #expect(project.targets.first?.sourceFiles == [root + "/Levels/\(levels - 1)/View.swift"])
        #expect(project.targets.first?.interfaceFiles == [root + "/Levels/\(levels - 1)/View.storyboard"])
        #expect(!project.notes.contains { $0.code == .directoryLoop }, "\(project.notes)")
    }

    @Test("A link that leads out of the project's folder is not followed, and a note says so")
    func linkOutOfTheFolder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let outside = try TemporaryDirectory()
        defer { outside.cleanUp() }
        try outside.write("Far.swift", "class Far {}\n")
        try outside.write("Far.storyboard", walkStoryboard)
        let root = folder.path
        try folder.write("App.xcodeproj/project.pbxproj", synchronizedProjectText(folder: "App"))
        try folder.write("App/Near.swift", "class Near {}\n")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Far", withDestinationPath: outside.path)
        let project = try XcodeProject(path: root + "/App.xcodeproj")
        #expect(project.targets.first?.sourceFiles == [root + "/App/Near.swift"])
        #expect(project.interfaceFilesInFolder.isEmpty)
        let note = try #require(project.notes.first { $0.code == .projectFolderOutside }, "\(project.notes)")
        #expect(note.severity == .note)
        #expect(note.location?.file == root + "/App/Far")
        #expect(note.message.contains(outside.path), "\(note)")
    }

    @Test("A project folder (projectDirPath) or a synchronized folder outside the tree of the project is not walked")
    func foldersOutsideTheTree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let root = folder.path
        // The project is in repo/ios; repo/Shared beside its folder is walked, the folder above repo
        // is not.
        try folder.write("Far.storyboard", walkStoryboard)
        try folder.write("Elsewhere/Far.swift", "class Far {}\n")
        try folder.write("repo/Shared/Near.swift", "class Near {}\n")
        try folder.write("repo/Shared/Near.storyboard", walkStoryboard)
        let project = root + "/repo/ios/App.xcodeproj"
        try folder.write("repo/ios/App.xcodeproj/project.pbxproj", synchronizedProjectText(folder: "../../Elsewhere"))
        let far = try XcodeProject(path: project)
        #expect(far.targets.first?.sourceFiles == [], "\(far.targets)")
        let farNote = try #require(far.notes.first { $0.code == .projectFolderOutside }, "\(far.notes)")
        #expect(farNote.location?.file == project + "/project.pbxproj")
        #expect(farNote.message.contains(root + "/Elsewhere"), "\(farNote)")
        #expect(!far.targets.contains { !$0.missingFiles.isEmpty })
        try folder.write("repo/ios/App.xcodeproj/project.pbxproj", synchronizedProjectText(folder: "../Shared"))
        let near = try XcodeProject(path: project)
        #expect(near.targets.first?.sourceFiles == [root + "/repo/Shared/Near.swift"])
        #expect(near.notes.isEmpty, "\(near.notes)")
        // projectDirPath: a folder beside the project's is walked, the folder above it is not.
        try folder.write(
            "repo/ios/App.xcodeproj/project.pbxproj",
            synchronizedProjectText(folder: "Shared", projectDirPath: "../.."))
        let above = try XcodeProject(path: project)
        #expect(above.interfaceFilesInFolder.isEmpty, "\(above.interfaceFilesInFolder)")
        #expect(above.notes.contains { $0.code == .projectFolderOutside && $0.message.contains("projectDirPath") })
        try folder.write(
            "repo/ios/App.xcodeproj/project.pbxproj",
            synchronizedProjectText(folder: ".", projectDirPath: "../Shared"))
        let beside = try XcodeProject(path: project)
        #expect(beside.interfaceFilesInFolder == [root + "/repo/Shared/Near.storyboard"])
        #expect(beside.targets.first?.sourceFiles == [root + "/repo/Shared/Near.swift"])
    }

    /// A synchronized folder of `count` explicit folders and as many files beside them: the files are
    /// the target's sources, those inside an explicit folder (even one named like a file) are not.
    /// Returns how long reading the project took.
    static func explicitFolders(count: Int) throws -> Duration {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            synchronizedProjectText(folder: "App", explicitFolders: (0..<count).map { "Folder\($0)" } + ["Sub/Inner"]))
        for index in 0..<count {
            try folder.write("App/File\(index).swift", "")
        }
        try folder.write("App/Folder7/Hidden.swift", "")
        try folder.write("App/Sub/Inner/Hidden.swift", "")
        try folder.write("App/Sub/Shown.swift", "")
        try folder.write("App/Folder70.swift", "")
        let started = ContinuousClock.now
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        let elapsed = ContinuousClock.now - started
        let sources = project.targets.first?.sourceFiles ?? []
        #expect(sources.count == count + 2)
        #expect(sources.contains(folder.path + "/App/Sub/Shown.swift"))
        #expect(sources.contains(folder.path + "/App/Folder70.swift"))
        #expect(!sources.contains { $0.hasSuffix("Hidden.swift") })
        return elapsed
    }

    @Test("Explicit folders are skipped: their files are not sources, a file named like one is")
    func explicitFolders() throws {
        _ = try Self.explicitFolders(count: 80)
    }

    @Test(
        "Explicit folders are skipped by a look-up per path: thousands of them and of files take well under a second",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func manyExplicitFolders() throws {
        // 12,000 files take seconds to write; reading the project is what is timed.
        let elapsed = try Self.explicitFolders(count: 12_000)
        // Quadratic, 12,000 of each took 31 s in a debug build; looked up, 0.3 s.
        #expect(elapsed < .seconds(3), "\(elapsed)")
    }

    @Test("Groups nested deeper than 256 are followed: a file at the bottom that exists is not missing")
    func deepGroups() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let depth = 300
        var objects = ""
        for level in 0..<depth {
            let next = level + 1 < depth ? "G\(level + 1)" : "F"
            objects += "G\(level) = {isa = PBXGroup; children = (\(next), ); path = g; sourceTree = \"<group>\"; };\n"
        }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            { objects = {
            R = {isa = PBXProject; mainGroup = G0; targets = (A, ); };
            \(objects)F = {isa = PBXFileReference; path = Deep.swift; sourceTree = "<group>"; };
            B = {isa = PBXBuildFile; fileRef = F; };
            P = {isa = PBXSourcesBuildPhase; files = (B, ); };
            A = {isa = PBXNativeTarget; name = App; buildPhases = (P, ); };
            }; rootObject = R; }
            """)
        let path = String(repeating: "g/", count: depth) + "Deep.swift"
        try folder.write(path, "class Deep {}\n")
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        #expect(project.targets.first?.sourceFiles == [folder.path + "/" + path])
        #expect(project.targets.first?.missingFiles == [], "\(project.targets)")
    }

    @Test("Groups whose folder is longer than a path can be are cut with a note, and their files are not missing")
    func groupsTooLong() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let long = String(repeating: "n", count: 250)
        var objects = ""
        let depth = 20
        for level in 0..<depth {
            let next = level + 1 < depth ? "G\(level + 1)" : "F"
            objects +=
                "G\(level) = {isa = PBXGroup; children = (\(next), ); path = \(long); sourceTree = \"<group>\"; };\n"
        }
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            """
            { objects = {
            R = {isa = PBXProject; mainGroup = G0; targets = (A, ); };
            \(objects)F = {isa = PBXFileReference; path = Deep.swift; sourceTree = "<group>"; };
            B = {isa = PBXBuildFile; fileRef = F; };
            P = {isa = PBXSourcesBuildPhase; files = (B, ); };
            A = {isa = PBXNativeTarget; name = App; buildPhases = (P, ); };
            }; rootObject = R; }
            """)
        let project = try XcodeProject(path: folder.path + "/App.xcodeproj")
        #expect(project.targets.first?.missingFiles == [], "\(project.targets)")
        let note = try #require(project.notes.first { $0.code == .projectGroupsCut }, "\(project.notes)")
        // The first group whose folder is longer than 4,096 bytes.
        let first = (1...depth).first { folder.path.utf8.count + $0 * (long.count + 1) > 4096 } ?? 0
        #expect(note.message.contains("(G\(first - 1))"), "\(note)")
        #expect(note.location?.file == folder.path + "/App.xcodeproj/project.pbxproj")
    }
}

@Suite("Project and workspace files that cannot be read")
struct ProjectFileKindTests {
    @Test("A project file that is a folder or a FIFO is said not to be a regular file")
    func notRegularFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try FileManager.default.createDirectory(
            atPath: folder.path("Folder.xcodeproj/project.pbxproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: folder.path("FIFO.xcodeproj"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.path("FIFO.xcodeproj/project.pbxproj"), 0o600) == 0)
        for (name, kind) in [("Folder", "a directory"), ("FIFO", "a FIFO")] {
            let file = folder.path("\(name).xcodeproj/project.pbxproj")
            do {
                _ = try XcodeProject(path: folder.path("\(name).xcodeproj"))
                Issue.record("\(name) was read")
            } catch {
                #expect(error.code == .projectUnreadable)
                #expect(error.location?.file == file)
                #expect(error.message.contains("is \(kind), not a regular file"), "\(error)")
                #expect(!error.message.contains("source file"), "\(error)")
            }
        }
        try FileManager.default.createDirectory(
            atPath: folder.path("App.xcworkspace/contents.xcworkspacedata"), withIntermediateDirectories: true)
        #expect {
            _ = try XcodeWorkspace.projectPaths(in: folder.path("App.xcworkspace"))
        } throws: { error in
            let message = (error as? Finding)?.message ?? ""
            return message.contains("is a directory, not a regular file") && !message.contains("source file")
        }
    }

    @Test("A project file larger than 256 MiB says so in MiB, naming it")
    func tooLarge() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let file = try folder.write("Huge.xcodeproj/project.pbxproj", "")
        // Sparse: the size is read, not the bytes.
        #expect(truncate(file, 300 << 20) == 0)
        do {
            _ = try XcodeProject(path: folder.path("Huge.xcodeproj"))
            Issue.record("the project was read")
        } catch {
            #expect(error.message.contains("300 MiB"), "\(error)")
            #expect(error.message.contains("256 MiB a project file may have"), "\(error)")
            #expect(error.message.contains(file), "\(error)")
            #expect(!error.message.contains("1073741824") && !error.message.contains("storyboard"), "\(error)")
        }
    }
}
