/// Finding storyboards and scenes in a catalog by name, and following storyboard references.
extension StoryboardCatalog {
    /// The storyboard named `name` (the file name without `.storyboard`), if the catalog read it.
    public func storyboard(named name: String) -> Storyboard? {
        storyboards.first { $0.name == name }
    }

    /// Every scene a storyboard can instantiate by name: each initial controller and each scene with
    /// a storyboard ID, storyboard by storyboard, in file order.
    public var instantiableScenes: [(storyboard: Storyboard, scene: StoryboardScene, isInitial: Bool)] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.compactMap { scene in
                let isInitial = scene.id == storyboard.initialViewControllerID
                guard !scene.isStoryboardReference, isInitial || scene.storyboardIdentifier?.isEmpty == false else {
                    return nil
                }
                return (storyboard, scene, isInitial)
            }
        }
    }

    /// The scene a storyboard reference leads to: the scene with the referenced storyboard ID, or the
    /// referenced storyboard's initial controller.
    ///
    /// - Parameter reference: A `viewControllerPlaceholder` scene.
    /// - Returns: The scene, or `nil` when the referenced storyboard is not in the catalog or does not
    ///   hold the scene.
    public func resolve(_ reference: StoryboardScene) -> StoryboardScene? {
        guard reference.isStoryboardReference, let name = reference.referencedStoryboard,
            let target = storyboard(named: name)
        else { return nil }
        guard let identifier = reference.referencedIdentifier, !identifier.isEmpty else { return target.initialScene }
        return target.scenes.first { $0.storyboardIdentifier == identifier && !$0.isStoryboardReference }
    }
}
