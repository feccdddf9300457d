/// What one run of `symbolify` was asked to do, parsed from its arguments.
public enum Invocation: Equatable, Sendable {
    /// Print the help of a subcommand (`nil` for the naming mode).
    case help(Subcommand?)
    /// Print the bare version.
    case version
    /// Name identifiers from arguments or standard input.
    case name(NamingOptions)
    /// Read storyboards and list, check or generate.
    case storyboards(Subcommand, StoryboardOptions)
}

/// The subcommands that read storyboards.
public enum Subcommand: String, Equatable, Sendable, CaseIterable {
    /// List every segue.
    case scan
    /// Report diagnostics in the `file:line:column: error: message` form.
    case check
    /// Write Swift route code.
    case generate
}

/// The output format.
public enum OutputFormat: String, Equatable, Sendable {
    /// Text for people.
    case text
    /// One JSON document for tools.
    case json
}

/// Options of the naming mode.
public struct NamingOptions: Equatable, Sendable {
    /// Identifiers given as arguments; empty means "read standard input".
    public var identifiers: [String] = []
    /// Print this handler-name spelling instead of the symbol.
    public var handler: HandlerSpellingOption?
    /// Print a tab-separated table of identifier, symbol and handler name.
    public var table = false
    /// The output format.
    public var format = OutputFormat.text
    /// Treat identifiers without symbol and shared symbols as errors.
    public var check = false

    /// Creates the default options.
    public init() {}
}

/// Handler-name spellings as the command line names them.
public enum HandlerSpellingOption: String, Equatable, Sendable {
    /// `prepareForXSegue(_:sender:)`.
    case swift
    /// `prepareForXSegue:sender:`.
    case objc
}

/// Options of `scan`, `check` and `generate`.
public struct StoryboardOptions: Equatable, Sendable {
    /// Storyboard files and directories to search for `*.storyboard`.
    public var paths: [String] = []
    /// The output format (`scan` and `check`).
    public var format = OutputFormat.text
    /// Where `generate` writes; `nil` for standard output.
    public var output: String?
    /// Treat warnings as errors (`check`).
    public var warningsAsErrors = false

    /// Creates the default options.
    public init() {}
}

/// A command line that cannot be run; printed with the usage and exit code 64.
public struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, for example `Unknown option '--bogus'`.
    public var message: String
    /// The subcommand whose usage to print.
    public var subcommand: Subcommand?

    /// Creates a usage error.
    public init(_ message: String, subcommand: Subcommand? = nil) {
        self.message = message
        self.subcommand = subcommand
    }
}

/// Parses `symbolify`'s arguments (without the program name).
///
/// Options take their value as `--opt value` or `--opt=value`; `--` ends the options, so that an
/// identifier starting with `-` can be named.
///
/// - Parameter arguments: The arguments after the program name.
/// - Returns: What to do.
/// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, or a missing path.
/// - Complexity: O(*n*), where *n* is the number of arguments.
public func parseCommandLine(_ arguments: [String]) throws(UsageError) -> Invocation {
    var remaining = arguments[...]
    if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
        remaining.removeFirst()
        return try parseStoryboardCommand(subcommand, remaining)
    }
    var options = NamingOptions()
    var parser = OptionParser(remaining, subcommand: nil)
    while let item = try parser.next() {
        switch item {
        case .positional(let identifier):
            options.identifiers.append(identifier)
        case .option(let name):
            switch name {
            case "-h", "--help": return .help(nil)
            case "--version": return .version
            case "--table": options.table = true
            case "--check": options.check = true
            case "--handler":
                let value = try parser.value(for: name)
                guard let spelling = HandlerSpellingOption(rawValue: value) else {
                    throw UsageError(
                        "The value '\(value)' is invalid for '--handler <spelling>'. Use 'swift' or 'objc'.")
                }
                options.handler = spelling
            case "--format":
                options.format = try parser.format()
            default:
                throw UsageError("Unknown option '\(name)'")
            }
        }
    }
    if options.table && options.handler != nil {
        throw UsageError("'--table' and '--handler' cannot be combined: the table already shows the handler name.")
    }
    return .name(options)
}

private func parseStoryboardCommand(
    _ subcommand: Subcommand, _ arguments: ArraySlice<String>
) throws(UsageError) -> Invocation {
    var options = StoryboardOptions()
    var parser = OptionParser(arguments, subcommand: subcommand)
    while let item = try parser.next() {
        switch item {
        case .positional(let path):
            options.paths.append(path)
        case .option(let name):
            switch name {
            case "-h", "--help": return .help(subcommand)
            case "--format" where subcommand != .generate:
                options.format = try parser.format()
            case "--output" where subcommand == .generate, "-o" where subcommand == .generate:
                options.output = try parser.value(for: name)
            case "--warnings-as-errors" where subcommand == .check:
                options.warningsAsErrors = true
            default:
                throw UsageError("Unknown option '\(name)'", subcommand: subcommand)
            }
        }
    }
    if options.paths.isEmpty {
        throw UsageError("Missing expected argument '<path> ...'", subcommand: subcommand)
    }
    return .storyboards(subcommand, options)
}

/// Splits arguments into options and positionals, the way swift-argument-parser does.
private struct OptionParser {
    enum Item {
        case option(String)
        case positional(String)
    }

    private var arguments: ArraySlice<String>
    private var inlineValue: String?
    private var lastOption = ""
    private var optionsEnded = false
    private let subcommand: Subcommand?

    init(_ arguments: ArraySlice<String>, subcommand: Subcommand?) {
        self.arguments = arguments
        self.subcommand = subcommand
    }

    mutating func next() throws(UsageError) -> Item? {
        if let inlineValue {
            // `--flag=value` for an option that takes no value.
            throw UsageError(
                "The option '\(lastOption)' takes no value, but was given '\(inlineValue)'",
                subcommand: subcommand)
        }
        guard let argument = arguments.popFirst() else { return nil }
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
            return .positional(argument)
        }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            inlineValue = String(argument[argument.index(after: equals)...])
            lastOption = String(argument[..<equals])
            return .option(lastOption)
        }
        lastOption = argument
        return .option(argument)
    }

    mutating func value(for option: String) throws(UsageError) -> String {
        if let value = inlineValue {
            inlineValue = nil
            return value
        }
        guard let value = arguments.popFirst(), optionsEnded || !value.hasPrefix("--") else {
            throw UsageError("Missing value for '\(option) <value>'", subcommand: subcommand)
        }
        return value
    }

    mutating func format() throws(UsageError) -> OutputFormat {
        let value = try value(for: "--format")
        guard let format = OutputFormat(rawValue: value) else {
            throw UsageError(
                "The value '\(value)' is invalid for '--format <format>'. Use 'text' or 'json'.",
                subcommand: subcommand)
        }
        return format
    }
}
