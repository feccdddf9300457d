import Foundation
import StoryboardCatalog
import SymbolifyCommand
import Testing

/// A storyboard whose identifiers try to break generated code.
let hostileStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
            <scene sceneID="a"><objects>
                <viewController id="src" customClass="HostileViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="detail" kind="show" identifier="say &quot;hi&quot;" id="1"/>
                        <segue destination="detail" kind="show" identifier="back\\slash \\(x)" id="2"/>
                        <segue destination="detail" kind="show" identifier="line&#10;break&#9;tab" id="3"/>
                        <segue destination="detail" kind="show" identifier="2nd step" id="4"/>
                        <segue destination="detail" kind="show" identifier="default" id="5"/>
                        <segue destination="detail" kind="show" identifier="class" id="6"/>
                        <segue destination="detail" kind="show" identifier="self" id="7"/>
                        <segue destination="detail" kind="show" identifier="Type" id="8"/>
                        <segue destination="detail" kind="show" identifier="_" id="9"/>
                        <segue destination="detail" kind="show" identifier="__" id="10"/>
                        <segue destination="detail" kind="show" identifier="日本語" id="11"/>
                        <segue destination="detail" kind="show" identifier="Show Detail" id="12"/>
                        <segue destination="detail" kind="show" identifier="show-detail" id="13"/>
                        <segue destination="nav" kind="presentation" identifier="init" id="14"/>
                        <segue destination="detail" kind="show" identifier="$price #1 🚀" id="15"/>
                        <segue destination="detail" kind="show" identifier="URLLoader" id="16"/>
                        <segue destination="detail" kind="show" identifier="loginSegue" id="17"/>
                        <segue destination="detail" kind="show" identifier="LoginSegue" id="18"/>
                        <segue destination="detail" kind="show" identifier="" id="19"/>
                        <segue destination="ref" kind="show" identifier="Elsewhere" id="20"/>
                    </connections>
                </viewController>
                <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections>
                        <segue destination="root" kind="relationship" relationship="rootViewController" id="r"/>
                    </connections>
                </navigationController>
                <viewController id="root" customClass="RootViewController" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
        </scenes>
    </document>
    """

/// Type-checks `source` against the SegueRouting module of this build, with `prelude` declaring the
/// classes the code names.
func typecheck(_ source: String, prelude: String) throws -> (status: Int32, errors: String) {
    let modules = try SymbolifyBinary.executable().deletingLastPathComponent().appendingPathComponent("Modules")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("generated-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let generated = directory.appendingPathComponent("Generated.swift")
    let declarations = directory.appendingPathComponent("Prelude.swift")
    try Data(source.utf8).write(to: generated)
    try Data(prelude.utf8).write(to: declarations)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, declarations.path, generated.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Declares every class the catalog's scenes name, as plain main-actor classes.
func prelude(for catalog: StoryboardCatalog) -> String {
    var names: Set<String> = ["UIViewController"]
    for segue in catalog.segues {
        names.insert(segue.source.className)
        if case .scene(let scene) = segue.destination { names.insert(scene.className) }
    }
    return names.sorted().map { "@MainActor class \($0) {}" }.joined(separator: "\n") + "\n"
}

@Suite("Generating route code")
struct GenerateTests {
    @Test("Hostile identifiers give code that compiles; collisions and identifiers without symbol are reported")
    func hostile() throws {
        let storyboard = try Storyboard(data: Data(hostileStoryboard.utf8), path: "Hostile.storyboard")
        let catalog = StoryboardCatalog(storyboards: [storyboard])
        let generator = RouteCodeGenerator(catalog: catalog, version: "test")
        let code = generator.source
        #expect(code.contains(#"static let sayHi = "say \"hi\"""#))
        #expect(code.contains(#"static let backSlashX = "back\\slash \\(x)""#))
        #expect(code.contains(#"static let lineBreakTab = "line\nbreak\ttab""#))
        #expect(code.contains(#"static let _2ndStep = "2nd step""#))
        #expect(code.contains("static let `default` = \"default\""))
        #expect(code.contains("static let selfSegue = \"self\""))
        #expect(code.contains("destination: RootViewController"))
        #expect(code.contains("func prepareForInitSegue(_ destination: RootViewController, sender: Any?)"))
        #expect(!code.contains("ShowDetail"))
        #expect(code.contains("static let urlLoader = \"URLLoader\""))
        #expect(!code.contains("LoginSegue"))
        let omitted = generator.omissions.map(\.message)
        #expect(omitted.contains { $0.contains("'日本語' from HostileViewController has no symbol") })
        #expect(
            omitted.contains {
                $0.contains("'Show Detail', 'show-detail' from HostileViewController share the symbol ShowDetail")
            })
        #expect(omitted.contains { $0.contains("'LoginSegue', 'loginSegue'") })
        let result = try typecheck(code, prelude: prelude(for: catalog))
        #expect(result.status == 0, "\(result.errors)\n\(code)")
    }

    @Test(
        "Code generated for the real storyboards compiles against the library",
        .enabled(
            if: FileManager.default.fileExists(atPath: corpusStoryboards.path), "needs ../shared/corpus/storyboards"))
    func corpus() throws {
        let catalog = StoryboardCatalog(paths: [corpusStoryboards.path])
        #expect(catalog.errors.isEmpty)
        let code = RouteCodeGenerator(catalog: catalog, version: "test").source
        #expect(code.contains("extension HomeViewController: HomeViewControllerSegueHandlers"))
        let result = try typecheck(code, prelude: prelude(for: catalog))
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test("A generated file that does not compile is caught: the check itself can fail")
    func typecheckCanFail() throws {
        let result = try typecheck("let x: Int = \"not an int\"\n", prelude: "")
        #expect(result.status != 0)
    }
}

let corpusStoryboards = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
