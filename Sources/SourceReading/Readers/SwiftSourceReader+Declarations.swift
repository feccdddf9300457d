import SegueRouting

/// The declarations a Swift file's reader reads: types (with their inheritance clauses and the
/// cases of enumerations of `String` raw values) and functions (with their parameters, selectors and
/// the segue names they bind).
extension SwiftSourceReader {
    /// `class Name<…>: Superclass`, `struct`, `enum`, `protocol`, `actor` or `extension Name`.
    mutating func typeDeclaration(at index: Int, isClass: Bool, isExtension: Bool) -> Int {
        var next = index + 1
        // Deeper than the compiler accepts: not read (the file has a finding), so that each
        // qualified name stays short however deep a hostile file nests.
        guard depth < SourceFacts.maximumNesting else { return next }
        guard let nameToken = token(next) else { return next }
        var name: String
        var simpleName: String
        if nameToken.kind == .identifier {
            let lastPart: SwiftToken
            (name, next, lastPart) = dottedName(at: next)
            next = afterGenericArguments(at: next)
            // The part after the last `.`.
            simpleName = lastPart.start == nameToken.start ? name : lexer.text(of: lastPart)
        } else if isExtension && lexer.isPunctuation(nameToken, "[") {
            // `extension [Element]` extends Array, `extension [Key: Value]` Dictionary.
            let close = matchingClose(from: next)
            var colon = next + 1
            while colon < close && !isPunctuation(colon, ":") { colon = skip(colon, to: close) }
            name = colon < close ? "Dictionary" : "Array"
            simpleName = name
            next = close + 1
        } else {
            return next
        }
        if isExtension && isPunctuation(next, "?") {
            // `extension Bool?` extends Optional.
            name = "Optional"
            simpleName = name
            next += 1
        }
        var superclass: String?
        var inheritedTypes: [String] = []
        if isPunctuation(next, ":") {
            // `: Superclass, @unchecked Sendable, P & Q, Outer<T>.Inner, ~Copyable` up to the body or a
            // `where` clause.
            var separator = next
            while true {
                var start = separator + 1
                var isSuppressed = false
                while let token = token(start), token.kind == .attribute || lexer.isPunctuation(token, "~") {
                    isSuppressed = isSuppressed || token.kind == .punctuation
                    start += 1
                }
                guard let inheritedToken = token(start), inheritedToken.kind == .identifier else { break }
                var (inherited, end, _) = dottedName(at: start)
                end = afterGenericArguments(at: end)
                while isPunctuation(end, "."), let part = token(end + 1), part.kind == .identifier {
                    let (member, memberEnd, _) = dottedName(at: end + 1)
                    inherited += "." + member
                    end = afterGenericArguments(at: memberEnd)
                }
                // `~Copyable` takes a conformance away: nothing is inherited.
                if !isSuppressed {
                    if inheritedTypes.isEmpty { superclass = inherited }
                    inheritedTypes.append(inherited)
                }
                next = end
                // `,` separates the types; `&` joins a composition, each of whose parts is inherited.
                guard isPunctuation(end, ",") || isPunctuation(end, "&") else { break }
                separator = end
            }
        }
        if isClass || isExtension {
            let prefix = isExtension ? "" : qualifiedTypePrefix
            facts.classes.append(
                SwiftClassDeclaration(
                    name: simpleName, qualifiedName: prefix.isEmpty ? name : prefix + "." + name,
                    objectiveCName: isExtension ? nil : objectiveCName, superclass: isExtension ? nil : superclass,
                    isExtension: isExtension, inheritedTypes: inheritedTypes, location: location(nameToken)))
        }
        clearPendingScope()
        // An extension's body is in the whole extended type (`extension A.B` holds `A.B.C`).
        pendingScope = SourceScope(
            depth: 0, typeName: name, holdsMembers: isClass || isExtension,
            exposesMembers: isObjCMembers || (isExtension && (isObjC || objectiveCName != nil)))
        if lexer.matches(tokens[index], "enum"), let rawType = inheritedTypes.first {
            beginEnumeration(named: name, rawType: rawType)
        }
        resetAttributes()
        return next
    }

