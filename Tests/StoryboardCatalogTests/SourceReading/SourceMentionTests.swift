import Foundation
import TestSupport
import Testing

@testable import SourceReading

@Suite("Names a source file holds, searched for in its bytes")
struct SourceMentionTests {
    @Test("A whole name in code, a string or a comment; not a part of a longer name")
    func wholeNames() {
        let text = Array("let a = defaults.bool(forKey: \"ShowsGrid\") // ShowGridLines\n_ShowGrid2".utf8)
        #expect(SwiftSources.holds(text, Array("ShowsGrid".utf8)))
        #expect(SwiftSources.holds(text, Array("defaults".utf8)))
        #expect(!SwiftSources.holds(text, Array("ShowGrid".utf8)))
        #expect(!SwiftSources.holds(text, Array("Grid".utf8)))
        #expect(SwiftSources.holds(text, Array("_ShowGrid2".utf8)))
        #expect(!SwiftSources.holds(Array("Show".utf8), Array("ShowsGrid".utf8)))
    }

    @Test("Files read again from disk; sources given as bytes count as holding every name")
    func readFromDisk() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.cleanUp() }
        _ = try scratch.write("App/Prefs.m", "NSString *const GridKey = @\"ShowsGrid\";")
        _ = try scratch.write("App/Other.swift", "let other = \"WindowOpacity\"")
        let sources = SwiftSources(paths: [scratch.url.path])
        #expect(sources.mentioned(["ShowsGrid", "ShowGrid", "WindowOpacity", ""]) == ["ShowsGrid", "WindowOpacity"])
        let inMemory = SwiftSources(files: [SwiftSourceFile(bytes: Array("let x = 1".utf8), path: "X.swift")])
        #expect(inMemory.mentioned(["ShowGrid"]) == ["ShowGrid"])
    }
}
