import Foundation
import StoryboardCatalog
import TestSupport
import Testing

@testable import SourceReading

/// The class and extension declarations the reader finds, held against those the Swift compiler's
/// parser reports (`swiftc -dump-parse`), on the package's own sources and on generated files made of
/// the forms that once misled the reader.
@Suite("Class and extension declarations against the Swift compiler's parser")
struct SwiftDeclarationCompilerTests {
    /// The qualified names of the classes and extensions of each file, as `swiftc -dump-parse` tells
    /// them: nested declarations qualified by the types and extensions around them, an extension of
    /// `T?` as `Optional`, of `[T]` as `Array`, of `[K: V]` as `Dictionary`, generic arguments left
    /// out.
    static func compilerDeclarations(_ files: [String]) throws -> [String: [String]] {
        let swiftc = try #require(Toolchain.program("swiftc"), "swiftc is not on the PATH")
        let result = try runProcess(swiftc, ["-dump-parse", "-swift-version", "6"] + files)
        let errors = result.errors.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error:") }
        try #require(result.status == 0, "\(errors.prefix(10).joined(separator: "\n"))")
        var declarations: [String: [String]] = [:]
        var file = ""
        // The enclosing type declarations: their indentation and names.
        var stack: [(indent: Int, name: String)] = []
        let kinds = ["class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl"]
        for line in (result.output + result.errors).split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let text = line.dropFirst(indent)
            if text.hasPrefix("(source_file \"") {
                file = String(text.dropFirst("(source_file \"".count).prefix { $0 != "\"" })
                stack = []
                continue
            }
            // Any node at or left of an enclosing declaration's indentation ends that declaration.
            if text.hasPrefix("(") {
                while let last = stack.last, last.indent >= indent { stack.removeLast() }
            }
            guard let kind = kinds.first(where: { text.hasPrefix("(" + $0 + " ") }) else { continue }
            // The name is the first quoted text after the range.
            guard let range = text.range(of: "] "), let open = text[range.upperBound...].firstIndex(of: "\"") else {
                continue
            }
            var name = String(text[text.index(after: open)...].prefix { $0 != "\"" })
            if kind == "extension_decl" { name = Self.extendedTypeName(name) }
            let qualified = stack.last.map { $0.name + "." + name } ?? name
            stack.append((indent, qualified))
            // An actor is a class to the compiler; no Interface Builder file can use one, and the
            // reader leaves it out.
            let flags = text[text.index(after: open)...].drop { $0 != "\"" }
            let isActor = flags.split(separator: " ").contains("actor")
            if (kind == "class_decl" && !isActor) || kind == "extension_decl" {
                declarations[file, default: []].append(kind == "extension_decl" ? name : qualified)
            }
        }
        return declarations
    }

    /// `Bool?` as `Optional`, `[Int]` as `Array`, `[K: V]` as `Dictionary`, `Box<Int>` as `Box`,
    /// `` `class` `` as `class`.
    static func extendedTypeName(_ written: String) -> String {
        let name = written.replacingOccurrences(of: "`", with: "")
        if name.hasSuffix("?") { return "Optional" }
        if name.hasPrefix("[") { return name.contains(":") ? "Dictionary" : "Array" }
        var result = ""
        var level = 0
        for character in name {
            if character == "<" {
                level += 1
            } else if character == ">" {
                level -= 1
            } else if level == 0 {
                result.append(character)
            }
        }
        return result
    }

    /// The reader's qualified names of the classes and extensions of each file.
    static func readerDeclarations(_ files: [String]) throws -> [String: [String]] {
        var declarations: [String: [String]] = [:]
        for file in files {
            declarations[file] = try SwiftSourceFile(contentsOf: file).classes.map(\.qualifiedName)
        }
        return declarations
    }

    static func differences(_ files: [String]) throws -> [String] {
        // One compiler run for files of different names (`-dump-parse` refuses two `main.swift`).
        var groups: [[String]] = []
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            if let index = groups.firstIndex(where: {
                !$0.contains { URL(fileURLWithPath: $0).lastPathComponent == name }
            }) {
                groups[index].append(file)
            } else {
                groups.append([file])
            }
        }
        var compiler: [String: [String]] = [:]
        for group in groups { compiler.merge(try compilerDeclarations(group)) { $1 } }
        let reader = try readerDeclarations(files)
        return files.compactMap { file in
            let expected = (compiler[file] ?? []).sorted()
            let found = (reader[file] ?? []).sorted()
            guard expected != found else { return nil }
            let missing = expected.filter { !found.contains($0) }
            let extra = found.filter { !expected.contains($0) }
            return "\(file): the reader misses \(missing) and adds \(extra)"
        }
    }

    @Test(
        "The package's own Swift files",
        .enabled(if: LongTests.enabled, "a long run: SEGUEROUTING_LONG_TESTS=1 runs it, as .ci/long-tests does"))
    func packageSources() throws {
        // Declarations inside `#if` are left out: the compiler parses only the branch it takes.
        let roots = ["Sources", "Tests", "Plugins", "IntegrationTests", "Fuzz/Sources", "Benchmarks/Benchmarks"]
        var files: [String] = []
        for root in roots {
            let folder = Repository.root.appendingPathComponent(root)
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk where path.hasSuffix(".swift") && !path.contains(".build") {
                let file = folder.appendingPathComponent(path).path
                let text = try String(contentsOfFile: file, encoding: .utf8)
                if !Self.declaresInsideConditional(text) { files.append(file) }
            }
        }
        try #require(files.count > 150)
        let differences = try Self.differences(files)
        #expect(
            differences.isEmpty, "\(differences.count) files differ:\n\(differences.prefix(10).joined(separator: "\n"))"
        )
    }

    /// Whether a class or extension is declared between `#if` and `#endif`.
    static func declaresInsideConditional(_ text: String) -> Bool {
        var depth = 0
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#if") { depth += 1 }
            if trimmed.hasPrefix("#endif") { depth -= 1 }
            if depth > 0 && (line.contains("class ") || line.contains("extension ")) { return true }
        }
        return false
    }

    @Test("Generated declarations in the forms that once misled the reader: 400, and 2,000 in the long run")
    func generatedDeclarations() throws {
        var generator = SeededGenerator(seed: 34)
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        var files: [String] = []
        // Files of 100 declarations: the first 4 in swift test, all 20 in .ci/long-tests.
        for number in 0..<LongTests.count(4, full: 20) {
            var text = "import class Kit.Screen\nimport struct Kit.Size\n"
            for _ in 0..<100 { text += Self.declaration(&generator, depth: 0) }
            files.append(try folder.write("Generated\(number).swift", text))
        }
        let differences = try Self.differences(files)
        #expect(
            differences.isEmpty, "\(differences.count) files differ:\n\(differences.prefix(5).joined(separator: "\n"))")
    }

    static let names = ["Inbox", "Detail", "Cell", "`class`", "`Type`", "Box", "View", "Kind", "Outer", "Inner"]

    /// A type declaration (with members) in one of the forms that need care.
    static func declaration(_ generator: inout SeededGenerator, depth: Int) -> String {
        let name = names.randomElement(using: &generator)!
        let inheritance = [
            "", ": NSObject", ": NSObject, @unchecked Sendable, Codable", ": P & Q", ": Outer<Int>.Inner",
            ": @preconcurrency UIViewController", ": Base<[Int]>",
        ]
        .randomElement(using: &generator)!
        var members = ""
        if depth < 2 {
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                members += declaration(&generator, depth: depth + 1)
            }
        }
        let classNoise = ["class func make() {}\n", "class var shared: Int { 0 }\n"]
        let noise = [
            "init(class cls: AnyClass) {}\n",
            "static prefix func - (x: Int) -> Int { x }\n", "let h = v!/2 // \"\"\"\n",
            "func f() { let r = /[a-z]+/; _ = r }\n", "#if false\nclass Hidden {}\n#endif\n",
            "var s = \"\"\"\n    class NotAClass {}\n    \"\"\"\n",
        ]
        .randomElement(using: &generator)!
        switch Int.random(in: 0..<6, using: &generator) {
        case 0, 1:
            let extra = Bool.random(using: &generator) ? classNoise.randomElement(using: &generator)! : ""
            return "class \(name)\(inheritance) {\n\(members)\(noise)\(extra)}\n"
        case 2: return "struct \(name) {\n\(members)\(noise)}\n"
        case 3: return "enum \(name) {\ncase `class`, other\n\(members)}\n"
        case 4 where depth == 0:
            let extended = ["A.B", "Outer.Inner.Deep", "Bool?", "[Int]", "[String: Int]", "Box<Int>", name]
                .randomElement(using: &generator)!
            return "extension \(extended) {\n\(members)}\n"
        default: return "protocol \(name.replacingOccurrences(of: "`", with: ""))P {}\n"
        }
    }
}
