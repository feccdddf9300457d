/// The calls through which a platform adapter loads storyboards: the one part of making a scene's
/// controller that differs between UIKit and AppKit.
///
/// The UIKit and AppKit scene sources conform small types of their own, and hand them to
/// ``CheckedStoryboards``, which does the rest once for both.
@MainActor
public protocol StoryboardLoading {
    /// The platform's storyboard type: `UIStoryboard` or `NSStoryboard`.
    associatedtype Storyboard

    /// The prefix of the keys ibtool writes into a compiled storyboard's `Info.plist`: `UI` or `NS`.
    static var infoKeyPrefix: String { get }

    /// The dictionary of the compiled storyboard's `Info.plist`; empty when it cannot be read.
    ///
    /// - Throws: ``SceneError/storyboardNotFound(storyboard:bundle:)`` when there is no compiled
    ///   storyboard of that name.
    func compiledInfo(ofStoryboard name: String) throws(SceneError) -> [String: Any]

    /// The platform's storyboard of that name.
    func storyboard(named name: String) -> Storyboard
}

/// Makes scenes' controllers through a platform's storyboards after checking, in the compiled
/// storyboard's `Info.plist`, that the storyboard holds the scene.
///
/// UIKit and AppKit raise an Objective-C exception, which Swift cannot catch, when a storyboard has no
/// scene with an identifier. Each compiled storyboard is read once and kept; a scene it lacks is a
/// ``SceneError`` naming the storyboard, the identifier and the IDs it does hold.
@MainActor
public final class CheckedStoryboards<Loader: StoryboardLoading> {
    /// The platform calls.
    public let loader: Loader
    private var compiled: [String: CompiledStoryboard] = [:]

    /// Creates an empty cache over `loader`.
    public init(_ loader: Loader) {
        self.loader = loader
    }

    /// What the compiled storyboard `name` holds, read once and kept.
    ///
    /// - Throws: ``SceneError/storyboardNotFound(storyboard:bundle:)``. A compiled storyboard whose
    ///   `Info.plist` cannot be read is taken to hold no scene, so that the app gets an error instead
    ///   of the platform's exception.
    public func compiledStoryboard(_ name: String) throws(SceneError) -> CompiledStoryboard {
        if let known = compiled[name] { return known }
        let result = CompiledStoryboard(
            name: name, info: try loader.compiledInfo(ofStoryboard: name), keyPrefix: Loader.infoKeyPrefix)
        compiled[name] = result
        return result
    }

    /// Makes a controller with `initial` (for the initial controller, when `identifier` is `nil`) or
    /// `withIdentifier`, after checking that the compiled storyboard holds the scene.
    ///
    /// - Parameters:
    ///   - storyboard: The storyboard's name.
    ///   - identifier: The scene's storyboard ID, or `nil` for the initial controller.
    ///   - initial: Asks the storyboard for its initial controller.
    ///   - withIdentifier: Asks the storyboard for the controller with a storyboard ID.
    /// - Returns: What the storyboard made.
    /// - Throws: ``SceneError`` when the storyboard does not exist, does not hold the storyboard ID,
    ///   or has no initial controller.
    public func make<Made>(
        _ storyboard: String, _ identifier: String?, initial: (Loader.Storyboard) -> Made?,
        withIdentifier: (Loader.Storyboard, String) -> Made
    ) throws(SceneError) -> Made {
        try compiledStoryboard(storyboard).check(identifier)
        let board = loader.storyboard(named: storyboard)
        guard let identifier else {
            guard let made = initial(board) else { throw .noInitialController(storyboard: storyboard) }
            return made
        }
        return withIdentifier(board, identifier)
    }
}
