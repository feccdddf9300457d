import SegueRouting
import Testing

@Suite("What a compiled storyboard holds")
struct CompiledStoryboardTests {
    let main = CompiledStoryboard(
        name: "Main", identifiers: ["Inbox", "Message", "UINavigationController-abc-12-xyz"],
        entryPoint: "UINavigationController-abc-12-xyz")

    @Test("A held storyboard ID and the initial controller pass")
    func held() throws {
        try main.check("Message")
        try main.check(nil)
    }

    @Test("A missing ID names the IDs the storyboard holds, without the initial controller's generated name")
    func missing() {
        #expect(
            throws: SceneError.identifierNotFound(
                storyboard: "Main", identifier: "Mesage", available: ["Inbox", "Message"])
        ) { try main.check("Mesage") }
        let withoutEntry = CompiledStoryboard(name: "Settings", identifiers: [], entryPoint: nil)
        #expect(throws: SceneError.noInitialController(storyboard: "Settings")) { try withoutEntry.check(nil) }
    }
}

@Suite("Reading a compiled storyboard's Info.plist")
struct CompiledStoryboardInfoTests {
    @Test("UIKit's and AppKit's keys give the identifiers and the entry point; an unreadable list gives none")
    func keys() {
        let uiKit = CompiledStoryboard(
            name: "Main",
            info: [
                "UIViewControllerIdentifiersToNibNames": ["Inbox": "Inbox"],
                "UIStoryboardDesignatedEntryPointIdentifier": "Nav-1",
            ],
            keyPrefix: "UI")
        #expect(uiKit == CompiledStoryboard(name: "Main", identifiers: ["Inbox"], entryPoint: "Nav-1"))
        let appKit = CompiledStoryboard(
            name: "Main", info: ["NSViewControllerIdentifiersToNibNames": ["Window": "Window"]], keyPrefix: "NS")
        #expect(appKit == CompiledStoryboard(name: "Main", identifiers: ["Window"], entryPoint: nil))
        #expect(CompiledStoryboard(name: "Main", info: [:], keyPrefix: "UI").identifiers.isEmpty)
    }
}
