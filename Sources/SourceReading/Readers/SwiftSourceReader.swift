import CatalogFiles
import SegueRouting

/// Reads a Swift file's tokens once and collects what ``SwiftSourceFile`` reports: class
/// declarations, `@IBAction` and `@IBSegueAction` methods, `prepareFor<Symbol>Segue` handlers,
/// enumerations of `String` raw values, and the string literals that name segues, storyboard IDs
/// and storyboards.
///
/// It reads every branch of `#if` (each branch starts from the nesting the `#if` had, so that
/// branches that each open a declaration do not unbalance the braces), and records a string literal
/// only where its meaning is certain from the tokens around it. Declarations are read in
/// `SwiftSourceReader+Declarations.swift`.
struct SwiftSourceReader: SourceTokenReader {
    let lexer: SwiftLexer
    let path: String
    let tokens: SwiftTokens
    var facts = SourceFacts()

    var pendingScope: SourceScope?
    var pendingBindings: [SourceBinding] = []
    /// Whether the next `{` opens the body of a `switch` on a segue identifier.
    var pendingSwitch = false
    var scopes: [SourceScope] = []
    var bindings: [SourceBinding] = []
    var bindingIndex: [Int: [Int]] = [:]
    var depth = 0
    var conditionals: [(depth: Int, scopeCount: Int)] = []
    var platformBranches: [PlatformBranch] = []

    /// Attributes seen since the last declaration.
    var isIBAction = false
    var isIBSegueAction = false
    var objectiveCName: String?
    /// `@objc` without a name, and `@objcMembers`.
    var isObjC = false
    var isIBOutlet = false
    var isObjCMembers = false

    init(lexer: SwiftLexer, path: String) {
        self.lexer = lexer
        self.path = path
        self.tokens = lexer.tokens
    }

    /// Whether the name `token` is bound to a segue here: a parameter typed `UIStoryboardSegue`.
    func isSegueName(_ token: SwiftToken) -> Bool {
        innermostBinding(of: token) { if case .segue = $0 { true } else { false } } != nil
    }

    /// Reads the token at `index` and returns the index of the next token to read.
    @inline(__always)  // Once per token: a call costs more than the work.
    mutating func step(at index: Int) -> Int {
        let current = tokens[index]
        switch current.kind {
        case .punctuation:
            return punctuation(at: index)
        case .directive:
            if lexer.bytes[current.name.lowerBound] == UInt8(ascii: "i") { imageLiteral(at: index) }
            return conditional(at: index)
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

    @inline(__always)  // Once per token: a call costs more than the work.
    mutating func punctuation(at index: Int) -> Int {
        switch lexer.bytes[tokens[index].start] {
        case UInt8(ascii: "{"):
            openScope(at: index, switchesOnIdentifier: pendingSwitch)
            pendingSwitch = false
            resetAttributes()
        case UInt8(ascii: "}"):
            closeScope()
            pendingSwitch = false
            resetAttributes()
        case UInt8(ascii: "="), UInt8(ascii: "!"):
            if let end = comparisonOperator(at: index) {
                comparison(at: index, operatorEnd: end)
                return end
            }
            if !bindings.isEmpty && lexer.bytes[tokens[index].start] == UInt8(ascii: "=") { assignment(at: index) }
            // The names assigned to: code that may set an outlet itself (``SwiftSourceFile/assigned(among:)``).
            if lexer.bytes[tokens[index].start] == UInt8(ascii: "="), let target = token(index - 1),
                target.kind == .identifier, !isIdentifier(index - 2, "var"), !isIdentifier(index - 2, "let")
            {
                facts.assignedNameHashes.append(nameHash(target))
            }
        default:
            break
        }
        return index + 1
    }

    mutating func attribute(at index: Int) -> Int {
        let token = tokens[index]
        if lexer.matches(token, "IBAction") {
            isIBAction = true
        } else if lexer.matches(token, "IBOutlet") {
            isIBOutlet = true
        } else if lexer.matches(token, "IBSegueAction") {
            isIBSegueAction = true
        } else if lexer.matches(token, "objcMembers") {
            isObjCMembers = true
        } else if lexer.matches(token, "objc"), !isPunctuation(index + 1, "(") {
            isObjC = true
        } else if lexer.matches(token, "objc"), isPunctuation(index + 1, "(") {
            var name = ""
            var next = index + 2
            while let inner = self.token(next), !lexer.isPunctuation(inner, ")") {
                name += lexer.text(of: inner)
                next += 1
            }
            objectiveCName = name
            return next + 1
        }
        if isPunctuation(index + 1, "(") { return matchingClose(from: index + 1) + 1 }
        return index + 1
    }

    mutating func resetAttributes() {
        isIBAction = false
        isIBSegueAction = false
        objectiveCName = nil
        isObjC = false
        isObjCMembers = false
        isIBOutlet = false
    }

    /// The kinds `import` may name before a declaration (`import class Kit.View`).
    static let importKinds: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "var", "let",
    ]

    static let modifiers: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "public", "private", "fileprivate", "internal",
        "open", "static", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonisolated", "typealias", "init", "class", "package", "prefix", "postfix", "infix", "distributed",
    ]

