import SegueRouting
import StoryboardCatalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The findings a team has accepted for now, `check --write-baseline` writes and `check --baseline`
/// leaves out:
///
///     {
///       "version": 1,
///       "findings": [
///         {"code": "outlet.missing-property", "file": "App/Main.storyboard", "message": "The outlet 'title' …"}
///       ]
///     }
///
/// An entry matches a finding by its code, its file (relative to the baseline's folder, with `../`
/// where it is outside it) and its message with every line and column taken out
/// (`Main.storyboard:12:5` is `Main.storyboard:#`, `line 8` is `line #`) and any list of dependencies
/// after their manifest (`Podfile.lock (…)`): what
/// the finding is about (the identifier, selector, class or property, which messages name), not
/// where in the file it is, so editing a file does not bring old findings back. Entries count: two
/// identical findings need two entries.
package struct Baseline: Sendable {
    /// One accepted finding.
    package struct Entry: Hashable, Sendable {
        /// The finding's code.
        package var code: String
        /// Its file, relative to the baseline's folder (`../App/Main.storyboard` outside it); empty for none.
        package var file: String
        /// Its message, without lines and columns.
        package var message: String
    }

    /// The entries, in file order.
    package private(set) var entries: [Entry]
    /// The baseline file.
    package let path: String

    /// The entry for `finding`, with its file relative to `folder` (absolute).
    static func entry(for finding: Finding, relativeTo folder: String) -> Entry {
        let file = finding.location.map { relative(absolute($0.file), to: folder) } ?? ""
        return Entry(code: finding.code.rawValue, file: file, message: matchable(finding.message))
    }

    /// What of a message an entry matches: without lines and columns, and without the list of
    /// dependencies a message names after their manifest (`Podfile.lock (Shimmer, Lottie and 3
    /// more)`), which changes whenever a pod is added and says nothing of the finding itself.
    static func matchable(_ message: String) -> String {
        let bytes = Array(withoutPositions(message).utf8)
        let manifests = ["Podfile.lock (", "Cartfile.resolved (", "Package.resolved (", ".gitmodules ("].map {
            Array($0.utf8)
        }
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let manifest = manifests.first(where: { bytes[index...].starts(with: $0) }) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            // The manifest's name, then its list in parentheses (nested ones included) as `(…)`.
            let open = index + manifest.count - 1
            var depth = 0
            var close = open
            while close < bytes.count {
                if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                if bytes[close] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                close += 1
            }
            result += bytes[index..<open]
            if close < bytes.count {
                result += Array("(…)".utf8)
                index = close + 1
            } else {
                index = open
            }
        }
        // The targets a project check names at the end (`(target 'App' of App.xcodeproj)`), which
        // change when a target is added that builds the same file.
        let suffix = Array(".xcodeproj)".utf8)
        if result.count > suffix.count, result.suffix(suffix.count).elementsEqual(suffix),
            let open = result.lastIndex(of: UInt8(ascii: "(")), result[open...].starts(with: "(target".utf8)
        {
            let start = open > 0 && result[open - 1] == UInt8(ascii: " ") ? open - 1 : open
            result.removeSubrange(start...)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Builds a baseline of `findings`, to be written at `path`.
    package init(findings: [Finding], path: String) {
        self.path = path
        let folder = Self.folder(of: path)
        entries = findings.map { Self.entry(for: $0, relativeTo: folder) }
    }

    /// Reads the baseline at `path`.
    ///
    /// - Throws: A `baseline.invalid` ``Finding`` that names the file and what is wrong with it.
    package init(contentsOf path: String) throws(Finding) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Finding(
                .error, .baselineInvalid, at: FileLocation(file: path),
                "The baseline cannot be read; check the path, or write one with --write-baseline.")
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(Array(data))
        } catch let problem {
            throw Finding(
                .error, .baselineInvalid, at: FileLocation(file: path, line: problem.line, column: problem.column),
                "The baseline is not valid JSON: \(problem.reason); write it again with --write-baseline.")
        }
        guard case .object(let root) = value, case .array(let items)? = root["findings"] else {
            throw Finding(
                .error, .baselineInvalid, at: FileLocation(file: path, line: 1, column: 1),
                "The baseline must be an object with a \"findings\" array; write it again with --write-baseline.")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard case .object(let fields) = item, case .string(let code)? = fields["code"],
                case .string(let message)? = fields["message"]
            else {
                throw Finding(
                    .error, .baselineInvalid, at: FileLocation(file: path),
                    "Entry \(index + 1) of the baseline has no \"code\" and \"message\" strings; write the baseline "
                        + "again with --write-baseline.")
            }
            var file = ""
            if case .string(let value)? = fields["file"] { file = value }
            entries.append(Entry(code: code, file: file, message: Self.matchable(message)))
        }
        self.entries = entries
    }

    /// The baseline as JSON, one entry per line.
    package var json: String {
        var text = "{\n  \"version\": 1,\n  \"findings\": [\n"
        text += entries.map { entry in
            var json = JSONWriter()
            json.object {
                $0.field("code", entry.code)
                $0.field("file", entry.file)
                $0.field("message", entry.message)
            }
            var line = ""
            json.drain { line += String(decoding: $0, as: UTF8.self) }
            return "    " + line
        }.joined(separator: ",\n")
        text += (entries.isEmpty ? "" : "\n") + "  ]\n}\n"
        return text
    }

    /// `findings` without those the baseline accepts (each entry accepts one finding), and a
    /// `baseline.fixed` finding for each entry that no finding matched: a note, or with `strict`
    /// (`check --strict-baseline`) an error, so that a baseline never holds more than occurs.
    package func filter(_ findings: [Finding], strict: Bool = false) -> (
        reported: [Finding], accepted: Int, fixed: [Finding]
    ) {
        let folder = Self.folder(of: path)
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var reported: [Finding] = []
        var accepted = 0
        for finding in findings {
            let entry = Self.entry(for: finding, relativeTo: folder)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                accepted += 1
            } else {
                reported.append(finding)
            }
        }
        var fixed: [Finding] = []
        for entry in entries {
            guard let count = remaining[entry], count > 0 else { continue }
            remaining[entry] = count - 1
            let occurs =
                "The baseline's \(entry.code) finding in \(entry.file.isEmpty ? "no file" : entry.file) no longer "
                + "occurs (\(entry.message))"
            fixed.append(
                strict
                    ? Finding(
                        .error, .baselineFixed, at: FileLocation(file: path),
                        occurs + ", and --strict-baseline fails the run until the baseline holds only findings that "
                            + "occur; run with --write-baseline \(singleLine(path)) to shrink the file.")
                    : Finding(
                        .note, .baselineFixed, at: FileLocation(file: path),
                        occurs + "; write the baseline again with --write-baseline to drop it."))
        }
        return (reported, accepted, fixed)
    }

    /// The absolute folder of `path`.
    static func folder(of path: String) -> String {
        let full = absolute(path)
        return full.lastIndex(of: "/").map { String(full[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "/"
    }
}

/// `path` made absolute against the working directory, with `.` components removed.
func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") {
        if part == "." { continue }
        if part == ".." {
            if !parts.isEmpty { parts.removeLast() }
            continue
        }
        parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
}

/// `path` (absolute) relative to `folder` (absolute): below it (`App/Main.storyboard`), or climbing out of
/// it (`../App/Main.storyboard` for a baseline in a subfolder), so that a baseline matches on any
/// checkout wherever it was written.
func relative(_ path: String, to folder: String) -> String {
    let pathParts = path.split(separator: "/")
    let folderParts = folder.split(separator: "/")
    var common = 0
    while common < pathParts.count - 1 && common < folderParts.count && pathParts[common] == folderParts[common] {
        common += 1
    }
    let up = Array(repeating: "..", count: folderParts.count - common)
    return (up + pathParts[common...].map(String.init)).joined(separator: "/")
}

/// `message` with the positions it says taken out: each `:line` and `:line:column` after a file's
/// name (a name with an extension, `Main.storyboard:16`, `App/Main.swift:115:13`) replaced by `:#`,
/// and each number after `line ` or `column ` by `#` (`(line 8)`). A quoted name (`'step:1'`) is the
/// name's, copied as it is: an entry for the segue `step:1` is no entry for `step:2`.
func withoutPositions(_ message: String) -> String {
    var result: [UInt8] = []
    let bytes = Array(message.utf8)
    result.reserveCapacity(bytes.count)
    let quote = UInt8(ascii: "'")
    let colon = UInt8(ascii: ":")
    func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
    func digitsEnd(from index: Int) -> Int {
        var end = index
        while isDigit(end) { end += 1 }
        return end
    }
    /// Whether the bytes before `index` end with a file's extension: `.` and one to twelve letters
    /// after a name.
    func followsExtension(_ index: Int) -> Bool {
        var start = index
        while start > 0, index - start < 12, (0x41...0x5A).contains(bytes[start - 1] & 0xDF) { start -= 1 }
        return start < index && start > 1 && bytes[start - 1] == UInt8(ascii: ".")
            && bytes[start - 2] != UInt8(ascii: ".")
            && bytes[start - 2] != UInt8(ascii: " ")
    }
    func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte & 0xDF) || (0x30...0x39).contains(byte) || byte >= 0x80
    }
    let words = [Array("line ".utf8), Array("column ".utf8)]
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        // A quoted name opens after a space or punctuation (an apostrophe follows a letter: `File's`)
        // and closes at a quote not followed by a letter.
        if byte == quote, index == 0 || !isLetterOrDigit(bytes[index - 1]),
            let close = bytes[(index + 1)...].indices.first(where: {
                bytes[$0] == quote && ($0 + 1 == bytes.count || !isLetterOrDigit(bytes[$0 + 1]))
            })
        {
            result += bytes[index...close]
            index = close + 1
            continue
        }
        if let word = words.first(where: { bytes[index...].starts(with: $0) }), isDigit(index + word.count) {
            result += word + Array("#".utf8)
            index = digitsEnd(from: index + word.count)
            continue
        }
        if byte == colon, isDigit(index + 1), followsExtension(index) {
            var end = digitsEnd(from: index + 1)
            if end < bytes.count, bytes[end] == colon, isDigit(end + 1) { end = digitsEnd(from: end + 1) }
            result += Array(":#".utf8)
            index = end
            continue
        }
        result.append(byte)
        index += 1
    }
    return String(decoding: result, as: UTF8.self)
}

extension Finding.Code {
    /// A baseline file that cannot be read or is not a baseline.
    public static let baselineInvalid: Self = "baseline.invalid"
    /// A finding the baseline accepts that no longer occurs: a note, an error with `--strict-baseline`.
    public static let baselineFixed: Self = "baseline.fixed"
}
