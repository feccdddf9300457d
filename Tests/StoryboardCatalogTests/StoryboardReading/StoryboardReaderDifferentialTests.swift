import Foundation
import SegueRouting
import TestSupport
import Testing

@testable import StoryboardCatalog
@testable import StoryboardModel
@testable import StoryboardReading

/// The byte reader against the XMLParser-based reader kept as the oracle: the same scenes, segues
/// (identifiers, sources, triggers, destinations, positions), outlets, initial controllers, and
/// connections and runtime attributes with their owners, in storyboards and xibs.
@Suite("The storyboard reader against XMLParser")
struct StoryboardReaderDifferentialTests {
    /// The storyboards the project wrote, and the shared corpus when it is there.
    static let files: [String] = {
        var files: [String] = []
        for directory in [
            Repository.fixtures, Repository.fixtures.appendingPathComponent("Scenes"),
            Repository.fixtures.appendingPathComponent("Connections"), Corpus.storyboardDirectory,
        ] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            files += names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map {
                directory.appendingPathComponent($0).path
            }
        }
        return files
    }()

    /// A readable account of what a reader took out of a file, to compare field by field.
    static func summary(_ contents: Storyboard) -> [String] {
        var lines = ["platform \(contents.platform)", "initial \(contents.initialViewControllerID ?? "-")"]
        lines += contents.scenes.map { "scene \($0)" }
        lines += contents.segues.map { "segue \($0)" }
        lines += contents.outlets.map { "outlet \($0)" }
        lines += contents.connections.map { "connection \($0)" }
        lines += contents.runtimeAttributes.map { "attribute \($0)" }
        return lines
    }

    static func compare(_ data: Data, path: String) throws {
        let oracle = try XMLParserStoryboardReader.read(data, path: path)
        let read = try Storyboard(data: data, path: path)
        let expected = summary(oracle)
        let actual = summary(read)
        #expect(actual.count == expected.count, "\(path): \(actual.count) items, the oracle has \(expected.count)")
        for (line, (mine, theirs)) in zip(actual, expected).enumerated() where mine != theirs {
            Issue.record("\(path) item \(line):\n  read   \(mine)\n  oracle \(theirs)")
            break
        }
    }

    @Test("Every fixture and corpus storyboard reads the same", arguments: files)
    func sameReading(file: String) throws {
        try Self.compare(try Data(contentsOf: URL(fileURLWithPath: file)), path: file)
    }

    @Test(
        "Reading only the scenes and segues keeps them as reading everything does, and nothing else",
        arguments: files)
    func scenesAndSegues(file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let path = file
        let whole = try Storyboard(data: data, path: path)
        let lean = try data.withUnsafeBytes { bytes throws(Finding) in
            try Storyboard(document: XMLDocumentBytes(copying: bytes), path: path, extent: .scenesAndSegues)
        }
        #expect(lean.scenes.map { "\($0)" } == whole.scenes.map { "\($0)" }, "\(path)")
        #expect(lean.segues.map { "\($0)" } == whole.segues.map { "\($0)" }, "\(path)")
        #expect(lean.segues.map(\.trigger.title) == whole.segues.map(\.trigger.title), "\(path)")
        #expect(lean.initialViewControllerID == whole.initialViewControllerID && lean.platform == whole.platform)
        #expect(lean.objects.isEmpty && lean.connections.isEmpty && lean.outlets.isEmpty && lean.reusableViews.isEmpty)
        #expect(lean.assetReferences.isEmpty && lean.fonts.isEmpty && lean.bindings.isEmpty)
    }

    @Test(
        "Thousands of rewritten variants read the same: attribute order, quotes, whitespace, comments, references",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func variants() throws {
        let sources = Self.files.filter {
            (try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int ?? 0).map { $0 < 20_000 } ?? false
        }
        #expect(!sources.isEmpty)
        var generator = SeededGenerator(seed: 0xD1FF)
        var count = 0
        for round in 0..<(2_000 / max(sources.count, 1) + 1) {
            for file in sources {
                let text = try String(contentsOfFile: file, encoding: .utf8)
                let variant = StoryboardVariant.rewrite(text, using: &generator)
                try Self.compare(Data(variant.utf8), path: "\(file)#\(round)")
                count += 1
            }
        }
        #expect(count >= 2_000)
    }
}

/// Rewrites a storyboard into an equivalent document: each start tag's attributes shuffled, quoted
/// with `'` or `"`, separated by spaces, tabs or line breaks, some characters of values written as
/// character or entity references, and comments between elements.
enum StoryboardVariant {
    static func rewrite(_ text: String, using generator: inout SeededGenerator) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var rest = Substring(text)
        // Start tags with double-quoted attributes, as Xcode writes them.
        let tag = /<([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9:]*="[^"]*")*)\s*(\/?)>/
        let attribute = /([A-Za-z][A-Za-z0-9:]*)="([^"]*)"/
        while let match = rest.firstMatch(of: tag) {
            output += rest[..<match.range.lowerBound]
            if output.hasSuffix(">") || output.hasSuffix("\n"), Int.random(in: 0..<8, using: &generator) == 0 {
                output += "<!-- variant \(Int.random(in: 0..<1000, using: &generator)) -->"
            }
            var attributes = match.output.2.matches(of: attribute).map { (String($0.output.1), String($0.output.2)) }
            attributes.shuffle(using: &generator)
            output += "<" + match.output.1
            for (name, value) in attributes {
                let separators = [" ", "  ", "\t", "\n    ", " \r\n "]
                output += separators[Int.random(in: 0..<separators.count, using: &generator)]
                let single = !value.contains("'") && Bool.random(using: &generator)
                output += name + "=" + (single ? "'" : "\"") + reencode(value, single: single, using: &generator)
                output += single ? "'" : "\""
            }
            output += (Bool.random(using: &generator) ? " " : "") + match.output.3 + ">"
            rest = rest[match.range.upperBound...]
        }
        output += rest
        return output
    }

    /// `value` (as written, with its references) with some plain characters written as references.
    private static func reencode(_ value: String, single: Bool, using generator: inout SeededGenerator) -> String {
        var result = ""
        var inReference = false
        for scalar in value.unicodeScalars {
            if scalar == "&" { inReference = true }
            defer { if scalar == ";" { inReference = false } }
            if !inReference, scalar.value > 0x20, Int.random(in: 0..<10, using: &generator) == 0 {
                result +=
                    Bool.random(using: &generator) ? "&#\(scalar.value);" : "&#x\(String(scalar.value, radix: 16));"
            } else if single && scalar == "\"" {
                result += "&quot;"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
