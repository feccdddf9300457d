import CatalogFiles
import Dispatch
import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Swift and Objective-C sources of an app, read: what ``StoryboardCatalog/StoryboardCatalog/check(sources:)``
/// holds the storyboards against.
///
///     let sources = SwiftSources(paths: ["App"])
///     let findings = StoryboardCatalog(paths: ["App"]).check(sources: sources)
///
/// A file that cannot be read, is not UTF-8, or holds an unterminated string or comment gets a
/// finding that names it; every other file is still read.
public struct SwiftSources: Sendable {
    /// The files read, in the order of the paths given and, within a directory, in path order.
    public internal(set) var files: [SwiftSourceFile] {
        didSet { resolution = Resolution() }
    }
    /// ``references`` resolved, made on first use: the checks ask for them several times.
    private var resolution = Resolution()
    /// What finding and reading the files met, in path order: the files' own ``SwiftSourceFile/findings``
    /// among them.
    public let readFindings: [Finding]
    /// The dependencies the manifests at the top of the directories read name (`Podfile.lock`,
    /// `Cartfile.resolved`, `Package.resolved`), in that order.
    public let dependencies: [SourceDependency]
    /// The folders of the dependencies' sources that are in the tree (`Pods/`, `Carthage/Checkouts/`
    /// at the top of a directory read). They are read only when a check needs a class the app's
    /// sources do not declare, and then only the files that mention it.
    public let dependencyFolders: [String]
    /// Dependency sources already read, given to ``init(files:readFindings:dependencies:dependencyFiles:)``:
    /// their classes and members count, their references and problems do not.
    public let dependencyFiles: [SwiftSourceFile]

