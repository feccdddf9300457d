import Testing

@testable import SourceReading

@Suite("Looking for names in files' bytes")
struct IdentifierSetTests {
    @Test("Whole names only, anywhere in the bytes, any of several")
    func wholeNames() {
        let names = IdentifierSet(["NoteCell", "reloadEverything", "ü"])
        #expect(names.occurs(in: Array("class NoteCell: UITableViewCell {}".utf8)))
        #expect(names.occurs(in: Array("- (void)reloadEverything:(id)sender;".utf8)))
        // At the very end, with nothing after it.
        #expect(names.occurs(in: Array("let x = NoteCell".utf8)))
        #expect(!names.occurs(in: Array("class MyNoteCell {} // NoteCells".utf8)))
        #expect(!names.occurs(in: Array("reloadEverythingNow()".utf8)))
        // A multi-byte character is part of the name it is in.
        #expect(!names.occurs(in: Array("let üx = 1".utf8)))
        #expect(names.occurs(in: Array("let a = \"ü\"".utf8)))
        #expect(!IdentifierSet([String]()).occurs(in: Array("anything".utf8)))
    }
}
