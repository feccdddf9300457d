import CatalogFiles
import SegueRouting

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Finding.Code {
    /// A source file that its compiler would reject as it stands: not UTF-8, or with a string
    /// literal or comment that does not end. What could be read is still checked.
    public static let sourceMalformed: Self = "source.malformed"
    /// A source file larger than ``SwiftSourceFile/sizeLimit``, which is not read.
    public static let sourceTooLarge: Self = "source.too-large"
}

/// What one Swift or Objective-C source file says about storyboard things: the classes it declares,
/// its actions and segue actions, the string literals that name segues, storyboard IDs and
/// storyboards, and its `prepareFor<Symbol>Segue` methods.
///
///     let file = SwiftSourceFile(bytes: Array(source.utf8), path: "Inbox.swift")
///     for reference in file.references { print(reference.location, reference.value) }
///
/// Reading is lexical: comments and string literals never hide a name or show a false one, and
/// every branch of `#if` is read. Nothing is guessed: a literal counts only where its meaning is
/// certain.
public struct SwiftSourceFile: Sendable {
    /// The largest source file read: 16 MiB, far more than any hand-written source file.
    public static let sizeLimit = 16 << 20

    /// The file's path, as it was given.
    public var path: String { contents.path }
    /// The classes declared (and extended) in the file, in file order.
    public var classes: [SwiftClassDeclaration] { contents.classes }
    /// The actions, segue actions and segue-taking methods, in file order.
    public var actions: [SwiftActionMethod] { contents.actions }
    /// The properties and Objective-C-visible methods of the file's classes and extensions, in file
    /// order: what outlets, actions and runtime attributes are checked against.
    public var members: [SourceMember] { contents.members }
    /// Whether the file was read from the file system, where it can be read again.
    private var isFile: Bool { contents.isFile }

    /// The file the bytes were read from, to read again for the names a check looks for in its text
    /// (``SwiftSources/mentioned(_:)``).
    var source: FilePath? { isFile ? contents.otherSource ?? FilePath(path) : nil }
    /// The class names outlets are declared with (`ORStackScrollView` for `@IBOutlet var stack:
    /// ORStackScrollView!`, or an Objective-C `IBOutlet` property's class), but for UIKit's and
    /// AppKit's: classes the code compiles against, whichever module declares them.
    public var outletTypes: [String] { contents.outletTypes }
    /// The type aliases the file declares, as names and the last part of their targets: an extension
    /// of an alias extends its target.
    package var typeAliases: [(name: String, target: String)] { contents.typeAliases }
    /// The classes the file's `object_setClass` calls give objects at run time, in file order.
    public var classSwaps: [ClassSwap] { contents.classSwaps }
    /// The Swift `@IBOutlet` stored properties declared implicitly unwrapped, in file order.
    public var unwrappedOutlets: [SwiftOutletProperty] { contents.unwrappedOutlets }
    /// The hashes (``nameHash(_:)``) of the names the file assigns to with `=` (`title = …`, `self.title
    /// = …`), sorted: code that may set an outlet itself. Hashes, not names: nearly every file assigns,
    /// and a check asks of a few outlets.
    private var assignedNameHashes: [Int] { contents.assignedNameHashes }

    /// Those of `names` the file assigns to with `=`.
    package func assigned(among names: Set<String>) -> Set<String> {
        names.filter(assigns)
    }

    /// Whether the file, read with its members, assigns to `name` with `=` (or, rarely, to a name of
    /// the same hash).
    package func assigns(_ name: String) -> Bool {
        var low = 0
        var high = assignedNameHashes.count
        let hash = Self.nameHash(name.utf8)
        while low < high {
            let middle = (low + high) / 2
            if assignedNameHashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < assignedNameHashes.count && assignedNameHashes[low] == hash
    }

    /// A hash of a name's bytes (FNV-1a), as the readers take it of a token's.
    @inline(__always)
    static func nameHash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }

