import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One Interface Builder document, read: a storyboard's scenes and segues, or a xib's objects, and
/// the connections of either into code.
///
/// A xib has no scenes and no segues: its File's Owner, its top-level objects and their
/// connections are in ``objects``, ``connections`` and ``runtimeAttributes``.
public struct Storyboard: Sendable {
    /// The file's path, as it was given.
    public let path: String
    /// Whether the document is a storyboard or a xib.
    public let kind: InterfaceBuilderDocumentKind
    /// The UI framework the storyboard is for.
    public let platform: StoryboardPlatform
    /// The SDK the document is written for, as its document type says.
    package let sdk: SDKPlatform
    /// The scenes' controllers and storyboard references, in file order.
    public let scenes: [StoryboardScene]
    /// The object id of the initial controller (the document's `initialViewController`), if any.
    public let initialViewControllerID: String?
    /// The segues, in file order. Relationship segues are included; `<segue reference=…>`
    /// placeholders and preview segues nested in other segues are not segues and are left out.
    public let segues: [StoryboardSegue]
    /// The outlet connections of the scenes' controllers, in file order.
    public let outlets: [StoryboardOutlet]
    /// The objects that name a class, are placeholders, or hold connections or runtime attributes,
    /// in file order: scenes' controllers, cells, views, File's Owner.
    public let objects: [InterfaceObject]
    /// Every outlet, outlet collection and action of every object, in file order.
    public let connections: [InterfaceConnection]
    /// Every user-defined runtime attribute, in file order.
    public let runtimeAttributes: [InterfaceRuntimeAttribute]
    /// The reusable views, in file order: the prototype cells of a storyboard's tables and collection
    /// views (and the cells of their static sections, which are not prototypes), the cells, headers and
    /// footers at the top level of a xib, and the prototype cell views of AppKit tables.
    public let reusableViews: [ReusableView]
    /// A xib's top-level objects, placeholders left out, in file order: what `instantiate(withOwner:)`
    /// returns. Empty for a storyboard.
    public let topLevelObjects: [InterfaceObject]
    /// The images and named colors the document uses by name, in file order: those its objects name,
    /// then the `<resources>` entries no object names.
    public let assetReferences: [AssetReference]
    /// The fonts the document's objects name, in file order: not system fonts, text styles or
    /// AppKit's `metaFont`s, which name no font.
    public let fonts: [InterfaceFont]
    /// The font files the document's `<customFonts>` declares, in file order: which of ``fonts`` are
    /// custom, and the file each comes from.
    public let customFonts: [CustomFontFile]
    /// Every Cocoa binding of every object, in file order (macOS documents).
    public let bindings: [InterfaceBinding]
    /// The controllers bindings go through (array, tree, object, dictionary and user defaults
    /// controllers), in file order.
    public let bindingControllers: [InterfaceBindingController]

    /// A storyboard made of what a reader found.
    package init(
        path: String, kind: InterfaceBuilderDocumentKind = .storyboard, platform: StoryboardPlatform,
        scenes: [StoryboardScene], initialViewControllerID: String?, segues: [StoryboardSegue],
        outlets: [StoryboardOutlet], objects: [InterfaceObject] = [], connections: [InterfaceConnection] = [],
        runtimeAttributes: [InterfaceRuntimeAttribute] = [], reusableViews: [ReusableView] = [],
        topLevelObjects: [InterfaceObject] = [], sdk: SDKPlatform? = nil, assetReferences: [AssetReference] = [],
        fonts: [InterfaceFont] = [], customFonts: [CustomFontFile] = [], bindings: [InterfaceBinding] = [],
        bindingControllers: [InterfaceBindingController] = []
    ) {
        self.assetReferences = assetReferences
        self.fonts = fonts
        self.customFonts = customFonts
        self.bindings = bindings
        self.bindingControllers = bindingControllers
        self.reusableViews = reusableViews
        self.topLevelObjects = topLevelObjects
        self.path = path
        self.sdk = sdk ?? (platform == .appKit ? .macOS : .iOS)
        self.kind = kind
        self.objects = objects
        self.connections = connections
        self.runtimeAttributes = runtimeAttributes
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
    /// `.storyboard` (a xib's: without `.xib`, as `UINib(nibName:bundle:)` takes it).
    public var name: String {
        // The last component, found in the UTF-8 (String.split works on Characters, slowly).
        var file = Substring(path)
        while file.utf8.last == UInt8(ascii: "/") { file = file[..<file.utf8.index(before: file.utf8.endIndex)] }
        if let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) { file = file[file.utf8.index(after: slash)...] }
        if file.isEmpty { return path }
        for suffix in [".storyboard".utf8, ".xib".utf8] where file.utf8.count >= suffix.count {
            let start = file.utf8.index(file.utf8.endIndex, offsetBy: -suffix.count)
            if file.utf8[start...].elementsEqual(suffix) { return String(file[..<start]) }
        }
        return String(file)
    }
}

