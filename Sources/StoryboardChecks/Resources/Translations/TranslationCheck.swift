import CatalogFiles
import SegueRouting
import StoryboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Finding.Code {
    /// A translation (`xx.lproj/Name.strings`) of a `Base.lproj` storyboard or xib with keys whose
    /// object the Base document no longer has: the object was replaced, and its replacement shows
    /// the Base text in that language.
    public static let translationStaleKeys: Self = "translation.stale-keys"
    /// A language that translates some of a folder's Base documents but has no `.strings` for this
    /// one: the document shows its Base text in that language. A note.
    public static let translationMissingFile: Self = "translation.missing-file"
    /// A `.strings` translation of a Base document that is not a strings list: the system ignores it,
    /// and the document shows its Base text in that language.
    public static let translationMalformed: Self = "translation.malformed"
}

/// The translations of Base-localized documents checked against the documents: each
/// `xx.lproj/Name.strings` beside the `Base.lproj` that holds `Name.storyboard` or `Name.xib`.
///
/// A key of such a file is `objectID.property`; a key whose object id the Base document does not
/// have anywhere (every `id="…"` of its bytes counts) is dead. Only documents in a `Base.lproj`
/// folder are checked: a `.strings` file applies to nothing else (a document in `en.lproj` is that
/// language's own copy, and other languages use it untranslated). A language with its own copy of
/// the document (`de.lproj/Name.storyboard`) needs no `.strings`. The files are read from disk, next
/// to the documents, whatever bundle they are in; nothing is read for a document without
/// translations.
struct TranslationCheck {
    /// The documents: those in a `Base.lproj` folder are checked.
    let documents: [Storyboard]
    let fileSystem: FileSystem
    /// The names of the Base documents of each folder that holds a `Base.lproj`.
    let baseNames: [String: Set<String>]

    init(documents: [Storyboard], fileSystem: FileSystem = .posix) {
        self.documents = documents
        self.fileSystem = fileSystem
        var baseNames: [String: Set<String>] = [:]
        for document in documents {
            if let container = Self.baseContainer(of: document.path) {
                baseNames[container, default: []].insert(document.name)
            }
        }
        self.baseNames = baseNames
    }

    /// How many dead keys a finding names.
    static let keysShown = 3

    func findings() -> [Finding] {
        var found: [Finding] = []
        var folders: [String: LanguageFolders] = [:]
        var seen: Set<String> = []
        for document in documents {
            guard let container = Self.baseContainer(of: document.path), seen.insert(document.path).inserted else {
                continue
            }
            if folders[container] == nil { folders[container] = LanguageFolders(container, fileSystem) }
            guard let languages = folders[container] else { continue }
            found += check(document, in: container, languages)
        }
        return found
    }

