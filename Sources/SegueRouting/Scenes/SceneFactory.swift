/// What makes a storyboard's controllers: the UIKit and AppKit adapters' storyboard sources, or a
/// table of closures in tests.
@MainActor
public protocol SceneSource {
    /// Makes the controller of the scene with storyboard ID `identifier` (or the initial controller,
    /// for `nil`) of `storyboard`.
    ///
    /// - Throws: ``SceneError`` when the storyboard or the scene does not exist. An implementation
    ///   checks before asking the platform, which crashes the app on a missing identifier.
    func makeController(storyboard: String, identifier: String?) throws(SceneError) -> Any
}

/// Makes view controllers of declared scenes, and lets tests put their own instances in their place.
///
/// The app builds one factory over its storyboards and hands it to the code that presents screens
/// (the Wireframe pattern): one place knows the storyboard names and identifiers, and a screen only
/// says what it needs.
///
///     @MainActor struct Wireframe {
///         let scenes: SceneFactory
///         func message(_ message: Message) throws(SceneError) -> MessageViewController {
///             let screen = try scenes.instantiate(Scenes.message)
///             screen.message = message
///             return screen
///         }
///     }
///
/// A test binds an instance to a scene, and the code under test gets it instead of a controller of
/// the storyboard (Fleet's bindings), on any platform:
///
///     let scenes = SceneFactory(source: ClosureSceneSource())
///     let mock = MockMessageScreen()
///     scenes.bind(mock, to: Scenes.message)
///
/// Bindings belong to the factory: a test that makes its own factory leaves nothing behind, and
/// ``withBinding(_:to:perform:)`` removes a binding when its body returns.
@MainActor
public final class SceneFactory {
    /// Where controllers come from when no instance is bound.
    public let source: any SceneSource
    private var bindings: [Key: Any] = [:]

    private struct Key: Hashable {
        let storyboard: String
        let identifier: String?
    }

    /// Creates a factory that makes controllers with `source`.
    ///
    /// - Parameter source: The platform's storyboards (`UIKitSceneSource`, `AppKitSceneSource`), or a
    ///   ``ClosureSceneSource`` in tests.
    public init(source: any SceneSource) {
        self.source = source
    }

    /// Makes the controller of `scene`: the instance bound to it, if any, or the storyboard's.
    ///
    /// - Parameter scene: The scene.
    /// - Returns: The controller, of the declared type.
    /// - Throws: ``SceneError`` when the storyboard or the scene does not exist, or when the
    ///   storyboard makes a controller of another class.
    public func instantiate<Controller>(_ scene: Scene<Controller>) throws(SceneError) -> Controller {
        if let bound = boundInstance(for: scene) { return bound }
        let made = try source.makeController(storyboard: scene.storyboard, identifier: scene.identifier)
        return try Self.cast(made, for: scene)
    }

    /// The instance bound to `scene`, if any.
    ///
    /// Adapters call this before making a controller another way (with a creator closure, say).
    public func boundInstance<Controller>(for scene: Scene<Controller>) -> Controller? {
        bindings[Key(storyboard: scene.storyboard, identifier: scene.identifier)] as? Controller
    }

    /// Makes the controller of `scene` the way a platform adapter's own source does (with a creator
    /// closure, for initializer injection): the instance bound to the scene, if any; otherwise `make`
    /// with the factory's source when it is a `PlatformSource`; otherwise the source's own way.
    ///
    /// The UIKit and AppKit adapters' `instantiate(_:creator:)` are this one line each.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - platformSource: The adapter's source type, such as `UIKitSceneSource`.
    ///   - make: Makes the controller with the adapter's source.
    /// - Returns: The controller.
    /// - Throws: ``SceneError``, as ``instantiate(_:)`` does.
    public func instantiate<Controller, PlatformSource: SceneSource>(
        _ scene: Scene<Controller>, through platformSource: PlatformSource.Type,
        _ make: (PlatformSource) throws(SceneError) -> Controller
    ) throws(SceneError) -> Controller {
        if let bound = boundInstance(for: scene) { return bound }
        guard let platform = source as? PlatformSource else { return try instantiate(scene) }
        return try make(platform)
    }

