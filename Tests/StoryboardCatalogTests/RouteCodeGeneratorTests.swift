import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

/// Storyboard files written for these tests, in `Fixtures/`.
enum FixtureFiles {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    static func storyboard(_ name: String) throws -> Storyboard {
        try Storyboard(contentsOf: path(name))
    }
}

@Suite("Generating route code")
struct RouteCodeGeneratorTests {
    @Test("Hostile identifiers give valid literals and names; collisions and identifiers without symbol are reported")
    func hostile() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let generator = RouteCodeGenerator(catalog: catalog, options: .init(version: "test"))
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
        let omitted = generator.findings.filter { $0.code == .generateOmitted }.map(\.message)
        #expect(omitted.contains { $0.contains("'日本語' from HostileViewController has no symbol") })
        #expect(
            omitted.contains {
                $0.contains("'Show Detail', 'show-detail' from HostileViewController share the symbol ShowDetail")
            })
        #expect(omitted.contains { $0.contains("'LoginSegue', 'loginSegue'") })
        #expect(generator.findings.allSatisfy { $0.severity == .warning })
    }

    @Test("The code imports the adapter and UIKit, and adopts what the controller needs")
    func importsAndAdoption() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(code.contains("import SegueRouting\nimport SegueRoutingUIKit\nimport UIKit\n"))
        #expect(
            code.contains(
                "extension HostileViewController: HostileViewControllerSegueHandlers, SegueRouted {"))
    }

    @Test("Handlers have no default implementations, so a missing or misspelled one fails the build")
    func noDefaults() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(!code.contains("Segue(_ destination: DetailViewController, sender: Any?) {"))
        #expect(code.contains("protocol HostileViewControllerSegueHandlers: AnyObject {"))
    }

    @Test("Identifier constants are not named SegueIdentifier, which apps often declare themselves")
    func constantsNamespace() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog).source
        #expect(!code.contains("SegueIdentifier"))
        #expect(code.contains("enum \(RouteCodeGenerator.identifiersEnumName) {"))
    }

    @Test("Public access level makes every declaration a public class needs public")
    func publicAccess() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let code = RouteCodeGenerator(catalog: catalog, options: .init(accessLevel: .public)).source
        #expect(code.contains("public protocol HostileViewControllerSegueHandlers"))
        #expect(code.contains("    public enum StoryboardSegues {"))
        #expect(code.contains("        public static let sayHi ="))
        #expect(code.contains("    public static let segueRoutes = RouteRegistry<HostileViewController>"))
    }

    @Test("The model lists each class's handlers as the source declares them")
    func model() throws {
        let catalog = StoryboardCatalog(storyboards: [try FixtureFiles.storyboard("Hostile.storyboard")])
        let generator = RouteCodeGenerator(catalog: catalog)
        let hostile = try #require(generator.classes.first)
        #expect(generator.classes.map(\.name) == ["HostileViewController"])
        for handler in hostile.handlers {
            #expect(
                generator.source.contains(
                    "func \(handler.symbol.handlerBaseName)(_ destination: \(handler.destinationType), sender: Any?)"))
        }
        #expect(hostile.handlers.contains { $0.identifier == "Elsewhere" && $0.destinationType == "UIViewController" })
    }
}
