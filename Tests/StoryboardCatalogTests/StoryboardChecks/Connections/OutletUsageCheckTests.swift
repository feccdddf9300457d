import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

/// A storyboard with a scene of class `customClass` that connects the outlets `outlets` (each to a
/// label of the scene).
private func storyboard(_ customClass: String, connecting outlets: [String], extra: String = "") throws -> Storyboard {
    let labels = outlets.indices.map { "<label id=\"l\($0)\"/>" }.joined(separator: "\n")
    let connections = outlets.enumerated().map { "<outlet property=\"\($1)\" destination=\"l\($0)\" id=\"o\($0)\"/>" }
        .joined(separator: "\n")
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="\(customClass)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" id="v">
                                <subviews>
        \(labels)
                                </subviews>
                            </view>
                            <connections>
        \(connections)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        \(extra)
            </scenes>
        </document>
        """
    return try Storyboard(data: Data(xml.utf8), path: "App/Base.lproj/Main.storyboard")
}

/// A xib whose File's Owner has no class and connects `outlet`.
private func ownerlessXib(connecting outlet: String) throws -> Storyboard {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections>
                        <outlet property="\(outlet)" destination="l" id="o"/>
                    </connections>
                </placeholder>
                <label id="l"/>
            </objects>
        </document>
        """
    return try Storyboard(data: Data(xml.utf8), path: "App/Header.xib")
}

private let articleSource = """
    class BaseViewController: UIViewController {
        @IBOutlet var headerLabel: UILabel!
    }
    final class ArticleViewController: BaseViewController {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var subtitleLabel: UILabel!
        @IBOutlet weak var footnoteLabel: UILabel?
        @IBOutlet var bylineLabels: [UILabel]!
    }
    final class UnusedViewController: UIViewController {
        @IBOutlet var nothing: UILabel!
    }
    """

private func findings(_ documents: [Storyboard], _ files: [(String, String)]) -> [Finding] {
    let sources = SwiftSources(files: files.map { SwiftSourceFile(bytes: Array($0.1.utf8), path: $0.0) })
    return StoryboardCatalog(storyboards: documents).check(sources: sources).filter { $0.code == .outletUnconnected }
}

