import CatalogFiles
import SegueRouting

/// An Objective-C selector, such as `unwindToInbox:` or `makeDetailWithCoder:sender:`: the name by
/// which UIKit and AppKit call an action, an unwind action or a segue action.
///
/// A Swift method's selector follows Swift's own rule (``init(swiftName:labels:throwing:)``), unless an
/// `@objc(name:)` attribute names it.
///
///     ObjectiveCSelector(swiftName: "makeDetail", labels: ["coder", "sender"])  // makeDetailWithCoder:sender:
///     ObjectiveCSelector(swiftName: "unwind", labels: ["to"])                   // unwindTo:
///     ObjectiveCSelector(swiftName: "unwindToInbox", labels: [nil])             // unwindToInbox:
public struct ObjectiveCSelector: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The selector's text.
    public let rawValue: String

    /// The selector spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The selector Swift gives a method named `swiftName` with the argument labels `labels`.
    ///
    /// No argument gives the base name; one unlabelled argument gives `name:`. Otherwise the first
    /// label is appended to the base name, capitalised, after `With`, unless the label's first word or
    /// the base name's last word is a preposition (`f(at:)` is `fAt:`, `unwind(to:)` is `unwindTo:`,
    /// `unwindTo(segue:)` is `unwindToSegue:`); each further label is a piece of its own, and an
    /// unlabelled one is an empty piece (`f(_:_:)` is `f::`). Words are split as Swift splits them:
    /// at capitals, and with each underscore a word of its own (`open(to_x:)` is `openTo_x:`,
    /// `open(_in:)` is `openWith_in:`).
    ///
    /// A method that `throws` has one more piece, for the error Objective-C passes back:
    /// `error:` after the others, or `AndReturnError:` on a method without arguments (`save()
    /// throws` is `saveAndReturnError:`).
    ///
    /// - Parameters:
    ///   - swiftName: The method's base name.
    ///   - labels: The argument labels, `nil` (or `"_"`) where an argument has none.
    ///   - throwing: Whether the method is declared `throws`.
    public init(swiftName: String, labels: [String?], throwing: Bool = false) {
        let pieces = labels.map { $0 == "_" ? nil : $0 }
        guard let first = pieces.first else {
            rawValue = throwing ? swiftName + "AndReturnError:" : swiftName
            return
        }
        var head = swiftName
        if let first, !first.isEmpty {
            if !Self.isPreposition(Self.firstWord(of: first)) && !Self.isPreposition(Self.lastWord(of: swiftName)) {
                head += "With"
            }
            head += Self.capitalized(first)
        }
        rawValue = ([head] + pieces.dropFirst().map { $0 ?? "" } + (throwing ? ["error"] : [])).map { $0 + ":" }
            .joined()
    }

    /// The number of arguments: the number of colons.
    public var argumentCount: Int { rawValue.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) } }

    /// The selector's text.
    public var description: String { rawValue }

    /// Orders selectors by their text.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The prepositions of Swift's own list (`include/swift/Basic/PartsOfSpeech.def` in the Swift
    /// compiler), which decides whether `With` is inserted.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    static func isPreposition(_ word: Substring) -> Bool {
        prepositions.contains(word.lowercased())
    }

    /// The first word of a name, as Swift splits names into words: `segue` of `segueIdentifier`,
    /// `URL` of `URLString`, `to` of `to_x`; an underscore is a word of its own (`_` of `_in`).
    static func firstWord(of name: String) -> Substring {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return "" }
        if first == "_" { return slice(name, scalars, 0, 1) }
        var end = 0
        while end < scalars.count && isUpper(scalars[end]) { end += 1 }
        if end > 1 {
            // An acronym: it ends before the capital that starts the next word (`URLString`), or
            // where the capitals end (`UTF_8`).
            return slice(name, scalars, 0, end < scalars.count && isLower(scalars[end]) ? end - 1 : end)
        }
        while end < scalars.count && !isUpper(scalars[end]) && scalars[end] != "_" { end += 1 }
        return slice(name, scalars, 0, end)
    }

    /// The last word of a name, as Swift splits names into words: `To` of `unwindTo`, `URL` of
    /// `loadURL`, `for` of `go_for`; an underscore is a word of its own (`_` of `for_`).
    static func lastWord(of name: String) -> Substring {
        let scalars = Array(name.unicodeScalars)
        var start = scalars.count
        while start > 0 && !isUpper(scalars[start - 1]) && scalars[start - 1] != "_" { start -= 1 }
        if start < scalars.count {
            // Lowercase letters (and digits and the rest): the word starts at the capital before them,
            // if there is one.
            if start > 0 && isUpper(scalars[start - 1]) { start -= 1 }
            return slice(name, scalars, start, scalars.count)
        }
        guard start > 0 else { return "" }
        if scalars[start - 1] == "_" { return slice(name, scalars, start - 1, scalars.count) }
        while start > 0 && isUpper(scalars[start - 1]) { start -= 1 }
        return slice(name, scalars, start, scalars.count)
    }

    private static func slice(_ name: String, _ scalars: [Unicode.Scalar], _ start: Int, _ end: Int) -> Substring {
        let view = name.unicodeScalars
        let lower = view.index(view.startIndex, offsetBy: start)
        let upper = view.index(lower, offsetBy: end - start)
        return Substring(view[lower..<upper])
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar >= "A" && scalar <= "Z" }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar >= "a" && scalar <= "z" }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, isLower(first) else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }
}
