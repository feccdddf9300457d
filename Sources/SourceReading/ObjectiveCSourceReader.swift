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
    /// The class of the `@interface` or `@implementation` being read.
    var objectiveCType: String?

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
            return conditional(at: index)
        case .attribute:
            if lexer.matches(current, "interface") || lexer.matches(current, "implementation") {
                return objectiveCClass(at: index)
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
            closeScope()
        case UInt8(ascii: "="), UInt8(ascii: "!"):
            if let end = comparisonOperator(at: index) {
                comparison(at: index, operatorEnd: end)
                return end
            }
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
        return index + 2
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
