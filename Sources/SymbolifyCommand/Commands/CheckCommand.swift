import SegueRouting
import StoryboardCatalog

/// `symbolify check`: reports what will not route, in the form Xcode and editors understand.
package struct CheckCommand: SymbolifySubcommand {
    package static let name = "check"
    package static let abstract = "Report what will not route, in the form Xcode and editors understand."
    package static let overview =
        "Reports segues that will not route: identifiers that share a symbol in one scene, identifiers "
        + "without symbol, destinations that do not exist, and more, as file:line:column: severity: message "
        + "on standard error, with a summary. With --sources, also what the app's code names that the "
        + "storyboards lack, and the reverse. Exits 1 when there are errors. Usable as an Xcode build phase."
    package static let arguments = [StoryboardArguments.paths]
    static let warningsAsErrorsOption = OptionDeclaration.flag("--warnings-as-errors", help: "Exit 1 on warnings too.")
    static let sourcesOption = OptionDeclaration.option(
        "--sources", value: "path",
        help: "Swift or Objective-C sources (files or directories) to check the storyboards against; repeatable.")
    static let excludeOption = OptionDeclaration.option(
        "--exclude", value: "glob", help: "Leave out the paths or names that match this shell pattern; repeatable.")
    static let targetOption = OptionDeclaration.option(
        "--target", value: "name",
        help: "With an Xcode project, check only this target (as Xcode builds it); repeatable.")
    static let withoutProjectsOption = OptionDeclaration.flag(
        "--without-projects",
        help: "Check a directory's files as a folder even when it holds Xcode projects: bundles are then the "
            + "folders with an Info.plist, and sources come from --sources.")
    static let entryOption = OptionDeclaration.option(
        "--entry", value: "scene",
        help: "A way into the app beside its main storyboard, for scene.unreachable: a storyboard (its initial "
            + "controller), storyboard/ID, a class or a storyboard ID; repeatable.")
    static let formatOption = OptionDeclaration.option(
        "--format", value: "format",
        help: "'text' (default), 'json' (one JSON document), 'github' (GitHub Actions annotations on the lines), "
            + "'sarif' (a SARIF 2.1.0 log for code-scanning dashboards), 'codeclimate' (a GitLab Code Quality "
            + "report; fingerprints ignore line numbers) or 'junit' (JUnit XML, a test suite per file, errors and "
            + "warnings as failures).")
    static let baselineOption = OptionDeclaration.option(
        "--baseline", value: "file",
        help: "Report only the findings this baseline (written by --write-baseline) does not hold, and, as notes, "
            + "its entries that no longer occur (errors with --strict-baseline).")
    static let strictBaselineOption = OptionDeclaration.flag(
        "--strict-baseline",
        help: "With --baseline: an entry of the baseline that no longer occurs is an error, which fails the run "
            + "until --write-baseline shrinks the file.")
    static let writeBaselineOption = OptionDeclaration.option(
        "--write-baseline", value: "file",
        help: "Write today's findings to this file, for --baseline, once they are printed (after --baseline reads "
            + "it, if it is the same file); the run succeeds once it is written.")
    static let checkConfigOption = OptionDeclaration.option(
        "--check-config", value: "file",
        help: "The check configuration (excluded paths, codes turned off, severities); by default the "
            + ".symbolify.json of the working directory or the nearest folder above it.")
    static let onlyOption = OptionDeclaration.option(
        "--only", value: "code",
        help: "Report only the findings of this code, or of this family ('binding.'), even one the check "
            + "configuration turns off; repeatable.")
    static let disableOption = OptionDeclaration.option(
        "--disable", value: "code",
        help: "Leave out the findings of this code or family ('binding.'), as the configuration's \"disable\" "
            + "does; repeatable, and over --only.")
    package static let options: [OptionDeclaration] = [
        formatOption, sourcesOption, excludeOption, targetOption, withoutProjectsOption, entryOption, onlyOption,
        disableOption, baselineOption, strictBaselineOption, writeBaselineOption, checkConfigOption,
        warningsAsErrorsOption, .help,
    ]

    /// Storyboard and xib files, and directories.
    package var paths: [String]
    /// The output format.
    package var format: CheckFormat
    /// Whether warnings fail the check too.
    package var warningsAsErrors: Bool
    /// Sources to check the storyboards against; none checks the storyboards alone.
    package var sources: [String]
    /// Shell patterns of paths and names to leave out of directory searches.
    package var excluded: [String]
    /// The targets to check of the Xcode projects given; all when empty.
    package var targets: [String] = []
    /// Whether a directory that holds Xcode projects is checked as a folder anyway.
    package var withoutProjects = false
    /// The baseline whose findings are not reported.
    package var baseline: String?
    /// Whether a baseline's entry that no longer occurs fails the run.
    package var strictBaseline = false
    /// Where to write today's findings as a baseline.
    package var writeBaseline: String?
    /// The check configuration given; `nil` to look for `.symbolify.json`.
    package var checkConfig: String?
    /// Scenes to take as ways into the app, beside the main storyboard.
    package var entries: [String] = []
    /// The codes `--only` and `--disable` choose.
    package var selection = CodeSelection()

    /// Creates the subcommand.
    package init(
        paths: [String], format: CheckFormat = .text, warningsAsErrors: Bool = false, sources: [String] = [],
        excluded: [String] = []
    ) {
        self.paths = paths
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.sources = sources
        self.excluded = excluded
    }

    package init(parsing arguments: ParsedArguments) throws(UsageError) {
        paths = try arguments.requiredPositionals(StoryboardArguments.paths.synopsis)
        format = try arguments.choice(Self.formatOption, as: CheckFormat.self) ?? .text
        warningsAsErrors = arguments.flag(Self.warningsAsErrorsOption)
        sources = arguments.values(Self.sourcesOption)
        excluded = arguments.values(Self.excludeOption)
        targets = arguments.values(Self.targetOption)
        withoutProjects = arguments.flag(Self.withoutProjectsOption)
        baseline = arguments.value(Self.baselineOption)
        writeBaseline = arguments.value(Self.writeBaselineOption)
        strictBaseline = arguments.flag(Self.strictBaselineOption)
        if strictBaseline && baseline == nil {
            throw UsageError(
                "--strict-baseline fails the run for the entries of a baseline that no longer occur; it needs "
                    + "--baseline <file>.", subcommand: Self.name)
        }
        checkConfig = arguments.value(Self.checkConfigOption)
        entries = arguments.values(Self.entryOption)
        selection = try CodeSelection(
            only: arguments.values(Self.onlyOption), disabled: arguments.values(Self.disableOption),
            subcommand: Self.name)
        if withoutProjects && !targets.isEmpty {
            throw UsageError(
                "--target names a target of an Xcode project; it cannot go with --without-projects.",
                subcommand: Self.name)
        }
    }

    /// The Xcode projects the paths name: `.xcodeproj` folders, the projects of `.xcworkspace` folders
    /// (a workspace that lists none is an error finding), and those of a directory (unless
    /// ``withoutProjects``): at its top, or, when it has none, below it (``ProjectSearch``); `nil` when
    /// no path names one.
    func projectPaths() throws(UsageError) -> (projects: [String], findings: [Finding])? {
        var projects: [String] = []
        var findings: [Finding] = []
        var others: [String] = []
        for path in paths {
            var trimmed = path
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            if trimmed.hasSuffix(".xcodeproj") {
                projects.append(trimmed)
            } else if trimmed.hasSuffix(".xcworkspace") {
                do {
                    // The pods' own project is a dependency, read for declarations through Pods/.
                    let listed = try XcodeWorkspace.projectPaths(in: trimmed)
                    let own = listed.filter { !$0.split(separator: "/").contains("Pods") }
                    if own.isEmpty {
                        findings.append(
                            Finding(
                                .error, .projectUnreadable,
                                at: FileLocation(file: trimmed + "/contents.xcworkspacedata"),
                                "The workspace \(trimmed) lists no Xcode project"
                                    + (listed.isEmpty ? "" : " but those of Pods/, which are dependencies")
                                    + ", so there is nothing to check; add the app's project to it in Xcode, or pass "
                                    + "the .xcodeproj."))
                    }
                    projects += own
                } catch {
                    findings.append(error)
                }
            } else if !withoutProjects, FileSystem.posix.isDirectory(trimmed) {
                // The projects at the top of the folder, or those below it (`macos/App.xcodeproj`).
                let found = ProjectSearch.projects(in: trimmed)
                if found.isEmpty {
                    others.append(path)
                } else {
                    projects += found
                }
            } else {
                others.append(path)
            }
        }
        if projects.isEmpty && findings.isEmpty {
            if !targets.isEmpty {
                throw UsageError(
                    "--target needs an Xcode project (.xcodeproj or .xcworkspace) among the paths.",
                    subcommand: Self.name)
            }
            return nil
        }
        if !others.isEmpty {
            throw UsageError(
                "Pass either Xcode projects or storyboard files and folders, not both: "
                    + others.map { "'\($0)'" }.joined(separator: ", ") + " is no project (or add --without-projects).",
                subcommand: Self.name)
        }
        if !sources.isEmpty {
            throw UsageError(
                "With an Xcode project, each target's sources are read from the project; --sources is for folders "
                    + "(add --without-projects to check the folder instead).", subcommand: Self.name)
        }
        return (projects, findings)
    }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        var command = self
        do {
            if let path = checkConfig ?? CheckConfiguration.find(from: ".") {
                let configuration = try CheckConfiguration(contentsOf: path)
                command.configuration = configuration
                command.excluded += configuration.excluded
            }
        } catch {
            errors.write(error.description + "\n")
            errors.flush()
            return .usage
        }
        return command.runConfigured(output: output, errors: errors)
    }

    /// The configuration read, applied to the findings.
    private var configuration: CheckConfiguration?

    private func runConfigured(output: any ByteSink, errors: any ByteSink) -> ExitCode {
        let projectPaths: (projects: [String], findings: [Finding])?
        do {
            projectPaths = try self.projectPaths()
        } catch {
            return SymbolifyTool.report(error, to: errors)
        }
        if let projectPaths {
            return runProjects(projectPaths.projects, findings: projectPaths.findings, output: output, errors: errors)
        }
        if sources.isEmpty && !entries.isEmpty {
            // Reachability is checked against the code, which may reach any scene.
            return SymbolifyTool.report(
                UsageError(
                    "--entry is for finding the scenes nothing reaches, which needs the app's --sources.",
                    subcommand: Self.name), to: errors)
        }
        let catalog: StoryboardCatalog
        let findings: [Finding]
        var suppressionLines: [SuppressionCommentLine] = []
        if sources.isEmpty {
            catalog = StoryboardCatalog(paths: paths, excluding: excluded)
            findings = catalog.check()
        } else {
            let read = StoryboardCatalog.readingWithResources(storyboards: paths, sources: sources, excluding: excluded)
            catalog = read.catalog
            findings = catalog.check(
                sources: read.sources, readModules: nil, entries: entries, resources: read.resources)
            suppressionLines = read.sources.files.flatMap(\.suppressionLines)
        }
        let segueCount = catalog.storyboards.reduce(0) { $0 + $1.segues.count }
        // Documents checked without code: what they say of the code is not checked, and the
        // summary says so rather than a bare count.
        let withoutCode =
            sources.isEmpty && !catalog.documents.isEmpty
            ? "; no source read, so classes, outlets and actions were not checked against code: pass --sources, "
                + "or the folder of the Xcode project" : ""
        return report(
            findings,
            scope: "\(catalog.storyboards.count) storyboard(s), \(catalog.xibs.count) xib(s), \(segueCount) segue(s)"
                + withoutCode,
            summary: { json in
                json.field("storyboards", catalog.storyboards.count)
                json.field("xibs", catalog.xibs.count)
                json.field("segues", segueCount)
            }, project: nil, suppressionLines: suppressionLines, output: output, errors: errors)
    }

    /// Checks each target of the projects as Xcode builds it.
    private func runProjects(_ paths: [String], findings read: [Finding], output: any ByteSink, errors: any ByteSink)
        -> ExitCode
    {
        // Each project once, however often given, with the subprojects it references.
        let (projects, unreadable) = XcodeProject.reading(paths)
        var findings = read + unreadable
        var check = ProjectCheck(projects: projects, targets: targets, excluding: excluded)
        check.entries = entries
        let result = check.run()
        findings += result.findings
        let names = projects.map { inertName($0.name + ".xcodeproj") }.joined(separator: ", ")
        let withoutCode =
            result.storyboards + result.xibs > 0 && !result.targets.contains(where: { $0.sources > 0 })
            ? "; no source read (the targets list none), so classes, outlets and actions were not checked against "
                + "code" : ""
        return report(
            findings,
            scope: "\(result.targets.count) target(s) of \(names.isEmpty ? "no project" : names): "
                + "\(result.storyboards) storyboard(s), \(result.xibs) xib(s), \(result.segues) segue(s)" + withoutCode,
            summary: { json in
                json.field("storyboards", result.storyboards)
                json.field("xibs", result.xibs)
                json.field("segues", result.segues)
            }, project: result, suppressionLines: result.suppressionLines, output: output, errors: errors)
    }

    /// Adds a note for each suppression comment of `suppressionLines` that silences nothing, applies
    /// the configuration, the command line's codes, the comments and the baseline, writes the
    /// findings in the format asked for with a summary, and returns the exit code.
    private func report(
        _ checked: [Finding], scope: String, summary: (inout JSONWriter) -> Void,
        project: ProjectCheck.Result?, suppressionLines: [SuppressionCommentLine], output: any ByteSink,
        errors: any ByteSink
    ) -> ExitCode {
        var checked = checked
        let unused = SuppressionComments.unused(suppressionLines, findings: checked)
        if !unused.isEmpty {
            checked = (checked + unused).sorted {
                ($0.location ?? FileLocation(file: "")) < ($1.location ?? FileLocation(file: ""))
            }
        }
        var findings = SuppressionComments.apply(to: selection.apply(to: checked, configuration: configuration))
        if let configuration, !configuration.excluded.isEmpty {
            findings = findings.filter { finding in
                guard let file = finding.location?.file else { return true }
                return !FileSearch.matches(file, excludedBy: configuration.excluded)
            }
        }
        var accepted = 0
        // Today's findings, for --write-baseline: written after the findings are out (a failed write
        // loses none of them), and after --baseline has read the same file, if it is the same.
        let todays = findings
        if let path = baseline {
            do {
                let filtered = try Baseline(contentsOf: path).filter(findings, strict: strictBaseline)
                findings = filtered.reported + filtered.fixed
                accepted = filtered.accepted
            } catch {
                findings.append(error)
            }
        }
        let counts = findings.severityCounts
        // Each target's line counts the reported findings that name it; the total counts each once.
        let targetCounts = project?.summaries(counting: findings)
        let targets = targetCounts?.targets
        var total =
            "\(counts[.error, default: 0]) error(s), \(counts[.warning, default: 0]) warning(s), "
            + "\(counts[.note, default: 0]) note(s) in " + scope
            + (baseline == nil ? "" : "; \(accepted) finding(s) of the baseline not reported")
        if let targetCounts, targetCounts.shared + targetCounts.ofNoTarget > 0 {
            var parts: [String] = []
            if targetCounts.shared > 0 {
                parts.append(
                    "\(targetCounts.shared) finding(s) shared by several targets, counted on each of their lines")
            }
            if targetCounts.ofNoTarget > 0 { parts.append("\(targetCounts.ofNoTarget) finding(s) of no target") }
            total += " (" + parts.joined(separator: "; ") + ")"
        }
        switch format {
        case .text, .github:
            if format == .text {
                for finding in findings { errors.write(finding.description + "\n") }
            } else {
                output.write(GitHubAnnotations.lines(findings))
            }
            for target in targets ?? [] {
                if let host = target.checkedWith {
                    let named =
                        target.errors + target.warnings + target.notes == 0
                        ? ""
                        : ": \(target.errors) error(s), \(target.warnings) warning(s), \(target.notes) note(s)"
                    errors.write(
                        "target '\(inertName(target.target))' of \(inertName(target.project)).xcodeproj: "
                            + "\(target.sources) source file(s), checked with its host app '\(inertName(host))'"
                            + named + "\n")
                    continue
                }
                errors.write(
                    "target '\(inertName(target.target))' of \(inertName(target.project)).xcodeproj "
                        + "(module \(inertName(target.moduleName))): "
                        + "\(target.storyboards) storyboard(s), \(target.xibs) xib(s), \(target.segues) segue(s), "
                        + "\(target.sources) source file(s): \(target.errors) error(s), \(target.warnings) warning(s), "
                        + "\(target.notes) note(s)\n")
            }
            errors.write(total + "\n")
        case .json:
            var json = JSONWriter()
            json.object {
                FindingOutput.write(findings, to: &$0)
                $0.object("summary") {
                    $0.field("errors", counts[.error, default: 0])
                    $0.field("warnings", counts[.warning, default: 0])
                    $0.field("notes", counts[.note, default: 0])
                    summary(&$0)
                    if baseline != nil { $0.field("baselineAccepted", accepted) }
                    if let targetCounts {
                        $0.field("sharedByTargets", targetCounts.shared)
                        $0.field("ofNoTarget", targetCounts.ofNoTarget)
                    }
                }
                if let targets {
                    $0.array("targets", targets) { json, target in
                        json.object {
                            $0.field("project", target.project)
                            $0.field("name", target.target)
                            $0.field("module", target.moduleName)
                            $0.field("storyboards", target.storyboards)
                            $0.field("xibs", target.xibs)
                            $0.field("segues", target.segues)
                            $0.field("sources", target.sources)
                            $0.field("errors", target.errors)
                            $0.field("warnings", target.warnings)
                            $0.field("notes", target.notes)
                            if let host = target.checkedWith { $0.field("checkedWith", host) }
                        }
                    }
                }
            }
            output.write(&json)
            output.write("\n")
        case .sarif:
            var json = JSONWriter()
            SARIFLog.write(findings, version: SymbolifyTool.version, to: &json)
            output.write(&json)
            output.write("\n")
            errors.write(total + "\n")
        case .codeclimate:
            var json = JSONWriter()
            CodeClimateReport.write(findings, to: &json)
            output.write(&json)
            output.write("\n")
            errors.write(total + "\n")
        case .junit:
            output.write(JUnitReport.text(findings))
            errors.write(total + "\n")
        }
        var failed = findings.containsErrors(warningsAsErrors: warningsAsErrors)
        if let path = writeBaseline {
            // Writing the baseline accepts today's findings: once it is written, the run succeeds.
            do {
                try OutputFile.write(Baseline(findings: todays, path: path).json, to: path, content: .baseline)
                errors.write("Wrote \(todays.count) finding(s) to the baseline \(singleLine(path)).\n")
                failed = false
            } catch {
                errors.write(error.description + "\n")
                errors.write("The baseline \(singleLine(path)) was not written; the findings above are complete.\n")
                failed = true
            }
        }
        return finishing(failed ? .failure : .success, output: output, errors: errors)
    }
}
