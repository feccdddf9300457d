import SegueRouting
import StoryboardCatalog

/// `symbolify generate`: writes Swift route code for storyboards.
package struct GenerateCommand: SymbolifySubcommand {
    package static let name = "generate"
    package static let abstract = "Write segue handler protocols and RouteRegistry code in Swift."
    package static let overview =
        "Writes Swift source for the given storyboards: per source scene class, a protocol of "
        + "prepareFor<Symbol>Segue handlers typed with the storyboard's destination classes, the segue "
        + "identifiers as constants, and a RouteRegistry whose routes call the handlers. When any input "
        + "cannot be read, nothing is written (an existing output file is left as it was) and the exit "
        + "code is 1."
    package static let arguments = [StoryboardArguments.paths]
    static let outputOption = OptionDeclaration.option(
        "-o", "--output", value: "file",
        help: "Write to this file (replaced in one step, keeping its permissions) instead of standard output.")
    static let accessLevelOption = OptionDeclaration.option(
        "--access-level", value: "level",
        help: "'internal' (default) or 'public', for controller classes that are public.")
    static let partsOption = OptionDeclaration.option(
        "--parts", value: "parts",
        help: "What to write, comma-separated: 'routes', 'scenes', 'nibs' (nibs and reuse identifiers), 'assets' "
            + "(images and colors of the asset catalogs beside the documents); all four by default.")
    static let checkOption = OptionDeclaration.flag(
        "--check",
        help: "Also check the storyboards, report what check reports, and exit 1 on its errors (a build "
            + "phase or plugin then fails on the storyboard's line).")
    static let adoptedOnlyOption = OptionDeclaration.flag(
        "--adopted-only",
        help: "Write routes only for the classes that adopt their generated <Class>SegueHandlers protocol in "
            + "the --sources; the others keep their own prepare(for:sender:).")
    static let warningsAsErrorsOption = OptionDeclaration.flag(
        "--warnings-as-errors", help: "With --check, exit 1 on warnings too.")
    static let configOption = OptionDeclaration.option(
        "--config", value: "file",
        help: "Read options from a JSON file (keys accessLevel, generate, warningsAsErrors, adoptedOnly); options "
            + "given on the command line win.")
    package static let options: [OptionDeclaration] = [
        outputOption, accessLevelOption, partsOption, checkOption, CheckCommand.sourcesOption, adoptedOnlyOption,
        warningsAsErrorsOption, configOption, CheckCommand.checkConfigOption, targetOption, .format, .help,
    ]
    static let targetOption = OptionDeclaration.option(
        "--target", value: "name",
        help: "With an Xcode project as the path, generate for this target: its storyboards and xibs, checked "
            + "against its sources and those of the targets it links.")

    /// Storyboard and xib files, and directories.
    package var paths: [String]
    /// Where to write; `nil` for standard output.
    package var output: String?
    /// The access level of the generated declarations; `nil` when not given (the configuration's, or
    /// `internal`).
    package var accessLevel: RouteCodeGenerator.AccessLevel?
    /// How findings are reported: text on standard error, or a JSON document on standard output.
    package var format: OutputFormat
    /// What to write; `nil` when not given (the configuration's, or both routes and scenes).
    package var parts: Set<RouteCodeGenerator.Part>?
    /// Whether to check the storyboards too, failing on their errors.
    package var check: Bool
    /// Whether warnings fail too.
    package var warningsAsErrors: Bool
    /// The configuration file the options were read from, if any.
    package var configuration: String?
    /// With ``check``, the check configuration given; `nil` to look for `.symbolify.json`.
    package var checkConfig: String?
    /// The check configuration read.
    private var checkConfiguration: CheckConfiguration?
    /// With an Xcode project as the path, the target to generate for.
    package var target: String?
    /// Sources to check the storyboards against (with ``check``), whose hand-written segue actions are
    /// not generated again, and whose classes adopt their handler protocols (``adoptedOnly``).
    package var sources: [String] = []
    /// Whether only the classes that adopt their handler protocol in the sources get routes.
    package var adoptedOnly = false
    /// With an Xcode project as the path, the asset catalogs the target copies, whose sets the assets
    /// part declares; `nil` in folder mode, where the catalogs beside the documents are taken.
    package var targetCatalogs: [String]?

    /// Creates the subcommand.
    package init(
        paths: [String], output: String? = nil, accessLevel: RouteCodeGenerator.AccessLevel? = nil,
        format: OutputFormat = .text, parts: Set<RouteCodeGenerator.Part>? = nil,
        check: Bool = false, warningsAsErrors: Bool = false, configuration: String? = nil
    ) {
        self.paths = paths
        self.output = output
        self.accessLevel = accessLevel
        self.format = format
        self.parts = parts
        self.check = check
        self.warningsAsErrors = warningsAsErrors
        self.configuration = configuration
    }

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        output = arguments.value(Self.outputOption)
        accessLevel = try arguments.choice(Self.accessLevelOption, as: RouteCodeGenerator.AccessLevel.self)
        format = try arguments.choice(.format, as: OutputFormat.self) ?? .text
        parts = nil
        if let value = arguments.value(Self.partsOption) {
            let names = value.split(separator: ",").map(String.init)
            let parsed = names.compactMap(RouteCodeGenerator.Part.init(rawValue:))
            guard !parsed.isEmpty, parsed.count == names.count else {
                throw UsageError(
                    "The value '\(value)' is invalid for '--parts <parts>'. Use 'routes', 'scenes', 'nibs', 'assets' or a "
                        + "comma-separated list of them, such as 'routes,scenes'.",
                    subcommand: Self.name)
            }
            parts = Set(parsed)
        }
        check = arguments.flag(Self.checkOption)
        warningsAsErrors = arguments.flag(Self.warningsAsErrorsOption)
        configuration = arguments.value(Self.configOption)
        checkConfig = arguments.value(CheckCommand.checkConfigOption)
        target = arguments.value(Self.targetOption)
        sources = arguments.values(CheckCommand.sourcesOption)
        adoptedOnly = arguments.flag(Self.adoptedOnlyOption)
        let projects = paths.filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcodeproj/") }
        if !projects.isEmpty && (projects.count != 1 || paths.count != 1) {
            throw UsageError(
                "Pass one Xcode project (with --target) or storyboard files and folders, not both.",
                subcommand: Self.name)
        }
        if target != nil && projects.isEmpty {
            throw UsageError("'--target' needs an Xcode project (.xcodeproj) as the path.", subcommand: Self.name)
        }
        if !projects.isEmpty && !sources.isEmpty {
            throw UsageError(
                "With an Xcode project, the target's sources are read from the project; leave out --sources.",
                subcommand: Self.name)
        }
        if adoptedOnly && sources.isEmpty {
            throw UsageError(
                "'--adopted-only' needs '--sources <path>': the classes adopt their handler protocols there.",
                subcommand: Self.name)
        }
        if format == .json && output == nil {
            throw UsageError(
                "'--format json' needs '--output <file>': standard output carries the JSON document.",
                subcommand: Self.name)
        }
    }

    package func run(input: inout some ByteSource, output standardOutput: any ByteSink, errors: any ByteSink)
        -> ExitCode
    {
        var command = self
        if let configuration {
            do {
                command.apply(try GenerateConfiguration(contentsOf: configuration))
            } catch {
                FindingOutput(format: format, errors: errors).report([error])
                if format == .json { Self.writeSummary(output: nil, written: false, [error], to: standardOutput) }
                return finishing(.failure, output: standardOutput, errors: errors)
            }
        }
        if let project = paths.first, paths.count == 1,
            project.hasSuffix(".xcodeproj") || project.hasSuffix(".xcodeproj/")
        {
            do {
                try command.useTarget(of: XcodeProject(path: project))
            } catch {
                FindingOutput(format: format, errors: errors).report([error])
                if format == .json { Self.writeSummary(output: nil, written: false, [error], to: standardOutput) }
                return finishing(.failure, output: standardOutput, errors: errors)
            }
        }
        if check, let path = checkConfig ?? CheckConfiguration.find(from: ".") {
            do {
                command.checkConfiguration = try CheckConfiguration(contentsOf: path)
            } catch {
                FindingOutput(format: format, errors: errors).report([error])
                if format == .json { Self.writeSummary(output: nil, written: false, [error], to: standardOutput) }
                return finishing(.usage, output: standardOutput, errors: errors)
            }
        }
        return command.generate(output: standardOutput, errors: errors)
    }

    /// Generates for a target of `project`, as Xcode builds it: its storyboards and xibs, and the
    /// sources of it and the targets it links. Without `--target`, the project's one target with
    /// storyboards or xibs.
    private mutating func useTarget(of project: XcodeProject) throws(Finding) {
        let candidates = project.targets.filter { target == nil ? !$0.interfaceFiles.isEmpty : $0.name == target }
        guard candidates.count == 1, let chosen = candidates.first else {
            let names = project.targets.filter { !$0.interfaceFiles.isEmpty }.map { quoted($0.name) }
            throw Finding(
                .error, .projectMissingTarget, at: FileLocation(file: project.path),
                (target.map { "No target of \(project.name).xcodeproj is named \(quoted($0))" }
                    ?? "\(project.name).xcodeproj has \(names.count) targets with storyboards or xibs")
                    + "; pass --target with one of "
                    + (names.isEmpty ? "them (it has none)" : names.joined(separator: ", "))
                    + ".")
        }
        let closure = project.linkedClosure(of: chosen)
        let missing = Set(closure.flatMap(\.missingFiles))
        paths = chosen.interfaceFiles.filter { !missing.contains($0) }
        sources = closure.flatMap(\.sourceFiles).filter { !missing.contains($0) }
        targetCatalogs = chosen.resourceFiles.filter { $0.hasSuffix(".xcassets") && !missing.contains($0) }
        if paths.isEmpty {
            throw Finding(
                .error, .projectMissingTarget, at: FileLocation(file: project.path),
                "The target \(quoted(chosen.name)) of \(project.name).xcodeproj builds no storyboard or xib; nothing "
                    + "to generate.")
        }
    }

    /// Takes the configuration's values for the options not given on the command line.
    private mutating func apply(_ configuration: GenerateConfiguration) {
        accessLevel = accessLevel ?? configuration.accessLevel
        parts = parts ?? configuration.parts
        if !warningsAsErrors, let flag = configuration.warningsAsErrors { warningsAsErrors = flag }
        if !adoptedOnly, let flag = configuration.adoptedOnly { adoptedOnly = flag }
    }

    /// The sets of the asset catalogs at `paths` (a target's), each catalog once, in path order.
    static func catalogAssets(in paths: [String], fileSystem: FileSystem = .posix) -> [BundleAsset] {
        Set(paths).sorted().flatMap { BundleAssets.catalog(at: $0, fileSystem: fileSystem) }
    }

    /// The sets of the asset catalogs (`*.xcassets`) in the folders of the documents and the two
    /// folders above each (`App/Assets.xcassets` beside `App/Base.lproj/Main.storyboard`), each
    /// catalog once.
    static func catalogAssets(near documents: [Storyboard], fileSystem: FileSystem = .posix) -> [BundleAsset] {
        var folders: [String] = []
        for document in documents {
            var folder = Substring(document.path)
            for _ in 0..<3 {
                guard let slash = folder.lastIndex(of: "/") else {
                    folders.append(".")
                    break
                }
                folder = folder[..<slash]
                folders.append(folder.isEmpty ? "/" : String(folder))
            }
        }
        var seen: Set<String> = []
        var catalogs: [String] = []
        for folder in folders where seen.insert(folder).inserted {
            for entry in fileSystem.entries(of: folder) where entry.name.count > 9 && !entry.isRegularFile {
                let name = String(decoding: entry.name, as: UTF8.self)
                let path = folder == "/" ? "/" + name : folder + "/" + name
                if name.hasSuffix(".xcassets"), !catalogs.contains(path) { catalogs.append(path) }
            }
        }
        return catalogs.sorted().flatMap { BundleAssets.catalog(at: $0, fileSystem: fileSystem) }
    }

    private func generate(output standardOutput: any ByteSink, errors: any ByteSink) -> ExitCode {
        let read = sources.isEmpty ? nil : StoryboardCatalog.reading(storyboards: paths, sources: sources)
        let catalog = read?.catalog ?? StoryboardCatalog(paths: paths)
        let swiftSources = read?.sources
        var findings: [Finding]
        if check {
            let checked = swiftSources.map { catalog.check(sources: $0) } ?? catalog.check()
            findings = SuppressionComments.apply(to: checkConfiguration?.apply(to: checked) ?? checked)
        } else {
            findings = catalog.readFindings + (swiftSources?.readFindings ?? [])
        }
        var source: String?
        if let clash = outputClash(catalog) {
            findings.append(clash)
        } else if !catalog.readFindings.containsErrors() {
            let generator = RouteCodeGenerator(
                catalog: catalog,
                options: .init(
                    accessLevel: accessLevel ?? .internal, version: SymbolifyTool.version,
                    parts: parts ?? Set(RouteCodeGenerator.Part.allCases), adoptedOnly: adoptedOnly),
                sources: swiftSources,
                assets: targetCatalogs.map { Self.catalogAssets(in: $0) } ?? Self.catalogAssets(near: catalog.documents)
            )
            findings += generator.findings
            if !findings.containsErrors(warningsAsErrors: check && warningsAsErrors) { source = generator.source }
        } else {
            findings.append(
                Finding(
                    .error, .outputUnwritable, at: output.map { FileLocation(file: $0) },
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
            Self.writeSummary(
                output: output, written: source != nil && !findings.containsErrors(), findings, to: standardOutput)
        }
        let failed = findings.containsErrors(warningsAsErrors: check && warningsAsErrors)
        return finishing(failed ? .failure : .success, output: standardOutput, errors: errors)
    }

    /// Writes the JSON document of a run: where the code went, whether it was written, and the findings.
    private static func writeSummary(output: String?, written: Bool, _ findings: [Finding], to sink: any ByteSink) {
        var json = JSONWriter()
        json.object {
            $0.field("output", output)
            $0.field("written", written)
            FindingOutput.write(findings, to: &$0)
        }
        sink.write(&json)
        sink.write("\n")
    }

    /// An error when the output path is one of the storyboards read.
    private func outputClash(_ catalog: StoryboardCatalog) -> Finding? {
        guard let output else { return nil }
        let target = OutputFile.resolvingSymbolicLinks(output)
        guard catalog.storyboards.contains(where: { OutputFile.resolvingSymbolicLinks($0.path) == target }) else {
            return nil
        }
        return Finding(
            .error, .outputUnwritable, at: FileLocation(file: output),
            "The output path is one of the input storyboards; write the code to a .swift file instead.")
    }
}
