import Foundation
import Testing
import UIKit

// Tests of the stand-in's storyboard scene instantiation itself. The crash paths (a missing
// storyboard, an unknown storyboard ID) stop the process, as UIKit's exceptions do, and are not tested
// here. Every test registers storyboards under its own names, because the registry is shared.

final class SceneViewController: UIViewController {
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

final class OtherSceneViewController: UIViewController {}

@Suite("The UIKit stand-in's UIStoryboard")
@MainActor
struct UIStoryboardStandInTests {
    @Test("instantiateViewController(withIdentifier:) makes a new scene each time and sets storyboard")
    func instantiateByIdentifier() {
        UIStoryboard.standInStoryboards["ByIdentifier"] = StandInStoryboard(scenes: [
            "Scene": { SceneViewController() }, "Other": { OtherSceneViewController() },
        ])
        let storyboard = UIStoryboard(name: "ByIdentifier", bundle: nil)
        let first = storyboard.instantiateViewController(withIdentifier: "Scene")
        let second = storyboard.instantiateViewController(withIdentifier: "Scene")
        #expect(first is SceneViewController)
        #expect(first !== second)
        #expect(first.storyboard === storyboard)
        #expect(storyboard.instantiateViewController(withIdentifier: "Other") is OtherSceneViewController)
        #expect(UIViewController().storyboard == nil)
    }

    @Test("instantiateInitialViewController() returns the initial scene, or nil without one")
    func initialController() {
        UIStoryboard.standInStoryboards["WithInitial"] = StandInStoryboard(
            initial: { UINavigationController(rootViewController: SceneViewController()) },
            scenes: ["Scene": { SceneViewController() }])
        UIStoryboard.standInStoryboards["WithoutInitial"] = StandInStoryboard(scenes: [
            "Scene": { SceneViewController() }
        ])
        let initial = UIStoryboard(name: "WithInitial", bundle: nil).instantiateInitialViewController()
        let navigation = try? #require(initial as? UINavigationController)
        #expect(navigation?.viewControllers.first is SceneViewController)
        #expect(navigation?.storyboard != nil)
        #expect(UIStoryboard(name: "WithoutInitial", bundle: nil).instantiateInitialViewController() == nil)
    }

    @Test("A creator closure makes the controller with init(coder:); returning nil falls back to the storyboard")
    func creatorClosures() {
        UIStoryboard.standInStoryboards["Creators"] = StandInStoryboard(
            initial: { SceneViewController() }, scenes: ["Scene": { SceneViewController() }])
        let storyboard = UIStoryboard(name: "Creators", bundle: nil)

        let custom = storyboard.instantiateViewController(identifier: "Scene") { coder in
            SceneViewController(coder: coder, greeting: "from the creator")
        }
        #expect(custom.greeting == "from the creator")
        #expect(custom.storyboard === storyboard)

        let fallback = storyboard.instantiateViewController(identifier: "Scene") { _ -> SceneViewController? in nil }
        #expect(fallback.greeting == "from the storyboard")

        let typed: SceneViewController = storyboard.instantiateViewController(identifier: "Scene")
        #expect(typed.greeting == "from the storyboard")

        let initial = storyboard.instantiateInitialViewController { coder in
            SceneViewController(coder: coder, greeting: "initial from the creator")
        }
        #expect(initial?.greeting == "initial from the creator")
        let plainInitial: SceneViewController? = storyboard.instantiateInitialViewController()
        #expect(plainInitial?.greeting == "from the storyboard")
    }

    @Test("The creator receives a keyed coder whose values are all absent")
    func creatorCoder() {
        UIStoryboard.standInStoryboards["Coder"] = StandInStoryboard(scenes: ["Scene": { SceneViewController() }])
        var sawKeyedCoder = false
        _ = UIStoryboard(name: "Coder", bundle: nil).instantiateViewController(identifier: "Scene") { coder in
            sawKeyedCoder =
                coder.allowsKeyedCoding && coder.decodeObject(forKey: "anything") == nil
                && !coder.decodeBool(forKey: "flag") && coder is StandInSceneCoder
            return SceneViewController(coder: coder)
        }
        #expect(sawKeyedCoder)
    }

    @Test("The compiled bundle holds Name.storyboardc/Info.plist with the keys ibtool writes")
    func compiledBundle() throws {
        UIStoryboard.standInStoryboards["CompiledInbox"] = StandInStoryboard(
            initial: { SceneViewController() },
            scenes: ["Message": { SceneViewController() }, "Compose": { OtherSceneViewController() }])
        UIStoryboard.standInStoryboards["CompiledSettings"] = StandInStoryboard(scenes: [
            "Account": { SceneViewController() }
        ])
        let bundle = try UIStoryboard.standInCompiledBundle(storyboards: ["CompiledInbox", "CompiledSettings"])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }

        let inbox = try #require(bundle.url(forResource: "CompiledInbox", withExtension: "storyboardc"))
        #expect(bundle.url(forResource: "Missing", withExtension: "storyboardc") == nil)
        let data = try Data(contentsOf: inbox.appendingPathComponent("Info.plist"))
        let info = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let entryPoint = try #require(info["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
        #expect(
            info["UIViewControllerIdentifiersToNibNames"] as? [String: String] == [
                "Message": "Message", "Compose": "Compose", entryPoint: entryPoint,
            ])
        #expect(info["UIStoryboardVersion"] as? Int == 1)

        let settings = try #require(bundle.url(forResource: "CompiledSettings", withExtension: "storyboardc"))
        let settingsData = try Data(contentsOf: settings.appendingPathComponent("Info.plist"))
        let settingsInfo = try #require(
            try PropertyListSerialization.propertyList(from: settingsData, format: nil) as? [String: Any])
        #expect(settingsInfo["UIStoryboardDesignatedEntryPointIdentifier"] == nil)
    }

    @Test("A storyboard opened from the compiled bundle instantiates the scenes its Info.plist lists")
    func storyboardFromCompiledBundle() throws {
        UIStoryboard.standInStoryboards["FromBundle"] = StandInStoryboard(
            initial: { OtherSceneViewController() }, scenes: ["Message": { SceneViewController() }])
        let bundle = try UIStoryboard.standInCompiledBundle(storyboards: ["FromBundle"])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }

        let storyboard = UIStoryboard(name: "FromBundle", bundle: bundle)
        #expect(storyboard.instantiateViewController(withIdentifier: "Message") is SceneViewController)
        #expect(storyboard.instantiateInitialViewController() is OtherSceneViewController)
    }

    @Test("Writing a storyboard that is not registered throws")
    func unknownStoryboard() {
        #expect(throws: StandInStoryboardError.unknownStoryboard("NeverRegistered")) {
            try UIStoryboard.standInCompiledBundle(storyboards: ["NeverRegistered"])
        }
    }
}
