import Foundation
import PackagePlugin

/// Generates the segue routes and scene declarations of a target's storyboards on every build that
/// changes them, and turns what `symbolify check` finds into build errors and warnings on the
/// storyboard's line.
///
/// The storyboards are the command's inputs, so the build runs it again only when one of them (or
/// the target's `symbolify.json`) changes. Options come from `symbolify.json` in the target's
/// folder: `accessLevel`, `generate` and `warningsAsErrors`; the check's configuration from the
/// `.symbolify.json` of the package's (or Xcode project's) folder or one above it. In an Xcode
/// project, the tool reads the target from the project file, as `symbolify check` does.
@main
struct SymbolifyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let storyboards = storyboardFiles(in: target.sourceFiles.map(\.url))
        let configuration = target.directoryURL.appendingPathComponent("symbolify.json")
        return try generateCommands(
            storyboards: storyboards, configuration: configuration, targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "symbolify").url,
            sources: swiftFiles(in: target.sourceFiles.map(\.url)),
            checkConfiguration: checkConfiguration(from: context.package.directoryURL))
    }
}

extension SymbolifyPlugin {
    /// The Interface Builder documents among a target's files: `.storyboard` and `.xib` files, and those inside folders that the
    /// target copies as resources (`resources: [.copy("Storyboards")]`).
    func storyboardFiles(in files: [URL]) -> [URL] {
        files.flatMap { file -> [URL] in
            if ["storyboard", "xib"].contains(file.pathExtension) { return [file] }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = FileManager.default.enumerator(at: file, includingPropertiesForKeys: nil)
            else { return [] }
            return enumerator.compactMap { $0 as? URL }.filter { ["storyboard", "xib"].contains($0.pathExtension) }
        }
    }

    /// The Swift and Objective-C sources among a target's files, which the storyboards are checked
    /// against.
    func swiftFiles(in files: [URL]) -> [URL] {
        files.filter { ["swift", "h", "m", "mm"].contains($0.pathExtension) }
    }

    /// The check configuration (`.symbolify.json`) of `folder` or the nearest folder above it, as
    /// `symbolify check` finds it from its working directory.
    func checkConfiguration(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".symbolify.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The one command that generates `SegueRoutes.swift` from `storyboards`, checking them against
    /// `sources`, or none without any storyboard. With `project` (an Xcode target's), the tool reads
    /// the target's files from the project, as `check` does: `generate --target <name> <project>`.
    func generateCommands(
        storyboards: [URL], configuration: URL, targetName: String, workDirectory: URL, tool: URL, sources: [URL],
        checkConfiguration: URL?, project: URL? = nil
    ) -> [Command] {
        guard !storyboards.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("SegueRoutes.swift")
        var arguments = ["generate", "--check", "--output", output.path]
        var inputs = storyboards.sorted { $0.path < $1.path }
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        if let checkConfiguration {
            arguments += ["--check-config", checkConfiguration.path]
            inputs.append(checkConfiguration)
        }
        // The sources are inputs too, so that the check runs again when one of them changes.
        if project == nil {
            for source in sources.sorted(by: { $0.path < $1.path }) { arguments += ["--sources", source.path] }
        }
        inputs += sources.sorted(by: { $0.path < $1.path })
        if let project {
            inputs.append(project.appendingPathComponent("project.pbxproj"))
            arguments += ["--target", targetName, "--", project.path]
        } else {
            arguments.append("--")
            arguments += storyboards.map(\.path).sorted()
        }
        return [
            .buildCommand(
                displayName:
                    "Generating segue routes and scenes of \(targetName) from \(storyboards.count) storyboard(s)",
                executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension SymbolifyPlugin: XcodeBuildToolPlugin {
        /// The same command for an Xcode app target: its storyboards are the target's input files.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let storyboards = storyboardFiles(in: target.inputFiles.map(\.url))
            let configuration =
                storyboards.first?.deletingLastPathComponent().appendingPathComponent("symbolify.json")
                ?? context.xcodeProject.directoryURL.appendingPathComponent("symbolify.json")
            // The tool reads the target from the project, as `check` reads it: its module, and the
            // sources of the targets it links.
            let project = context.xcodeProject.directoryURL.appendingPathComponent(
                context.xcodeProject.displayName + ".xcodeproj")
            return try generateCommands(
                storyboards: storyboards, configuration: configuration, targetName: target.displayName,
                workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "symbolify").url,
                sources: swiftFiles(in: target.inputFiles.map(\.url)),
                checkConfiguration: checkConfiguration(from: context.xcodeProject.directoryURL),
                project: FileManager.default.fileExists(atPath: project.path) ? project : nil)
        }
    }
#endif
