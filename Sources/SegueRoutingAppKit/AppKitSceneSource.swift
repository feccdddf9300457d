#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import Foundation
    import SegueRouting

    /// Makes view controllers and window controllers from the app's compiled storyboards, checking
    /// first that they hold the scene.
    ///
    /// AppKit raises an Objective-C exception, which Swift cannot catch, when a storyboard has no scene
    /// with an identifier. This source reads the compiled storyboard's `Info.plist` (the storyboard
    /// IDs ibtool lists in `NSViewControllerIdentifiersToNibNames`, and the initial controller in
    /// `NSStoryboardDesignatedEntryPointIdentifier`) before it asks AppKit, and throws a
    /// ``SceneError`` that names the storyboard, the identifier and the IDs it does hold.
    ///
    ///     let scenes = SceneFactory(source: AppKitSceneSource())
    ///     let inspector = try scenes.instantiate(Scenes.inspector)      // a view controller
    ///     let window = try scenes.instantiate(Scenes.documentWindow)    // a window controller
    ///
    /// In AppKit a scene is a view controller or a window controller: both are made here, and
    /// `SceneFactory` casts the result to the scene's declared type.
    @MainActor
    public final class AppKitSceneSource: SceneSource {
        /// The bundle that holds the compiled storyboards.
        public let bundle: Bundle
        private let storyboards: CheckedStoryboards<BundleStoryboards>

        /// Creates a source over the storyboards of `bundle` (the main bundle by default).
        public init(bundle: Bundle? = nil) {
            self.bundle = bundle ?? .main
            storyboards = CheckedStoryboards(BundleStoryboards(bundle: self.bundle))
        }

        /// Makes the controller of a scene, after checking that the storyboard holds it.
        ///
        /// - Returns: What AppKit's `instantiateController(withIdentifier:)` or
        ///   `instantiateInitialController()` returns: a view controller or a window controller.
        /// - Throws: ``SceneError`` for a storyboard that is not in the bundle, a storyboard ID it
        ///   does not hold, or a storyboard without initial controller.
        public func makeController(storyboard: String, identifier: String?) throws(SceneError) -> Any {
            try storyboards.make(
                storyboard, identifier,
                initial: { $0.instantiateInitialController() },
                withIdentifier: { board, identifier in board.instantiateController(withIdentifier: identifier) }
            )
        }

        /// Makes the view controller of `scene` with `creator`, for initializer injection
        /// (`init?(coder:note:)`), after checking that the storyboard holds it.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; when it returns `nil`, the
        ///     storyboard makes it with `init?(coder:)`.
        /// - Returns: The controller.
        /// - Throws: ``SceneError``, as ``makeController(storyboard:identifier:)`` does. With a creator,
        ///   AppKit itself types the result, so a scene whose storyboard class is not `Controller` is
        ///   caught before the app runs, by `StoryboardCatalog.validate(scenes:)` in a unit test.
        public func instantiate<Controller: NSViewController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            try storyboards.make(
                scene.storyboard, scene.identifier,
                initial: { $0.instantiateInitialController(creator: creator) },
                withIdentifier: { board, identifier in
                    board.instantiateController(identifier: identifier, creator: creator)
                }
            )
        }

        /// Makes the window controller of `scene` with `creator`, for initializer injection, after
        /// checking that the storyboard holds it.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; when it returns `nil`, the
        ///     storyboard makes it with `init?(coder:)`.
        /// - Returns: The controller.
        /// - Throws: ``SceneError``, as ``makeController(storyboard:identifier:)`` does.
        public func instantiate<Controller: NSWindowController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            try storyboards.make(
                scene.storyboard, scene.identifier,
                initial: { $0.instantiateInitialController(creator: creator) },
                withIdentifier: { board, identifier in
                    board.instantiateController(identifier: identifier, creator: creator)
                }
            )
        }
    }

    /// The compiled storyboards of a bundle, as ``CheckedStoryboards`` loads them.
    private struct BundleStoryboards: StoryboardLoading {
        static let infoKeyPrefix = "NS"
        let bundle: Bundle

        func compiledInfo(ofStoryboard name: String) throws(SceneError) -> [String: Any] {
            guard let url = bundle.url(forResource: name, withExtension: "storyboardc") else {
                throw .storyboardNotFound(storyboard: name, bundle: bundle.bundlePath)
            }
            let data = try? Data(contentsOf: url.appendingPathComponent("Info.plist"))
            return data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) } as? [String: Any]
                ?? [:]
        }

        func storyboard(named name: String) -> NSStoryboard {
            NSStoryboard(name: name, bundle: bundle)
        }
    }

    extension SceneFactory {
        /// Makes the view controller of `scene` with `creator`, for initializer injection: the
        /// instance bound to the scene, if any; otherwise, from an ``AppKitSceneSource``, with the
        /// creator.
        ///
        ///     let inspector = try scenes.instantiate(Scenes.inspector) { coder in
        ///         InspectorViewController(coder: coder, document: document)
        ///     }
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; a source other than
        ///     ``AppKitSceneSource`` (a `ClosureSceneSource` in tests) makes it its own way.
        /// - Returns: The controller.
        /// - Throws: ``SceneError`` when the storyboard or the scene does not exist, or the storyboard
        ///   makes a controller of another class.
        public func instantiate<Controller: NSViewController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            try instantiate(scene, through: AppKitSceneSource.self) { (source) throws(SceneError) in
                try source.instantiate(scene, creator: creator)
            }
        }

        /// Makes the window controller of `scene` with `creator`, for initializer injection: the
        /// instance bound to the scene, if any; otherwise, from an ``AppKitSceneSource``, with the
        /// creator.
        ///
        /// - Parameters:
        ///   - scene: The scene.
        ///   - creator: Makes the controller from the scene's coder; a source other than
        ///     ``AppKitSceneSource`` makes it its own way.
        /// - Returns: The controller.
        /// - Throws: ``SceneError`` when the storyboard or the scene does not exist, or the storyboard
        ///   makes a controller of another class.
        public func instantiate<Controller: NSWindowController>(
            _ scene: Scene<Controller>, creator: ((NSCoder) -> Controller?)?
        ) throws(SceneError) -> Controller {
            try instantiate(scene, through: AppKitSceneSource.self) { (source) throws(SceneError) in
                try source.instantiate(scene, creator: creator)
            }
        }
    }
#endif
