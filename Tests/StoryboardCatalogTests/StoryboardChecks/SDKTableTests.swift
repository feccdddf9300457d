import Foundation
import SourceReading
import StoryboardModel
import TestSupport
import Testing

@testable import StoryboardChecks

@Suite("The SDK's classes as data (SDKTable)")
struct SDKTableTests {
    /// A table as the generator writes it: sorted lines in parts, a root class, a class only a `.tbd`
    /// file exports, a class known only from categories (`?` with members), empty sections.
    static let small = SDKTable([
        """
        ABView UIView Kit;alpha backgroundColor hidden;
        NSObject - ObjectiveC;accessibilityLabel isAccessibilityElement;
        UIButton UIControl UIKit;;sendAction:to:forEvent:
        """,
        """
        UIControl UIView UIKit;enabled highlighted selected;sendActionsForControlEvents:
        """,
        """
        UIView UIResponder UIKit;alpha backgroundColor hidden layer;layoutIfNeeded setNeedsLayout
        UIViewPrivate ? UIKit
        ZZCategoryOnly ? ModelIO;name;load
        """,
    ])

    @Test("Every class is found by name; names between them, before the first and after the last are not")
    func lookUp() throws {
        for name in ["ABView", "NSObject", "UIButton", "UIControl", "UIView", "UIViewPrivate", "ZZCategoryOnly"] {
            #expect(Self.small.entry(name) != nil, "\(name)")
        }
        for name in [
            "", "A", "ABVie", "ABViewX", "NSObjec", "UIViewP", "UIViewPrivat", "UIViewPrivateX", "ZZZ", "UI View",
        ] {
            #expect(Self.small.entry(name) == nil, "\(name)")
        }
        #expect(Self.small.count == 7)
        #expect(SDKTable([]).count == 0 && SDKTable([]).entry("NSObject") == nil)
    }

    @Test("The generated tables' parts, joined, are sorted by class name, and every class is found")
    func generatedPartsSorted() throws {
        for parts in [SDKTable.iOSParts, SDKTable.tvOSParts, SDKTable.macOSParts, SDKTable.watchOSParts] {
            let names = parts.flatMap { part in
                part.description.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
            }
            #expect(!names.isEmpty)
            #expect(zip(names, names.dropFirst()).allSatisfy { Array($0.utf8).lexicographicallyPrecedes($1.utf8) })
            let table = SDKTable(parts)
            #expect(table.count == names.count)
            #expect(names.allSatisfy { table.contains($0) })
        }
    }

    @Test("A line at the end of a part keeps its last field: the parts are joined by a line feed")
    func partEnds() throws {
        let button = try #require(Self.small.entry("UIButton"))
        #expect(button.hasAction("sendAction:to:forEvent:") && !button.hasAction("sendAction:to:forEvent:\nUIControl"))
        let control = try #require(Self.small.entry("UIControl"))
        #expect(control.superclass == "UIView" && control.hasAction("sendActionsForControlEvents:"))
        #expect(control.hasKey("selected") && !control.hasKey("selected;"))
    }

