import CatalogFiles
import SegueRouting

/// A Swift method's name: its base name and argument labels, such as `makeDetail(coder:sender:)`.
///
/// ``ObjectiveCSelector/swiftMethodName`` finds the name that Swift's rule turns into a given
/// selector, so that generated code declares `@IBSegueAction` and unwind methods whose selectors are
/// exactly the storyboard's, with no `@objc(…)` attribute (which needs the Objective-C runtime).
public struct SwiftMethodName: Hashable, Sendable, CustomStringConvertible {
    /// The base name: `makeDetail`.
    public let baseName: String
    /// The argument labels, `nil` where an argument has none (`_`).
    public let labels: [String?]

    /// Creates a method name.
    ///
    /// - Parameters:
    ///   - baseName: The base name.
    ///   - labels: The argument labels, `nil` for `_`.
    public init(baseName: String, labels: [String?]) {
        self.baseName = baseName
        self.labels = labels
    }

    /// The selector Swift gives a method of this name.
    public var selector: ObjectiveCSelector { ObjectiveCSelector(swiftName: baseName, labels: labels) }

    /// The name as Swift documentation writes it: `makeDetail(coder:sender:)`, `unwindToInbox(_:)`.
    public var description: String {
        labels.isEmpty ? baseName : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

extension ObjectiveCSelector {
    /// A Swift method name whose selector, by Swift's rule, is this selector; `nil` when no Swift
    /// method can have it (a piece that is not an identifier, a base name that is a keyword).
    ///
    /// Where the first piece ends in `With` and a capitalised word that Swift's rule would have made
    /// of a label, the label is restored; otherwise the first argument has none:
    ///
    ///     ObjectiveCSelector(rawValue: "makeDetailWithCoder:sender:segueIdentifier:").swiftMethodName
    ///     // makeDetail(coder:sender:segueIdentifier:)
    ///     ObjectiveCSelector(rawValue: "onCreateEditor:sender:segueIdentifier:").swiftMethodName
    ///     // onCreateEditor(_:sender:segueIdentifier:)
    ///     ObjectiveCSelector(rawValue: "unwindForWithSegue:").swiftMethodName
    ///     // unwindForWithSegue(_:): `unwindFor(segue:)` would be `unwindForSegue:`
    ///
    /// The name is checked by the rule itself: its ``SwiftMethodName/selector`` is this selector.
    public var swiftMethodName: SwiftMethodName? {
        let text = rawValue
        guard !text.isEmpty else { return nil }
        guard text.contains(":") else {
            return isSwiftIdentifier(text) ? SwiftMethodName(baseName: text, labels: []) : nil
        }
        guard text.hasSuffix(":") else { return nil }
        let pieces = text.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let head = pieces[0]
        let rest: [String?] = pieces.dropFirst().map { $0.isEmpty ? nil : $0 }
        guard isSwiftIdentifier(head), rest.allSatisfy({ $0.map(Self.isLabel) ?? true }) else { return nil }
        if let (base, label) = Self.labelSplit(head) {
            let candidate = SwiftMethodName(baseName: base, labels: [label] + rest)
            if candidate.selector == self { return candidate }
        }
        let plain = SwiftMethodName(baseName: head, labels: [nil] + rest)
        return plain.selector == self ? plain : nil
    }

    /// `makeDetailWithCoder` as `makeDetail` and `coder`: split before the last `With` that a
    /// capital letter follows; `nil` when there is none, or when the label would start with two
    /// capitals (`WithURL` would be the label `uRL`).
    private static func labelSplit(_ head: String) -> (String, String)? {
        let scalars = Array(head.unicodeScalars)
        let with = Array("With".unicodeScalars)
        var index = scalars.count - with.count - 1
        while index > 0 {
            if Array(scalars[index..<index + with.count]) == with, isCapital(scalars[index + with.count]) {
                let labelStart = index + with.count
                if labelStart + 1 < scalars.count && isCapital(scalars[labelStart + 1]) { return nil }
                var label = String(scalars[labelStart]).lowercased()
                label.unicodeScalars.append(contentsOf: scalars[(labelStart + 1)...])
                var base = ""
                base.unicodeScalars.append(contentsOf: scalars[..<index])
                return isLabel(label) ? (base, label) : nil
            }
            index -= 1
        }
        return nil
    }

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool { scalar >= "A" && scalar <= "Z" }

    /// Whether `text` can be an argument label: an identifier; keywords are labels too, but for
    /// `inout`, `var` and `let`.
    private static func isLabel(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
        return !["inout", "var", "let"].contains(text)
            && text.unicodeScalars.allSatisfy { scalar in
                (scalar >= "a" && scalar <= "z") || isCapital(scalar) || (scalar >= "0" && scalar <= "9")
                    || scalar == "_"
            }
    }
}
