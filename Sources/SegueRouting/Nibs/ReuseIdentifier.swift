/// A reuse identifier with the class of the view a table or collection view makes for it: a
/// prototype cell of a storyboard, or a cell, header or footer a xib holds.
///
///     extension Reuse {
///         static let noteCell = ReuseIdentifier<NoteCell>("NoteCell", nib: "NoteCell")
///     }
///
///     let cell = tableView.dequeue(Reuse.noteCell, for: indexPath)   // a NoteCell
///
/// `symbolify generate` writes these declarations from the storyboards' prototypes and the xibs'
/// cells; the UIKit and AppKit adapters dequeue, make and register views through them.
public struct ReuseIdentifier<Cell>: Sendable, Hashable, CustomStringConvertible, RawRepresentable {
    /// The identifier, as Interface Builder's Identifier field and `dequeueReusableCell(withIdentifier:for:)`
    /// spell it.
    public let rawValue: String
    /// The xib that holds the view at its top level, which `register` registers for the identifier;
    /// `nil` for a storyboard's prototype, which its table already knows, or a class registered in code.
    public let nib: String?
    /// Where the identifier was declared.
    public let declaration: FileLocation

    /// Declares the reuse identifier `identifier` of views of type `Cell`.
    ///
    /// - Parameters:
    ///   - identifier: The identifier (Attributes inspector > Identifier).
    ///   - nib: The xib that holds the view, without `.xib`, if any.
    ///   - file: The declaring file, captured so that a failure names it.
    ///   - line: The declaring line, captured so that a failure names it.
    public init(_ identifier: String, nib: String? = nil, file: String = #fileID, line: Int = #line) {
        rawValue = identifier
        self.nib = nib
        declaration = FileLocation(file: file, line: line)
    }

    /// Declares the identifier `rawValue`, without nib.
    public init(rawValue: String) {
        self.init(rawValue)
    }

    /// The type of view the identifier makes.
    public var cellType: Cell.Type { Cell.self }

    /// `'NoteCell' (NoteCell)`: the identifier and the declared type.
    public var description: String {
        "'\(rawValue)' (\(String(describing: Cell.self)))"
    }

    /// Identifiers are equal when they spell the same identifier, wherever declared.
    public static func == (lhs: ReuseIdentifier, rhs: ReuseIdentifier) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// `made` as `Cell`, or the error that names the identifier, the declared type and what was made.
    ///
    /// - Parameters:
    ///   - made: What the table or collection view made for the identifier.
    ///   - provider: How the message names the table or collection view: `the table view`.
    /// - Throws: ``ReuseError/wrongClass(identifier:expected:found:provider:)``.
    public func cast(_ made: Any, from provider: String) throws(ReuseError) -> Cell {
        guard let cell = made as? Cell else {
            throw .wrongClass(
                identifier: rawValue, expected: String(describing: Cell.self),
                found: String(describing: type(of: made)), provider: provider)
        }
        return cell
    }
}

/// The namespace of the reuse identifiers that `symbolify generate` writes, one constant per
/// identifier of the storyboards' prototypes and the xibs' cells, added in an extension so that
/// several generated files coexist in one module.
///
///     extension Reuse {
///         static let noteCell = ReuseIdentifier<NoteCell>("NoteCell")
///     }
public enum Reuse {}
