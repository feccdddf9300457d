/// Something the package reports: a read error, a storyboard check, a registry or scene validation
/// problem, a segue that generation left out, or an identifier without symbol.
///
/// Every finding has a severity, a stable machine-readable ``code-swift.property``, a message that says
/// what to do, and, where there is one, a location. It renders one way as text (``description``, the
/// `file:line:column: error: message` form that Xcode and editors understand) and one way as JSON
/// (``json``).
///
///     let finding = Finding(
///         .error, .segueCollision, at: FileLocation(file: "Main.storyboard", line: 42, column: 21),
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
    /// static members of this type.
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
}

extension Finding.Code {
    /// A file or directory that cannot be read: missing, unreadable, not a regular file.
    public static let fileUnreadable: Self = "file.unreadable"
    /// A file that is not a storyboard: no `<document>` root, or another document type.
    public static let fileNotStoryboard: Self = "file.not-storyboard"
    /// A file with merge-conflict markers.
    public static let fileMergeConflict: Self = "file.merge-conflict"
    /// A file that is not well-formed XML, or not UTF-8.
    public static let fileMalformed: Self = "file.malformed"
    /// A directory that holds no storyboard.
    public static let directoryEmpty: Self = "directory.empty"
    /// An output that could not be written completely.
    public static let outputUnwritable: Self = "output.unwritable"

    /// Two different identifiers of one source share a symbol, so they would share one handler.
    public static let segueCollision: Self = "segue.collision"
    /// An identifier without symbol: no handler can be named for it.
    public static let segueNoSymbol: Self = "segue.no-symbol"
    /// A segue without identifier from a scene whose code will have to tell it apart.
    public static let segueMissingIdentifier: Self = "segue.missing-identifier"
    /// A segue whose destination names nothing in its file.
    public static let segueMissingDestination: Self = "segue.missing-destination"
    /// One identifier from one scene leading to different destinations.
    public static let segueAmbiguousDestination: Self = "segue.ambiguous-destination"

    /// Two route declarations whose identifiers share a symbol.
    public static let routeCollision: Self = "route.collision"
    /// A route declared for an identifier without symbol.
    public static let routeNoSymbol: Self = "route.no-symbol"
    /// A segue of the storyboards that the registry has no route for.
    public static let routeMissing: Self = "route.missing"
    /// A route that matches no segue of the storyboards.
    public static let routeUnused: Self = "route.unused"
    /// A route whose destination type is not what the storyboard's segue leads to.
    public static let routeDestinationMismatch: Self = "route.destination-mismatch"
    /// A route whose destination class could not be resolved to check it.
    public static let routeUnresolvedClass: Self = "route.unresolved-class"

    /// A segue that code generation left out.
    public static let generateOmitted: Self = "generate.omitted"

    /// An identifier without symbol, named on the command line or standard input.
    public static let identifierNoSymbol: Self = "identifier.no-symbol"
    /// Different identifiers, named on the command line or standard input, that share a symbol.
    public static let identifierCollision: Self = "identifier.collision"
    /// A line of input that is not valid UTF-8.
    public static let inputInvalidUTF8: Self = "input.invalid-utf8"
}
