import SegueRouting
import Testing

/// Classes standing in for an app's views, on any platform.
private class View {}
private final class NoteCell: View {}
private final class MockNoteCell: View {}
private final class Owner {}

@Suite("Loading declared nibs, with bindings for tests")
@MainActor
struct NibFactoryTests {
    fileprivate static let noteCell = Nib<Owner, NoteCell>("NoteCell")
    fileprivate static let header = Nib<Owner, View>("Header")

    @Test("A nib loads its first top-level object of the root type, with the owner passed through")
    func loads() throws {
        let source = ClosureNibSource()
        var owners: [Any?] = []
        source.register("NoteCell") { owner in
            owners.append(owner)
            return ["not a view", NoteCell(), View()]
        }
        let nibs = NibFactory(source: source)
        let owner = Owner()
        let cell = try nibs.instantiate(Self.noteCell, owner: owner)
        #expect(type(of: cell) == NoteCell.self)
        #expect(owners.count == 1 && (owners[0] as? Owner) === owner)
        #expect(Self.noteCell.description == "NoteCell.xib" && Self.noteCell.rootType == NoteCell.self)
    }

    @Test("A missing nib and a nib without the root type are errors that name it")
    func errors() throws {
        let source = ClosureNibSource()
        source.register("Header") { _ in ["text", 1] }
        let nibs = NibFactory(source: source)
        #expect(throws: NibError.nibNotFound(nib: "NoteCell", bundle: "the registered nibs")) {
            try nibs.instantiate(Self.noteCell, owner: nil)
        }
        #expect(throws: NibError.noRootObject(nib: "Header", expected: "View", found: ["String", "Int"])) {
            try nibs.instantiate(Self.header, owner: nil)
        }
        #expect(
            NibError.noRootObject(nib: "Header", expected: "View", found: ["String", "Int"]).description
                == "Header.xib has no top-level View (its top-level objects are String, Int); set the custom class "
                + "of its top-level view to View in the Identity inspector, or fix the nib's declaration.")
    }

    @Test("A bound object stands in for the nib until unbound; withBinding restores what was bound")
    func bindings() throws {
        let nibs = NibFactory(source: ClosureNibSource())
        let mock = NoteCell()
        nibs.bind(mock, to: Self.noteCell)
        #expect(try nibs.instantiate(Self.noteCell, owner: nil) === mock)
        nibs.unbind(Self.noteCell)
        #expect(throws: NibError.self) { try nibs.instantiate(Self.noteCell, owner: nil) }
        let other = NoteCell()
        let during = try nibs.withBinding(other, to: Self.noteCell) { () throws in
            try nibs.instantiate(Self.noteCell, owner: nil)
        }
        #expect(during === other)
        #expect(throws: NibError.self) { try nibs.instantiate(Self.noteCell, owner: nil) }
    }
}

@Suite("Dequeuing reusable views by typed identifiers")
@MainActor
struct ReuseIdentifierTests {
    fileprivate static let noteCell = ReuseIdentifier<NoteCell>("NoteCell", nib: "NoteCell")

    @Test("A registered view comes back typed, made for its position")
    func dequeues() throws {
        let views = ClosureReusableViews<Int>()
        var positions: [Int] = []
        views.register(Self.noteCell) { position in
            positions.append(position)
            return NoteCell()
        }
        let cell = views.dequeue(Self.noteCell, for: 3)
        #expect(type(of: cell) == NoteCell.self && positions == [3])
        #expect(Self.noteCell.rawValue == "NoteCell" && Self.noteCell.nib == "NoteCell")
        #expect(Self.noteCell == ReuseIdentifier<NoteCell>(rawValue: "NoteCell"))
        #expect(Self.noteCell.description == "'NoteCell' (NoteCell)")
    }

    @Test("An identifier nothing provides, and a view of another class, are errors naming both sides")
    func failures() throws {
        let views = ClosureReusableViews<Int>()
        views.register(identifier: "NoteCell") { _ in MockNoteCell() }
        views.register(identifier: "Other") { _ in View() }
        #expect(
            throws: ReuseError.wrongClass(
                identifier: "NoteCell", expected: "NoteCell", found: "MockNoteCell",
                provider: "the registered reusable views")
        ) {
            try views.dequeueChecked(Self.noteCell, for: 0)
        }
        let missing = ReuseIdentifier<View>("Gone")
        #expect(
            throws: ReuseError.notProvided(
                identifier: "Gone", provider: "the registered reusable views", available: ["NoteCell", "Other"])
        ) {
            try views.dequeueChecked(missing, for: 0)
        }
        #expect(
            ReuseError.notProvided(identifier: "Gone", provider: "the table view", available: ["B", "A"]).description
                == "the table view has no view for the reuse identifier 'Gone' (its identifiers are 'A', 'B'); set "
                + "the identifier of the prototype in the Attributes inspector, or register a nib or class for it.")
        #expect(
            ReuseError.wrongClass(
                identifier: "Cell", expected: "NoteCell", found: "UITableViewCell", provider: "the table view"
            )
            .description
                == "the table view made a UITableViewCell for the reuse identifier 'Cell', not the NoteCell it "
                + "declares; set the custom class of the view to NoteCell in the Identity inspector, or declare the "
                + "identifier as ReuseIdentifier<UITableViewCell>.")
    }
}
