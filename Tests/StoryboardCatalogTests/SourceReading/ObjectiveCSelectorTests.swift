import StoryboardCatalog
import TestSupport
import Testing

@Suite("Objective-C selectors of Swift declarations")
struct ObjectiveCSelectorTests {
    /// Real declaration shapes, with the selectors Interface Builder writes for them.
    @Test(
        "Swift's rule gives the selector Interface Builder writes",
        arguments: [
            // Segue actions, all three arities.
            ("makeDetail", ["coder"], "makeDetailWithCoder:"),
            ("makeDetail", ["coder", "sender"], "makeDetailWithCoder:sender:"),
            ("makeDetail", ["coder", "sender", "segueIdentifier"], "makeDetailWithCoder:sender:segueIdentifier:"),
            ("onCreateEditor", [nil, "sender", "segueIdentifier"], "onCreateEditor:sender:segueIdentifier:"),
            ("showProfile", [nil, nil], "showProfile::"),
            // Unwind actions.
            ("unwindToInbox", [nil], "unwindToInbox:"),
            ("unwindToInbox", ["segue"], "unwindToInboxWithSegue:"),
            ("unwind", ["to"], "unwindTo:"),
            ("unwindTo", ["segue"], "unwindToSegue:"),
            ("unwindFromSettings", ["segue"], "unwindFromSettingsWithSegue:"),
            ("unwindFor", ["segue"], "unwindForSegue:"),
            // Prepositions: the label's first word, the name's last word.
            ("move", ["at", "to"], "moveAt:to:"),
            ("select", ["forRow"], "selectForRow:"),
            ("tap", ["with"], "tapWith:"),
            ("didTap", ["button"], "didTapWithButton:"),
            ("load", ["URLString"], "loadWithURLString:"),
            ("reloadData", [], "reloadData"),
            ("refresh", ["_"], "refresh:"),
            // An underscore is a word of its own (the compiler's answers).
            ("open", ["to_x"], "openTo_x:"),
            ("open", ["_in"], "openWith_in:"),
            ("go", ["for_"], "goFor_:"),
            ("go_for", ["x"], "go_forX:"),
            ("go_", ["x"], "go_WithX:"),
        ] as [(String, [String?], String)])
    func rule(name: String, labels: [String?], selector: String) {
        #expect(ObjectiveCSelector(swiftName: name, labels: labels).rawValue == selector)
    }

    @Test(
        "A throwing method's selector has a piece for the error",
        arguments: [
            ("save", [String?](), "saveAndReturnError:"),
            ("save", [nil], "save:error:"),
            ("unwind", ["to"], "unwindTo:error:"),
            ("make", ["coder", "sender"], "makeWithCoder:sender:error:"),
        ])
    func throwing(name: String, labels: [String?], selector: String) {
        #expect(ObjectiveCSelector(swiftName: name, labels: labels, throwing: true).rawValue == selector)
    }

    @Test("The argument count is the number of colons")
    func argumentCount() {
        #expect(ObjectiveCSelector(rawValue: "makeDetailWithCoder:sender:").argumentCount == 2)
        #expect(ObjectiveCSelector(rawValue: "reloadData").argumentCount == 0)
    }

    @Test(
        "A selector reads back as the Swift name that has it, by the rule in reverse",
        arguments: [
            ("makeDetailWithCoder:sender:segueIdentifier:", "makeDetail(coder:sender:segueIdentifier:)"),
            ("makeDetailWithCoder:sender:", "makeDetail(coder:sender:)"),
            ("makeDetailWithCoder:", "makeDetail(coder:)"),
            ("onCreateEditor:sender:segueIdentifier:", "onCreateEditor(_:sender:segueIdentifier:)"),
            ("onCreateDebugScreen:", "onCreateDebugScreen(_:)"),
            ("unwindToInbox:", "unwindToInbox(_:)"),
            ("unwindToInboxWithSegue:", "unwindToInbox(segue:)"),
            // The base name's last word is a preposition: `unwindFor(segue:)` is `unwindForSegue:`.
            ("unwindForWithSegue:", "unwindForWithSegue(_:)"),
            // The label's first word is a preposition: `tap(with:)` is `tapWith:`.
            ("tapWithWith:", "tapWithWith(_:)"),
            ("loadWithURLString:", "loadWithURLString(_:)"),
            ("showProfile::", "showProfile(_:_:)"),
            ("makeWithCoder:", "make(coder:)"),
            ("reloadData", "reloadData"),
        ])
    func reverse(selector: String, name: String) throws {
        let reversed = try #require(ObjectiveCSelector(rawValue: selector).swiftMethodName)
        #expect(reversed.description == name)
        #expect(reversed.selector.rawValue == selector)
    }

    @Test(
        "No Swift name has a selector whose pieces are not identifiers",
        arguments: ["", "make:detail", "1make:", "init:", "a-b:", "make:var:"])
    func noReverse(selector: String) {
        #expect(ObjectiveCSelector(rawValue: selector).swiftMethodName == nil)
    }

    @Test("Names made by the rule read back to the same selector")
    func roundTrip() {
        let words = ["make", "Detail", "With", "Coder", "to", "To", "for", "For", "URL", "at", "inbox", "_", "x2"]
        var generator = SeededGenerator(seed: 21)
        var checked = 0
        for _ in 0..<4_000 {
            let base = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)!
            }
            .joined()
            let labels: [String?] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? nil
                    : (0..<Int.random(in: 1...2, using: &generator)).map { _ in words.randomElement(using: &generator)!
                    }
                    .joined()
            }
            let selector = ObjectiveCSelector(swiftName: base, labels: labels)
            guard let reversed = selector.swiftMethodName else { continue }
            #expect(reversed.selector == selector, "\(base) \(labels) -> \(selector) -> \(reversed)")
            checked += 1
        }
        #expect(checked > 3_000)
    }
}
