import CatalogFiles
import SegueRouting

/// The Objective-C messages that name nibs and reuse identifiers, and the string constants code
/// names them by.
extension ObjectiveCSourceReader {
    /// The selector part at `index` (followed by `:`), if it names a nib or a reuse identifier;
    /// whether it did.
    mutating func cellMessage(at index: Int) -> Bool {
        let current = tokens[index]
        let value = index + 2
        switch lexer.bytes[current.name.lowerBound] {
        case UInt8(ascii: "n"):
            // `[UINib nibWithNibName:@"X" bundle:nil]`.
            guard lexer.matches(current, "nibWithNibName") else { return false }
            if let end = valueEnd(at: value), isOwnBundle(at: end) { recordValue(.nibName, at: value) }
        case UInt8(ascii: "i"):
            // `[super initWithNibName:@"X" bundle:nil]`, `[[NSNib alloc] initWithNibNamed:@"X" bundle:nil]`,
            // `[super initWithWindowNibName:@"X"]`, and an app's own initializer that passes the name on
            // (`initWithNibName:@"X" withItem:item bundle:nil`).
            if lexer.matches(current, "initWithNibName") || lexer.matches(current, "initWithNibNamed") {
                if !isIdentifier(value, "nil"), let end = valueEnd(at: value), let bundle = bundlePart(from: end),
                    isOwnBundle(at: bundle)
                {
                    recordValue(.nibName, at: value)
                }
            } else if lexer.matches(current, "initWithWindowNibName") {
                recordValue(.nibName, at: value)
            } else {
                return false
            }
        case UInt8(ascii: "l"):
            // `[[NSBundle mainBundle] loadNibNamed:@"X" owner:self options:nil]`.
            guard lexer.matches(current, "loadNibNamed") else { return false }
            // `[NSBundle.mainBundle loadNibNamed:…]` too.
            if isIdentifier(index - 1, "mainBundle"), isPunctuation(index - 2, "."), isIdentifier(index - 3, "NSBundle")
            {
                recordValue(.nibName, at: value)
            } else if isPunctuation(index - 1, "]"), let open = matchingOpen(from: index - 1),
                isIdentifier(open + 1, "NSBundle"),
                isIdentifier(open + 2, "mainBundle") || isIdentifier(open + 2, "bundleForClass")
            {
                recordValue(.nibName, at: value)
            }
        case UInt8(ascii: "d"):
            if lexer.matches(current, "dequeueReusableCellWithIdentifier") {
                // Only the form with an index path raises an exception.
                if let end = valueEnd(at: value), isIdentifier(end, "forIndexPath") {
                    recordValue(.dequeuedReuseIdentifier, at: value)
                }
            } else if lexer.matches(current, "dequeueReusableCellWithReuseIdentifier") {
                recordValue(.dequeuedReuseIdentifier, at: value)
            } else {
                return false
            }
        case UInt8(ascii: "w"):
            // `[collectionView dequeueReusableSupplementaryViewOfKind:k withReuseIdentifier:@"X" …]` and
            // `registerClass:… forSupplementaryViewOfKind:k withReuseIdentifier:@"X"`.
            guard lexer.matches(current, "withReuseIdentifier"), let first = firstSelectorPart(before: index) else {
                return false
            }
            if isIdentifier(first, "dequeueReusableSupplementaryViewOfKind") {
                recordValue(.dequeuedReuseIdentifier, at: value)
            } else if isIdentifier(first, "registerClass") || isIdentifier(first, "registerNib") {
                registration(at: value, first: first)
            }
        case UInt8(ascii: "f"):
            guard
                lexer.matches(current, "forCellReuseIdentifier") || lexer.matches(current, "forCellWithReuseIdentifier")
                    || lexer.matches(current, "forHeaderFooterViewReuseIdentifier")
                    || lexer.matches(current, "forIdentifier"),
                let first = firstSelectorPart(before: index),
                isIdentifier(first, "registerClass") || isIdentifier(first, "registerNib")
            else { return false }
            registration(at: value, first: first)
        default:
            return false
        }
        return true
    }

    /// A registration's identifier at `value`; `first` is the message's first selector part, whose
    /// argument is the nib (`registerNib:[UINib nibWithNibName:@"X" bundle:nil]`) or the class.
    private mutating func registration(at value: Int, first: Int) {
        var nib: String?
        if isIdentifier(first, "registerNib"), isPunctuation(first + 2, "["),
            isIdentifier(first + 4, "nibWithNibName") || isIdentifier(first + 4, "nibNamed")
        {
            nib = objectiveCString(at: first + 6)
        }
        if !recordValue(.registeredReuseIdentifier(nib: nib), at: value) {
            facts.unknownRegistrations.append(objectiveCType ?? "")
        }
    }

    /// The first selector part of the message whose part is at `index`: the name after the
    /// receiver, just inside the message's `[`.
    private func firstSelectorPart(before index: Int) -> Int? {
        var level = 0
        var next = index - 1
        while next >= 0, next > index - 512 {
            let token = tokens[next]
            if token.kind == .punctuation {
                switch lexer.bytes[token.start] {
                case UInt8(ascii: "]"), UInt8(ascii: ")"): level += 1
                case UInt8(ascii: "("):
                    if level == 0 { return nil }
                    level -= 1
                case UInt8(ascii: "["):
                    if level == 0 {
                        // `[receiver first:…`, where the receiver may be a message itself.
                        var part = isPunctuation(next + 1, "[") ? matchingClose(from: next + 1) + 1 : next + 2
                        while isPunctuation(part, "."), self.token(part + 1)?.kind == .identifier { part += 2 }
                        guard self.token(part)?.kind == .identifier, isPunctuation(part + 1, ":") else { return nil }
                        return part
                    }
                    level -= 1
                case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return nil
                default: break
                }
            }
            next -= 1
        }
        return nil
    }

