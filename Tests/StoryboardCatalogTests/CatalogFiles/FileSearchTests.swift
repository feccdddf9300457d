import Foundation
import SegueRouting
import TestSupport
import Testing

@testable import CatalogFiles
@testable import StoryboardCatalog
@testable import StoryboardReading
@testable import XMLScanning

/// A file system that is the real one, except that listing a directory whose path ends with one of
/// `failing`'s keys fails with its error, and that `extra` names are added to a listing: what the
/// root user, whom permissions do not stop, cannot otherwise see.
private func fileSystem(failing: [String: FileError] = [:], extra: [String: [String]] = [:]) -> FileSystem {
    FileSystem(
        status: FileSystem.posix.status,
        directoryEntries: { directory in
            let text = directory.description
            if let error = failing.first(where: { text.hasSuffix($0.key) })?.value { return .failure(error) }
            let added =
                extra.first { text.hasSuffix($0.key) }?.value.map {
                    DirectoryEntry(name: Array($0.utf8), isRegularFile: false)
                }
                ?? []
            return FileSystem.posix.directoryEntries(directory).map { $0 + added }
        })
}

/// A small storyboard with one segue, identified `identifier`.
private func oneSegue(_ identifier: String) -> String {
    storyboard(
        """
        <scene sceneID="s"><objects><viewController id="vc" customClass="ListViewController" sceneMemberID="viewController">
        <connections><segue destination="vc" kind="show" identifier="\(identifier)" id="g"/></connections>
        </viewController></objects></scene>
        """)
}

/// Creates a file whose name is `name`'s bytes, which need not be UTF-8, through the POSIX API.
private func createFile(named name: [UInt8], in directory: String, contents: String) throws {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
    }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let bytes = Array(contents.utf8)
    try #require(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) } == bytes.count)
}

