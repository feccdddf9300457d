import CatalogFiles
import SegueRouting
import SourceReading

/// The comments in Swift and Objective-C sources that silence findings: `// symbolify:disable-next-line
/// <code> …` on the line above a finding drops one finding of each code it lists on that line (one
/// finding, of any code, when it lists none). Codes are separated by spaces or commas.
///
///     // symbolify:disable-next-line segue.unknown-identifier
///     performSegue(withIdentifier: "Archive", sender: nil)
///
/// ``StoryboardCatalog/check(sources:)`` honours them, and so does `symbolify check` (after the check
/// configuration's rules, so that a code the configuration turns off leaves the comment for another).
/// Both report a comment that silences nothing as a `suppression.unused` note (``unused(_:findings:)``),
/// as SwiftLint's `superfluous_disable_command` does: the finding it was for is fixed, or moved.
public enum SuppressionComments {
    /// The comment's marker, after `//` and any spaces.
    public static let marker = "symbolify:disable-next-line"

    /// `findings` without those the comments above their lines silence.
    ///
    /// Each source file that has a finding on its second line or below is read again, once.
    public static func apply(to findings: [Finding]) -> [Finding] {
        // Each file's bytes and where its lines start, found once by bytes; only the line above a
        // finding is decoded (splitting a whole file into lines of Characters cost more than the check
        // of its findings: 60 M instructions on an app with findings in its code).
        var files: [String: (bytes: [UInt8], starts: [Int])] = [:]
        var used: Set<String> = []
        return findings.filter { finding in
            guard let location = finding.location, let line = location.line, line > 1,
                isSourcePath(location.file)
            else { return true }
            if files[location.file] == nil {
                let bytes = (try? FileReader.bytes(at: FilePath(location.file))) ?? []
                var starts = [0]
                for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
                files[location.file] = (bytes, bytes.isEmpty ? [] : starts)
            }
            let file = files[location.file]!
            guard line - 2 < file.starts.count else { return true }
            let start = file.starts[line - 2]
            var end = line - 1 < file.starts.count ? file.starts[line - 1] - 1 : file.bytes.count
            // A CRLF file's line ends before its `\r`.
            if end > start && file.bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let above = String(decoding: file.bytes[start..<max(start, end)], as: UTF8.self)[...]
            guard let codes = codes(in: above) else { return true }
            guard codes.isEmpty || codes.contains(finding.code.rawValue) else { return true }
            // One finding per code and line.
            let key = "\(location.file):\(line):\(codes.isEmpty ? "*" : finding.code.rawValue)"
            return !used.insert(key).inserted
        }
    }

    /// The codes a suppression comment on `line` lists (empty for all), or `nil` when the line has
    /// none: its first `//`, then spaces, then the marker.
    static func codes(in line: Substring) -> [String]? {
        guard let range = line.firstRange(of: "//") else { return nil }
        let comment = line[range.upperBound...].trimmingPrefix(while: { $0 == " " })
        guard comment.hasPrefix(marker) else { return nil }
        return comment.dropFirst(marker.count).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }

    /// Whether `path` is a Swift or Objective-C file, where the comments are honoured.
    static func isSourcePath(_ path: String) -> Bool {
        [".swift", ".m", ".mm", ".h"].contains(where: { path.hasSuffix($0) })
    }

    /// A `suppression.unused` note for each comment of `lines` that silences nothing: the line below
    /// it has no finding among `findings` (the findings as checked, before any configuration), or none
    /// of some of the codes it lists. The note names the codes no finding has and, for a misspelt
    /// one, the closest code of that line's findings.
    public static func unused(_ lines: [SuppressionCommentLine], findings: [Finding]) -> [Finding] {
        guard !lines.isEmpty else { return [] }
        var codesByLine: [String: [String: Set<String>]] = [:]
        let files = Set(lines.map(\.file))
        for finding in findings {
            guard let location = finding.location, let line = location.line, files.contains(location.file) else {
                continue
            }
            codesByLine[location.file, default: [:]]["\(line)", default: []].insert(finding.code.rawValue)
        }
        var notes: [Finding] = []
        for comment in lines {
            guard let codes = codes(in: comment.text[...]) else { continue }
            let below = codesByLine[comment.file]?["\(comment.line + 1)"] ?? []
            let unused = codes.isEmpty ? (below.isEmpty ? [] : nil) : codes.filter { !below.contains($0) }
            guard let unused, codes.isEmpty || !unused.isEmpty else { continue }
            let column = comment.text.utf8.firstRange(of: "//".utf8).map {
                comment.text.utf8.distance(from: comment.text.utf8.startIndex, to: $0.lowerBound) + 1
            }
            let location = FileLocation(file: comment.file, line: comment.line, column: column)
            let comment = "The comment '// \(marker)" + codes.map { " " + $0 }.joined() + "'"
            let onBelow = below.isEmpty ? "no finding" : "no finding of " + listed(unused)
            var message =
                comment + " silences nothing: line \(location.line! + 1) has \(onBelow) (fixed, or moved), so the "
                + "comment only hides the next finding made there; "
                + (unused.count == codes.count
                    ? "remove the comment."
                    : "remove \(listed(unused)) from it.")
            let closest = unused.compactMap { code in
                closestNames(to: code, among: below).first.map {
                    "For \(quoted(code)), the closest code of that line's findings is \(quoted($0))."
                }
            }
            if !closest.isEmpty { message += " " + closest.joined(separator: " ") }
            if !below.isEmpty && closest.isEmpty {
                message += " The findings of that line: " + below.sorted().joined(separator: ", ") + "."
            }
            notes.append(Finding(.note, .suppressionUnused, at: location, message))
        }
        return notes
    }

    /// `codes` as `a`, `a or b`, `a, b or c`.
    private static func listed(_ codes: [String]) -> String {
        codes.count < 2 ? codes.joined() : codes.dropLast().joined(separator: ", ") + " or " + codes.last!
    }
}

extension Finding.Code {
    /// A `// symbolify:disable-next-line` comment that silences nothing: no finding (of the codes it
    /// lists) is on the line below.
    public static let suppressionUnused: Self = "suppression.unused"
}