    /// Whether the token is a name in backticks (`` `class` ``), which is never a keyword.
    @inline(__always)
    func isBackticked(_ token: SwiftToken) -> Bool {
        // Only a backticked identifier's name does not start where the token does.
        token.name.lowerBound != token.start
    }

    mutating func identifier(at index: Int) -> Int {
        let token = tokens[index]
        // Member names after `.`, and names in backticks, are never keywords.
        if isPunctuation(index - 1, ".") || isBackticked(token) { return call(at: index) }
        switch lexer.bytes[token.name.lowerBound] {
        case UInt8(ascii: "c"):
            if lexer.matches(token, "class") {
                // Not a declaration: `import class Kit.Screen`, an argument label (`init(class c: …)`),
                // a modifier (`class func`, `class prefix func`).
                guard let next = self.token(index + 1), next.kind == .identifier,
                    isBackticked(next) || !Self.modifiers.contains(lexer.text(of: next)),
                    !isIdentifier(index - 1, "import"), !isPunctuation(index - 1, "("), !isPunctuation(index - 1, ",")
                else { return index + 1 }
                return typeDeclaration(at: index, isClass: true, isExtension: false)
            }
            if lexer.matches(token, "case") { return caseLabel(at: index) }
        case UInt8(ascii: "s"):
            if lexer.matches(token, "struct") {
                guard !isIdentifier(index - 1, "import") else { return index + 1 }
                return typeDeclaration(at: index, isClass: false, isExtension: false)
            }
            if lexer.matches(token, "switch") {
                pendingSwitch = identifierExpression(startingAt: index + 1).map { isPunctuation($0, "{") } ?? false
                return index + 1
            }
        case UInt8(ascii: "e"):
            if lexer.matches(token, "enum") {
                guard !isIdentifier(index - 1, "import") else { return index + 1 }
                return typeDeclaration(at: index, isClass: false, isExtension: false)
            }
            if lexer.matches(token, "extension") {
                return typeDeclaration(at: index, isClass: false, isExtension: true)
            }
        case UInt8(ascii: "p"):
            if lexer.matches(token, "protocol") {
                guard !isIdentifier(index - 1, "import") else { return index + 1 }
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
                if let scope = scopes.last, scope.holdsMembers, scope.depth == depth {
                    property(at: index)
                }
                if isPunctuation(index + 2, "=") || isPunctuation(index + 2, ":"),
                    depth == 0 || (scopes.last.map { $0.typeName != nil && $0.depth == depth } ?? false)
                {
                    constant(at: index)
                }
                binding(at: index)
                clearPendingScope()
                resetAttributes()
                return index + 1
            }
        case UInt8(ascii: "i"):
            if lexer.matches(token, "init") {
                clearPendingScope()
                resetAttributes()
            } else if lexer.matches(token, "import") {
                // `import Kit`, `@testable import Kit`, `import class Kit.View`: the module's name.
                var next = index + 1
                if let kind = self.token(next), kind.kind == .identifier,
                    Self.importKinds.contains(lexer.text(of: kind)),
                    self.token(next + 1)?.kind == .identifier
                {
                    next += 1
                }
                if let module = self.token(next), module.kind == .identifier {
                    facts.importedHeaders.append(lexer.text(of: module))
                }
                return next + 1
            }
        case UInt8(ascii: "t"):
            if lexer.matches(token, "typealias") { typeAlias(at: index) }
        default:
            break
        }
        return call(at: index)
    }

