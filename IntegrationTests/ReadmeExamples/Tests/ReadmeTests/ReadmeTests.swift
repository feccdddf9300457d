import Foundation
import Testing

/// The repository's root, two folders above this package.
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A fenced Swift block of a Markdown file and the file it shows, from the marker line above it:
/// `<!-- file: PATH -->` (the whole file) or `<!-- file: PATH (beginning) -->` (its first lines).
struct ShownFile: CustomStringConvertible {
    let document: String
    let line: Int
    let path: String?
    let wholeFile: Bool
    let text: String

    var description: String { "\(document):\(line)" }
}

/// The Swift blocks of a Markdown document.
func swiftBlocks(of document: URL) throws -> [ShownFile] {
    let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
    var blocks: [ShownFile] = []
    var index = 0
    while index < lines.count {
        guard lines[index] == "```swift" else {
            index += 1
            continue
        }
        var marker: String?
        var back = index - 1
        while back >= 0 && lines[back].isEmpty { back -= 1 }
        if back >= 0, lines[back].hasPrefix("<!-- file: "), lines[back].hasSuffix(" -->") {
            marker = String(lines[back].dropFirst("<!-- file: ".count).dropLast(" -->".count))
        }
        let start = index + 1
        var end = start
        while end < lines.count && lines[end] != "```" { end += 1 }
        let text = lines[start..<end].joined(separator: "\n") + "\n"
        let wholeFile = !(marker?.hasSuffix(" (beginning)") ?? false)
        let path = marker.map { wholeFile ? $0 : String($0.dropLast(" (beginning)".count)) }
        blocks.append(
            ShownFile(document: document.lastPathComponent, line: start, path: path, wholeFile: wholeFile, text: text))
        index = end + 1
    }
    return blocks
}

@Suite("The README's code is the code CI compiles")
struct ReadmeTests {
    /// The README, the other Markdown documents of the repository, and the articles of every DocC
    /// catalog.
    static let documents: [URL] = {
        var documents = ["README.md", "CONTRIBUTING.md", "Benchmarks/README.md"].map {
            repository.appendingPathComponent($0)
        }
        let sources = repository.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            documents += articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
        return documents
    }()

    @Test("The README and the DocC articles are all checked")
    func documentsFound() {
        #expect(Self.documents.count >= 9)
    }

    @Test(
        "Every Swift block names the file it shows, and is that file's text byte for byte", arguments: documents)
    func blocksAreFiles(document: URL) throws {
        for block in try swiftBlocks(of: document) {
            let path = try #require(block.path, "\(block): a Swift block without a <!-- file: … --> marker")
            let file = try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
            if block.wholeFile {
                #expect(file == block.text, "\(block) differs from \(path)")
            } else {
                #expect(file.hasPrefix(block.text), "\(block) is not the beginning of \(path)")
            }
        }
    }

    @Test("Every relative link of a document leads to a file of the repository", arguments: documents)
    func linksResolve(document: URL) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var checked = 0
        for match in text.matches(of: link) {
            let target = String(match.output[1].substring ?? "")
            if target.contains("://") || target.hasPrefix("#") || target.hasPrefix("doc:") { continue }
            let path = String(target.split(separator: "#", maxSplits: 1)[0])
            let resolved = document.deletingLastPathComponent().appendingPathComponent(path).standardized
            // DocC finds an article's images by name in its catalog's Resources folder.
            let resource = document.deletingLastPathComponent().appendingPathComponent("Resources/" + path)
            let isResource = document.deletingLastPathComponent().pathExtension == "docc"
                && FileManager.default.fileExists(atPath: resource.path)
            checked += 1
            #expect(
                isResource || FileManager.default.fileExists(atPath: resolved.path),
                "\(document.lastPathComponent) links to \(target), which does not exist")
        }
        if document.lastPathComponent == "README.md" && document.deletingLastPathComponent() == repository {
            #expect(checked >= 10, "the README's links were not found")
        }
    }

    @Test("A block that differs from its file is caught")
    func checkCanFail() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let text =
            "<!-- file: IntegrationTests/ReadmeExamples/Sources/AppLogic/AppModel.swift -->\n```swift\nchanged\n```\n"
        try Data(text.utf8).write(to: scratch)
        let blocks = try swiftBlocks(of: scratch)
        let file = try String(
            contentsOf: repository.appendingPathComponent(try #require(blocks.first?.path)), encoding: .utf8)
        #expect(blocks.count == 1 && file != blocks[0].text)
    }
}
