import Foundation
import PackagePlugin

/// `swift package symbolify-check`: runs `symbolify check` over the storyboards of the package's
/// targets (or of the targets named with `--target`), prints its findings, and fails on errors.
///
///     swift package symbolify-check
///     swift package symbolify-check --target App --warnings-as-errors
@main
struct SymbolifyCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let warningsAsErrors = extractor.extractFlag(named: "warnings-as-errors") > 0
        if let unknown = extractor.remainingArguments.first {
            throw CheckFailure("Unknown argument '\(unknown)'; use --target <name> and --warnings-as-errors.")
        }
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        // Storyboards, also inside the folders a target copies as resources.
        let storyboards = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).flatMap { file -> [URL] in
                if ["storyboard", "xib"].contains(file.pathExtension) { return [file] }
                guard let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil) else {
                    return []
                }
                return enumerator.compactMap { $0 as? URL }.filter { ["storyboard", "xib"].contains($0.pathExtension) }
            }
        }
        guard !storyboards.isEmpty else {
            Diagnostics.remark("No target of \(context.package.displayName) holds a storyboard.")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "symbolify").url
        // The storyboards are checked against the targets' Swift and Objective-C sources.
        let sources = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter { ["swift", "h", "m", "mm"].contains($0.pathExtension) }
        }
        // The check configuration of the package's folder or one above it, as the tool finds it.
        var configuration: [String] = []
        var folder = context.package.directoryURL.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(".symbolify.json")
            if FileManager.default.fileExists(atPath: candidate.path) {
                configuration = ["--check-config", candidate.path]
                break
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        process.arguments =
            ["check"] + (warningsAsErrors ? ["--warnings-as-errors"] : []) + configuration
            + sources.map(\.path).sorted().flatMap { ["--sources", $0] } + ["--"] + storyboards.map(\.path).sorted()
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw CheckFailure("symbolify check found errors in the storyboards (exit \(process.terminationStatus)).")
        }
    }
}

/// Why the check failed.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
