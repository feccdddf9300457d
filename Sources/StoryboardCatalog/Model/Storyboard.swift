import Foundation
import SegueRouting

/// One storyboard file, read: its scenes and segues.
public struct Storyboard: Sendable {
    /// The file's path, as it was given.
    public let path: String
    /// The UI framework the storyboard is for.
    public let platform: StoryboardPlatform
    /// The scenes' controllers and storyboard references, in file order.
    public let scenes: [StoryboardScene]
    /// The object id of the initial controller (the document's `initialViewController`), if any.
    public let initialViewControllerID: String?
    /// The segues, in file order. Relationship segues are included; `<segue reference=…>`
    /// placeholders and preview segues nested in other segues are not segues and are left out.
    public let segues: [StoryboardSegue]
    /// The outlet connections of the scenes' controllers, in file order.
    public let outlets: [StoryboardOutlet]

    /// A storyboard made of what a reader found.
    init(
        path: String, platform: StoryboardPlatform, scenes: [StoryboardScene], initialViewControllerID: String?,
        segues: [StoryboardSegue], outlets: [StoryboardOutlet]
    ) {
        self.path = path
        self.platform = platform
        self.scenes = scenes
        self.initialViewControllerID = initialViewControllerID
        self.segues = segues
        self.outlets = outlets
    }

    /// The initial controller's scene, if the storyboard has one.
    public var initialScene: StoryboardScene? {
        initialViewControllerID.flatMap(scene(withID:))
    }

    /// The scene whose controller has the object id `id`, if any.
    ///
    /// - Complexity: O(*n*), where *n* is the number of scenes.
    public func scene(withID id: String) -> StoryboardScene? {
        scenes.first { $0.id == id }
    }

    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it: the file name without
    /// `.storyboard`.
    public var name: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}

/// The UI framework a storyboard is written for.
public enum StoryboardPlatform: String, Sendable, Hashable, CaseIterable {
    /// iOS, iPadOS, tvOS, Mac Catalyst and visionOS storyboards (`CocoaTouch`).
    case uiKit
    /// macOS storyboards (`Cocoa`).
    case appKit

    /// The platform of a document type: `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB` is AppKit,
    /// any other (`…CocoaTouch.Storyboard.XIB`, `…AppleTV.Storyboard.XIB`) UIKit.
    init(documentType: String?) {
        self = documentType == "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" ? .appKit : .uiKit
    }

    /// The module to import: `UIKit` or `AppKit`.
    public var frameworkName: String {
        switch self {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        }
    }
}
