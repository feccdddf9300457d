import Foundation
import SegueRouting
import SegueRoutingUIKitUnderTest
import Testing
import UIKit

final class ProfileViewController: UIViewController {
    var userName: String?
    var madeByCreator = false
}

enum Scenes {
    static let profile = Scene<ProfileViewController>("Profile", in: "Accounts")
    static let missing = Scene<ProfileViewController>("Profle", in: "Accounts")
    static let wrongClass = Scene<ProfileViewController>("Settings", in: "Accounts")
    static let accountsStart = Scene<UINavigationController>.initial(in: "Accounts")
    static let noStart = Scene<UIViewController>.initial(in: "Empty")
    static let otherStoryboard = Scene<ProfileViewController>("Profile", in: "Acounts")
}

@Suite("Scenes from storyboards through the UIKit adapter", .serialized)
@MainActor
struct UIKitSceneSourceTests {
    /// Registers the stand-in storyboards and writes their compiled form into a bundle.
    func makeFactory() throws -> SceneFactory {
        UIStoryboard.standInStoryboards["Accounts"] = StandInStoryboard(
            initial: { UINavigationController(rootViewController: ProfileViewController()) },
            scenes: ["Profile": { ProfileViewController() }, "Settings": { UIViewController() }])
        UIStoryboard.standInStoryboards["Empty"] = StandInStoryboard(initial: nil, scenes: [:])
        let bundle = try UIStoryboard.standInCompiledBundle(storyboards: ["Accounts", "Empty"])
        return SceneFactory(source: UIKitSceneSource(bundle: bundle))
    }

    @Test("A declared scene is instantiated with its declared type")
    func instantiates() throws {
        let scenes = try makeFactory()
        #expect(try scenes.instantiate(Scenes.profile).userName == nil)
        #expect(try scenes.instantiate(Scenes.accountsStart).viewControllers.first is ProfileViewController)
    }

    @Test("A missing storyboard ID is an error naming the storyboard, the ID and the IDs it holds, not a crash")
    func missingIdentifier() throws {
        let scenes = try makeFactory()
        #expect(
            throws: SceneError.identifierNotFound(
                storyboard: "Accounts", identifier: "Profle", available: ["Profile", "Settings"])
        ) {
            try scenes.instantiate(Scenes.missing)
        }
        let error = SceneError.identifierNotFound(
            storyboard: "Accounts", identifier: "Profle", available: ["Settings", "Profile"])
        #expect(error.description.contains("its storyboard IDs are 'Profile', 'Settings'"))
    }

    @Test("A scene of another class is an error naming both classes")
    func wrongClass() throws {
        let scenes = try makeFactory()
        #expect(
            throws: SceneError.wrongClass(
                scene: "Accounts.storyboard#Settings", expected: "ProfileViewController", found: "UIViewController")
        ) { try scenes.instantiate(Scenes.wrongClass) }
    }

    @Test("A missing storyboard and a missing initial controller are errors, not crashes")
    func missingStoryboard() throws {
        let scenes = try makeFactory()
        #expect(throws: SceneError.self) { try scenes.instantiate(Scenes.otherStoryboard) }
        #expect(throws: SceneError.noInitialController(storyboard: "Empty")) { try scenes.instantiate(Scenes.noStart) }
    }

    @Test("A creator closure makes the controller, for initializer injection")
    func creator() throws {
        let scenes = try makeFactory()
        let profile = try scenes.instantiate(Scenes.profile) { coder in
            let made = ProfileViewController(coder: coder)
            made?.madeByCreator = true
            made?.userName = "ada"
            return made
        }
        #expect(profile.madeByCreator && profile.userName == "ada")
        #expect(throws: SceneError.self) { try scenes.instantiate(Scenes.missing) { ProfileViewController(coder: $0) } }
    }

    @Test("A bound instance is handed out in place of the storyboard's, for this factory only")
    func bindings() throws {
        let scenes = try makeFactory()
        let mock = ProfileViewController()
        scenes.bind(mock, to: Scenes.profile)
        #expect(try scenes.instantiate(Scenes.profile) === mock)
        #expect(try scenes.instantiate(Scenes.profile) { _ in nil } === mock)
        #expect(try makeFactory().instantiate(Scenes.profile) !== mock)
        scenes.unbind(Scenes.profile)
        #expect(try scenes.instantiate(Scenes.profile) !== mock)
    }
}
