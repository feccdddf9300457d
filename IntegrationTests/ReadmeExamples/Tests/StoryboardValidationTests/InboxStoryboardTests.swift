import AppLogic
import Foundation
import StoryboardCatalog
import Testing

@MainActor
struct InboxStoryboardTests {
    let catalog = StoryboardCatalog(paths: [
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Storyboards").standardized.path
    ])

    @Test func storyboardsAreClean() {
        let findings = catalog.check()
        #expect(!findings.containsErrors(), "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func inboxRoutesMatchTheStoryboard() {
        let findings = catalog.validate(InboxRoutes.registry, sourceClass: "InboxViewController")
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func declaredScenesExist() {
        let findings = catalog.validate(scenes: Scenes.all)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
