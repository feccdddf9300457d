/// What loads nibs: the UIKit and AppKit adapters' nib sources, or a table of closures in tests.
@MainActor
public protocol NibSource {
    /// Loads the nib `name` with `owner` as its File's Owner and returns its top-level objects.
    ///
    /// - Throws: ``NibError/nibNotFound(nib:bundle:)`` when there is no such nib. An implementation
    ///   checks before asking the platform, which raises an exception Swift cannot catch.
    func topLevelObjects(ofNib name: String, owner: Any?) throws(NibError) -> [Any]
}

/// Loads declared nibs, and lets tests put their own objects in their place, as ``SceneFactory``
/// does for scenes.
///
///     let nibs = NibFactory(source: UIKitNibSource())
///     let cell = try nibs.instantiate(Nibs.noteCell, owner: nil)   // a NoteCell
///
/// A test binds an object to a nib, and the code under test gets it instead of loading the nib, on
/// any platform:
///
///     let nibs = NibFactory(source: ClosureNibSource())
///     nibs.bind(MockNoteCell(), to: Nibs.noteCell)
@MainActor
public final class NibFactory {
    /// Where top-level objects come from when no object is bound.
    public let source: any NibSource
    private var bindings: [String: Any] = [:]

    /// Creates a factory that loads nibs with `source`.
    ///
    /// - Parameter source: The platform's nibs (`UIKitNibSource`, `AppKitNibSource`), or a
    ///   ``ClosureNibSource`` in tests.
    public init(source: any NibSource) {
        self.source = source
    }

    /// Loads `nib` with `owner` as File's Owner and returns its first top-level object of type
    /// `Root`, or the object bound to the nib.
    ///
    /// - Parameters:
    ///   - nib: The nib.
    ///   - owner: The File's Owner, whose outlets the nib connects; `nil` for a nib without.
    /// - Returns: The root object.
    /// - Throws: ``NibError`` when the nib does not exist or holds no top-level `Root`.
    public func instantiate<Owner, Root>(_ nib: Nib<Owner, Root>, owner: Owner?) throws(NibError) -> Root {
        if let bound = bindings[nib.name] as? Root { return bound }
        return try Self.root(of: nib, in: source.topLevelObjects(ofNib: nib.name, owner: owner))
    }

    /// The first of `objects` of type `Root`, or ``NibError/noRootObject(nib:expected:found:)``
    /// naming the classes the nib holds. The adapters' typed loading is this after the platform's.
    public static func root<Owner, Root>(of nib: Nib<Owner, Root>, in objects: [Any]) throws(NibError) -> Root {
        for object in objects {
            if let root = object as? Root { return root }
        }
        throw .noRootObject(
            nib: nib.name, expected: String(describing: Root.self),
            found: objects.map { String(describing: type(of: $0)) })
    }

    /// Makes every later load of `nib` return `root`.
    ///
    /// - Parameters:
    ///   - root: A mock, or any object of the declared root type.
    ///   - nib: The nib it stands in for.
    public func bind<Owner, Root>(_ root: Root, to nib: Nib<Owner, Root>) {
        bindings[nib.name] = root
    }

    /// Removes the binding of `nib`, if any.
    public func unbind<Owner, Root>(_ nib: Nib<Owner, Root>) {
        bindings[nib.name] = nil
    }

    /// Removes every binding.
    public func unbindAll() {
        bindings.removeAll()
    }

    /// Binds `root` to `nib` while `body` runs, then restores what was bound before.
    ///
    /// - Parameters:
    ///   - root: The object to hand out.
    ///   - nib: The nib it stands in for.
    ///   - body: The code under test.
    /// - Returns: What `body` returns.
    public func withBinding<Owner, Root, Result>(
        _ root: Root, to nib: Nib<Owner, Root>, perform body: () throws -> Result
    ) rethrows -> Result {
        let previous = bindings[nib.name]
        bindings[nib.name] = root
        defer { bindings[nib.name] = previous }
        return try body()
    }
}

/// A nib source made of closures, for tests and previews on any platform.
///
///     let source = ClosureNibSource()
///     source.register("NoteCell") { _ in [NoteCell()] }
@MainActor
public final class ClosureNibSource: NibSource {
    private var makers: [String: (Any?) -> [Any]] = [:]

    /// Creates a source with no nibs.
    public init() {}

    /// Makes `make(owner)` the top-level objects of the nib `name`.
    public func register(_ name: String, make: @escaping (_ owner: Any?) -> [Any]) {
        makers[name] = make
    }

    /// The registered objects, or the error the platform's source would throw.
    public func topLevelObjects(ofNib name: String, owner: Any?) throws(NibError) -> [Any] {
        guard let make = makers[name] else { throw .nibNotFound(nib: name, bundle: "the registered nibs") }
        return make(owner)
    }
}