    /// Reads the `.swift`, `.h`, `.m` and `.mm` files among `paths`, searching directories
    /// recursively.
    ///
    /// Directories are searched as ``StoryboardCatalog/StoryboardCatalog/init(paths:excluding:)`` searches them:
    /// symbolic links followed, loops reported once, build folders, dependency checkouts and
    /// localization exports skipped, and the paths or names matching `excluded` left out. A file
    /// given by name is read whatever its extension, as Swift unless it ends in `.h`, `.m` or `.mm`.
    ///
    /// - Parameters:
    ///   - paths: Source files and directories.
    ///   - excluded: Shell patterns (`fnmatch`) of paths or names to leave out.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String], excluding excluded: [String] = []) {
        self.init(paths: paths, excluding: excluded, searches: nil)
    }

    /// Reads the sources of `paths`, sharing the directory walks of `searches` with the storyboards',
    /// and taking the files `prefetch` read while those walks went on.
    package init(
        paths: [String], excluding excluded: [String], searches: DirectorySearches?, prefetch: SourcePrefetch? = nil
    ) {
        // Find every file first, in order; then read them on all cores, keeping that order.
        var found: [(files: [FoundFile], findings: [Finding])] = []
        var seen: Set<FileIdentity> = []
        for path in paths {
            let search = FileSearch.find(
                path, in: .posix, wanted: .sources, excluding: excluded, searches: searches)
            let new = search.files.filter { file in file.identity.map { seen.insert($0).inserted } ?? true }
            found.append((new, search.findings))
        }
        let all = found.flatMap(\.files)
        let results = SourceReadResults(count: all.count)
        let prefetched = prefetch?.results() ?? [:]
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            let file = all[index]
            results.store(prefetched[file.path] ?? SourcePrefetch.readResult(file.path), at: index)
        }
        var files: [SwiftSourceFile] = []
        var findings: [Finding] = []
        var index = 0
        for search in found {
            findings += search.findings
            for _ in search.files {
                switch results.result(at: index) {
                case .success(let source):
                    findings += source.findings
                    files.append(source)
                case .failure(let finding):
                    findings.append(finding)
                }
                index += 1
            }
        }
        self.files = files
        self.readFindings = findings
        // The dependencies of the directories given, and the folders of those in the tree.
        var dependencies: [SourceDependency] = []
        var folders: [String] = []
        for path in paths where FileSystem.posix.isDirectory(path) {
            let found = SourceDependencies.find(in: path)
            dependencies += found.dependencies
            folders += found.folders
        }
        self.dependencies = dependencies
        self.dependencyFolders = folders
        self.dependencyFiles = []
        self.excluded = excluded
    }

    /// Reads the files of `paths`, each a file a project's target builds: finding each (a `stat`) and
    /// reading it on all cores, where ``init(paths:excluding:)`` finds every path before reading any
    /// (a directory's walk is not shared between threads). Files are kept in the order of `paths`,
    /// each once however many paths lead to it; a path that turns out to be a directory is searched.
    package init(projectFiles paths: [String]) {
        enum Step: Sendable {
            case read(FileIdentity?, Result<SwiftSourceFile, Finding>)
            case searched(files: [FoundFile], findings: [Finding])
        }
        let steps = IndexedResults<Step>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let search = FileSearch.find(paths[index], in: .posix, wanted: .sources)
            if search.files.count == 1, search.findings.isEmpty, search.files[0].path.description == paths[index] {
                steps.store(.read(search.files[0].identity, SourcePrefetch.readResult(search.files[0].path)), at: index)
            } else {
                steps.store(.searched(files: search.files, findings: search.findings), at: index)
            }
        }
        var files: [SwiftSourceFile] = []
        var findings: [Finding] = []
        var seen: Set<FileIdentity> = []
        func keep(_ identity: FileIdentity?, _ result: @autoclosure () -> Result<SwiftSourceFile, Finding>) {
            guard identity.map({ seen.insert($0).inserted }) ?? true else { return }
            switch result() {
            case .success(let source):
                findings += source.findings
                files.append(source)
            case .failure(let finding):
                findings.append(finding)
            }
        }
        for index in paths.indices {
            switch steps.result(at: index) {
            case .read(let identity, let result):
                keep(identity, result)
            case .searched(let found, let searchFindings):
                findings += searchFindings
                for file in found { keep(file.identity, SourcePrefetch.readResult(file.path)) }
            }
        }
        self.files = files
        self.readFindings = findings
        self.dependencies = []
        self.dependencyFolders = []
        self.dependencyFiles = []
        self.excluded = []
    }

    /// Sources already read.
    ///
    /// - Parameters:
    ///   - files: The files.
    ///   - readFindings: What reading them met; by default, the files' own findings.
    ///   - dependencies: The dependencies the app's manifests name.
    ///   - dependencyFiles: The sources of dependencies, read for their declarations only.
    public init(
        files: [SwiftSourceFile], readFindings: [Finding]? = nil, dependencies: [SourceDependency] = [],
        dependencyFiles: [SwiftSourceFile] = []
    ) {
        self.files = files
        self.readFindings = readFindings ?? files.flatMap(\.findings)
        self.dependencies = dependencies
        self.dependencyFiles = dependencyFiles
        self.dependencyFolders = []
        self.excluded = []
    }

    /// Files already read (some of those of another ``SwiftSources``), with the dependencies and
    /// dependency folders of the app they belong to: one target's sources of a project whose files
    /// were read once for all its targets.
    package init(
        files: [SwiftSourceFile], dependencies: [SourceDependency], dependencyFolders: [String], excluding: [String]
    ) {
        self.files = files
        self.readFindings = []
        self.dependencies = dependencies
        self.dependencyFiles = []
        self.dependencyFolders = dependencyFolders
        self.excluded = excluding
    }

    /// The shell patterns of paths left out, which dependency folders are searched with too.
    private let excluded: [String]

    /// Reads the Swift files and headers of ``dependencyFolders`` in which one of `names` occurs as a
    /// whole name (`IdentifierSet`), leaving out the paths in `excluded`, which it adds the
    /// files read to: a dependency is read only for the classes a check looks for, and each file
    /// once.
    ///
    /// - Complexity: O(*n* × *k*) to search, where *n* is the size of the dependencies' Swift files
    ///   and headers and *k* the number of names; reading is linear in the size of the files that
    ///   mention one.
    /// The sources as the build for `platform` compiles them: without the references `#if os(…)`
    /// leaves out of it. The same sources when no reference is conditioned.
    package func restricted(to platform: SourcePlatforms) -> SwiftSources {
        guard files.contains(where: { $0.references.contains { $0.platforms != .all } }) else { return self }
        var restricted = self
        for index in restricted.files.indices
        where restricted.files[index].references.contains(where: { !$0.platforms.isSuperset(of: platform) }) {
            restricted.files[index].references.removeAll { $0.platforms.isDisjoint(with: platform) }
        }
        return restricted
    }

    package func dependencyFiles(mentioning names: Set<String>, excluding read: inout Set<String>)
        -> [SwiftSourceFile]
    {
        guard !names.isEmpty, !dependencyFolders.isEmpty else { return [] }
        let words = IdentifierSet(names)
        let candidates = dependencyFolders.flatMap { folder in
            FileSearch.find(folder, in: .posix, wanted: .sources, excluding: excluded).files.filter {
                let name = $0.path.description
                return (name.hasSuffix(".swift") || name.hasSuffix(".h")) && !read.contains(name)
            }
        }
        let results = SourceReadResults(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let path = candidates[index].path
            guard let bytes = try? FileReader.bytes(at: path, limit: SwiftSourceFile.sizeLimit),
                words.occurs(in: bytes)
            else { return }
            results.store(.success(SwiftSourceFile(bytes: bytes, path: path.description)), at: index)
        }
        var files: [SwiftSourceFile] = []
        for index in candidates.indices {
            guard case .success(let file)? = results.storedResult(at: index) else { continue }
            read.insert(file.path)
            files.append(file)
        }
        return files
    }
}

