import Foundation
import SegueRouting

/// The segues of a set of storyboards, and what could not be read.
///
///     let catalog = StoryboardCatalog(paths: ["App/Base.lproj"])
///     for diagnostic in catalog.diagnostics() { print(diagnostic) }
///
/// A file that cannot be read (missing, unreadable, malformed, not a storyboard) becomes an entry in
/// ``errors``; every other file is still read.
public struct StoryboardCatalog: Sendable {
    /// The storyboards read, in path order.
    public let storyboards: [Storyboard]
    /// The files that could not be read, in path order.
    public let errors: [StoryboardError]

    /// Reads storyboards from files and directories; directories are searched for `*.storyboard`.
    ///
    /// - Parameter paths: Storyboard files and directories.
    /// - Complexity: O(*n*), where *n* is the total size of the files.
    public init(paths: [String]) {
        var storyboards: [Storyboard] = []
        var errors: [StoryboardError] = []
        for path in paths {
            let files: [String]
            switch Self.storyboardFiles(at: path) {
            case .success(let found): files = found
            case .failure(let error):
                errors.append(error)
                continue
            }
            for file in files {
                do {
                    storyboards.append(try Storyboard(contentsOf: file))
                } catch {
                    errors.append(error)
                }
            }
        }
        self.storyboards = storyboards
        self.errors = errors
    }

    /// Makes a catalog of storyboards already read.
    public init(storyboards: [Storyboard], errors: [StoryboardError] = []) {
        self.storyboards = storyboards
        self.errors = errors
    }

    /// Every segue of every storyboard, in path and file order.
    public var segues: [StoryboardSegue] { storyboards.flatMap(\.segues) }

    private static func storyboardFiles(at path: String) -> Result<[String], StoryboardError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(
                StoryboardError(
                    path: path, line: nil, column: nil, message: "No such file or directory; check the path."))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            return .failure(
                StoryboardError(
                    path: path, line: nil, column: nil, message: "The directory cannot be read; check its permissions.")
            )
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".storyboard") {
                files.append((path as NSString).appendingPathComponent(relative))
            }
        }
        if files.isEmpty {
            return .failure(
                StoryboardError(
                    path: path, line: nil, column: nil,
                    message: "The directory holds no .storyboard file; pass a storyboard or a directory that has one."))
        }
        return .success(files.sorted())
    }
}

