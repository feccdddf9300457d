import SegueRouting

/// A view that a table or collection view makes again and again by its reuse identifier: a
/// prototype cell of a storyboard's table or collection view, a cell, header or footer a xib holds
/// at its top level, or a cell view of an AppKit table column.
///
/// Code asks for it by identifier (`dequeueReusableCell(withIdentifier:for:)`,
/// `makeView(withIdentifier:owner:)`); an identifier that nothing provides crashes UIKit ("unable to
/// dequeue a cell with identifier …") and gives AppKit `nil`.
public struct ReusableView: Sendable, Hashable {
    /// What kind of reusable view it is, by its element.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A `UITableViewCell` (`<tableViewCell>`).
        case tableViewCell
        /// A `UICollectionViewCell` (`<collectionViewCell>`).
        case collectionViewCell
        /// A collection view's header, footer or other supplementary view (`<collectionReusableView>`).
        case collectionReusableView
        /// A table view's section header or footer (`<tableViewHeaderFooterView>`).
        case tableViewHeaderFooterView
        /// A view of an AppKit table or outline column's prototypes (`<tableCellView>` and any other
        /// view in `<prototypeCellViews>`), found by its `identifier`.
        case tableCellView

        /// The kind of the element `name`, if it is one.
        package init?(elementName name: String) {
            switch name {
            case "tableViewCell": self = .tableViewCell
            case "collectionViewCell": self = .collectionViewCell
            case "collectionReusableView": self = .collectionReusableView
            case "tableViewHeaderFooterView": self = .tableViewHeaderFooterView
            case "tableCellView": self = .tableCellView
            default: return nil
            }
        }

        /// The framework class a view of this kind is without a custom class.
        public var frameworkClassName: String {
            switch self {
            case .tableViewCell: "UITableViewCell"
            case .collectionViewCell: "UICollectionViewCell"
            case .collectionReusableView: "UICollectionReusableView"
            case .tableViewHeaderFooterView: "UITableViewHeaderFooterView"
            case .tableCellView: "NSTableCellView"
            }
        }
    }

    /// The kind of view.
    public let kind: Kind
    /// The element's name (`tableViewCell`, or for an AppKit cell view the view's element:
    /// `tableCellView`, `textField` …).
    public let elementName: String
    /// The object id.
    public let id: String
    /// The reuse identifier (`reuseIdentifier`, or an AppKit view's `identifier`); `nil` when the
    /// view has none.
    public let reuseIdentifier: String?
    /// The custom class, if set.
    public let customClass: String?
    /// The custom class's module, if set.
    public let customModule: String?
    /// The id of the table, outline or collection view whose prototype it is; `nil` for a view at
    /// the top level of a xib.
    public let containerID: String?
    /// Whether it is a prototype of a storyboard's table or collection view (a storyboard's static
    /// cells are not, and need no identifier).
    public let isPrototype: Bool
    /// For a view in a storyboard, the index in ``Storyboard/scenes`` of the scene that holds it.
    public let sceneIndex: Int?
    /// Where its element starts.
    public let location: FileLocation

    /// Creates a reusable view.
    public init(
        kind: Kind, elementName: String, id: String, reuseIdentifier: String?, customClass: String?,
        customModule: String?, containerID: String?, isPrototype: Bool, sceneIndex: Int?, location: FileLocation
    ) {
        self.kind = kind
        self.elementName = elementName
        self.id = id
        self.reuseIdentifier = reuseIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.containerID = containerID
        self.isPrototype = isPrototype
        self.sceneIndex = sceneIndex
        self.location = location
    }

    /// The class the view is made of: its custom class, or its kind's framework class.
    public var className: String {
        if let customClass, !customClass.isEmpty { return customClass }
        return kind == .tableCellView && elementName != "tableCellView" ? "NSView" : kind.frameworkClassName
    }
}
