import SegueRouting
import StoryboardModel

extension StoryboardNavigator {
    /// How `segue` shows its destination from `here`, and the containers outside the new screen (for a
    /// push, the navigation controller and those around it).
    ///
    /// As UIKit's `show(_:sender:)` and `showDetailViewController(_:sender:)` do, the containers of the
    /// source, from the source outwards (its parents in the screen, then the containers the screen was
    /// pushed into), are asked in turn: the first navigation controller pushes a `show`, the first
    /// split view controller takes a `show` (to its primary) or a `showDetail` (to its secondary),
    /// adaptively; with neither, UIKit presents modally.
    func presentation(of segue: StoryboardSegue, in storyboard: Storyboard, from here: Screen)
        -> (Presentation, [String])
    {
        if segue.customClass?.isEmpty == false { return (.unmodeled("custom (\(segue.customClass!))"), []) }
        if storyboard.platform == .appKit {
            switch segue.kind {
            case "show": return (.window, [])
            case "modal", "sheet": return (.modal, [])
            default: return (.unmodeled(segue.kind), [])
            }
        }
        let containers = self.containers(around: segue.source.id, in: here, storyboard: storyboard)
        switch segue.kind {
        case "show", "push":
            for (index, element) in containers.enumerated() {
                if element == "navigationController" { return (.push, Array(containers[index...])) }
                if element == "splitViewController" { return (.unmodeled(segue.kind), []) }
            }
            return (.modal, [])
        case "showDetail":
            return (containers.contains("splitViewController") ? .unmodeled(segue.kind) : .modal, [])
        case "presentation", "modal":
            return (.modal, [])
        default:
            return (.unmodeled(segue.kind), [])
        }
    }

    /// The element names of the scene with id `sceneID` in `screen` and of the containers around it,
    /// innermost first: its parents in the screen (by relationship and embed segues), then the
    /// containers outside the screen. A scene the screen does not show starts at the screen's scene.
    func containers(around sceneID: String, in screen: Screen, storyboard: Storyboard) -> [String] {
        let shown = Set(screen.parts.map(\.scene.id))
        var id = shown.contains(sceneID) ? sceneID : screen.scene.id
        var result: [String] = []
        var visited: Set<String> = []
        while visited.insert(id).inserted {
            guard
                let scene = screen.parts.first(where: { $0.scene.id == id })?.scene
                    ?? (id == screen.scene.id ? screen.scene : nil)
            else { break }
            result.append(scene.elementName)
            guard
                let parent = storyboard.segues.first(where: { segue in
                    guard segue.isRelationship || segue.kind == "embed", case .scene(let child) = segue.destination
                    else { return false }
                    return child.id == id && shown.contains(segue.source.id)
                })
            else { break }
            id = parent.source.id
        }
        return result + screen.outerContainers
    }
}
