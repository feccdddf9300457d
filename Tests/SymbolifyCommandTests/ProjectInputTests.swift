import Foundation
import TestSupport
import Testing

/// Runs the binary with `arguments` in `folder`, ended after `seconds` and refused more than 4 GB of
/// address space, so that a walk that never ends fails the test instead of the machine. A binary
/// built with ThreadSanitizer or AddressSanitizer reserves terabytes of shadow address space and
/// cannot start under that limit: it is only ended after `seconds`.
private func boundedCheck(_ arguments: [String], in folder: String, seconds: Int = 60) throws -> ProcessResult {
    let binary = try SymbolifyBinary.executable().path
    let limit = binaryIsSanitized ? [] : ["/usr/bin/prlimit", "--as=4294967296", "--"]
    let command = limit + ["/usr/bin/timeout", "-s", "KILL", "\(seconds)", binary] + arguments
    return try runProcess(
        URL(fileURLWithPath: command[0]), Array(command.dropFirst()), stdin: nil, workingDirectory: folder)
}

/// Whether the symbolify binary beside the tests carries a sanitizer's runtime: looked for once, not
/// in each bounded check (the debug binary is 16 MB).
private let binaryIsSanitized = (try? isSanitized(SymbolifyBinary.executable().path)) ?? false

/// Whether the executable at `path` carries a sanitizer's runtime (its initializer's symbol).
private func isSanitized(_ path: String) -> Bool {
    guard let bytes = FileManager.default.contents(atPath: path) else { return false }
    return bytes.range(of: Data("__tsan_init".utf8)) != nil || bytes.range(of: Data("__asan_init".utf8)) != nil
}

/// A project whose app builds `Main.storyboard` and `Missing.swift` (absent), and which references
/// the project `Lib/Lib.xcodeproj` as Xcode's navigator holds a subproject.
private let appWithSubproject = """
    // !$*UTF8*$!
    { objects = {
        R = {isa = PBXProject; mainGroup = G; projectReferences = ({ProductGroup = PG; ProjectRef = FL; }, ); targets = (A, ); };
        G = {isa = PBXGroup; children = (F1, F2, FL, ); sourceTree = "<group>"; };
        PG = {isa = PBXGroup; children = (); name = Products; sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = Missing.swift; sourceTree = "<group>"; };
        FL = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Lib/Lib.xcodeproj; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        PS = {isa = PBXSourcesBuildPhase; files = (B2, ); };
        A = {isa = PBXNativeTarget; name = App; buildPhases = (PR, PS, ); productType = "com.apple.product-type.application"; };
    }; rootObject = R; }
    """

/// The subproject: a framework that builds `Panel.storyboard`, and references the app's project
/// back (a loop the reading must not go round).
private let libProjectText = """
    // !$*UTF8*$!
    { objects = {
        R = {isa = PBXProject; mainGroup = G; targets = (L, ); };
        G = {isa = PBXGroup; children = (F1, FA, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Panel.storyboard; sourceTree = "<group>"; };
        FA = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../App.xcodeproj; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        PR = {isa = PBXResourcesBuildPhase; files = (B1, ); };
        L = {isa = PBXNativeTarget; name = Lib; buildPhases = (PR, ); productType = "com.apple.product-type.framework"; };
    }; rootObject = R; }
    """

private let panel = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s"><objects><viewController id="v" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """

