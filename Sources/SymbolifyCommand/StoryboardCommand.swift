/// Runs `scan`, `check` and `generate`.
struct StoryboardCommand {
    let subcommand: Subcommand
    let options: StoryboardOptions
    let output: any ByteSink
    let errors: any ByteSink

    func run() -> ExitCode {
        errors.write("Error: 'symbolify \(subcommand.rawValue)' is not available in this version.\n")
        return .failure
    }
}
