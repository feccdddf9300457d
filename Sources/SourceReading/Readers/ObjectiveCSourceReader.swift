import CatalogFiles
import SegueRouting

/// Reads an Objective-C file's tokens once (`.h`, `.m`, `.mm`) and collects what
/// ``SwiftSourceFile`` reports: `@interface` and `@implementation` classes, `IBAction` and
/// `IBSegueAction` methods, the headers of other modules it imports, and the string literals of
/// `performSegueWithIdentifier:`, `instantiateViewControllerWithIdentifier:`,
/// `storyboardWithName:bundle:` and `isEqualToString:` on a segue's identifier.
struct ObjectiveCSourceReader: SourceTokenReader {
    let lexer: SwiftLexer
    let path: String
    let tokens: SwiftTokens
    var facts = SourceFacts()

    var pendingScope: SourceScope?
    var pendingBindings: [SourceBinding] = []
    var scopes: [SourceScope] = []
    var bindings: [SourceBinding] = []
    var bindingIndex: [Int: [Int]] = [:]
    var depth = 0
    var conditionals: [(depth: Int, scopeCount: Int)] = []
    var platformBranches: [PlatformBranch] = []
    /// The class of the `@interface` or `@implementation` being read.
    var objectiveCType: String?
    /// The brace depth inside the instance-variable block of the `@interface` or `@implementation`
    /// being read, while it is open.
    var instanceVariableDepth: Int?

    init(lexer: SwiftLexer, path: String) {
        self.lexer = lexer
        self.path = path
        self.tokens = lexer.tokens
    }

    /// Whether the name `token` is a segue: Objective-C has no types to read it from, so a name that
    /// says so (`segue`, `aSegue`, `unwindSegue`).
    func isSegueName(_ token: SwiftToken) -> Bool {
        lexer.nameContains(token, caseInsensitive: "segue")
    }

    /// Reads the token at `index` and returns the index of the next token to read.
    mutating func step(at index: Int) -> Int {
        let current = tokens[index]
        switch current.kind {
        case .punctuation:
            return punctuation(at: index)
        case .directive:
            frameworkImport(at: index)
            definition(at: index)
            return conditional(at: index)
        case .attribute:
            if lexer.matches(current, "interface") || lexer.matches(current, "implementation") {
                return objectiveCClass(at: index)
            }
            if lexer.matches(current, "property") { return property(at: index) }
            if lexer.matches(current, "end") {
                objectiveCType = nil
                return index + 1
            }
            if lexer.matches(current, "protocol"), !isPunctuation(index + 1, "(") {
                // A protocol's methods are no class's.
                objectiveCType = nil
                return index + 1
            }
            // `@selector(…)`, `@available(…)`, `@synchronized(…)`: nothing inside names a segue.
            if isPunctuation(index + 1, "(") { return matchingClose(from: index + 1) + 1 }
            return index + 1
        case .identifier:
            guard lexer.bytes[current.name.lowerBound] != UInt8(ascii: "_") else { return index + 1 }
            return objectiveCCall(at: index)
        case .string, .number, .character:
            return index + 1
        }
    }

    mutating func punctuation(at index: Int) -> Int {
        switch lexer.bytes[tokens[index].start] {
        case UInt8(ascii: "{"):
            openScope(at: index, switchesOnIdentifier: false)
        case UInt8(ascii: "}"):
            if depth == instanceVariableDepth { instanceVariableDepth = nil }
            closeScope()
        case UInt8(ascii: ";"):
            if depth == instanceVariableDepth { instanceVariable(endingAt: index) }
        case UInt8(ascii: "="), UInt8(ascii: "!"):
            if let end = comparisonOperator(at: index) {
                comparison(at: index, operatorEnd: end)
                return end
            }
            if depth == 0 { constantDeclaration(at: index) }
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            if isPunctuation(index + 1, "("), depth == 0 || scopes.isEmpty {
                return objectiveCMethod(at: index)
            }
        default:
            break
        }
        return index + 1
    }

    /// `#import <Kit/KitView.h>` (or `#include`): records `KitView`, a header of another module.
    mutating func frameworkImport(at index: Int) {
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
        if let last { facts.importedHeaders.append(last) }
    }

    /// `@interface Name : Super`, `@interface Name (Category)`, `@implementation Name`.
    mutating func objectiveCClass(at index: Int) -> Int {
        guard let nameToken = token(index + 1), nameToken.kind == .identifier else { return index + 1 }
        let name = lexer.text(of: nameToken)
        let isCategory = isPunctuation(index + 2, "(")
        let isInterface = lexer.matches(tokens[index], "interface")
        let superclass = isPunctuation(index + 2, ":") ? self.name(index + 3) : nil
        facts.classes.append(
            SwiftClassDeclaration(
                name: name, qualifiedName: name, superclass: superclass, isExtension: isCategory || !isInterface,
                location: location(nameToken)))
        objectiveCType = name
        // `@interface Name : Super <Protocols> {` or `@implementation Name {`: instance variables.
        var next = index + 2
        if isPunctuation(next, "(") { next = matchingClose(from: next) + 1 }
        if isPunctuation(next, ":") { next += 2 }
        if isPunctuation(next, "<") {
            while let token = token(next), !lexer.isPunctuation(token, ">") { next += 1 }
            next += 1
        }
        if isPunctuation(next, "{") { instanceVariableDepth = depth + 1 }
        return index + 2
    }

