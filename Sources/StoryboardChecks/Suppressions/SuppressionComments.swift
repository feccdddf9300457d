import CatalogFiles
import SegueRouting

/// The comments in Swift and Objective-C sources that silence findings: `// symbolify:disable-next-line
/// <code> …` on the line above a finding drops one finding of each code it lists on that line (one
/// finding, of any code, when it lists none). Codes are separated by spaces or commas.
///
///     // symbolify:disable-next-line segue.unknown-identifier
///     performSegue(withIdentifier: "Archive", sender: nil)
///
/// ``StoryboardCatalog/check(sources:)`` honours them, and so does `symbolify check` (after the check
/// configuration's rules, so that a code the configuration turns off leaves the comment for another).
public enum SuppressionComments {
    /// The comment's marker, after `//` and any spaces.
    public static let marker = "symbolify:disable-next-line"

    /// `findings` without those the comments above their lines silence.
    ///
    /// Each source file that has a finding on its second line or below is read again, once.
    public static func apply(to findings: [Finding]) -> [Finding] {
        var lines: [String: [Substring]] = [:]
        var used: Set<String> = []
        return findings.filter { finding in
            guard let location = finding.location, let line = location.line, line > 1,
                isSourcePath(location.file)
            else { return true }
            if lines[location.file] == nil {
                let bytes = try? FileReader.bytes(at: FilePath(location.file))
                let text = bytes.map { String(decoding: $0, as: UTF8.self) }
                lines[location.file] = text?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
            }
            let fileLines = lines[location.file]!
            guard line - 2 < fileLines.count, let codes = codes(in: fileLines[line - 2]) else { return true }
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
}
