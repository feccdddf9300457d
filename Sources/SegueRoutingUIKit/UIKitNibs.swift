#if canImport(UIKit)
    import Foundation
    import SegueRouting
    import UIKit

    /// Loads the app's compiled nibs, checking first that the bundle holds them.
    ///
    /// UIKit raises an Objective-C exception, which Swift cannot catch, when it loads a nib the bundle
    /// does not hold. This source looks for the compiled nib (`Name.nib`) first, and throws a
    /// ``NibError`` that names the nib and the bundle.
    ///
    ///     let nibs = NibFactory(source: UIKitNibSource())
    ///     let header = try nibs.instantiate(Nibs.notesHeader, owner: self)
    @MainActor
    public final class UIKitNibSource: NibSource {
        /// The bundle that holds the compiled nibs.
        public let bundle: Bundle

        /// Creates a source over the nibs of `bundle` (the main bundle by default).
        public init(bundle: Bundle? = nil) {
            self.bundle = bundle ?? .main
        }

        /// The nib `name`, after checking that the bundle holds it.
        ///
        /// - Throws: ``NibError/nibNotFound(nib:bundle:)``.
        public func nib(named name: String) throws(NibError) -> UINib {
            guard bundle.url(forResource: name, withExtension: "nib") != nil else {
                throw .nibNotFound(nib: name, bundle: bundle.bundlePath)
            }
            return UINib(nibName: name, bundle: bundle)
        }

        /// Loads the nib `name` with `owner` as File's Owner, after checking that the bundle holds it.
        ///
        /// - Returns: The nib's top-level objects, in the order of the xib.
        /// - Throws: ``NibError/nibNotFound(nib:bundle:)``.
        public func topLevelObjects(ofNib name: String, owner: Any?) throws(NibError) -> [Any] {
            try nib(named: name).instantiate(withOwner: owner, options: nil)
        }
    }

    extension Nib {
        /// Loads the nib with `owner` as File's Owner and returns its first top-level object of type
        /// `Root`.
        ///
        ///     let cell = try Nibs.noteCell.instantiate(withOwner: nil)   // a NoteCell
        ///
        /// A test that binds a mock loads through a ``NibFactory`` instead.
        ///
        /// - Parameters:
        ///   - owner: The File's Owner, whose outlets the nib connects; `nil` for a nib without.
        ///   - bundle: The bundle that holds the nib; the main bundle when `nil`.
        /// - Returns: The root object.
        /// - Throws: ``NibError`` when the bundle has no such nib or the nib no top-level `Root`.
        @MainActor
        public func instantiate(withOwner owner: Owner?, bundle: Bundle? = nil) throws(NibError) -> Root {
            let objects = try UIKitNibSource(bundle: bundle).topLevelObjects(ofNib: name, owner: owner)
            return try NibFactory.root(of: self, in: objects)
        }
    }

    extension UITableView: ReusableViewDequeuing {
        /// `the table view`.
        public var reusableViewProvider: String { "the table view" }

        /// A cell from `dequeueReusableCell(withIdentifier:for:)`.
        ///
        /// UIKit raises an exception, which Swift cannot catch, when nothing is registered for the
        /// identifier: a storyboard's prototype, or a nib or class registered with
        /// ``register(_:bundle:)``.
        public func reusableView(withIdentifier identifier: String, for position: IndexPath) -> Any? {
            dequeueReusableCell(withIdentifier: identifier, for: position)
        }

        /// A section header or footer view of the identifier's declared type, or `nil` when nothing is
        /// registered for it (as `dequeueReusableHeaderFooterView(withIdentifier:)`).
        ///
        ///     let header = tableView.dequeue(Reuse.notesHeader)
        ///
        /// A view of another class stops with a message that names the identifier and both classes.
        ///
        /// - Parameter identifier: The declared identifier.
        /// - Returns: The view, or `nil`.
        public func dequeue<View: UITableViewHeaderFooterView>(_ identifier: ReuseIdentifier<View>) -> View? {
            guard let made = dequeueReusableHeaderFooterView(withIdentifier: identifier.rawValue) else { return nil }
            do {
                return try identifier.cast(made, from: reusableViewProvider)
            } catch {
                preconditionFailure(error.description)
            }
        }

        /// Registers the identifier's nib for its cells, or, for an identifier without nib, its class.
        ///
        ///     tableView.register(Reuse.noteCell)
        ///     let cell = tableView.dequeue(Reuse.noteCell, for: indexPath)
        ///
        /// A storyboard's prototype needs no registration: its table already has it.
        ///
        /// - Parameters:
        ///   - identifier: The declared identifier.
        ///   - bundle: The bundle that holds the nib; the main bundle when `nil`.
        public func register<Cell: UITableViewCell>(_ identifier: ReuseIdentifier<Cell>, bundle: Bundle? = nil) {
            if let nib = identifier.nib {
                register(UINib(nibName: nib, bundle: bundle), forCellReuseIdentifier: identifier.rawValue)
            } else {
                register(Cell.self, forCellReuseIdentifier: identifier.rawValue)
            }
        }
    }

    extension UICollectionView: ReusableViewDequeuing {
        /// `the collection view`.
        public var reusableViewProvider: String { "the collection view" }

        /// A cell from `dequeueReusableCell(withReuseIdentifier:for:)`.
        ///
        /// UIKit raises an exception, which Swift cannot catch, when nothing is registered for the
        /// identifier.
        public func reusableView(withIdentifier identifier: String, for position: IndexPath) -> Any? {
            dequeueReusableCell(withReuseIdentifier: identifier, for: position)
        }

        /// A supplementary view (a section header or footer) of the identifier's declared type.
        ///
        ///     let header = collectionView.dequeue(
        ///         Reuse.photosHeader, ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
        ///
        /// A view of another class stops with a message that names the identifier and both classes.
        ///
        /// - Parameters:
        ///   - identifier: The declared identifier.
        ///   - kind: The kind of supplementary view.
        ///   - indexPath: Where the view goes.
        /// - Returns: The view.
        public func dequeue<View: UICollectionReusableView>(
            _ identifier: ReuseIdentifier<View>, ofKind kind: String, for indexPath: IndexPath
        ) -> View {
            let made = dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: identifier.rawValue, for: indexPath)
            do {
                return try identifier.cast(made, from: reusableViewProvider)
            } catch {
                preconditionFailure(error.description)
            }
        }
    }
#endif
