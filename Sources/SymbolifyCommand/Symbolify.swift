import SegueRouting

/// The exit codes of `symbolify`.
public enum ExitCode: Int32, Sendable {
    /// Everything worked, and every check passed.
    case success = 0
    /// A runtime error, invalid input, incomplete output or a failed check.
    case failure = 1
    /// The command line could not be parsed (`EX_USAGE`).
    case usage = 64
}

/// The `symbolify` command: everything `main` does, with its streams passed in so tests can run it.
public enum Symbolify {
    /// The version that `--version` prints.
    public static let version = "0.1.0"

    /// Runs `symbolify` with `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: The command line arguments after the program name.
    ///   - input: Standard input, read when the naming mode has no identifier arguments.
    ///   - output: Standard output.
    ///   - errors: Standard error.
    /// - Returns: The exit code.
    public static func run(
        arguments: [String],
        input: inout some ByteSource,
        output: any ByteSink,
        errors: any ByteSink
    ) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try parseCommandLine(arguments)
        } catch {
            errors.write("Error: \(error.message)\n")
            errors.write(usage(error.subcommand))
            errors.write(
                "  See 'symbolify\(error.subcommand.map { " " + $0.rawValue } ?? "") --help' for more information.\n")
            errors.flush()
            return .usage
        }
        let code: ExitCode
        switch invocation {
        case .help(let subcommand):
            output.write(help(subcommand))
            code = .success
        case .version:
            output.write(version + "\n")
            code = .success
        case .name(let options):
            var command = NamingCommand(options: options, output: output, errors: errors)
            code = command.run(input: &input)
        case .storyboards(let subcommand, let options):
            code = StoryboardCommand(
                subcommand: subcommand, options: options, output: output, errors: errors
            ).run()
        }
        output.flush()
        errors.flush()
        return code
    }
}
