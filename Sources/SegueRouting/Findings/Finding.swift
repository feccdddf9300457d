/// Something the package reports: a read error, a storyboard check, a registry or scene validation
/// problem, a segue that generation left out, or an identifier without symbol.
///
/// Every finding has a severity, a stable machine-readable ``code-swift.property``, a message that says
/// what to do, and, where there is one, a location. It renders one way as text (``description``, the
/// `file:line:column: error: message` form that Xcode and editors understand) and one way as JSON
/// (``json``).
///
///     let finding = Finding(
///         .error, "segue.collision", at: FileLocation(file: "Main.storyboard", line: 42, column: 21),
///         "'show-detail' and 'Show Detail' share the symbol ShowDetail; rename one of them.")
///     print(finding)   // Main.storyboard:42:21: error: 'show-detail' and 'Show Detail' share …
public struct Finding: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// Something to know.
        case note
        /// Probably a mistake.
        case warning
        /// Something that will not work as it stands.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable, machine-readable name for a kind of finding, such as `segue.collision`.
    ///
    /// Codes never change once published, so tools can filter on them. The package's codes are the
    /// static members of this type, each declared by the module that reports it: the core declares
    /// the registry's codes, `StoryboardCatalog` those of reading, checking and generating, the CLI its own.
    public struct Code: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code's text.
        public let rawValue: String

        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a code from a string literal.
        public init(stringLiteral value: String) { rawValue = value }

        /// The code's text.
        public var description: String { rawValue }

        /// Orders codes by their text.
        public static func < (lhs: Code, rhs: Code) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How serious it is.
    public let severity: Severity
    /// What kind of finding it is.
    public let code: Code
    /// Where it is, when it is anywhere in particular.
    public let location: FileLocation?
    /// What is wrong and what to do about it.
    public let message: String

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - severity: How serious it is.
    ///   - code: What kind of finding it is.
    ///   - location: Where it is, or `nil`.
    ///   - message: What is wrong and what to do.
    public init(_ severity: Severity, _ code: Code, at location: FileLocation?, _ message: String) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
    }

    // The two text forms are declared in the type's body, not in Finding+Rendering.swift: a module
    // that re-exports `Finding` (StoryboardCatalog) documents the body's members only.

    /// The finding as one line of text: `file:line:column: severity: message`, the form Xcode and
    /// editors jump to; `severity: message` when it has no location.
    ///
    /// Newlines, carriage returns and tabs in the message and the path are escaped (`\n`, `\r`, `\t`),
    /// and other control characters shown as `\u{…}` (ESC, BEL, C1 controls, line separators), so that
    /// no input can forge a second diagnostic line or act on a terminal.
    public var description: String {
        let prefix = location.map { singleLine($0.description) + ": " } ?? ""
        return prefix + severity.rawValue + ": " + singleLine(message)
    }

    /// The finding as one JSON object with the keys `file`, `line`, `column`, `severity`, `code` and
    /// `message` (`null` for what is unknown).
    ///
    ///     {"file":"Main.storyboard","line":42,"column":21,"severity":"error","code":"segue.collision","message":"…"}
    public var json: String {
        var json = JSONWriter()
        write(to: &json)
        return json.text
    }
}
