import Foundation

/// The shared corpus of real segue identifiers and storyboards, read at run time when it exists
/// beside the repository (`../shared/corpus`).
enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SegueRoutingTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the repository
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpus")

    /// Whether the corpus is present.
    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("identifiers.tsv").path)
    }

    /// The identifier column of `identifiers.tsv`, unescaped.
    static func identifiers() throws -> [String] {
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
