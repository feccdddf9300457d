import CatalogFiles
import SegueRouting

extension XcodeProject {
    /// Reads the projects at `paths` and those they reference (``referencedProjects``, the
    /// subprojects Xcode builds with them), each once.
    ///
    /// A project given twice (`App.xcodeproj` and `./App.xcodeproj/`), referenced by several, or
    /// referenced back by its own subproject, is read the first time only: paths are compared made
    /// absolute and normalized. A referenced project whose folder does not exist, or that is in a
    /// `Pods` folder (a dependency, as in a workspace), is not read.
    ///
    ///     let read = XcodeProject.reading(["App.xcodeproj"])
    ///     let result = ProjectCheck(projects: read.projects).run()
    ///
    /// - Parameter paths: The `.xcodeproj` folders.
    /// - Returns: The projects, in the order given, each followed by those it references; and the
    ///   `project.unreadable` findings of those that could not be read.
    public static func reading(_ paths: [String]) -> (projects: [XcodeProject], findings: [Finding]) {
        var projects: [XcodeProject] = []
        var findings: [Finding] = []
        var seen: Set<String> = []
        let workingDirectory = FileSystem.posix.canonicalPath(".") ?? "."
        func key(_ path: String) -> String {
            lexicallyNormalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        }
        // Depth first: a project is followed by its subprojects.
        var pending: [(path: String, isReference: Bool)] = paths.reversed().map { ($0, false) }
        while let (path, isReference) = pending.popLast() {
            guard seen.insert(key(path)).inserted else { continue }
            if isReference {
                guard FileSystem.posix.isDirectory(path), !path.split(separator: "/").contains("Pods") else {
                    continue
                }
            }
            do {
                let project = try XcodeProject(path: path)
                projects.append(project)
                pending += project.referencedProjects.reversed().map { ($0, true) }
            } catch {
                findings.append(error)
            }
        }
        return (projects, findings)
    }
}
