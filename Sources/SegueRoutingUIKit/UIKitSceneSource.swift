#if canImport(UIKit)
    import Foundation
    import SegueRouting
    import UIKit

    /// Makes controllers from the app's compiled storyboards, checking first that they hold the scene.
    ///
    /// UIKit raises an Objective-C exception, which Swift cannot catch, when a storyboard has no scene
    /// with an identifier. This source reads the compiled storyboard's `Info.plist` (the storyboard
    /// IDs ibtool lists in `UIViewControllerIdentifiersToNibNames`, and the initial controller in
    /// `UIStoryboardDesignatedEntryPointIdentifier`) before it asks UIKit, and throws a
    /// ``SceneError`` that names the storyboard, the identifier and the IDs it does hold.
    ///
    ///     let scenes = SceneFactory(source: UIKitSceneSource())
    ///     let screen = try scenes.instantiate(Scenes.message)
    @MainActor
    public final class UIKitSceneSource: SceneSource {
        /// The bundle that holds the compiled storyboards.
        public let bundle: Bundle
        private var compiled: [String: CompiledStoryboard] = [:]

        /// Creates a source over the storyboards of `bundle` (the main bundle by default).
        public init(bundle: Bundle? = nil) {
            self.bundle = bundle ?? .main
        }

        /// Makes the controller of a scene, after checking that the storyboard holds it.
        ///
        /// - Throws: ``SceneError`` for a storyboard that is not in the bundle, a storyboard ID it
        ///   does not hold, or a storyboard without initial controller.
        public func makeController(storyboard: String, identifier: String?) throws(SceneError) -> Any {
            try make(storyboard, identifier, initial: { $0.instantiateInitialViewController() }) { board, identifier in
                board.instantiateViewController(withIdentifier: identifier)
            }
        }

        /// Makes the controller of `scene` with `creator`, for initializer injection
        /// (`init?(coder:message:)`), after checking that the storyboard holds it.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; when it returns `nil`, the
        ///     storyboard makes it with `init?(coder:)`.
        /// - Returns: The controller.
        /// - Throws: ``SceneError``, as ``makeController(storyboard:identifier:)`` does. With a creator,
        ///   UIKit itself types the result, so a scene whose storyboard class is not `Controller` is
        ///   caught before the app runs, by `StoryboardCatalog.validate(scenes:)` in a unit test.
        public func instantiate<Controller: UIViewController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            try make(
                scene.storyboard, scene.identifier, initial: { $0.instantiateInitialViewController(creator: creator) }
            ) { board, identifier in
                board.instantiateViewController(identifier: identifier, creator: creator)
            }
        }

        /// Makes a controller with `initial` (for the initial controller) or `withIdentifier`, after
        /// checking that the compiled storyboard holds the scene.
        private func make<Made>(
            _ storyboard: String, _ identifier: String?, initial: (UIStoryboard) -> Made?,
            withIdentifier: (UIStoryboard, String) -> Made
        ) throws(SceneError) -> Made {
            try check(storyboard: storyboard, identifier: identifier)
            let board = UIStoryboard(name: storyboard, bundle: bundle)
            guard let identifier else {
                guard let made = initial(board) else { throw .noInitialController(storyboard: storyboard) }
                return made
            }
            return withIdentifier(board, identifier)
        }

        /// Throws unless the compiled storyboard exists and holds the scene.
        private func check(storyboard: String, identifier: String?) throws(SceneError) {
            try compiledStoryboard(storyboard).check(identifier)
        }

        private func compiledStoryboard(_ name: String) throws(SceneError) -> CompiledStoryboard {
            if let known = compiled[name] { return known }
            guard let url = bundle.url(forResource: name, withExtension: "storyboardc") else {
                throw .storyboardNotFound(storyboard: name, bundle: bundle.bundlePath)
            }
            // A compiled storyboard whose Info.plist cannot be read cannot be checked; it is treated as
            // holding no scene, so that the app gets an error instead of UIKit's exception.
            let info =
                (try? Data(contentsOf: url.appendingPathComponent("Info.plist")))
                .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
                ?? [:]
            let result = CompiledStoryboard(name: name, info: info, keyPrefix: "UI")
            compiled[name] = result
            return result
        }
    }

    extension SceneFactory {
        /// Makes the controller of `scene` with `creator`, for initializer injection: the instance
        /// bound to the scene, if any; otherwise, from a ``UIKitSceneSource``, with the creator.
        ///
        ///     let screen = try scenes.instantiate(Scenes.message) { coder in
        ///         MessageViewController(coder: coder, message: message)
        ///     }
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; a source other than
        ///     ``UIKitSceneSource`` (a `ClosureSceneSource` in tests) makes it its own way.
        /// - Returns: The controller.
        /// - Throws: ``SceneError`` when the storyboard or the scene does not exist, or the storyboard
        ///   makes a controller of another class.
        public func instantiate<Controller: UIViewController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            if let bound = boundInstance(for: scene) { return bound }
            guard let storyboards = source as? UIKitSceneSource else { return try instantiate(scene) }
            return try storyboards.instantiate(scene, creator: creator)
        }
    }
#endif
