import CatalogFiles
import SegueRouting

/// What the Swift and the Objective-C reader share: one walk over a file's tokens that follows
/// braces and `#if` branches to know which type and which scope a token is in, the names bound in
/// those scopes, the expressions that compare a segue identifier with a literal, and the facts found.
///
/// Each reader is a type of its own (``SwiftSourceReader``, ``ObjectiveCSourceReader``) that reads
/// its language's declarations and calls; what they share is written once here, over the state
/// each declares.
protocol SourceTokenReader {
    /// The file's tokens and bytes.
    var lexer: SwiftLexer { get }
    /// The path to name in locations.
    var path: String { get }
    /// `lexer.tokens`, read without going through the lexer.
    var tokens: SwiftTokens { get }
    /// What the reader found so far.
    var facts: SourceFacts { get set }
    /// The open brace-delimited regions, innermost last.
    var scopes: [SourceScope] { get set }
    /// The names bound in the open scopes, innermost last.
    var bindings: [SourceBinding] { get set }
    /// The indices in `bindings` of the names with each hash (``nameHash(_:)``), so that a look-up
    /// does not read every name bound: a file may bind tens of thousands. Empty (and not used) while
    /// no more than ``SourceBinding/indexThreshold`` names are bound, as in nearly every file.
    var bindingIndex: [Int: [Int]] { get set }
    /// The brace depth.
    var depth: Int { get set }
    /// For each open `#if`: the depth and scope count it started at.
    var conditionals: [(depth: Int, scopeCount: Int)] { get set }
    /// For each open `#if`: the platforms its `os(…)` conditions allow.
    var platformBranches: [PlatformBranch] { get set }
    /// What the next `{` opens, and the names its parameters bind.
    var pendingScope: SourceScope? { get set }
    var pendingBindings: [SourceBinding] { get set }

    /// Whether the name `token` is a segue (the receiver of `.identifier` in an identifier
    /// expression).
    func isSegueName(_ token: SwiftToken) -> Bool

    /// Reads the token at `index` and returns the index of the next token to read.
    mutating func step(at index: Int) -> Int
}

/// What reading one file found, in file order.
struct SourceFacts {
    var classes: [SwiftClassDeclaration] = []
    var members: [SourceMember] = []
    /// The types of outlets (`@IBOutlet var stack: ORStackView!`): classes the code compiles against.
    var outletTypes: [String] = []
    /// The classes `object_setClass` gives objects.
    var classSwaps: [ClassSwap] = []
    /// `typealias Name = Target`, by name: extensions of `Name` extend `Target`.
    var typeAliases: [(name: String, target: String)] = []
    var actions: [SwiftActionMethod] = []
    var references: [SourceReference] = []
    var segueHandlers: [SegueHandlerMethod] = []
    var importedHeaders: [String] = []
    var stringEnumerations: [SwiftStringEnumeration] = []
    var enumerationReferences: [SourceEnumerationReference] = []
    /// String constants the file declares, and names where a literal could stand.
    var stringConstants: [SourceStringConstant] = []
    var constantReferences: [SourceConstantReference] = []
    /// The static properties whose value is the name of the type they are asked of
    /// (`static var reuseIdentifier: String { String(describing: self) }`), by name.
    var typeNamedProperties: [String] = []
    /// The types whose code registers reuse identifiers the reader cannot tell (`""` outside any type).
    var unknownRegistrations: [String] = []
    /// What the reader met that the compiler rejects (the lexer's problems are the lexer's).
    var problems: [SwiftLexer.Problem] = []
    /// Swift `@IBOutlet` stored properties declared implicitly unwrapped.
    var unwrappedOutlets: [SwiftOutletProperty] = []
    /// The names assigned to with `=` (`title = …`, `self.title = …`, `cell.title = …`), each once: code
    /// that may set an outlet itself.
    var assignedNameHashes: [Int] = []

    /// The deepest nesting of braces the compiler accepts ("structure nesting level exceeded maximum
    /// of 256"): declarations deeper than this are not read, so that the cost of a file stays linear
    /// in its size however deep it nests.
    static let maximumNesting = 256
}

