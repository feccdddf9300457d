import SegueRouting
import TestSupport
import Testing

@testable import SourceReading
@testable import StoryboardCatalog

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func read(_ source: String, path: String = "App.swift") -> SwiftSourceFile {
    SwiftSourceFile(bytes: Array(source.utf8), path: path)
}

private func references(_ file: SwiftSourceFile) -> [String] {
    file.references.map { reference in
        switch reference.kind {
        case .storyboardIdentifier(let storyboard): "id \(reference.value) in \(storyboard ?? "?")"
        case .storyboardName: "storyboard \(reference.value)"
        case .performedSegue: "perform \(reference.value)"
        case .comparedSegue: "compare \(reference.value)"
        case .nibName: "nib \(reference.value)"
        case .dequeuedReuseIdentifier: "dequeue \(reference.value)"
        case .registeredReuseIdentifier: "register \(reference.value)"
        case .imageName: "image \(reference.value)"
        case .colorName: "color \(reference.value)"
        }
    }
}

/// Each case is the smallest input on which the reader once disagreed with the compiler.
@Suite("Swift sources read as the compiler reads them")
struct SwiftSourceExactnessTests {
    @Test("Scene<…> with any generic argument, and .initial(in:) after return, name a scene")
    func scenes() {
        let file = read(
            """
            enum Scenes {
                static let inbox = Scene<any InboxScreen>("Inbox", in: "Main")
                static let boxed = Scene<Box<Int>>("Boxed", in: "Main")
                static var start: Scene<Onboarding> {
                    return .initial(in: "Onboarding")
                }
            }
            """)
        #expect(
            references(file) == [
                "storyboard Main", "id Inbox in Main", "storyboard Main", "id Boxed in Main", "storyboard Onboarding",
            ])
    }

    @Test(
        "A storyboard constant named by a case's raw value shows its IDs as the inline call does; reassigned, it is the new one"
    )
    func storyboardConstants() {
        let file = read(
            """
            func open() {
                let board = UIStoryboard(name: StoryboardName.settings.rawValue, bundle: nil)
                _ = board.instantiateViewController(withIdentifier: "Id")
                _ = UIStoryboard(name: StoryboardName.settings.rawValue, bundle: nil).instantiateViewController(withIdentifier: "Inline")
                var other = UIStoryboard(name: "A", bundle: nil)
                other = UIStoryboard(name: "B", bundle: nil)
                _ = other.instantiateViewController(withIdentifier: "InB")
                other = makeStoryboard()
                _ = other.instantiateViewController(withIdentifier: "Unknown")
            }
            """)
        #expect(
            references(file).filter { $0.hasPrefix("id") } == [
                "id Id in ?", "id Inline in ?", "id InB in B", "id Unknown in ?",
            ])
    }

    @Test("Classes in extensions of nested types are qualified by the whole extended name")
    func extensionOfNestedType() {
        let file = read(
            """
            extension A.B {
                class C {}
                enum Segues: String { case show }
            }
            """)
        #expect(file.classes.map(\.qualifiedName) == ["A.B", "A.B.C"])
        #expect(file.stringEnumerations.map(\.qualifiedName) == ["A.B.Segues"])
    }

    @Test("Inheritance clauses: attributes, compositions and members of generic types")
    func inheritanceClauses() {
        let file = read(
            """
            class A: NSObject, @unchecked Sendable, Codable {}
            class B: P & Q {}
            class Sub: Outer<Int>.Inner {}
            class D: @preconcurrency UIViewController, ~Copyable {}
            """)
        #expect(
            file.classes.map(\.inheritedTypes) == [
                ["NSObject", "Sendable", "Codable"], ["P", "Q"], ["Outer.Inner"], ["UIViewController"],
            ])
        #expect(file.classes.map(\.superclass) == ["NSObject", "P", "Outer.Inner", "UIViewController"])
    }

    @Test("What is not a class declaration is not read as one; a class named with backticks is")
    func notClasses() {
        let file = read(
            """
            import class UIKit.UIScreen
            struct S {
                init(class cls: AnyClass) {}
                class prefix func - (x: S) -> S { x }
            }
            enum Kind { case `class`, value }
            class `class` {}
            extension Bool? {}
            """)
        #expect(file.classes.map(\.qualifiedName) == ["class", "Optional"])
        #expect(file.classes.map(\.isExtension) == [false, true])
    }

    @Test("A division after a postfix operator is not a regex literal")
    func divisionAfterPostfix() {
        let file = read(
            """
            let h = v!/2 // \"""
            let k = w?/2
            class After {}
            """)
        #expect(file.classes.map(\.name) == ["After"])
        #expect(file.findings.isEmpty)
    }

    @Test("A carriage return alone ends a line, and a byte-order mark is not part of the first word")
    func lineEndsAndByteOrderMark() {
        let file = read("let a = 1 // note\rclass B {}\rclass C {}\r")
        #expect(file.classes.map(\.name) == ["B", "C"])
        #expect(file.classes.map { $0.location.line } == [2, 3])
        let marked = read("\u{FEFF}class A {}\n")
        #expect(marked.classes.map(\.name) == ["A"])
    }

    @Test("A throwing action's selector has its error piece")
    func throwingAction() {
        let file = read(
            """
            class Editor: UIViewController {
                @IBAction func save(_ sender: Any) throws {}
                @IBAction func reset() throws {}
            }
            """)
        #expect(file.actions.map(\.selector.rawValue) == ["save:error:", "resetAndReturnError:"])
    }

    @Test("A multi-line literal, an optional pattern and a case with a where clause name segues")
    func literalForms() {
        let file = read(
            """
            class Inbox: UIViewController {
                func go() {
                    performSegue(withIdentifier: \"""
                        Show Detail
                        \""", sender: nil)
                }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.identifier {
                    case "X"?: break
                    case "Y" where sender != nil: break
                    case "Z", "W" where sender == nil: break
                    default: break
                    }
                }
            }
            """)
        #expect(references(file) == ["perform Show Detail", "compare X", "compare Y", "compare Z", "compare W"])
    }

    @Test("Inactive #if false and #if 0 branches are not read; their #else branches are")
    func inactiveBranches() {
        let swift = read(
            """
            #if false
            class Hidden: UIViewController {}
            func f() { performSegue(withIdentifier: "Hidden", sender: nil) }
            #else
            class Shown: UIViewController {}
            #endif
            #if DEBUG
            class Debug {}
            #endif
            """)
        #expect(swift.classes.map(\.name) == ["Shown", "Debug"])
        #expect(swift.references.isEmpty)
        let objectiveC = read(
            """
            #if 0
            @interface Hidden : UIViewController
            @end
            #elif 1
            @interface Shown : UIViewController
            @end
            #endif
            """, path: "App.m")
        #expect(objectiveC.classes.map(\.name) == ["Shown"])
    }
}

