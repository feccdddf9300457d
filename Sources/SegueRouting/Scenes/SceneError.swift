/// Why a scene could not be instantiated, with what to change.
public enum SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The app has no compiled storyboard of that name.
    case storyboardNotFound(storyboard: String, bundle: String)
    /// The storyboard has no scene with the storyboard ID; `available` lists the IDs it has.
    case identifierNotFound(storyboard: String, identifier: String, available: [String])
    /// The storyboard has no initial controller.
    case noInitialController(storyboard: String)
    /// The storyboard made a controller of another class than the scene declares.
    case wrongClass(scene: String, expected: String, found: String)
    /// The storyboard made a controller that does not adopt the protocol the scene declares.
    case protocolNotAdopted(scene: String, expected: String, found: String)

    /// A sentence naming the storyboard, the identifier and the classes, and what to change.
    public var description: String {
        switch self {
        case .storyboardNotFound(let storyboard, let bundle):
            return "There is no storyboard named '\(storyboard)' in \(bundle); check the name (without "
                + "'.storyboard') and that the storyboard is a member of the app target."
        case .identifierNotFound(let storyboard, let identifier, let available):
            let held =
                available.isEmpty
                ? "it has no scene with a storyboard ID"
                : "its storyboard IDs are " + available.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "\(storyboard).storyboard has no scene with the storyboard ID '\(identifier)' (\(held)); "
                + "set the ID in the Identity inspector, or fix the scene's declaration."
        case .noInitialController(let storyboard):
            return "\(storyboard).storyboard has no initial view controller; check 'Is Initial View Controller' "
                + "on the scene, or declare the scene by its storyboard ID."
        case .wrongClass(let scene, let expected, let found):
            return "\(scene) made a \(found), not the \(expected) the scene declares; set the scene's custom "
                + "class to \(expected) in the Identity inspector, or declare the scene as Scene<\(found)>."
        case .protocolNotAdopted(let scene, let expected, let found):
            return "\(scene) made a \(found), which does not adopt the \(expected) the scene declares; make "
                + "\(found) adopt \(expected), or set the scene's custom class to a class that adopts \(expected)."
        }
    }
}
