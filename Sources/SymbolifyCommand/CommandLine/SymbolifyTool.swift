/// What one run of `symbolify` was asked to do, parsed from its arguments.
package enum Invocation: Equatable, Sendable {
    /// Print the help of a subcommand (`nil` for the tool).
    case help(String?)
    /// Print the bare version.
    case version
    /// Run a subcommand, the naming mode included.
    case run(any SymbolifySubcommand)

    package static func == (lhs: Invocation, rhs: Invocation) -> Bool {
        switch (lhs, rhs) {
        case (.help(let left), .help(let right)): left == right
        case (.version, .version): true
        case (.run(let left), .run(let right)): left.isEqual(to: right)
        default: false
        }
    }
}

/// The `symbolify` command line tool: everything `main` does, with its streams passed in so that
/// tests run it in process.
package enum SymbolifyTool {
    /// The version that `--version` prints.
    package static let version = "0.2.0"

    /// The subcommands that take a name, in the order help lists them: the one place a subcommand is
    /// added, everything else (parsing, help, usage errors) comes from its declaration.
    static let subcommands: [any SymbolifySubcommand.Type] = [
        ScanCommand.self, ScenesCommand.self, CheckCommand.self, GraphCommand.self, GenerateCommand.self,
    ]

    /// Runs `symbolify` with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The command line arguments after the program name.
    ///   - input: Standard input, read when the naming mode has no identifier arguments.
    ///   - output: Standard output.
    ///   - errors: Standard error.
    /// - Returns: The exit code: 1 whenever a write to either stream failed.
    package static func run(
        arguments: [String],
        input: inout some ByteSource,
        output: any ByteSink,
        errors: any ByteSink
    ) -> ExitCode {
        let code: ExitCode
        do {
            switch try parseCommandLine(arguments) {
            case .help(let name):
                output.write(try helpText(name))
                code = .success
            case .version:
                output.write(version + "\n")
                code = .success
            case .run(let command):
                code = command.run(input: &input, output: output, errors: errors)
            }
        } catch {
            return report(error, to: errors)
        }
        output.flush()
        errors.flush()
        // A report that did not arrive (standard error on a full disk or a closed pipe) never ends
        // with exit 0, whatever it held: warnings and notes are lost work too.
        if code == .success && (output.failed || errors.failed) { return .failure }
        return code
    }

    /// The help of the tool (`nil`) or of a subcommand.
    ///
    /// - Throws: ``UsageError`` for a name that is no subcommand.
    static func helpText(_ name: String?) throws(UsageError) -> String {
        guard let name else {
            var text = NameCommand.helpText
            text += "\nSUBCOMMANDS:\n"
            text += subcommands.map { helpRow($0.name, $0.abstract) }.joined()
            text += helpRow("help", "Show help for the tool or a subcommand.")
            text += "\n  See 'symbolify help <subcommand>' for detailed help.\n"
            return text
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            throw UsageError("Unknown subcommand '\(name)'")
        }
        return subcommand.helpText
    }

    /// Writes a usage error with the subcommand's usage line, and returns exit code 64: for errors
    /// found when parsing and for those a subcommand finds when it runs (an option that needs
    /// another, a name that matches nothing).
    static func report(_ error: UsageError, to errors: any ByteSink) -> ExitCode {
        let command = error.subcommand.map { "symbolify " + $0 } ?? "symbolify"
        errors.write("Error: \(error.message)\n")
        errors.write("Usage: \(usageLine(error.subcommand))\n")
        errors.write("  See '\(command) --help' for more information.\n")
        errors.flush()
        return .usage
    }

    private static func usageLine(_ name: String?) -> String {
        subcommands.first { $0.name == name }?.usageLine ?? NameCommand.usageLine
    }
}

/// Parses `symbolify`'s arguments (without the program name).
///
/// The first argument selects a subcommand (`scan`, `scenes`, `check`, `generate`, `help`); anything else is the
/// naming mode. Options take their value as `--opt value` or `--opt=value`; `--` ends the options, so
/// that an identifier starting with `-` can be named.
///
/// - Parameter arguments: The arguments after the program name.
/// - Returns: What to do.
/// - Throws: ``UsageError`` for an unknown option, a missing or invalid value, or a missing path.
/// - Complexity: O(*n*), where *n* is the number of arguments.
package func parseCommandLine(_ arguments: [String]) throws(UsageError) -> Invocation {
    var remaining = arguments[...]
    if remaining.first == "help" {
        remaining.removeFirst()
        if remaining.count > 1 { throw UsageError("'help' takes at most one subcommand") }
        let name = remaining.first
        _ = try SymbolifyTool.helpText(name)
        return .help(name)
    }
    if let subcommand = SymbolifyTool.subcommands.first(where: { $0.name == remaining.first }) {
        let parsed = try ParsedArguments(
            remaining.dropFirst(), declarations: subcommand.options, subcommand: subcommand.name)
        if parsed.flag(.help) { return .help(subcommand.name) }
        return .run(try subcommand.init(parsing: parsed))
    }
    let parsed = try ParsedArguments(remaining, declarations: NameCommand.options, subcommand: nil)
    if parsed.flag(.help) { return .help(nil) }
    if parsed.flag(NameCommand.versionOption) { return .version }
    return .run(try NameCommand(parsing: parsed))
}