/// A workspace whose `FileRef`s are `locations`.
private func workspace(_ locations: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
    \(locations.map { "   <FileRef\n      location = \"\($0)\">\n   </FileRef>" }.joined(separator: "\n"))
    </Workspace>
    """
}

@Suite("Projects as check is given them: links, folders outside, the same project twice, subprojects")
struct ProjectInputTests {
    @Test("Two links back to the project's folder: the walk ends, each storyboard is one note, each link a warning")
    func twoLinksBack() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        for name in ["a", "b"] {
            try FileManager.default.createSymbolicLink(atPath: folder.path(name), withDestinationPath: ".")
        }
        let result = try boundedCheck(["check", "App.xcodeproj"], in: folder.path)
        #expect(result.status == 1, "\(result.status) \(result.errors.suffix(2000))")
        let lines = result.errors.split(separator: "\n")
        #expect(lines.filter { $0.contains("Old.storyboard") && $0.contains("No target") }.count == 1)
        #expect(lines.filter { $0.contains("leads back to") }.count == 2, "\(result.errors)")
    }

    @Test("projectDirPath /proc/self is not walked: a note names it, and the check ends")
    func projectFolderInProc() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            HandWrittenProject.text.replacingOccurrences(
                of: "projectDirPath = \"\";", with: "projectDirPath = /proc/self;"))
        let result = try boundedCheck(["check", "App.xcodeproj"], in: folder.path)
        #expect(result.status == 1, "\(result.status) \(result.errors.suffix(2000))")
        #expect(result.errors.contains("projectDirPath"), "\(result.errors.suffix(2000))")
        #expect(result.errors.contains("was not walked"), "\(result.errors.suffix(2000))")
    }

    @Test("A synchronized folder at /proc/self/root/proc is not walked: a note names it, and the check ends")
    func synchronizedFolderInProc() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write(
            "App.xcodeproj/project.pbxproj",
            HandWrittenProject.text.replacingOccurrences(
                of: "path = Kit; sourceTree = \"<group>\";",
                with: "path = /proc/self/root/proc; sourceTree = \"<absolute>\";"))
        let result = try boundedCheck(["check", "App.xcodeproj"], in: folder.path)
        #expect(result.status == 1, "\(result.status) \(result.errors.suffix(2000))")
        let note = result.errors.split(separator: "\n").first { $0.contains("/proc/self/root/proc") }
        #expect(note?.contains("note: The synchronized folder") == true, "\(result.errors.suffix(2000))")
        #expect(note?.contains("was not walked") == true, "\(result.errors.suffix(2000))")
    }

    @Test("The same project given twice, or listed twice by a workspace, is checked once")
    func sameProjectTwice() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        let twice = try SymbolifyBinary.run(
            ["check", "App.xcodeproj", "./App.xcodeproj/"], workingDirectory: folder.path)
        let missing = twice.errors.split(separator: "\n").filter { $0.contains("Missing.swift") }
        #expect(missing.count == 1, "\(twice.errors)")
        #expect(twice.errors.contains("4 target(s) of App.xcodeproj:"), "\(twice.errors)")
        try folder.write(
            "App.xcworkspace/contents.xcworkspacedata",
            workspace(["group:App.xcodeproj", "container:App.xcodeproj", "group:./App.xcodeproj"]))
        let listedTwice = try SymbolifyBinary.run(["check", "App.xcworkspace"], workingDirectory: folder.path)
        #expect(listedTwice.errors.contains("4 target(s) of App.xcodeproj:"), "\(listedTwice.errors)")
        #expect(!listedTwice.errors.contains("'App', 'App'"), "\(listedTwice.errors)")
    }

    @Test("A workspace's project whose location ends with a slash is read")
    func workspaceTrailingSlash() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try HandWrittenProject.write(in: folder)
        try folder.write("App.xcworkspace/contents.xcworkspacedata", workspace(["group:App.xcodeproj/"]))
        let result = try SymbolifyBinary.run(["check", "App.xcworkspace"], workingDirectory: folder.path)
        #expect(result.errors.contains("4 target(s) of App.xcodeproj:"), "\(result.errors)")
    }

    @Test("A workspace that lists no project is an error that names it")
    func workspaceWithoutProjects() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("App.xcworkspace/contents.xcworkspacedata", workspace(["group:README.md"]))
        let result = try SymbolifyBinary.run(["check", "App.xcworkspace"], workingDirectory: folder.path)
        #expect(result.status == 1)
        #expect(!result.errors.contains("holds no .storyboard"), "\(result.errors)")
        let error = result.errors.split(separator: "\n").first { $0.contains("error:") }
        #expect(error?.contains("App.xcworkspace") == true, "\(result.errors)")
        #expect(error?.contains("lists no Xcode project") == true, "\(result.errors)")
    }

    @Test("A subproject is read as a project, once: its storyboards are its targets', not untargeted")
    func subproject() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("App.xcodeproj/project.pbxproj", appWithSubproject)
        try folder.write("Main.storyboard", panel)
        try folder.write("Lib/Lib.xcodeproj/project.pbxproj", libProjectText)
        try folder.write("Lib/Panel.storyboard", panel)
        let result = try SymbolifyBinary.run(["check", "App.xcodeproj"], workingDirectory: folder.path)
        #expect(!result.errors.contains("project.untargeted"), "\(result.errors)")
        #expect(!result.errors.contains("No target"), "\(result.errors)")
        #expect(result.errors.contains("target 'Lib' of Lib.xcodeproj"), "\(result.errors)")
        #expect(result.errors.contains("2 target(s) of App.xcodeproj, Lib.xcodeproj:"), "\(result.errors)")
        let missing = result.errors.split(separator: "\n").filter { $0.contains("Missing.swift") }
        #expect(missing.count == 1, "\(result.errors)")
    }
}