    /// `made` as the scene's declared type, or ``SceneError/wrongClass(scene:expected:found:)`` (for a
    /// class) or ``SceneError/protocolNotAdopted(scene:expected:found:)`` (for a protocol, which no
    /// storyboard can name as a custom class).
    public static func cast<Controller>(_ made: Any, for scene: Scene<Controller>) throws(SceneError) -> Controller {
        guard let controller = made as? Controller else {
            let expected = String(describing: Controller.self)
            let found = String(describing: type(of: made))
            if Controller.self is AnyClass {
                throw .wrongClass(scene: scene.description, expected: expected, found: found)
            }
            throw .protocolNotAdopted(scene: scene.description, expected: expected, found: found)
        }
        return controller
    }

    /// Makes every later request for `scene` return `instance`.
    ///
    /// A scene in a storyboard that another storyboard references is bound the same way: by the
    /// referenced storyboard's name and the scene's identifier, or with ``Scene/initial(in:file:line:)``
    /// for a reference to its initial controller.
    ///
    /// - Parameters:
    ///   - instance: A mock, or any controller of the declared type.
    ///   - scene: The scene it stands in for.
    public func bind<Controller>(_ instance: Controller, to scene: Scene<Controller>) {
        bindings[Key(storyboard: scene.storyboard, identifier: scene.identifier)] = instance
    }

    /// Removes the binding of `scene`, if any.
    public func unbind<Controller>(_ scene: Scene<Controller>) {
        bindings[Key(storyboard: scene.storyboard, identifier: scene.identifier)] = nil
    }

    /// Removes every binding.
    public func unbindAll() {
        bindings.removeAll()
    }

    /// Binds `instance` to `scene` while `body` runs, then restores what was bound before.
    ///
    /// - Parameters:
    ///   - instance: The instance to hand out.
    ///   - scene: The scene it stands in for.
    ///   - body: The code under test.
    /// - Returns: What `body` returns.
    public func withBinding<Controller, Result>(
        _ instance: Controller, to scene: Scene<Controller>, perform body: () throws -> Result
    ) rethrows -> Result {
        let key = Key(storyboard: scene.storyboard, identifier: scene.identifier)
        let previous = bindings[key]
        bindings[key] = instance
        defer { bindings[key] = previous }
        return try body()
    }
}

/// A scene source made of closures, for tests and previews on any platform.
///
///     let source = ClosureSceneSource()
///     source.register("Message", in: "Main") { MessageViewController() }
///     source.registerInitial(in: "Onboarding") { UINavigationController() }
@MainActor
public final class ClosureSceneSource: SceneSource {
    private var makers: [String: [String?: () -> Any]] = [:]

    /// Creates a source with no scenes.
    public init() {}

    /// Makes `make()` the controller of the scene with storyboard ID `identifier` of `storyboard`.
    public func register(_ identifier: String, in storyboard: String, make: @escaping () -> Any) {
        makers[storyboard, default: [:]][identifier] = make
    }

    /// Makes `make()` the initial controller of `storyboard`.
    public func registerInitial(in storyboard: String, make: @escaping () -> Any) {
        makers[storyboard, default: [:]][String?.none] = make
    }

    /// Makes the registered controller, or throws the error the platform's source would.
    public func makeController(storyboard: String, identifier: String?) throws(SceneError) -> Any {
        guard let scenes = makers[storyboard] else {
            throw .storyboardNotFound(storyboard: storyboard, bundle: "the registered storyboards")
        }
        guard let make = scenes[identifier] else {
            guard let identifier else { throw .noInitialController(storyboard: storyboard) }
            throw .identifierNotFound(
                storyboard: storyboard, identifier: identifier, available: scenes.keys.compactMap { $0 }.sorted())
        }
        return make()
    }
}
