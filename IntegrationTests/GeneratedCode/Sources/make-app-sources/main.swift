// make-app-sources: writes, for each storyboard, the sources of an app-shaped target that uses the
// generated route code. `.ci/generated-code` compiles and runs them.
//
//     make-app-sources --version <symbolify version> --output <directory>
//         [--missing-handler <storyboard>] <storyboard>...
//
// For each storyboard it writes <directory>/<name>/ with Routes.swift, Controllers.swift, main.swift
// and findings.txt. With --missing-handler it also writes <directory>/<name>-missing-handler/, whose
// Controllers.swift leaves out the first handler of the first class: that app must not compile.
//
// On standard output, one tab-separated line per app: directory, storyboard name, classes, routes,
// what is expected: `runs`, or `missing <handler>` (the compile must fail and name it), and the
// framework the app imports: `UIKit`, or `AppKit` for a macOS storyboard.
import Foundation
import StoryboardCatalog

struct Arguments {
    var version = ""
    var output = ""
    var missingHandler: String?
    var storyboards: [String] = []

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--version": version = try Self.value(for: argument, &remaining)
            case "--output": output = try Self.value(for: argument, &remaining)
            case "--missing-handler": missingHandler = try Self.value(for: argument, &remaining)
            default: storyboards.append(argument)
            }
        }
        if output.isEmpty { throw UsageError(message: "--output <directory> is required") }
    }

    private static func value(for option: String, _ remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        return value
    }
}

struct UsageError: Error {
    let message: String
}

func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

func writeApp(_ app: AppSources, to directory: String, omitting omitted: String? = nil) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try write(app.routes, to: directory + "/Routes.swift")
    try write(app.controllers(omitting: omitted), to: directory + "/Controllers.swift")
    try write(app.main(), to: directory + "/main.swift")
    let notes = app.findings + app.superclassConflicts.map { "superclass conflict: \($0)" }
    try write(notes.map { $0 + "\n" }.joined(), to: directory + "/findings.txt")
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    var storyboards = arguments.storyboards
    if let negative = arguments.missingHandler, !storyboards.contains(negative) { storyboards.append(negative) }
    for path in storyboards {
        // A folder is one app: its storyboard and the xibs beside it, generated together.
        var isFolder: ObjCBool = false
        let app: AppSources
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { path + "/" + $0 }
            guard let main = files.first(where: { $0.hasSuffix(".storyboard") }) else {
                throw UsageError(message: "\(path) holds no storyboard")
            }
            app = AppSources(
                storyboard: try Storyboard(contentsOf: main),
                xibs: try files.filter { $0.hasSuffix(".xib") }.map { try Storyboard(contentsOf: $0) },
                version: arguments.version)
        } else {
            app = AppSources(storyboard: try Storyboard(contentsOf: path), version: arguments.version)
        }
        let directory = arguments.output + "/" + app.name
        try writeApp(app, to: directory)
        if arguments.storyboards.contains(path) {
            print(
                [directory, app.name, "\(app.classes.count)", "\(app.routeCount)", "runs", app.platform.frameworkName]
                    .joined(separator: "\t"))
        }
        if path == arguments.missingHandler {
            guard let (_, handler) = app.firstRoute else {
                throw UsageError(message: "\(path) has no route whose handler could be left out")
            }
            let base = handler.symbol.handlerBaseName
            try writeApp(app, to: directory + "-missing-handler", omitting: base)
            print(
                [
                    directory + "-missing-handler", app.name + " without " + base, "\(app.classes.count)",
                    "\(app.routeCount)", "missing " + base, app.platform.frameworkName,
                ].joined(separator: "\t"))
        }
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data(("make-app-sources: " + error.message + "\n").utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("make-app-sources: \(error)\n".utf8))
    exit(1)
}