/// The UI framework a storyboard is written for.
public enum StoryboardPlatform: String, Sendable, Hashable, CaseIterable {
    /// iOS, iPadOS, tvOS, Mac Catalyst and visionOS storyboards (`CocoaTouch`).
    case uiKit
    /// macOS storyboards (`Cocoa`).
    case appKit

    /// The platform of a document type: `com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB` and
    /// `com.apple.InterfaceBuilder3.Cocoa.XIB` are AppKit, any other (`…CocoaTouch.Storyboard.XIB`,
    /// `…CocoaTouch.XIB`, `…AppleTV.Storyboard.XIB`) UIKit.
    package init(documentType: String?) {
        self = documentType?.utf8.starts(with: "com.apple.InterfaceBuilder3.Cocoa.".utf8) == true ? .appKit : .uiKit
    }

    /// The module to import: `UIKit` or `AppKit`.
    public var frameworkName: String {
        switch self {
        case .uiKit: "UIKit"
        case .appKit: "AppKit"
        }
    }
}

/// The SDK an Interface Builder document is written for: its classes are that SDK's.
package enum SDKPlatform: String, Sendable, Hashable, CaseIterable {
    /// iOS, iPadOS, Mac Catalyst and visionOS (`CocoaTouch` documents).
    case iOS
    /// tvOS (`AppleTV` documents).
    case tvOS
    /// macOS (`Cocoa` documents).
    case macOS
    /// watchOS (`WatchKit` storyboards).
    case watchOS

    /// The SDK of a document type: `com.apple.InterfaceBuilder.AppleTV.…` is tvOS,
    /// `com.apple.InterfaceBuilder.WatchKit.…` watchOS, `com.apple.InterfaceBuilder3.Cocoa.…` macOS, any
    /// other iOS.
    package init(documentType: String?) {
        guard let type = documentType else {
            self = .iOS
            return
        }
        // Compared as bytes: `String.contains` costs tens of thousands of instructions a document.
        let utf8 = type.utf8
        if utf8.starts(with: "com.apple.InterfaceBuilder3.Cocoa.".utf8) {
            self = .macOS
        } else if utf8.starts(with: "com.apple.InterfaceBuilder.AppleTV.".utf8)
            || utf8.starts(with: "com.apple.InterfaceBuilder3.AppleTV.".utf8)
        {
            self = .tvOS
        } else if utf8.starts(with: "com.apple.InterfaceBuilder.WatchKit.".utf8)
            || utf8.starts(with: "com.apple.InterfaceBuilder3.WatchKit.".utf8)
        {
            self = .watchOS
        } else {
            self = .iOS
        }
    }
}

/// The last component of a `/`-separated path, as findings and generated code name a file.
package func lastPathComponent(_ path: String) -> String {
    // As `path.split(separator: "/").last ?? path`, found in the UTF-8 from the end (a split made an
    // array of every component: 27,000 instructions a call on long paths).
    let utf8 = path.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
    guard end > utf8.startIndex else { return path }
    var start = end
    while start > utf8.startIndex, utf8[utf8.index(before: start)] != UInt8(ascii: "/") {
        start = utf8.index(before: start)
    }
    return String(path[start..<end])
}
