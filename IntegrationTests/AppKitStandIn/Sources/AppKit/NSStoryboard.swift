// The part of AppKit that instantiates view and window controllers from storyboards. Signatures are
// those of Apple's AppKit reference (macOS 14/15 SDK); `NSStoryboard` is not `@MainActor` there.
//
// What the stand-in keeps of AppKit's observable behaviour:
// - `NSStoryboard(name:bundle:)` crashes when the storyboard does not exist, and the
//   `instantiateController(withIdentifier:)` family crashes when the identifier is not in the
//   storyboard. AppKit raises an Objective-C exception there, which Swift cannot catch; the stand-in
//   stops with `fatalError` and AppKit's message.
// - A compiled storyboard is found with `Bundle.url(forResource: name, withExtension: "storyboardc")`
//   and its scenes are listed in that directory's `Info.plist`; see
//   `NSStoryboard.standInCompiledBundle(storyboards:)`.
// - Instantiated controllers report the storyboard they came from in `storyboard`.
// The controllers are main-actor objects, so the stand-in instantiates them on the main actor and
// stops (`MainActor.assumeIsolated`) when called from elsewhere.
import Foundation

/// Stand-in only: one storyboard's scenes, as factories in place of a compiled storyboard's nibs.
/// A scene is a view controller or a window controller.
///
///     NSStoryboard.standInStoryboards["Main"] = StandInStoryboard(
///         initial: { NSWindowController(window: NSWindow(contentViewController: InboxViewController())) },
///         scenes: ["Message": { MessageViewController() }])
///     let screen = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Message")
public struct StandInStoryboard: Sendable {
    /// The nib name the stand-in gives an initial scene, which has no storyboard ID of its own.
    ///
    /// ibtool names such a scene `<class>-<object ID>` and lists it in
    /// `NSViewControllerIdentifiersToNibNames` under that same name.
    public static let initialSceneNibName = "NSWindowController-Sta-nd-Ini"

    /// Makes the storyboard's initial controller, or `nil` for a storyboard without one.
    public var initial: (@MainActor () -> Any)?
    /// Makes the scene with each storyboard ID.
    public var scenes: [NSStoryboard.SceneIdentifier: @MainActor () -> Any]

    public init(
        initial: (@MainActor () -> Any)? = nil, scenes: [NSStoryboard.SceneIdentifier: @MainActor () -> Any] = [:]
    ) {
        self.initial = initial
        self.scenes = scenes
    }

    /// `NSViewControllerIdentifiersToNibNames` of the compiled storyboard: every storyboard ID names a
    /// nib of the same name, and the initial scene is listed under its generated nib name.
    public var identifiersToNibNames: [String: String] {
        var names = Dictionary(uniqueKeysWithValues: scenes.keys.map { ($0, $0) })
        if initial != nil { names[Self.initialSceneNibName] = Self.initialSceneNibName }
        return names
    }

    /// `NSStoryboardDesignatedEntryPointIdentifier`: the initial scene's nib name, `nil` without one.
    public var designatedEntryPoint: String? {
        initial == nil ? nil : Self.initialSceneNibName
    }

    /// The dictionary of the compiled storyboard's `Info.plist`, with the keys ibtool writes for
    /// macOS. (The main storyboard's `NSStoryboardMainMenu` is not written: the stand-in has no menus.)
    public var compiledInfo: [String: Any] {
        var info: [String: Any] = [
            "NSViewControllerIdentifiersToNibNames": identifiersToNibNames,
            "NSStoryboardVersion": 1,
        ]
        if let designatedEntryPoint { info["NSStoryboardDesignatedEntryPointIdentifier"] = designatedEntryPoint }
        return info
    }

    func factory(forNibName nibName: String) -> (@MainActor () -> Any)? {
        if nibName == Self.initialSceneNibName, let initial { return initial }
        return scenes[nibName]
    }
}

/// `class NSStoryboard : NSObject`
open class NSStoryboard: NSObject {
    /// `typealias Name = String` (`NSStoryboardName`, `NS_SWIFT_BRIDGED_TYPEDEF`)
    public typealias Name = String
    /// `typealias SceneIdentifier = String`
    public typealias SceneIdentifier = String

    /// Stand-in only: the storyboards that exist, by name. They are in the main bundle: a storyboard
    /// opened with `bundle: nil` (or `Bundle.main`) is taken from here directly. With any other bundle,
    /// the compiled storyboard must also be in that bundle (see ``standInCompiledBundle(storyboards:)``).
    @MainActor public static var standInStoryboards: [NSStoryboard.Name: StandInStoryboard] = [:]