    @Test("Superclass, framework, keys and actions of a line; a .tbd-only class has no known members")
    func entries() throws {
        let view = try #require(Self.small.entry("UIView"))
        #expect(view.superclass == "UIResponder")
        #expect(view.framework == "UIKit")
        #expect(view.membersKnown)
        for key in ["alpha", "backgroundColor", "hidden", "layer"] { #expect(view.hasKey(key), "\(key)") }
        for key in ["", "a", "alph", "alphaX", "isHidden", "layers", "zzz", "layoutIfNeeded"] {
            #expect(!view.hasKey(key), "\(key)")
        }
        #expect(view.hasAction("layoutIfNeeded") && view.hasAction("setNeedsLayout") && !view.hasAction("layout"))
        let root = try #require(Self.small.entry("NSObject"))
        #expect(root.superclass == nil && root.membersKnown && root.hasKey("isAccessibilityElement"))
        let button = try #require(Self.small.entry("UIButton"))
        #expect(button.membersKnown && !button.hasKey("enabled") && button.hasAction("sendAction:to:forEvent:"))
        let hidden = try #require(Self.small.entry("UIViewPrivate"))
        #expect(hidden.superclass == nil && hidden.framework == "UIKit" && !hidden.membersKnown)
        #expect(!hidden.hasKey("alpha"))
        let categories = try #require(Self.small.entry("ZZCategoryOnly"))
        #expect(!categories.membersKnown && categories.framework == "ModelIO")
    }

    @Test("The generated tables: what Interface Builder offers is there, per platform")
    func generatedFacts() throws {
        func keys(_ name: String, _ sdk: SDKPlatform) -> (String) -> Bool {
            { key in
                var current: String? = name
                while let type = current, let entry = SDKTable.entry(type, sdk: sdk) {
                    if entry.hasKey(key) { return true }
                    current = entry.superclass
                }
                return false
            }
        }
        // tvOS offers the focus outlet on every view controller (read-only in the headers, set by
        // key-value coding through its instance variable), and tvOS 13's tab bar scroll view.
        #expect(keys("UIViewController", .tvOS)("preferredFocusedView"))
        #expect(keys("UITableViewController", .tvOS)("tabBarObservedScrollView"))
        #expect(keys("UITextField", .iOS)("keyboardType"))
        #expect(keys("UIButton", .iOS)("accessibilityIdentifier"))
        #expect(keys("WKWebView", .iOS)("navigationDelegate"))
        #expect(keys("NSApplication", .macOS)("delegate"))
        #expect(keys("NSWindowController", .macOS)("window"))
        #expect(keys("NSView", .macOS)("nextKeyView"))
        #expect(!keys("UIViewController", .iOS)("noSuchOutlet"))
        #expect(SDKTable.entry("MKMapView", sdk: .macOS)?.superclass == "NSView")
        #expect(SDKTable.entry("MKMapView", sdk: .iOS)?.superclass == "UIView")
        #expect(SDKTable.entry("UIView", sdk: .macOS) == nil)
        #expect(SDKTable.entry("NSView", sdk: .iOS) == nil)
        // Prefixes are not classes.
        for name in ["PKHUDSquareBaseView", "MFIKeyActionSheetView", "SKTileMapEditorController", "ARViewController"] {
            #expect(!SDKTable.hasClass(name, sdk: .iOS), "\(name)")
        }
        #expect(SDKTable.entry("UIResponder", sdk: .iOS)?.hasAction("copy:") == true)
    }

    /// Properties the stand-ins declare that the SDK's headers do not: Swift's names for them
    /// (API notes rename them), the private keys the adapters read through key-value coding, and the
    /// stand-ins' own fixtures.
    static let notInHeaders: [String: String] = [
        "UIViewController.children": "Swift's name (API notes) for childViewControllers",
        "UIStoryboardSegue.source": "Swift's name (API notes) for sourceViewController",
        "UIStoryboardSegue.destination": "Swift's name (API notes) for destinationViewController",
        "NSViewController.children": "Swift's name (API notes) for childViewControllers",
        "UIStoryboard.identifiersToNibNames": "a private key the UIKit adapter reads by key-value coding",
        "UIStoryboard.designatedEntryPoint": "a private key the UIKit adapter reads by key-value coding",
        "NSStoryboard.identifiersToNibNames": "a private key the AppKit adapter reads by key-value coding",
        "NSStoryboard.designatedEntryPoint": "a private key the AppKit adapter reads by key-value coding",
    ]

    @Test("Every class and property of the UIKit and AppKit stand-ins is in the table, with its superclass")
    func standIns() throws {
        let root = Repository.root
        for (folder, sdk) in [
            ("IntegrationTests/UIKitStandIn/Sources/UIKit", SDKPlatform.iOS),
            ("IntegrationTests/AppKitStandIn/Sources/AppKit", .macOS),
        ] {
            let directory = root.appendingPathComponent(folder).path
            let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty)
            var checkedClasses = 0
            var checkedKeys = 0
            for file in files.sorted() {
                let source = try SwiftSourceFile(contentsOf: directory + "/" + file)
                let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                // The stand-ins' own helpers: classes named StandIn…, private storage.
                for declaration in source.classes
                where !declaration.isExtension && !declaration.name.hasPrefix("StandIn") {
                    let entry = SDKTable.entry(declaration.name, sdk: sdk)
                    #expect(entry != nil, "\(sdk): \(declaration.name) (\(file)) is not in the table")
                    checkedClasses += 1
                    if let superclass = declaration.superclass, superclass != "NSObject" || entry?.superclass != nil {
                        #expect(
                            entry?.superclass == superclass,
                            "\(declaration.name): \(String(describing: entry?.superclass))")
                    }
                }
                for member in source.members where member.kind != .method {
                    let name = member.name
                    guard !name.hasPrefix("standIn"), !name.hasPrefix("stored"), !name.hasPrefix("_"),
                        !text.contains("private var \(name)"), !text.contains("private let \(name)"),
                        SDKTable.entry(member.typeName, sdk: sdk) != nil,
                        Self.notInHeaders["\(member.typeName).\(name)"] == nil
                    else { continue }
                    // `isEnabled` is Swift's name of the key `enabled`.
                    var candidates = [name]
                    if name.hasPrefix("is"), name.count > 2 {
                        candidates.append(name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3))
                    }
                    var found = false
                    var current: String? = member.typeName
                    while !found, let type = current, let entry = SDKTable.entry(type, sdk: sdk) {
                        found = candidates.contains(where: entry.hasKey)
                        current = entry.superclass
                    }
                    #expect(found, "\(sdk): \(member.typeName).\(name) (\(file)) is not a key of the table")
                    checkedKeys += 1
                }
            }
            #expect(
                checkedClasses >= 10 && checkedKeys >= 5, "\(folder): \(checkedClasses) classes, \(checkedKeys) keys")
        }
    }
}

