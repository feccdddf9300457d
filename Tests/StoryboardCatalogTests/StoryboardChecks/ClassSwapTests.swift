import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

/// A storyboard with a `DetailViewController` scene whose buttons send `toggleWatched:` and
/// `changeSeason:` to the controller, and set a `progressView` outlet of it.
private func detailScene() throws -> Storyboard {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="DetailViewController" id="vc" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <button id="b1">
                                        <state key="normal" title="Watched"/>
                                        <connections>
                                            <action selector="toggleWatched:" destination="vc" eventType="touchUpInside" id="c1"/>
                                        </connections>
                                    </button>
                                    <button id="b2">
                                        <state key="normal" title="Seasons"/>
                                        <connections>
                                            <action selector="changeSeason:" destination="vc" eventType="touchUpInside" id="c2"/>
                                        </connections>
                                    </button>
                                    <progressView id="p1"/>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="progressView" destination="p1" id="c3"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    return try Storyboard(data: Data(xml.utf8), path: "App/Base.lproj/Main.storyboard")
}

private let detailClasses = """
    class DetailViewController: UIViewController {}
    final class MovieDetailViewController: DetailViewController {
        @IBOutlet var progressView: UIProgressView!
        @IBAction func toggleWatched(_ sender: UIButton) {}
    }
    final class ShowDetailViewController: DetailViewController {
        @IBAction func changeSeason(_ sender: UIButton) {}
    }
    """

private func findings(_ files: [(String, String)]) throws -> [Finding] {
    let sources = SwiftSources(files: files.map { SwiftSourceFile(bytes: Array($0.1.utf8), path: $0.0) })
    return StoryboardCatalog(storyboards: [try detailScene()]).check(sources: sources)
}

@Suite("Classes changed at run time with object_setClass")
struct ClassSwapTests {
    @Test("Swift: object_setClass with a subclass's .self records the subclass, wherever the argument names it")
    func swiftReading() {
        let file = SwiftSourceFile(
            bytes: Array(
                """
                func show(_ media: Media) {
                    let vc = storyboard.instantiateViewController(withIdentifier: "DetailViewController")
                    object_setClass(vc, media is Movie ? MovieDetailViewController.self : Kit.ShowDetailViewController.self)
                    object_setClass(other, type(of: self))
                    // object_setClass(vc, CommentedViewController.self)
                    let s = "object_setClass(vc, QuotedViewController.self)"
                }
                """.utf8),
            path: "App/Main.swift")
        #expect(file.classSwaps.map(\.className) == ["MovieDetailViewController", "ShowDetailViewController"])
        #expect(file.classSwaps.map(\.location.line) == [3, 3])
    }

    @Test("Objective-C: object_setClass with [Subclass class] records the subclass")
    func objectiveCReading() {
        let file = SwiftSourceFile(
            bytes: Array(
                """
                - (void)show {
                    object_setClass(controller, isMovie ? [MovieDetailViewController class] : [ShowDetailViewController class]);
                    object_setClass(self, [self class]);
                }
                """.utf8),
            path: "App/Main.m")
        #expect(file.classSwaps.map(\.className) == ["MovieDetailViewController", "ShowDetailViewController"])
    }

    @Test("Without object_setClass, a method only subclasses implement is an error")
    func withoutSwap() throws {
        let found = try findings([("App/Detail.swift", detailClasses)])
        #expect(
            found.map(\.code).sorted { $0.rawValue < $1.rawValue } == [
                .actionMissingMethod, .actionMissingMethod, .outletMissingProperty,
            ])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test("A subclass the code installs with object_setClass that has the member: a note naming it and the call")
    func withSwap() throws {
        let show = """
            func show(_ vc: UIViewController, movie: Bool) {
                object_setClass(vc, movie ? MovieDetailViewController.self : ShowDetailViewController.self)
            }
            """
        let found = try findings([("App/Detail.swift", detailClasses), ("App/Main.swift", show)])
        #expect(
            found.map(\.code).sorted { $0.rawValue < $1.rawValue } == [
                .actionUnverified, .actionUnverified, .outletUnverified,
            ])
        #expect(found.allSatisfy { $0.severity == .note })
        let toggle = try #require(found.first { $0.message.contains("toggleWatched:") })
        #expect(toggle.message.contains("MovieDetailViewController"))
        #expect(toggle.message.contains("object_setClass"))
        #expect(toggle.message.contains("Main.swift:2"))
        let season = try #require(found.first { $0.message.contains("changeSeason:") })
        #expect(season.message.contains("ShowDetailViewController"))
    }

    @Test("A swapped class that lacks the member, or is no subclass, changes nothing")
    func swapWithoutMember() throws {
        let show = """
            class OtherViewController: UIViewController { @IBAction func changeSeason(_ sender: Any) {} }
            func show(_ vc: UIViewController) {
                object_setClass(vc, MovieDetailViewController.self)
                object_setClass(vc, OtherViewController.self)
            }
            """
        let found = try findings([("App/Detail.swift", detailClasses), ("App/Main.swift", show)])
        #expect(
            found.map(\.code).sorted { $0.rawValue < $1.rawValue } == [
                .actionMissingMethod, .actionUnverified, .outletUnverified,
            ])
        #expect(found.first { $0.code == .actionMissingMethod }?.message.contains("changeSeason:") == true)
    }
}

@Suite("Long superclass chains in messages")
struct LongChainTests {
    @Test("A chain of 2,500 classes is named by its ends and a count: the message stays a line")
    func longChain() throws {
        var source = "class C0: UIView {}\n"
        for index in 1..<2500 { source += "class C\(index): C\(index - 1) {}\n" }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <view contentMode="scaleToFill" id="v" customClass="C2499">
            <connections><outlet property="missing" destination="v" id="o"/></connections></view>
            </objects></document>
            """
        let document = try Storyboard(data: Data(xml.utf8), path: "App/Long.xib")
        let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "App/Chain.swift")])
        let found = StoryboardCatalog(storyboards: [document]).check(sources: sources)
        let finding = try #require(found.first { $0.code == .outletMissingProperty })
        #expect(finding.message.contains("C2499 → C2498 → C2497 → (2496 more) → C0 → UIView"), "\(finding.message)")
        #expect(finding.message.utf8.count < 1000)
    }
}
