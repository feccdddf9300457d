import CatalogFiles
import SegueRouting

/// Walks a file's tokens once and collects what ``SwiftSourceFile`` reports.
///
/// It follows braces to know which type and which function a token is in, reads every branch of
/// `#if` (each branch starts from the nesting the `#if` had, so that branches that each open a
/// declaration do not unbalance the braces), and records a string literal only where its meaning is
/// certain from the tokens around it.
struct SwiftSourceReader {
    let lexer: SwiftLexer
    let path: String
    private let tokens: SwiftTokens

    private(set) var classes: [SwiftClassDeclaration] = []
    private(set) var actions: [SwiftActionMethod] = []
    private(set) var references: [SourceReference] = []
    private(set) var segueHandlers: [SegueHandlerMethod] = []
    private(set) var importedHeaders: [String] = []
    private(set) var stringEnumerations: [SwiftStringEnumeration] = []
    private(set) var enumerationReferences: [SourceEnumerationReference] = []

    /// A brace-delimited region: a type's body, a function's body, or any other block.
    private struct Scope {
        /// The brace depth inside the region.
        var depth: Int
        /// The type's name, for a type's body.
        var typeName: String?
        /// For a `switch` on a segue identifier, whether the region is its body.
        var switchesOnIdentifier = false
        /// For the body of an enumeration of `String` raw values, its index in `stringEnumerations`,
        /// else -1 (32 bits, so that a scope stays 32 bytes).
        var stringEnumeration: Int32 = -1
    }

    /// A name bound in a scope to something the reader follows. Bindings are few (most scopes have
    /// none), so they are one list for all scopes rather than a set in each.
    private struct Binding {
        enum Value {
            /// A storyboard segue: a parameter typed `UIStoryboardSegue`.
            case segue
            /// A segue identifier: `let id = segue.identifier`, the identifier parameter of
            /// `shouldPerformSegue`.
            case identifier
            /// A local constant bound to `UIStoryboard(name: "…", bundle: …)`: the storyboard's name,
            /// or `nil` for a storyboard of another bundle than the main one.
            case storyboard(String?)
        }

        /// The token that spells the name.
        var name: SwiftToken
        var value: Value
        /// The number of scopes open when it was bound: it is gone when fewer are.
        var scopeCount: Int
    }

    /// What the next `{` opens, and the names its parameters bind.
    private var pendingScope: Scope?
    private var pendingBindings: [Binding] = []
    private var pendingSwitch = false
    private var scopes: [Scope] = []
    /// The names bound in the open scopes, innermost last.
    private var bindings: [Binding] = []
    private var depth = 0
    /// For each open `#if`: the depth and scope count it started at.
    private var conditionals: [(depth: Int, scopeCount: Int)] = []

    /// Attributes seen since the last declaration.
    private var isIBAction = false
    private var isIBSegueAction = false
    private var objectiveCName: String?

    init(lexer: SwiftLexer, path: String) {
        self.lexer = lexer
        self.path = path
        self.tokens = lexer.tokens
    }

    func location(of offset: Int) -> FileLocation {
        let (line, column) = lexer.position(of: offset)
        return FileLocation(file: path, line: line, column: column)
    }

    private func location(_ token: SwiftToken) -> FileLocation { location(of: token.start) }

