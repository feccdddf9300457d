import AppKit
import Foundation
import SegueRouting
import SegueRoutingAppKitUnderTest
import Testing

final class NameCellView: NSTableCellView {}
final class ListHeader: NSView {}
final class ListOwner: NSObject {}

enum ListNibs {
    static let list = Nib<ListOwner, ListHeader>("List")
    static let missing = Nib<ListOwner, ListHeader>("Lsit")
}

enum ListReuse {
    static let nameCell = ReuseIdentifier<NameCellView>("NameCell")
    static let noteCell = ReuseIdentifier<NameCellView>("NoteCell", nib: "NoteCellView")
}

@Suite("Nibs and table cell views through the AppKit adapter", .serialized)
@MainActor
struct AppKitNibTests {
    func makeBundle() throws -> Bundle {
        NSNib.standInNibs["List"] = { _ in [NSObject(), ListHeader()] }
        NSNib.standInNibs["NoteCellView"] = { _ in [NameCellView()] }
        return try NSNib.standInCompiledBundle()
    }

    @Test("A declared nib loads its root with the declared type; a missing nib is an error naming it")
    func loadsNib() throws {
        let bundle = try makeBundle()
        let header: ListHeader = try ListNibs.list.instantiate(withOwner: ListOwner(), bundle: bundle)
        #expect(type(of: header) == ListHeader.self)
        #expect(throws: NibError.nibNotFound(nib: "Lsit", bundle: bundle.bundlePath)) {
            try ListNibs.missing.instantiate(withOwner: nil, bundle: bundle)
        }
        let nibs = NibFactory(source: AppKitNibSource(bundle: bundle))
        let mock = ListHeader()
        nibs.bind(mock, to: ListNibs.list)
        #expect(try nibs.instantiate(ListNibs.list, owner: nil) === mock)
    }

    @Test("A table makes typed cell views from its prototypes and registered nibs, nil for none")
    func makesViews() throws {
        let bundle = try makeBundle()
        let table = NSTableView()
        table.standInPrototypeViews["NameCell"] = { NameCellView() }
        table.register(ListReuse.noteCell, bundle: bundle)
        #expect(table.makeView(ListReuse.nameCell, owner: nil).map { type(of: $0) } == NameCellView.self)
        #expect(table.makeView(ListReuse.noteCell, owner: nil).map { type(of: $0) } == NameCellView.self)
        #expect(table.makeView(ReuseIdentifier<NameCellView>("Gone"), owner: nil) == nil)
    }
}