    /// The string literals that name storyboard things, in file order. A case's raw value passed
    /// instead (`SegueIdentifier.showDetail.rawValue`) is among ``SwiftSources/references``, once
    /// the file that declares the enumeration is read too.
    public internal(set) var references: [SourceReference]
    /// The `prepareFor<Symbol>Segue` methods, in file order.
    public var segueHandlers: [SegueHandlerMethod] { contents.segueHandlers }
    /// The names of the headers an Objective-C file imports from other modules (`KitView` for
    /// `#import <Kit/KitView.h>`), and of the modules a Swift file imports (`MKRingProgressView` for
    /// `import MKRingProgressView`). Such a header, or module, usually declares the class of its name,
    /// in sources that may not be among those read.
    public var importedHeaders: [String] { contents.importedHeaders }
    /// What reading met: `source.malformed` errors.
    public var findings: [Finding] { contents.findings }
    /// The lines that hold a `// symbolify:disable-next-line` comment's marker, in order.
    public var suppressionLines: [SuppressionCommentLine] { contents.suppressionLines }
    /// The enumerations of `String` raw values declared in the file, for
    /// ``SwiftSources/references``.
    var stringEnumerations: [SwiftStringEnumeration] { contents.stringEnumerations }
    /// The `Enumeration.someCase.rawValue` expressions where a reference's literal could stand.
    var enumerationReferences: [SourceEnumerationReference] { contents.enumerationReferences }

    /// The string constants a file declares and names, kept apart: most files have none.
    final class ConstantFacts: Sendable {
        let constants: [SourceStringConstant]
        let references: [SourceConstantReference]
        let typeNamedProperties: [String]
        let unknownRegistrations: [String]

        init(
            constants: [SourceStringConstant], references: [SourceConstantReference], typeNamedProperties: [String],
            unknownRegistrations: [String]
        ) {
            self.constants = constants
            self.references = references
            self.typeNamedProperties = typeNamedProperties
            self.unknownRegistrations = unknownRegistrations
        }
    }

    /// What the file says, in one object: a file is copied into arrays, results and indexes many
    /// times, and a copy then costs one reference rather than one for each of its arrays.
    private final class Contents: Sendable {
        let path: String
        let classes: [SwiftClassDeclaration]
        let actions: [SwiftActionMethod]
        let isFile: Bool
        let assignedNameHashes: [Int]
        let members: [SourceMember]
        let outletTypes: [String]
        let typeAliases: [(name: String, target: String)]
        let classSwaps: [ClassSwap]
        /// The file to read again, when its path is not the file's `path` (a name that is not UTF-8).
        let otherSource: FilePath?
        let unwrappedOutlets: [SwiftOutletProperty]
        let segueHandlers: [SegueHandlerMethod]
        let importedHeaders: [String]
        let findings: [Finding]
        let suppressionLines: [SuppressionCommentLine]
        let stringEnumerations: [SwiftStringEnumeration]
        let enumerationReferences: [SourceEnumerationReference]
        let constantFacts: ConstantFacts?

        /// What `facts` say of the file at `path`, with what was made of them.
        init(
            path: String, facts: SourceFacts, isFile: Bool, otherSource: FilePath?, assignedNameHashes: [Int],
            findings: [Finding], suppressionLines: [SuppressionCommentLine], constantFacts: ConstantFacts?
        ) {
            self.path = path
            classes = facts.classes
            actions = facts.actions
            self.isFile = isFile
            self.assignedNameHashes = assignedNameHashes
            members = facts.members
            outletTypes = facts.outletTypes
            typeAliases = facts.typeAliases
            classSwaps = facts.classSwaps
            self.otherSource = otherSource
            unwrappedOutlets = facts.unwrappedOutlets
            segueHandlers = facts.segueHandlers
            importedHeaders = facts.importedHeaders
            self.findings = findings
            self.suppressionLines = suppressionLines
            stringEnumerations = facts.stringEnumerations
            enumerationReferences = facts.enumerationReferences
            self.constantFacts = constantFacts
        }
    }

    private let contents: Contents

    /// The string constants the file declares and names; `nil` when it has none.
    var constantFacts: ConstantFacts? { contents.constantFacts }
    /// The types whose code registers reuse identifiers the reader cannot tell, by name (`""` for
    /// code outside any type): what they provide is unknown.
    package var unknownRegistrations: [String] { constantFacts?.unknownRegistrations ?? [] }

