import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import XcodeProjects

extension ProjectCheck {
    /// The storyboards and xibs under each project's folder that no target of the projects builds
    /// (when all targets are checked): a note each, naming the projects whose folders hold it (a
    /// subproject's folder is inside its project's, and two projects may share a folder).
    func untargeted() -> [Finding] {
        guard targetNames.isEmpty else { return [] }
        let built = Set(projects.flatMap { $0.targets.flatMap(\.interfaceFiles) })
        var holders: [String: [String]] = [:]
        var paths: [String] = []
        for project in projects {
            let packages = project.localPackageFolders.map { $0 + "/" }
            let name = project.name + ".xcodeproj"
            for path in project.interfaceFilesInFolder where !FileSearch.matches(path, excludedBy: excluded) {
                guard !built.contains(path), !packages.contains(where: { path.hasPrefix($0) }),
                    holders[path]?.contains(name) != true
                else { continue }
                if holders[path] == nil { paths.append(path) }
                holders[path, default: []].append(name)
            }
        }
        return paths.map { path in
            Finding(
                .note, .projectUntargeted, at: FileLocation(file: path),
                "No target of \(holders[path, default: []].joined(separator: " or ")) builds this file, so it is not "
                    + "checked with a target's sources and is not in the app; add it to a target in Xcode, or delete it."
            )
        }
    }

}

/// The text between the first two `'` of `message`: the name a finding's message quotes first.
func firstQuoted(_ message: String) -> String? {
    let parts = message.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 && !parts[1].isEmpty ? String(parts[1]) : nil
}

extension Finding.Code {
    /// A file a target of the project builds that does not exist.
    public static let projectMissingFile: Self = "project.missing-file"
    /// A storyboard or xib under the project's folder that no target builds.
    public static let projectUntargeted: Self = "project.untargeted"
    /// Files a target builds from a git submodule that is not checked out (a clone without
    /// `--recursive`): one warning per submodule.
    public static let projectMissingSubmodule: Self = "project.missing-submodule"
    /// A target name given to the check that no project has.
    public static let projectMissingTarget: Self = "project.missing-target"
}

extension XcodeTarget {
    /// The storyboards the target starts (and launches) with: its build settings' and its
    /// `Info.plist`'s (``InfoPropertyList``), in any of its build configurations.
    package var startingStoryboards: [String] {
        var names = [mainStoryboard, launchStoryboard].compactMap { $0 }
        for name in otherStartingStoryboards where !names.contains(name) { names.append(name) }
        for file in [infoPlistFile].compactMap({ $0 }) + otherInfoPlistFiles {
            for name in InfoPropertyList.mainStoryboards(at: file) where !names.contains(name) { names.append(name) }
        }
        return names
    }
}
