import Foundation
import SourceReading
import StoryboardModel
import TestSupport
import Testing

@testable import StoryboardChecks

@Suite("The SDK's classes as data (SDKTable)")
struct SDKTableTests {
    /// A table as the generator writes it: sorted lines, a root class, a class only a `.tbd` file
    /// exports, a class known only from categories (`?` with members), empty sections.
    static let small = SDKTable(
        """
        ABView UIView Kit;alpha backgroundColor hidden;
        NSObject - ObjectiveC;accessibilityLabel isAccessibilityElement;
        UIButton UIControl UIKit;;sendAction:to:forEvent:
        UIControl UIView UIKit;enabled highlighted selected;sendActionsForControlEvents:
        UIView UIResponder UIKit;alpha backgroundColor hidden layer;layoutIfNeeded setNeedsLayout
        UIViewPrivate ? UIKit
        ZZCategoryOnly ? ModelIO;name;load
        """)

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
