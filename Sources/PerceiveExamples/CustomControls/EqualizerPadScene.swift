import AccessibilityTree
import Scenes

/// The Background Sounds equalizer from WWDC 2026 session 220: a two-dimensional pad whose
/// handle sets frequency (horizontal) and amplitude (vertical).
///
/// One adjustable trait covers only one axis, so the pad exposes four custom actions that move
/// one axis by a fixed step, clamped to -100…100, and announces the new position. A passthrough
/// drag from the handle moves both at once. The actions are in the order VoiceOver reads them in
/// the talk ("Move down. Move up. Move right. Move left." on four swipes down).
public struct EqualizerPadScene: Scene {
    public private(set) var frequency: Int
    public private(set) var amplitude: Int

    public static let step = 10
    public static let range = -100...100
    public static let actionNames = ["Move down", "Move up", "Move right", "Move left"]
    public static let hint = "Double tap and hold, then drag to adjust filters. "
        + "The bounds of the chart axis are set to -100 to 100."

    static let padFrame = Rect(x: 46, y: 240, width: 300, height: 300)

    public init(frequency: Int = 0, amplitude: Int = 10) {
        self.frequency = Self.clamped(frequency)
        self.amplitude = Self.clamped(amplitude)
    }

    /// "frequency 0, amplitude 10".
    public var value: String { "frequency \(frequency), amplitude \(amplitude)" }

    /// Where the handle is drawn: the centre of the pad is (0, 0), up is positive amplitude.
    public var handle: Point {
        Point(x: Self.padFrame.midX + Double(frequency) / 200 * Self.padFrame.width,
              y: Self.padFrame.midY - Double(amplitude) / 200 * Self.padFrame.height)
    }

    static func clamped(_ value: Int) -> Int { min(max(value, range.lowerBound), range.upperBound) }

    public func render() -> Screen {
        let pad = AccessibilityElement(
            id: "filter-chart", label: "Filter chart", value: value, hint: Self.hint, frame: Self.padFrame,
            activationPoint: handle, customActions: Self.actionNames.map { CustomAction(name: $0) },
            gestures: [.drag])
        return Screen(name: "Background Sounds", elements: [pad])
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard id == "filter-chart" else { return .unhandled }
        switch action {
        case .customAction("Move up"): amplitude = Self.clamped(amplitude + Self.step)
        case .customAction("Move down"): amplitude = Self.clamped(amplitude - Self.step)
        case .customAction("Move right"): frequency = Self.clamped(frequency + Self.step)
        case .customAction("Move left"): frequency = Self.clamped(frequency - Self.step)
        case .touch(_, let point):
            frequency = Self.clamped(Int(((point.x - Self.padFrame.midX) / Self.padFrame.width * 200).rounded()))
            amplitude = Self.clamped(Int(((Self.padFrame.midY - point.y) / Self.padFrame.height * 200).rounded()))
            return .handled
        default:
            return .unhandled
        }
        return SceneResponse(isHandled: true, events: [.announcement(
            "Frequency \(frequency), amplitude \(amplitude)", priority: .default)])
    }
}