    /// Records an enumeration whose raw type is `String`, and marks the body about to open as the
    /// enumeration's.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    mutating func beginEnumeration(named name: String, rawType: String) {
        guard rawType == "String" || rawType == "Swift.String" else { return }
        let prefix = qualifiedTypePrefix
        facts.stringEnumerations.append(
            SwiftStringEnumeration(qualifiedName: prefix.isEmpty ? name : prefix + "." + name))
        pendingScope?.stringEnumeration = Int32(truncatingIfNeeded: facts.stringEnumerations.count - 1)
    }

    /// `case a, b = "B"` directly inside the body of an enumeration of `String` raw values.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    mutating func enumerationCases(at index: Int, into enumeration: Int) -> Int {
        var next = index + 1
        while let nameToken = token(next), nameToken.kind == .identifier {
            let name = lexer.text(of: nameToken)
            next += 1
            var rawValue: String? = name
            if isPunctuation(next, "=") {
                // Only a whole literal whose value is known; anything else leaves the case out.
                let literal = token(next + 1)
                rawValue = literal.flatMap { $0.kind == .string ? lexer.stringValue(of: $0) : nil }
                next += 2
                if let after = token(next), after.kind == .punctuation, !lexer.isPunctuation(after, ","),
                    !lexer.isPunctuation(after, "}")
                {
                    rawValue = nil
                }
            }
            if let rawValue {
                facts.stringEnumerations[enumeration].cases.append(
                    SwiftStringEnumeration.Case(name: name, rawValue: rawValue))
            }
            guard isPunctuation(next, ",") else { break }
            next += 1
        }
        return next
    }

    /// The dotted name (`Base.Controller`) whose first part is the name at `index`, the index after
    /// it, and the token of its last part.
    func dottedName(at index: Int) -> (String, Int, SwiftToken) {
        var name = self.name(index) ?? ""
        var next = index + 1
        var last = tokens[index]
        while isPunctuation(next, "."), let part = token(next + 1), part.kind == .identifier {
            name += "." + lexer.text(of: part)
            last = part
            next += 2
        }
        return (name, next, last)
    }

    /// The index after the generic clause `<…>` at `index`, or `index` when there is none there.
    ///
    /// The clause ends at its `>` (not the one of `->`), or, in code that does not compile, where a
    /// type cannot go on (``endsType(_:)``), so that each look costs what the clause holds, however
    /// many unclosed clauses a file has.
    func afterGenericArguments(at index: Int) -> Int {
        guard isPunctuation(index, "<") else { return index }
        return typeGroupEnd(from: index)
    }

    /// The index after the bracketed part of a type that opens at `open` (`<…>`, `(…)`, `[…]`), or of
    /// the token where a type cannot go on, when it does not close before one.
    func typeGroupEnd(from open: Int) -> Int {
        var next = open
        var level = 0
        while let inner = token(next) {
            if inner.kind == .punctuation {
                switch lexer.bytes[inner.start] {
                case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["):
                    level += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    level -= 1
                    if level == 0 { return next + 1 }
                case UInt8(ascii: ">"):
                    // The `>` of `->` closes nothing.
                    if next > 0, lexer.isPunctuation(tokens[next - 1], "-"), tokens[next - 1].end == inner.start {
                        break
                    }
                    level -= 1
                    if level == 0 { return next + 1 }
                default:
                    if endsType(inner) { return next }
                }
            } else if inner.kind == .directive || (inner.kind == .identifier && endsType(inner)) {
                return next
            }
            next += 1
        }
        return next
    }

    /// Whether a type cannot go on at `token`: a brace, `;`, `=`, or a declaration's keyword.
    func endsType(_ token: SwiftToken) -> Bool {
        if token.kind == .punctuation {
            let byte = lexer.bytes[token.start]
            return byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ";")
                || byte == UInt8(ascii: "=")
        }
        guard token.kind == .identifier, !isBackticked(token) else { return false }
        return lexer.matches(token, "var") || lexer.matches(token, "let") || lexer.matches(token, "func")
            || lexer.matches(token, "class") || lexer.matches(token, "struct") || lexer.matches(token, "enum")
    }

    /// `func name(label name: Type, …)`.
    mutating func function(at index: Int) -> Int {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier else {
            resetAttributes()
            return index + 1
        }
        var open = index + 2
        if isPunctuation(open, "<") {
            while open < tokens.count && !isPunctuation(open, "(") { open += 1 }
        }
        guard isPunctuation(open, "(") else {
            resetAttributes()
            return index + 2
        }
        let close = matchingClose(from: open)
        let parameters = self.parameters(from: open + 1, to: close)
        clearPendingScope()
        for parameter in parameters where isSegueType(parameter) {
            pendingBindings.append(SourceBinding(name: tokens[parameter.lastName], value: .segue, scopeCount: 0))
        }
        if lexer.matches(nameToken, "shouldPerformSegue"), let first = parameters.first {
            pendingBindings.append(SourceBinding(name: tokens[first.lastName], value: .identifier, scopeCount: 0))
        }
        // Closures rather than method references: a method reference copies the whole reader.
        let takesSegue = parameters.first.map { isSegueType($0) } ?? false
        let memberScope = scopes.last.flatMap { $0.holdsMembers && $0.depth == depth ? $0 : nil }
        // An override in a class overrides, in practice, a method of the framework class it derives
        // from (`selectWord(_:)`, `viewDidLoad()`), which Objective-C sees.
        let isExposed =
            isIBAction || isIBSegueAction || isObjC || objectiveCName != nil || memberScope?.exposesMembers == true
            || (memberScope != nil && isOverride(before: index))
        let isMember = isExposed && memberScope != nil && !isStaticMember(before: index)
        if isIBAction || isIBSegueAction || takesSegue || isMember {
            let selector =
                objectiveCName.map(ObjectiveCSelector.init(rawValue:))
                ?? ObjectiveCSelector(
                    swiftName: lexer.text(of: nameToken), labels: parameters.map { label($0) },
                    throwing: isIdentifier(close + 1, "throws"))
            if isIBAction || isIBSegueAction || takesSegue {
                let kind: SwiftActionMethod.Kind = isIBSegueAction ? .segueAction : isIBAction ? .action : .other
                facts.actions.append(
                    SwiftActionMethod(
                        kind: kind, typeName: currentTypeName, selector: selector,
                        firstParameterType: parameters.first.map { typeText($0) }, location: location(nameToken),
                        isExposedToObjectiveC: isExposed))
            }
            if isMember, let typeName = currentTypeName {
                facts.members.append(SourceMember(kind: .method, name: selector.rawValue, typeName: typeName))
            }
        }
        if let symbol = handlerSymbol(nameToken) {
            facts.segueHandlers.append(
                SegueHandlerMethod(symbol: symbol, typeName: currentTypeName, location: location(nameToken)))
        }
        pendingScope = SourceScope(depth: 0)
        resetAttributes()
        return close + 1
    }

    /// `var name: Type …` or `let name …` at `index` (its keyword), directly in a class's or an
    /// extension's body: a property, settable unless it is a `let` or a computed property without a
    /// setter. Static and class properties are not kept.
    @inline(never)  // Kept out of the loop over identifiers.
    mutating func property(at index: Int) {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier, !isStaticMember(before: index),
            let typeName = currentTypeName
        else { return }
        var settable = lexer.matches(tokens[index], "var")
        if settable {
            var next = index + 2
            if isPunctuation(next, ":") {
                // An outlet's type is a class the code compiles against: kept, so that a document that
                // names it is known to name a class of some module.
                if isIBOutlet, let type = token(next + 1), type.kind == .identifier {
                    var last = next + 1
                    while isPunctuation(last + 1, "."), let part = token(last + 2), part.kind == .identifier {
                        last += 2
                    }
                    recordOutletType(tokens[last])
                }
                next = afterType(at: next + 1)
                // `@IBOutlet var title: UILabel!`, stored (no accessors but observers): reading it
                // unconnected crashes.
                if isIBOutlet, isPunctuation(next - 1, "!"),
                    !isPunctuation(next, "{") || isIdentifier(next + 1, "didSet") || isIdentifier(next + 1, "willSet")
                {
                    facts.unwrappedOutlets.append(
                        SwiftOutletProperty(
                            name: lexer.text(of: nameToken), typeName: typeName, location: location(nameToken),
                            platforms: platformBranches.isEmpty ? .all : currentPlatforms))
                }
            }
            if isPunctuation(next, "{") { settable = accessorsSet(at: next) }
        }
        facts.members.append(
            SourceMember(
                kind: settable ? .property : .readOnlyProperty, name: lexer.text(of: nameToken), typeName: typeName))
    }

    /// Whether the modifiers before the declaration keyword at `index` include `override`.
    func isOverride(before index: Int) -> Bool {
        var back = index - 1
        while let token = token(back), token.kind == .identifier || token.kind == .attribute,
            token.kind == .attribute || Self.modifiers.contains(lexer.text(of: token))
                || lexer.matches(token, "override")
        {
            if lexer.matches(token, "override") { return true }
            back -= 1
        }
        return false
    }

    /// `typealias Name = Target` (a dotted name without generic arguments): an extension of `Name`
    /// extends `Target`.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    mutating func typeAlias(at index: Int) {
        guard let name = self.name(index + 1), isPunctuation(index + 2, "="), token(index + 3)?.kind == .identifier
        else { return }
        let (_, end, last) = dottedName(at: index + 3)
        guard !isPunctuation(end, "<") else { return }
        facts.typeAliases.append((name, lexer.text(of: last)))
    }

    /// Whether the modifiers before the declaration keyword at `index` make it a type's member:
    /// `static` or `class` (read back over modifiers, `private(set)` and attributes).
    func isStaticMember(before index: Int) -> Bool {
        var back = index - 1
        while let token = token(back) {
            if token.kind == .attribute {
                back -= 1
            } else if token.kind == .identifier {
                if lexer.matches(token, "static") || lexer.matches(token, "class") { return true }
                guard Self.modifiers.contains(lexer.text(of: token)) || lexer.matches(token, "set") else {
                    return false
                }
                back -= 1
            } else if lexer.isPunctuation(token, ")"), let open = matchingOpen(from: back) {
                back = open - 1
            } else {
                return false
            }
        }
        return false
    }

    /// The index after the type that starts at `index` (`UIView!`, `[UIButton]`, `(() -> Void)?`,
    /// `some View`, `Outer<T>.Inner`).
    func afterType(at index: Int) -> Int {
        var next = index
        while true {
            while isIdentifier(next, "some") || isIdentifier(next, "any") || token(next)?.kind == .attribute {
                next += 1
            }
            if isPunctuation(next, "(") || isPunctuation(next, "[") {
                next = typeGroupEnd(from: next)
            } else if let token = token(next), token.kind == .identifier {
                next = afterGenericArguments(at: next + 1)
            } else {
                return next
            }
            while isPunctuation(next, "?") || isPunctuation(next, "!") { next += 1 }
            if isPunctuation(next, ".") || isPunctuation(next, "&") {
                next += 1
            } else if isPunctuation(next, "-"), isPunctuation(next + 1, ">") {
                next += 2
            } else {
                return next
            }
        }
    }

    /// Whether the accessor block at `open` (`{ get set }`, `{ didSet { … } }`, `{ return x }`) lets
    /// the property be set.
    func accessorsSet(at open: Int) -> Bool {
        let first = open + 1
        if isIdentifier(first, "willSet") || isIdentifier(first, "didSet") || isIdentifier(first, "set") { return true }
        guard isIdentifier(first, "get") || isIdentifier(first, "_read") else { return false }
        let close = matchingClose(from: open)
        var next = first
        while next < close {
            if isIdentifier(next, "set") || isIdentifier(next, "_modify") { return true }
            next = skip(next, to: close)
        }
        return false
    }

    /// The `<Symbol>` of a method named `prepareFor<Symbol>Segue`, read from the name's bytes (most
    /// functions are not such handlers, so no string is made for them).
    func handlerSymbol(_ nameToken: SwiftToken) -> String? {
        let name = nameToken.name
        let prefix = "prepareFor".utf8
        let suffix = "Segue".utf8
        guard name.count > prefix.count + suffix.count else { return nil }
        let bytes = lexer.bytes
        guard bytes[name.lowerBound..<name.lowerBound + prefix.count].elementsEqual(prefix),
            bytes[name.upperBound - suffix.count..<name.upperBound].elementsEqual(suffix)
        else { return nil }
        return String(decoding: bytes[name.lowerBound + prefix.count..<name.upperBound - suffix.count], as: UTF8.self)
    }

    /// A parameter of a declaration, as the tokens that spell it: its names (a label and a name, or
    /// one name) and its type. Strings are made of them only when a declaration is kept.
    struct Parameter {
        /// The first name token (the label, or `_`) and the last (the name).
        var firstName: Int
        var lastName: Int
        /// The type's tokens, `typeStart..<typeEnd`.
        var typeStart: Int
        var typeEnd: Int
    }

    /// The parameters between `start` and `end` (exclusive).
    func parameters(from start: Int, to end: Int) -> [Parameter] {
        var result: [Parameter] = []
        var index = start
        while index < end {
            let firstName = index
            while index < end, let token = token(index), token.kind == .identifier { index += 1 }
            guard isPunctuation(index, ":"), index > firstName else { break }
            let lastName = index - 1
            // Skip `inout`, `borrowing` and the like before the type.
            index += 1
            let typeStart = index
            var level = 0
            while index < end {
                let token = tokens[index]
                if token.kind == .punctuation {
                    let byte = lexer.bytes[token.start]
                    if level == 0 && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "=")) { break }
                    if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "<") {
                        level += 1
                    }
                    if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ">") {
                        level -= 1
                    }
                }
                index += 1
            }
            let typeEnd = index
            while index < end, !(isPunctuation(index, ",")) { index = skip(index, to: end) }
            index += 1
            result.append(Parameter(firstName: firstName, lastName: lastName, typeStart: typeStart, typeEnd: typeEnd))
        }
        return result
    }

    /// The parameter's label, `nil` for `_`.
    func label(_ parameter: Parameter) -> String? {
        let token = tokens[parameter.firstName]
        return lexer.matches(token, "_") ? nil : lexer.text(of: token)
    }

    /// The parameter's type as written, without spaces and attributes: `UIStoryboardSegue?`.
    func typeText(_ parameter: Parameter) -> String {
        var type = ""
        for index in parameter.typeStart..<parameter.typeEnd where tokens[index].kind != .attribute {
            type += lexer.text(of: tokens[index])
        }
        return type
    }

    /// Whether the parameter's type is `UIStoryboardSegue` or `NSStoryboardSegue` (qualified,
    /// optional or not), read from its tokens: its last token but for `!`, `?` and `*` is a name that
    /// ends so, as `isSegueType(_:)` decides from a type's text.
    func isSegueType(_ parameter: Parameter) -> Bool {
        var index = parameter.typeEnd - 1
        while index >= parameter.typeStart, tokens[index].kind == .punctuation || tokens[index].kind == .attribute {
            let byte = lexer.bytes[tokens[index].start]
            guard
                tokens[index].kind == .attribute || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")
                    || byte == UInt8(ascii: "*")
            else { return false }
            index -= 1
        }
        guard index >= parameter.typeStart else { return false }
        let name = tokens[index].name
        let suffix = SegueType.suffix
        guard name.count >= suffix.count + 2 else { return false }
        let bytes = lexer.bytes
        for (offset, byte) in suffix.enumerated() where bytes[name.upperBound - suffix.count + offset] != byte {
            return false
        }
        let first = bytes[name.upperBound - suffix.count - 2]
        let second = bytes[name.upperBound - suffix.count - 1]
        return (first == UInt8(ascii: "U") && second == UInt8(ascii: "I"))
            || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
    }

    /// The index after the token or bracketed group at `index`, not beyond `end`.
    func skip(_ index: Int, to end: Int) -> Int {
        if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
            return min(matchingClose(from: index) + 1, end)
        }
        return index + 1
    }
}
