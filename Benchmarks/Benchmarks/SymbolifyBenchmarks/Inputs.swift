import Foundation

/// The identifiers the benchmarks run on: the real ones from `../shared/corpus/identifiers.tsv` when
/// it is there, otherwise a written mix of the same shape.
enum Inputs {
    static let corpusFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SymbolifyBenchmarks
        .deletingLastPathComponent()  // Benchmarks (targets)
        .deletingLastPathComponent()  // Benchmarks (package)
        .deletingLastPathComponent()  // the repository
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/identifiers.tsv")

    /// The corpus mix: 731 real identifiers, or 731 written ones of the same shape.
    static let mix: [String] = corpusIdentifiers() ?? writtenMix()

    /// Identifiers whose every character is outside ASCII, a fifth of them with combining marks.
    static let nonASCIIMix: [String] = (0..<256).map { index in
        let words = ["Übergang", "복약알림", "日本語", "Café", "Ça va", "naïve"]
        let word = words[index % words.count]
        return index % 5 == 0 ? word.decomposedStringWithCanonicalMapping : word + " \(index % 7)"
    }

    /// One identifier of 64 KiB made of realistic words.
    static let large: String = {
        let words = ["show", "user", "page", "Detail", "settings", "push", "EmbedFolders", "2nd", "step"]
        var text = ""
        var index = 0
        while text.utf8.count < 65_536 - 16 {
            text += words[index % words.count] + (index % 3 == 0 ? "-" : " ")
            index += 1
        }
        return text + String(repeating: "x", count: 65_536 - text.utf8.count)
    }()

    private static func corpusIdentifiers() -> [String]? {
        guard let text = try? String(contentsOf: corpusFile, encoding: .utf8) else { return nil }
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        let identifiers = rows.compactMap { row -> String? in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count >= 4 ? String(fields[3]) : nil
        }
        return identifiers.isEmpty ? nil : identifiers
    }

    /// Median 13 characters; spaces, dashes, camelCase, snake_case, ALL CAPS, a few non-ASCII.
    private static func writtenMix() -> [String] {
        let shapes = [
            "showDetail", "Show Detail", "push-user-page", "LoginSegue", "GET", "Confirm your Bid",
            "sw_rear", "EmbedFoldersTableViewControllerSegue", "SettingsNavigationController", "toMap",
            "Load Web View", "2nd step", "übergang", "AddObservationSegue", "segueToProfile", "",
        ]
        return (0..<731).map { index in
            let shape = shapes[index % shapes.count]
            return index % 4 == 0 && !shape.isEmpty ? shape + "\(index % 10)" : shape
        }
    }
}
