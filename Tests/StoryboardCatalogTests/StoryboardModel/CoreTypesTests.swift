import StoryboardCatalog
import Testing

@Suite("The catalog on its own")
struct CoreTypesTests {
    @Test("A test that imports only StoryboardCatalog names findings, their codes and locations")
    func findingsWithoutTheCore() throws {
        let catalog = StoryboardCatalog(paths: [FixtureFiles.path("Hostile.storyboard")])
        let findings: [Finding] = catalog.check()
        let collision = try #require(findings.first { $0.code == Finding.Code.segueCollision })
        let location: FileLocation = try #require(collision.location)
        #expect(location.file.hasSuffix("Hostile.storyboard"))
        #expect(collision.severity == Finding.Severity.error)
    }
}
