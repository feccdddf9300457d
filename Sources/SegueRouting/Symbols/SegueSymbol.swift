/// The symbol of a segue identifier: the part of its handler's name that the identifier decides.
///
/// A symbol is never empty and holds only `A-Z`, `a-z`, `0-9` and `_`. Make one from an identifier
/// with ``Symbolifier/symbol(for:)``, which returns `nil` for an identifier that has no symbol, so
/// that no caller can turn such an identifier into the handler name `prepareForSegue`.
///
///     let symbol = Symbolifier.symbol(for: "show-detail")!
///     symbol.rawValue                   // "ShowDetail"
///     symbol.handlerName(.swift)        // "prepareForShowDetailSegue(_:sender:)"
///     symbol.handlerName(.objectiveC)   // "prepareForShowDetailSegue:sender:"
public struct SegueSymbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The symbol's text, for example `ShowDetail`.
    public let rawValue: String

    @usableFromInline
    init(uncheckedRawValue: String) {
        rawValue = uncheckedRawValue
    }

    /// Creates a symbol from its text, or returns `nil` when `rawValue` is not a symbol.
    ///
    /// `rawValue` is a symbol when symbolifying it gives it back unchanged: `ShowDetail` is one,
    /// `showDetail` and `Show Detail` are not.
    ///
    /// - Parameter rawValue: The symbol's text.
    public init?(rawValue: String) {
        guard let symbol = Symbolifier.symbolString(for: rawValue), symbol == rawValue else {
            return nil
        }
        self.rawValue = symbol
    }

    /// The base name of the handler method: `prepareFor` + symbol + `Segue`.
    public var handlerBaseName: String {
        "prepareFor" + rawValue + "Segue"
    }

    /// The full name of the handler method in the given spelling.
    ///
    ///     Symbolifier.symbol(for: "Compose")!.handlerName(.swift)
    ///     // "prepareForComposeSegue(_:sender:)"
    ///
    /// - Parameter spelling: Swift (`prepareForXSegue(_:sender:)`), Objective-C
    ///   (`prepareForXSegue:sender:`) or the bare base name (`prepareForXSegue`).
    /// - Returns: The handler's name.
    public func handlerName(_ spelling: HandlerNameSpelling) -> String {
        switch spelling {
        case .swift: handlerBaseName + "(_:sender:)"
        case .objectiveC: handlerBaseName + ":sender:"
        case .baseName: handlerBaseName
        }
    }

    /// The symbol's text.
    public var description: String { rawValue }

    /// Orders symbols by their text, byte by byte.
    public static func < (lhs: SegueSymbol, rhs: SegueSymbol) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}

/// How a handler name is spelled.
public enum HandlerNameSpelling: String, Sendable, CaseIterable {
    /// The Swift spelling, `prepareForShowDetailSegue(_:sender:)`.
    case swift
    /// The Objective-C selector, `prepareForShowDetailSegue:sender:`.
    case objectiveC
    /// The base name alone, `prepareForShowDetailSegue`.
    case baseName
}