extension SwiftSources {
    /// Every file's ``SwiftSourceFile/references``, file by file, with the cases' raw values that the
    /// files pass where a literal could stand: `performSegue(withIdentifier:
    /// SegueIdentifier.showDetail.rawValue, sender: nil)` names the raw value of `showDetail`.
    ///
    /// The enumeration is looked up as Swift looks it up: in the types the expression is in,
    /// innermost first, then at the top level. An expression is left out when no enumeration of
    /// `String` raw values has that name, when the enumeration found has no such case, or when the
    /// sources declare that name more than once with different raw values for the case (two
    /// targets, say): nothing is guessed. A case passed itself to an app's own `performSegue`
    /// (`performSegue(withIdentifier: .showDetail, sender: self)`, as `SegueHandlerType` declares
    /// it) counts when the enumerations visible from the call that have that case agree on its raw
    /// value.
    ///
    /// - Complexity: O(*n* + *m* × *e*), where *n* is the number of references and enumerations, *m*
    ///   of cases passed themselves (`.showDetail`), and *e* of enumerations.
    public var references: [SourceReference] { resolved.references }

    /// The types whose code registers reuse identifiers that cannot be told (`""` for code outside
    /// any type): a name given in a way the reader does not follow, or a constant it cannot resolve.
    package var unknownRegistrations: Set<String> { resolved.unknownRegistrations }

    /// ``references``, with the cases' raw values and the constants' values resolved, and the
    /// registrations whose identifiers could not be.
    private var resolved: (references: [SourceReference], unknownRegistrations: Set<String>) {
        resolution.value { resolve() }
    }

