import AccessibilityTree
import Scenes

/// The virtual cat from WWDC 2026 session 220: pet it and it purrs, tap it for a meow, pinch it
/// and it hisses.
///
/// *Before*, VoiceOver finds only an image labelled with its asset's name, `cat_fill_space`, which
/// it speaks with the underscores as word breaks, "cat fill space. Image." (the talk's "Cat fill.
/// Space. Image.", whose full stops are the transcriber's; docs/swiftui-defaults.md), and
/// the instruction "Touch the cat to interact."; none of the gestures is reachable. *After*, the
/// cat is one element labelled "Virtual cat" whose value is its reaction, a direct touch area
/// that requires activation (a double tap) before touches pass through, with custom actions as
/// the alternative for people who cannot perform the gestures.
public struct VirtualCatScene: Scene {
    /// How the cat reacts: the element's value.
    public enum Reaction: String, Sendable, CaseIterable {
        case sleeping, purring, meowing, hissing

        /// "Purring": how the app announces a reaction.
        public var announcement: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public let variant: ExampleApp.Variant
    public private(set) var reaction: Reaction = .sleeping
    private var touchStart: Point?
    private var touchMoved = false

    /// The custom actions and the reaction each causes.
    public static let actions: [(name: String, reaction: Reaction)] = [
        ("Pet", .purring), ("Tap", .meowing), ("Pinch", .hissing),
    ]

    static let catFrame = Rect(x: 46, y: 220, width: 300, height: 300)
    static let instructionFrame = Rect(x: 40, y: 560, width: 313, height: 24)

    public init(variant: ExampleApp.Variant) { self.variant = variant }

    public func render() -> Screen {
        let instruction = ExampleElements.text("instruction", "Touch the cat to interact.",
                                               frame: Self.instructionFrame)
        let cat: AccessibilityElement
        switch variant {
        case .before:
            cat = AccessibilityElement(id: "cat", label: "cat_fill_space", traits: .image, frame: Self.catFrame,
                                       gestures: [.tap, .drag, .pinch])
        case .after:
            cat = AccessibilityElement(
                id: "virtual-cat", label: "Virtual cat", value: reaction.rawValue,
                traits: .allowsDirectInteraction, frame: Self.catFrame,
                customActions: Self.actions.map { CustomAction(name: $0.name) },
                directTouch: DirectTouch(options: .requiresActivation), gestures: [.tap, .drag, .pinch])
        }
        return Screen(name: "Virtual Cat", elements: [cat, instruction])
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard variant == .after, id == "virtual-cat" else { return .unhandled }
        switch action {
        case .activate:
            return .handled
        case .customAction(let name):
            guard let match = Self.actions.first(where: { $0.name == name }) else { return .unhandled }
            reaction = match.reaction
            return SceneResponse(isHandled: true, events: [.announcement(reaction.announcement,
                                                                         priority: .default)])
        case .touch(.began, let point):
            touchStart = point
            touchMoved = false
            return .handled
        case .touch(.moved, let point):
            if let touchStart, abs(point.x - touchStart.x) + abs(point.y - touchStart.y) > 10 {
                touchMoved = true
                reaction = .purring
            }
            return .handled
        case .touch(.ended, _):
            // A touch that did not travel is a tap: the cat meows; a stroke keeps it purring.
            if !touchMoved { reaction = .meowing }
            touchStart = nil
            return .handled
        default:
            return .unhandled
        }
    }
}
