// The part of UIKit that instantiates view controllers from storyboards, for adapters that create
// scenes by storyboard ID. Signatures are those of Apple's UIKit reference (iOS 17/18 SDK).
//
// What the stand-in keeps of UIKit's observable behaviour:
// - `UIStoryboard(name:bundle:)` crashes when the storyboard does not exist, and the
//   `instantiate…(withIdentifier:)` methods crash when the identifier is not in the storyboard.
//   UIKit raises an Objective-C exception there, which Swift cannot catch; the stand-in stops with
//   `fatalError` and UIKit's message, so a test that reaches those paths fails as an app would.
// - A compiled storyboard is found with `Bundle.url(forResource: name, withExtension: "storyboardc")`
//   and its scenes are listed in that directory's `Info.plist`, as on device; see
//   `UIStoryboard.standInCompiledBundle(storyboards:)`.
// - Instantiated controllers report the storyboard they came from in `storyboard`.
import Foundation

/// Stand-in only: one storyboard's scenes, as factories in place of a compiled storyboard's nibs.
///
///     UIStoryboard.standInStoryboards["Inbox"] = StandInStoryboard(
///         initial: { UINavigationController(rootViewController: InboxViewController()) },
///         scenes: ["Message": { MessageViewController() }])
///     let screen = UIStoryboard(name: "Inbox", bundle: nil).instantiateViewController(withIdentifier: "Message")
public struct StandInStoryboard {
    /// The nib name the stand-in gives an initial scene, which has no storyboard ID of its own.
    ///
    /// ibtool names such a scene `<class>-<object ID>` (for example `UINavigationController-ZKB-z3-xgf`)
    /// and lists it in `UIViewControllerIdentifiersToNibNames` under that same name.
    public static let initialSceneNibName = "UIViewController-Sta-nd-Ini"

    /// Makes the storyboard's initial view controller, or `nil` for a storyboard without one.
    public var initial: (@MainActor () -> UIViewController)?
    /// Makes the scene with each storyboard ID.
    public var scenes: [String: @MainActor () -> UIViewController]

    public init(
        initial: (@MainActor () -> UIViewController)? = nil,
        scenes: [String: @MainActor () -> UIViewController] = [:]
    ) {
        self.initial = initial
        self.scenes = scenes
    }

    /// `UIViewControllerIdentifiersToNibNames` of the compiled storyboard: every storyboard ID names
    /// a nib of the same name, and the initial scene is listed under its generated nib name.
    public var identifiersToNibNames: [String: String] {
        var names = Dictionary(uniqueKeysWithValues: scenes.keys.map { ($0, $0) })
        if initial != nil { names[Self.initialSceneNibName] = Self.initialSceneNibName }
        return names
    }

    /// `UIStoryboardDesignatedEntryPointIdentifier`: the initial scene's nib name, `nil` without one.
    public var designatedEntryPoint: String? {
        initial == nil ? nil : Self.initialSceneNibName
    }

    /// The dictionary of the compiled storyboard's `Info.plist`, with the keys ibtool writes.
    public var compiledInfo: [String: Any] {
        var info: [String: Any] = [
            "UIViewControllerIdentifiersToNibNames": identifiersToNibNames,
            "UIStoryboardVersion": 1,
        ]
        if let designatedEntryPoint { info["UIStoryboardDesignatedEntryPointIdentifier"] = designatedEntryPoint }
        return info
    }

    /// The factory for a nib name of the compiled storyboard.
    @MainActor
    func factory(forNibName nibName: String) -> (@MainActor () -> UIViewController)? {
        if nibName == Self.initialSceneNibName, let initial { return initial }
        return scenes[nibName]
    }
}

/// `@MainActor class UIStoryboard : NSObject`
@MainActor
open class UIStoryboard: NSObject {
    /// Stand-in only: the storyboards that exist, by name. They are in the main bundle: a storyboard
    /// opened with `bundle: nil` (or `Bundle.main`) is taken from here directly. With any other bundle,
    /// the compiled storyboard must also be in that bundle (see ``standInCompiledBundle(storyboards:)``).
    public static var standInStoryboards: [String: StandInStoryboard] = [:]

    private let name: String
    private let content: StandInStoryboard
    private let identifiersToNibNames: [String: String]
    private let designatedEntryPoint: String?

    private init(
        name: String, content: StandInStoryboard, identifiersToNibNames: [String: String],
        designatedEntryPoint: String?
    ) {
        self.name = name
        self.content = content
        self.identifiersToNibNames = identifiersToNibNames
        self.designatedEntryPoint = designatedEntryPoint
        super.init()
    }

