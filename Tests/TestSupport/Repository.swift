import Foundation

/// Places in the repository and beside it that tests read at run time.
public enum Repository {
    /// The repository's root folder, found from this file's path (`Tests/TestSupport/Repository.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The storyboards written for the tests, `Tests/StoryboardCatalogTests/Fixtures`.
    public static let fixtures = root.appendingPathComponent("Tests/StoryboardCatalogTests/Fixtures")

    /// The path of the fixture `name` (which may name a subfolder, as in `Scenes/Main.storyboard`).
    public static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }
}

/// The shared corpus of real segue identifiers and storyboards, read at run time when it exists
/// beside the repository (`../shared/corpus`).
public enum Corpus {
    /// The corpus folder.
    public static let directory = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// The folder of real storyboards.
    public static let storyboardDirectory = directory.appendingPathComponent("storyboards")

    /// Whether `identifiers.tsv` is present.
    public static var hasIdentifiers: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("identifiers.tsv").path)
    }

    /// Whether the storyboard folder is present.
    public static var hasStoryboards: Bool {
        FileManager.default.fileExists(atPath: storyboardDirectory.path)
    }

    /// The corpus storyboards, sorted by name; none when the corpus is absent.
    public static func storyboards() throws -> [URL] {
        guard hasStoryboards else { return [] }
        return try FileManager.default.contentsOfDirectory(at: storyboardDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The identifier column of `identifiers.tsv`, unescaped (`\t`, `\n`, `\r`, `\\`).
    public static func identifiers() throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent("identifiers.tsv"), encoding: .utf8)
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        if rows.last == "" { rows.removeLast() }
        return rows.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return unescape(fields.count >= 4 ? String(fields[3]) : "")
        }
    }

    private static func unescape(_ field: String) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// The long runs of the test suite: scale tests (a 50 MB storyboard, a 500-route registry, thousands
/// of files) and differential runs over thousands of generated inputs or the package's own files.
/// `swift test` skips them, or runs a sample of their inputs, so that the suite a newcomer runs stays
/// short; CI runs them whole in a step of their own (`.ci/long-tests`), with
/// `SEGUEROUTING_LONG_TESTS=1`.
public enum LongTests {
    /// Whether `SEGUEROUTING_LONG_TESTS` is set in the environment.
    public static let enabled = ProcessInfo.processInfo.environment["SEGUEROUTING_LONG_TESTS"] != nil

    /// How many inputs a differential or mutation test takes: `sample` in `swift test`, `full` in the
    /// long run. The sample is the start of the full run (the same seed), so that every input
    /// `swift test` checks is checked in CI's long run too.
    public static func count(_ sample: Int, full: Int) -> Int {
        enabled ? full : sample
    }
}
