import AccessibilityTree
import Scenes

/// The standard SwiftUI slider WWDC 2026 session 220 starts from: "Brightness, 50%, adjustable."
///
/// A system slider needs no work: its label says what it controls, its value is a percentage,
/// swipes move it by a tenth of its range, and a drag from the thumb sets it directly.
public struct BrightnessSliderScene: Scene {
    /// 0…100 percent.
    public private(set) var percent: Int

    static let trackFrame = Rect(x: 24, y: 400, width: 345, height: 44)

    public init(percent: Int = 50) { self.percent = min(max(percent, 0), 100) }

    /// The thumb's centre: `UISlider`'s default activation point (docs/voiceover-speech.md, Element properties).
    var thumb: Point {
        Point(x: Self.trackFrame.minX + Double(percent) / 100 * Self.trackFrame.width, y: Self.trackFrame.midY)
    }

    public func render() -> Screen {
        let slider = ExampleElements.adjustable("brightness", "Brightness", value: "\(percent)%",
                                                frame: Self.trackFrame, activationPoint: thumb)
        return Screen(name: "Brightness", elements: [slider])
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard id == "brightness" else { return .unhandled }
        switch action {
        case .increment where percent < 100:
            percent = min(percent + 10, 100)
        case .decrement where percent > 0:
            percent = max(percent - 10, 0)
        case .touch(_, let point):
            let fraction = (point.x - Self.trackFrame.minX) / Self.trackFrame.width
            percent = min(max(Int((fraction * 100).rounded()), 0), 100)
        default:
            return .unhandled
        }
        return .handled
    }
}
