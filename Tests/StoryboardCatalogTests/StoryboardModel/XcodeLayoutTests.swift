import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@Suite("Reading storyboards as Xcode writes them")
struct XcodeLayoutTests {
    let layouts = try! FixtureFiles.storyboard("XcodeLayouts.storyboard")

    func segue(_ id: String) throws -> StoryboardSegue {
        try #require(layouts.segues.first { $0.id == id })
    }

    @Test("A segue of a gesture recognizer beside the controller belongs to the scene's controller")
    func gestureRecognizerSibling() throws {
        let tap = try segue("g3")
        #expect(tap.identifier == "Show Artwork")
        #expect(tap.source.customClass == "GalleryViewController")
        #expect(
            tap.trigger
                == StoryboardSegue.Trigger(elementName: "tapGestureRecognizer", id: "tap1", title: nil, isManual: false)
        )
        let swipe = try segue("g4")
        #expect(swipe.source.customClass == "GalleryViewController")
        #expect(swipe.trigger.elementName == "swipeGestureRecognizer")
    }

    @Test("A button's title comes from its normal state")
    func buttonTitle() throws {
        #expect(try segue("g1").trigger.title == "Register to Bid")
        #expect(try segue("g1").trigger.description == "button 'Register to Bid'")
        #expect(try segue("g2").trigger.title == "Help")
        #expect(try segue("g6").trigger.title == "Bid")
    }

    @Test("A segue after a controller nested in another's views still belongs to the outer controller")
    func nestedController() throws {
        #expect(try segue("g5").source.customClass == "NestedViewController")
        #expect(try segue("g6").source.customClass == "ArtworkViewController")
        #expect(try segue("g7").source.customClass == "ArtworkViewController")
        #expect(try segue("g7").trigger.isManual)
    }

    @Test("Every segue element of the file is read")
    func everySegue() {
        #expect(layouts.segues.map(\.id) == ["r1", "g1", "g2", "g3", "g4", "g5", "g6", "g7"])
    }

    @Test("A navigation controller with a custom class is a container whose root routes see")
    func customNavigationController() throws {
        let themed = try #require(layouts.scene(withID: "themed"))
        #expect(themed.isContainer)
        #expect(themed.className == "ThemableNavigationController")
        #expect(themed.frameworkClassName == "UINavigationController")
        let children = layouts.containedScenes()
        #expect(
            layouts.hierarchy(of: themed, children: children).map(\.className) == [
                "ThemableNavigationController", "GalleryViewController",
            ])
        let code = RouteCodeGenerator(catalog: StoryboardCatalog(storyboards: [layouts])).source
        #expect(code.contains("func prepareForShowGallerySegue(_ destination: GalleryViewController, sender: Any?)"))
    }

    @Test("A file that begins with a byte order mark is read")
    func byteOrderMark() throws {
        let bom = try FixtureFiles.storyboard("BOM.storyboard")
        #expect(bom.segues.map(\.identifier) == ["Next"])
        #expect(bom.initialViewControllerID == "start")
    }

    @Test("The document's platform and initial controller are read")
    func documentAttributes() {
        #expect(layouts.platform == .uiKit)
        #expect(layouts.initialViewControllerID == "themed")
        #expect(layouts.name == "XcodeLayouts")
    }
}
