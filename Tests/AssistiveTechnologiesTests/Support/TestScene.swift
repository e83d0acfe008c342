import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// A hand-made scene for tests: a screen, and a function deciding how the app responds to each
/// action (changing the screen, posting events). It records every action it receives.
struct TestScene: Scene {
    /// An action the scene received, with the simulated time.
    struct Received: Hashable, Sendable {
        var action: ElementAction
        var id: ElementID
        var time: Duration
    }

    typealias Respond = @Sendable (inout Screen, ElementAction, ElementID, Duration) -> SceneResponse

    var screen: Screen
    var respond: Respond
    /// Whether `respond` hears of focus moves; off, a focus move is recorded and left unhandled.
    var handlesFocus: Bool
    private(set) var received: [Received] = []

    init(_ screen: Screen, handlesFocus: Bool = false, respond: @escaping Respond = { _, _, _, _ in .unhandled }) {
        self.screen = screen
        self.handlesFocus = handlesFocus
        self.respond = respond
    }

    init(elements: [AccessibilityElement], handlesFocus: Bool = false,
         respond: @escaping Respond = { _, _, _, _ in .unhandled }) {
        self.init(Screen(elements: elements), handlesFocus: handlesFocus, respond: respond)
    }

    func render() -> Screen { screen }

    mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        received.append(Received(action: action, id: id, time: time))
        guard action != .focus || handlesFocus else { return .unhandled }
        return respond(&screen, action, id, time)
    }
}

extension VoiceOver {
    /// What the test scene received, in order, leaving out the focus moves VoiceOver reports.
    var received: [TestScene.Received] { receivedWithFocus.filter { $0.action != .focus } }

    /// Everything the test scene received, focus moves included.
    var receivedWithFocus: [TestScene.Received] { (scene as? TestScene)?.received ?? [] }
}

extension Array where Element == Utterance {
    /// The texts, for comparing with expected speech.
    var texts: [String] { map(\.text) }
}

extension Screen {
    /// Replaces the element `id` wherever it is in the tree.
    mutating func update(_ id: ElementID, _ change: (inout AccessibilityElement) -> Void) {
        func visit(_ node: inout AccessibilityElement) {
            if node.id == id { change(&node) }
            for index in node.children.indices { visit(&node.children[index]) }
        }
        visit(&root)
    }
}

/// A button-like leaf placed in a 100-point row grid, for navigation tests.
func element(_ id: ElementID, _ label: String, traits: Traits = [], value: String? = nil, hint: String? = nil,
             row: Double = 0, column: Double = 0) -> AccessibilityElement {
    AccessibilityElement(id: id, label: label, value: value, hint: hint, traits: traits,
                         frame: Rect(x: column * 100, y: row * 100, width: 90, height: 90))
}
