import Foundation
import SegueRouting
import SegueRoutingUIKitUnderTest
import Testing
import UIKit

final class NoteCell: UITableViewCell {}
final class NotesHeader: UITableViewHeaderFooterView {}
final class PhotoCell: UICollectionViewCell {}
final class PhotosHeader: UICollectionReusableView {}
final class NotesOwner: NSObject {}

enum TestNibs {
    static let noteCell = Nib<NotesOwner, NoteCell>("NoteCell")
    static let missing = Nib<NotesOwner, NoteCell>("NoteCel")
    static let notesHeader = Nib<NSObject, NotesHeader>("NotesHeader")
}

enum TestReuse {
    static let noteCell = ReuseIdentifier<NoteCell>("NoteCell", nib: "NoteCell")
    static let codeCell = ReuseIdentifier<NoteCell>("CodeCell")
    static let notesHeader = ReuseIdentifier<NotesHeader>("NotesHeader", nib: "NotesHeader")
    static let photo = ReuseIdentifier<PhotoCell>("Photo")
    static let photosHeader = ReuseIdentifier<PhotosHeader>("PhotosHeader")
}

@Suite("Nibs and reusable views through the UIKit adapter", .serialized)
@MainActor
struct UIKitNibTests {
    /// Registers the stand-in nibs and writes their compiled form into a bundle.
    func makeBundle() throws -> Bundle {
        UINib.standInNibs["NoteCell"] = { _ in [NoteCell(), UIView()] }
        UINib.standInNibs["NotesHeader"] = { _ in [NotesHeader()] }
        UINib.standInNibs["Photo"] = { _ in [PhotoCell()] }
        UINib.standInNibs["PhotosHeader"] = { _ in [PhotosHeader()] }
        return try UINib.standInCompiledBundle()
    }

    @Test("A declared nib loads its root with the declared type, the owner passed through")
    func loadsNib() throws {
        let bundle = try makeBundle()
        var owners: [Any?] = []
        UINib.standInNibs["NoteCell"] = { owner in
            owners.append(owner)
            return [UIView(), NoteCell()]
        }
        let owner = NotesOwner()
        let cell: NoteCell = try TestNibs.noteCell.instantiate(withOwner: owner, bundle: bundle)
        #expect(type(of: cell) == NoteCell.self && (owners.first as? NotesOwner) === owner)
        let nibs = NibFactory(source: UIKitNibSource(bundle: bundle))
        #expect(type(of: try nibs.instantiate(TestNibs.notesHeader, owner: nil)) == NotesHeader.self)
    }

    @Test("A nib the bundle lacks is an error naming it, before UIKit would raise")
    func missingNib() throws {
        let bundle = try makeBundle()
        #expect(throws: NibError.nibNotFound(nib: "NoteCel", bundle: bundle.bundlePath)) {
            try TestNibs.missing.instantiate(withOwner: nil, bundle: bundle)
        }
    }

    @Test("A test binds a stand-in to a nib through the factory, without loading it")
    func boundNib() throws {
        let nibs = NibFactory(source: UIKitNibSource(bundle: try makeBundle()))
        let mock = NoteCell()
        nibs.bind(mock, to: TestNibs.noteCell)
        #expect(try nibs.instantiate(TestNibs.noteCell, owner: nil) === mock)
    }

    @Test("A table dequeues typed cells registered from a nib or a class, and typed header views")
    func tableView() throws {
        let bundle = try makeBundle()
        let table = UITableView()
        table.register(TestReuse.noteCell, bundle: bundle)
        table.register(TestReuse.codeCell)
        table.register(UINib(nibName: "NotesHeader", bundle: bundle), forHeaderFooterViewReuseIdentifier: "NotesHeader")
        let path = IndexPath(row: 0, section: 0)
        let cell: NoteCell = table.dequeue(TestReuse.noteCell, for: path)
        let coded: NoteCell = table.dequeue(TestReuse.codeCell, for: path)
        #expect(cell !== coded)
        #expect(table.dequeue(TestReuse.notesHeader).map { type(of: $0) } == NotesHeader.self)
        #expect(table.dequeue(ReuseIdentifier<NotesHeader>("Unregistered")) == nil)
        // A cell of another class is a ReuseError naming the identifier and both classes.
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
        #expect(
            throws: ReuseError.wrongClass(
                identifier: "Plain", expected: "NoteCell", found: "UITableViewCell", provider: "the table view")
        ) {
            try table.dequeueChecked(ReuseIdentifier<NoteCell>("Plain"), for: path)
        }
    }

    @Test("A collection view dequeues typed cells and supplementary views")
    func collectionView() throws {
        let bundle = try makeBundle()
        let collection = UICollectionView()
        collection.register(UINib(nibName: "Photo", bundle: bundle), forCellWithReuseIdentifier: "Photo")
        collection.register(
            UINib(nibName: "PhotosHeader", bundle: bundle), forSupplementaryViewOfKind: "header",
            withReuseIdentifier: "PhotosHeader")
        let path = IndexPath(item: 2, section: 0)
        #expect(type(of: collection.dequeue(TestReuse.photo, for: path)) == PhotoCell.self)
        #expect(type(of: collection.dequeue(TestReuse.photosHeader, ofKind: "header", for: path)) == PhotosHeader.self)
    }

    @Test("Code written against ReusableViewDequeuing takes a table view, or closures in a test")
    func dequeuingProtocol() throws {
        func fill(_ views: some ReusableViewDequeuing<IndexPath>) -> NoteCell {
            views.dequeue(TestReuse.noteCell, for: IndexPath(row: 0, section: 0))
        }
        let table = UITableView()
        table.register(TestReuse.noteCell, bundle: try makeBundle())
        #expect(type(of: fill(table)) == NoteCell.self)
        let mocks = ClosureReusableViews<IndexPath>()
        let mock = NoteCell()
        mocks.register(TestReuse.noteCell) { _ in mock }
        #expect(fill(mocks) === mock)
    }
}