    private func resolve() -> (references: [SourceReference], unknownRegistrations: Set<String>) {
        let hasEnumerations = files.contains { !$0.enumerationReferences.isEmpty }
        let hasConstants = files.contains { $0.constantFacts != nil }
        guard hasEnumerations || hasConstants else { return (files.flatMap(\.references), []) }
        var enumerations: [String: [SwiftStringEnumeration]] = [:]
        var constants: [String: Set<String>] = [:]
        var typeNamed: Set<String> = []
        var unknown: Set<String> = []
        // Only the constants of the names code passes are kept: an app declares thousands of string
        // constants, and passes a few dozen.
        var named: Set<String> = []
        for file in files {
            for reference in file.constantFacts?.references ?? [] {
                named.insert(reference.parts[reference.parts.count - 1])
            }
        }
        for file in files {
            for enumeration in file.stringEnumerations {
                enumerations[enumeration.qualifiedName, default: []].append(enumeration)
            }
            if let facts = file.constantFacts {
                for constant in facts.constants where named.contains(constant.name) {
                    constants[constant.qualifiedName, default: []].insert(constant.value)
                }
                typeNamed.formUnion(facts.typeNamedProperties)
                unknown.formUnion(facts.unknownRegistrations)
            }
        }
        var classNames: Set<String>?
        var references: [SourceReference] = []
        for file in files {
            references += file.references
            for reference in file.enumerationReferences {
                guard let value = Self.rawValue(of: reference, in: enumerations) else {
                    if case .registeredReuseIdentifier = reference.kind { unknown.insert(reference.typeName ?? "") }
                    continue
                }
                references.append(
                    SourceReference(
                        kind: reference.kind, value: value, typeName: reference.typeName,
                        location: reference.location))
            }
            for reference in file.constantFacts?.references ?? [] {
                var value: String?
                if reference.parts.count == 2, reference.parts[0] == SourceConstantReference.classNameMarker {
                    if classNames == nil {
                        classNames = Set(files.lazy.flatMap(\.classes).filter { !$0.isExtension }.map(\.name))
                    }
                    value = classNames!.contains(reference.parts[1]) ? reference.parts[1] : nil
                } else {
                    value = Self.value(of: reference, in: constants, typeNamed: typeNamed)
                }
                guard let value else {
                    if case .registeredReuseIdentifier = reference.kind { unknown.insert(reference.typeName ?? "") }
                    continue
                }
                references.append(
                    SourceReference(
                        kind: reference.kind, value: value, typeName: reference.typeName,
                        location: reference.location))
            }
        }
        return (references, unknown)
    }

    /// The value of the constant `reference` names, looked up as Swift looks it up (in the types the
    /// code is in, innermost first, then at the top level), when the sources agree on it; or, for a
    /// static property that describes its type (`NoteCell.reuseIdentifier`, where `reuseIdentifier`
    /// is `String(describing: self)`) and no constant of that name is declared, the type's name.
    private static func value(
        of reference: SourceConstantReference, in constants: [String: Set<String>], typeNamed: Set<String>
    ) -> String? {
        let name = reference.parts.joined(separator: ".")
        var enclosing = reference.enclosingTypes[...]
        while true {
            let qualified = enclosing.isEmpty ? name : (enclosing + [name]).joined(separator: ".")
            if let values = constants[qualified] { return values.count == 1 ? values.first : nil }
            guard !enclosing.isEmpty else { break }
            enclosing.removeLast()
        }
        if reference.parts.count >= 2, let member = reference.parts.last, typeNamed.contains(member) {
            let type = reference.parts[reference.parts.count - 2]
            if let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return type }
        }
        return nil
    }

    /// The raw value `reference` names, if the enumerations tell it for certain.
    private static func rawValue(
        of reference: SourceEnumerationReference, in enumerations: [String: [SwiftStringEnumeration]]
    ) -> String? {
        guard let enumeration = reference.enumeration else {
            // `.someCase`: the enumerations visible from the code (declared in the types it is in, or
            // at the top level) that have the case must agree on its raw value.
            var values: Set<String> = []
            for (name, declared) in enumerations {
                let container = name.split(separator: ".").dropLast().map(String.init)
                guard reference.enclosingTypes.starts(with: container) else { continue }
                for declaration in declared {
                    for candidate in declaration.cases where candidate.name == reference.caseName {
                        values.insert(candidate.rawValue)
                    }
                }
            }
            return values.count == 1 ? values.first : nil
        }
        var enclosing = reference.enclosingTypes[...]
        while true {
            let name = (enclosing + [enumeration]).joined(separator: ".")
            if let found = enumerations[name] {
                // The innermost type of that name decides, as in Swift, even without the case.
                let values = Set(found.flatMap { $0.cases.filter { $0.name == reference.caseName }.map(\.rawValue) })
                return values.count == 1 ? values.first : nil
            }
            guard !enclosing.isEmpty else { return nil }
            enclosing.removeLast()
        }
    }
}

