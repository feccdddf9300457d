import SegueRouting
import Testing

/// A platform's storyboards as plain values: what each compiled storyboard's `Info.plist` holds, and
/// a log of what was asked.
@MainActor
final class RecordingLoader: StoryboardLoading {
    static let infoKeyPrefix = "UI"
    var infos: [String: [String: Any]]
    var infoReads: [String] = []
    var opened: [String] = []

    init(_ infos: [String: [String: Any]]) {
        self.infos = infos
    }

    func compiledInfo(ofStoryboard name: String) throws(SceneError) -> [String: Any] {
        infoReads.append(name)
        guard let info = infos[name] else { throw .storyboardNotFound(storyboard: name, bundle: "/App.app") }
        return info
    }

    func storyboard(named name: String) -> String {
        opened.append(name)
        return name
    }
}

@Suite("Checking scenes against compiled storyboards before the platform makes them")
@MainActor
struct CheckedStoryboardsTests {
    let loader = RecordingLoader([
        "Main": [
            "UIViewControllerIdentifiersToNibNames": ["Inbox": "x", "Message": "y", "UIViewController-abc": "z"],
            "UIStoryboardDesignatedEntryPointIdentifier": "UIViewController-abc",
        ],
        "Empty": ["UIViewControllerIdentifiersToNibNames": ["Lonely": "x"]],
        "Unreadable": [:],
    ])

    func make(_ storyboards: CheckedStoryboards<RecordingLoader>, _ name: String, _ identifier: String?)
        throws(SceneError) -> String
    {
        try storyboards.make(name, identifier, initial: { "\($0)#initial" }, withIdentifier: { "\($0)#\($1)" })
    }

    @Test("A held storyboard ID and the initial controller are made by the platform")
    func makes() throws {
        let storyboards = CheckedStoryboards(loader)
        #expect(try make(storyboards, "Main", "Inbox") == "Main#Inbox")
        #expect(try make(storyboards, "Main", nil) == "Main#initial")
        #expect(loader.opened == ["Main", "Main"])
    }

    @Test("Each compiled storyboard is read once")
    func readsOnce() throws {
        let storyboards = CheckedStoryboards(loader)
        _ = try make(storyboards, "Main", "Inbox")
        _ = try make(storyboards, "Main", "Message")
        _ = try? make(storyboards, "Main", "Nope")
        #expect(loader.infoReads == ["Main"])
    }

    @Test("A missing ID names the IDs held, without the initial controller's generated name; the platform is not asked")
    func missingIdentifier() {
        let storyboards = CheckedStoryboards(loader)
        #expect(
            throws: SceneError.identifierNotFound(
                storyboard: "Main", identifier: "Inbx", available: ["Inbox", "Message"])
        ) { try make(storyboards, "Main", "Inbx") }
        #expect(loader.opened.isEmpty)
    }

    @Test("No initial controller, no storyboard and an unreadable Info.plist are errors, never the platform's crash")
    func failures() {
        let storyboards = CheckedStoryboards(loader)
        #expect(throws: SceneError.noInitialController(storyboard: "Empty")) { try make(storyboards, "Empty", nil) }
        #expect(throws: SceneError.storyboardNotFound(storyboard: "Mian", bundle: "/App.app")) {
            try make(storyboards, "Mian", "Inbox")
        }
        #expect(throws: SceneError.identifierNotFound(storyboard: "Unreadable", identifier: "A", available: [])) {
            try make(storyboards, "Unreadable", "A")
        }
        #expect(loader.opened.isEmpty)
    }

    @Test("The initial controller the platform does not make is an error naming the storyboard")
    func initialNotMade() {
        let storyboards = CheckedStoryboards(loader)
        #expect(throws: SceneError.noInitialController(storyboard: "Main")) {
            try storyboards.make("Main", nil, initial: { _ -> String? in nil }, withIdentifier: { "\($0)#\($1)" })
        }
    }
}
