import Foundation
import TestSupport
import Testing

/// Every finding code the package declares, read from its sources: each module declares the codes it
/// reports in an `extension Finding.Code`, next to the code that reports them.
struct DeclaredCode {
    var name: String
    var rawValue: String
    var file: String
    var documented: Bool
}

enum PackageSources {
    /// Every Swift file under `Sources/`, with its path relative to the repository.
    static func files() throws -> [(path: String, text: String)] {
        let root = Repository.root.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            (
                "Sources/" + relative,
                try String(contentsOfFile: root.appendingPathComponent(relative).path, encoding: .utf8)
            )
        }
    }

    static func declaredCodes(in files: [(path: String, text: String)]) throws -> [DeclaredCode] {
        let declaration = try Regex(#"((?:[ ]*///[^\n]*\n)*)[ ]*public static let (\w+): Self = "([^"]+)""#)
        var codes: [DeclaredCode] = []
        for file in files {
            var rest = Substring(file.text)
            while let start = rest.range(of: "extension Finding.Code {") {
                let body = rest[start.upperBound...]
                let end = body.range(of: "\n}")?.lowerBound ?? body.endIndex
                for match in body[..<end].matches(of: declaration) {
                    codes.append(
                        DeclaredCode(
                            name: String(match.output[2].substring ?? ""),
                            rawValue: String(match.output[3].substring ?? ""), file: file.path,
                            documented: !(match.output[1].substring ?? "").isEmpty))
                }
                rest = body[end...]
            }
        }
        return codes
    }
}

@Suite("Finding codes")
struct FindingCodeCatalogTests {
    @Test("Every declared code is documented, unique, and reported somewhere in the sources")
    func declaredCodesAreReported() throws {
        let files = try PackageSources.files()
        let codes = try PackageSources.declaredCodes(in: files)
        #expect(codes.count >= 30, "found only \(codes.count) declarations; did the declaration form change?")
        #expect(Set(codes.map(\.rawValue)).count == codes.count, "two names share a code")
        // Every `.name` of the sources that is no declaration (`.name: Self`), in one pass over each file.
        var uses: Set<String> = []
        for file in files {
            let bytes = Array(file.text.utf8)
            func isIdentifier(_ byte: UInt8) -> Bool {
                (0x41...0x5A).contains(byte & 0xDF) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_")
            }
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: ".") else { continue }
                var end = index + 1
                while end < bytes.count && isIdentifier(bytes[end]) { end += 1 }
                guard end > index + 1 else { continue }
                var after = end
                while after < bytes.count && bytes[after] == UInt8(ascii: " ") { after += 1 }
                let declares =
                    after < bytes.count && bytes[after] == UInt8(ascii: ":")
                    && String(decoding: bytes[(after + 1)...].prefix(6), as: UTF8.self)
                        .trimmingCharacters(in: .whitespaces).hasPrefix("Self")
                if !declares { uses.insert(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
                index = end - 1
            }
        }
        for code in codes {
            #expect(code.documented, "\(code.name) in \(code.file) has no doc comment")
            #expect(code.rawValue.range(of: #"^[a-z]+\.[a-z0-9-]+$"#, options: .regularExpression) != nil)
            #expect(
                uses.contains(code.name),
                "\(code.name) (\(code.rawValue)) is declared in \(code.file) but no source reports it")
        }
    }

    @Test("Every declared code is listed in the Finding codes article")
    func declaredCodesAreInTheArticle() throws {
        let article = try String(
            contentsOf: Repository.root.appendingPathComponent(
                "Sources/SegueRouting/SegueRouting.docc/FindingCodes.md"),
            encoding: .utf8)
        for code in try PackageSources.declaredCodes(in: PackageSources.files()) {
            #expect(article.contains("| `\(code.rawValue)` |"), "\(code.rawValue) is not in FindingCodes.md")
        }
    }

    @Test("Every finding the sources make names a declared code, never a literal")
    func reportedCodesAreDeclared() throws {
        let files = try PackageSources.files()
        let declared = Set(try PackageSources.declaredCodes(in: files).map(\.name))
        let construction = try Regex(#"Finding\(\s*(?:\.\w+|severity|[a-z]\w*)\s*,\s*([^,\s]+)\s*,"#)
        var constructions = 0
        for file in files {
            for match in file.text.matches(of: construction) {
                constructions += 1
                let code = String(match.output[1].substring ?? "")
                guard code.hasPrefix(".") else {
                    // A code passed on as a parameter is checked where it was named.
                    #expect(!code.hasPrefix("\""), "\(file.path) makes a finding with the literal code \(code)")
                    continue
                }
                #expect(declared.contains(String(code.dropFirst())), "\(file.path) reports undeclared code \(code)")
            }
        }
        #expect(constructions >= 30, "found only \(constructions) findings made; did the form change?")
    }
}
