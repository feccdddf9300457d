/// The platforms code compiles for, as Swift's `#if os(…)` conditions around it say: a reference
/// inside `#if os(iOS)` is not in the tvOS build of a file both apps compile.
public struct SourcePlatforms: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates a set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// iOS and iPadOS (also Mac Catalyst, which is `os(iOS)`).
    public static let iOS = SourcePlatforms(rawValue: 1 << 0)
    /// macOS.
    public static let macOS = SourcePlatforms(rawValue: 1 << 1)
    /// tvOS.
    public static let tvOS = SourcePlatforms(rawValue: 1 << 2)
    /// watchOS.
    public static let watchOS = SourcePlatforms(rawValue: 1 << 3)
    /// visionOS.
    public static let visionOS = SourcePlatforms(rawValue: 1 << 4)
    /// Every platform: code under no `os(…)` condition.
    public static let all: SourcePlatforms = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The platform `os(name)` names, if it is one.
    static func named(_ name: String) -> SourcePlatforms? {
        switch name {
        case "iOS": .iOS
        case "macOS", "OSX": .macOS
        case "tvOS": .tvOS
        case "watchOS": .watchOS
        case "visionOS", "xrOS": .visionOS
        default: nil
        }
    }
}

/// One open `#if` of a Swift file, as far as `os(…)` conditions decide it: the platforms of the branch
/// being read, and those no branch so far was for (`nil` when a condition could not be read).
struct PlatformBranch {
    var current: SourcePlatforms
    var remaining: SourcePlatforms?
}

extension SourceTokenReader {
    /// The platforms of the code at the reader's position: those of every open branch.
    var currentPlatforms: SourcePlatforms {
        platformBranches.reduce(SourcePlatforms.all) { $0.intersection($1.current) }
    }

    /// The platforms the condition after the directive at `index` (to the end of its line) allows:
    /// `os(iOS)`, `!os(tvOS)`, `os(iOS) || os(tvOS)`, `os(macOS) && DEBUG`, in parentheses; `nil`
    /// when it says nothing readable of platforms.
    func platformCondition(after index: Int) -> SourcePlatforms? {
        // The condition's tokens: those before the first line break, which is between two of them.
        var previousEnd = tokens[index].end
        var end = index + 1
        while let token = token(end),
            !lexer.bytes[previousEnd..<max(previousEnd, token.start)].contains(where: {
                $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            })
        {
            previousEnd = token.end
            end += 1
        }
        var position = index + 1
        guard position < end, let result = platformExpression(&position, end: end, depth: 0), position == end else {
            return nil
        }
        return result.known ? result.platforms : nil
    }

    /// `term (|| term)*` or `term (&& term)*`: the platforms, and whether anything of them is known.
    private func platformExpression(_ position: inout Int, end: Int, depth: Int) -> (
        platforms: SourcePlatforms, known: Bool
    )? {
        // Parentheses and negations nest a few levels in real conditions; a hostile line of `((((…` is
        // not read, rather than read by as many nested calls.
        guard depth < 32, var result = platformTerm(&position, end: end, depth: depth) else { return nil }
        var isOr: Bool?
        while position + 1 < end, let first = token(position), let second = token(position + 1),
            lexer.isPunctuation(first, "|") && lexer.isPunctuation(second, "|")
                || lexer.isPunctuation(first, "&") && lexer.isPunctuation(second, "&")
        {
            let or = lexer.isPunctuation(first, "|")
            if let isOr, isOr != or { return nil }
            isOr = or
            position += 2
            guard let term = platformTerm(&position, end: end, depth: depth) else { return nil }
            if or {
                // An unknown term may be true anywhere.
                result = (
                    term.known && result.known ? result.platforms.union(term.platforms) : .all,
                    term.known && result.known
                )
            } else {
                result = (result.platforms.intersection(term.platforms), result.known || term.known)
            }
        }
        return result
    }

    private func platformTerm(_ position: inout Int, end: Int, depth: Int) -> (
        platforms: SourcePlatforms, known: Bool
    )? {
        guard depth < 32, position < end, let token = token(position) else { return nil }
        if lexer.isPunctuation(token, "!") {
            position += 1
            guard let inner = platformTerm(&position, end: end, depth: depth + 1) else { return nil }
            return inner.known ? (SourcePlatforms.all.subtracting(inner.platforms), true) : (.all, false)
        }
        if lexer.isPunctuation(token, "(") {
            position += 1
            guard let inner = platformExpression(&position, end: end, depth: depth + 1), position < end,
                let close = self.token(position), lexer.isPunctuation(close, ")")
            else { return nil }
            position += 1
            return inner
        }
        guard token.kind == .identifier else {
            position += 1
            return (.all, false)
        }
        // `name(argument)`: os(iOS) is known; any other call (canImport, targetEnvironment, swift) is not.
        if position + 3 < end, isPunctuation(position + 1, "("), let argument = self.token(position + 2),
            isPunctuation(position + 3, ")")
        {
            position += 4
            if lexer.matches(token, "os"), argument.kind == .identifier,
                let platform = SourcePlatforms.named(lexer.text(of: argument))
            {
                return (platform, true)
            }
            return (.all, false)
        }
        if isPunctuation(position + 1, "(") {
            // A call with other arguments (`swift(>=5.9)`): skip it.
            position = matchingClose(from: position + 1) + 1
            return (.all, false)
        }
        position += 1
        return (.all, false)
    }
}
