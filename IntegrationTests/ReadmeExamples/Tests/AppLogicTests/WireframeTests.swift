import AppLogic
import SegueRouting
import Testing

@MainActor
struct WireframeTests {
    @Test func messageScreenShowsTheMessage() throws {
        // A factory of this test's own: its bindings are gone when the test ends.
        let scenes = SceneFactory(source: ClosureSceneSource())
        let mock = MockMessageScreen()
        scenes.bind(mock, to: Scenes.message)

        let screen = try Wireframe(scenes: scenes).messageScreen(showing: Message(id: 7))

        #expect(screen === mock)
        #expect(mock.message == Message(id: 7))
    }
}
