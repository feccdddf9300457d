import CatalogFiles
import SegueRouting

/// The calls that name nibs and reuse identifiers, and the string constants code names them by.
extension SwiftSourceReader {
    /// Whether the call of `name` may be one ``cellCall(at:)`` reads, told by its first byte or its
    /// first argument's label: most calls are none of them.
    @inline(__always)
    func mayBeCellCall(_ name: SwiftToken, argument: Int) -> Bool {
        switch lexer.bytes[name.name.lowerBound] {
        case UInt8(ascii: "U"), UInt8(ascii: "N"), UInt8(ascii: "l"), UInt8(ascii: "d"), UInt8(ascii: "m"),
            UInt8(ascii: "r"), UInt8(ascii: "i"):
            return true
        default:
            return isIdentifier(argument, "nibName") || isIdentifier(argument, "windowNibName")
        }
    }

    /// The nib-loading, dequeuing and registering calls at the identifier `index` (followed by `(`);
    /// whether the name was one of them.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    mutating func cellCall(at index: Int) -> Bool {
        let current = tokens[index]
        let argument = index + 2
        // The call's `)`, found only for the calls read here.
        var close: Int { matchingClose(from: index + 1) }
        if lexer.matches(current, "UINib") || lexer.matches(current, "NSNib") {
            // `UINib(nibName: "X", bundle: nil)`, `NSNib(nibNamed: "X", bundle: nil)`.
            if isIdentifier(argument, "nibName") || isIdentifier(argument, "nibNamed"),
                isPunctuation(argument + 1, ":"),
                case let close = close, let end = argumentEnd(from: argument + 2, to: close),
                isOwnBundle(from: end + 1, to: close)
            {
                recordValue(.nibName, at: argument + 2)
            }
        } else if lexer.matches(current, "loadNibNamed") {
            if isOwnBundle(receiverEndingAt: index - 2) { recordValue(.nibName, at: argument) }
        } else if lexer.matches(current, "dequeueReusableCell") {
            // Only the forms with an index path raise an exception; the others return `nil`.
            if isIdentifier(argument, "withIdentifier") || isIdentifier(argument, "withReuseIdentifier"),
                isPunctuation(argument + 1, ":"), label("for", from: argument + 2, to: close) != nil
            {
                recordValue(.dequeuedReuseIdentifier, at: argument + 2)
            }
        } else if lexer.matches(current, "dequeueReusableSupplementaryView") {
            if let value = label("withReuseIdentifier", from: argument, to: close) {
                recordValue(.dequeuedReuseIdentifier, at: value)
            }
        } else if lexer.matches(current, "makeView") {
            // `makeView(withIdentifier:owner:)` returns `nil` for an identifier nothing provides, and code
            // that makes the view then is right; only code that forces the result (`!`, `as!`) fails.
            let end = close + 1
            if isIdentifier(argument, "withIdentifier"), isPunctuation(argument + 1, ":"),
                (isPunctuation(end, "!") && tokens[end].start == tokens[end - 1].end)
                    || (isIdentifier(end, "as") && isPunctuation(end + 1, "!"))
            {
                recordValue(.dequeuedReuseIdentifier, at: argument + 2, implicitType: "NSUserInterfaceItemIdentifier")
            }
        } else if lexer.matches(current, "register") {
            registration(at: index, close: close)
        } else if isPunctuation(argument + 1, ":"),
            isIdentifier(argument, "nibName") || isIdentifier(argument, "windowNibName"),
            lexer.matches(current, "init") || isTypeName(current)
        {
            // `super.init(nibName: "X", bundle: nil)`, `Controller(nibName: "X", bundle: nil)`,
            // `NSWindowController(windowNibName: "X")`. A `nil` name is the class's own, not checked.
            let close = close
            guard !isIdentifier(argument + 2, "nil"), let end = argumentEnd(from: argument + 2, to: close) else {
                return true
            }
            if isIdentifier(argument, "windowNibName") || isOwnBundle(from: end + 1, to: close) {
                recordValue(.nibName, at: argument + 2)
            }
        } else {
            return false
        }
        return true
    }

    /// Whether the name starts with a capital: a type's, by Swift's conventions.
    private func isTypeName(_ token: SwiftToken) -> Bool {
        let first = lexer.bytes[token.name.lowerBound]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// `register(UINib(nibName: "X", bundle: nil), forCellReuseIdentifier: "Y")`, `register(Cell.self,
    /// forCellWithReuseIdentifier: …)` and the header, supplementary and AppKit forms.
    private mutating func registration(at index: Int, close: Int) {
        let argument = index + 2
        var value: Int?
        for name: StaticString in [
            "forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier",
            "withReuseIdentifier", "forIdentifier",
        ] {
            if let found = label(name, from: argument, to: close) {
                value = found
                break
            }
        }
        guard let value else { return }
        // The nib, when the first argument makes it: `UINib(nibName: "X", bundle: …)`.
        var nib: String?
        if isIdentifier(argument, "UINib") || isIdentifier(argument, "NSNib"), isPunctuation(argument + 1, "("),
            isIdentifier(argument + 2, "nibName") || isIdentifier(argument + 2, "nibNamed"),
            isPunctuation(argument + 3, ":")
        {
            nib = literal(at: argument + 4)?.value ?? typeDescription(at: argument + 4)?.name
        }
        if !recordValue(
            .registeredReuseIdentifier(nib: nib), at: value, implicitType: "NSUserInterfaceItemIdentifier")
        {
            facts.unknownRegistrations.append(currentTypeName ?? "")
        }
    }

    /// The index of the value of the argument labelled `name` among the call's arguments from `start`
    /// up to `close` (its own level only), if the call has one.
    func label(_ name: StaticString, from start: Int, to close: Int) -> Int? {
        var index = start
        while index < close {
            if isIdentifier(index, name), isPunctuation(index + 1, ":"),
                isPunctuation(index - 1, ",") || isPunctuation(index - 1, "(")
            {
                return index + 2
            }
            index = skip(index, to: close)
        }
        return nil
    }

    /// The index of the `,` or `)` that ends the argument starting at `start`, up to `close`.
    func argumentEnd(from start: Int, to close: Int) -> Int? {
        var index = start
        while index < close {
            if isPunctuation(index, ",") { return index }
            index = skip(index, to: close)
        }
        return index == close ? close : nil
    }

    /// Whether the `bundle:` argument from `index` up to `close` is the app's own bundle: `nil`,
    /// `.main`, `Bundle.main`, or the bundle of a class (`Bundle(for: Self.self)`).
    func isOwnBundle(from index: Int, to close: Int) -> Bool {
        guard isIdentifier(index, "bundle"), isPunctuation(index + 1, ":"), index + 2 <= close else { return false }
        if isMainBundle(from: index, to: close) { return true }
        // `Bundle(for: X.self)`, `.init(for: type(of: self))`.
        return (isIdentifier(index + 2, "Bundle") && isPunctuation(index + 3, "(") && isIdentifier(index + 4, "for"))
            || (isPunctuation(index + 2, ".") && isIdentifier(index + 3, "init") && isPunctuation(index + 4, "(")
                && isIdentifier(index + 5, "for"))
    }

    /// Whether the receiver ending at `index` (the token before the call's `.`) is the app's own
    /// bundle: `Bundle.main`, `.main`, `Bundle(for: …)`.
    func isOwnBundle(receiverEndingAt index: Int) -> Bool {
        guard isPunctuation(index + 1, ".") else { return false }
        if isIdentifier(index, "main"), isPunctuation(index - 1, ".") {
            return isIdentifier(index - 2, "Bundle") || !(token(index - 2).map { $0.kind == .identifier } ?? false)
        }
        if isPunctuation(index, ")"), let open = matchingOpen(from: index) {
            return isIdentifier(open - 1, "Bundle") && isIdentifier(open + 1, "for")
        }
        return false
    }

    /// Records the argument at `index` as a `kind` reference: a literal, a case's raw value,
    /// `String(describing: X.self)`, or the name of a constant (an implicit member `.name` of
    /// `implicitType`, where the parameter has that type); whether it could be read.
    @discardableResult
    mutating func recordValue(_ kind: SourceReference.Kind, at index: Int, implicitType: String? = nil) -> Bool {
        if let literal = literal(at: index) {
            record(kind, literal.value, literal.token)
            return true
        }
        if let found = enumerationCase(at: index), endsArgument(found.end) {
            record(kind, found)
            return true
        }
        if let described = typeDescription(at: index) {
            // A generic parameter (`String(describing: T.self)`) is no class: the name counts once the
            // sources are known to declare a class of it.
            recordConstant(kind, parts: [SourceConstantReference.classNameMarker, described.name], at: index)
            return true
        }
        if let implicitType, isPunctuation(index, "."), let member = token(index + 1), member.kind == .identifier,
            endsArgument(index + 2)
        {
            recordConstant(kind, parts: [implicitType, lexer.text(of: member)], at: index)
            return true
        }
        if let inner = wrappedArgument(at: index) { return recordValue(kind, at: inner) }
        if let (parts, end) = dottedParts(at: index), endsArgument(end), parts.count <= 4 {
            var names = parts.map { lexer.text(of: $0) }
            if names[0] == "self" { names.removeFirst() }
            if names.first == "Self", let type = currentTypeName { names[0] = type }
            guard let last = names.last, !["rawValue", "self", "nil", "true", "false"].contains(last) else {
                return false
            }
            recordConstant(kind, parts: names, at: index)
            return true
        }
        return false
    }

    /// `NSUserInterfaceItemIdentifier(x)`, `NSUserInterfaceItemIdentifier(rawValue: x)`, `.init(x)`,
    /// `NSNib.Name(x)` at `index`, ending the argument: the index of `x`.
    private func wrappedArgument(at index: Int) -> Int? {
        var next = index
        while let token = token(next), token.kind == .identifier || lexer.isPunctuation(token, ".") { next += 1 }
        guard next > index, isPunctuation(next, "("), let name = token(next - 1), name.kind == .identifier,
            lexer.matches(name, "init") || lexer.matches(name, "Name") || lexer.matches(name, "Identifier")
                || lexer.matches(name, "NSUserInterfaceItemIdentifier"),
            endsArgument(matchingClose(from: next) + 1)
        else { return nil }
        var start = next + 1
        if isIdentifier(start, "rawValue"), isPunctuation(start + 1, ":") { start += 2 }
        return start
    }

    /// `String(describing: X.self)` (or `String(describing: X)`, `Self.self`) at `index`, ending the
    /// argument: the type's name, as `String(describing:)` gives it.
    func typeDescription(at index: Int) -> (name: String, end: Int)? {
        guard isIdentifier(index, "String"), isPunctuation(index + 1, "("), isIdentifier(index + 2, "describing"),
            isPunctuation(index + 3, ":"), let (parts, end) = dottedParts(at: index + 4), isPunctuation(end, ")"),
            endsArgument(end + 1)
        else { return nil }
        var names = parts.map { lexer.text(of: $0) }
        if names.last == "self" { names.removeLast() }
        guard var name = names.last, name != "self" else { return nil }
        if name == "Self" {
            guard let type = currentTypeName else { return nil }
            name = type
        }
        guard isTypeName(name) else { return nil }
        return (name, end + 1)
    }

    private func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    mutating func recordConstant(_ kind: SourceReference.Kind, parts: [String], at index: Int) {
        facts.constantReferences.append(
            SourceConstantReference(
                kind: kind, parts: parts,
                enclosingTypes: scopes.flatMap { $0.typeName?.split(separator: ".").map(String.init) ?? [] },
                typeName: currentTypeName, location: location(tokens[index])))
    }

    /// `let name = "…"` (or `static let name: String = "…"`, `= Wrapper("…")`) directly in a type's
    /// body or at the top level, and `static var name: String { String(describing: self) }`.
    @inline(never)  // Kept out of the loop over identifiers.
    mutating func constant(at index: Int) {
        guard let name = token(index + 1), name.kind == .identifier else { return }
        let inType = scopes.last.map { $0.typeName != nil && $0.depth == depth } ?? false
        guard inType || depth == 0 else { return }
        var value = index + 2
        if isPunctuation(value, ":") {
            value += 1
            while let token = token(value), token.kind == .identifier || lexer.isPunctuation(token, ".") {
                value += 1
            }
        }
        if isPunctuation(value, "="), !isPunctuation(value + 1, "=") {
            // Most declarations' values are no literal: the name is made only for those that are.
            guard let found = declaredLiteral(at: value + 1) else { return }
            facts.stringConstants.append(
                SourceStringConstant(prefix: qualifiedTypePrefix, name: lexer.text(of: name), value: found))
        } else if isPunctuation(value, "{"), isIdentifier(index - 1, "static") || isIdentifier(index - 1, "class") {
            // A computed property whose body describes the type it is asked of.
            var body = value + 1
            if isIdentifier(body, "return") { body += 1 }
            guard isIdentifier(body, "String"), isPunctuation(body + 1, "("), isIdentifier(body + 2, "describing"),
                isPunctuation(body + 3, ":")
            else { return }
            var end = body + 4
            if isIdentifier(end, "self") {
                end += 1
            } else if isIdentifier(end, "Self"), isPunctuation(end + 1, "."), isIdentifier(end + 2, "self") {
                end += 3
            } else {
                return
            }
            if isPunctuation(end, ")"), isPunctuation(end + 1, "}") {
                facts.typeNamedProperties.append(lexer.text(of: name))
            }
        }
    }

    /// A string literal (or one wrapped: `NSUserInterfaceItemIdentifier("…")`) at `index` that is the
    /// whole of a declaration's value.
    private func declaredLiteral(at index: Int) -> String? {
        var start = index
        var end: Int
        guard let first = token(index) else { return nil }
        if first.kind == .string {
            end = index + 1
        } else {
            guard first.kind == .identifier || lexer.isPunctuation(first, ".") else { return nil }
            var next = index
            while let token = token(next), token.kind == .identifier || lexer.isPunctuation(token, ".") { next += 1 }
            guard next > index, isPunctuation(next, "(") else { return nil }
            start = next + 1
            if isIdentifier(start, "rawValue"), isPunctuation(start + 1, ":") { start += 2 }
            guard isPunctuation(start + 1, ")") else { return nil }
            end = start + 2
        }
        guard let token = token(start), token.kind == .string, let value = lexer.stringValue(of: token),
            !continuesExpression(end), !isPunctuation(end, "?"), !isPunctuation(end, "!")
        else { return nil }
        return value
    }
}
