import AccessibilityTree
import Scenes

/// What a person sees or gets back after a Voice Control command.
public enum VoiceControlEvent: Hashable, Sendable {
    /// The command as heard.
    case heard(VoiceCommand)
    /// "Show names" or "Show numbers": what is displayed over each target.
    case overlay(VoiceControlOverlay, [VoiceControlOverlayItem])
    /// The element was acted on; `isHandled` is whether the app responded.
    case acted(VoiceControlAction, item: VoiceControlOverlayItem, isHandled: Bool)
    /// "Show grid", or a zoom into one of its cells: the grid now shown.
    case grid(VoiceControlGrid)
    /// "Tap" and a cell's number: a tap at the cell's centre, on the element there if any.
    case tappedPoint(Point, item: VoiceControlOverlayItem?, isHandled: Bool)
    /// Several items answer to the name: numbers are shown on them to choose from.
    case ambiguous(name: String, matches: [VoiceControlOverlayItem])
    /// Nothing answers to what was said.
    case noMatch(String, suggestion: String?)
    /// Nothing on the screen scrolls that way.
    case nothingToScroll(ScrollDirection)
    /// The app announced something after the command.
    case announcement(String)
}

/// What Voice Control displays over the screen's targets.
public enum VoiceControlOverlay: String, Hashable, Sendable {
    case names, numbers
}

/// What Voice Control does to an element.
public enum VoiceControlAction: Hashable, Sendable {
    case tap
    case increment
    case decrement
    /// One of the element's custom actions, by its name.
    case customAction(String)

    /// "Tapped", "Incremented", "Performed “Move up” on".
    public var pastTense: String {
        switch self {
        case .tap: "Tapped"
        case .increment: "Incremented"
        case .decrement: "Decremented"
        case let .customAction(name): "Performed \"\(name)\" on"
        }
    }
}

/// One target as an overlay shows it: its number, its displayed name and its element.
public struct VoiceControlOverlayItem: Hashable, Sendable {
    public var number: Int
    public var name: String?
    public var id: ElementID

    public init(number: Int, name: String?, id: ElementID) {
        self.number = number
        self.name = name
        self.id = id
    }

    init(_ target: VoiceControlTarget) {
        self.init(number: target.number, name: target.displayedName, id: target.id)
    }
}