@Suite("Objects of the SDK's classes, and documents of one name")
struct FrameworkObjectTests {
    static func xib(_ type: String, _ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0"><objects>
        \(body)
        </objects></document>
        """
    }

    @Test("Same-named xibs in two folders (an iOS and a tvOS copy, two iOS copies) are each checked")
    func sameNamedDocuments() throws {
        let body = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="CellOwner">
            <connections><outlet property="gone" destination="1" id="o1"/></connections></placeholder>
            <view id="1"/>
            """
        let sources = SwiftSources(files: [
            SwiftSourceFile(
                bytes: Array("import UIKit\nclass CellOwner: NSObject {}\n".utf8), path: "App/CellOwner.swift")
        ])
        for (first, second) in [
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder.AppleTV.XIB"),
            ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
        ] {
            let catalog = StoryboardCatalog(storyboards: [
                try Storyboard(data: Data(Self.xib(first, body).utf8), path: "App/iOS/Cell.xib"),
                try Storyboard(data: Data(Self.xib(second, body).utf8), path: "App/tvOS/Cell.xib"),
            ])
            let found = catalog.check(sources: sources).filter { $0.code == .outletMissingProperty }
            #expect(Set(found.compactMap(\.location?.file)) == ["App/iOS/Cell.xib", "App/tvOS/Cell.xib"], "\(found)")
        }
    }

