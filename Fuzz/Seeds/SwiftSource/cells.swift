enum CellID: String { case note = "NoteCell" }
let kHeader = "Header"
extension NSUserInterfaceItemIdentifier { static let name = NSUserInterfaceItemIdentifier("Name") }
protocol Reusable {}
extension Reusable { static var identifier: String { String(describing: self) } }
final class ListViewController: UITableViewController {
    static let nib = "List"
    init() { super.init(nibName: Self.nib, bundle: Bundle(for: Self.self)) }
    override func viewDidLoad() {
        tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: CellID.note.rawValue)
        collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kHeader)
        _ = Bundle.main.loadNibNamed(String(describing: HeaderView.self), owner: self, options: nil)
    }
    func cell(_ indexPath: IndexPath) {
        _ = tableView.dequeueReusableCell(withIdentifier: Cell.identifier, for: indexPath)
        _ = outline.makeView(withIdentifier: .name, owner: self) as! NSTableCellView
    }
}