@Suite("Hostile source files: one finding each, and bounded")
struct HostileSourceTests {
    @Test("Braces nested deeper than the compiler accepts: one finding, and the declarations below 256 levels")
    func nestingTooDeep() {
        let depth = 300
        let text = (0..<depth).map { "class C\($0) {\n" }.joined() + String(repeating: "}\n", count: depth)
        let file = read(text)
        #expect(file.classes.count == SourceFacts.maximumNesting)
        #expect(file.classes.last?.qualifiedName.split(separator: ".").count == SourceFacts.maximumNesting)
        #expect(file.findings.map(\.code) == [.sourceMalformed])
        #expect(file.findings.first?.location?.line == SourceFacts.maximumNesting + 1)
        #expect(file.findings.first?.message.contains("nested more than 256 deep") == true)
    }

    @Test("A file of random bytes gets one finding, which counts the other problems")
    func randomBytes() {
        var generator = SeededGenerator(seed: 29)
        let bytes = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let file = SwiftSourceFile(bytes: bytes, path: "junk.swift")
        #expect(file.findings.count == 1)
        let message = file.findings.first?.message ?? ""
        #expect(message.hasPrefix("This file is not UTF-8 here"))
        #expect(message.contains(" more problems."))
    }

    @Test("A FIFO given as a source is told to be a source file, not a storyboard")
    func fifoSource() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let path = folder.path("Pipe.swift")
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: Finding.self) { try SwiftSourceFile(contentsOf: path) }
        do {
            _ = try SwiftSourceFile(contentsOf: path)
        } catch {
            #expect(error.message == "This is a FIFO, not a regular file; pass a Swift or Objective-C source file.")
        }
    }
}
