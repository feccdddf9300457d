import SegueRouting
import Testing

@testable import SourceReading

/// The references of `sources` (path, text), resolved across files, as `kind value @line`.
private func references(_ sources: [(String, String)]) -> [String] {
    let read = SwiftSources(files: sources.map { SwiftSourceFile(bytes: Array($0.1.utf8), path: $0.0) })
    return read.references.compactMap { reference in
        let kind: String
        switch reference.kind {
        case .nibName: kind = "nib"
        case .dequeuedReuseIdentifier: kind = "dequeue"
        case .registeredReuseIdentifier(let nib): kind = "register" + (nib.map { "(\($0))" } ?? "")
        default: return nil
        }
        return "\(kind) \(reference.value) @\(reference.location.line ?? 0)"
    }
}

@Suite("Reading nib names and reuse identifiers")
struct CellReferenceReadingTests {
    @Test("Swift: nib loading from the app's own bundle, by literal, a class's description and constant")
    func swiftNibs() {
        let found = references([
            (
                "App/Notes.swift",
                """
                final class NotesViewController: UIViewController {
                    static let nibName = "Notes"
                    init() { super.init(nibName: Self.nibName, bundle: nil) }
                    func load() {
                        _ = UINib(nibName: "NoteCell", bundle: nil)
                        _ = UINib(nibName: String(describing: HeaderView.self), bundle: Bundle(for: Self.self))
                        _ = UINib(nibName: "Elsewhere", bundle: .module)
                        _ = Bundle.main.loadNibNamed("Footer", owner: self, options: nil)
                        _ = someBundle.loadNibNamed("Unknown", owner: self, options: nil)
                        _ = DetailViewController(nibName: nil, bundle: nil)
                        _ = DetailViewController(nibName: "Detail" + suffix, bundle: nil)
                        _ = NSWindowController(windowNibName: "Preferences")
                        _ = NSNib(nibNamed: NSNib.Name("Toolbar"), bundle: nil)
                        _ = UINib(nibName: String(describing: T.self), bundle: nil)
                    }
                }
                final class HeaderView: UIView {}
                """
            )
        ])
        #expect(
            found == [
                "nib NoteCell @5", "nib Footer @8", "nib Preferences @12", "nib Toolbar @13", "nib Notes @3",
                "nib HeaderView @6",
            ])
    }

    @Test(
        "Swift: dequeuing raises only with an index path (or a forced makeView); registration with nib, class, constants and enums"
    )
    func swiftReuse() {
        let found = references([
            (
                "App/Cells.swift",
                """
                enum CellID: String { case note = "NoteCell", photo }
                let kHeader = "Header"
                final class NoteCell: UITableViewCell {
                    static let reuseIdentifier = "NoteCellID"
                }
                protocol Reusable {}
                extension Reusable {
                    static var identifier: String { String(describing: self) }
                }
                extension NSUserInterfaceItemIdentifier {
                    static let nameCell = NSUserInterfaceItemIdentifier("NameCell")
                }
                """
            ),
            (
                "App/List.swift",
                """
                final class ListViewController: UITableViewController {
                    let plain = "Plain"
                    override func viewDidLoad() {
                        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: NoteCell.reuseIdentifier)
                        tableView.register(PhotoCell.self, forCellReuseIdentifier: CellID.photo.rawValue)
                        tableView.register(PhotoCell.self, forCellReuseIdentifier: identifier(for: row))
                        collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kHeader)
                    }
                    func cell(_ indexPath: IndexPath) {
                        _ = tableView.dequeueReusableCell(withIdentifier: "Optional")
                        _ = tableView.dequeueReusableCell(withIdentifier: plain, for: indexPath)
                        _ = tableView.dequeueReusableCell(withIdentifier: PhotoCell.identifier, for: indexPath)
                        _ = collectionView.dequeueReusableCell(withReuseIdentifier: CellID.note.rawValue, for: indexPath)
                        _ = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
                        _ = outline.makeView(withIdentifier: .nameCell, owner: self) as! NSTableCellView
                        _ = outline.makeView(withIdentifier: NSUserInterfaceItemIdentifier(rawValue: "Raw"), owner: self)!
                        _ = outline.makeView(withIdentifier: NSUserInterfaceItemIdentifier(rawValue: "Made"), owner: self)
                    }
                }
                """
            ),
        ])
        #expect(
            found.sorted() == [
                "dequeue Header @14", "dequeue NameCell @15", "dequeue NoteCell @13", "dequeue PhotoCell @12",
                "dequeue Plain @11", "dequeue Raw @16", "nib NoteCell @4", "register Header @7", "register photo @5",
                "register(NoteCell) NoteCellID @4",
            ])
        let read = SwiftSources(files: [
            SwiftSourceFile(
                bytes: Array("class A { func f() { t.register(C.self, forCellReuseIdentifier: id(x)) } }".utf8),
                path: "A.swift")
        ])
        #expect(read.unknownRegistrations == ["A"])
    }

    @Test("A bundle: label after the call's closing parenthesis is no argument of it (found by fuzzing)")
    func bundleAfterCall() {
        for source in [
            "let n = UINib(nibName: \"X\")bundle: nil)", "let v = Controller(nibName: \"X\")bundle: nil)",
            "let n = UINib(nibName: \"X\", bundle:",
        ] {
            #expect(references([("A.swift", source)]).isEmpty, "\(source)")
        }
    }

    @Test("Objective-C: messages, NSStringFromClass, constants and #define")
    func objectiveC() {
        let found = references([
            (
                "App/List.m",
                """
                static NSString *const kNoteCell = @"NoteCell";
                #define kPhoto @"PhotoCell"
                @implementation ListViewController
                - (instancetype)init {
                    [[Detail alloc] initWithNibName:@"Detail" withItem:item withFrame:CGRectMake(0, 0, 1, 1) bundle:nil];
                    return [super initWithNibName:@"List" bundle:nil];
                }
                - (void)viewDidLoad {
                    [self.tableView registerNib:[UINib nibWithNibName:@"NoteCell" bundle:nil] forCellReuseIdentifier:kNoteCell];
                    [self.tableView registerClass:[PhotoCell class] forCellReuseIdentifier:NSStringFromClass([PhotoCell class])];
                    [[NSBundle mainBundle] loadNibNamed:@"Footer" owner:self options:nil];
                    [NSBundle.mainBundle loadNibNamed:@"Toolbar" owner:self topLevelObjects:nil];
                }
                - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                    [tableView dequeueReusableCellWithIdentifier:@"Optional"];
                    return [tableView dequeueReusableCellWithIdentifier:kPhoto forIndexPath:indexPath];
                }
                @end
                """
            )
        ])
        #expect(
            found.sorted() == [
                "dequeue PhotoCell @16", "nib Detail @5", "nib Footer @11", "nib List @6", "nib NoteCell @9",
                "nib Toolbar @12",
                "register PhotoCell @10", "register(NoteCell) NoteCell @9",
            ])
    }
}
