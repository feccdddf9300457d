/// What a compiled storyboard (`Name.storyboardc`) says it holds: the storyboard IDs of its scenes
/// and its initial controller, as ibtool writes them into its `Info.plist`.
///
/// The UIKit and AppKit scene sources read the property list and check a scene here before asking
/// the framework, which raises an exception Swift cannot catch for a scene the storyboard lacks.
public struct CompiledStoryboard: Sendable, Hashable {
    /// The storyboard's name.
    public let name: String
    /// The names listed in `UIViewControllerIdentifiersToNibNames` (or AppKit's
    /// `NSViewControllerIdentifiersToNibNames`): the storyboard IDs, and names ibtool generates for
    /// scenes without one, such as the initial controller's.
    public let identifiers: Set<String>
    /// `UIStoryboardDesignatedEntryPointIdentifier` (or `NSStoryboardDesignatedEntryPointIdentifier`):
    /// the initial controller's name, `nil` when the storyboard has none.
    public let entryPoint: String?

    /// Creates the description of a compiled storyboard.
    ///
    /// - Parameters:
    ///   - name: The storyboard's name.
    ///   - identifiers: The keys of the identifiers-to-nib-names dictionary.
    ///   - entryPoint: The designated entry point, if any.
    public init(name: String, identifiers: Set<String>, entryPoint: String?) {
        self.name = name
        self.identifiers = identifiers
        self.entryPoint = entryPoint
    }

    /// Reads what ibtool writes into a compiled storyboard's `Info.plist`.
    ///
    /// - Parameters:
    ///   - name: The storyboard's name.
    ///   - info: The property list's dictionary; empty when it could not be read, which makes a
    ///     storyboard that holds no scene.
    ///   - keyPrefix: `UI` for UIKit's keys (`UIViewControllerIdentifiersToNibNames`,
    ///     `UIStoryboardDesignatedEntryPointIdentifier`), `NS` for AppKit's.
    public init(name: String, info: [String: Any], keyPrefix: String) {
        let names = info[keyPrefix + "ViewControllerIdentifiersToNibNames"] as? [String: Any] ?? [:]
        self.init(
            name: name, identifiers: Set(names.keys),
            entryPoint: info[keyPrefix + "StoryboardDesignatedEntryPointIdentifier"] as? String)
    }

    /// Throws unless the storyboard holds the scene with storyboard ID `identifier` (or, for `nil`,
    /// an initial controller).
    ///
    /// - Throws: ``SceneError/identifierNotFound(storyboard:identifier:available:)`` naming the IDs it
    ///   holds (without the initial controller's generated name), or
    ///   ``SceneError/noInitialController(storyboard:)``.
    public func check(_ identifier: String?) throws(SceneError) {
        guard let identifier else {
            if entryPoint == nil { throw .noInitialController(storyboard: name) }
            return
        }
        guard identifiers.contains(identifier) else {
            throw .identifierNotFound(
                storyboard: name, identifier: identifier,
                available: identifiers.subtracting(entryPoint.map { [$0] } ?? []).sorted())
        }
    }
}
