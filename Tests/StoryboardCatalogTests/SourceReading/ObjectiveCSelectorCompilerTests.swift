import Foundation
import StoryboardCatalog
import TestSupport
import Testing

@testable import SourceReading

/// The selectors of thousands of generated method names, held against the ones the Swift compiler
/// gives them: each name is the requirement of an `@objc` protocol of its own, and the compiler's
/// generated Objective-C header spells every requirement's selector. This works on Linux, where the
/// frontend accepts `@objc` with Objective-C interoperability turned on and no Foundation.
@Suite("Objective-C selectors against the Swift compiler's")
struct ObjectiveCSelectorCompilerTests {
    /// Words that exercise the rule: prepositions in both cases, acronyms, underscores, digits and
    /// letters outside ASCII.
    static let words = [
        "open", "to", "To", "for", "For", "in", "In", "_", "x", "URL", "url", "Session", "with", "With", "at",
        "caf\u{E9}", "\u{FC}mlaut", "make", "Detail", "segue", "Segue", "2", "from", "From", "data", "of", "by",
        "Using", "as", "UTF", "8", "inbox", "unwind", "coder", "I", "a", "A", "on", "On", "into", "ID", "__",
    ]

    /// A name of one to `most` words that Swift accepts where `valid` says so.
    static func name(_ generator: inout SeededGenerator, most: Int, valid: (String) -> Bool) -> String {
        while true {
            let name = (0..<Int.random(in: 1...most, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            .joined()
            if let first = name.unicodeScalars.first, !("0"..."9").contains(first), valid(name) { return name }
        }
    }

    @Test("Generated method names get the compiler's selectors: 800, and 4,000 in the long run")
    func generatedNames() throws {
        let swiftc = try #require(Toolchain.program("swiftc"), "swiftc is not on the PATH")
        var generator = SeededGenerator(seed: 29)
        var declarations: [(name: String, labels: [String?])] = []
        for _ in 0..<LongTests.count(800, full: 4_000) {
            // Backticks let the base name be a keyword; `init` and the like are not methods.
            let base = Self.name(&generator, most: 3) { !reservedNames.contains($0) && $0 != "_" }
            let labels: [String?] = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Int.random(in: 0..<10, using: &generator) < 3
                    ? nil : Self.name(&generator, most: 2) { !["_", "inout", "var", "let"].contains($0) }
            }
            declarations.append((base, labels))
        }
        let source = declarations.enumerated().map { index, declaration in
            let parameters = declaration.labels.enumerated().map { "\($1 ?? "_") p\($0): Int" }
            return "@objc protocol P\(index) { func `\(declaration.name)`(\(parameters.joined(separator: ", "))) }"
        }
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let file = try folder.write("Names.swift", source.joined(separator: "\n") + "\n")
        let header = folder.path("Names.h")
        let result = try runProcess(
            swiftc,
            [
                "-frontend", "-typecheck", "-enable-objc-interop", "-disable-objc-attr-requires-foundation-module",
                "-emit-objc-header-path", header, file,
            ])
        try #require(result.status == 0, "\(result.errors)")
        let selectors = try Self.selectors(inHeader: String(contentsOfFile: header, encoding: .utf8))
        try #require(selectors.count == declarations.count)
        var mismatches: [String] = []
        for (index, declaration) in declarations.enumerated() {
            let ours = ObjectiveCSelector(swiftName: declaration.name, labels: declaration.labels).rawValue
            if ours != selectors[index] {
                mismatches.append(
                    "\(declaration.name) \(declaration.labels): \(ours), compiler \(selectors[index] ?? "-")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ:\n\(mismatches.prefix(20).joined(separator: "\n"))")
    }

    /// Each protocol's selector, by its number: `- (void)openTo_x:(NSInteger)p0 sender:(NSInteger)p1;`
    /// is `openTo_x:sender:`.
    static func selectors(inHeader header: String) -> [Int: String] {
        var selectors: [Int: String] = [:]
        var current: Int?
        for line in header.split(separator: "\n") {
            if line.hasPrefix("@protocol P"), let number = Int(line.dropFirst("@protocol P".count)) {
                current = number
            } else if line.hasPrefix("- (void)"), let number = current {
                let chunks = line.dropFirst("- (void)".count).components(separatedBy: "(NSInteger)")
                guard chunks.count > 1 else {
                    selectors[number] = String(chunks[0].dropLast())  // the `;`
                    continue
                }
                // Every chunk but the last ends with a piece: `openTo_x:`, then `p0 sender:`.
                selectors[number] = chunks.dropLast().map { $0.split(separator: " ").last.map(String.init) ?? "" }
                    .joined()
            }
        }
        return selectors
    }
}