/// The results of work on several threads, each stored once at its index.
///
/// `@unchecked Sendable` is sound: the array is only read and written while `lock` is held.
private final class IndexedResults<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var results: [Value?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Value, at index: Int) {
        lock.withLock { results[index] = result }
    }

    /// The result at `index`, which every thread has stored by the time `concurrentPerform` returns.
    func result(at index: Int) -> Value {
        lock.withLock { results[index]! }
    }

    /// The result at `index`, if one was stored.
    func storedResult(at index: Int) -> Value? {
        lock.withLock { results[index] }
    }
}

/// The results of reading files on several threads.
private typealias SourceReadResults = IndexedResults<Result<SwiftSourceFile, Finding>>

/// Reads source files on all cores as a directory walk finds them, so that reading overlaps the walk.
///
/// `@unchecked Sendable` is sound: `results` is only read and written while `lock` is held, and the
/// group is thread-safe.
package final class SourcePrefetch: @unchecked Sendable {
    private let lock = Lock()
    private let group = DispatchGroup()
    private var read: [FilePath: Result<SwiftSourceFile, Finding>] = [:]

    /// A prefetch that has read nothing yet.
    package init() {}

    /// Starts reading the file at `path` on another thread.
    package func read(_ path: FilePath) {
        DispatchQueue.global().async(group: group) {
            let result = Self.readResult(path)
            self.lock.withLock { self.read[path] = result }
        }
    }

    /// Every file's result, once all the reads started have ended.
    func results() -> [FilePath: Result<SwiftSourceFile, Finding>] {
        group.wait()
        return lock.withLock { read }
    }

    /// Reads a file with its classes' members, or what kept it from being read. Members are kept
    /// for every file, so that no check reads a file twice: keeping them costs about a twentieth of
    /// a read, and reading again the files that mention a class a document names cost a tenth of
    /// all reads in an app such as DuckDuckGo's.
    static func readResult(_ path: FilePath) -> Result<SwiftSourceFile, Finding> {
        do throws(Finding) {
            return .success(try SwiftSourceFile(reading: path, named: path.description))
        } catch {
            return .failure(error)
        }
    }
}

/// The resolution of a ``SwiftSources``'s references, made once.
///
/// `@unchecked Sendable` is sound: the value is only read and written while `lock` is held.
private final class Resolution: @unchecked Sendable {
    private let lock = Lock()
    private var resolved: (references: [SourceReference], unknownRegistrations: Set<String>)?

    func value(
        _ make: () -> (references: [SourceReference], unknownRegistrations: Set<String>)
    ) -> (references: [SourceReference], unknownRegistrations: Set<String>) {
        lock.withLock {
            if let resolved { return resolved }
            let made = make()
            resolved = made
            return made
        }
    }
}

/// A lock, made of a semaphore so that the command-line tool needs no more of Foundation than its
/// essentials on Linux.
///
/// `@unchecked Sendable` is sound: a semaphore is thread-safe.
private final class Lock: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 1)

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        semaphore.wait()
        defer { semaphore.signal() }
        return try body()
    }
}