@Suite("Finding and reading storyboard files")
struct StoryboardFilesTests {
    @Test("An unreadable subdirectory is an error naming it; the rest is still read (root-proof, through the seam)")
    func unreadableSubdirectory() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("App/Good.storyboard", oneSegue("Show"))
        try fixtures.write("App/Locked/Hidden.storyboard", oneSegue("Hide"))
        try fixtures.write("App/Later/Other.storyboard", oneSegue("Other"))
        let app = fixtures.url.appendingPathComponent("App").path
        let catalog = StoryboardCatalog(paths: [app], fileSystem: fileSystem(failing: ["/Locked": .system(EACCES)]))
        #expect(
            catalog.readFindings == [
                Finding(
                    .error, .fileUnreadable, at: FileLocation(file: app + "/Locked"),
                    "The directory cannot be read (permission denied); check its permissions.")
            ])
        #expect(catalog.storyboards.map(\.name) == ["Good", "Other"])
    }

    @Test("An unreadable directory argument is one error, not also 'holds no storyboard'")
    func unreadableArgument() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("App/Good.storyboard", oneSegue("Show"))
        let app = fixtures.url.appendingPathComponent("App").path
        let catalog = StoryboardCatalog(paths: [app], fileSystem: fileSystem(failing: ["/App": .system(EIO)]))
        #expect(
            catalog.readFindings.map(\.message) == [
                "The directory cannot be read (input/output error); check the disk and try again."
            ])
        #expect(catalog.readFindings.map(\.location?.file) == [app])
        #expect(catalog.storyboards.isEmpty)
    }

    @Test("A file that disappears between listing and reading is an error naming it")
    func vanishedBetweenListingAndReading() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("App/Good.storyboard", oneSegue("Show"))
        let app = fixtures.url.appendingPathComponent("App").path
        let catalog = StoryboardCatalog(paths: [app], fileSystem: fileSystem(extra: ["/App": ["Gone.storyboard"]]))
        #expect(
            catalog.readFindings == [
                Finding(
                    .error, .fileUnreadable, at: FileLocation(file: app + "/Gone.storyboard"),
                    "No such file; check the path.")
            ])
        #expect(catalog.storyboards.map(\.name) == ["Good"])
    }

    @Test("Symbolic links to directories are followed; a loop is one warning naming the link")
    func symbolicLinks() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("Real/Main.storyboard", oneSegue("Show"))
        try fixtures.write("App/Screens/Home.storyboard", oneSegue("Home"))
        let manager = FileManager.default
        let root = fixtures.url.path
        try manager.createSymbolicLink(atPath: root + "/App/Screens/Up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/App/Screens/Here", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: root + "/App/Shared", withDestinationPath: "../Real")
        try manager.createSymbolicLink(atPath: root + "/App/SharedAgain", withDestinationPath: "../Real")
        try manager.createSymbolicLink(atPath: root + "/Link", withDestinationPath: "App")

        let catalog = StoryboardCatalog(paths: [root + "/Link"])
        #expect(
            catalog.storyboards.map(\.path) == [
                root + "/Link/Screens/Home.storyboard", root + "/Link/Shared/Main.storyboard",
            ])
        #expect(catalog.readFindings.map(\.severity) == [.warning, .warning])
        #expect(catalog.readFindings.map(\.code) == [.directoryLoop, .directoryLoop])
        #expect(catalog.readFindings.map(\.location?.file) == [root + "/Link/Screens/Here", root + "/Link/Screens/Up"])
        #expect(
            catalog.readFindings.last?.message
                == "Following this symbolic link leads back to \(root)/Link, which is being searched already, so the "
                + "search did not go round again; the storyboards there are read once. Remove the link if it is a mistake."
        )
    }

    @Test("A link to a directory that is not an ancestor, but leads to one, names the link")
    func loopThroughUnrelatedDirectory() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("App/Main.storyboard", oneSegue("Show"))
        let root = fixtures.url.path
        // App/Root leads to the fixtures' directory, which holds App (App/Root/App is App again) and a
        // link to App (App/Root/Link is App again): one loop, through one link, reported once.
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Root", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/Link", withDestinationPath: "App")
        let catalog = StoryboardCatalog(paths: [root + "/App"])
        #expect(catalog.storyboards.map(\.path) == [root + "/App/Main.storyboard"])
        #expect(catalog.readFindings.map(\.location?.file) == [root + "/App/Root"])
        #expect(catalog.readFindings.map(\.code) == [.directoryLoop])
    }

    @Test("A file name that is not UTF-8 is read through its bytes and shown with U+FFFD")
    func invalidUTF8Name() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try createFile(
            named: Array("Caf".utf8) + [0xE9] + Array(".storyboard".utf8), in: fixtures.url.path,
            contents: oneSegue("Show"))
        let catalog = StoryboardCatalog(paths: [fixtures.url.path])
        #expect(catalog.readFindings.isEmpty)
        #expect(catalog.storyboards.map(\.path) == [fixtures.url.path + "/Caf\u{FFFD}.storyboard"])
        #expect(catalog.storyboards.first?.name == "Caf\u{FFFD}")
        #expect(catalog.segues.map(\.identifier) == ["Show"])
    }

    @Test("FIFOs, devices, sockets and pipes are errors that say what they are, and are never opened")
    func notRegularFiles() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        let fifo = fixtures.url.appendingPathComponent("Pipe.storyboard").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let socketPath = fixtures.url.appendingPathComponent("Socket.storyboard").path
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socketDescriptor >= 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer { for end in pipeEnds { close(end) } }

        let cases = [
            (fifo, "This is a FIFO, not a regular file; pass a .storyboard or .xib file."),
            ("/dev/null", "This is a character device, not a regular file; pass a .storyboard or .xib file."),
            (socketPath, "This is a socket, not a regular file; pass a .storyboard or .xib file."),
            ("/dev/fd/\(pipeEnds[0])", "This is a FIFO, not a regular file; pass a .storyboard or .xib file."),
            (fixtures.url.path, "This is a directory, not a storyboard or xib file; pass a .storyboard or .xib file."),
        ]
        for (path, message) in cases {
            let error = try #require(throws: Finding.self) { try Storyboard(contentsOf: path) }
            #expect(error == Finding(.error, .fileUnreadable, at: FileLocation(file: path), message))
        }
        // Found in a directory under a storyboard name: the same errors, in path order.
        let catalog = StoryboardCatalog(paths: [fixtures.url.path])
        #expect(catalog.readFindings.map(\.location?.file) == [fifo, socketPath])
        #expect(
            catalog.readFindings.map(\.message).allSatisfy {
                $0.hasSuffix("not a regular file; pass a .storyboard or .xib file.")
            })
    }

    @Test(
        "Read failures say what happened and what to do",
        arguments: [
            (FileError.system(ENOENT), "No such file; check the path."),
            (.system(EACCES), "The file cannot be read (permission denied); check its permissions."),
            (.system(EISDIR), "This is a directory, not a storyboard or xib file; pass a .storyboard or .xib file."),
            (.system(EIO), "The file cannot be read (input/output error); check the disk and try again."),
            (.system(ENOTDIR), "A part of the path is not a directory (a file name followed by '/'?); check the path."),
            (.nulCharacter, "The path holds a NUL character, which no file name can; check the path."),
        ])
    func readFailures(error: FileError, message: String) {
        #expect(FileReader.readFailure(error) == message)
    }

    @Test("A path with a NUL character is an error, not another file")
    func nulInPath() throws {
        let error = try #require(throws: Finding.self) { try Storyboard(contentsOf: "/tmp\0/Main.storyboard") }
        #expect(error.message == "The path holds a NUL character, which no file name can; check the path.")
        let catalog = StoryboardCatalog(paths: ["/tmp\0"])
        #expect(
            catalog.readFindings.map(\.message) == [
                "The path holds a NUL character, which no file name can; check the path."
            ]
        )
    }

    @Test("Reading goes through the file system seam: an injected read fault is reported, the other files read")
    func injectedReadFault() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("A.storyboard", oneSegue("Show A"))
        try fixtures.write("B.storyboard", oneSegue("Show B"))
        var faulty = FileSystem.posix
        faulty.openFile = { path in
            path.description.hasSuffix("A.storyboard") ? .failure(.system(EIO)) : FileSystem.posix.openFile(path)
        }
        let catalog = StoryboardCatalog(paths: [fixtures.url.path], fileSystem: faulty)
        #expect(catalog.storyboards.map(\.name) == ["B"])
        #expect(catalog.readFindings.map(\.code) == [.fileUnreadable])
        #expect(catalog.readFindings.first?.location?.file.hasSuffix("A.storyboard") == true)
    }

    @Test("Files are read whole, empty or larger than one read's buffer")
    func readsWholeFiles() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        for size in [0, 1, 65_536, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            let path = fixtures.url.appendingPathComponent("File\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let document = try XMLDocumentBytes.contents(of: FilePath(path))
            #expect(document.withBytes { Array($0) } == bytes)
        }
    }

    @Test("Files are found recursively and sorted by the bytes of their paths")
    func sortedOrder() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        for name in [
            "b.storyboard", "B.storyboard", "a/z.storyboard", "a-b.storyboard", "a/notes.txt", "a/x/y.storyboard",
        ] {
            try fixtures.write(name, oneSegue("Show"))
        }
        let catalog = StoryboardCatalog(paths: [fixtures.url.path])
        #expect(catalog.readFindings.isEmpty)
        #expect(
            catalog.storyboards.map { String($0.path.dropFirst(fixtures.url.path.count + 1)) } == [
                "B.storyboard", "a-b.storyboard", "a/x/y.storyboard", "a/z.storyboard", "b.storyboard",
            ])
    }

    @Test("An empty path, a trailing slash, and a file named twice")
    func pathEdges() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        let file = try fixtures.write("Main.storyboard", oneSegue("Show"))
        try FileManager.default.createSymbolicLink(
            atPath: fixtures.url.appendingPathComponent("Alias.storyboard").path, withDestinationPath: file)

        let empty = StoryboardCatalog(paths: [""])
        #expect(
            empty.readFindings == [
                Finding(.error, .fileUnreadable, at: nil, "A path is empty; pass a storyboard file or a directory.")
            ])

        // No doubled slash; Main and the link to it are one file, read once under the first path in
        // order: the alias.
        let slashed = StoryboardCatalog(paths: [fixtures.url.path + "/"])
        #expect(slashed.storyboards.map(\.path) == [fixtures.url.path + "/Alias.storyboard"])

        // Read once, under the first path that named it.
        let twice = StoryboardCatalog(paths: [file, fixtures.url.path, file])
        #expect(twice.readFindings.isEmpty)
        #expect(twice.storyboards.map(\.path) == [file])

        let missing = StoryboardCatalog(paths: [fixtures.url.path + "/Nothing", file + "/"])
        #expect(
            missing.readFindings.map(\.message) == [
                "No such file or directory; check the path.",
                "A part of the path is not a directory (a file name followed by '/'?); check the path.",
            ])
    }
}

