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

    static let fixture = repository
        .appendingPathComponent("Tests/StoryboardCatalogTests/Fixtures/XcodeLayouts.storyboard")

    static let files: [File] = corpusFiles() ?? fixtureFiles()

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
