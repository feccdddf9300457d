// Nibs, and the reusable views tables and collection views make from them. Signatures are those of
// Apple's UIKit reference.
//
// What the stand-in keeps of UIKit's observable behaviour:
// - `UINib(nibName:bundle:)` does not look for the nib; `instantiate(withOwner:options:)` crashes
//   when there is none (UIKit raises "Could not load NIB in bundle"). The nibs that exist are
//   ``UINib/standInNibs``; ``UINib/standInCompiledBundle(nibs:)`` writes their compiled files
//   (`Name.nib`) so that code can look for them in a bundle first, as on device.
// - `dequeueReusableCell(withIdentifier:for:)` crashes for an identifier nothing is registered for,
//   as UIKit raises; `dequeueReusableHeaderFooterView(withIdentifier:)` returns `nil`.
import Foundation

/// `@MainActor class UINib : NSObject`
@MainActor
open class UINib: NSObject {
    /// `UINib.OptionsKey`, a string in the stand-in (a struct of string raw value in the SDK).
    public typealias OptionsKey = String

    /// Stand-in only: the nibs that exist, by name: each makes its top-level objects, in the order
    /// of the xib, for a File's Owner.
    public static var standInNibs: [String: @MainActor (Any?) -> [Any]] = [:]

    private let name: String

    /// `init(nibName name: String, bundle bundleOrNil: Bundle?)`
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// `func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey : Any]? = nil) -> [Any]`
    ///
    /// UIKit raises when the nib does not exist; so does the stand-in.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let make = UINib.standInNibs[name] else {
            fatalError("NSInternalInconsistencyException: Could not load NIB in bundle with name '\(name)'")
        }
        return make(ownerOrNil)
    }

    /// Stand-in only: writes an empty compiled nib (`Name.nib`) for each nib of ``standInNibs`` (all
    /// of them, or those named) into a new temporary directory, and returns that directory as a bundle.
    public static func standInCompiledBundle(nibs names: [String]? = nil) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("UIKitStandIn-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in names ?? Array(standInNibs.keys) {
            try Data().write(to: directory.appendingPathComponent(name + ".nib"))
        }
        guard let bundle = Bundle(path: directory.path) else {
            throw StandInStoryboardError.bundleUnreadable(directory.path)
        }
        return bundle
    }
}

/// Stand-in only: what a table or collection view has registered, by reuse identifier.
@MainActor
struct StandInReuseRegistry {
    var views: [String: @MainActor () -> Any] = [:]

    mutating func register(_ nib: UINib?, _ key: String) {
        guard let nib else {
            views[key] = nil
            return
        }
        views[key] = { () -> Any in nib.instantiate(withOwner: nil, options: nil).first as Any }
    }
}

extension UITableView {
    /// `func register(_ nib: UINib?, forCellReuseIdentifier identifier: String)`
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        standInRegistered.register(nib, "cell:" + identifier)
    }

    /// `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? UITableViewCell.Type else {
            standInRegistered.views["cell:" + identifier] = nil
            return
        }
        standInRegistered.views["cell:" + identifier] = { () -> Any in type.init() }
    }

    /// `func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String)`
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        standInRegistered.register(nib, "header:" + identifier)
    }

    /// `func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell`
    ///
    /// UIKit raises when nothing is registered for the identifier; so does the stand-in. A nib whose
    /// first top-level object is not a cell raises too.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let make = standInRegistered.views["cell:" + identifier], let cell = make() as? UITableViewCell else {
            fatalError(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier \(identifier) - must "
                    + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// `func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?`
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        standInRegistered.views["header:" + identifier]?() as? UITableViewHeaderFooterView
    }
}

extension UICollectionView {
    /// `func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String)`
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        standInRegistered.register(nib, "cell:" + identifier)
    }

    /// `func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)`
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String)
    {
        standInRegistered.register(nib, kind + ":" + identifier)
    }

    /// `func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell`
    ///
    /// UIKit raises when nothing is registered for the identifier; so does the stand-in.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let make = standInRegistered.views["cell:" + identifier], let cell = make() as? UICollectionViewCell
        else {
            fatalError(
                "NSInternalInconsistencyException: could not dequeue a view of kind: UICollectionElementKindCell "
                    + "with identifier \(identifier) - must register a nib or a class for the identifier")
        }
        return cell
    }

    /// `func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView`
    ///
    /// UIKit raises when nothing is registered for the kind and identifier; so does the stand-in.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let make = standInRegistered.views[elementKind + ":" + identifier],
            let view = make() as? UICollectionReusableView
        else {
            fatalError(
                "NSInternalInconsistencyException: could not dequeue a view of kind: \(elementKind) with identifier "
                    + "\(identifier) - must register a nib or a class for the identifier")
        }
        return view
    }
}