/// A finding about a storyboard, with its position and how to fix it.
public struct StoryboardDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Something to know.
        case note
        /// Probably a mistake.
        case warning
        /// A segue that cannot be routed as the storyboard stands.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// What kind of finding this is.
    public enum Kind: String, Sendable, Hashable {
        /// Two identifiers of one source scene share a symbol.
        case collision
        /// An identifier has no symbol.
        case noSymbol
        /// A segue the source's code will have to tell apart has no identifier.
        case missingIdentifier
        /// The destination names nothing in the file.
        case missingDestination
        /// One identifier leads from one scene to different destinations.
        case ambiguousDestination
        /// A file could not be read.
        case unreadable
    }

    /// How serious it is.
    public let severity: Severity
    /// What kind of finding it is.
    public let kind: Kind
    /// Where it is.
    public let location: SourceLocation
    /// What is wrong and how to fix it.
    public let message: String

    /// Creates a diagnostic.
    public init(severity: Severity, kind: Kind, location: SourceLocation, message: String) {
        self.severity = severity
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `file:line:column: severity: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

extension StoryboardCatalog {
    /// Checks every storyboard and returns the findings, in file and line order, with one error per
    /// file that could not be read.
    ///
    /// - Errors: two different identifiers with one symbol from the same source scene; an identifier
    ///   without symbol; a destination that names no scene, storyboard reference or exit of the file.
    /// - Warnings: one identifier leading from one scene to different destinations.
    /// - Notes: a segue without identifier from a scene with a custom class, whose
    ///   `prepare(for:sender:)` cannot tell it from the others.
    ///
    /// - Complexity: O(*n*), where *n* is the number of segues.
    public func diagnostics() -> [StoryboardDiagnostic] {
        var found: [StoryboardDiagnostic] = errors.map { error in
            StoryboardDiagnostic(
                severity: .error, kind: .unreadable,
                location: SourceLocation(file: error.path, line: error.line ?? 0, column: error.column ?? 0),
                message: error.message)
        }
        for storyboard in storyboards {
            found += Self.diagnostics(of: storyboard)
        }
        return found.sorted { $0.location < $1.location }
    }

    private static func diagnostics(of storyboard: Storyboard) -> [StoryboardDiagnostic] {
        var found: [StoryboardDiagnostic] = []
        var firstBySymbol: [String: [SegueSymbol: StoryboardSegue]] = [:]
        var firstByIdentifier: [String: [String: StoryboardSegue]] = [:]
        for segue in storyboard.segues {
            if case .missing(let id) = segue.destination {
                found.append(
                    StoryboardDiagnostic(
                        severity: .error, kind: .missingDestination, location: segue.location,
                        message:
                            "The segue\(describe(segue.identifier)) from \(segue.source.className) leads to '\(id)', "
                            + "which is no scene, storyboard reference or exit of this file; reconnect it in Interface Builder."
                    ))
            }
            if segue.isRelationship { continue }
            guard let identifier = segue.identifier, !identifier.isEmpty else {
                if segue.source.customClass != nil {
                    found.append(
                        StoryboardDiagnostic(
                            severity: .note, kind: .missingIdentifier, location: segue.location,
                            message:
                                "This \(segue.kind) segue from \(segue.source.className) (\(triggerName(segue.trigger))) "
                                + "has no identifier, so prepare(for:sender:) cannot route it; give it an identifier."))
                }
                continue
            }
            guard let symbol = segue.symbol else {
                found.append(
                    StoryboardDiagnostic(
                        severity: .error, kind: .noSymbol, location: segue.location,
                        message: "The identifier '\(identifier)' has no symbol, so no handler can be named for it; "
                            + "use at least one ASCII letter, digit or '_'."))
                continue
            }
            let scene = segue.source.id
            if let first = firstBySymbol[scene]?[symbol], first.identifier != identifier {
                found.append(
                    StoryboardDiagnostic(
                        severity: .error, kind: .collision, location: segue.location,
                        message: "'\(identifier)' and '\(first.identifier ?? "")' (line \(first.location.line)) from "
                            + "\(segue.source.className) share the symbol \(symbol.rawValue), so both would call "
                            + "\(symbol.handlerName(.swift)); rename one of them."))
            } else if firstBySymbol[scene]?[symbol] == nil {
                firstBySymbol[scene, default: [:]][symbol] = segue
            }
            if let first = firstByIdentifier[scene]?[identifier] {
                if destinationKey(first.destination) != destinationKey(segue.destination) {
                    found.append(
                        StoryboardDiagnostic(
                            severity: .warning, kind: .ambiguousDestination, location: segue.location,
                            message: "'\(identifier)' from \(segue.source.className) leads to "
                                + "\(describe(segue.destination)) here and to \(describe(first.destination)) on line "
                                + "\(first.location.line); its handler gets either; give the segues different identifiers."
                        ))
                }
            } else {
                firstByIdentifier[scene, default: [:]][identifier] = segue
            }
        }
        return found
    }

    private static func destinationKey(_ destination: SegueDestination) -> String {
        switch destination {
        case .scene(let scene): "scene:" + scene.id
        case .storyboardReference(let scene):
            "reference:" + (scene.referencedStoryboard ?? "") + "/" + (scene.referencedIdentifier ?? "")
        case .exit(let action): "exit:" + (action ?? "")
        case .missing(let id): "missing:" + id
        }
    }

    private static func describe(_ identifier: String?) -> String {
        identifier.map { " '\($0)'" } ?? ""
    }

    static func describe(_ destination: SegueDestination) -> String {
        switch destination {
        case .scene(let scene): scene.className
        case .storyboardReference(let scene):
            "\(scene.referencedIdentifier ?? "the initial scene") in \(scene.referencedStoryboard ?? "?").storyboard"
        case .exit(let action): "exit \(action ?? "")"
        case .missing(let id): "missing '\(id)'"
        }
    }

    static func triggerName(_ trigger: SegueTrigger) -> String {
        if trigger.isManual { return "manual" }
        return trigger.title.map { "\(trigger.elementName) '\($0)'" } ?? trigger.elementName
    }
}
