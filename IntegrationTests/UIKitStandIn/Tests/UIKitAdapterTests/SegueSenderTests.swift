import Foundation
import SegueRoutingUIKitUnderTest
import Testing
import UIKit

@Suite("The index path of a segue's sender")
@MainActor
struct SegueSenderTests {
    @Test("A table cell, or a button inside one, gives the cell's row")
    func tableRows() {
        let table = UITableView()
        let cell = UITableViewCell()
        let button = UIButton()
        cell.contentView.addSubview(button)
        table.standInPlace(UITableViewCell(), at: IndexPath(row: 0, section: 0))
        table.standInPlace(cell, at: IndexPath(row: 3, section: 1))
        #expect(IndexPath(segueSender: cell) == IndexPath(row: 3, section: 1))
        #expect(IndexPath(segueSender: button) == IndexPath(row: 3, section: 1))
    }

    @Test("A collection view cell gives its item; the nearest cell above the sender answers")
    func collectionItems() {
        let table = UITableView()
        let row = UITableViewCell()
        table.standInPlace(row, at: IndexPath(row: 7, section: 0))
        let collection = UICollectionView()
        row.contentView.addSubview(collection)
        let item = UICollectionViewCell()
        let button = UIButton()
        item.contentView.addSubview(button)
        collection.standInPlace(item, at: IndexPath(item: 2, section: 0))
        #expect(IndexPath(segueSender: button) == IndexPath(item: 2, section: 0))
        #expect(IndexPath(segueSender: collection) == IndexPath(row: 7, section: 0))
    }

    @Test("A sender outside any cell, a cell outside any list, a cell no longer shown and nil give nil")
    func noRow() {
        #expect(IndexPath(segueSender: UIButton()) == nil)
        #expect(IndexPath(segueSender: UITableViewCell()) == nil)
        let table = UITableView()
        let shown = UITableViewCell()
        table.standInPlace(shown, at: IndexPath(row: 0, section: 0))
        let gone = UITableViewCell()
        table.addSubview(gone)
        #expect(IndexPath(segueSender: gone) == nil)
        #expect(IndexPath(segueSender: nil) == nil)
        #expect(IndexPath(segueSender: "a string") == nil)
    }
}
