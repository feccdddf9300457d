/// The usage lines of `symbolify` or one of its subcommands.
func usage(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil:
        """
        Usage: symbolify [--handler <spelling>] [--table] [--format <format>] [--check] [<identifier> ...]
               symbolify scan|check|generate [<options>] <path> ...

        """
    case .scan:
        "Usage: symbolify scan [--format <format>] <path> ...\n"
    case .check:
        "Usage: symbolify check [--format <format>] [--warnings-as-errors] <path> ...\n"
    case .generate:
        "Usage: symbolify generate [--output <file>] <path> ...\n"
    }
}

/// The help text of `symbolify` or one of its subcommands.
func help(_ subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil:
        """
        OVERVIEW: Names segue identifiers by the KNMSegueRouting rule, checks storyboards and writes route code.

        Each identifier becomes a symbol: runs of ASCII letters, digits and '_' with the first letter of each
        run uppercased ('show-user page' gives ShowUserPage), and the handler prepareFor<Symbol>Segue.

        USAGE: symbolify [<options>] [<identifier> ...]
               symbolify scan [<options>] <path> ...
               symbolify check [<options>] <path> ...
               symbolify generate [<options>] <path> ...

        ARGUMENTS:
          <identifier>            Segue identifiers to name. Without any, identifiers are read from standard
                                  input, one per line (CRLF line ends are accepted).

        OPTIONS:
          --handler <spelling>    Print the handler name instead of the symbol: 'swift' gives
                                  prepareForXSegue(_:sender:), 'objc' gives prepareForXSegue:sender:.
          --table                 Print a tab-separated table of identifier, symbol and Swift handler name.
          --format <format>       'text' (default) or 'json' (one JSON document).
          --check                 Report identifiers without symbol and different identifiers that share a
                                  symbol as errors, and exit 1 when there are any.
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          scan                    List the segues of storyboards.
          check                   Report what will not route, in the form Xcode and editors understand.
          generate                Write identifier constants and a RouteRegistry skeleton in Swift.

          See 'symbolify <subcommand> --help' for detailed help.

        An identifier without symbol prints an empty line, with a warning on standard error. Lines that are
        not valid UTF-8 print an empty line and an error, and make the exit code 1.

        """
    case .scan:
        """
        OVERVIEW: Lists every segue of the given storyboards with its identifier, symbol, handler name, kind,
        source class, trigger and destination.

        USAGE: symbolify scan [--format <format>] <path> ...

        ARGUMENTS:
          <path>                  Storyboard files, or directories searched for *.storyboard.

        OPTIONS:
          --format <format>       'text' (default) or 'json'.
          -h, --help              Show help information.

        """
    case .check:
        """
        OVERVIEW: Reports segues that will not route: identifiers that share a symbol in one scene, identifiers
        without symbol, destinations that do not exist, and more, as file:line:column: severity: message.
        Exits 1 when there are errors. Usable as an Xcode build phase.

        USAGE: symbolify check [--format <format>] [--warnings-as-errors] <path> ...

        ARGUMENTS:
          <path>                  Storyboard files, or directories searched for *.storyboard.

        OPTIONS:
          --format <format>       'text' (default) or 'json'.
          --warnings-as-errors    Exit 1 on warnings too.
          -h, --help              Show help information.

        """
    case .generate:
        """
        OVERVIEW: Writes Swift source for the given storyboards: per source scene class, the segue identifiers
        as constants and a RouteRegistry whose routes call prepareFor<Symbol>Segue stubs.

        USAGE: symbolify generate [--output <file>] <path> ...

        ARGUMENTS:
          <path>                  Storyboard files, or directories searched for *.storyboard.

        OPTIONS:
          -o, --output <file>     Write to this file instead of standard output.
          -h, --help              Show help information.

        """
    }
}