    /// Records `let name = UIStoryboard(name: "…", …)` and `let name = segue.identifier`.
    mutating func binding(at index: Int) {
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
        guard isPunctuation(value, "=") && !isPunctuation(value + 1, "="), !scopes.isEmpty,
            let bound = boundValue(at: value + 1).map({
                SourceBinding(name: bound, value: $0, scopeCount: scopes.count)
            })
        else { return }
        bind(bound)
    }

    /// What a name bound to the expression at `index` holds, where it is something the reader
    /// follows: a storyboard (`UIStoryboard(name: "…", bundle: …)`; `.other` when its name is not a
    /// literal, as the same call used in place would be seen) or a segue identifier.
    func boundValue(at index: Int) -> SourceBinding.Value? {
        if isIdentifier(index, "UIStoryboard") || isIdentifier(index, "NSStoryboard") {
            guard let storyboard = storyboardConstructor(at: index) else { return .other }
            return .storyboard(storyboard.isMainBundle ? storyboard.name : nil)
        }
        return identifierExpression(startingAt: index) != nil ? .identifier : nil
    }

    /// `name = …`, where `name` is bound here: from now on it holds the new value.
    mutating func assignment(at index: Int) {
        guard let target = token(index - 1), target.kind == .identifier, !isPunctuation(index - 2, "."),
            !isIdentifier(index - 2, "let"), !isIdentifier(index - 2, "var"),
            let bound = innermostBinding(of: target)
        else { return }
        bindings[bound].value = boundValue(at: index + 1) ?? .other
    }

    /// `UIStoryboard(name: "X", bundle: …)` or `NSStoryboard(name: "X", bundle: …)` starting at
    /// `index`: the name, and whether the bundle is the main one (`nil`, `.main`, `Bundle.main`).
    func storyboardConstructor(at index: Int) -> (name: String, isMainBundle: Bool, end: Int)? {
        guard isStoryboardConstructor(at: index), let literal = literal(at: index + 4), isPunctuation(literal.end, ",")
        else { return nil }
        let close = matchingClose(from: index + 1)
        return (literal.value, isMainBundle(from: literal.end + 1, to: close), close + 1)
    }

    /// `UIStoryboard(name: Names.main.rawValue, bundle: nil)` starting at `index`: the case that names
    /// a storyboard of the main bundle.
    func storyboardConstructorNamingCase(at index: Int) -> EnumerationCaseExpression? {
        guard isStoryboardConstructor(at: index), let found = enumerationCase(at: index + 4),
            isPunctuation(found.end, ","), isMainBundle(from: found.end + 1, to: matchingClose(from: index + 1))
        else { return nil }
        return found
    }

    /// Whether `UIStoryboard(name:` or `NSStoryboard(name:` starts at `index`.
    func isStoryboardConstructor(at index: Int) -> Bool {
        (isIdentifier(index, "UIStoryboard") || isIdentifier(index, "NSStoryboard")) && isPunctuation(index + 1, "(")
            && isIdentifier(index + 2, "name") && isPunctuation(index + 3, ":")
    }

    /// Whether the `bundle:` argument from `index` up to `close` is the main bundle (`nil`, `.main`,
    /// `Bundle.main`).
    func isMainBundle(from index: Int, to close: Int) -> Bool {
        guard isIdentifier(index, "bundle"), isPunctuation(index + 1, ":"), index + 2 <= close else { return false }
        var bundle = ""
        for next in index + 2..<close { bundle += lexer.text(of: tokens[next]) }
        return ["nil", ".main", "Bundle.main"].contains(bundle)
    }

    /// A case passed itself as an argument at `index`: `.someCase` or `Enumeration.someCase`, ending
    /// the argument.
    @inline(never)  // Rare: kept out of the loop over identifiers.
    func enumerationMember(at index: Int) -> EnumerationCaseExpression? {
        if isPunctuation(index, "."), let member = token(index + 1), member.kind == .identifier,
            endsArgument(index + 2)
        {
            return EnumerationCaseExpression(
                enumeration: nil, caseName: lexer.text(of: member), token: member, start: index, end: index + 2)
        }
        guard let (parts, end) = dottedParts(at: index), parts.count >= 2,
            !lexer.matches(parts[parts.count - 1], "rawValue"), endsArgument(end)
        else { return nil }
        return EnumerationCaseExpression(
            enumeration: dotted(parts.dropLast()), caseName: lexer.text(of: parts[parts.count - 1]), token: parts[0],
            start: index, end: end)
    }

