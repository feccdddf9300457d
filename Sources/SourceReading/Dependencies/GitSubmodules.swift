import CatalogFiles

/// The git submodules of the repository a folder is in, as its `.gitmodules` lists them: a clone
/// made without `--recursive` has each submodule's folder, empty.
package struct GitSubmodule: Sendable, Hashable {
    /// The submodule's folder: the repository's root joined with its `path`.
    package let folder: String
    /// Its name in `.gitmodules` (`[submodule "Name"]`).
    package let name: String
    /// The `.gitmodules` file that lists it.
    package let manifest: String

    /// The submodules listed by the `.gitmodules` of the repository `folder` is in (the nearest
    /// folder at or above it that holds `.gitmodules` or `.git`) whose folders are missing or empty:
    /// not checked out.
    package static func absent(around folder: String) -> [GitSubmodule] {
        let fileSystem = FileSystem.posix
        var root = folder
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        // Up to the repository's root: the first folder with .gitmodules, or with .git (no submodules).
        var found: String?
        var current = root
        for _ in 0..<64 {
            if fileSystem.exists(join(current, ".gitmodules")) {
                found = current
                break
            }
            if fileSystem.exists(join(current, ".git")) { break }
            guard let parent = parentFolder(of: current) else { break }
            current = parent
        }
        guard let repository = found,
            let bytes = try? FileReader.bytes(at: FilePath(join(repository, ".gitmodules")), limit: 1 << 20)
        else { return [] }
        let manifest = join(repository, ".gitmodules")
        return entries(String(decoding: bytes, as: UTF8.self)).compactMap { name, path in
            let submoduleFolder = join(repository, path)
            // (`..` climbs above the repository's folder as found, which may itself be `..`.)
            guard fileSystem.entryNames(of: submoduleFolder).isEmpty else { return nil }
            return GitSubmodule(folder: submoduleFolder, name: name, manifest: manifest)
        }
    }

    /// The `[submodule "name"]` sections of a `.gitmodules` file with their `path`, in order.
    package static func entries(_ text: String) -> [(name: String, path: String)] {
        var result: [(name: String, path: String)] = []
        var name: String?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                name = nil
                guard line.hasPrefix("[submodule") else { continue }
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                name = quoted.count >= 3 ? String(quoted[1]) : ""
                continue
            }
            guard let current = name, line.hasPrefix("path") else { continue }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters() == "path" else { continue }
            var path = parts[1].trimmingCharacters()
            if path.count >= 2 && path.hasPrefix("\"") && path.hasSuffix("\"") {
                path = String(path.dropFirst().dropLast())
            }
            while path.hasSuffix("/") { path.removeLast() }
            guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
            result.append((current, path))
        }
        return result
    }

    private static func join(_ base: String, _ relative: String) -> String {
        base == "." ? relative : base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    private static func parentFolder(of path: String) -> String? {
        if path == "/" { return nil }
        if path == "." || path.isEmpty { return ".." }
        if path.hasSuffix("..") { return path + "/.." }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate func trimmingCharacters() -> String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
