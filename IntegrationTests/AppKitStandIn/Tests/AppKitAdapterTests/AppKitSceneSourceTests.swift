import AppKit
import Foundation
import SegueRouting
import SegueRoutingAppKitUnderTest
import Testing

final class InspectorViewController: NSViewController {
    var documentName: String?
    var madeByCreator = false
}

final class LibraryWindowController: NSWindowController {
    var madeByCreator = false
}

enum LibraryScenes {
    static let inspector = Scene<InspectorViewController>("Inspector", in: "Library")
    static let window = Scene<LibraryWindowController>("LibraryWindow", in: "Library")
    static let initial = Scene<LibraryWindowController>.initial(in: "Library")
    static let misspelled = Scene<InspectorViewController>("Inspectr", in: "Library")
    static let wrongClass = Scene<InspectorViewController>("LibraryWindow", in: "Library")
    static let noInitial = Scene<NSWindowController>.initial(in: "Sheets")
    static let notCompiled = Scene<InspectorViewController>("Inspector", in: "Libary")
    static let onlyInMainBundle = Scene<NSViewController>("Anything", in: "Uncompiled")
}

@Suite("Scenes from storyboards through the AppKit adapter", .serialized)
@MainActor
struct AppKitSceneSourceTests {
    /// Registers the stand-in storyboards and writes the compiled form of two of them into a bundle.
    func makeSource() throws -> AppKitSceneSource {
        NSStoryboard.standInStoryboards["Library"] = StandInStoryboard(
            initial: {
                let window = LibraryWindowController(window: nil)
                window.contentViewController = InspectorViewController()
                return window
            },
            scenes: [
                "Inspector": { InspectorViewController() },
                "LibraryWindow": { LibraryWindowController(window: nil) },
            ])
        NSStoryboard.standInStoryboards["Sheets"] = StandInStoryboard(scenes: ["Export": { NSViewController() }])
        NSStoryboard.standInStoryboards["Uncompiled"] = StandInStoryboard(scenes: ["Anything": { NSViewController() }])
        let bundle = try NSStoryboard.standInCompiledBundle(storyboards: ["Library", "Sheets"])
        return AppKitSceneSource(bundle: bundle)
    }

    @Test("View controllers and window controllers are instantiated with their declared types")
    func instantiates() throws {
        let scenes = SceneFactory(source: try makeSource())
        let inspector = try scenes.instantiate(LibraryScenes.inspector)
        #expect(inspector.documentName == nil && !inspector.madeByCreator)
        #expect(inspector.storyboard != nil)
        let window = try scenes.instantiate(LibraryScenes.window)
        #expect(window.storyboard != nil)
        let initial = try scenes.instantiate(LibraryScenes.initial)
        #expect(initial.contentViewController is InspectorViewController)
    }

    @Test("makeController returns what AppKit returns, typed Any")
    func makeController() throws {
        let source = try makeSource()
        #expect(try source.makeController(storyboard: "Library", identifier: "Inspector") is InspectorViewController)
        #expect(try source.makeController(storyboard: "Library", identifier: nil) is LibraryWindowController)
    }

    @Test("A missing storyboard ID is an error naming the storyboard, the ID and the IDs it holds, not a crash")
    func missingIdentifier() throws {
        let scenes = SceneFactory(source: try makeSource())
        #expect(
            throws: SceneError.identifierNotFound(
                storyboard: "Library", identifier: "Inspectr", available: ["Inspector", "LibraryWindow"])
        ) { try scenes.instantiate(LibraryScenes.misspelled) }
        #expect(throws: SceneError.self) { try scenes.instantiate(LibraryScenes.misspelled) { _ in nil } }
    }

    @Test("A scene of another class is an error naming both classes")
    func wrongClass() throws {
        let scenes = SceneFactory(source: try makeSource())
        #expect(
            throws: SceneError.wrongClass(
                scene: "Library.storyboard#LibraryWindow", expected: "InspectorViewController",
                found: "LibraryWindowController")
        ) { try scenes.instantiate(LibraryScenes.wrongClass) }
    }

    @Test("A storyboard missing from the bundle, or without initial controller, is an error, not a crash")
    func missingStoryboard() throws {
        let source = try makeSource()
        let scenes = SceneFactory(source: source)
        #expect(
            throws: SceneError.storyboardNotFound(storyboard: "Libary", bundle: source.bundle.bundlePath)
        ) { try scenes.instantiate(LibraryScenes.notCompiled) }
        // Registered with the stand-in, but not compiled into the bundle the source reads.
        #expect(throws: SceneError.storyboardNotFound(storyboard: "Uncompiled", bundle: source.bundle.bundlePath)) {
            try scenes.instantiate(LibraryScenes.onlyInMainBundle)
        }
        #expect(throws: SceneError.noInitialController(storyboard: "Sheets")) {
            try scenes.instantiate(LibraryScenes.noInitial)
        }
        #expect(throws: SceneError.noInitialController(storyboard: "Sheets")) {
            try scenes.instantiate(LibraryScenes.noInitial) { _ in nil }
        }
    }

    @Test("A creator closure makes a view controller or a window controller, for initializer injection")
    func creator() throws {
        let scenes = SceneFactory(source: try makeSource())
        let inspector = try scenes.instantiate(LibraryScenes.inspector) { coder in
            let made = InspectorViewController(coder: coder)
            made?.madeByCreator = true
            made?.documentName = "Notes"
            return made
        }
        #expect(inspector.madeByCreator && inspector.documentName == "Notes")
        let window = try scenes.instantiate(LibraryScenes.window) { coder in
            let made = LibraryWindowController(coder: coder)
            made?.madeByCreator = true
            return made
        }
        #expect(window.madeByCreator)
        let initial = try scenes.instantiate(LibraryScenes.initial) { LibraryWindowController(coder: $0) }
        #expect(initial.contentViewController == nil)
        // A creator that returns nil leaves the storyboard to make the controller.
        #expect(try !scenes.instantiate(LibraryScenes.inspector) { _ in nil }.madeByCreator)
    }

    @Test("A bound instance is handed out in place of the storyboard's, with or without a creator")
    func bindings() throws {
        let scenes = SceneFactory(source: try makeSource())
        let mock = LibraryWindowController(window: nil)
        scenes.bind(mock, to: LibraryScenes.window)
        #expect(try scenes.instantiate(LibraryScenes.window) === mock)
        #expect(try scenes.instantiate(LibraryScenes.window) { _ in nil } === mock)
        scenes.unbind(LibraryScenes.window)
        #expect(try scenes.instantiate(LibraryScenes.window) !== mock)
    }

    @Test("With a closure source, the creator variants make the registered controller")
    func closureSource() throws {
        let source = ClosureSceneSource()
        source.register("Inspector", in: "Library") { InspectorViewController() }
        let scenes = SceneFactory(source: source)
        #expect(try !scenes.instantiate(LibraryScenes.inspector) { _ in Optional.none }.madeByCreator)
    }
}