    private let name: NSStoryboard.Name
    private let content: StandInStoryboard
    private let identifiersToNibNames: [String: String]
    private let designatedEntryPoint: String?

    private init(
        name: NSStoryboard.Name, content: StandInStoryboard, identifiersToNibNames: [String: String],
        designatedEntryPoint: String?
    ) {
        self.name = name
        self.content = content
        self.identifiersToNibNames = identifiersToNibNames
        self.designatedEntryPoint = designatedEntryPoint
        super.init()
    }

    /// `convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?)`
    ///
    /// AppKit raises when the bundle has no storyboard of that name; so does the stand-in.
    public convenience init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        let notFound = "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>"
        let registered = MainActor.assumeIsolated { NSStoryboard.standInStoryboards[name] }
        if bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL {
            guard let content = registered else {
                fatalError("NSInvalidArgumentException: \(notFound)")
            }
            self.init(
                name: name, content: content, identifiersToNibNames: content.identifiersToNibNames,
                designatedEntryPoint: content.designatedEntryPoint)
        } else {
            // As AppKit does: the compiled storyboard in the bundle says which scenes exist.
            guard let compiled = bundle.url(forResource: name, withExtension: "storyboardc") else {
                fatalError("NSInvalidArgumentException: \(notFound)")
            }
            let info = readCompiledStoryboardInfo(compiled)
            guard let names = info["NSViewControllerIdentifiersToNibNames"] as? [String: String] else {
                fatalError("Stand-in: \(compiled.path)/Info.plist has no NSViewControllerIdentifiersToNibNames")
            }
            guard let content = registered else {
                fatalError(
                    "Stand-in: standInStoryboards has no scenes for the storyboard '\(name)' found in \(bundle.bundlePath)"
                )
            }
            self.init(
                name: name, content: content, identifiersToNibNames: names,
                designatedEntryPoint: info["NSStoryboardDesignatedEntryPointIdentifier"] as? String)
        }
    }

    /// `func instantiateInitialController() -> Any?`
    open func instantiateInitialController() -> Any? {
        guard let designatedEntryPoint else { return nil }
        return instantiate(nibName: designatedEntryPoint, as: Any.self, creator: nil)
    }

    /// `func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any`
    ///
    /// AppKit raises when the storyboard has no scene with that storyboard ID; so does the stand-in.
    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        instantiate(nibName: nibName(forIdentifier: identifier), as: Any.self, creator: nil)
    }

    func nibName(forIdentifier identifier: NSStoryboard.SceneIdentifier) -> String {
        guard let nibName = identifiersToNibNames[identifier] else {
            fatalError(
                "NSInvalidArgumentException: Storyboard (\(self)) doesn't contain a controller with identifier '\(identifier)'"
            )
        }
        return nibName
    }

    /// Makes the scene stored under `nibName`: with `creator` when it returns a controller, otherwise
    /// as the storyboard would (`init(coder:)`), here with the registered factory.
    func instantiate<Controller>(
        nibName: String, as type: Controller.Type, creator: ((NSCoder) -> Controller?)?
    ) -> Controller {
        let controller: Any
        if let creator, let created = creator(StandInSceneCoder()) {
            controller = created
        } else {
            guard let factory = content.factory(forNibName: nibName) else {
                fatalError("Stand-in: the storyboard '\(name)' lists the nib '\(nibName)' but has no factory for it")
            }
            controller = MainActor.assumeIsolated { UncheckedSendable(factory()) }.value
        }
        guard let typed = controller as? Controller else {
            fatalError(
                "Could not cast value of type '\(Swift.type(of: controller))' to '\(Controller.self)' (storyboard '\(name)', nib '\(nibName)')"
            )
        }
        let storyboard = UncheckedSendable(self)
        let made = UncheckedSendable(controller)
        MainActor.assumeIsolated {
            if let viewController = made.value as? NSViewController {
                viewController.standInStoryboard = storyboard.value
            } else if let windowController = made.value as? NSWindowController {
                windowController.standInStoryboard = storyboard.value
            }
        }
        return typed
    }
}