    /// Records the argument at `index`, a literal or a case's raw value, as a `kind` reference.
    mutating func recordArgument(_ kind: SourceReference.Kind, at index: Int) {
        if let literal = literal(at: index) {
            record(kind, literal.value, literal.token)
        } else if let found = enumerationCase(at: index), endsArgument(found.end) {
            record(kind, found)
        }
    }

    /// `case "a", "b":` (or `Enumeration.someCase.rawValue`) directly inside a `switch` on a segue
    /// identifier.
    mutating func caseLabel(at index: Int) -> Int {
        guard let scope = scopes.last, scope.depth == depth else { return index + 1 }
        if scope.stringEnumeration >= 0 { return enumerationCases(at: index, into: Int(scope.stringEnumeration)) }
        guard scope.switchesOnIdentifier else { return index + 1 }
        var next = index + 1
        var literals: [(String, SwiftToken)] = []
        var cases: [EnumerationCaseExpression] = []
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
            // `case "X"?:` matches the identifier's optional itself.
            if isPunctuation(next, "?") { next += 1 }
            if isIdentifier(next, "where") {
                // `case "X" where condition:` still compares with "X": the label ends at the first
                // `:` outside brackets.
                next += 1
                while let label = self.token(next), !lexer.isPunctuation(label, ":") {
                    next = skip(next, to: tokens.count)
                }
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

    /// The calls that name storyboard things, at the identifier `index`.
    mutating func call(at index: Int) -> Int {
        let current = tokens[index]
        guard lexer.bytes[current.name.lowerBound] != UInt8(ascii: "_") else { return index + 1 }
        if lexer.matches(current, "Scene"), isPunctuation(index + 1, "<") {
            // `Scene<Detail>(…)`, `Scene<any InboxScreen>(…)`.
            let open = afterGenericArguments(at: index + 1)
            if isPunctuation(open, "(") { return scene(argument: open + 1) }
            return index + 1
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
            if isIdentifier(index - 2, "Scene") || (isPunctuation(index - 1, ".") && isIdentifier(index - 2, "return"))
                || (isPunctuation(index - 1, ".")
                    && token(index - 2).map {
                        $0.kind == .punctuation && !lexer.isPunctuation($0, ")")
                    } ?? true),
                let literal = literal(at: argument + 2)
            {
                record(.storyboardName, literal.value, literal.token)
            }
        } else if lexer.matches(current, "object_setClass") {
            classSwap(at: index)
        } else if mayBeCellCall(current, argument: argument), cellCall(at: index) {
        } else if mayBeAssetCall(current) {
            assetCall(at: index)
        }
        return index + 1
    }

    /// `Scene("ID", in: "Storyboard")`, from its first argument.
    mutating func scene(argument: Int) -> Int {
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
    enum Receiver {
        /// Visibly `UIStoryboard(name: "X", bundle: nil)`, or a constant bound to one.
        case storyboard(String)
        /// Something the reader cannot see into: `storyboard`, `self.storyboard!`, a property.
        case unseen
        /// Visibly a storyboard of another bundle, which may not be among those read.
        case otherBundle
    }

    /// The receiver ending at `index`, the token before the `.` of the call.
    func receiver(endingAt index: Int) -> Receiver {
        guard isPunctuation(index + 1, ".") else { return .unseen }
        if isPunctuation(index, ")"), let open = matchingOpen(from: index) {
            if let storyboard = storyboardConstructor(at: open - 1) {
                return storyboard.isMainBundle ? .storyboard(storyboard.name) : .otherBundle
            }
            return .unseen
        }
        if let bound = token(index), bound.kind == .identifier, !isPunctuation(index - 1, "."),
            let binding = innermostBinding(of: bound), case .storyboard(let storyboard) = bindings[binding].value
        {
            return storyboard.map(Receiver.storyboard) ?? .otherBundle
        }
        return .unseen
    }
}