@Suite("Reading storyboards and sources in one walk")
struct SharedWalkTests {
    @Test("reading(storyboards:sources:) finds and reads what the two separate readers do")
    func sameAsSeparateReaders() throws {
        let tree = try TemporaryDirectory(prefix: "walk")
        defer { tree.cleanUp() }
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects><viewController id="v" customClass="ListViewController" sceneMemberID="viewController">
              <connections><segue destination="v" kind="show" identifier="Show" id="s"/></connections>
            </viewController></objects></scene></scenes></document>
            """
        _ = try tree.write("App/Base.lproj/Main.storyboard", storyboard)
        _ = try tree.write("App/Feature/Other.storyboard", storyboard)
        _ = try tree.write("App/List.swift", "final class ListViewController: UIViewController {}\n")
        _ = try tree.write("App/Feature/Detail.swift", "final class Detail: UIViewController {}\n")
        _ = try tree.write("App/Legacy.m", "@implementation Legacy\n@end\n")
        _ = try tree.write("App/.build/Copy.swift", "final class Copy {}\n")
        _ = try tree.write("App/Bad.swift", Data([0x63, 0x6C, 0x61, 0xFF, 0x0A]))
        let root = tree.path("App")
        for (paths, sourcePaths) in [
            ([root], [root]), ([root], [tree.path("App/Feature")]), ([tree.path("App/Feature")], [root]),
            ([root], [tree.path("App/List.swift"), root]),
        ] {
            let shared = StoryboardCatalog.reading(storyboards: paths, sources: sourcePaths)
            let catalog = StoryboardCatalog(paths: paths)
            let sources = SwiftSources(paths: sourcePaths)
            #expect(shared.catalog.storyboards.map(\.path) == catalog.storyboards.map(\.path))
            #expect(shared.catalog.readFindings == catalog.readFindings)
            #expect(shared.sources.files.map(\.path) == sources.files.map(\.path))
            #expect(shared.sources.files.map(\.classes) == sources.files.map(\.classes))
            #expect(shared.sources.readFindings == sources.readFindings)
            #expect(!sources.files.isEmpty)
        }
        let all = StoryboardCatalog.reading(storyboards: [root], sources: [root])
        #expect(
            all.sources.files.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted() == [
                "Bad.swift", "Detail.swift", "Legacy.m", "List.swift",
            ])
        #expect(all.sources.readFindings.contains { $0.location?.file.hasSuffix("Bad.swift") == true })
    }

    @Test(
        "The same walk finds the folders' resources: a catalog as its folder (not entered), images, fonts, translations"
    )
    func resourcesOfTheWalk() throws {
        let tree = try TemporaryDirectory(prefix: "walk")
        defer { tree.cleanUp() }
        let storyboard = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#
        _ = try tree.write("App/Base.lproj/Main.storyboard", storyboard)
        _ = try tree.write("App/fr.lproj/Main.strings", "")
        _ = try tree.write("App/List.swift", "final class List {}\n")
        _ = try tree.write("App/Assets.xcassets/Contents.json", "{}")
        _ = try tree.write("App/Assets.xcassets/Logo.imageset/logo@2x.png", "")
        // Nothing inside a catalog is the app's storyboard.
        _ = try tree.write("App/Assets.xcassets/Odd.storyboard", storyboard)
        _ = try tree.write("App/Images/back@2x.png", "")
        _ = try tree.write("App/Fonts/Lato-Bold.ttf", "")
        _ = try tree.write("App/README.md", "")
        let root = tree.path("App")
        let read = StoryboardCatalog.readingWithResources(storyboards: [root], sources: [root])
        #expect(read.catalog.storyboards.map(\.name) == ["Main"])
        #expect(read.resources.name == "App")
        #expect(
            read.resources.files == [
                root + "/Assets.xcassets", root + "/Fonts/Lato-Bold.ttf", root + "/Images/back@2x.png",
                root + "/fr.lproj/Main.strings",
            ])
        #expect(!read.resources.mayHoldMore)
    }
}

@Suite("Resource names")
struct ResourceNameTests {
    @Test(
        "A resource is told by its extension, in either case; a name that is only an extension is not one",
        arguments: [
            ("Assets.xcassets", true), ("logo@2x.png", true), ("Icon.PNG", true), ("Lato-Bold.ttf", true),
            ("Main.strings", true), ("photo.jpeg", true), ("a.tiff", true), (".png", false), ("png", false),
            ("Main.storyboard", false), ("View.swift", false), ("notes.txt", false), ("x.strings2", false),
            ("x.pngs", false), ("archive.xcassets.zip", false), ("a.p-g", false),
        ])
    func resourceNames(name: String, isResource: Bool) {
        #expect(ResourceNames.matches(Array(name.utf8)) == isResource)
    }
}

@Suite("A path's last component")
struct LastPathComponentTests {
    @Test(
        "The last component is the split's last, slashes at the end left out; a path of slashes or none is itself",
        arguments: ["a/b/c.xib", "c.xib", "a/b/", "/a//b//", "/", "//", "", "Été/Ça.storyboard", "a/./b"])
    func lastComponent(path: String) {
        #expect(lastPathComponent(path) == (path.split(separator: "/").last.map(String.init) ?? path))
    }
}
