import CatalogFiles

extension ProjectReader {
    /// The files the project's Run Script phases say they write (`outputPaths`, and the paths of their
    /// output file lists that are in the tree), resolved against the project's folder: a checkout does
    /// not hold them until a build has run, so a target that builds one is not missing it.
    ///
    /// Only outputs in the project's folder are known by path (`$(SRCROOT)/…`, `$(PROJECT_DIR)/…`,
    /// `$(SOURCE_ROOT)/…`, or relative); an output under a build folder (`$(DERIVED_FILE_DIR)`,
    /// `$(BUILT_PRODUCTS_DIR)`) is outside the tree, as the files a target takes from there are.
    func buildOutputs() -> Set<String> {
        var outputs: Set<String> = []
        for (_, value) in objects {
            guard let phase = value.dictionary, phase["isa"]?.string == "PBXShellScriptBuildPhase" else { continue }
            for path in phase["outputPaths"]?.strings ?? [] {
                if let resolved = resolveInTree(path) { outputs.insert(resolved) }
            }
            for list in phase["outputFileListPaths"]?.strings ?? [] {
                guard let listPath = resolveInTree(list),
                    let bytes = try? FileReader.bytes(at: FilePath(listPath), limit: 16 << 20)
                else { continue }
                for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    let entry = line.trimmingSpaces()
                    guard !entry.isEmpty, !entry.hasPrefix("#"), let resolved = resolveInTree(entry) else { continue }
                    outputs.insert(resolved)
                }
            }
        }
        return outputs
    }

    /// A build-time path of the project's folder (`$(SRCROOT)/Generated/R.swift`), resolved; `nil`
    /// for one under any other build setting.
    private func resolveInTree(_ path: String) -> String? {
        var rest = Substring(path)
        for prefix in [
            "$(SRCROOT)", "${SRCROOT}", "$(PROJECT_DIR)", "${PROJECT_DIR}", "$(SOURCE_ROOT)", "${SOURCE_ROOT}",
        ] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            while rest.hasPrefix("/") { rest = rest.dropFirst() }
            return join(projectFolder, String(rest))
        }
        guard !rest.contains("$") else { return nil }
        return join(projectFolder, String(rest))
    }
}

extension Substring {
    /// The text without the spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