/// A brace-delimited region: a type's body, a function's body, or any other block.
struct SourceScope {
    /// The brace depth inside the region.
    var depth: Int
    /// The type's name, for a type's body.
    var typeName: String?
    /// For a `switch` on a segue identifier, whether the region is its body.
    var switchesOnIdentifier = false
    /// For the body of an enumeration of `String` raw values, its index in `stringEnumerations`,
    /// else -1 (32 bits, so that a scope stays 32 bytes).
    var stringEnumeration: Int32 = -1
    /// Whether the region is the body of a class or of an extension, whose members are kept.
    var holdsMembers = false
    /// Whether every method declared directly in it is exposed to Objective-C: the body of an
    /// `@objcMembers` class or an `@objc extension`.
    var exposesMembers = false
}

/// A name bound in a scope to something the reader follows. Bindings are few (most scopes have
/// none), so they are one list for all scopes rather than a set in each.
struct SourceBinding {
    enum Value {
        /// A storyboard segue: a parameter typed `UIStoryboardSegue`.
        case segue
        /// A segue identifier: `let id = segue.identifier`, the identifier parameter of
        /// `shouldPerformSegue`.
        case identifier
        /// A local constant bound to `UIStoryboard(name: "…", bundle: …)`: the storyboard's name,
        /// or `nil` for a storyboard of another bundle than the main one.
        case storyboard(String?)
        /// A name bound to something the reader does not follow: a storyboard whose name is not a
        /// literal, or a name that was one of the others until it was assigned something else.
        case other
    }

    /// The most names bound at once that are looked up one by one; past it, through an index.
    static let indexThreshold = 16

    /// The token that spells the name.
    var name: SwiftToken
    var value: Value
    /// The number of scopes open when it was bound: it is gone when fewer are.
    var scopeCount: Int
}

/// `Enumeration.someCase.rawValue`, found where a literal could stand, or a case passed itself
/// (`.someCase`, `Enumeration.someCase`) to an app's own `performSegue`.
struct EnumerationCaseExpression {
    /// The enumeration as spelled, or `nil` for an implicit member (`.someCase`).
    var enumeration: String?
    var caseName: String
    var token: SwiftToken
    var start: Int
    var end: Int
}

/// `UIStoryboardSegue` and `NSStoryboardSegue`, recognised in a type's text.
enum SegueType {
    /// Whether `type` (`UIStoryboardSegue`, `UIKit.UIStoryboardSegue?`, `NSStoryboardSegue *`)
    /// names a storyboard segue.
    static func isNamed(by type: String) -> Bool {
        // Read backwards over the UTF-8, past `!`, `?`, `*` and spaces, without making a string: most
        // parameters' types are not segues, and every function's parameters are looked at.
        var utf8 = type.utf8[...]
        while let last = utf8.last,
            last == UInt8(ascii: "!") || last == UInt8(ascii: "?") || last == UInt8(ascii: "*")
                || last == UInt8(ascii: " ")
        {
            utf8.removeLast()
        }
        guard utf8.count >= suffix.count, utf8.suffix(suffix.count).elementsEqual(suffix)
        else { return false }
        let prefix = utf8.dropLast(suffix.count).suffix(2)
        return prefix.elementsEqual("UI".utf8) || prefix.elementsEqual("NS".utf8)
    }

    /// The end of `UIStoryboardSegue` and `NSStoryboardSegue`.
    static let suffix = Array("StoryboardSegue".utf8)
}

extension SourceTokenReader {
    /// Reads the whole file into ``facts``, token by token.
    @inline(__always)  // Once per token: a call costs more than the work.
    mutating func read() {
        var index = 0
        while index < tokens.count { index = step(at: index) }
    }

    /// Keeps the class name `token` spells as an outlet's type, unless a UIKit or AppKit class
    /// (`UI` or `NS` and a capital): those are the frameworks', and outlets of them are most.
    mutating func recordOutletType(_ token: SwiftToken) {
        let name = token.name
        if name.count > 2 {
            let bytes = lexer.bytes
            let first = bytes[name.lowerBound]
            let second = bytes[name.lowerBound + 1]
            let third = bytes[name.lowerBound + 2]
            let isFramework =
                ((first == UInt8(ascii: "U") && second == UInt8(ascii: "I"))
                    || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S")))
                && third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
            if isFramework { return }
        }
        facts.outletTypes.append(lexer.text(of: token))
    }

    /// The line and column of the byte at `offset`, in this file.
    func location(of offset: Int) -> FileLocation { lexer.location(of: offset, in: path) }

    func location(_ token: SwiftToken) -> FileLocation { location(of: token.start) }

    @inline(__always)
    func token(_ index: Int) -> SwiftToken? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    @inline(__always)
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard let token = token(index) else { return false }
        return lexer.isPunctuation(token, character)
    }

