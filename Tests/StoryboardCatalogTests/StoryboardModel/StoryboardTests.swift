import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@Suite("Reading storyboards")
struct StoryboardReaderTests {
    @Test("Segues carry identifier, kind, source, trigger, destination and position")
    func inboxSegues() throws {
        let storyboard = try Storyboard(data: Data(inboxStoryboard.utf8), path: "Inbox.storyboard")
        let segues = storyboard.segues
        #expect(segues.count == 9)
        let cell = try #require(segues.first { $0.id == "g1" })
        #expect(cell.identifier == "Show Message")
        #expect(cell.symbol?.rawValue == "ShowMessage")
        #expect(cell.kind == "show")
        #expect(cell.source.customClass == "InboxViewController")
        #expect(cell.source.customModule == "Mail")
        #expect(cell.source.storyboardIdentifier == "Inbox")
        #expect(
            cell.trigger
                == StoryboardSegue.Trigger(
                    elementName: "tableViewCell", id: "cell", title: "Message Cell", isManual: false))
        guard case .scene(let destination) = cell.destination else {
            Issue.record("expected a scene, got \(cell.destination)")
            return
        }
        #expect(
            destination
                == StoryboardScene(
                    id: "message", elementName: "viewController", customClass: "MessageViewController",
                    location: destination.location))
        #expect(destination.location?.file == "Inbox.storyboard")
        #expect(cell.location == FileLocation(file: "Inbox.storyboard", line: 20, column: 33))

        let manual = try #require(segues.first { $0.id == "g3" })
        #expect(manual.trigger.isManual)
        let button = try #require(segues.first { $0.id == "g2" })
        #expect(button.trigger.title == "Compose")
        #expect(button.trigger.elementName == "barButtonItem")
        let reference = try #require(segues.first { $0.id == "g5" })
        guard case .storyboardReference(let scene) = reference.destination else {
            Issue.record("expected a storyboard reference, got \(reference.destination)")
            return
        }
        #expect(scene.referencedStoryboard == "Settings")
        #expect(scene.referencedIdentifier == "SettingsRoot")
        let unwind = try #require(segues.first { $0.id == "g7" })
        #expect(unwind.destination == .exit(unwindAction: "unwindToInbox:"))
        let relationship = try #require(segues.first { $0.id == "r1" })
        #expect(relationship.isRelationship)
        #expect(relationship.relationship == "rootViewController")
        #expect(!segues.contains { $0.id == nil }, "the tie-breaker reference is not a segue")
    }

    @Test("Preview segues nested inside a segue are not segues")
    func nestedPreviewSegues() throws {
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="a1" customClass="A" sceneMemberID="viewController">
                        <connections>
                            <segue destination="b1" kind="show" identifier="Peek" id="p">
                                <segue key="commit" destination="b1" kind="show" id="p-commit"/>
                                <segue key="preview" destination="b1" kind="show" id="p-preview"/>
                            </segue>
                        </connections>
                    </viewController>
                    <viewController id="b1" sceneMemberID="viewController"/>
                </objects></scene>
            """)
        let segues = try Storyboard(data: Data(xml.utf8), path: "P.storyboard").segues
        #expect(segues.map(\.id) == ["p"])
    }

    @Test("Malformed XML is an error naming the file and the position")
    func malformed() throws {
        let xml = storyboard(
            "<scene sceneID=\"a\"><objects>\n<viewController id=\"x\" sceneMemberID=\"viewController\">\n</objects></scene>"
        )
        let error = try #require(throws: Finding.self) {
            try Storyboard(data: Data(xml.utf8), path: "Broken.storyboard")
        }
        #expect(error.location?.file == "Broken.storyboard")
        #expect(error.location?.line == 6)
        #expect(error.message.contains("not well-formed XML"))
        #expect(error.description.hasPrefix("Broken.storyboard:6:"))
    }

    @Test("A document that is not a storyboard or a xib is an error")
    func notAStoryboard() throws {
        let project =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Project\" version=\"3.0\"></document>"
        let error = try #require(throws: Finding.self) {
            try Storyboard(data: Data(project.utf8), path: "Old.nib")
        }
        #expect(error.message.contains("not a storyboard or a xib"))
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>"
        let other = try #require(throws: Finding.self) {
            try Storyboard(data: Data(plist.utf8), path: "Info.plist")
        }
        #expect(other.message == "The file is not a storyboard or a xib: its root element is <plist>.")
        #expect(throws: Finding.self) { try Storyboard(data: Data(), path: "Empty.storyboard") }
        #expect(throws: Finding.self) {
            try Storyboard(data: Data([0, 1, 2, 0xFF, 0xFE]), path: "Binary.storyboard")
        }
    }

    @Test("Merge-conflict markers are an error at their line")
    func mergeConflict() throws {
        let xml = storyboard("<<<<<<< HEAD\n<scene sceneID=\"a\"/>\n=======\n<scene sceneID=\"b\"/>\n>>>>>>> feature")
        let error = try #require(throws: Finding.self) {
            try Storyboard(data: Data(xml.utf8), path: "M.storyboard")
        }
        #expect(error.location?.line == 4)
        #expect(error.message.contains("merge-conflict marker"))
    }

    @Test("A missing file is an error that says so")
    func missingFile() throws {
        let error = try #require(throws: Finding.self) {
            try Storyboard(contentsOf: "/nonexistent/Main.storyboard")
        }
        #expect(error.message == "No such file; check the path.")
    }

    @Test(
        "An unreadable file is an error that says so",
        .enabled(if: getuid() != 0, "permissions do not stop the root user"))
    func unreadableFile() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        let path = try fixtures.write("Locked.storyboard", inboxStoryboard)
        chmod(path, 0)
        let error = try #require(throws: Finding.self) { try Storyboard(contentsOf: path) }
        #expect(error.message.contains("permission denied"))
    }

    @Test("A catalog reads every file it can and lists the others")
    func catalogKeepsGoing() throws {
        let fixtures = try FixtureDirectory()
        defer { fixtures.cleanUp() }
        try fixtures.write("App/Inbox.storyboard", inboxStoryboard)
        try fixtures.write("App/Broken.storyboard", "<document><scenes>")
        try fixtures.write("App/notes.txt", "not a storyboard")
        try fixtures.write("Empty/readme.md", "nothing here")
        let catalog = StoryboardCatalog(paths: [
            fixtures.url.appendingPathComponent("App").path, fixtures.url.appendingPathComponent("Empty").path,
            "/nonexistent/Other.storyboard",
        ])
        #expect(catalog.storyboards.count == 1)
        #expect(catalog.segues.count == 9)
        #expect(catalog.readFindings.count == 3)
        #expect(catalog.readFindings[0].location?.file.hasSuffix("Broken.storyboard") == true)
        #expect(catalog.readFindings[1].message.contains("holds no .storyboard or .xib file"))
        #expect(catalog.readFindings[2].message.contains("No such file or directory"))
    }
}

@Suite(
    "The shared corpus of real storyboards",
    .enabled(if: Corpus.hasStoryboards, "needs ../shared/corpus/storyboards"))
struct CorpusStoryboardTests {
    @Test(
        "Segues with identifiers per file match the XML",
        arguments: [
            ("Alamofire__Alamofire__Main.storyboard", 5),
            ("Esri__arcgis-runtime-samples-ios__ManageMapLayers.storyboard", 1),
            ("artsy__eidolon__Fulfillment.storyboard", 14),
            ("duckduckgo__iOS__Bookmarks.storyboard", 4),
            ("hackiftekhar__IQKeyboardManager__MainSwift.storyboard", 14),
            ("inaturalist__INaturalistIOS__MainStoryboard.storyboard", 30),
            ("soapyigu__Swift-30-Projects__Main.storyboard", 3),
            ("xmartlabs__Eureka__Main.storyboard", 19),
        ])
    func identifiedSegues(file: String, expected: Int) throws {
        let path = Corpus.storyboardDirectory.appendingPathComponent(file).path
        let storyboard = try Storyboard(contentsOf: path)
        #expect(storyboard.segues.filter { $0.identifier != nil }.count == expected)
        // Every `<segue … identifier=…>` element of the file, counted in its text, was read.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let inText = text.components(separatedBy: "<segue ").dropFirst().filter { element in
            element.prefix { $0 != ">" }.contains(" identifier=")
        }.count
        #expect(inText == expected)
    }

    @Test("Real storyboards have no destination that is missing, and the trailing-space identifier is kept")
    func corpusDetails() throws {
        let catalog = StoryboardCatalog(paths: [Corpus.storyboardDirectory.path])
        #expect(catalog.readFindings.isEmpty)
        #expect(catalog.storyboards.count == 8)
        #expect(!catalog.check().contains { $0.code == .segueMissingDestination })
        #expect(catalog.segues.contains { $0.identifier == "Logged in With New User " })
        #expect(catalog.segues.contains { $0.identifier == "" })
        #expect(catalog.segues.contains { $0.destinationCreationSelector != nil })
        #expect(catalog.segues.contains { $0.customClass == "SWRevealViewControllerSegueSetController" })
    }
}

@Suite("Inputs found by fuzzing")
struct FuzzRegressionTests {
    @Test("A '<' followed by bytes that are not UTF-8 is an error, not a crash in FoundationXML")
    func invalidUTF8AfterTagOpen() throws {
        let bytes: [UInt8] = [0x3C] + [UInt8](repeating: 0xDD, count: 63) + [0x0A]
        let error = try #require(throws: Finding.self) {
            try Storyboard(data: Data(bytes), path: "fuzz.storyboard")
        }
        #expect(
            error.description == """
                fuzz.storyboard:1:2: error: The file is not well-formed XML: invalid UTF-8 (byte 0xDD); storyboards \
                are UTF-8; fix the XML, or restore the file from version control.
                """)
    }
}

@Suite("Large values")
struct LargeValueTests {
    @Test(
        "An attribute of more than 10 MB is read whole, not reported as malformed",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func tenMegabyteAttribute() throws {
        let identifier = String(repeating: "a", count: 10 << 20) + " b"
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="a1" customClass="A" sceneMemberID="viewController">
                        <connections>
                            <segue destination="a1" kind="show" identifier="\(identifier)" id="s"/>
                        </connections>
                    </viewController>
                </objects></scene>
            """)
        let segues = try Storyboard(data: Data(xml.utf8), path: "Large.storyboard").segues
        #expect(segues.first?.identifier?.utf8.count == (10 << 20) + 2)
        #expect(segues.first?.symbol?.rawValue.hasSuffix("aB") == true)
    }
}

