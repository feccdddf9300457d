import CatalogFiles
import SegueRouting

/// The calls that name images and colors of the app's asset catalogs by a literal.
extension SwiftSourceReader {
    /// Whether the call of `name` may be one ``assetCall(at:)`` reads, told by its first byte: most
    /// calls are none of them.
    @inline(__always)
    func mayBeAssetCall(_ name: SwiftToken) -> Bool {
        switch lexer.bytes[name.name.lowerBound] {
        case UInt8(ascii: "U"), UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "C"): true
        default: false
        }
    }

    /// `UIImage(named:)`, `NSImage(named:)`, `UIColor(named:)`, `NSColor(named:)`,
    /// `UIImage(imageLiteralResourceName:)`, SwiftUI's `Image("…")`, `Image(decorative: "…")`,
    /// `Color("…")`, and `NSImage.Name("…")` at the identifier `index` (followed by `(`), with a
    /// literal name and the main bundle (no bundle, `nil`, `.main`, `Bundle.main`).
    @inline(never)  // Rare: kept out of the loop over identifiers.
    mutating func assetCall(at index: Int) {
        let current = tokens[index]
        let argument = index + 2
        let kind: SourceReference.Kind
        var value: Int
        if lexer.matches(current, "UIImage") || lexer.matches(current, "NSImage") {
            guard isPunctuation(argument + 1, ":"),
                isIdentifier(argument, "named") || isIdentifier(argument, "imageLiteralResourceName")
            else { return }
            kind = .imageName
            value = argument + 2
        } else if lexer.matches(current, "UIColor") || lexer.matches(current, "NSColor") {
            guard isIdentifier(argument, "named"), isPunctuation(argument + 1, ":") else { return }
            kind = .colorName
            value = argument + 2
        } else if lexer.matches(current, "Image") || lexer.matches(current, "Color") {
            // SwiftUI: the name is the first argument, unlabelled (or `decorative:` for an image); not a
            // member of something else (`Foo.Image(…)`) other than `SwiftUI.`.
            if isPunctuation(index - 1, "."), !isIdentifier(index - 2, "SwiftUI") { return }
            kind = lexer.matches(current, "Image") ? .imageName : .colorName
            value = argument
            if kind == .imageName, isIdentifier(argument, "decorative"), isPunctuation(argument + 1, ":") {
                value = argument + 2
            }
            guard token(value)?.kind == .string else { return }
        } else if lexer.matches(current, "Name") {
            // `NSImage.Name("…")`; inside `NSImage(named:)` it is that call's argument, read there.
            guard isPunctuation(index - 1, "."), isIdentifier(index - 2, "NSImage"),
                !(isPunctuation(index - 3, ":") && isIdentifier(index - 4, "named"))
            else { return }
            kind = .imageName
            value = argument
        } else {
            return
        }
        guard let literal = literal(at: value) else { return }
        let close = matchingClose(from: index + 1)
        guard isMainBundleArgument(from: literal.end, to: close) else { return }
        record(kind, literal.value, literal.token)
    }

    /// `#imageLiteral(resourceName: "…")` at the directive `index`.
    @inline(never)
    mutating func imageLiteral(at index: Int) {
        guard lexer.matches(tokens[index], "imageLiteral"), isPunctuation(index + 1, "("),
            isIdentifier(index + 2, "resourceName"), isPunctuation(index + 3, ":"), let literal = literal(at: index + 4)
        else { return }
        record(.imageName, literal.value, literal.token)
    }

    /// Whether the arguments after the name, from `index` up to `close`, leave the bundle the main
    /// one: no `in:` or `bundle:` argument, or one that is `nil`, `.main` or `Bundle.main`
    /// (`compatibleWith:` and `label:` may be anything).
    private func isMainBundleArgument(from index: Int, to close: Int) -> Bool {
        guard index < close else { return true }
        for name: StaticString in ["in", "bundle"] {
            guard let value = label(name, from: index, to: close) else { continue }
            guard let end = argumentEnd(from: value, to: close) else { return false }
            var bundle = ""
            for next in value..<end { bundle += lexer.text(of: tokens[next]) }
            return ["nil", ".main", "Bundle.main"].contains(bundle)
        }
        return true
    }
}
