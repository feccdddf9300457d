import SegueRouting
import StoryboardCatalog
import Testing

// This file imports both modules on purpose: `Finding` and `FileLocation` must name one declaration
// each, not two that the compiler finds ambiguous (`[Finding]()` did not compile when the catalog
// declared type aliases of its own).
@Suite("Finding and FileLocation, with the core and the catalog imported")
struct FindingNameTests {
    @Test("One Finding and one FileLocation, whichever module they are reached through")
    func oneDeclarationEach() {
        var findings = [Finding]()
        findings += StoryboardCatalog(paths: [FixtureFiles.path("Hostile.storyboard")]).check()
        let location = FileLocation(file: "Main.storyboard", line: 1, column: 1)
        findings.append(Finding(.note, "test.note", at: location, "A note."))
        #expect(Finding.self == SegueRouting.Finding.self)
        #expect(FileLocation.self == SegueRouting.FileLocation.self)
        #expect(findings.contains { $0.code == .segueCollision })
        #expect(findings.last?.location == location)
    }
}