    /// `init(name: String, bundle storyboardBundleOrNil: Bundle?)`
    ///
    /// UIKit raises when the bundle has no storyboard of that name; so does the stand-in.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? Bundle.main
        let notFound = "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)>"
        if bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL {
            guard let content = UIStoryboard.standInStoryboards[name] else {
                fatalError("NSInvalidArgumentException: \(notFound)")
            }
            self.init(
                name: name, content: content, identifiersToNibNames: content.identifiersToNibNames,
                designatedEntryPoint: content.designatedEntryPoint)
        } else {
            // As UIKit does: the compiled storyboard in the bundle says which scenes exist.
            guard let compiled = bundle.url(forResource: name, withExtension: "storyboardc") else {
                fatalError("NSInvalidArgumentException: \(notFound)")
            }
            let info = readCompiledStoryboardInfo(compiled)
            guard let names = info["UIViewControllerIdentifiersToNibNames"] as? [String: String] else {
                fatalError("Stand-in: \(compiled.path)/Info.plist has no UIViewControllerIdentifiersToNibNames")
            }
            guard let content = UIStoryboard.standInStoryboards[name] else {
                fatalError(
                    "Stand-in: standInStoryboards has no scenes for the storyboard '\(name)' found in \(bundle.bundlePath)"
                )
            }
            self.init(
                name: name, content: content, identifiersToNibNames: names,
                designatedEntryPoint: info["UIStoryboardDesignatedEntryPointIdentifier"] as? String)
        }
    }

    /// `func instantiateInitialViewController() -> UIViewController?`
    open func instantiateInitialViewController() -> UIViewController? {
        guard let designatedEntryPoint else { return nil }
        return instantiate(nibName: designatedEntryPoint, as: UIViewController.self, creator: nil)
    }

    /// `func instantiateViewController(withIdentifier identifier: String) -> UIViewController`
    ///
    /// UIKit raises when the storyboard has no scene with that storyboard ID; so does the stand-in.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(nibName: nibName(forIdentifier: identifier), as: UIViewController.self, creator: nil)
    }

    func nibName(forIdentifier identifier: String) -> String {
        guard let nibName = identifiersToNibNames[identifier] else {
            fatalError(
                "NSInvalidArgumentException: Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'"
            )
        }
        return nibName
    }

    /// Makes the scene stored under `nibName`: with `creator` when it returns a controller, otherwise
    /// as the storyboard would (`init(coder:)`), here with the registered factory.
    func instantiate<ViewController: UIViewController>(
        nibName: String, as type: ViewController.Type, creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController {
        let controller: UIViewController
        if let creator, let created = creator(standInSceneCoder()) {
            controller = created
        } else {
            guard let factory = content.factory(forNibName: nibName) else {
                fatalError("Stand-in: the storyboard '\(name)' lists the nib '\(nibName)' but has no factory for it")
            }
            controller = factory()
        }
        guard let typed = controller as? ViewController else {
            fatalError(
                "Could not cast value of type '\(Swift.type(of: controller))' to '\(ViewController.self)' (storyboard '\(name)', nib '\(nibName)')"
            )
        }
        typed.standInStoryboard = self
        return typed
    }

    /// The coder a `creator:` closure receives: UIKit passes the scene's archive, the stand-in a
    /// keyed coder that holds no value (see ``StandInSceneCoder``).
    private func standInSceneCoder() -> NSCoder {
        StandInSceneCoder()
    }
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

extension UIStoryboard {
    /// `@MainActor @preconcurrency func instantiateInitialViewController<ViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? where ViewController : UIViewController`
    /// (iOS 13+)
    ///
    /// When `creator` returns `nil`, the storyboard makes the controller itself.
    @preconcurrency
    public func instantiateInitialViewController<ViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? where ViewController: UIViewController {
        guard let designatedEntryPoint else { return nil }
        return instantiate(nibName: designatedEntryPoint, as: ViewController.self, creator: creator)
    }

    /// `@MainActor @preconcurrency func instantiateViewController<ViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController where ViewController : UIViewController`
    /// (iOS 13+)
    ///
    /// UIKit raises when the storyboard has no scene with that storyboard ID; so does the stand-in.
    @preconcurrency
    public func instantiateViewController<ViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController where ViewController: UIViewController {
        instantiate(nibName: nibName(forIdentifier: identifier), as: ViewController.self, creator: creator)
    }

    /// Stand-in only: writes the compiled form of storyboards of ``standInStoryboards`` (all of them,
    /// or those named) into a new temporary directory, and returns that directory as a bundle.
    ///
    /// Each storyboard becomes `Name.storyboardc/Info.plist` (a binary property list holding
    /// `UIViewControllerIdentifiersToNibNames`, `UIStoryboardDesignatedEntryPointIdentifier` when
    /// there is an initial scene, and `UIStoryboardVersion`), so that code under test can look
    /// scenes up the way it does on device:
    ///
    ///     let bundle = try UIStoryboard.standInCompiledBundle()
    ///     let url = bundle.url(forResource: "Inbox", withExtension: "storyboardc")
    ///
    /// The nib files themselves are not written. Write the bundle after registering the storyboards:
    /// later changes to ``standInStoryboards`` do not reach files already written.
    public static func standInCompiledBundle(storyboards names: [String]? = nil) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("UIKitStandIn-\(UUID().uuidString)", isDirectory: true)
        for name in names ?? Array(standInStoryboards.keys) {
            guard let storyboard = standInStoryboards[name] else {
                throw StandInStoryboardError.unknownStoryboard(name)
            }
            try writeCompiledStoryboard(storyboard.compiledInfo, named: name, into: directory)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        guard let bundle = Bundle(path: directory.path) else {
            throw StandInStoryboardError.bundleUnreadable(directory.path)
        }
        return bundle
    }
}

/// Stand-in only: why ``UIStoryboard/standInCompiledBundle(storyboards:)`` failed.
public enum StandInStoryboardError: Error, Equatable {
    /// No storyboard of that name is registered in `UIStoryboard.standInStoryboards`.
    case unknownStoryboard(String)
    /// Foundation could not open the written directory as a bundle.
    case bundleUnreadable(String)
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