@Suite("Implicitly unwrapped outlets nothing connects (outlet.unconnected)")
struct OutletUsageCheckTests {
    @Test("The reader records Swift @IBOutlet properties declared with ! and the names code assigns to")
    func reading() {
        let file = SwiftSourceFile(
            bytes: Array((articleSource + "\nfunc f() { a.title = x; b == c; var d = 1 }").utf8), path: "A.swift")
        #expect(
            file.unwrappedOutlets.map(\.name) == [
                "headerLabel", "titleLabel", "subtitleLabel", "bylineLabels", "nothing",
            ])
        #expect(file.unwrappedOutlets.map(\.typeName).first == "BaseViewController")
        #expect(file.unwrappedOutlets.first?.location.line == 2)
        #expect(file.assigns("title") && !file.assigns("label") && !file.assigns("d"))
        // An assignment is `name =` in code; a comparison, a declaration or another name is not.
        for (text, assigns) in [
            ("a.title = x", true), ("title=x", true), ("title == x", false), ("let title = x", false),
            ("var  title = x", false), ("subtitle = x", false), ("title2 = x", false), ("self.title\t= x", true),
            ("// title = x", false), ("print(\"title = x\")", false),
        ] {
            let code = SwiftSourceFile(bytes: Array("func f() {\n\(text)\n}".utf8), path: "F.swift")
            #expect(code.assigned(among: ["title", "other"]) == (assigns ? ["title"] : []), "\(text)")
        }
        let objectiveC = SwiftSourceFile(
            bytes: Array("@interface A : UIViewController\n@property (weak) IBOutlet UILabel *title;\n@end".utf8),
            path: "A.h")
        #expect(objectiveC.unwrappedOutlets.isEmpty)
    }

    @Test("An implicitly unwrapped outlet no document connects is a warning at its declaration")
    func unconnected() throws {
        let found = findings(
            [try storyboard("ArticleViewController", connecting: ["titleLabel", "headerLabel", "bylineLabels"])],
            [("App/Article.swift", articleSource)])
        #expect(found.map(\.location?.line) == [6])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("subtitleLabel") == true)
        #expect(found.first?.message.contains("the ArticleViewController scene of Main.storyboard") == true)
        // Control: every outlet connected (the optional one need not be).
        let control = findings(
            [
                try storyboard(
                    "ArticleViewController", connecting: ["titleLabel", "subtitleLabel", "headerLabel", "bylineLabels"])
            ], [("App/Article.swift", articleSource)])
        #expect(control.isEmpty)
    }

    @Test("A superclass's outlet connected in a subclass's scene counts; unconnected in any scene, it is reported")
    func superclassOutlet() throws {
        // The base class's own scene does not connect headerLabel, the subclass's does.
        let base = """
            <scene sceneID="s2">
                <objects>
                    <viewController id="base" customClass="BaseViewController" customModuleProvider="target" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """
        let connected = try storyboard(
            "ArticleViewController", connecting: ["titleLabel", "subtitleLabel", "headerLabel", "bylineLabels"],
            extra: base)
        #expect(findings([connected], [("App/Article.swift", articleSource)]).isEmpty)
        let unconnected = try storyboard(
            "ArticleViewController", connecting: ["titleLabel", "subtitleLabel", "bylineLabels"], extra: base)
        let found = findings([unconnected], [("App/Article.swift", articleSource)])
        #expect(found.map(\.location?.line) == [2])
        #expect(found.first?.message.contains("the BaseViewController scene of Main.storyboard") == true)
    }

    @Test("Not reported: a class no document makes, an owner chosen in code, an outlet code assigns, another module")
    func conservative() throws {
        let partial = try storyboard(
            "ArticleViewController", connecting: ["titleLabel", "headerLabel", "bylineLabels"])
        // A File's Owner without a class connects subtitleLabel: the owner may be an article.
        #expect(
            findings([partial, try ownerlessXib(connecting: "subtitleLabel")], [("App/Article.swift", articleSource)])
                .isEmpty)
        // Code sets it.
        let assigning = (
            "App/Setup.swift", "extension ArticleViewController { func setUp() { subtitleLabel = UILabel() } }"
        )
        #expect(findings([partial], [("App/Article.swift", articleSource), assigning]).isEmpty)
        // The document's class is in another module, whose documents may not be read.
        let otherModule = try Storyboard(
            data: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
                    <scenes><scene sceneID="s1"><objects>
                        <viewController id="vc" customClass="ArticleViewController" customModule="Reader" sceneMemberID="viewController"/>
                    </objects></scene></scenes>
                </document>
                """.utf8), path: "App/Base.lproj/Main.storyboard")
        #expect(findings([otherModule], [("Reader/Article.swift", articleSource)]).isEmpty)
        // The same document with the target's module: every outlet of the class and its superclass.
        let own = try storyboard("ArticleViewController", connecting: [])
        #expect(findings([own], [("App/Article.swift", articleSource)]).count == 4)
        // An outlet only a tvOS build declares, against an iOS storyboard.
        let tvOS =
            "class ArticleViewController: UIViewController {\n#if os(tvOS)\n@IBOutlet var remote: UILabel!\n#endif\n}"
        let article = try storyboard("ArticleViewController", connecting: [])
        #expect(findings([article], [("App/A.swift", tvOS)]).isEmpty)
        // Two classes of that name (an iOS and a macOS target's): the document may make the other.
        let macOS = "class ArticleViewController: NSViewController { @IBOutlet var body: NSTextView! }"
        #expect(findings([own], [("App/Article.swift", articleSource), ("Mac/Article.swift", macOS)]).count == 1)
    }
}
