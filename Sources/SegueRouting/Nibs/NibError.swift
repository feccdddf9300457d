/// Why a nib could not be loaded, with what to change.
public enum NibError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The app has no compiled nib of that name.
    case nibNotFound(nib: String, bundle: String)
    /// The nib holds no top-level object of the declared type; `found` lists the classes it holds.
    case noRootObject(nib: String, expected: String, found: [String])

    /// A sentence naming the nib and the classes, and what to change.
    public var description: String {
        switch self {
        case .nibNotFound(let nib, let bundle):
            return "There is no nib named '\(nib)' in \(bundle); check the name (without '.xib') and that the "
                + "xib is a member of the app target."
        case .noRootObject(let nib, let expected, let found):
            let held =
                found.isEmpty
                ? "it has no top-level object" : "its top-level objects are " + found.joined(separator: ", ")
            return "\(nib).xib has no top-level \(expected) (\(held)); set the custom class of its top-level view to "
                + "\(expected) in the Identity inspector, or fix the nib's declaration."
        }
    }
}

/// Why a table or collection view could not make the view of a reuse identifier, with what to
/// change. The adapters stop with this message: a cell of the wrong class is a programming error.
public enum ReuseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is registered for the identifier; `available` lists what is, when the provider knows.
    case notProvided(identifier: String, provider: String, available: [String]?)
    /// The view made for the identifier is not of the declared class.
    case wrongClass(identifier: String, expected: String, found: String, provider: String)

    /// A sentence naming the identifier, what the provider has, and what to change.
    public var description: String {
        switch self {
        case .notProvided(let identifier, let provider, let available):
            let held =
                available.map {
                    $0.isEmpty
                        ? " (it has no identifier)"
                        : " (its identifiers are " + $0.sorted().map { "'\($0)'" }.joined(separator: ", ") + ")"
                } ?? ""
            return "\(provider) has no view for the reuse identifier '\(identifier)'\(held); set the identifier of "
                + "the prototype in the Attributes inspector, or register a nib or class for it."
        case .wrongClass(let identifier, let expected, let found, let provider):
            return "\(provider) made a \(found) for the reuse identifier '\(identifier)', not the \(expected) it "
                + "declares; set the custom class of the view to \(expected) in the Identity inspector, or declare "
                + "the identifier as ReuseIdentifier<\(found)>."
        }
    }
}
