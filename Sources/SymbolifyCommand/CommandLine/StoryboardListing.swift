/// A subcommand that lists what storyboards hold (`scan`, `scenes`): storyboard paths and a format.
package protocol StoryboardListing: SymbolifySubcommand {
    /// The storyboards and the output format.
    var listing: StoryboardListingOptions { get }

    /// Creates the subcommand.
    init(_ listing: StoryboardListingOptions)
}

/// What the listing subcommands are given.
package struct StoryboardListingOptions: Equatable, Sendable {
    /// Storyboard and xib files, and directories.
    package var paths: [String]
    /// The output format.
    package var format: OutputFormat
}

extension StoryboardListing {
    /// Creates the subcommand.
    package init(paths: [String], format: OutputFormat = .text) {
        self.init(StoryboardListingOptions(paths: paths, format: format))
    }

    /// Storyboard and xib files, and directories.
    package var paths: [String] { listing.paths }
    /// The output format.
    package var format: OutputFormat { listing.format }

    /// The storyboard paths.
    package static var arguments: [ArgumentDeclaration] { [StoryboardArguments.paths] }
    /// `--format` and `--help`.
    package static var options: [OptionDeclaration] { [.format, .help] }

    /// Reads the paths and the format.
    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        self.init(
            paths: try arguments.requiredPositionals(StoryboardArguments.paths.synopsis),
            format: try arguments.choice(.format, as: OutputFormat.self) ?? .text)
    }
}

/// Shared option declarations of the storyboard subcommands.
enum StoryboardArguments {
    static let paths = ArgumentDeclaration(
        synopsis: "<path> ...",
        help:
            "Storyboard and xib files, or directories searched for *.storyboard and *.xib (symbolic links are followed)."
    )
}
