// A stand-in for Xcode's XcodeProjectPlugin module, which exists only in Xcode: the declarations the
// build plugin's Xcode path uses, with the names and types Xcode's module gives them, so that
// `.ci/plugin` type-checks that path on Linux. Nothing here runs.
import Foundation
import PackagePlugin

/// A build-tool plugin that runs for targets of Xcode projects.
public protocol XcodeBuildToolPlugin {
    /// The commands to run for `target` of the project `context` describes.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What an Xcode plugin is given: the project, its work folder, its tools.
public struct XcodePluginContext {
    /// The project the target is in.
    public var xcodeProject: XcodeProject { fatalError("a stand-in") }
    /// A folder the plugin may write to.
    public var pluginWorkDirectoryURL: URL { fatalError("a stand-in") }
    /// The tool of that name the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a stand-in") }
}

/// An Xcode project.
public struct XcodeProject {
    /// The project's name, without `.xcodeproj`.
    public var displayName: String { fatalError("a stand-in") }
    /// The folder that holds the project.
    public var directoryURL: URL { fatalError("a stand-in") }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's name.
    public var displayName: String { fatalError("a stand-in") }
    /// The files the target builds.
    public var inputFiles: FileList { fatalError("a stand-in") }
}
