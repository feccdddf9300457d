import SegueRouting
import Testing

@testable import SourceReading
@testable import StoryboardCatalog

private func read(_ source: String, path: String = "App.swift") -> SwiftSourceFile {
    SwiftSourceFile(bytes: Array(source.utf8), path: path)
}

private func values(_ file: SwiftSourceFile, _ kind: SourceReference.Kind) -> [String] {
    file.references.filter { $0.kind == kind }.map(\.value)
}

@Suite("Swift source file")
struct SwiftSourceFileTests {
    @Test("Classes: nested, generic, in extensions, renamed with @objc, across #if branches")
    func classes() {
        let file = read(
            """
            @objc(LegacyInbox)
            final class InboxViewController: UIViewController {
                class var shared: Int { 0 }
                class func make() {}
                class Cell: UITableViewCell {}
            }
            class Box<T>: NSObject {}
            extension InboxViewController {
                // class Hidden: UIViewController {}
                let text = "class AlsoHidden {}"
            }
            #if os(iOS)
            class Platform: UIViewController {
            #else
            class Platform: NSViewController {
            #endif
                func after() {}
            }
            class Last {}
            """)
        #expect(
            file.classes.map(\.qualifiedName) == [
                "InboxViewController", "InboxViewController.Cell", "Box", "InboxViewController", "Platform", "Platform",
                "Last",
            ])
        #expect(file.classes[0].objectiveCName == "LegacyInbox")
        #expect(file.classes[0].superclass == "UIViewController")
        #expect(file.classes[3].isExtension)
        #expect(file.classes[4].superclass == "UIViewController" && file.classes[5].superclass == "NSViewController")
        #expect(file.classes[6].location == FileLocation(file: "App.swift", line: 19, column: 7))
    }

    @Test("Actions and segue actions get their selectors, with @objc(…) winning")
    func actions() {
        let file = read(
            """
            class Inbox: UIViewController {
                @IBAction func unwindToInbox(_ segue: UIStoryboardSegue) {}
                @IBAction
                func unwind(to segue: UIStoryboardSegue) {}
                @IBSegueAction func makeDetail(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> Detail? { nil }
                @objc(customUnwind:) @IBAction func renamed(_ segue: UIStoryboardSegue) {}
                func plainUnwind(_ segue: UIStoryboardSegue) {}
                func unrelated(_ value: Int) {}
                // @IBAction func commented(_ segue: UIStoryboardSegue) {}
            }
            """)
        #expect(
            file.actions.map(\.selector.rawValue) == [
                "unwindToInbox:", "unwindTo:", "makeDetailWithCoder:sender:segueIdentifier:", "customUnwind:",
                "plainUnwind:",
            ])
        #expect(file.actions.map(\.kind) == [.action, .action, .segueAction, .action, .other])
        #expect(file.actions.allSatisfy { $0.typeName == "Inbox" })
        #expect(file.actions[0].takesStoryboardSegue && !file.actions[2].takesStoryboardSegue)
    }

    @Test("performSegue literals count; those in comments, strings or built at run time do not")
    func performedSegues() {
        let file = read(
            #"""
            func go() {
                performSegue(withIdentifier: "Compose", sender: self)
                self.performSegue(withIdentifier: NSStoryboardSegue.Identifier("Mac"), sender: nil)
                // performSegue(withIdentifier: "Commented", sender: nil)
                let s = "performSegue(withIdentifier: \"Quoted\", sender: nil)"
                performSegue(withIdentifier: "Prefix" + name, sender: nil)
                performSegue(withIdentifier: "Row\(index)", sender: nil)
                performSegue(withIdentifier: Segues.constant, sender: nil)
            }
            """#)
        #expect(values(file, .performedSegue) == ["Compose", "Mac"])
        #expect(file.references[0].location == FileLocation(file: "App.swift", line: 2, column: 34))
    }

    @Test("Comparisons and case labels against a segue's identifier count, other comparisons do not")
    func comparedSegues() {
        let file = read(
            """
            class Inbox: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if segue.identifier == "Show Message" {}
                    if "Reversed" == segue.identifier! {}
                    guard let identifier = segue.identifier else { return }
                    if identifier != "Bound" {}
                    switch segue.identifier {
                    case "One", "Two": break
                    case .some(let other): _ = other
                    default: break
                    }
                    if user.identifier == "NotASegue" {}
                    if title == "NotEither" {}
                }
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                    identifier == "Guarded"
                }
                func elsewhere(identifier: String) -> Bool { identifier == "Unrelated" }
            }
            """)
        #expect(values(file, .comparedSegue) == ["Show Message", "Reversed", "Bound", "One", "Two", "Guarded"])
    }

    @Test("Storyboard IDs and names, with the storyboard when the receiver shows it")
    func storyboardIdentifiers() {
        let file = read(
            """
            func open() {
                let settings = UIStoryboard(name: "Settings", bundle: nil)
                _ = settings.instantiateViewController(withIdentifier: "Root")
                _ = UIStoryboard(name: "Main", bundle: .main).instantiateViewController(identifier: "Inbox")
                _ = storyboard!.instantiateViewController(withIdentifier: "Anywhere")
                _ = UIStoryboard(name: "Pod", bundle: podBundle).instantiateViewController(withIdentifier: "Skipped")
                _ = Scene<Detail>("Detail", in: "Main")
            }
            func other() {
                _ = settings.instantiateViewController(withIdentifier: "OutOfScope")
            }
            """)
        #expect(
            file.references.map(\.kind) == [
                .storyboardName, .storyboardIdentifier(storyboard: "Settings"), .storyboardName,
                .storyboardIdentifier(storyboard: "Main"), .storyboardIdentifier(storyboard: nil), .storyboardName,
                .storyboardIdentifier(storyboard: "Main"), .storyboardIdentifier(storyboard: nil),
            ])
        #expect(
            file.references.map(\.value) == [
                "Settings", "Root", "Main", "Inbox", "Anywhere", "Main", "Detail", "OutOfScope",
            ])
    }

    @Test("A constant bound to a storyboard of another bundle hides its IDs, as the call itself does")
    func otherBundleConstant() {
        let file = read(
            """
            func open() {
                let kit = UIStoryboard(name: "Kit", bundle: Bundle(for: Kit.self))
                _ = kit.instantiateViewController(withIdentifier: "FromKit")
            }
            """)
        #expect(file.references.isEmpty)
    }

    @Test("Routes and prepareFor<Symbol>Segue methods")
    func routes() {
        let file = read(
            """
            struct InboxRoutes {
                static let registry = RouteRegistry<Inbox> {
                    Route("Show Message", to: Message.self) { _, _, _ in }
                    Route.connect("Embed", to: \\.child)
                }
            }
            extension Inbox {
                func prepareForShowMessageSegue(_ destination: Message, sender: Any?) {}
                func prepareForSegue(_ segue: UIStoryboardSegue) {}
            }
            """)
        #expect(values(file, .comparedSegue) == ["Show Message", "Embed"])
        #expect(file.segueHandlers.map(\.symbol) == ["ShowMessage"])
        #expect(file.segueHandlers.first?.typeName == "Inbox")
    }

    @Test("Enumerations of String raw values: each case's explicit raw value or its name, nested names qualified")
    func stringEnumerations() {
        let file = read(
            """
            enum StoryboardName: String { case main = "Main", settings }
            class InboxViewController: UIViewController {
                enum SegueIdentifier: Swift.String, CaseIterable {
                    case showMessage = "Show Message"
                    case `compose`, archive = "Archive it"
                    #if DEBUG
                    case debug = "Debug Menu"
                    #endif
                    case computed = "a" + "b"
                    var title: String {
                        switch self {
                        case .showMessage: return "x"
                        default: return "y"
                        }
                    }
                }
                enum Count: Int { case one = 1 }
            }
            extension InboxViewController {
                enum Sheet: String { case share }
            }
            """)
        #expect(
            file.stringEnumerations.map(\.qualifiedName) == [
                "StoryboardName", "InboxViewController.SegueIdentifier", "InboxViewController.Sheet",
            ])
        #expect(file.stringEnumerations[0].cases.map(\.rawValue) == ["Main", "settings"])
        #expect(
            file.stringEnumerations[1].cases.map { "\($0.name)=\($0.rawValue)" } == [
                "showMessage=Show Message", "compose=compose", "archive=Archive it", "debug=Debug Menu",
            ])
    }

    @Test("A case's raw value stands for a literal where one counts, and not inside a longer expression")
    func enumerationReferences() {
        let file = read(
            """
            class InboxViewController: UIViewController {
                func open(_ segue: UIStoryboardSegue) {
                    performSegue(withIdentifier: SegueIdentifier.showMessage.rawValue, sender: nil)
                    performSegue(withIdentifier: Kiosk.SegueIdentifier.compose.rawValue, sender: nil)
                    performSegue(withIdentifier: SegueIdentifier.showMessage.rawValue + "2", sender: nil)
                    performSegue(withIdentifier: identifier.rawValue, sender: nil)
                    // performSegue(withIdentifier: SegueIdentifier.hidden.rawValue, sender: nil)
                    if segue.identifier == SegueIdentifier.archive.rawValue {}
                    if SegueIdentifier.share.rawValue == segue.identifier {}
                    if segue.identifier == SegueIdentifier.share.rawValue.lowercased() {}
                    switch segue.identifier {
                    case SegueIdentifier.settings.rawValue, "Literal": break
                    default: break
                    }
                    _ = storyboard?.instantiateViewController(withIdentifier: SceneID.message.rawValue)
                    _ = UIStoryboard(name: StoryboardName.main.rawValue, bundle: nil)
                    _ = UIStoryboard(name: StoryboardName.kit.rawValue, bundle: kitBundle)
                }
            }
            """)
        #expect(
            file.enumerationReferences.map { "\($0.kind) \($0.enumeration ?? "-").\($0.caseName)" } == [
                "performedSegue SegueIdentifier.showMessage", "performedSegue Kiosk.SegueIdentifier.compose",
                "comparedSegue SegueIdentifier.archive", "comparedSegue SegueIdentifier.share",
                "comparedSegue SegueIdentifier.settings",
                "storyboardIdentifier(storyboard: nil) SceneID.message", "storyboardName StoryboardName.main",
            ])
        #expect(file.enumerationReferences.allSatisfy { $0.enclosingTypes == ["InboxViewController"] })
        #expect(file.enumerationReferences.map(\.location.line) == [3, 4, 8, 9, 12, 15, 16])
        #expect(values(file, .comparedSegue) == ["Literal"])
    }

    @Test("A case passed itself to an app's own performSegue is recorded, with or without its enumeration")
    func enumerationMembers() {
        let file = read(
            """
            class InboxViewController: UIViewController, SegueHandlerType {
                func open() {
                    performSegue(withIdentifier: .showMessage, sender: nil)
                    performSegue(.compose)
                    performSegue(SegueIdentifier.archive)
                    self.performSegue(Kiosk.SegueIdentifier.share, sender: self)
                    performSegue(identifier)
                    performSegue(self.identifier)
                    performSegue(.settings + suffix)
                    performSegue(withIdentifier: .init("Literal"), sender: nil)
                    performSegue(segue: .other)
                    present(.notASegue)
                }
            }
            """)
        #expect(
            file.enumerationReferences.map { "\($0.enumeration ?? "-").\($0.caseName)" } == [
                "-.showMessage", "-.compose", "SegueIdentifier.archive", "Kiosk.SegueIdentifier.share",
                "self.identifier",
            ])
        #expect(file.enumerationReferences.allSatisfy { $0.kind == .performedSegue })
        #expect(values(file, .performedSegue) == ["Literal"])
    }

    @Test("Objective-C: interfaces, categories, actions and literals")
    func objectiveC() {
        let file = read(
            """
            @interface LegacyViewController : UIViewController
            - (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue;
            - (IBSegueAction UIViewController *)makeDetailWithCoder:(NSCoder *)coder sender:(id)sender;
            @end
            @implementation LegacyViewController (Extras)
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([segue.identifier isEqualToString:@"Legacy"]) {}
                [self performSegueWithIdentifier:@"Go" sender:nil];
                // [self performSegueWithIdentifier:@"Hidden" sender:nil];
            }
            - (BOOL)check:(UIStoryboardSegue *)storySEGUE with:(UIView *)view {
                return [storySEGUE.identifier isEqualToString:@"Upper"] || [view.identifier isEqualToString:@"NotASegue"];
            }
            @end
            """, path: "Legacy.m")
        #expect(file.classes.map(\.name) == ["LegacyViewController", "LegacyViewController"])
        #expect(file.classes.map(\.isExtension) == [false, true])
        #expect(
            file.actions.map(\.selector.rawValue) == [
                "unwindToLegacy:", "makeDetailWithCoder:sender:", "prepareForSegue:sender:", "check:with:",
            ])
        #expect(file.actions.map(\.kind) == [.action, .segueAction, .other, .other])
        // A name that holds "segue" in any case is a segue's; a view's identifier is not.
        #expect(values(file, .comparedSegue) == ["Legacy", "Upper"])
        #expect(values(file, .performedSegue) == ["Go"])
    }

    @Test("Bad input is a finding at its place, and the rest of the file is still read")
    func badInput() {
        let unterminated = read("let a = \"open\nclass After {}")
        #expect(unterminated.findings.map(\.code) == [.sourceMalformed])
        #expect(unterminated.findings.first?.location == FileLocation(file: "App.swift", line: 1, column: 9))
        #expect(unterminated.classes.map(\.name) == ["After"])

        var bytes = Array("class A {}\n// caf".utf8)
        bytes += [0xE9, 0x0A]
        bytes += Array("class B {}".utf8)
        let latin1 = SwiftSourceFile(bytes: bytes, path: "Latin1.swift")
        #expect(latin1.findings.map(\.code) == [.sourceMalformed])
        #expect(latin1.findings.first?.location == FileLocation(file: "Latin1.swift", line: 2, column: 7))
        #expect(latin1.classes.map(\.name) == ["A", "B"])

        #expect(read("/* open").findings.map(\.code) == [.sourceMalformed])
    }
}

@Suite("UTF-8 validation of source files")
struct SourceUTF8Tests {
    @Test(
        "The first byte that is not UTF-8 is found, past runs of ASCII longer than a word",
        arguments: [
            ([UInt8]("let café = 1 // 0123456789".utf8), nil),
            ([UInt8]("0123456789abcdef".utf8) + [0xC0, 0x80], 16),  // overlong
            ([UInt8]("0123456789".utf8) + [0xED, 0xA0, 0x80], 10),  // surrogate
            ([UInt8]("01234567".utf8) + [0xE2, 0x82], 8),  // cut short at the end
            ([UInt8]("😀 ok".utf8), nil),
            ([0xF4, 0x90, 0x80, 0x80], 0),  // beyond U+10FFFF
        ] as [([UInt8], Int?)])
    func firstInvalid(bytes: [UInt8], offset: Int?) {
        #expect(SwiftSourceFile.firstInvalidUTF8(in: bytes) == offset)
    }

    @Test(
        "Every length of ASCII is valid, and a bad byte is found wherever it is, whatever the blocks read at a time"
    )
    func everyLengthAndPosition() {
        for length in 0...100 {
            // Bytes that are not UTF-8 left in the array's capacity after its end show a read past it
            // (as does the address sanitizer).
            var bytes = [UInt8](repeating: 0xFF, count: length + 64)
            for index in 0..<length { bytes[index] = UInt8(ascii: "a") }
            bytes.removeLast(64)
            #expect(SwiftSourceFile.firstInvalidUTF8(in: bytes) == nil, "\(length) ASCII bytes")
            for position in 0..<length {
                var bad = bytes
                bad[position] = 0xFF
                #expect(SwiftSourceFile.firstInvalidUTF8(in: bad) == position, "0xFF at \(position) of \(length)")
            }
        }
    }

    @Test(
        "Declarations cut off at the end of the file are read as far as they go, never a crash (found by fuzzing)",
        arguments: [
            ("Cut.m", "@implementation A\n- ("), ("Cut.m", "@implementation A\n- (IBAction)go:("),
            ("Cut.m", "@implementation A\n- (IBAction"), ("Cut.swift", "let b = UIStoryboard(name: \"Main\", bundle:"),
            ("Cut.swift", "func f("), ("Cut.swift", "@IBAction func go(_ s: UIStoryboardSegue"),
        ])
    func cutOff(path: String, text: String) {
        let file = SwiftSourceFile(bytes: Array(text.utf8), path: path)
        #expect(file.path == path)
    }

    @Test("Line starts follow every line feed")
    func lineStarts() {
        #expect(SwiftSourceFile.lineStarts(in: Array("a\nbc\n\nd".utf8)) == [0, 2, 5, 6])
        #expect(SwiftSourceFile.lineStarts(in: []) == [0])
    }

    @Test("Line starts are found wherever the line feeds fall, beside bytes close to them")
    func lineStartsEverywhere() {
        // Bytes one bit from a line feed (0x0B, 0x08, 0x8A) and a borrow-prone 0x01 after one.
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x08, 0x8A, 0x01, 0x00, 0xFF, UInt8(ascii: "a")]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0...70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }
                let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
                #expect(SwiftSourceFile.lineStarts(in: bytes) == expected, "\(bytes)")
            }
        }
    }
}

@Suite("Inheritance clauses")
struct InheritanceClauseTests {
    @Test("A class's and an extension's inheritance clauses are read in order, without generic arguments")
    func inheritedTypes() {
        let file = SwiftSourceFile(
            bytes: Array(
                """
                final class Inbox<T>: Base.Controller<T>, InboxScreen, Foo.Bar where T: Equatable {}
                extension Inbox: InboxSegueHandlers, SegueRouted {}
                class Plain {}
                """.utf8), path: "A.swift")
        #expect(
            file.classes.map(\.inheritedTypes) == [
                ["Base.Controller", "InboxScreen", "Foo.Bar"], ["InboxSegueHandlers", "SegueRouted"], [],
            ])
        #expect(file.classes.first?.superclass == "Base.Controller")
        #expect(file.classes[1].superclass == nil)
    }
}
