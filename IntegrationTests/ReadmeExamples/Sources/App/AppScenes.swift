import AppLogic
import SegueRouting
import SegueRoutingUIKit
import UIKit

@MainActor
enum AppScenes {
    /// The app's scenes, from its compiled storyboards: a missing storyboard ID throws, never crashes.
    static let wireframe = Wireframe(scenes: SceneFactory(source: UIKitSceneSource()))
}
