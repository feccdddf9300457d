import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

/// A hand-written app whose code loads nibs and dequeues cells: each line marked `broken` is wrong,
/// and each marked `control` is right in a way a check could get wrong.
private enum CellApp {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab">
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="notes" kind="relationship" relationship="rootViewController" id="r2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <tableViewController id="notes" customClass="NotesViewController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" id="table">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="NoteCell" id="p1" customClass="NoteCell"/>
                                    <tableViewCell reuseIdentifier="Plain" id="p2"/>
                                    <tableViewCell reuseIdentifier="Plain" id="p3"/>
                                    <tableViewCell id="p4"/>
                                </prototypes>
                            </tableView>
                            <connections>
                                <segue destination="photos" kind="show" id="g1"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <collectionViewController id="photos" customClass="PhotosViewController" sceneMemberID="viewController">
                            <collectionView key="view" id="grid">
                                <cells>
                                    <collectionViewCell reuseIdentifier="Photo" id="c1"/>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" reuseIdentifier="PhotoHeader" id="h1"/>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>
                \(objects)
            </objects>
        </document>
        """
    }

    static let files: [(String, String)] = [
        ("App/Base.lproj/Main.storyboard", storyboard),
        ("App/Cells/NoteCell.xib", xib(#"<tableViewCell reuseIdentifier="NoteCell" id="n1" customClass="NoteCell"/>"#)),
        (
            "App/Cells/BadgeCell.xib",
            xib(#"<tableViewCell reuseIdentifier="BadgeCell" id="b1" customClass="BadgeCell"/>"#)
        ),
        ("App/Base.lproj/HeaderView.xib", xib(#"<view id="v1" customClass="HeaderView"/>"#)),
        ("App/Detail.xib", xib(#"<view id="d1"/>"#)),
        (
            "App/Cells.swift",
            """
            enum CellIdentifier: String { case plain = "Plain", gone = "Gone" }
            final class NoteCell: UITableViewCell { static let reuseIdentifier = "NoteCell" }
            final class HeaderView: UIView {}
            final class BadgeCell: UITableViewCell {}
            final class DetailViewController: UIViewController {}
            """
        ),
        (
            "App/BaseListViewController.swift",
            """
            class BaseListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "BadgeCell") // control
                    tableView.register(UINib(nibName: "BadgeCell", bundle: nil), forCellReuseIdentifier: "Badge") // broken
                }
            }
            """
        ),
        (
            "App/NotesViewController.swift",
            """
            final class NotesViewController: BaseListViewController {
                func cells(_ indexPath: IndexPath) {
                    _ = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) // control
                    _ = tableView.dequeueReusableCell(withIdentifier: CellIdentifier.plain.rawValue, for: indexPath) // control
                    _ = tableView.dequeueReusableCell(withIdentifier: "BadgeCell", for: indexPath) // control
                    _ = tableView.dequeueReusableCell(withIdentifier: CellIdentifier.gone.rawValue, for: indexPath) // broken
                    _ = tableView.dequeueReusableCell(withIdentifier: "NoteCel", for: indexPath) // broken
                    _ = tableView.dequeueReusableCell(withIdentifier: "Anything") // control
                    _ = UINib(nibName: String(describing: HeaderView.self), bundle: nil) // control
                    _ = UINib(nibName: "HeadrView", bundle: nil) // broken
                    _ = UINib(nibName: "Elsewhere", bundle: .module) // control
                    _ = DetailViewController(nibName: "Detail", bundle: nil) // control
                    _ = DetailViewController(nibName: "Details", bundle: nil) // broken
                }
            }
            """
        ),
        (
            "App/PhotosViewController.m",
            """
            static NSString *const kPhotoCell = @"Photo";
            @implementation PhotosViewController
            - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
                [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:@"PhotoHeader" forIndexPath:indexPath]; // control
                [collectionView dequeueReusableCellWithReuseIdentifier:@"Photos" forIndexPath:indexPath]; // broken
                [collectionView dequeueReusableCellWithReuseIdentifier:@"Plain" forIndexPath:indexPath]; // broken
                return [collectionView dequeueReusableCellWithReuseIdentifier:kPhotoCell forIndexPath:indexPath]; // control
            }
            - (void)load {
                [[NSBundle mainBundle] loadNibNamed:@"NoteCell" owner:self options:nil]; // control
                [[NSBundle mainBundle] loadNibNamed:@"Missing" owner:self options:nil]; // broken
            }
            @end
            """
        ),
    ]

    /// The app's findings of the nib and reuse-identifier codes, as `severity code file:line`.
    static func findings() throws -> [Finding] {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        for (name, text) in files { try folder.write(name, text) }
        let app = folder.path("App")
        let found = StoryboardCatalog(paths: [app]).check(sources: SwiftSources(paths: [app]))
        // The `show` segue from the root of a tab's navigation controller pushes: nothing to say of it.
        #expect(!found.contains { $0.code.rawValue.hasPrefix("segue.") }, "\(found)")
        return found.filter { $0.code.rawValue.hasPrefix("nib.") || $0.code.rawValue.hasPrefix("reuse.") }
            .map { finding in
                let location = finding.location.map {
                    FileLocation(
                        file: String($0.file.dropFirst(folder.path.count + 1)), line: $0.line, column: $0.column)
                }
                return Finding(finding.severity, finding.code, at: location, finding.message)
            }
    }
}

@Suite("Nib names and reuse identifiers, checked")
struct CellCheckTests {
    @Test("The hand-written app: exactly the broken lines are reported, each on its line")
    func fixtureApp() throws {
        let found = try CellApp.findings()
        #expect(
            found.map { "\($0.severity) \($0.code.rawValue) \($0.location?.file ?? "") \($0.location?.line ?? 0)" }
                .sorted() == [
                    "error nib.missing App/NotesViewController.swift 10",
                    "error nib.missing App/NotesViewController.swift 13",
                    "error nib.missing App/PhotosViewController.m 11",
                    "error reuse.nib-mismatch App/BaseListViewController.swift 5",
                    "error reuse.unknown-identifier App/NotesViewController.swift 6",
                    "error reuse.unknown-identifier App/NotesViewController.swift 7",
                    "error reuse.unknown-identifier App/PhotosViewController.m 5",
                    "warning reuse.duplicate-identifier App/Base.lproj/Main.storyboard 29",
                    "warning reuse.missing-identifier App/Base.lproj/Main.storyboard 30",
                    "warning reuse.unknown-identifier App/PhotosViewController.m 6",
                ])
        // Each broken line is reported as the code that is broken, once.
        for (file, text) in CellApp.files where file.hasSuffix(".swift") || file.hasSuffix(".m") {
            let broken = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .filter { $0.element.hasSuffix("// broken") }.map { $0.offset + 1 }
            #expect(broken == found.filter { $0.location?.file == file }.compactMap { $0.location?.line }.sorted())
        }
    }

    @Test("Messages say what raises and name the closest names the target has")
    func messages() throws {
        let found = try CellApp.findings()
        let typo = try #require(found.first { $0.message.contains("'NoteCel'") })
        #expect(
            typo.message.contains("raises an exception")
                && typo.message.contains("closest identifiers provided: 'NoteCell'"))
        let nib = try #require(found.first { $0.message.contains("'HeadrView'") })
        #expect(nib.message.contains("could not load NIB in bundle") && nib.message.contains("'HeaderView'"))
        let mismatch = try #require(found.first { $0.code == .reuseNibMismatch })
        #expect(mismatch.message.contains("BadgeCell.xib") && mismatch.message.contains("'Badge'"))
        #expect(mismatch.message.contains("'BadgeCell'"))
        let otherTable = try #require(
            found.first { $0.code == .reuseUnknownIdentifier && $0.message.contains("'Plain'") })
        #expect(otherTable.message.contains("prototype of the scenes of NotesViewController only"))
        #expect(otherTable.message.contains("PhotosViewController's own scenes are 'Photo', 'PhotoHeader'"))
    }

    @Test("A registration the reader cannot follow, in the class or a superclass, leaves its identifiers unknown")
    func unknownRegistration() throws {
        let storyboard = try Storyboard(data: Data(CellApp.storyboard.utf8), path: "App/Main.storyboard")
        func findings(_ code: String) -> [Finding] {
            let sources = SwiftSources(files: [SwiftSourceFile(bytes: Array(code.utf8), path: "App/List.swift")])
            return StoryboardCatalog(storyboards: [storyboard]).check(sources: sources)
                .filter { $0.code == .reuseUnknownIdentifier }
        }
        let dequeue = "tableView.dequeueReusableCell(withIdentifier: \"Custom\", for: indexPath)"
        #expect(findings("class NotesViewController: UITableViewController { func f() { \(dequeue) } }").count == 1)
        #expect(
            findings(
                """
                class Base: UITableViewController { func setUp(_ id: String) { tableView.register(C.self, forCellReuseIdentifier: id) } }
                class NotesViewController: Base { func f() { \(dequeue) } }
                """
            ).isEmpty)
        // Elsewhere, it may provide it: a warning, not an error.
        let elsewhere = findings(
            """
            class Other: UITableViewController { func setUp(_ id: String) { tableView.register(C.self, forCellReuseIdentifier: id) } }
            class NotesViewController: UITableViewController { func f() { \(dequeue) } }
            """)
        #expect(elsewhere.map(\.severity) == [.warning])
        #expect(elsewhere.first?.message.contains("Other register identifiers that cannot be read") == true)
    }
}