    @Test("Outlets, actions and runtime attributes of plain framework objects are checked against the SDK's table")
    func frameworkObjects() throws {
        let mainMenu = Self.xib(
            "com.apple.InterfaceBuilder3.Cocoa.XIB",
            """
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
            <connections>
            <outlet property="delegate" destination="d" id="o1"/>
            <outlet property="dockMenu" destination="m" id="o2"/>
            <outlet property="staleOutlet" destination="m" id="o3"/>
            </connections></customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject">
            <connections><outlet property="saveAccessory" destination="v" id="o4"/></connections></customObject>
            <customObject id="d" customClass="AppDelegate" customModuleProvider="target"/>
            <menu id="m"><items><menuItem title="Quit" id="q">
            <connections><action selector="terminate:" target="-3" id="a1"/><action selector="quitNow:" target="-3" id="a2"/></connections>
            </menuItem></items></menu>
            <customView id="v"><connections><outlet property="nextKeyView" destination="v" id="o5"/>
            <outlet property="menu" destination="m" id="o6"/></connections>
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.backgroundColor"/>
            </userDefinedRuntimeAttributes></customView>
            """)
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(mainMenu.utf8), path: "App/MainMenu.xib")
        ])
        func findings(_ source: String) -> [String] {
            let sources = SwiftSources(files: [
                SwiftSourceFile(bytes: Array(source.utf8), path: "App/AppDelegate.swift")
            ])
            return catalog.check(sources: sources).filter { $0.severity != .note }.map {
                "\($0.code.rawValue) \($0.location?.line ?? 0)"
            }.sorted()
        }
        let app = "import AppKit\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n"
        // The stale outlet of NSApplication, the Application placeholder's outlet (NSApp has no such
        // key), its unknown action, and the plain view's runtime attribute no extension declares.
        let expected = [
            "action.missing-method 14", "attribute.missing-property 19", "outlet.missing-property 11",
            "outlet.missing-property 7",
        ]
        #expect(findings(app) == expected)
        // An extension of NSView in the sources makes cornerRadius valid on every view.
        let extended = app + "extension NSView { @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} } }\n"
        #expect(findings(extended) == expected.filter { !$0.hasPrefix("attribute") })
    }
}

