import Foundation
import SymbolifyCommand
import TestSupport
import Testing

@Suite("generate never loses work")
struct GenerateCommandTests {
    @Test("An input that cannot be read leaves an existing output untouched and exits 1")
    func failedInputKeepsOutput() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let good = try scratch.write("Good.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let conflicted = try scratch.write(
            "Conflicted.storyboard",
            Data("<<<<<<< HEAD\n\(storyboardText(identifiers: ["A"]))=======\n>>>>>>> b\n".utf8))
        let output = scratch.path("Routes.swift")
        #expect(runSymbolify(["generate", good, "--output", output]).code == .success)
        let before = try String(contentsOfFile: output, encoding: .utf8)
        #expect(before.contains("ListViewController"))
        let result = runSymbolify(["generate", good, conflicted, "--output", output])
        #expect(result.code == .failure)
        #expect(result.errors.contains("Conflicted.storyboard:1:1: error:"))
        #expect(result.errors.contains("the existing output is unchanged"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == before)
        let toStandardOutput = runSymbolify(["generate", good, conflicted])
        #expect(toStandardOutput.code == .failure)
        #expect(toStandardOutput.output.isEmpty)
    }

    @Test("An output path that is one of the inputs is refused")
    func outputIsInput() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let text = storyboardText(identifiers: ["Show"])
        let input = try scratch.write("Main.storyboard", Data(text.utf8))
        let result = runSymbolify(["generate", input, "--output", input])
        #expect(result.code == .failure)
        #expect(result.errors.contains("The output path is one of the input storyboards"))
        #expect(try String(contentsOfFile: input, encoding: .utf8) == text)
    }

    @Test("The output keeps its permissions, and a symbolic link at its path is followed")
    func permissionsAndLinks() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let target = try scratch.write("Real.swift", Data("old".utf8))
        chmod(target, 0o640)
        let link = scratch.path("Link.swift")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(runSymbolify(["generate", input, "--output", link]).code == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("ListViewController"))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
    }

    @Test("A new output file is written whole beside no leftover, through a path with doubled slashes")
    func newOutputFile() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try FileManager.default.createDirectory(atPath: scratch.path("Generated"), withIntermediateDirectories: false)
        let output = scratch.url.path + "//Generated//Routes.swift"
        #expect(runSymbolify(["generate", input, "--output", output]).code == .success)
        #expect(try String(contentsOfFile: scratch.path("Generated/Routes.swift"), encoding: .utf8).contains("Show"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("Generated")) == ["Routes.swift"])
        let mode =
            try FileManager.default.attributesOfItem(atPath: scratch.path("Generated/Routes.swift"))[
                .posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o644)
    }

    @Test("An output path that is a directory is an error that says so")
    func outputIsDirectory() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let result = runSymbolify(["generate", input, "--output", scratch.url.path])
        #expect(result.code == .failure)
        #expect(result.errors.contains("The output path is a directory; give the path of a Swift file"))
        #expect(!result.errors.contains("NSCocoaErrorDomain"))
    }

    @Test(
        "Output that cannot be written completely exits 1 in every subcommand",
        arguments: [["scan"], ["check", "--format", "json"], ["generate"]])
    func incompleteOutput(subcommand: [String]) throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let result = runSymbolify(subcommand + [input], outputFails: true)
        #expect(result.code == .failure)
        #expect(result.errors.contains("the output is incomplete"))
    }

    @Test("A symbolic link loop is a warning: scan and generate still succeed")
    func loopIsAWarning() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Again"), withDestinationPath: scratch.url.path)
        let scan = runSymbolify(["scan", scratch.url.path])
        #expect(scan.code == .success)
        #expect(scan.errors.contains("warning: Following this symbolic link"))
        let generate = runSymbolify(["generate", scratch.url.path])
        #expect(generate.code == .success)
        #expect(generate.output.contains("ListViewController"))
    }

    @Test("--check reports check's findings on the storyboard's line and fails without writing")
    func checkFailsTheBuild() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write(
            "Main.storyboard", Data(storyboardText(identifiers: ["Show Detail", "show-detail"]).utf8))
        let output = scratch.path("Routes.swift")
        let result = runSymbolify(["generate", "--check", input, "--output", output])
        #expect(result.code == .failure)
        #expect(result.errors.contains("Main.storyboard:7:1: error: 'show-detail' and 'Show Detail' (line 6)"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(runSymbolify(["generate", input, "--output", output]).code == .success)
    }

    @Test("A configuration file sets the access level and the parts; the command line wins")
    func configuration() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let text = storyboardText(identifiers: ["Show"]).replacingOccurrences(
            of: "<viewController id=\"vc\"", with: "<viewController storyboardIdentifier=\"List\" id=\"vc\"")
        let input = try scratch.write("Main.storyboard", Data(text.utf8))
        let config = try scratch.write(
            "symbolify.json", Data(#"{"accessLevel": "public", "generate": ["scenes"]}"#.utf8))
        let scenesOnly = runSymbolify(["generate", "--config", config, input])
        #expect(scenesOnly.code == .success)
        #expect(scenesOnly.output.contains("public static let list = Scene<ListViewController>"))
        #expect(!scenesOnly.output.contains("SegueHandlers"))
        let both = runSymbolify([
            "generate", "--config", config, "--parts", "routes,scenes", "--access-level", "internal", input,
        ])
        #expect(both.output.contains("protocol ListViewControllerSegueHandlers"))
        #expect(!both.output.contains("public "))
    }

    @Test("A folder's xibs become Nibs and Reuse declarations; '--parts nibs' writes only those")
    func nibsPart() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        try scratch.write(
            "NoteCell.xib",
            Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <tableViewCell reuseIdentifier="NoteCell" id="c" customClass="NoteCell"/>
                </objects></document>
                """.utf8))
        let all = runSymbolify(["generate", scratch.url.path])
        #expect(all.code == .success)
        #expect(all.output.contains("static let noteCell = Nib<NSObject, NoteCell>(\"NoteCell\")"))
        #expect(all.output.contains("protocol ListViewControllerSegueHandlers"))
        let nibs = runSymbolify(["generate", "--parts", "nibs", scratch.url.path])
        #expect(
            nibs.output.contains("static let noteCell = ReuseIdentifier<NoteCell>(\"NoteCell\", nib: \"NoteCell\")"))
        #expect(!nibs.output.contains("SegueHandlers"))
        let wrong = runSymbolify(["generate", "--parts", "cells", scratch.url.path])
        #expect(wrong.code == .usage && wrong.errors.contains("Use 'routes', 'scenes', 'nibs'"))
    }

    @Test("--adopted-only routes only the classes whose sources adopt their handler protocol, and needs --sources")
    func adoptedOnly() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let usage = runSymbolify(["generate", "--adopted-only", input])
        #expect(usage.code == .usage)
        #expect(usage.errors.contains("'--adopted-only' needs '--sources <path>'"))
        let plain = try scratch.write("Plain.swift", Data("final class ListViewController: UIViewController {}\n".utf8))
        let notAdopted = runSymbolify(["generate", "--adopted-only", "--sources", plain, input])
        #expect(notAdopted.code == .success)
        #expect(notAdopted.output.contains("protocol ListViewControllerSegueHandlers"))
        #expect(!notAdopted.output.contains("\nextension ListViewController"))
        let adopting = try scratch.write(
            "List.swift",
            Data("final class ListViewController: UIViewController, ListViewControllerSegueHandlers {}\n".utf8))
        let config = try scratch.write("symbolify.json", Data(#"{"adoptedOnly": true}"#.utf8))
        let adopted = runSymbolify(["generate", "--config", config, "--sources", adopting, input])
        #expect(adopted.code == .success)
        #expect(adopted.output.contains("extension ListViewController: SegueRouted {"))
    }

    @Test("An unknown key or a wrong value in the configuration is an error naming the file, line and keys")
    func badConfiguration() throws {
        let scratch = try TemporaryDirectory(prefix: "symbolify")
        defer { scratch.cleanUp() }
        let input = try scratch.write("Main.storyboard", Data(storyboardText(identifiers: ["Show"]).utf8))
        let unknown = try scratch.write(
            "a.json", Data("{\n  \"accessLevel\": \"public\",\n  \"acessLevel\": 1\n}".utf8))
        let result = runSymbolify(["generate", "--config", unknown, input])
        #expect(result.code == .failure)
        #expect(result.errors.contains("a.json:3:3: error: Unknown key \"acessLevel\"; the keys are \"accessLevel\""))
        #expect(result.output.isEmpty)
        let number = try scratch.write("b.json", Data(#"{"warningsAsErrors": 1}"#.utf8))
        #expect(
            runSymbolify(["generate", "--config", number, input]).errors.contains(
                "\"warningsAsErrors\" must be true or false"))
        let broken = try scratch.write("c.json", Data("{accessLevel".utf8))
        #expect(
            runSymbolify(["generate", "--config", broken, input]).errors.contains(
                "c.json:1:2: error: The configuration is not valid JSON: a key in double quotes should be here"))
        for (name, text, message) in [
            ("d.json", "[1]", "d.json:1:1: error: The configuration must be a JSON object"),
            ("e.json", "\"routes\"", "e.json:1:1: error: The configuration must be a JSON object"),
            ("f.json", "{\"generate\": \"routes\"}", "f.json:1:2: error: \"generate\" must be a list"),
            ("g.json", "{\"generate\": [\"routes\", 1]}", "g.json:1:2: error: \"generate\" must be a list"),
            ("h.json", "{\"adoptedOnly\": \"true\"}", "h.json:1:2: error: \"adoptedOnly\" must be true or false"),
            ("i.json", "{\"accessLevel\": \"open\"}", "i.json:1:2: error: \"accessLevel\" must be \"internal\""),
            ("j.json", "{\"accessLevel\": null}", "j.json:1:2: error: \"accessLevel\" must be \"internal\""),
        ] {
            let file = try scratch.write(name, Data(text.utf8))
            let run = runSymbolify(["generate", "--config", file, input])
            #expect(run.code == .failure, "\(text)")
            #expect(run.errors.contains(message), "\(text): \(run.errors)")
        }
        let valid = try scratch.write(
            "k.json", Data(#"{"warningsAsErrors": false, "generate": ["routes", "scenes"], "adoptedOnly": false}"#.utf8)
        )
        #expect(runSymbolify(["generate", "--config", valid, input]).code == .success)
    }
}
