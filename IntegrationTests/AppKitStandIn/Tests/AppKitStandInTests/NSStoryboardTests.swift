import AppKit
import Foundation
import Testing

// Tests of the stand-in's storyboard scene instantiation. The crash paths (a missing storyboard, an
// unknown storyboard ID) stop the process, as AppKit's exceptions do, and are not tested here. Every
// test registers storyboards under its own names, because the registry is shared.

final class SceneViewController: NSViewController {
    var greeting = "from the storyboard"

    override init() {
        super.init()
    }

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SceneWindowController: NSWindowController {
    var greeting = "from the storyboard"

    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }

    override init(window: NSWindow?) {
        super.init(window: window)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite("The AppKit stand-in's NSStoryboard")
@MainActor
struct NSStoryboardTests {
    @Test("instantiateController(withIdentifier:) makes view and window controllers and sets storyboard")
    func instantiateByIdentifier() {
        NSStoryboard.standInStoryboards["ByIdentifier"] = StandInStoryboard(scenes: [
            "Scene": { SceneViewController() }, "Window": { SceneWindowController(window: nil) },
        ])
        let name: NSStoryboard.Name = "ByIdentifier"
        let storyboard = NSStoryboard(name: name, bundle: nil)
        let first = storyboard.instantiateController(withIdentifier: "Scene") as? SceneViewController
        let second = storyboard.instantiateController(withIdentifier: "Scene") as? SceneViewController
        #expect(first != nil && first !== second)
        #expect(first?.storyboard === storyboard)
        let window = storyboard.instantiateController(withIdentifier: "Window") as? SceneWindowController
        #expect(window?.storyboard === storyboard)
    }

    @Test("instantiateInitialController() returns the initial scene, or nil without one")
    func initialController() {
        NSStoryboard.standInStoryboards["WithInitial"] = StandInStoryboard(
            initial: { SceneWindowController(window: NSWindow(contentViewController: SceneViewController())) },
            scenes: ["Scene": { SceneViewController() }])
        NSStoryboard.standInStoryboards["WithoutInitial"] = StandInStoryboard(scenes: [
            "Scene": { SceneViewController() }
        ])
        let initial = NSStoryboard(name: "WithInitial", bundle: nil).instantiateInitialController()
        let windowController = initial as? SceneWindowController
        #expect(windowController?.contentViewController is SceneViewController)
        #expect(NSStoryboard(name: "WithoutInitial", bundle: nil).instantiateInitialController() == nil)
    }

    @Test("Creator closures make view and window controllers with init(coder:); nil falls back to the storyboard")
    func creatorClosures() {
        NSStoryboard.standInStoryboards["Creators"] = StandInStoryboard(
            initial: { SceneViewController() },
            scenes: ["Scene": { SceneViewController() }, "Window": { SceneWindowController(window: nil) }])
        let storyboard = NSStoryboard(name: "Creators", bundle: nil)

        let custom = storyboard.instantiateController(identifier: "Scene") { coder in
            SceneViewController(coder: coder, greeting: "from the creator")
        }
        #expect(custom.greeting == "from the creator")
        #expect(custom.storyboard === storyboard)

        let fallback = storyboard.instantiateController(identifier: "Scene") { _ -> SceneViewController? in nil }
        #expect(fallback.greeting == "from the storyboard")

        let window = storyboard.instantiateController(identifier: "Window") { coder in
            SceneWindowController(coder: coder, greeting: "window from the creator")
        }
        #expect(window.greeting == "window from the creator")
        #expect(window.storyboard === storyboard)

        let initial = storyboard.instantiateInitialController { coder in
            SceneViewController(coder: coder, greeting: "initial from the creator")
        }
        #expect(initial?.greeting == "initial from the creator")
        let plainInitial: SceneViewController? = storyboard.instantiateInitialController()
        #expect(plainInitial?.greeting == "from the storyboard")
    }

    @Test("The creator receives a keyed coder whose values are all absent")
    func creatorCoder() {
        NSStoryboard.standInStoryboards["Coder"] = StandInStoryboard(scenes: ["Scene": { SceneViewController() }])
        var sawEmptyKeyedCoder = false
        _ = NSStoryboard(name: "Coder", bundle: nil).instantiateController(identifier: "Scene") { coder in
            sawEmptyKeyedCoder =
                coder.allowsKeyedCoding && coder.decodeObject(forKey: "anything") == nil
                && coder is StandInSceneCoder
            return SceneViewController(coder: coder)
        }
        #expect(sawEmptyKeyedCoder)
    }

    @Test("The compiled bundle holds Name.storyboardc/Info.plist with the macOS keys")
    func compiledBundle() throws {
        NSStoryboard.standInStoryboards["CompiledMain"] = StandInStoryboard(
            initial: { SceneWindowController(window: nil) },
            scenes: ["Detail": { SceneViewController() }, "Inspector": { SceneWindowController(window: nil) }])
        NSStoryboard.standInStoryboards["CompiledSheets"] = StandInStoryboard(scenes: [
            "Sheet": { SceneViewController() }
        ])
        let bundle = try NSStoryboard.standInCompiledBundle(storyboards: ["CompiledMain", "CompiledSheets"])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }

        let main = try #require(bundle.url(forResource: "CompiledMain", withExtension: "storyboardc"))
        #expect(bundle.url(forResource: "Missing", withExtension: "storyboardc") == nil)
        let data = try Data(contentsOf: main.appendingPathComponent("Info.plist"))
        let info = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let entryPoint = try #require(info["NSStoryboardDesignatedEntryPointIdentifier"] as? String)
        #expect(
            info["NSViewControllerIdentifiersToNibNames"] as? [String: String] == [
                "Detail": "Detail", "Inspector": "Inspector", entryPoint: entryPoint,
            ])
        #expect(info["NSStoryboardVersion"] as? Int == 1)

        let sheets = try #require(bundle.url(forResource: "CompiledSheets", withExtension: "storyboardc"))
        let sheetsData = try Data(contentsOf: sheets.appendingPathComponent("Info.plist"))
        let sheetsInfo = try #require(
            try PropertyListSerialization.propertyList(from: sheetsData, format: nil) as? [String: Any])
        #expect(sheetsInfo["NSStoryboardDesignatedEntryPointIdentifier"] == nil)
    }

    @Test("A storyboard opened from the compiled bundle instantiates the scenes its Info.plist lists")
    func storyboardFromCompiledBundle() throws {
        NSStoryboard.standInStoryboards["FromBundle"] = StandInStoryboard(
            initial: { SceneWindowController(window: nil) }, scenes: ["Detail": { SceneViewController() }])
        let bundle = try NSStoryboard.standInCompiledBundle(storyboards: ["FromBundle"])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }

        let storyboard = NSStoryboard(name: "FromBundle", bundle: bundle)
        #expect(storyboard.instantiateController(withIdentifier: "Detail") is SceneViewController)
        #expect(storyboard.instantiateInitialController() is SceneWindowController)
    }

    @Test("Writing a storyboard that is not registered throws")
    func unknownStoryboard() {
        #expect(throws: StandInStoryboardError.unknownStoryboard("NeverRegistered")) {
            try NSStoryboard.standInCompiledBundle(storyboards: ["NeverRegistered"])
        }
    }
}
