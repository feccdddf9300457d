import StoryboardCatalog
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
        ] as [(String, [String?], String)])
    func rule(name: String, labels: [String?], selector: String) {
        #expect(ObjectiveCSelector(swiftName: name, labels: labels).rawValue == selector)
    }

    @Test("The argument count is the number of colons")
    func argumentCount() {
        #expect(ObjectiveCSelector(rawValue: "makeDetailWithCoder:sender:").argumentCount == 2)
        #expect(ObjectiveCSelector(rawValue: "reloadData").argumentCount == 0)
    }
}