@Suite("Keys of the SDK's objects declared by dependencies and imported modules")
struct DependencyExtensionTests {
    @Test("Read from disk, the app's extension of an SDK class that names a key the SDK lacks is read for it")
    func appExtensionOnDisk() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "App/Card.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view contentMode="scaleToFill" id="v">
            <userDefinedRuntimeAttributes>
            <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="4"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="borderWidth"><real key="value" value="1"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
            </userDefinedRuntimeAttributes></view>
            </objects></document>
            """)
        try folder.write(
            "App/UIView+Corners.swift",
            "import UIKit\nextension UIView {\n    @IBInspectable var cornerRadius: CGFloat { get { 0 } set {} }\n}\n")
        // An extension of the view's superclass that names no key of the document.
        try folder.write("App/UIResponder+Keys.swift", "import UIKit\nextension UIResponder { func become() {} }\n")
        let (catalog, sources) = StoryboardCatalog.reading(storyboards: [folder.path], sources: [folder.path])
        let missing = catalog.check(sources: sources).filter { $0.code == .runtimeAttributeMissingProperty }
        #expect(missing.compactMap { firstQuoted($0.message) } == ["borderWidth"])
    }

    @Test("An extension of an SDK class in a dependency's sources declares a runtime attribute's key")
    func dependencyExtension() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        try folder.write(
            "Modules/RSCore/Sources/UIBarButtonItem+RSCore.swift",
            "import UIKit\nextension UIBarButtonItem {\n    @IBInspectable var accLabelText: String? { get { nil } set {} }\n}\n"
        )
        let document = try Storyboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                <barButtonItem title="Read" id="b">
                <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accLabelText" value="Read"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accNothing" value="x"/>
                </userDefinedRuntimeAttributes></barButtonItem>
                </objects></document>
                """.utf8), path: "App/Bar.xib")
        let app = [SwiftSourceFile(bytes: Array("import UIKit\nclass App {}\n".utf8), path: "App/App.swift")]
        func keys(_ sources: SwiftSources) -> [String] {
            StoryboardCatalog(storyboards: [document]).check(sources: sources)
                .filter { $0.code == .runtimeAttributeMissingProperty }.compactMap { firstQuoted($0.message) }
        }
        #expect(keys(SwiftSources(files: app)) == ["accLabelText", "accNothing"])
        let withPackage = SwiftSources(
            files: app, dependencies: [], dependencyFolders: [folder.path("Modules/RSCore")], excluding: [])
        #expect(keys(withPackage) == ["accNothing"])
    }

    @Test("A class named like a module the Swift sources import is that module's: not missing")
    func importedModule() throws {
        let document = try Storyboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                <view id="1" customClass="MKRingProgressView"/>
                <view id="2" customClass="GoneView"/>
                </objects></document>
                """.utf8), path: "App/Ring.xib")
        func missing(_ source: String) -> [String] {
            let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "App/Cell.swift")])
            return StoryboardCatalog(storyboards: [document]).check(sources: sources)
                .filter { $0.code == .classMissing }.compactMap { firstQuoted($0.message) }
        }
        #expect(missing("import UIKit\nclass Cell: UIView {}\n") == ["MKRingProgressView", "GoneView"])
        #expect(missing("import UIKit\n@testable import MKRingProgressView\nclass Cell: UIView {}\n") == ["GoneView"])
        #expect(
            missing("import UIKit\nimport class MKRingProgressView.RingProgressView\nclass Cell: UIView {}\n") == [
                "GoneView"
            ])
    }
}

@Suite("Code under #if os(…), checked against the documents of that platform")
struct PlatformConditionTests {
    static let code = """
        import UIKit
        final class Home: UIViewController {
            func open() {
                #if os(iOS)
                performSegue(withIdentifier: "phoneOnly", sender: nil)
                #elseif os(tvOS)
                performSegue(withIdentifier: "tvOnly", sender: nil)
                #else
                performSegue(withIdentifier: "elsewhere", sender: nil)
                #endif
                #if !os(tvOS) && DEBUG
                performSegue(withIdentifier: "notTV", sender: nil)
                #endif
                #if os(iOS) || os(tvOS)
                performSegue(withIdentifier: "both", sender: nil)
                #endif
                #if canImport(UIKit)
                performSegue(withIdentifier: "unknownCondition", sender: nil)
                #endif
                performSegue(withIdentifier: "always", sender: nil)
            }
        }
        """

    @Test("References carry the platforms of their #if os(…) branches")
    func platforms() {
        let file = SwiftSourceFile(bytes: Array(Self.code.utf8), path: "Home.swift")
        var byValue: [String: SourcePlatforms] = [:]
        for reference in file.references { byValue[reference.value] = reference.platforms }
        #expect(byValue["phoneOnly"] == .iOS)
        #expect(byValue["tvOnly"] == .tvOS)
        #expect(byValue["elsewhere"] == [.macOS, .watchOS, .visionOS])
        #expect(byValue["notTV"] == SourcePlatforms.all.subtracting(.tvOS))
        #expect(byValue["both"] == [.iOS, .tvOS])
        #expect(byValue["unknownCondition"] == .all)
        #expect(byValue["always"] == .all)
        // A hostile condition, 20,000 parentheses deep, is not read (no recursion that deep).
        let hostile =
            "#if " + String(repeating: "(", count: 20_000) + "os(iOS)" + String(repeating: ")", count: 20_000)
            + "\nlet x = 1\nfunc f() { performSegue(withIdentifier: \"deep\", sender: nil) }\n#endif\n"
        let deep = SwiftSourceFile(bytes: Array(hostile.utf8), path: "Deep.swift")
        #expect(deep.references.map(\.platforms) == [.all])
    }

    @Test("A tvOS storyboard is checked against the code tvOS compiles, an iOS one against iOS's")
    func checkedPerPlatform() throws {
        func storyboard(_ type: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" initialViewController="h"><scenes>
            <scene sceneID="s"><objects><viewController id="h" customClass="Home" customModuleProvider="target" sceneMemberID="viewController">
            <connections>
            <segue destination="h" kind="show" identifier="always" id="g1"/><segue destination="h" kind="show" identifier="both" id="g2"/>
            <segue destination="h" kind="show" identifier="notTV" id="g3"/><segue destination="h" kind="show" identifier="unknownCondition" id="g4"/>
            <segue destination="h" kind="show" identifier="\(type.contains("AppleTV") ? "tvOnly" : "phoneOnly")" id="g5"/>
            </connections></viewController></objects></scene>
            </scenes></document>
            """
        }
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(Self.code.utf8), path: "App/Home.swift")])
        for type in [
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard",
        ] {
            var text = storyboard(type)
            if type.contains("AppleTV") {
                text = text.replacingOccurrences(of: "identifier=\"notTV\"", with: "identifier=\"other\"")
            }
            let catalog = StoryboardCatalog(storyboards: [
                try Storyboard(data: Data(text.utf8), path: "App/Main.storyboard")
            ])
            let unknown = catalog.check(sources: sources).filter { $0.code == .segueUnknownIdentifier }.compactMap {
                firstQuoted($0.message)
            }
            #expect(unknown.isEmpty, "\(type): \(unknown)")
        }
    }
}

