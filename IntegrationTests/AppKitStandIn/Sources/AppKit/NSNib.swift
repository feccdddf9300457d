// Views, tables and the nibs they make their cell views from. Signatures are those of Apple's AppKit
// reference (macOS 14/15 SDK).
//
// What the stand-in keeps of AppKit's observable behaviour:
// - `NSNib(nibNamed:bundle:)` returns `nil` for a nib that does not exist. The nibs that exist are
//   ``NSNib/standInNibs``; with a bundle other than the main bundle, the compiled nib (`Name.nib`)
//   must also be in that bundle.
// - `makeView(withIdentifier:owner:)` returns `nil` for an identifier the table has no prototype
//   or registered nib for.
import Foundation

/// `NSUserInterfaceItemIdentifier`, a string in the stand-in (a struct of string raw value in the
/// SDK, made with `init(_:)` as here).
public typealias NSUserInterfaceItemIdentifier = String

/// `@MainActor class NSView : NSResponder`
@MainActor
open class NSView: NSResponder {
    /// `init(frame frameRect: NSRect)`, without the frame the stand-in does not lay out.
    public required override init() {
        super.init()
    }

    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `@MainActor class NSControl : NSView`
@MainActor
open class NSControl: NSView {}

/// `@MainActor class NSTableCellView : NSView`
@MainActor
open class NSTableCellView: NSView {}

/// `@MainActor class NSTableView : NSControl`
@MainActor
open class NSTableView: NSControl {
    /// Stand-in only: the prototype cell views of the table's columns, by identifier, as Interface
    /// Builder puts them in the table.
    public var standInPrototypeViews: [String: @MainActor () -> NSView] = [:]
    private var registeredNibs: [String: NSNib] = [:]

    /// `func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView?`
    ///
    /// A registered nib's first top-level view, else a column's prototype, else `nil`.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        if let nib = registeredNibs[identifier] {
            var objects: NSArray?
            guard nib.instantiate(withOwner: owner, topLevelObjects: &objects) else { return nil }
            return objects.flatMap { Array($0).lazy.compactMap { $0 as? NSView }.first }
        }
        return standInPrototypeViews[identifier]?()
    }

    /// `func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier)`
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        registeredNibs[identifier] = nib
    }
}

/// `class NSNib : NSObject`
open class NSNib: NSObject {
    /// `NSNib.Name`
    public typealias Name = String

    /// Stand-in only: the nibs that exist, by name: each makes its top-level objects for a File's
    /// Owner (AppKit gives them in no particular order).
    @MainActor public static var standInNibs: [String: @MainActor (Any?) -> [Any]] = [:]

    private let name: String

    /// `init?(nibNamed nibName: NSNib.Name, bundle: Bundle?)`
    ///
    /// `nil` when the nib does not exist (with a bundle other than the main bundle: when the bundle has
    /// no `Name.nib`). Main-actor isolated here only, to read ``standInNibs``.
    @MainActor
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        guard NSNib.standInNibs[nibName] != nil else { return nil }
        if let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL,
            bundle.url(forResource: nibName, withExtension: "nib") == nil
        {
            return nil
        }
        name = nibName
        super.init()
    }

    /// `func instantiate(withOwner owner: Any?, topLevelObjects: AutoreleasingUnsafeMutablePointer<NSArray?>?) -> Bool`
    ///
    /// `AutoreleasingUnsafeMutablePointer` exists only with the Objective-C runtime; an `&objects`
    /// argument compiles against both.
    @MainActor
    open func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
        guard let make = NSNib.standInNibs[name] else { return false }
        topLevelObjects?.pointee = NSArray(array: make(owner))
        return true
    }

    /// Stand-in only: writes an empty compiled nib (`Name.nib`) for each nib of ``standInNibs`` (all
    /// of them, or those named) into a new temporary directory, and returns that directory as a bundle.
    @MainActor
    public static func standInCompiledBundle(nibs names: [String]? = nil) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppKitStandIn-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names ?? Array(standInNibs.keys) {
            try Data().write(to: directory.appendingPathComponent(name + ".nib"))
        }
        guard let bundle = Bundle(path: directory.path) else {
            throw CocoaError(.fileReadUnknown)
        }
        return bundle
    }
}
