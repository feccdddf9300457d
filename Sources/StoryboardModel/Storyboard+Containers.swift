import SegueRouting

extension Storyboard {
    /// The scenes each container holds through relationship segues, in file order, by the
    /// container's object id.
    ///
    /// - Complexity: O(*n*), where *n* is the number of segues.
    public func containedScenes() -> [String: [StoryboardScene]] {
        var children: [String: [StoryboardScene]] = [:]
        for segue in segues where segue.isRelationship {
            if case .scene(let child) = segue.destination {
                children[segue.source.id, default: []].append(child)
            }
        }
        return children
    }

    /// `scene` and, breadth-first, the scenes its containers hold: what a route for a segue to
    /// `scene` can receive.
    ///
    /// - Parameters:
    ///   - scene: A scene of this storyboard.
    ///   - children: The result of ``containedScenes()``.
    /// - Returns: The scene first, then the scenes inside it; each scene once.
    public func hierarchy(of scene: StoryboardScene, children: [String: [StoryboardScene]]) -> [StoryboardScene] {
        var hierarchy = [scene]
        var seen: Set<String> = [scene.id]
        var next = 0
        while next < hierarchy.count {
            for child in children[hierarchy[next].id] ?? [] where seen.insert(child.id).inserted {
                hierarchy.append(child)
            }
            next += 1
        }
        return hierarchy
    }
}
