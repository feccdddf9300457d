#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import Foundation
    import SegueRouting

    /// Loads the app's compiled nibs.
    ///
    /// `NSNib(nibNamed:bundle:)` returns `nil` for a nib the bundle does not hold; this source throws a
    /// ``NibError`` that names the nib and the bundle instead.
    ///
    ///     let nibs = NibFactory(source: AppKitNibSource())
    ///     let header = try nibs.instantiate(Nibs.listHeader, owner: self)
    @MainActor
    public final class AppKitNibSource: NibSource {
        /// The bundle that holds the compiled nibs.
        public let bundle: Bundle

        /// Creates a source over the nibs of `bundle` (the main bundle by default).
        public init(bundle: Bundle? = nil) {
            self.bundle = bundle ?? .main
        }

        /// Loads the nib `name` with `owner` as File's Owner.
        ///
        /// - Returns: The nib's top-level objects, in no particular order (as AppKit gives them).
        /// - Throws: ``NibError/nibNotFound(nib:bundle:)``.
        public func topLevelObjects(ofNib name: String, owner: Any?) throws(NibError) -> [Any] {
            guard let nib = NSNib(nibNamed: name, bundle: bundle) else {
                throw .nibNotFound(nib: name, bundle: bundle.bundlePath)
            }
            var objects: NSArray?
            guard nib.instantiate(withOwner: owner, topLevelObjects: &objects) else {
                throw .nibNotFound(nib: name, bundle: bundle.bundlePath)
            }
            return objects.map { Array($0) } ?? []
        }
    }

    extension Nib {
        /// Loads the nib with `owner` as File's Owner and returns its first top-level object of type
        /// `Root`.
        ///
        ///     let header = try Nibs.listHeader.instantiate(withOwner: self)   // a ListHeader
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
            let objects = try AppKitNibSource(bundle: bundle).topLevelObjects(ofNib: name, owner: owner)
            return try NibFactory.root(of: self, in: objects)
        }
    }

    extension NSTableView {
        /// The view of a table column's prototype (or a registered nib) for `identifier`, of the
        /// identifier's declared type, or `nil` when the table has none for it, as
        /// `makeView(withIdentifier:owner:)`.
        ///
        ///     let cell = tableView.makeView(Reuse.nameCell, owner: self)   // a NameCellView?
        ///
        /// A view of another class stops with a message that names the identifier and both classes.
        ///
        /// - Parameters:
        ///   - identifier: The declared identifier.
        ///   - owner: The owner of the view's nib: its File's Owner outlets and actions are connected to it.
        /// - Returns: The view, or `nil`.
        public func makeView<Cell: NSView>(_ identifier: ReuseIdentifier<Cell>, owner: Any?) -> Cell? {
            guard let made = makeView(withIdentifier: NSUserInterfaceItemIdentifier(identifier.rawValue), owner: owner)
            else { return nil }
            do {
                return try identifier.cast(made, from: "the table view")
            } catch {
                preconditionFailure(error.description)
            }
        }

        /// Registers the identifier's nib for its views, so that ``makeView(_:owner:)`` makes them; an
        /// identifier without nib registers nothing (a column's prototype needs no registration).
        ///
        /// - Parameters:
        ///   - identifier: The declared identifier.
        ///   - bundle: The bundle that holds the nib; the main bundle when `nil`.
        public func register<Cell: NSView>(_ identifier: ReuseIdentifier<Cell>, bundle: Bundle? = nil) {
            guard let name = identifier.nib else { return }
            register(
                NSNib(nibNamed: name, bundle: bundle), forIdentifier: NSUserInterfaceItemIdentifier(identifier.rawValue)
            )
        }
    }
#endif
