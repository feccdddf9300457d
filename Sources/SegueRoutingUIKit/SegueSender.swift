#if canImport(UIKit)
    import Foundation
    import UIKit

    extension IndexPath {
        /// The index path of the table or collection view row that sent a segue: the sender itself
        /// when it is a cell, or the cell that holds it (a button inside a cell).
        ///
        /// A segue from a prototype cell passes the cell as its sender; a handler that needs the row
        /// reads it in one line:
        ///
        ///     func prepareForShowMessageSegue(_ screen: MessageScreen, sender: Any?) {
        ///         guard let row = IndexPath(segueSender: sender) else { return }
        ///         screen.message = messages[row.row]
        ///     }
        ///
        /// The nearest cell above the sender answers, so a control in a collection view nested in a
        /// table cell gives the collection view's item.
        ///
        /// - Parameter sender: The `sender` of `prepare(for:sender:)` or of a route's handler.
        /// - Returns: `nil` when the sender is not a view inside a cell, or its cell is not in a table
        ///   or collection view (or no longer visible).
        /// - Complexity: O(*d*), where *d* is the depth of the sender in its view hierarchy.
        @MainActor
        public init?(segueSender sender: Any?) {
            var view = sender as? UIView
            while let current = view {
                if let cell = current as? UITableViewCell {
                    guard let path = Self.enclosing(UITableView.self, of: cell)?.indexPath(for: cell) else {
                        return nil
                    }
                    self = path
                    return
                }
                if let cell = current as? UICollectionViewCell {
                    guard let path = Self.enclosing(UICollectionView.self, of: cell)?.indexPath(for: cell) else {
                        return nil
                    }
                    self = path
                    return
                }
                view = current.superview
            }
            return nil
        }

        /// The nearest superview of `view` of type `List`.
        @MainActor
        private static func enclosing<List: UIView>(_: List.Type, of view: UIView) -> List? {
            var parent = view.superview
            while let current = parent {
                if let list = current as? List { return list }
                parent = current.superview
            }
            return nil
        }
    }
#endif
