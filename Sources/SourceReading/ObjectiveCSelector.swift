import CatalogFiles
import SegueRouting

/// An Objective-C selector, such as `unwindToInbox:` or `makeDetailWithCoder:sender:`: the name by
/// which UIKit and AppKit call an action, an unwind action or a segue action.
///
/// A Swift method's selector follows Swift's own rule (``init(swiftName:labels:)``), unless an
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
    /// unlabelled one is an empty piece (`f(_:_:)` is `f::`).
    ///
    /// - Parameters:
    ///   - swiftName: The method's base name.
    ///   - labels: The argument labels, `nil` (or `"_"`) where an argument has none.
    public init(swiftName: String, labels: [String?]) {
        let pieces = labels.map { $0 == "_" ? nil : $0 }
        guard let first = pieces.first else {
            rawValue = swiftName
            return
        }
        var head = swiftName
        if let first, !first.isEmpty {
            if !Self.isPreposition(Self.firstWord(of: first)) && !Self.isPreposition(Self.lastWord(of: swiftName)) {
                head += "With"
            }
            head += Self.capitalized(first)
        }
        rawValue = ([head] + pieces.dropFirst().map { $0 ?? "" }).map { $0 + ":" }.joined()
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

    /// The first camel-case word: `segue` of `segueIdentifier`, `URL` of `URLString`.
    static func firstWord(of name: String) -> Substring {
        let scalars = Array(name.unicodeScalars)
        var end = 0
        while end < scalars.count && scalars[end] == "_" { end += 1 }
        let start = end
        if end < scalars.count && isUpper(scalars[end]) {
            var upperEnd = end
            while upperEnd < scalars.count && isUpper(scalars[upperEnd]) { upperEnd += 1 }
            if upperEnd - end > 1 {
                // An acronym: it ends before the capital that starts the next word.
                end = upperEnd < scalars.count && isLower(scalars[upperEnd]) ? upperEnd - 1 : upperEnd
                return slice(name, scalars, start, end)
            }
            end = upperEnd
        }
        while end < scalars.count && !isUpper(scalars[end]) { end += 1 }
        return slice(name, scalars, start, end)
    }

    /// The last camel-case word: `To` of `unwindTo`, `URL` of `loadURL`.
    static func lastWord(of name: String) -> Substring {
        let scalars = Array(name.unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        var start = scalars.count - 1
        if isUpper(scalars[start]) {
            while start > 0 && isUpper(scalars[start - 1]) { start -= 1 }
            return slice(name, scalars, start, scalars.count)
        }
        while start > 0 && !isUpper(scalars[start]) && scalars[start - 1] != "_" { start -= 1 }
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