    @inline(__always)
    private func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    @inline(__always)
    private func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard let token = token(index) else { return false }
        return lexer.isPunctuation(token, character)
    }

    @inline(__always)
    private func isIdentifier(_ index: Int, _ word: StaticString) -> Bool {
        guard let token = token(index), token.kind == .identifier else { return false }
        return lexer.matches(token, word)
    }

    private func name(_ index: Int) -> String? {
        guard let token = token(index), token.kind == .identifier else { return nil }
        return lexer.text(of: token)
    }

    /// The innermost type's name, and the names of all enclosing types joined by `.`.
    private var currentTypeName: String? { scopes.last { $0.typeName != nil }?.typeName }
    private var qualifiedTypePrefix: String {
        scopes.compactMap(\.typeName).joined(separator: ".")
    }

    /// Closes the innermost scopes, keeping `count`, and forgets the names they bound.
    private mutating func closeScopes(downTo count: Int) {
        // One at a time: usually one, and `removeLast(_:)` replaces a subrange, which costs more.
        while scopes.count > count { scopes.removeLast() }
        while let last = bindings.last, last.scopeCount > count { bindings.removeLast() }
    }

    private mutating func clearPendingScope() {
        pendingScope = nil
        if !pendingBindings.isEmpty { pendingBindings.removeAll(keepingCapacity: true) }
    }

    private mutating func resetAttributes() {
        isIBAction = false
        isIBSegueAction = false
        objectiveCName = nil
    }

    mutating func read() {
        var index = 0
        while index < tokens.count {
            index = step(at: index)
        }
    }

    /// Reads the token at `index` and returns the index of the next token to read.
    private mutating func step(at index: Int) -> Int {
        let current = tokens[index]
        switch current.kind {
        case .punctuation:
            return punctuation(at: index)
        case .directive:
            conditional(at: index)
            if lexer.isObjectiveC { frameworkImport(at: index) }
            return index + 1
        case .attribute:
            return attribute(at: index)
        case .identifier:
            return identifier(at: index)
        case .string:
            return index + 1
        case .number, .character:
            return index + 1
        }
    }

    private mutating func punctuation(at index: Int) -> Int {
        let byte = lexer.bytes[tokens[index].start]
        switch byte {
        case UInt8(ascii: "{"):
            depth += 1
            var scope = pendingScope ?? Scope(depth: depth)
            scope.depth = depth
            scope.switchesOnIdentifier = pendingSwitch
            scopes.append(scope)
            for var binding in pendingBindings {
                binding.scopeCount = scopes.count
                bindings.append(binding)
            }
            clearPendingScope()
            pendingSwitch = false
            resetAttributes()
        case UInt8(ascii: "}"):
            var count = scopes.count
            while count > 0, scopes[count - 1].depth >= depth { count -= 1 }
            closeScopes(downTo: count)
            depth = max(depth - 1, 0)
            clearPendingScope()
            pendingSwitch = false
            resetAttributes()
        case UInt8(ascii: "="):
            if isPunctuation(index + 1, "=") && tokens[index + 1].start == tokens[index].end {
                comparison(at: index, operatorEnd: index + 2)
                return index + 2
            }
        case UInt8(ascii: "!"):
            if isPunctuation(index + 1, "=") && tokens[index + 1].start == tokens[index].end
                && !isPunctuation(index + 2, "=")
            {
                comparison(at: index, operatorEnd: index + 2)
                return index + 2
            }
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            if lexer.isObjectiveC, isPunctuation(index + 1, "("), depth == 0 || scopes.isEmpty {
                return objectiveCMethod(at: index)
            }
        default:
            break
        }
        return index + 1
    }

    private mutating func conditional(at index: Int) {
        let token = tokens[index]
        if lexer.matches(token, "if") {
            conditionals.append((depth, scopes.count))
        } else if lexer.matches(token, "else") || lexer.matches(token, "elseif") {
            guard let start = conditionals.last else { return }
            depth = start.depth
            if scopes.count > start.scopeCount { closeScopes(downTo: start.scopeCount) }
            clearPendingScope()
        } else if lexer.matches(token, "endif") {
            _ = conditionals.popLast()
        }
    }

    private mutating func attribute(at index: Int) -> Int {
        let token = tokens[index]
        if lexer.matches(token, "IBAction") {
            isIBAction = true
        } else if lexer.matches(token, "IBSegueAction") {
            isIBSegueAction = true
        } else if lexer.matches(token, "objc"), isPunctuation(index + 1, "(") {
            var name = ""
            var next = index + 2
            while let inner = self.token(next), !lexer.isPunctuation(inner, ")") {
                name += lexer.text(of: inner)
                next += 1
            }
            objectiveCName = name
            return next + 1
        } else if lexer.isObjectiveC && (lexer.matches(token, "interface") || lexer.matches(token, "implementation")) {
            return objectiveCClass(at: index)
        }
        if isPunctuation(index + 1, "(") { return matchingClose(from: index + 1) + 1 }
        return index + 1
    }

    /// The index of the `)`, `]` or `}` that closes the bracket at `open`, or `tokens.count` when none
    /// does.
    private func matchingClose(from open: Int) -> Int {
        var level = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch lexer.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): level += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    level -= 1
                    if level == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        // Unclosed: one past the last token, so that every range from the open bracket to the close
        // is valid however the file is cut off.
        return tokens.count
    }

    /// The index of the `(`, `[` or `{` that `close` closes, or `nil`.
    private func matchingOpen(from close: Int) -> Int? {
        var level = 0
        var index = close
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch lexer.bytes[token.start] {
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): level += 1
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    level -= 1
                    if level == 0 { return index }
                default: break
                }
            }
            index -= 1
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "public", "private", "fileprivate", "internal",
        "open", "static", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonisolated", "typealias", "init", "class", "package",
    ]

    private mutating func identifier(at index: Int) -> Int {
        let token = tokens[index]
        // Member names after `.` are never keywords.
        if isPunctuation(index - 1, ".") { return call(at: index) }
        switch lexer.bytes[token.name.lowerBound] {
        case UInt8(ascii: "c"):
            if lexer.matches(token, "class") {
                guard let next = name(index + 1), !Self.modifiers.contains(next) else { return index + 1 }
                return typeDeclaration(at: index, isClass: true, isExtension: false)
            }
            if lexer.matches(token, "case") { return caseLabel(at: index) }
        case UInt8(ascii: "s"):
            if lexer.matches(token, "struct") { return typeDeclaration(at: index, isClass: false, isExtension: false) }
            if lexer.matches(token, "switch") {
                pendingSwitch = identifierExpression(startingAt: index + 1).map { isPunctuation($0, "{") } ?? false
                return index + 1
            }
        case UInt8(ascii: "e"):
            if lexer.matches(token, "enum") { return typeDeclaration(at: index, isClass: false, isExtension: false) }
            if lexer.matches(token, "extension") {
                return typeDeclaration(at: index, isClass: false, isExtension: true)
            }
        case UInt8(ascii: "p"):
            if lexer.matches(token, "protocol") {
                return typeDeclaration(at: index, isClass: false, isExtension: false)
            }
        case UInt8(ascii: "a"):
            if lexer.matches(token, "actor"), name(index + 1) != nil,
                isPunctuation(index + 2, "{")
                    || isPunctuation(index + 2, ":") || isPunctuation(index + 2, "<")
            {
                return typeDeclaration(at: index, isClass: false, isExtension: false)
            }
        case UInt8(ascii: "f"):
            if lexer.matches(token, "func") { return function(at: index) }
        case UInt8(ascii: "l"), UInt8(ascii: "v"):
            if lexer.matches(token, "let") || lexer.matches(token, "var") {
                binding(at: index)
                clearPendingScope()
                resetAttributes()
                return index + 1
            }
        case UInt8(ascii: "i"):
            if lexer.matches(token, "init") {
                clearPendingScope()
                resetAttributes()
            }
        default:
            break
        }
        return call(at: index)
    }

    /// `class Name<…>: Superclass`, `struct`, `enum`, `protocol`, `actor` or `extension Name`.
    private mutating func typeDeclaration(at index: Int, isClass: Bool, isExtension: Bool) -> Int {
        var next = index + 1
        guard let first = token(next), first.kind == .identifier else { return next }
        let nameToken = first
        let name: String
        let lastPart: SwiftToken
        (name, next, lastPart) = dottedName(at: next)
        next = afterGenericArguments(at: next)
        var superclass: String?
        var inheritedTypes: [String] = []
        if isPunctuation(next, ":") {
            // `: Superclass, Protocol, Module.Protocol<…>` up to the body or a `where` clause.
            var separator = next
            while let inheritedToken = token(separator + 1), inheritedToken.kind == .identifier {
                var (inherited, end, _) = dottedName(at: separator + 1)
                end = afterGenericArguments(at: end)
                if inheritedTypes.isEmpty { superclass = inherited }
                inheritedTypes.append(inherited)
                next = end
                guard isPunctuation(end, ",") else { break }
                separator = end
            }
        }
        // The part after the last `.`.
        let simpleName = lastPart.start == nameToken.start ? name : lexer.text(of: lastPart)
        if isClass || isExtension {
            let prefix = isExtension ? "" : qualifiedTypePrefix
            classes.append(
                SwiftClassDeclaration(
                    name: simpleName, qualifiedName: prefix.isEmpty ? name : prefix + "." + name,
                    objectiveCName: isExtension ? nil : objectiveCName, superclass: isExtension ? nil : superclass,
                    isExtension: isExtension, inheritedTypes: inheritedTypes, location: location(nameToken)))
        }
        clearPendingScope()
        pendingScope = Scope(depth: 0, typeName: isExtension ? simpleName : name)
        if lexer.matches(tokens[index], "enum"), let rawType = inheritedTypes.first {
            beginEnumeration(named: name, rawType: rawType)
        }
        resetAttributes()
        return next
    }

    /// Records an enumeration whose raw type is `String`, and marks the body about to open as the
    /// enumeration's.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    private mutating func beginEnumeration(named name: String, rawType: String) {
        guard rawType == "String" || rawType == "Swift.String" else { return }
        let prefix = qualifiedTypePrefix
        stringEnumerations.append(
            SwiftStringEnumeration(qualifiedName: prefix.isEmpty ? name : prefix + "." + name))
        pendingScope?.stringEnumeration = Int32(truncatingIfNeeded: stringEnumerations.count - 1)
    }

    /// `case a, b = "B"` directly inside the body of an enumeration of `String` raw values.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    private mutating func enumerationCases(at index: Int, into enumeration: Int) -> Int {
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
                stringEnumerations[enumeration].cases.append(
                    SwiftStringEnumeration.Case(name: name, rawValue: rawValue))
            }
            guard isPunctuation(next, ",") else { break }
            next += 1
        }
        return next
    }

    /// The dotted name (`Base.Controller`) whose first part is the name at `index`, the index after
    /// it, and the token of its last part.
    private func dottedName(at index: Int) -> (String, Int, SwiftToken) {
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
    private func afterGenericArguments(at index: Int) -> Int {
        guard isPunctuation(index, "<") else { return index }
        var next = index
        var level = 0
        while let inner = token(next) {
            if lexer.isPunctuation(inner, "<") { level += 1 }
            if lexer.isPunctuation(inner, ">") {
                level -= 1
                if level == 0 { break }
            }
            next += 1
        }
        return next + 1
    }

    /// `func name(label name: Type, …)`.
    private mutating func function(at index: Int) -> Int {
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
            pendingBindings.append(Binding(name: tokens[parameter.lastName], value: .segue, scopeCount: 0))
        }
        if lexer.matches(nameToken, "shouldPerformSegue"), let first = parameters.first {
            pendingBindings.append(Binding(name: tokens[first.lastName], value: .identifier, scopeCount: 0))
        }
        // Closures rather than method references: a method reference copies the whole reader.
        let takesSegue = parameters.first.map { isSegueType($0) } ?? false
        if isIBAction || isIBSegueAction || takesSegue {
            let baseName = lexer.text(of: nameToken)
            let firstType = parameters.first.map { typeText($0) }
            let selector =
                objectiveCName.map(ObjectiveCSelector.init(rawValue:))
                ?? ObjectiveCSelector(swiftName: baseName, labels: parameters.map { label($0) })
            let kind: SwiftActionMethod.Kind = isIBSegueAction ? .segueAction : isIBAction ? .action : .other
            actions.append(
                SwiftActionMethod(
                    kind: kind, typeName: currentTypeName, selector: selector, firstParameterType: firstType,
                    location: location(nameToken)))
        }
        if let symbol = handlerSymbol(nameToken) {
            segueHandlers.append(
                SegueHandlerMethod(symbol: symbol, typeName: currentTypeName, location: location(nameToken)))
        }
        pendingScope = Scope(depth: 0)
        resetAttributes()
        return close + 1
    }

    /// The `<Symbol>` of a method named `prepareFor<Symbol>Segue`, read from the name's bytes (most
    /// functions are not such handlers, so no string is made for them).
    private func handlerSymbol(_ nameToken: SwiftToken) -> String? {
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
    private struct Parameter {
        /// The first name token (the label, or `_`) and the last (the name).
        var firstName: Int
        var lastName: Int
        /// The type's tokens, `typeStart..<typeEnd`.
        var typeStart: Int
        var typeEnd: Int
    }

    /// The parameters between `start` and `end` (exclusive).
    private func parameters(from start: Int, to end: Int) -> [Parameter] {
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
    private func label(_ parameter: Parameter) -> String? {
        let token = tokens[parameter.firstName]
        return lexer.matches(token, "_") ? nil : lexer.text(of: token)
    }

    /// The parameter's type as written, without spaces and attributes: `UIStoryboardSegue?`.
    private func typeText(_ parameter: Parameter) -> String {
        var type = ""
        for index in parameter.typeStart..<parameter.typeEnd where tokens[index].kind != .attribute {
            type += lexer.text(of: tokens[index])
        }
        return type
    }

    /// Whether the parameter's type is `UIStoryboardSegue` or `NSStoryboardSegue` (qualified,
    /// optional or not), read from its tokens: its last token but for `!`, `?` and `*` is a name that
    /// ends so, as `isSegueType(_:)` decides from a type's text.
    private func isSegueType(_ parameter: Parameter) -> Bool {
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
        let suffix = Self.segueTypeSuffix
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
    private func skip(_ index: Int, to end: Int) -> Int {
        if isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{") {
            return min(matchingClose(from: index) + 1, end)
        }
        return index + 1
    }

    private static func isSegueType(_ type: String) -> Bool {
        // Read backwards over the UTF-8, past `!`, `?`, `*` and spaces, without making a string: most
        // parameters' types are not segues, and every function's parameters are looked at.
        var utf8 = type.utf8[...]
        while let last = utf8.last,
            last == UInt8(ascii: "!") || last == UInt8(ascii: "?") || last == UInt8(ascii: "*")
                || last == UInt8(ascii: " ")
        {
            utf8.removeLast()
        }
        guard utf8.count >= segueTypeSuffix.count, utf8.suffix(segueTypeSuffix.count).elementsEqual(segueTypeSuffix)
        else { return false }
        let prefix = utf8.dropLast(segueTypeSuffix.count).suffix(2)
        return prefix.elementsEqual("UI".utf8) || prefix.elementsEqual("NS".utf8)
    }

    /// The end of `UIStoryboardSegue` and `NSStoryboardSegue`.
    private static let segueTypeSuffix = Array("StoryboardSegue".utf8)

    /// Records `let name = UIStoryboard(name: "…", …)` and `let name = segue.identifier`.
    private mutating func binding(at index: Int) {
        guard let bound = token(index + 1), bound.kind == .identifier else { return }
        var value = index + 2
        if isPunctuation(value, ":") {
            // A type annotation: `let storyboard: UIStoryboard = …`.
            value += 1
            while let token = token(value),
                token.kind == .identifier || lexer.isPunctuation(token, ".")
                    || lexer.isPunctuation(token, "?") || lexer.isPunctuation(token, "!")
            {
                value += 1
            }
        }
        guard isPunctuation(value, "=") && !isPunctuation(value + 1, "="), !scopes.isEmpty else { return }
        if isIdentifier(value + 1, "UIStoryboard") || isIdentifier(value + 1, "NSStoryboard") {
            let storyboard = storyboardConstructor(at: value + 1)
            bindings.append(
                Binding(
                    name: bound, value: .storyboard(storyboard?.isMainBundle == true ? storyboard?.name : nil),
                    scopeCount: scopes.count))
        } else if identifierExpression(startingAt: value + 1) != nil {
            bindings.append(Binding(name: bound, value: .identifier, scopeCount: scopes.count))
        }
    }

    /// `UIStoryboard(name: "X", bundle: …)` or `NSStoryboard(name: "X", bundle: …)` starting at
    /// `index`: the name, and whether the bundle is the main one (`nil`, `.main`, `Bundle.main`).
    private func storyboardConstructor(at index: Int) -> (name: String, isMainBundle: Bool, end: Int)? {
        guard isStoryboardConstructor(at: index), let literal = literal(at: index + 4), isPunctuation(literal.end, ",")
        else { return nil }
        let close = matchingClose(from: index + 1)
        return (literal.value, isMainBundle(from: literal.end + 1, to: close), close + 1)
    }

    /// `UIStoryboard(name: Names.main.rawValue, bundle: nil)` starting at `index`: the case that names
    /// a storyboard of the main bundle.
    private func storyboardConstructorNamingCase(at index: Int) -> EnumerationCase? {
        guard isStoryboardConstructor(at: index), let found = enumerationCase(at: index + 4),
            isPunctuation(found.end, ","), isMainBundle(from: found.end + 1, to: matchingClose(from: index + 1))
        else { return nil }
        return found
    }

    /// Whether `UIStoryboard(name:` or `NSStoryboard(name:` starts at `index`.
    private func isStoryboardConstructor(at index: Int) -> Bool {
        (isIdentifier(index, "UIStoryboard") || isIdentifier(index, "NSStoryboard")) && isPunctuation(index + 1, "(")
            && isIdentifier(index + 2, "name") && isPunctuation(index + 3, ":")
    }

    /// Whether the `bundle:` argument from `index` up to `close` is the main bundle (`nil`, `.main`,
    /// `Bundle.main`).
    private func isMainBundle(from index: Int, to close: Int) -> Bool {
        guard isIdentifier(index, "bundle"), isPunctuation(index + 1, ":") else { return false }
        var bundle = ""
        for next in index + 2..<close { bundle += lexer.text(of: tokens[next]) }
        return ["nil", ".main", "Bundle.main"].contains(bundle)
    }

    /// A string literal argument at `index` whose value is known, and the index after it (of the `,`
    /// or `)` that follows it); the
    /// argument must end there (`,` or `)` follows), so that `"a" + b` is not taken for `"a"`.
    /// `NSStoryboard.Name("X")`, `NSStoryboardSegue.Identifier("X")` and `.init("X")` wrappers are
    /// looked through.
    private func literal(at index: Int) -> (value: String, token: SwiftToken, end: Int)? {
        var start = index
        var wrapped = false
        if !(token(index)?.kind == .string) {
            // `Type.Name(` or `.init(` or `Identifier(rawValue:`.
            var next = index
            while let token = token(next), token.kind == .identifier || lexer.isPunctuation(token, ".") { next += 1 }
            guard next > index, isPunctuation(next, "(") else { return nil }
            start = next + 1
            if isIdentifier(start, "rawValue"), isPunctuation(start + 1, ":") { start += 2 }
            wrapped = true
        }
        guard let token = token(start), token.kind == .string, let value = lexer.stringValue(of: token) else {
            return nil
        }
        var end = start + 1
        if wrapped {
            guard isPunctuation(end, ")") else { return nil }
            end += 1
        }
        guard endsArgument(end) else { return nil }
        return (value, token, end)
    }

    /// Whether the token at `index` ends an argument: `,`, `)` or `]`.
    private func endsArgument(_ index: Int) -> Bool {
        isPunctuation(index, ",") || isPunctuation(index, ")") || isPunctuation(index, "]")
    }

    /// A case's raw value starting at `index`, `Enumeration.someCase.rawValue` (the enumeration may
    /// be qualified: `Kiosk.SegueIdentifier.someCase.rawValue`): the enumeration as spelled, the
    /// case, the first token and the index after the expression.
    @inline(never)  // Rare: kept out of the loops over identifiers and punctuation.
    private func enumerationCase(at index: Int) -> EnumerationCase? {
        guard let (parts, end) = dottedParts(at: index), parts.count >= 3,
            lexer.matches(parts[parts.count - 1], "rawValue")
        else { return nil }
        return EnumerationCase(
            enumeration: dotted(parts.dropLast(2)), caseName: lexer.text(of: parts[parts.count - 2]),
            token: parts[0], start: index, end: end)
    }

    /// The names of a dotted expression starting at `index` (`Kiosk.SegueIdentifier.show`), and the
    /// index after it; `nil` when `index` is not its start.
    private func dottedParts(at index: Int) -> (parts: [SwiftToken], end: Int)? {
        guard let first = token(index), first.kind == .identifier, !isPunctuation(index - 1, ".") else { return nil }
        var parts = [first]
        var next = index + 1
        while isPunctuation(next, "."), let part = token(next + 1), part.kind == .identifier {
            parts.append(part)
            next += 2
        }
        return (parts, next)
    }

    /// The names joined by `.`.
    private func dotted(_ parts: ArraySlice<SwiftToken>) -> String {
        parts.map { lexer.text(of: $0) }.joined(separator: ".")
    }

    /// A case passed itself as an argument at `index`: `.someCase` or `Enumeration.someCase`, ending
    /// the argument.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    private func enumerationMember(at index: Int) -> EnumerationCase? {
        if isPunctuation(index, "."), let member = token(index + 1), member.kind == .identifier,
            endsArgument(index + 2)
        {
            return EnumerationCase(
                enumeration: nil, caseName: lexer.text(of: member), token: member, start: index, end: index + 2)
        }
        guard let (parts, end) = dottedParts(at: index), parts.count >= 2,
            !lexer.matches(parts[parts.count - 1], "rawValue"), endsArgument(end)
        else { return nil }
        return EnumerationCase(
            enumeration: dotted(parts.dropLast()), caseName: lexer.text(of: parts[parts.count - 1]), token: parts[0],
            start: index, end: end)
    }

    /// A case's raw value ending at `last` (its `rawValue` token), read back to its start.
    private func enumerationCase(endingAt last: Int) -> EnumerationCase? {
        guard isIdentifier(last, "rawValue") else { return nil }
        var start = last
        while isPunctuation(start - 1, "."), let part = token(start - 2), part.kind == .identifier { start -= 2 }
        guard let found = enumerationCase(at: start), found.end == last + 1 else { return nil }
        return found
    }

    /// `Enumeration.someCase.rawValue`, found where a literal could stand, or a case passed itself
    /// (`.someCase`, `Enumeration.someCase`) to an app's own `performSegue`.
    private struct EnumerationCase {
        /// The enumeration as spelled, or `nil` for an implicit member (`.someCase`).
        var enumeration: String?
        var caseName: String
        var token: SwiftToken
        var start: Int
        var end: Int
    }

    /// Records the argument at `index`, a literal or a case's raw value, as a `kind` reference.
    private mutating func recordArgument(_ kind: SourceReference.Kind, at index: Int) {
        if let literal = literal(at: index) {
            record(kind, literal.value, literal.token)
        } else if let found = enumerationCase(at: index), endsArgument(found.end) {
            record(kind, found)
        }
    }

    /// If a segue identifier expression starts at `index` (`segue.identifier`, `segue.identifier!`,
    /// or a name bound to one), the index after it.
    private func identifierExpression(startingAt index: Int) -> Int? {
        guard let first = token(index), first.kind == .identifier, !isPunctuation(index - 1, ".") else { return nil }
        if isPunctuation(index + 1, "."), isIdentifier(index + 2, "identifier"), isSegueName(first) {
            var end = index + 3
            if isPunctuation(end, "!") || isPunctuation(end, "?") { end += 1 }
            return end
        }
        if isIdentifierName(first), !isPunctuation(index + 1, "."), !isPunctuation(index + 1, "(") {
            return index + 1
        }
        return nil
    }

    /// If a segue identifier expression ends at `index`, where it starts.
    private func identifierExpression(endingAt index: Int) -> Int? {
        var last = index
        if isPunctuation(last, "!") || isPunctuation(last, "?") { last -= 1 }
        if isIdentifier(last, "identifier"), isPunctuation(last - 1, "."), let receiver = token(last - 2),
            receiver.kind == .identifier, !isPunctuation(last - 3, "."), isSegueName(receiver)
        {
            return last - 2
        }
        if last == index, let bound = token(index), bound.kind == .identifier, isIdentifierName(bound),
            !isPunctuation(index - 1, ".")
        {
            return index
        }
        return nil
    }

    /// Whether the name `token` is a segue: bound to one here, or in Objective-C, named like one.
    private func isSegueName(_ token: SwiftToken) -> Bool {
        if lexer.isObjectiveC { return lexer.nameContains(token, caseInsensitive: "segue") }
        return bindings.contains { binding in
            if case .segue = binding.value { return lexer.sameName(binding.name, token) }
            return false
        }
    }

    /// Whether the name `token` is bound to a segue identifier here.
    private func isIdentifierName(_ token: SwiftToken) -> Bool {
        bindings.contains { binding in
            if case .identifier = binding.value { return lexer.sameName(binding.name, token) }
            return false
        }
    }

    /// `expression == "…"`, `"…" == expression` (and `!=`), where the expression is a segue
    /// identifier. `operatorEnd` is the index after the operator.
    private mutating func comparison(at index: Int, operatorEnd: Int) {
        if identifierExpression(endingAt: index - 1) != nil {
            if let token = token(operatorEnd), token.kind == .string, let value = lexer.stringValue(of: token),
                !continuesExpression(operatorEnd + 1)
            {
                record(.comparedSegue, value, token)
            } else if let found = enumerationCase(at: operatorEnd), !continuesExpression(found.end) {
                record(.comparedSegue, found)
            }
        } else if let token = token(index - 1), token.kind == .string, let value = lexer.stringValue(of: token),
            !continuesExpression(index - 2, backwards: true),
            identifierExpression(startingAt: operatorEnd).map({ !continuesExpression($0) }) ?? false
        {
            record(.comparedSegue, value, token)
        } else if let found = enumerationCase(endingAt: index - 1),
            !continuesExpression(found.start - 1, backwards: true),
            identifierExpression(startingAt: operatorEnd).map({ !continuesExpression($0) }) ?? false
        {
            record(.comparedSegue, found)
        }
    }

    /// Whether the token at `index` continues an operand (`+`, `.`, `(`), so that a literal beside it
    /// is not the whole operand.
    private func continuesExpression(_ index: Int, backwards: Bool = false) -> Bool {
        guard let token = token(index), token.kind == .punctuation else { return false }
        let byte = lexer.bytes[token.start]
        if backwards { return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?") }
        return byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: "[")
    }

    /// `case "a", "b":` (or `Enumeration.someCase.rawValue`) directly inside a `switch` on a segue
    /// identifier.
    private mutating func caseLabel(at index: Int) -> Int {
        guard let scope = scopes.last, scope.depth == depth else { return index + 1 }
        if scope.stringEnumeration >= 0 { return enumerationCases(at: index, into: Int(scope.stringEnumeration)) }
        guard scope.switchesOnIdentifier else { return index + 1 }
        var next = index + 1
        var literals: [(String, SwiftToken)] = []
        var cases: [EnumerationCase] = []
        while let token = token(next) {
            if token.kind == .string, let value = lexer.stringValue(of: token) {
                literals.append((value, token))
                next += 1
            } else if let found = enumerationCase(at: next) {
                cases.append(found)
                next = found.end
            } else {
                break
            }
            if isPunctuation(next, ",") {
                next += 1
            } else if isPunctuation(next, ":") {
                for (value, token) in literals { record(.comparedSegue, value, token) }
                for found in cases { record(.comparedSegue, found) }
                return next + 1
            } else {
                break
            }
        }
        return index + 1
    }

    private mutating func record(_ kind: SourceReference.Kind, _ value: String, _ token: SwiftToken) {
        references.append(
            SourceReference(kind: kind, value: value, typeName: currentTypeName, location: location(token)))
    }

    @inline(never)  // Rare: kept out of the loops over identifiers and punctuation.
    private mutating func record(_ kind: SourceReference.Kind, _ found: EnumerationCase) {
        enumerationReferences.append(
            SourceEnumerationReference(
                kind: kind, enumeration: found.enumeration, caseName: found.caseName,
                enclosingTypes: scopes.compactMap(\.typeName), typeName: currentTypeName,
                location: location(found.token)))
    }

    /// The calls that name storyboard things, at the identifier `index`.
    private mutating func call(at index: Int) -> Int {
        let current = tokens[index]
        guard lexer.bytes[current.name.lowerBound] != UInt8(ascii: "_") else { return index + 1 }
        if lexer.isObjectiveC { return objectiveCCall(at: index) }
        if lexer.matches(current, "Scene"), isPunctuation(index + 1, "<"), let name = name(index + 2),
            !name.isEmpty, isPunctuation(index + 3, ">"), isPunctuation(index + 4, "(")
        {
            return scene(argument: index + 5)
        }
        guard isPunctuation(index + 1, "(") else { return index + 1 }
        let argument = index + 2
        if lexer.matches(current, "performSegue") {
            let labelled = isPunctuation(argument + 1, ":")
            let withIdentifier = labelled && isIdentifier(argument, "withIdentifier")
            if withIdentifier { recordArgument(.performedSegue, at: argument + 2) }
            // An app's own performSegue that takes its enumeration of identifiers, as
            // `SegueHandlerType` does: `performSegue(withIdentifier: .showDetail, sender: self)`, or
            // `performSegue(.showDetail)`.
            if withIdentifier || !labelled, let found = enumerationMember(at: labelled ? argument + 2 : argument) {
                record(.performedSegue, found)
            }
        } else if (lexer.matches(current, "instantiateViewController")
            || lexer.matches(current, "instantiateController"))
            && (isIdentifier(argument, "withIdentifier") || isIdentifier(argument, "identifier"))
            && isPunctuation(argument + 1, ":")
        {
            switch receiver(endingAt: index - 2) {
            case .storyboard(let name): recordArgument(.storyboardIdentifier(storyboard: name), at: argument + 2)
            case .unseen: recordArgument(.storyboardIdentifier(storyboard: nil), at: argument + 2)
            case .otherBundle: break
            }
        } else if lexer.matches(current, "UIStoryboard") || lexer.matches(current, "NSStoryboard") {
            if let storyboard = storyboardConstructor(at: index), storyboard.isMainBundle,
                let literal = literal(at: index + 4)
            {
                record(.storyboardName, storyboard.name, literal.token)
            } else if let found = storyboardConstructorNamingCase(at: index) {
                record(.storyboardName, found)
            }
        } else if lexer.matches(current, "Route")
            || (lexer.matches(current, "connect") && isPunctuation(index - 1, "."))
        {
            recordArgument(.comparedSegue, at: argument)
        } else if lexer.matches(current, "Scene") {
            return scene(argument: argument)
        } else if lexer.matches(current, "initial") && isIdentifier(argument, "in") && isPunctuation(argument + 1, ":")
        {
            if isIdentifier(index - 2, "Scene")
                || (isPunctuation(index - 1, ".")
                    && token(index - 2).map {
                        $0.kind == .punctuation && !lexer.isPunctuation($0, ")")
                    } ?? true),
                let literal = literal(at: argument + 2)
            {
                record(.storyboardName, literal.value, literal.token)
            }
        }
        return index + 1
    }

    /// `Scene("ID", in: "Storyboard")`, from its first argument.
    private mutating func scene(argument: Int) -> Int {
        if let identifier = literal(at: argument), isPunctuation(identifier.end, ","),
            isIdentifier(identifier.end + 1, "in"), isPunctuation(identifier.end + 2, ":"),
            let storyboard = literal(at: identifier.end + 3)
        {
            record(.storyboardName, storyboard.value, storyboard.token)
            record(.storyboardIdentifier(storyboard: storyboard.value), identifier.value, identifier.token)
        }
        return argument
    }

    /// What a receiver of `instantiateViewController` is.
    private enum Receiver {
        /// Visibly `UIStoryboard(name: "X", bundle: nil)`, or a constant bound to one.
        case storyboard(String)
        /// Something the reader cannot see into: `storyboard`, `self.storyboard!`, a property.
        case unseen
        /// Visibly a storyboard of another bundle, which may not be among those read.
        case otherBundle
    }

    /// The receiver ending at `index`, the token before the `.` of the call.
    private func receiver(endingAt index: Int) -> Receiver {
        guard isPunctuation(index + 1, ".") else { return .unseen }
        if isPunctuation(index, ")"), let open = matchingOpen(from: index) {
            if let storyboard = storyboardConstructor(at: open - 1) {
                return storyboard.isMainBundle ? .storyboard(storyboard.name) : .otherBundle
            }
            return .unseen
        }
        if let bound = token(index), bound.kind == .identifier, !isPunctuation(index - 1, ".") {
            for binding in bindings.reversed() {
                if case .storyboard(let storyboard) = binding.value, lexer.sameName(binding.name, bound) {
                    return storyboard.map(Receiver.storyboard) ?? .otherBundle
                }
            }
        }
        return .unseen
    }

    // MARK: Objective-C

    /// `#import <Kit/KitView.h>` (or `#include`): records `KitView`, a header of another module.
    private mutating func frameworkImport(at index: Int) {
        guard lexer.matches(tokens[index], "import") || lexer.matches(tokens[index], "include"),
            isPunctuation(index + 1, "<")
        else { return }
        var next = index + 2
        var last: String?
        while let token = token(next), !lexer.isPunctuation(token, ">"), next < index + 16 {
            if token.kind == .identifier, isPunctuation(next + 1, "."), isIdentifier(next + 2, "h"),
                isPunctuation(next + 3, ">")
            {
                last = lexer.text(of: token)
                break
            }
            next += 1
        }
        if let last { importedHeaders.append(last) }
    }

    /// `@interface Name : Super`, `@interface Name (Category)`, `@implementation Name`.
    private mutating func objectiveCClass(at index: Int) -> Int {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier else { return index + 1 }
        let name = lexer.text(of: nameToken)
        let isCategory = isPunctuation(index + 2, "(")
        let isInterface = lexer.matches(tokens[index], "interface")
        let superclass = isPunctuation(index + 2, ":") ? self.name(index + 3) : nil
        classes.append(
            SwiftClassDeclaration(
                name: name, qualifiedName: name, superclass: superclass, isExtension: isCategory || !isInterface,
                location: location(nameToken)))
        objectiveCType = name
        return index + 2
    }

    private var objectiveCType: String?

    /// `- (IBAction)name:(Type)argument label:(Type)argument`.
    private mutating func objectiveCMethod(at index: Int) -> Int {
        let returnClose = matchingClose(from: index + 1)
        var isAction = false
        var isSegueAction = false
        for next in index + 2..<returnClose {
            if lexer.matches(tokens[next], "IBAction") {
                isAction = true
            } else if lexer.matches(tokens[next], "IBSegueAction") {
                isSegueAction = true
            }
        }
        var next = returnClose + 1
        var selector = ""
        var firstType: String?
        var segueNames: [Binding] = []
        guard let nameToken = token(next), nameToken.kind == .identifier else { return next }
        while let piece = name(next) {
            guard isPunctuation(next + 1, ":") else {
                if selector.isEmpty { selector = piece }
                break
            }
            selector += piece + ":"
            next += 2
            var type = ""
            if isPunctuation(next, "(") {
                let close = matchingClose(from: next)
                for inner in next + 1..<close { type += lexer.text(of: tokens[inner]) }
                next = close + 1
            }
            if firstType == nil { firstType = type }
            guard let argument = token(next), argument.kind == .identifier else { break }
            if Self.isSegueType(type) { segueNames.append(Binding(name: argument, value: .segue, scopeCount: 0)) }
            next += 1
        }
        if isAction || isSegueAction || firstType.map(Self.isSegueType) == true {
            actions.append(
                SwiftActionMethod(
                    kind: isSegueAction ? .segueAction : isAction ? .action : .other, typeName: objectiveCType,
                    selector: ObjectiveCSelector(rawValue: selector), firstParameterType: firstType,
                    location: location(nameToken)))
        }
        clearPendingScope()
        pendingScope = Scope(depth: 0)
        pendingBindings = segueNames
        return next
    }

    /// `[x performSegueWithIdentifier:@"…" sender:…]`, `[x instantiateViewControllerWithIdentifier:@"…"]`,
    /// `[UIStoryboard storyboardWithName:@"…" bundle:nil]`, `[segue.identifier isEqualToString:@"…"]`.
    private mutating func objectiveCCall(at index: Int) -> Int {
        let current = tokens[index]
        guard isPunctuation(index + 1, ":"), let literal = token(index + 2), literal.kind == .string,
            let value = lexer.stringValue(of: literal)
        else {
            return index + 1
        }
        if lexer.matches(current, "performSegueWithIdentifier") {
            record(.performedSegue, value, literal)
        } else if lexer.matches(current, "instantiateViewControllerWithIdentifier") {
            var storyboard: String?
            if isPunctuation(index - 1, "]"), let open = matchingOpen(from: index - 1),
                isIdentifier(open + 1, "UIStoryboard"), isIdentifier(open + 2, "storyboardWithName"),
                let name = self.token(open + 4), name.kind == .string
            {
                storyboard = lexer.stringValue(of: name)
                guard isIdentifier(open + 5, "bundle"), isIdentifier(open + 7, "nil") else { return index + 1 }
            }
            record(.storyboardIdentifier(storyboard: storyboard), value, literal)
        } else if lexer.matches(current, "storyboardWithName") {
            if isIdentifier(index + 3, "bundle"), isIdentifier(index + 5, "nil") {
                record(.storyboardName, value, literal)
            }
        } else if lexer.matches(current, "isEqualToString"), identifierExpression(endingAt: index - 1) != nil {
            record(.comparedSegue, value, literal)
        }
        return index + 1
    }
}