extension NSStoryboard {
    /// `func instantiateInitialController<Controller>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? where Controller : NSViewController`
    /// (macOS 10.15+)
    ///
    /// When `creator` returns `nil`, the storyboard makes the controller itself.
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSViewController {
        guard let designatedEntryPoint else { return nil }
        return instantiate(nibName: designatedEntryPoint, as: Controller.self, creator: creator)
    }

    /// `func instantiateInitialController<Controller>(creator: ((NSCoder) -> Controller?)? = nil) -> Controller? where Controller : NSWindowController`
    /// (macOS 10.15+)
    public func instantiateInitialController<Controller>(
        creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller? where Controller: NSWindowController {
        guard let designatedEntryPoint else { return nil }
        return instantiate(nibName: designatedEntryPoint, as: Controller.self, creator: creator)
    }

    /// `func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSViewController`
    /// (macOS 10.15+)
    ///
    /// AppKit raises when the storyboard has no scene with that storyboard ID; so does the stand-in.
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSViewController {
        instantiate(nibName: nibName(forIdentifier: identifier), as: Controller.self, creator: creator)
    }

    /// `func instantiateController<Controller>(identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil) -> Controller where Controller : NSWindowController`
    /// (macOS 10.15+)
    public func instantiateController<Controller>(
        identifier: NSStoryboard.SceneIdentifier, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller where Controller: NSWindowController {
        instantiate(nibName: nibName(forIdentifier: identifier), as: Controller.self, creator: creator)
    }

    /// Stand-in only: writes the compiled form of storyboards of ``standInStoryboards`` (all of them,
    /// or those named) into a new temporary directory, and returns that directory as a bundle.
    ///
    /// Each storyboard becomes `Name.storyboardc/Info.plist` (a binary property list holding
    /// `NSViewControllerIdentifiersToNibNames`, `NSStoryboardDesignatedEntryPointIdentifier` when
    /// there is an initial scene, and `NSStoryboardVersion`), so that code under test can look scenes
    /// up the way it does in an app:
    ///
    ///     let bundle = try NSStoryboard.standInCompiledBundle()
    ///     let url = bundle.url(forResource: "Main", withExtension: "storyboardc")
    ///
    /// The nib files themselves are not written. Write the bundle after registering the storyboards:
    /// later changes to ``standInStoryboards`` do not reach files already written.
    @MainActor
    public static func standInCompiledBundle(storyboards names: [NSStoryboard.Name]? = nil) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppKitStandIn-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names ?? Array(standInStoryboards.keys) {
            guard let storyboard = standInStoryboards[name] else {
                throw StandInStoryboardError.unknownStoryboard(name)
            }
            try writeCompiledStoryboard(storyboard.compiledInfo, named: name, into: directory)
        }
        guard let bundle = Bundle(path: directory.path) else {
            throw StandInStoryboardError.bundleUnreadable(directory.path)
        }
        return bundle
    }
}

/// Stand-in only: why ``NSStoryboard/standInCompiledBundle(storyboards:)`` failed.
public enum StandInStoryboardError: Error, Equatable {
    /// No storyboard of that name is registered in `NSStoryboard.standInStoryboards`.
    case unknownStoryboard(String)
    /// Foundation could not open the written directory as a bundle.
    case bundleUnreadable(String)
}

/// Stand-in only: the coder `creator:` closures receive, in place of the decoder of the scene's nib.
///
/// It is keyed and holds no value: `init(coder:)` succeeds, every `decode…(forKey:)` returns `nil`,
/// `false` or zero. (swift-corelibs-foundation's `NSKeyedUnarchiver` treats a missing key as a
/// decoding failure, where Apple's returns `nil`; hence this small coder.)
public final class StandInSceneCoder: NSCoder {
    public override var allowsKeyedCoding: Bool { true }
    public override var requiresSecureCoding: Bool { false }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
}

/// Carries a value that is only used on the main actor across `MainActor.assumeIsolated`.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private func writeCompiledStoryboard(_ info: [String: Any], named name: String, into directory: URL) throws {
    let compiled = directory.appendingPathComponent("\(name).storyboardc", isDirectory: true)
    try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
    let data = try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
    try data.write(to: compiled.appendingPathComponent("Info.plist"))
}

private func readCompiledStoryboardInfo(_ compiled: URL) -> [String: Any] {
    let plist = compiled.appendingPathComponent("Info.plist")
    guard let data = try? Data(contentsOf: plist),
        let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
    else {
        fatalError("Stand-in: \(plist.path) is missing or is not a property list dictionary")
    }
    return info
}
