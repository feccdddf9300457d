/// A place in a file: its path and, where known, the 1-based line and column.
///
/// Storyboard segues and scenes always have a line and column; a route declaration has a line (from
/// `#line`); a file that cannot be opened has neither.
public struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as it was given (or `#fileID` for a route declaration).
    public let file: String
    /// The 1-based line, where known.
    public let line: Int?
    /// The 1-based column, counted in UTF-8 bytes, where known.
    public let column: Int?

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The file's path.
    ///   - line: The 1-based line, or `nil` when unknown.
    ///   - column: The 1-based column in UTF-8 bytes, or `nil` when unknown.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
    }

    /// `file:line:column`, `file:line` or `file`: the form Xcode and editors jump to.
    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    /// Orders by file, then line, then column; an unknown line or column comes first.
    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}
