import CatalogFiles
import SegueRouting

/// The projects of an Xcode workspace, from its `contents.xcworkspacedata`.
public enum XcodeWorkspace {
    /// The `.xcodeproj` folders a workspace lists, resolved against its folder and its groups, in
    /// the order listed.
    ///
    /// Locations are `group:` (relative to the enclosing group, or the workspace's folder),
    /// `container:` (relative to the workspace's folder) and `absolute:`, with or without a `/` at
    /// their end; a `self:` reference (the workspace inside a project) is the project that holds it.
    /// Paths are normalized (`./App.xcodeproj`, `Modules/../App.xcodeproj` are `App.xcodeproj`), and
    /// a project listed twice is listed once, where it is first.
    ///
    /// - Parameter path: The `.xcworkspace` folder.
    /// - Throws: A `project.unreadable` ``Finding`` when the workspace's contents cannot be read: a
    ///   missing or unreadable file, one that is not a regular file or is larger than 16 MiB.
    public static func projectPaths(in path: String) throws(Finding) -> [String] {
        var workspace = path
        while workspace.count > 1 && workspace.hasSuffix("/") { workspace.removeLast() }
        let file = workspace + "/contents.xcworkspacedata"
        let bytes: [UInt8]
        let limit = 16 << 20
        do {
            bytes = try FileReader.bytes(at: FilePath(file), limit: limit)
        } catch {
            throw Finding(
                .error, .projectUnreadable, at: FileLocation(file: file),
                projectFileFailure(
                    error, file: file, limit: limit, noun: "workspace file",
                    check: "check that \(path) is an Xcode workspace folder"))
        }
        let folder = workspace.lastIndex(of: "/").map { String(workspace[..<$0]) } ?? "."
        let text = String(decoding: bytes, as: UTF8.self)
        var groups: [String] = [folder]
        var projects: [String] = []
        var listed: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef"), let location = attribute("location", in: tag) else {
                if isGroup && !tag.hasSuffix("/") { groups.append(groups.last!) }
                continue
            }
            let resolved = resolve(location, group: groups.last!, folder: folder, workspace: workspace)
            if isGroup {
                if !tag.hasSuffix("/") { groups.append(resolved ?? groups.last!) }
            } else if let resolved {
                // `group:App.xcodeproj/` is the project too.
                let project = lexicallyNormalized(resolved)
                if project.hasSuffix(".xcodeproj") && listed.insert(project).inserted { projects.append(project) }
            }
        }
        return projects
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.firstRange(of: name + " = \"") ?? tag.firstRange(of: name + "=\"") else { return nil }
        let value = tag[range.upperBound...]
        guard let end = value.firstIndex(of: "\"") else { return nil }
        return String(value[..<end]).replacingAll("&amp;", with: "&").replacingAll("&quot;", with: "\"")
            .replacingAll("&apos;", with: "'").replacingAll("&lt;", with: "<").replacingAll("&gt;", with: ">")
    }

    private static func resolve(_ location: String, group: String, folder: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return join(group, path)
        case "container": return join(folder, path)
        case "absolute": return path
        case "self":
            // project.xcworkspace inside App.xcodeproj: the project itself.
            return folder.hasSuffix(".xcodeproj") ? folder : nil
        default: return nil
        }
    }
}