    /// Reads a source file's bytes. A path ending in `.h`, `.m` or `.mm` is read as Objective-C.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path to name in locations and findings.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public init(bytes: [UInt8], path: String) {
        self.init(bytes: bytes, path: path, source: nil)
    }

    /// Reads a source file's bytes; `source` is the file they were read from, to read again for the
    /// names a check looks for in its text.
    init(bytes: [UInt8], path: String, source: FilePath?) {
        let isObjectiveC = path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
        let lexer = SwiftLexer(bytes, objectiveC: isObjectiveC)
        let facts =
            isObjectiveC
            ? Self.read(ObjectiveCSourceReader(lexer: lexer, path: path))
            : Self.read(SwiftSourceReader(lexer: lexer, path: path))
        var hashes = facts.assignedNameHashes
        if hashes.count > 1 {
            hashes.sort()
            var kept = 1
            for index in 1..<hashes.count where hashes[index] != hashes[kept - 1] {
                hashes[kept] = hashes[index]
                kept += 1
            }
            hashes.removeLast(hashes.count - kept)
        }
        let otherSource = source.flatMap { $0.isSpelled(by: path) ? nil : $0 }
        // One finding for the file, at its first problem, with the count of the others: a file of
        // random bytes has hundreds, and the first is the one to fix.
        var problems = (lexer.problems + facts.problems).map { (offset: $0.offset, message: $0.message) }
        if let invalid = Self.firstInvalidUTF8(in: bytes) {
            problems.insert(
                (invalid, "This file is not UTF-8 here, so the compiler rejects it; save it as UTF-8."), at: 0)
        }
        var findings: [Finding] = []
        if let first = problems.first {
            let others = problems.count - 1
            let count =
                others == 0
                ? "" : others == 1 ? " The file has 1 more problem." : " The file has \(others) more problems."
            findings.append(
                Finding(.error, .sourceMalformed, at: lexer.location(of: first.offset, in: path), first.message + count)
            )
        }
        self.references = facts.references
        let constantFacts: ConstantFacts?
        if facts.stringConstants.isEmpty && facts.constantReferences.isEmpty && facts.typeNamedProperties.isEmpty
            && facts.unknownRegistrations.isEmpty
        {
            constantFacts = nil
        } else {
            constantFacts = ConstantFacts(
                constants: facts.stringConstants, references: facts.constantReferences,
                typeNamedProperties: facts.typeNamedProperties, unknownRegistrations: facts.unknownRegistrations)
        }
        contents = Contents(
            path: path, facts: facts, isFile: source != nil, otherSource: otherSource, assignedNameHashes: hashes,
            findings: findings,
            suppressionLines: Self.suppressionLines(in: bytes, path: path, lineStarts: lexer.lineStarts),
            constantFacts: constantFacts)
    }

    /// What `reader` finds in its file.
    @inline(__always)  // Once per token: a call costs more than the work.
    private static func read(_ reader: some SourceTokenReader) -> SourceFacts {
        var reader = reader
        reader.read()
        return reader.facts
    }

    /// Reads the source file at `path`.
    ///
    /// - Throws: A `Finding` naming the file when it cannot be read or is larger than ``sizeLimit``.
    public init(contentsOf path: String) throws(Finding) {
        try self.init(reading: FilePath(path), named: path)
    }

    init(reading path: FilePath, named name: String) throws(Finding) {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(at: path, limit: Self.sizeLimit)
        } catch .tooLarge(let size) {
            throw Finding(
                .warning, .sourceTooLarge, at: FileLocation(file: name),
                "The file is \(size) bytes, more than the \(Self.sizeLimit) a source file is read up to, so it was "
                    + "not checked; exclude it (--exclude) if it is generated.")
        } catch {
            throw Finding(
                .error, .fileUnreadable, at: FileLocation(file: name),
                FileReader.readFailure(error, expecting: .sources))
        }
        self.init(bytes: bytes, path: name, source: path)
    }
}