    @inline(__always)
    func isIdentifier(_ index: Int, _ word: StaticString) -> Bool {
        guard let token = token(index), token.kind == .identifier else { return false }
        return lexer.matches(token, word)
    }

    func name(_ index: Int) -> String? {
        guard let token = token(index), token.kind == .identifier else { return nil }
        return lexer.text(of: token)
    }

    /// The innermost type's name, and the names of all enclosing types joined by `.`.
    var currentTypeName: String? {
        // An extension's scope holds the whole extended name (`A.B`): its last part is the type.
        guard var name = scopes.last(where: { $0.typeName != nil })?.typeName else { return nil }
        // Through the UTF-8 buffer: the string's generic search costs more than the name is long.
        return name.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
        } ?? name
    }
    var qualifiedTypePrefix: String {
        scopes.compactMap(\.typeName).joined(separator: ".")
    }

    /// Closes the innermost scopes, keeping `count`, and forgets the names they bound.
    mutating func closeScopes(downTo count: Int) {
        // One at a time: usually one, and `removeLast(_:)` replaces a subrange, which costs more.
        while scopes.count > count { scopes.removeLast() }
        while let last = bindings.last, last.scopeCount > count {
            if !bindingIndex.isEmpty {
                let hash = nameHash(last.name)
                bindingIndex[hash]?.removeLast()
                if bindingIndex[hash]?.isEmpty == true { bindingIndex[hash] = nil }
            }
            bindings.removeLast()
        }
        if !bindingIndex.isEmpty && bindings.count <= SourceBinding.indexThreshold { bindingIndex = [:] }
    }

    mutating func clearPendingScope() {
        pendingScope = nil
        if !pendingBindings.isEmpty { pendingBindings.removeAll(keepingCapacity: true) }
    }

    /// Reads the directive at `index` (`#if`, `#else`, `#endif` and the like): each branch starts from
    /// the nesting its `#if` had, and a branch no compiler reads is skipped. Returns the index of the
    /// next token to read.
    mutating func conditional(at index: Int) -> Int {
        let token = tokens[index]
        if opensConditional(token) {
            conditionals.append((depth, scopes.count))
            let condition = lexer.matches(token, "if") ? platformCondition(after: index) : nil
            platformBranches.append(
                PlatformBranch(
                    current: condition ?? .all, remaining: condition.map { SourcePlatforms.all.subtracting($0) }))
        } else if startsBranch(token) {
            guard let start = conditionals.last else { return index + 1 }
            depth = start.depth
            if scopes.count > start.scopeCount { closeScopes(downTo: start.scopeCount) }
            clearPendingScope()
            if var branch = platformBranches.popLast() {
                if lexer.matches(token, "else") {
                    branch.current = branch.remaining ?? .all
                } else {
                    let condition = platformCondition(after: index)
                    branch.current = (branch.remaining ?? .all).intersection(condition ?? .all)
                    branch.remaining = condition.flatMap { condition in
                        branch.remaining.map { $0.subtracting(condition) }
                    }
                }
                platformBranches.append(branch)
            }
        } else if lexer.matches(token, "endif") {
            _ = conditionals.popLast()
            _ = platformBranches.popLast()
        }
        return inactiveBranchEnd(at: index) ?? index + 1
    }

    /// Whether the directive opens a conditional: `#if`, `#ifdef`, `#ifndef`.
    private func opensConditional(_ directive: SwiftToken) -> Bool {
        lexer.matches(directive, "if") || lexer.matches(directive, "ifdef") || lexer.matches(directive, "ifndef")
    }

    /// Whether the directive starts another branch of the open conditional: `#else`, `#elseif`,
    /// `#elif`.
    private func startsBranch(_ directive: SwiftToken) -> Bool {
        lexer.matches(directive, "else") || lexer.matches(directive, "elseif") || lexer.matches(directive, "elif")
    }

    /// At `#if false` or `#if 0` (or `#elseif`, `#elif`), alone on its line: the index of the
    /// directive that ends the branch no compiler reads (its `#else`, `#elseif`, `#elif` or
    /// `#endif`); `nil` at any other directive.
    private func inactiveBranchEnd(at index: Int) -> Int? {
        let directive = tokens[index]
        guard lexer.matches(directive, "if") || (startsBranch(directive) && !lexer.matches(directive, "else")),
            let condition = token(index + 1), lexer.matches(condition, "false") || lexer.matches(condition, "0")
        else { return nil }
        if let after = token(index + 2),
            !lexer.bytes[condition.end..<after.start].contains(where: {
                $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
            })
        {
            return nil
        }
        var nesting = 0
        var next = index + 2
        while let token = token(next) {
            if token.kind == .directive {
                if opensConditional(token) {
                    nesting += 1
                } else if lexer.matches(token, "endif") {
                    if nesting == 0 { return next }
                    nesting -= 1
                } else if nesting == 0 && startsBranch(token) {
                    return next
                }
            }
            next += 1
        }
        return tokens.count
    }

    /// The index of the `)`, `]` or `}` that closes the bracket at `open`, or `tokens.count` when none
    /// does.
    func matchingClose(from open: Int) -> Int {
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
    func matchingOpen(from close: Int) -> Int? {
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

    /// A string literal argument at `index` whose value is known, and the index after it (of the `,`
    /// or `)` that follows it); the
    /// argument must end there (`,` or `)` follows), so that `"a" + b` is not taken for `"a"`.
    /// `NSStoryboard.Name("X")`, `NSStoryboardSegue.Identifier("X")` and `.init("X")` wrappers are
    /// looked through.
    func literal(at index: Int) -> (value: String, token: SwiftToken, end: Int)? {
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
    func endsArgument(_ index: Int) -> Bool {
        isPunctuation(index, ",") || isPunctuation(index, ")") || isPunctuation(index, "]")
    }

    /// A case's raw value starting at `index`, `Enumeration.someCase.rawValue` (the enumeration may
    /// be qualified: `Kiosk.SegueIdentifier.someCase.rawValue`): the enumeration as spelled, the
    /// case, the first token and the index after the expression.
    @inline(never)  // Rare: kept out of the loops over identifiers and punctuation.
    func enumerationCase(at index: Int) -> EnumerationCaseExpression? {
        guard let (parts, end) = dottedParts(at: index), parts.count >= 3,
            lexer.matches(parts[parts.count - 1], "rawValue")
        else { return nil }
        return EnumerationCaseExpression(
            enumeration: dotted(parts.dropLast(2)), caseName: lexer.text(of: parts[parts.count - 2]),
            token: parts[0], start: index, end: end)
    }

    /// The names of a dotted expression starting at `index` (`Kiosk.SegueIdentifier.show`), and the
    /// index after it; `nil` when `index` is not its start.
    func dottedParts(at index: Int) -> (parts: [SwiftToken], end: Int)? {
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
    func dotted(_ parts: ArraySlice<SwiftToken>) -> String {
        parts.map { lexer.text(of: $0) }.joined(separator: ".")
    }

    /// A case's raw value ending at `last` (its `rawValue` token), read back to its start.
    func enumerationCase(endingAt last: Int) -> EnumerationCaseExpression? {
        guard isIdentifier(last, "rawValue") else { return nil }
        var start = last
        while isPunctuation(start - 1, "."), let part = token(start - 2), part.kind == .identifier { start -= 2 }
        guard let found = enumerationCase(at: start), found.end == last + 1 else { return nil }
        return found
    }

    /// If a segue identifier expression starts at `index` (`segue.identifier`, `segue.identifier!`,
    /// or a name bound to one), the index after it.
    func identifierExpression(startingAt index: Int) -> Int? {
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
    func identifierExpression(endingAt index: Int) -> Int? {
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

    /// Whether the name `token` is bound to a segue identifier here.
    func isIdentifierName(_ token: SwiftToken) -> Bool {
        innermostBinding(of: token) { if case .identifier = $0 { true } else { false } } != nil
    }

    /// `expression == "…"`, `"…" == expression` (and `!=`), where the expression is a segue
    /// identifier. `operatorEnd` is the index after the operator.
    mutating func comparison(at index: Int, operatorEnd: Int) {
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
    func continuesExpression(_ index: Int, backwards: Bool = false) -> Bool {
        guard let token = token(index), token.kind == .punctuation else { return false }
        let byte = lexer.bytes[token.start]
        if backwards { return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "?") }
        return byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "(")
            || byte == UInt8(ascii: "[")
    }

    mutating func record(_ kind: SourceReference.Kind, _ value: String, _ token: SwiftToken) {
        facts.references.append(
            SourceReference(
                kind: kind, value: value, typeName: currentTypeName, location: location(token),
                platforms: platformBranches.isEmpty ? .all : currentPlatforms))
    }

    @inline(never)  // Rare: kept out of the loops over identifiers and punctuation.
    mutating func record(_ kind: SourceReference.Kind, _ found: EnumerationCaseExpression) {
        facts.enumerationReferences.append(
            SourceEnumerationReference(
                kind: kind, enumeration: found.enumeration, caseName: found.caseName,
                enclosingTypes: scopes.flatMap { $0.typeName?.split(separator: ".").map(String.init) ?? [] },
                typeName: currentTypeName,
                location: location(found.token)))
    }

    /// `{`: opens the region the tokens before it announced (a type's or a function's body), or a
    /// plain block, and binds the names that were waiting for it.
    @inline(__always)  // Once per token: a call costs more than the work.
    mutating func openScope(at index: Int, switchesOnIdentifier: Bool) {
        depth += 1
        var scope = pendingScope ?? SourceScope(depth: depth)
        scope.depth = depth
        scope.switchesOnIdentifier = switchesOnIdentifier
        scopes.append(scope)
        for var binding in pendingBindings {
            binding.scopeCount = scopes.count
            bind(binding)
        }
        clearPendingScope()
        if depth == SourceFacts.maximumNesting + 1 {
            facts.problems.append(SwiftLexer.Problem(offset: tokens[index].start, kind: .structureTooDeep))
        }
    }

    /// Binds a name in the innermost scope.
    mutating func bind(_ binding: SourceBinding) {
        bindings.append(binding)
        if !bindingIndex.isEmpty {
            bindingIndex[nameHash(binding.name), default: []].append(bindings.count - 1)
        } else if bindings.count > SourceBinding.indexThreshold {
            for (index, bound) in bindings.enumerated() {
                bindingIndex[nameHash(bound.name), default: []].append(index)
            }
        }
    }

    /// The index in `bindings` of the innermost binding of the name `token` that `matching` accepts.
    ///
    /// - Complexity: O(*k*), where *k* is the number of bindings whose names share the hash of
    ///   `token`'s (its bindings, and rarely others).
    func innermostBinding(of token: SwiftToken, where matching: (SourceBinding.Value) -> Bool = { _ in true }) -> Int? {
        guard !bindings.isEmpty else { return nil }
        guard !bindingIndex.isEmpty else {
            return bindings.lastIndex { lexer.sameName($0.name, token) && matching($0.value) }
        }
        guard let candidates = bindingIndex[nameHash(token)] else { return nil }
        return candidates.last { lexer.sameName(bindings[$0].name, token) && matching(bindings[$0].value) }
    }

    /// A hash of the token's name (FNV-1a over its bytes).
    func nameHash(_ token: SwiftToken) -> Int {
        SwiftSourceFile.nameHash(lexer.bytes[token.name])
    }

    /// `}`: closes the regions opened at this depth.
    @inline(__always)  // Once per token: a call costs more than the work.
    mutating func closeScope() {
        var count = scopes.count
        while count > 0, scopes[count - 1].depth >= depth { count -= 1 }
        closeScopes(downTo: count)
        depth = max(depth - 1, 0)
        clearPendingScope()
    }

    /// If the `=` or `!` at `index` starts `==` or `!=` (not `!==`), the index after the operator.
    func comparisonOperator(at index: Int) -> Int? {
        guard isPunctuation(index + 1, "=") && tokens[index + 1].start == tokens[index].end else { return nil }
        if lexer.bytes[tokens[index].start] == UInt8(ascii: "!") && isPunctuation(index + 2, "=") { return nil }
        return index + 2
    }
}
