import Scenes
import Testing

@Suite struct SceneResponseTests {
    @Test func handledAndUnhandledCarryNoEvents() {
        #expect(SceneResponse.handled.isHandled)
        #expect(!SceneResponse.unhandled.isHandled)
        #expect(SceneResponse.handled.events.isEmpty)
    }
}
