import Foundation
import TestSupport
import Testing

@testable import CatalogFiles
@testable import SourceReading

@Suite("Where a checkout's projects and submodules are")
struct ProjectSearchTests {
    @Test(
        "Projects at the top of a folder, or else below it; not inside another's folder, hidden or dependency folders")
    func projects() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write("macos/App.xcodeproj/project.pbxproj", "{}")
        try folder.write("macos/Vendor/Lib/Lib.xcodeproj/project.pbxproj", "{}")
        try folder.write("Pods/Pods.xcodeproj/project.pbxproj", "{}")
        try folder.write("Carthage/Checkouts/K/K.xcodeproj/project.pbxproj", "{}")
        try folder.write(".hidden/Other.xcodeproj/project.pbxproj", "{}")
        try folder.write("build/Gen.xcodeproj/project.pbxproj", "{}")
        try folder.write("samples/B/B.xcodeproj/project.pbxproj", "{}")
        try folder.write("samples/C/Deeper/C.xcodeproj/project.pbxproj", "{}")
        #expect(
            ProjectSearch.projects(in: folder.path)
                == ["macos/App.xcodeproj", "samples/B/B.xcodeproj", "samples/C/Deeper/C.xcodeproj"].map {
                    folder.path + "/" + $0
                })
        // A project at the top: only it, as before.
        try folder.write("Top.xcodeproj/project.pbxproj", "{}")
        #expect(ProjectSearch.projects(in: folder.path) == [folder.path + "/Top.xcodeproj"])
        // A link back to the folder is entered once.
        try FileManager.default.removeItem(atPath: folder.path("Top.xcodeproj"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("samples/loop"), withDestinationPath: "..")
        #expect(ProjectSearch.projects(in: folder.path).count == 3)
    }

    @Test(".gitmodules entries: names, paths, quoting, comments")
    func gitmodulesEntries() {
        let text = """
            # comment
            [submodule "Vendor/Lib"]
            \tpath = Vendor/Lib
            \turl = https://example.com/lib.git
            [submodule "quoted"]
                path = "Other Lib/"
            [core]
                path = not-a-submodule
            [submodule "escaping"]
                path = ../outside
            """
        let entries = GitSubmodule.entries(text)
        #expect(entries.map(\.name) == ["Vendor/Lib", "quoted"])
        #expect(entries.map(\.path) == ["Vendor/Lib", "Other Lib"])
    }

    @Test("A submodule is absent when its folder is missing or empty, found from a folder below the repository")
    func absentSubmodules() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            ".gitmodules",
            "[submodule \"A\"]\n\tpath = Vendor/A\n[submodule \"B\"]\n\tpath = Vendor/B\n[submodule \"C\"]\n\tpath = Vendor/C\n"
        )
        try FileManager.default.createDirectory(atPath: folder.path("Vendor/A"), withIntermediateDirectories: true)
        try folder.write("Vendor/B/README", "checked out")
        try FileManager.default.createDirectory(atPath: folder.path("App/Sub"), withIntermediateDirectories: true)
        let absent = GitSubmodule.absent(around: folder.path("App/Sub"))
        #expect(absent.map(\.name) == ["A", "C"])
        #expect(absent.first?.folder == folder.path + "/Vendor/A")
        #expect(absent.first?.manifest == folder.path + "/.gitmodules")
        // A repository's .git stops the search: no .gitmodules above it is read.
        try FileManager.default.createDirectory(atPath: folder.path("App/.git"), withIntermediateDirectories: true)
        #expect(GitSubmodule.absent(around: folder.path("App/Sub")).isEmpty)
    }
}
