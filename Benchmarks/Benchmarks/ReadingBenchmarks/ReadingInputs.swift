import Foundation

/// The storyboards the reading benchmarks read: the real ones in `../shared/corpus/storyboards` when
/// they are there, otherwise the project's own fixture `XcodeLayouts.storyboard`. Read from disk at
/// run time, once.
enum ReadingInputs {
    struct File: Sendable {
        /// The file name without `.storyboard`, as the benchmarks name it.
        let name: String
        let path: String
        let data: Data
    }

    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ReadingBenchmarks
        .deletingLastPathComponent()  // Benchmarks (targets)
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()  // the repository

    static let corpusDirectory = repository.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/storyboards")

    static let fixture =
        repository
        .appendingPathComponent("Tests/StoryboardCatalogTests/Fixtures/XcodeLayouts.storyboard")

    static let files: [File] = corpusFiles() ?? fixtureFiles()

    /// The Swift sources the source-reading benchmarks read: the project's own `Sources/`, a real
    /// Swift tree that is always there, in path order.
    static let swiftSources: [File] = {
        let sources = repository.appendingPathComponent("Sources")
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            let url = sources.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { return nil }
            return File(name: url.deletingPathExtension().lastPathComponent, path: url.path, data: data)
        }
    }()

    private static func corpusFiles() -> [File]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path) else {
            return nil
        }
        let files = names.filter { $0.hasSuffix(".storyboard") }.sorted().compactMap { name -> File? in
            let url = corpusDirectory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url) else { return nil }
            return File(name: String(name.dropLast(".storyboard".count)), path: url.path, data: data)
        }
        return files.isEmpty ? nil : files
    }

    private static func fixtureFiles() -> [File] {
        guard let data = try? Data(contentsOf: fixture) else {
            fatalError("Neither the corpus (\(corpusDirectory.path)) nor the fixture (\(fixture.path)) can be read")
        }
        return [File(name: "XcodeLayouts", path: fixture.path, data: data)]
    }
}