    /// The index after the argument at `index`: after a literal, a name, or a bracketed or
    /// parenthesized expression (`NSStringFromClass([Cell class])`).
    private func valueEnd(at index: Int) -> Int? {
        guard let token = token(index) else { return nil }
        if token.kind == .string { return index + 1 }
        if isPunctuation(index, "[") { return matchingClose(from: index) + 1 }
        guard token.kind == .identifier else { return nil }
        if isPunctuation(index + 1, "(") { return matchingClose(from: index + 1) + 1 }
        return index + 1
    }

    /// The index of the message's `bundle:` part from `index` on, before its `]`.
    private func bundlePart(from index: Int) -> Int? {
        var next = index
        while let token = token(next), next < index + 256 {
            if lexer.isPunctuation(token, "]") || lexer.isPunctuation(token, ";") { return nil }
            if token.kind == .identifier, lexer.matches(token, "bundle"), isPunctuation(next + 1, ":") { return next }
            if lexer.isPunctuation(token, "[") || lexer.isPunctuation(token, "(") {
                next = matchingClose(from: next) + 1
            } else {
                next += 1
            }
        }
        return nil
    }

    /// Whether the `bundle:` part at `index` names the app's own bundle: `nil`, `[NSBundle
    /// mainBundle]`, `[NSBundle bundleForClass:…]`, `NSBundle.mainBundle`.
    private func isOwnBundle(at index: Int) -> Bool {
        guard isIdentifier(index, "bundle"), isPunctuation(index + 1, ":") else { return false }
        if isIdentifier(index + 2, "nil") { return true }
        if isPunctuation(index + 2, "["), isIdentifier(index + 3, "NSBundle") {
            return isIdentifier(index + 4, "mainBundle") || isIdentifier(index + 4, "bundleForClass")
        }
        return isIdentifier(index + 2, "NSBundle") && isPunctuation(index + 3, ".")
            && isIdentifier(index + 4, "mainBundle")
    }

    /// The value of `@"…"` at `index`, or of `NSStringFromClass([X class])` / `NSStringFromClass(X.class)`
    /// (not of `self`'s class, which may be a subclass).
    private func objectiveCString(at index: Int) -> String? {
        if let token = token(index), token.kind == .string { return lexer.stringValue(of: token) }
        guard isIdentifier(index, "NSStringFromClass"), isPunctuation(index + 1, "(") else { return nil }
        if isIdentifier(index + 2, "self") || isIdentifier(index + 3, "self") { return nil }
        if isPunctuation(index + 2, "["), let name = self.name(index + 3), isIdentifier(index + 4, "class"),
            isPunctuation(index + 5, "]"), isPunctuation(index + 6, ")")
        {
            return name
        }
        if let name = self.name(index + 2), isPunctuation(index + 3, "."), isIdentifier(index + 4, "class"),
            isPunctuation(index + 5, ")")
        {
            return name
        }
        return nil
    }

    /// Records the argument at `index`: a literal, `NSStringFromClass(…)`, or a constant's name
    /// (ending the argument: the next selector part or `]` follows); whether it could be read.
    @discardableResult
    private mutating func recordValue(_ kind: SourceReference.Kind, at index: Int) -> Bool {
        if let value = objectiveCString(at: index), let token = token(index) {
            // The class whose method holds the message: which scenes' tables it dequeues from.
            facts.references.append(
                SourceReference(
                    kind: kind, value: value, typeName: objectiveCType, location: location(token),
                    platforms: platformBranches.isEmpty ? .all : currentPlatforms))
            return true
        }
        guard let token = token(index), token.kind == .identifier, !isPunctuation(index + 1, "("),
            !isPunctuation(index + 1, "."), !isPunctuation(index + 1, "["), !isPunctuation(index + 1, "-"),
            self.token(index + 1).map({ $0.kind == .identifier || lexer.isPunctuation($0, "]") }) ?? false
        else { return false }
        facts.constantReferences.append(
            SourceConstantReference(
                kind: kind, parts: [lexer.text(of: token)], enclosingTypes: [], typeName: objectiveCType,
                location: location(token)))
        return true
    }

    /// `NSString *const kName = @"…";` (any declaration at the top level whose value is a string
    /// literal), at its `=`.
    mutating func constantDeclaration(at index: Int) {
        guard depth == 0, let name = self.name(index - 1), let literal = token(index + 1), literal.kind == .string,
            isPunctuation(index + 2, ";"), let value = lexer.stringValue(of: literal)
        else { return }
        facts.stringConstants.append(SourceStringConstant(prefix: "", name: name, value: value))
    }

    /// `#define kName @"…"`, at the directive.
    mutating func definition(at index: Int) {
        guard lexer.matches(tokens[index], "define"), let name = self.name(index + 1), let literal = token(index + 2),
            literal.kind == .string, let value = lexer.stringValue(of: literal),
            !lexer.bytes[tokens[index].end..<literal.start].contains(UInt8(ascii: "\n"))
        else { return }
        if let after = token(index + 3),
            !lexer.bytes[literal.end..<after.start].contains(where: { $0 == UInt8(ascii: "\n") })
        {
            return
        }
        facts.stringConstants.append(SourceStringConstant(prefix: "", name: name, value: value))
    }
}
