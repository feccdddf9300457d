/// The exit codes of `symbolify`.
package enum ExitCode: Int32, Sendable {
    /// Everything worked, and every check passed.
    case success = 0
    /// A runtime error, invalid input, incomplete output or a failed check.
    case failure = 1
    /// The command line could not be parsed (`EX_USAGE`).
    case usage = 64
}

/// A subcommand of `symbolify`: its options, declared once for parsing and help, and what it does.
package protocol SymbolifySubcommand: Sendable, Equatable {
    /// The name on the command line (`scan`); `symbolify` for the naming mode.
    static var name: String { get }
    /// One line for the list of subcommands.
    static var abstract: String { get }
    /// The paragraph under `OVERVIEW:`.
    static var overview: String { get }
    /// The positional arguments.
    static var arguments: [ArgumentDeclaration] { get }
    /// The options, `--help` included.
    static var options: [OptionDeclaration] { get }

    /// Reads the subcommand's options from parsed arguments, and checks them.
    ///
    /// - Throws: ``UsageError`` for a value that is invalid or options that cannot be combined.
    init(parsing arguments: ParsedArguments) throws(UsageError)

    /// Runs the subcommand and returns the exit code.
    func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode
}

extension SymbolifySubcommand {
    /// Whether `other` is the same subcommand with the same options.
    func isEqual(to other: any SymbolifySubcommand) -> Bool {
        (other as? Self) == self
    }

    /// `symbolify scan` or `symbolify`.
    static var commandName: String { name == "symbolify" ? name : "symbolify " + name }

    /// `symbolify scan [--format <format>] <path> ...`.
    static var usageLine: String {
        let options = options.filter { $0.key != "--help" && $0.key != "--version" }.map { option in
            "[" + option.key + (option.valueName.map { " <\($0)>" } ?? "") + "]"
        }
        return ([commandName] + options + arguments.map(\.synopsis)).joined(separator: " ")
    }

    /// The help text, generated from the declarations.
    static var helpText: String {
        var text = wrapped("OVERVIEW: \(overview)") + "\nUSAGE: \(usageLine)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { helpRow($0.synopsis, $0.help) }.joined()
        }
        text += "\nOPTIONS:\n" + options.map { helpRow($0.synopsis, $0.help) }.joined()
        return text
    }
}

/// `text` in lines of at most `width` columns, each ending in a newline.
func wrapped(_ text: String, width: Int = 100) -> String {
    wrappedLines(text, width: width).map { $0 + "\n" }.joined()
}

private func wrappedLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
            lines.append(line)
            line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

/// One row of help: the synopsis in a column of 24, the text wrapped beside it.
func helpRow(_ synopsis: String, _ help: String) -> String {
    let indent = String(repeating: " ", count: 26)
    let lines = wrappedLines(help, width: 78)
    let head = "  " + synopsis
    var row: String
    if head.count < 25 {
        row = head + String(repeating: " ", count: 26 - head.count) + (lines.first ?? "") + "\n"
    } else {
        row = head + "\n" + (lines.first.map { indent + $0 + "\n" } ?? "")
    }
    for line in lines.dropFirst() { row += indent + line + "\n" }
    return row
}
