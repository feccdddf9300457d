/// A nib the app loads: a xib's name, with the type of its File's Owner and of the top-level object
/// the app expects.
///
/// Declare each nib once and load it through the platform adapter (`UINib`, `NSNib`) or a
/// ``NibFactory`` instead of spelling its name at every call site:
///
///     extension Nibs {
///         static let noteCell = Nib<NSObject, NoteCell>("NoteCell")
///         static let preferences = Nib<PreferencesController, NSView>("Preferences")
///     }
///
/// `symbolify generate` writes these declarations from the xibs: the File's Owner's class, and the
/// class of the first top-level object. Loading returns the first top-level object of type `Root`.
public struct Nib<Owner, Root>: Sendable, Hashable, CustomStringConvertible {
    /// The nib's name, as `UINib(nibName:bundle:)` and `NSNib(nibNamed:bundle:)` take it: the xib's
    /// file name without `.xib`.
    public let name: String
    /// Where the nib was declared.
    public let declaration: FileLocation

    /// Declares the nib `name`.
    ///
    /// - Parameters:
    ///   - name: The xib's file name, without `.xib`.
    ///   - file: The declaring file, captured so that a failure names it.
    ///   - line: The declaring line, captured so that a failure names it.
    public init(_ name: String, file: String = #fileID, line: Int = #line) {
        self.name = name
        self.declaration = FileLocation(file: file, line: line)
    }

    /// The type of the File's Owner the nib's connections expect.
    public var ownerType: Owner.Type { Owner.self }
    /// The type of the top-level object loading returns.
    public var rootType: Root.Type { Root.self }

    /// `NoteCell.xib`.
    public var description: String { name + ".xib" }

    /// Nibs are equal when they have the same name, wherever declared.
    public static func == (lhs: Nib, rhs: Nib) -> Bool {
        lhs.name == rhs.name
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// The namespace of the nib declarations that `symbolify generate` writes, one constant per xib,
/// added in an extension so that several generated files coexist in one module.
///
///     extension Nibs {
///         static let noteCell = Nib<NSObject, NoteCell>("NoteCell")
///     }
///
///     let cell = try UINib(Nibs.noteCell).instantiate(Nibs.noteCell, withOwner: nil)
public enum Nibs {}