@Suite("performSegue in a class that overrides it")
struct PerformSegueOverrideTests {
    @Test("An identifier no segue has, performed by a class that overrides performSegue, is a note; elsewhere an error")
    func overridden() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c"><scenes>
            <scene sceneID="s1"><objects><viewController id="c" customClass="Chat" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s2"><objects><viewController id="p" customClass="Plain" customModuleProvider="target" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let code = """
            import UIKit
            final class Chat: UIViewController {
                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    if identifier == "showDetails" { return }
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
                func open() { performSegue(withIdentifier: "showDetails", sender: nil) }
            }
            final class Plain: UIViewController {
                func open() { performSegue(withIdentifier: "showDetails", sender: nil) }
            }
            """
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(storyboard.utf8), path: "App/Main.storyboard")
        ])
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(code.utf8), path: "App/Chat.swift")])
        let found = catalog.check(sources: sources).filter { $0.code == .segueUnknownIdentifier }
        #expect(found.map(\.severity) == [.note, .error], "\(found)")
        #expect(found.first?.message.contains("Chat overrides performSegue(withIdentifier:sender:)") == true)
        #expect(found.first?.location?.line == 7 && found.last?.location?.line == 10)
    }
}

extension PerformSegueOverrideTests {
    @Test("The same in Objective-C")
    func overriddenInObjectiveC() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c"><scenes>
            <scene sceneID="s1"><objects><viewController id="c" customClass="chatViewController" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let header = "@interface chatViewController : UIViewController\n@end\n"
        let implementation = """
            @interface chatViewController()<UISearchControllerDelegate>
            @end
            @implementation chatViewController
            -(void) performSegueWithIdentifier:(NSString*) identifier sender:(id) sender
            {
                [super performSegueWithIdentifier:identifier sender:sender];
            }
            -(void) open
            {
                [self performSegueWithIdentifier:@"showDetails" sender:self];
            }
            @end
            """
        let catalog = StoryboardCatalog(storyboards: [
            try Storyboard(data: Data(storyboard.utf8), path: "App/Main.storyboard")
        ])
        let sources = SwiftSources(files: [
            SwiftSourceFile(bytes: Array(header.utf8), path: "App/chatViewController.h"),
            SwiftSourceFile(bytes: Array(implementation.utf8), path: "App/chatViewController.m"),
        ])
        let found = catalog.check(sources: sources).filter { $0.code == .segueUnknownIdentifier }
        #expect(found.map(\.severity) == [.note], "\(found)")
    }
}
