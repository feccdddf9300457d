import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

/// The members of the classes in `source`, as `Type.name kind` lines.
private func members(_ source: String, path: String = "A.swift") -> [String] {
    SwiftSourceFile(bytes: Array(source.utf8), path: path).members.map {
        "\($0.typeName).\($0.name) \($0.kind.rawValue)"
    }
}

@Suite("Reading classes' properties and methods")
struct SourceMemberTests {
    @Test("Swift properties of classes and extensions, with whether they can be set")
    func swiftProperties() {
        let source = """
            class Inbox: UIViewController {
                @IBOutlet weak var table: UITableView!
                @IBOutlet private(set) var labels: [UILabel]!
                var stored = 1
                let constant = 2
                var observed: Int = 0 { didSet { reload() } }
                var computed: Int { 3 }
                var getter: Int { get { 4 } }
                var both: Int { get { 5 } set { print(newValue) } }
                var handler: (() -> Void)? = nil
                lazy var lazyView = UIView()
                static var shared: Inbox?
                class var kind: String { "" }
                func load() { var local = 1; local += 1 }
            }
            extension Inbox {
                @IBInspectable var radius: CGFloat { get { 0 } set {} }
            }
            struct Model { var name: String }
            enum Mode { case a; var isA: Bool { true } }
            protocol Screen { var title: String { get set } }
            """
        #expect(
            members(source) == [
                "Inbox.table property", "Inbox.labels property", "Inbox.stored property",
                "Inbox.constant readOnlyProperty", "Inbox.observed property", "Inbox.computed readOnlyProperty",
                "Inbox.getter readOnlyProperty", "Inbox.both property", "Inbox.handler property",
                "Inbox.lazyView property", "Inbox.radius property",
            ])
    }

    @Test("Swift methods Objective-C can call, with their selectors; others are left out")
    func swiftMethods() {
        let source = """
            class Login: UIViewController {
                @IBAction func logIn(_ sender: Any) {}
                @IBAction func reset() {}
                @objc func share(with person: Person, animated: Bool) {}
                @objc(dismissNow:) func dismiss(_ sender: Any?) {}
                override func selectAll(_ sender: Any?) {}
                func hidden(_ sender: Any) {}
                @objc static func make() -> Login { Login() }
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            @objcMembers class Exposed: NSObject {
                func everything(_ value: Int) {}
            }
            @objc extension Login {
                func fromExtension(_ sender: Any) {}
            }
            extension Login {
                func notExposed() {}
            }
            struct Helper { @objc func impossible() {} }
            """
        #expect(
            members(source) == [
                "Login.logIn: method", "Login.reset method", "Login.shareWith:animated: method",
                "Login.dismissNow: method", "Login.selectAll: method", "Login.makeDetail: method",
                "Exposed.everything: method", "Login.fromExtension: method",
            ])
    }

    @Test("Objective-C properties, instance variables and instance methods of interfaces and implementations")
    func objectiveC() {
        let header = """
            @interface Inbox : UIViewController <UITableViewDelegate>
            @property (nonatomic, weak) IBOutlet UITableView *table;
            @property (nonatomic, readonly) NSString *title NS_AVAILABLE_IOS(8_0);
            @property (nonatomic, strong) IBOutletCollection(UILabel) NSArray *labels;
            @property (nonatomic, copy) void (^completion)(BOOL finished);
            @property (nonatomic) NSURL *URL;
            - (IBAction)refresh:(id)sender;
            + (instancetype)inbox;
            @end
            @protocol InboxDelegate
            - (void)inboxDidClose:(Inbox *)inbox;
            @end
            """
        #expect(
            members(header, path: "Inbox.h") == [
                "Inbox.table property", "Inbox.title readOnlyProperty", "Inbox.labels property",
                "Inbox.completion property", "Inbox.URL property", "Inbox.refresh: method",
            ])
        let implementation = """
            @interface Inbox () <UISearchBarDelegate> {
                IBOutlet UISearchBar *_searchBar;
                NSInteger count;
            }
            @property (nonatomic, readwrite) NSString *title;
            @end
            @implementation Inbox {
                UIView *_header;
            }
            - (void)moveTo:(NSInteger)row animated:(BOOL)animated { count = row; }
            @end
            @implementation UITableView (Extras)
            - (void)shake:(id)sender {}
            @end
            """
        #expect(
            members(implementation, path: "Inbox.m") == [
                "Inbox._searchBar property", "Inbox.count property", "Inbox.title property", "Inbox._header property",
                "Inbox.moveTo:animated: method", "UITableView.shake: method",
            ])
    }

    @Test("Outlets' types are kept, as classes some module declares; type aliases too")
    func outletTypesAndAliases() {
        let swift = SwiftSourceFile(
            bytes: Array(
                """
                class Detail: UIViewController {
                    @IBOutlet weak var stack: ORStackKit.ORStackView!
                    var notAnOutlet: SomeView?
                }
                typealias Developer = Detail
                typealias Handler<T> = (T) -> Void
                """.utf8), path: "Detail.swift")
        #expect(swift.outletTypes == ["ORStackView"])
        let objectiveC = SwiftSourceFile(
            bytes: Array("@interface Auth : NSViewController\n@property IBOutlet SPTextField *field;\n@end".utf8),
            path: "Auth.h")
        #expect(objectiveC.outletTypes == ["SPTextField"])
        // An instance variable outlet's type too; not a plain instance variable's.
        let instanceVariables = SwiftSourceFile(
            bytes: Array(
                """
                @interface Editor : NSWindowController {
                    IBOutlet SRRecorderControl *keyEquivalentField;
                    IBOutlet __weak SPTableView* table;
                    OtherThing *notAnOutlet;
                    IBOutlet HFTextField *findField, *replaceField;
                    int count, total;
                }
                @end
                """.utf8), path: "Editor.h")
        #expect(instanceVariables.outletTypes == ["SRRecorderControl", "SPTableView", "HFTextField"])
        // Each name of a declaration is an instance variable.
        #expect(
            instanceVariables.members.map(\.name)
                == ["keyEquivalentField", "table", "notAnOutlet", "findField", "replaceField", "count", "total"])
    }

    @Test("Segue-taking methods say whether Objective-C sees them")
    func exposedUnwinds() {
        let source = """
            class List: UIViewController {
                func unwindHidden(_ segue: UIStoryboardSegue) {}
                @objc func unwindVisible(_ segue: UIStoryboardSegue) {}
                @IBAction func unwindAction(_ segue: UIStoryboardSegue) {}
            }
            """
        let actions = SwiftSourceFile(bytes: Array(source.utf8), path: "List.swift").actions
        #expect(actions.map(\.isExposedToObjectiveC) == [false, true, true])
    }
}
