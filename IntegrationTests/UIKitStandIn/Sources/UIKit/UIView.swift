// The views a segue's sender can be: a cell of a table or collection view, or a control inside one.
// Each repeats the declaration in Apple's UIKit reference for the members the adapter uses
// (`superview`, `addSubview(_:)`, `indexPath(for:)`); rows are placed with `standInPlace(_:at:)`,
// where an app's data source would make them.
import Foundation

/// `@MainActor class UIView : UIResponder`
@MainActor
open class UIView: UIResponder {
    /// `var superview: UIView? { get }`
    open private(set) weak var superview: UIView?
    /// `var subviews: [UIView] { get }`
    open private(set) var subviews: [UIView] = []

    /// `init(frame: CGRect)`, without the frame the stand-in does not lay out.
    public override init() {
        super.init()
    }

    /// `func addSubview(_ view: UIView)`
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// `func removeFromSuperview()`
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
}

/// `@MainActor class UIControl : UIView`
@MainActor
open class UIControl: UIView {}

/// `@MainActor class UIButton : UIControl`
@MainActor
open class UIButton: UIControl {}

/// `@MainActor class UIScrollView : UIView`
@MainActor
open class UIScrollView: UIView {}

/// `@MainActor class UITableViewCell : UIView`
@MainActor
open class UITableViewCell: UIView {
    /// `var contentView: UIView { get }`
    public let contentView = UIView()

    /// `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)`, without the style and
    /// identifier the stand-in does not keep; required so that a registered class can be made.
    public required override init() {
        super.init()
        addSubview(contentView)
    }
}

/// `@MainActor class UITableViewHeaderFooterView : UIView`
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// `init(reuseIdentifier: String?)`, without the identifier the stand-in does not keep.
    public required override init() {
        super.init()
    }
}

/// `@MainActor class UITableView : UIScrollView`
@MainActor
open class UITableView: UIScrollView {
    private var rows: [(cell: UITableViewCell, indexPath: IndexPath)] = []
    /// Stand-in only: what `register` registered, for the `dequeue…` methods (UINib.swift).
    var standInRegistered = StandInReuseRegistry()

    /// `func indexPath(for cell: UITableViewCell) -> IndexPath?`: `nil` for a cell that is not visible.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rows.first { $0.cell === cell }?.indexPath
    }

    /// Stand-in only: shows `cell` at `indexPath`, as the data source's cell for that row.
    public func standInPlace(_ cell: UITableViewCell, at indexPath: IndexPath) {
        addSubview(cell)
        rows.append((cell, indexPath))
    }
}

/// `@MainActor class UICollectionReusableView : UIView`
@MainActor
open class UICollectionReusableView: UIView {}

/// `@MainActor class UICollectionViewCell : UICollectionReusableView`
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// `var contentView: UIView { get }`
    public let contentView = UIView()

    public override init() {
        super.init()
        addSubview(contentView)
    }
}

/// `@MainActor class UICollectionView : UIScrollView`
@MainActor
open class UICollectionView: UIScrollView {
    private var items: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
    /// Stand-in only: what `register` registered, for the `dequeue…` methods (UINib.swift).
    var standInRegistered = StandInReuseRegistry()

    /// `func indexPath(for cell: UICollectionViewCell) -> IndexPath?`: `nil` for a cell that is not
    /// visible.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        items.first { $0.cell === cell }?.indexPath
    }

    /// Stand-in only: shows `cell` at `indexPath`, as the data source's cell for that item.
    public func standInPlace(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        addSubview(cell)
        items.append((cell, indexPath))
    }
}

/// UIKit's additions to Foundation's `IndexPath` for table rows and collection items.
extension IndexPath {
    /// `init(row: Int, section: Int)`
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// `init(item: Int, section: Int)`
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// `var section: Int`
    public var section: Int { self[0] }
    /// `var row: Int`
    public var row: Int { self[1] }
    /// `var item: Int`
    public var item: Int { self[1] }
}
