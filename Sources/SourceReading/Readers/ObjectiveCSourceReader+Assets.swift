import CatalogFiles
import SegueRouting

/// The Objective-C messages that name images and colors of the app's asset catalogs by a literal.
extension ObjectiveCSourceReader {
    /// `[UIImage imageNamed:@"…"]`, `[NSImage imageNamed:@"…"]`, `[UIColor colorNamed:@"…"]`,
    /// `[NSColor colorNamed:@"…"]` at the selector part `index` (followed by `:`), with the main
    /// bundle (`inBundle:nil`, `inBundle:[NSBundle mainBundle]`, or none); whether it was one.
    mutating func assetMessage(at index: Int) -> Bool {
        let current = tokens[index]
        let kind: SourceReference.Kind
        if lexer.matches(current, "imageNamed") {
            guard isIdentifier(index - 1, "UIImage") || isIdentifier(index - 1, "NSImage") else { return false }
            kind = .imageName
        } else if lexer.matches(current, "colorNamed") {
            guard isIdentifier(index - 1, "UIColor") || isIdentifier(index - 1, "NSColor") else { return false }
            kind = .colorName
        } else {
            return false
        }
        guard isPunctuation(index - 2, "["), let literal = token(index + 2), literal.kind == .string,
            let value = lexer.stringValue(of: literal)
        else { return true }
        let next = index + 3
        if isPunctuation(next, "]") {
            record(kind, value, literal)
        } else if isIdentifier(next, "inBundle") || isIdentifier(next, "bundle"), isPunctuation(next + 1, ":") {
            let bundle = next + 2
            if isIdentifier(bundle, "nil")
                || (isPunctuation(bundle, "[") && isIdentifier(bundle + 1, "NSBundle")
                    && isIdentifier(bundle + 2, "mainBundle") && isPunctuation(bundle + 3, "]"))
                || (isIdentifier(bundle, "NSBundle") && isPunctuation(bundle + 1, ".")
                    && isIdentifier(bundle + 2, "mainBundle"))
            {
                record(kind, value, literal)
            }
        }
        return true
    }
}