    /// The folder that holds the `Base.lproj` a document is in, or `nil` when it is not in one.
    static func baseContainer(of path: String) -> String? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = path[..<slash]
        guard folder.utf8.elementsEqual("Base.lproj".utf8) || folder.utf8.reversed().starts(with: "jorpl.esaB/".utf8)
        else { return nil }
        let container = folder.dropLast("Base.lproj".utf8.count)
        return container.isEmpty ? "." : String(container.dropLast())
    }

    /// The `.lproj` folders beside a `Base.lproj`, with the names of their files.
    struct LanguageFolders {
        /// Each language folder (`de.lproj`) and its file names.
        var languages: [(folder: String, files: Set<String>)] = []
        /// The stems of the `.strings` files of each language.
        init(_ container: String, _ fileSystem: FileSystem) {
            for name in fileSystem.entryNames(of: container)
            where name.hasSuffix(".lproj") && name != "Base.lproj" {
                languages.append((name, Set(fileSystem.entryNames(of: container + "/" + name))))
            }
        }
    }

    private func check(_ document: Storyboard, in container: String, _ folders: LanguageFolders) -> [Finding] {
        let name = document.name
        let stringsName = name + ".strings"
        var translated: [(folder: String, path: String)] = []
        var lacking: [String] = []
        for (folder, files) in folders.languages {
            if files.contains(stringsName) {
                translated.append((folder, container + "/" + folder + "/" + stringsName))
            } else if !files.contains(name + ".storyboard") && !files.contains(name + ".xib")
                && files.contains(where: { isDocumentTranslation($0, in: container) })
            {
                lacking.append(folder)
            }
        }
        guard !translated.isEmpty else { return [] }
        var found: [Finding] = []
        if !lacking.isEmpty {
            let languages = lacking.map { String($0.dropLast(6)) }
            found.append(
                Finding(
                    .note, .translationMissingFile, at: FileLocation(file: document.path),
                    "\(languages.count == 1 ? "The language" : "The languages") \(languages.joined(separator: ", ")) "
                        + "translate other documents of this folder but have no \(stringsName), which "
                        + "\(translated.count) other language(s) have (\(translated.prefix(3).map { String($0.folder.dropLast(6)) }.joined(separator: ", "))"
                        + "\(translated.count > 3 ? ", …" : "")), so this \(document.kind == .xib ? "xib" : "storyboard") "
                        + "shows its Base text in \(languages.count == 1 ? "that language" : "those languages"); add the "
                        + "translation (select the document in Xcode and check the language in the File inspector, "
                        + "or Export Localizations), or ignore this if the language is meant to show it untranslated."))
        }
        let ids: Set<String>
        do throws(FileError) {
            ids = Self.objectIDs(in: try FileReader.bytes(at: FilePath(document.path)))
        } catch {
            return found
        }
        for (folder, path) in translated {
            found += check(path, folder: folder, document: document, ids: ids)
        }
        return found
    }

    /// Whether `file`, a file of a language folder beside the `Base.lproj` in `container`, is the
    /// `.strings` translation of one of that `Base.lproj`'s documents.
    private func isDocumentTranslation(_ file: String, in container: String) -> Bool {
        let suffix = ".strings".utf8
        guard file.utf8.count > suffix.count, file.utf8.reversed().starts(with: suffix.reversed()) else { return false }
        return baseNames[container]?.contains(String(file.utf8.dropLast(suffix.count))!) == true
    }

    private func check(_ path: String, folder: String, document: Storyboard, ids: Set<String>) -> [Finding] {
        let language = String(folder.dropLast(6))
        let file: StringsFile
        do throws(FileError) {
            let bytes = try FileReader.bytes(at: FilePath(path))
            do throws(StringsFile.Failure) {
                file = try StringsFile(bytes: bytes)
            } catch {
                return [
                    Finding(
                        .warning, .translationMalformed,
                        at: FileLocation(file: path, line: error.line, column: error.column),
                        "This \(language) translation of \(lastPathComponent(document.path)) is not a strings list: "
                            + "\(error.message); the system ignores the whole file, so the "
                            + "\(document.kind == .xib ? "xib" : "storyboard") shows its Base text in \(language). "
                            + "Fix the line (each entry is \"objectID.property\" = \"text\";), or export the "
                            + "translation again from Xcode.")
                ]
            }
        } catch {
            return [
                Finding(
                    .warning, .translationMalformed, at: FileLocation(file: path),
                    "This translation of \(lastPathComponent(document.path)) cannot be read, so the system ignores "
                        + "it: " + FileReader.readFailure(error))
            ]
        }
        var dead: [StringsFile.Entry] = []
        var keyed = 0
        for entry in file.entries {
            guard let id = Self.objectID(of: entry.key) else { continue }
            keyed += 1
            if !ids.contains(id) { dead.append(entry) }
        }
        guard let first = dead.first else { return [] }
        let shown = dead.prefix(Self.keysShown).map {
            "\(quoted($0.key)) (\(quoted(Self.abbreviated(file.value(of: $0)))))"
        }
        let more = dead.count > Self.keysShown ? " and \(dead.count - Self.keysShown) more" : ""
        let kind = document.kind == .xib ? "xib" : "storyboard"
        return [
            Finding(
                .warning, .translationStaleKeys, at: FileLocation(file: path, line: first.line, column: 1),
                "\(dead.count) of the \(keyed) keys of this \(language) translation name objects "
                    + "\(lastPathComponent(document.path)) no longer has: \(shown.joined(separator: ", "))\(more). "
                    + "Their objects were replaced or deleted after the last translation, so what replaced them "
                    + "shows the Base text in \(language). Regenerate the translation from the \(kind) (Xcode's "
                    + "Product > Export Localizations, or ibtool --generate-strings-file), translate the new "
                    + "keys, and delete the dead ones.")
        ]
    }

    /// The object id a key names: what comes before its first `.`, if it has one.
    static func objectID(of key: String) -> String? {
        var key = key
        return key.withUTF8 { bytes in
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
        }
    }

    /// A translated value short enough for a message.
    static func abbreviated(_ value: String) -> String {
        let flat = value.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count > 40 ? String(flat.prefix(39)) + "…" : flat
    }

    /// Every `id="…"` value of a document's bytes: a byte search from one `=` to the next (memchr),
    /// done only for documents with translations.
    static func objectIDs(in bytes: [UInt8]) -> Set<String> {
        var ids: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var index = 3
            while index + 1 < count {
                // Safe: `index < count`; memchr reads the `count - index` bytes after it.
                guard let hit = memchr(base + index, Int32(UInt8(ascii: "=")), count - index) else { break }
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                // ` id="`: an attribute named `id` (preceded by white space).
                let before = buffer[index - 3]
                guard index + 2 < count, buffer[index + 1] == UInt8(ascii: "\""),
                    buffer[index - 1] == UInt8(ascii: "d"), buffer[index - 2] == UInt8(ascii: "i"),
                    before == 0x20 || before == 0x0A || before == 0x09 || before == 0x0D
                else {
                    index += 1
                    continue
                }
                let start = index + 2
                var end = start
                while end < count && buffer[end] != UInt8(ascii: "\"") { end += 1 }
                ids.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                index = end + 1
            }
        }
        return ids
    }
}
