import SegueRouting
import StoryboardCatalog

/// `symbolify generate`: writes Swift route code for storyboards.
package struct GenerateCommand: SymbolifySubcommand {
    static let name = "generate"
    static let abstract = "Write segue handler protocols and RouteRegistry code in Swift."
    static let overview =
        "Writes Swift source for the given storyboards: per source scene class, a protocol of "
        + "prepareFor<Symbol>Segue handlers typed with the storyboard's destination classes, the segue "
        + "identifiers as constants, and a RouteRegistry whose routes call the handlers. When any input "
        + "cannot be read, nothing is written (an existing output file is left as it was) and the exit "
        + "code is 1."
    static let arguments = [StoryboardArguments.paths]
    static let outputOption = OptionDeclaration.option(
        "-o", "--output", value: "file",
        help: "Write to this file (replaced in one step, keeping its permissions) instead of standard output.")
    static let accessLevelOption = OptionDeclaration.option(
        "--access-level", value: "level",
        help: "'internal' (default) or 'public', for controller classes that are public.")
    static let options: [OptionDeclaration] = [outputOption, accessLevelOption, .format, .help]

    /// Storyboard files and directories.
    package var paths: [String]
    /// Where to write; `nil` for standard output.
    package var output: String?
    /// The access level of the generated declarations.
    package var accessLevel: RouteCodeGenerator.AccessLevel
    /// How findings are reported: text on standard error, or a JSON document on standard output.
    package var format: OutputFormat

    /// Creates the subcommand.
    package init(
        paths: [String], output: String? = nil, accessLevel: RouteCodeGenerator.AccessLevel = .internal,
        format: OutputFormat = .text
    ) {
        self.paths = paths
        self.output = output
        self.accessLevel = accessLevel
        self.format = format
    }

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        output = arguments.value(Self.outputOption)
        accessLevel = try arguments.choice(Self.accessLevelOption, as: RouteCodeGenerator.AccessLevel.self) ?? .internal
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
        if format == .json && output == nil {
            throw UsageError(
                "'--format json' needs '--output <file>': standard output carries the JSON document.",
                subcommand: Self.name)
        }
    }

    func run(input: inout some ByteSource, output standardOutput: any ByteSink, errors: any ByteSink) -> ExitCode {
        let catalog = StoryboardCatalog(paths: paths)
        var findings = catalog.readFindings
        var source: String?
        if let clash = outputClash(catalog) {
            findings.append(clash)
        } else if !catalog.readFindings.containsErrors() {
            let generator = RouteCodeGenerator(
                catalog: catalog, options: .init(accessLevel: accessLevel, version: SymbolifyTool.version))
            findings += generator.findings
            if !generator.findings.containsErrors() { source = generator.source }
        } else {
            findings.append(
                Finding(
                    .error, .outputUnwritable, at: output.map { SourceLocation(file: $0) },
                    "Nothing was written because \(catalog.readFindings.filter { $0.severity == .error }.count) input(s) could not be read"
                        + (output == nil ? "" : "; the existing output is unchanged") + "; fix them and run again."))
        }
        if let source {
            if let output {
                do {
                    try OutputFile.write(source, to: output)
                } catch {
                    findings.append(error)
                }
            } else {
                standardOutput.write(source)
            }
        }
        let reporter = FindingOutput(format: format, errors: errors)
        reporter.report(findings)
        if format == .json {
            standardOutput.write(
                "{\"output\":" + (output.map(jsonString) ?? "null")
                    + ",\"written\":\(source != nil && !findings.containsErrors()),"
                    + FindingOutput.jsonMember(findings) + "}\n")
        }
        return finishing(findings.containsErrors() ? .failure : .success, output: standardOutput, errors: errors)
    }

    /// An error when the output path is one of the storyboards read.
    private func outputClash(_ catalog: StoryboardCatalog) -> Finding? {
        guard let output else { return nil }
        let target = OutputFile.resolvingSymbolicLinks(output)
        guard catalog.storyboards.contains(where: { OutputFile.resolvingSymbolicLinks($0.path) == target }) else {
            return nil
        }
        return Finding(
            .error, .outputUnwritable, at: SourceLocation(file: output),
            "The output path is one of the input storyboards; write the code to a .swift file instead.")
    }
}