    /// `@property (nonatomic, readonly) IBOutlet UIView *name NS_AVAILABLE_IOS(8_0);`: the name is
    /// the last identifier before the `;` that is not a macro or a macro's arguments; a block
    /// property's is after its `^`.
    @inline(never)  // Kept out of the loop over tokens.
    mutating func property(at index: Int) -> Int {
        var next = index + 1
        var readOnly = false
        if isPunctuation(next, "(") {
            let close = matchingClose(from: next)
            for attribute in next + 1..<close where lexer.matches(tokens[attribute], "readonly") { readOnly = true }
            next = close + 1
        }
        var name: SwiftToken?
        var isOutlet = false
        var pointee: SwiftToken?
        while let token = token(next), !lexer.isPunctuation(token, ";"), !lexer.isPunctuation(token, "@") {
            if token.kind == .identifier, lexer.matches(token, "IBOutlet") { isOutlet = true }
            if lexer.isPunctuation(token, "*"), pointee == nil, let type = self.token(next - 1),
                type.kind == .identifier
            {
                pointee = type
            }
            // A block: `void (^completion)(BOOL finished)`.
            if lexer.isPunctuation(token, "("), isPunctuation(next + 1, "^"), let blockName = self.token(next + 2),
                blockName.kind == .identifier
            {
                name = blockName
                next = matchingClose(from: next) + 1
                break
            }
            if token.kind == .identifier, !isPunctuation(next + 1, "(") || isPunctuation(next - 1, "*") {
                if !isMacroName(token) || name == nil { name = token }
            }
            if lexer.isPunctuation(token, "(") {
                next = matchingClose(from: next) + 1
                continue
            }
            next += 1
        }
        if isOutlet, let pointee { recordOutletType(pointee) }
        if let name, let typeName = objectiveCType {
            facts.members.append(
                SourceMember(
                    kind: readOnly ? .readOnlyProperty : .property, name: lexer.text(of: name), typeName: typeName))
        }
        return next
    }

    /// Whether the name is spelled as a macro: capitals, digits and underscores only, with an
    /// underscore (`NS_AVAILABLE_IOS`, `API_UNAVAILABLE`; `URL` is a name).
    func isMacroName(_ token: SwiftToken) -> Bool {
        lexer.bytes[token.name].contains(UInt8(ascii: "_"))
            && lexer.bytes[token.name].allSatisfy { byte in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
    }

    /// The `;` at `index` ends an instance variable's declaration (`IBOutlet UIView *name;`): its
    /// name is the identifier before it.
    @inline(never)  // Kept out of the loop over tokens.
    mutating func instanceVariable(endingAt index: Int) {
        guard let typeName = objectiveCType else { return }
        // Back to the declaration's start: `IBOutlet HFTextField *findField, *replaceField;` declares
        // each name followed by `,` or `;` outside parentheses (an outlet's type is a class some module
        // declares, too).
        var start = index - 1
        while start >= 0, index - start < 256, let token = token(start), !lexer.isPunctuation(token, ";"),
            !lexer.isPunctuation(token, "{"), !lexer.isPunctuation(token, "}")
        {
            start -= 1
        }
        var names: [SwiftToken] = []
        var pointee: SwiftToken?
        var isOutlet = false
        var depth = 0
        var position = start + 1
        while position < index, let token = token(position) {
            if lexer.isPunctuation(token, "(") || lexer.isPunctuation(token, "[") || lexer.isPunctuation(token, "<") {
                depth += 1
            } else if lexer.isPunctuation(token, ")") || lexer.isPunctuation(token, "]")
                || lexer.isPunctuation(token, ">")
            {
                depth = max(0, depth - 1)
            } else if token.kind == .identifier {
                if lexer.matches(token, "IBOutlet") { isOutlet = true }
                if depth == 0, isPunctuation(position + 1, ",") || position + 1 == index { names.append(token) }
                if pointee == nil, isPunctuation(position + 1, "*") { pointee = token }
            }
            position += 1
        }
        for name in names {
            facts.members.append(SourceMember(kind: .property, name: lexer.text(of: name), typeName: typeName))
        }
        if isOutlet, let pointee { recordOutletType(pointee) }
    }

    /// `- (IBAction)name:(Type)argument label:(Type)argument`.
    mutating func objectiveCMethod(at index: Int) -> Int {
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
        var segueNames: [SourceBinding] = []
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
            if SegueType.isNamed(by: type) {
                segueNames.append(SourceBinding(name: argument, value: .segue, scopeCount: 0))
            }
            next += 1
        }
        if lexer.bytes[tokens[index].start] == UInt8(ascii: "-"), let typeName = objectiveCType {
            facts.members.append(SourceMember(kind: .method, name: selector, typeName: typeName))
        }
        if isAction || isSegueAction || firstType.map(SegueType.isNamed(by:)) == true {
            facts.actions.append(
                SwiftActionMethod(
                    kind: isSegueAction ? .segueAction : isAction ? .action : .other, typeName: objectiveCType,
                    selector: ObjectiveCSelector(rawValue: selector), firstParameterType: firstType,
                    location: location(nameToken)))
        }
        clearPendingScope()
        pendingScope = SourceScope(depth: 0)
        pendingBindings = segueNames
        return next
    }

    /// `[x performSegueWithIdentifier:@"…" sender:…]`, `[x instantiateViewControllerWithIdentifier:@"…"]`,
    /// `[UIStoryboard storyboardWithName:@"…" bundle:nil]`, `[segue.identifier isEqualToString:@"…"]`.
    mutating func objectiveCCall(at index: Int) -> Int {
        let current = tokens[index]
        if isPunctuation(index + 1, "("), lexer.matches(current, "object_setClass") {
            classSwap(at: index)
            return index + 1
        }
        guard isPunctuation(index + 1, ":") else { return index + 1 }
        if cellMessage(at: index) || assetMessage(at: index) { return index + 1 }
        guard let literal = token(index + 2), literal.kind == .string, let value = lexer.stringValue(of: literal) else {
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
