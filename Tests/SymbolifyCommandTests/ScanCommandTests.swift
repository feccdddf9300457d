import Foundation
import TestSupport
import Testing

@Suite("Listing segues")
struct ScanCommandTests {
    @Test("One long identifier does not pad every line of the text table")
    func longIdentifierDoesNotPadTheTable() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let long = String(repeating: "Very Long Identifier ", count: 10)
        let file = try scratch.write("Main.storyboard", storyboardText(identifiers: ["Show", long, "Edit"]))
        let result = runSymbolify(["scan", file])
        #expect(result.code == .success)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 4)
        let shortRows = lines.filter { !$0.contains("Very Long") }
        #expect(shortRows.count == 3)
        for row in shortRows { #expect(row.count < file.count + 160, "\(row.count) characters: \(row)") }
        // The short rows stay aligned with each other and with the header.
        let columns = shortRows.map { $0.range(of: "show")?.lowerBound.utf16Offset(in: $0) }
        #expect(Set(columns.dropFirst()).count == 1)
        #expect(result.output.contains(long))
    }

    @Test("A destination made by a segue action names the action; an exit, its unwind action")
    func segueActionsAndUnwinds() {
        let result = runSymbolify(["scan", Repository.fixture("SegueActions.storyboard")])
        #expect(result.code == .success)
        let lines = result.output.split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("Show Thread")
                    && $0.hasSuffix("ThreadViewController, made by makeThreadWithCoder:sender:segueIdentifier:")
            })
        #expect(lines.contains { $0.contains("button 'Done'") && $0.hasSuffix("exit unwindToInbox:") })
    }
}
