import SegueRouting
import Testing

@MainActor protocol ProfileScreen: AnyObject { var userName: String? { get set } }
@MainActor final class ProfileController: ProfileScreen { var userName: String? }
@MainActor final class MockProfile: ProfileScreen { var userName: String? }
@MainActor final class OnboardingController {}

enum AppScenes {
    static let profile = Scene<ProfileController>("Profile", in: "Accounts")
    static let profileScreen = Scene<any ProfileScreen>("Profile", in: "Accounts")
    static let onboarding = Scene<OnboardingController>.initial(in: "Onboarding")
    static let referencedSettings = Scene<ProfileController>("Settings", in: "Settings")
}

/// A Wireframe: the one place that knows storyboards and identifiers.
@MainActor
struct Wireframe {
    let scenes: SceneFactory

    func profile(for user: String) throws(SceneError) -> any ProfileScreen {
        let screen = try scenes.instantiate(AppScenes.profileScreen)
        screen.userName = user
        return screen
    }
}

@Suite("Scenes and the scene factory")
@MainActor
struct SceneFactoryTests {
    func source() -> ClosureSceneSource {
        let source = ClosureSceneSource()
        source.register("Profile", in: "Accounts") { ProfileController() }
        source.register("Help", in: "Accounts") { OnboardingController() }
        source.registerInitial(in: "Onboarding") { OnboardingController() }
        return source
    }

    @Test("A Wireframe method returns its screen with its parameters set")
    func wireframe() throws {
        let wireframe = Wireframe(scenes: SceneFactory(source: source()))
        let screen = try wireframe.profile(for: "ada")
        #expect(screen is ProfileController)
        #expect(screen.userName == "ada")
    }

    @Test("A bound mock is what the code under test gets, also for a protocol-typed scene")
    func boundMock() throws {
        let scenes = SceneFactory(source: source())
        let mock = MockProfile()
        scenes.bind(mock, to: AppScenes.profileScreen)
        let screen = try Wireframe(scenes: scenes).profile(for: "ada")
        #expect(screen === mock)
        #expect(mock.userName == "ada")
    }

    @Test("A binding made with withBinding is gone when its body returns")
    func scopedBinding() throws {
        let scenes = SceneFactory(source: source())
        let mock = MockProfile()
        let inside = try scenes.withBinding(mock, to: AppScenes.profileScreen) {
            try scenes.instantiate(AppScenes.profileScreen)
        }
        #expect(inside === mock)
        #expect(try scenes.instantiate(AppScenes.profileScreen) !== mock)
    }

    @Test("Scenes of a referenced storyboard, and its initial controller, are bound the same way")
    func referencedStoryboards() throws {
        let scenes = SceneFactory(source: source())
        let settings = ProfileController()
        let onboarding = OnboardingController()
        scenes.bind(settings, to: AppScenes.referencedSettings)
        scenes.bind(onboarding, to: AppScenes.onboarding)
        #expect(try scenes.instantiate(AppScenes.referencedSettings) === settings)
        #expect(try scenes.instantiate(AppScenes.onboarding) === onboarding)
        scenes.unbindAll()
        #expect(try scenes.instantiate(AppScenes.onboarding) !== onboarding)
    }

    @Test("Errors name the storyboard, the identifier, the IDs it holds and the classes")
    func errors() {
        let scenes = SceneFactory(source: source())
        #expect(
            throws: SceneError.identifierNotFound(
                storyboard: "Accounts", identifier: "Profle", available: ["Help", "Profile"])
        ) {
            try scenes.instantiate(Scene<ProfileController>("Profle", in: "Accounts"))
        }
        #expect(
            throws: SceneError.wrongClass(
                scene: "Accounts.storyboard#Help", expected: "ProfileController", found: "OnboardingController")
        ) {
            try scenes.instantiate(Scene<ProfileController>("Help", in: "Accounts"))
        }
        #expect(throws: SceneError.noInitialController(storyboard: "Accounts")) {
            try scenes.instantiate(Scene<ProfileController>.initial(in: "Accounts"))
        }
        #expect(throws: SceneError.storyboardNotFound(storyboard: "Acounts", bundle: "the registered storyboards")) {
            try scenes.instantiate(Scene<ProfileController>("Profile", in: "Acounts"))
        }
    }

    @Test("A protocol-typed scene made as a class that does not adopt it says to adopt it, not to set a custom class")
    func protocolNotAdopted() throws {
        let scenes = SceneFactory(source: source())
        let error = try #require(throws: SceneError.self) {
            try scenes.instantiate(Scene<any ProfileScreen>("Help", in: "Accounts"))
        }
        #expect(!error.description.contains("custom class to ProfileScreen"))
        #expect(error.description.contains("make OnboardingController adopt ProfileScreen"))
        #expect(error.description.contains("a class that adopts ProfileScreen"))
    }

    @Test("An adapter's own way of making a scene runs for its source only, after bindings")
    func throughPlatformSource() throws {
        final class PlatformSource: SceneSource {
            var made = 0
            func makeController(storyboard: String, identifier: String?) throws(SceneError) -> Any {
                ProfileController()
            }
        }
        let platform = PlatformSource()
        let scenes = SceneFactory(source: platform)
        let viaPlatform = try scenes.instantiate(AppScenes.profile, through: PlatformSource.self) { source in
            source.made += 1
            return ProfileController()
        }
        #expect(platform.made == 1 && viaPlatform.userName == nil)
        let mock = ProfileController()
        scenes.bind(mock, to: AppScenes.profile)
        #expect(
            try scenes.instantiate(AppScenes.profile, through: PlatformSource.self) { _ in ProfileController() }
                === mock)
        #expect(platform.made == 1)
        // Another source makes the scene its own way.
        let other = SceneFactory(source: source())
        let fallback = try other.instantiate(AppScenes.profile, through: PlatformSource.self) {
            (_) throws(SceneError) in
            throw SceneError.noInitialController(storyboard: "x")
        }
        #expect(fallback.userName == nil)
    }

    @Test("Scenes compare by storyboard and identifier, and keep where they were declared")
    func declarations() {
        let line = #line + 1
        let scene = Scene<ProfileController>("Profile", in: "Accounts")
        #expect(scene == AppScenes.profile)
        #expect(scene.declaration == FileLocation(file: #fileID, line: line))
        #expect(scene.description == "Accounts.storyboard#Profile")
        #expect(AppScenes.onboarding.description == "the initial controller of Onboarding.storyboard")
        #expect(AppScenes.profileScreen.erased.accepts(MockProfile()))
        #expect(!AppScenes.profile.erased.accepts(MockProfile()))
    }
}