@Suite("More inputs found by fuzzing")
struct ProcessingInstructionTests {
    @Test(
        "A malformed or misplaced XML declaration is an error naming what was expected, not a crash",
        arguments: [
            ("<?xml?>\n<document type=\"x\"><scenes/></document>", "expected ' version=\"1.0\"'"),
            ("\n<?xml version=\"1.0\"?><document/>", "allowed only at the very start"),
        ])
    func declarations(text: String, expected: String) throws {
        let error = try #require(throws: Finding.self) {
            try Storyboard(data: Data(text.utf8), path: "pi.storyboard")
        }
        #expect(error.message.contains(expected))
    }

    @Test("A processing instruction inside the document is well-formed XML and is read past")
    func processingInstructionInside() throws {
        let text = "<?xml version=\"1.0\"?>\n<document><?pi?></document>"
        #expect(try Storyboard(data: Data(text.utf8), path: "pi.storyboard").segues.isEmpty)
    }

    @Test("A normal XML declaration is accepted")
    func declaration() throws {
        let storyboard = try Storyboard(data: Data(inboxStoryboard.utf8), path: "Inbox.storyboard")
        #expect(!storyboard.segues.isEmpty)
    }

    @Test(
        "A storyboard's name is its file's name without .storyboard, and its bundle name drops a device suffix",
        arguments: [
            ("Main.storyboard", "Main", "Main"),
            ("App/Base.lproj/Main~ipad.storyboard", "Main~ipad", "Main"),
            ("App/fr.lproj/Réglages~iphone.storyboard", "Réglages~iphone", "Réglages"),
            ("App//Über.storyboard//", "Über", "Über"),
            ("/abs/path/Inbox", "Inbox", "Inbox"),
            ("~ipad.storyboard", "~ipad", ""),
            ("Main.STORYBOARD", "Main.STORYBOARD", "Main.STORYBOARD"),
            ("Main~ipad~iphone.storyboard", "Main~ipad~iphone", "Main~ipad"),
        ])
    func names(path: String, name: String, bundleName: String) throws {
        let read = try Storyboard(data: Data(storyboard("").utf8), path: path)
        #expect(read.name == name)
        #expect(read.bundleName == bundleName)
    }

    @Test(
        "A word is found by its UTF-8 offset, at the start, the end and after non-ASCII text, or not at all",
        arguments: [
            ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "Storyboard", 39 as Int?),
            ("Storyboard", "Storyboard", 0), ("XIB.Storyboard", "Storyboard", 4), ("é \"key\"", "\"key\"", 3),
            ("Storyboar", "Storyboard", nil), ("storyboard", "Storyboard", nil), ("anything", "", nil),
        ] as [(String, String, Int?)])
    func utf8Offset(text: String, word: String, offset: Int?) {
        #expect(text.utf8Offset(of: word) == offset)
    }
}
