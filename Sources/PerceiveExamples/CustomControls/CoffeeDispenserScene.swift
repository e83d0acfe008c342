import AccessibilityTree
import Scenes

/// The coffee maker app's fill-level control from WWDC 2026 session 220 ("Make custom controls
/// accessible"): drag up on the cup for more coffee, down for less.
///
/// *Before*, only the Settings button and the texts beside the cup are exposed: VoiceOver says
/// "Settings. Button.", "6 ounces.", "Drag up or down on the cup." and nothing says how to pour.
/// *After*, the cup is one adjustable element, "Coffee dispenser", whose value is the fill level:
/// swipes change it one ounce at a time; its activation point follows the fill level so a
/// passthrough drag (double tap and hold) starts right at the coffee; during the drag it
/// announces the level in tenths of an ounce, but only when the level changed and at least
/// 0.3 s passed since the last announcement.
public struct CoffeeDispenserScene: Scene {
    public let variant: ExampleApp.Variant
    /// How many ounces will be brewed.
    public private(set) var ounces: Double
    private var lastAnnouncedOunces: Double?
    private var lastAnnouncementTime: Duration?

    public static let capacity = 12.0
    /// "If the value has actually changed, and at least .3 seconds have passed, then I announce."
    public static let announcementInterval = Duration.milliseconds(300)

    static let settingsFrame = Rect(x: 329, y: 60, width: 44, height: 44)
    static let cupFrame = Rect(x: 96, y: 200, width: 200, height: 360)
    static let amountFrame = Rect(x: 96, y: 580, width: 200, height: 30)
    static let instructionFrame = Rect(x: 40, y: 630, width: 313, height: 24)

    public init(variant: ExampleApp.Variant, ounces: Double = 6) {
        self.variant = variant
        self.ounces = Self.clamped(ounces)
    }

    /// "6 ounces", "6.4 ounces", "1 ounce".
    public static func spoken(_ ounces: Double) -> String {
        let tenths = Int((ounces * 10).rounded())
        let number = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
        return number + (ounces == 1 ? " ounce" : " ounces")
    }

    /// The height of the coffee in the cup: where a passthrough drag starts.
    public var fillLevel: Point {
        Point(x: Self.cupFrame.midX, y: Self.cupFrame.maxY - ounces / Self.capacity * Self.cupFrame.height)
    }

    /// The fill level, to a tenth of an ounce, under a finger at `point`.
    static func ounces(at point: Point) -> Double {
        let fraction = (cupFrame.maxY - point.y) / cupFrame.height
        return clamped((fraction * capacity * 10).rounded() / 10)
    }

    static func clamped(_ ounces: Double) -> Double { min(max(ounces, 0), capacity) }

    public func render() -> Screen {
        let settings = ExampleElements.button("settings", "Settings", frame: Self.settingsFrame)
        let cup: AccessibilityElement
        var elements: [AccessibilityElement]
        switch variant {
        case .before:
            cup = AccessibilityElement(id: "cup", frame: Self.cupFrame, isAccessibilityElement: false,
                                       gestures: [.drag])
            elements = [settings, cup,
                        ExampleElements.text("amount", Self.spoken(ounces), frame: Self.amountFrame),
                        ExampleElements.text("instruction", "Drag up or down on the cup.",
                                             frame: Self.instructionFrame)]
        case .after:
            cup = ExampleElements.adjustable("coffee-dispenser", "Coffee dispenser", value: Self.spoken(ounces),
                                             frame: Self.cupFrame, activationPoint: fillLevel)
            elements = [settings, cup]
        }
        return Screen(name: "Coffee Dispenser", elements: elements)
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard variant == .after, id == "coffee-dispenser" else {
            return id == "settings" && action == .activate ? .handled : .unhandled
        }
        switch action {
        case .increment:
            guard ounces < Self.capacity else { return .unhandled }
            ounces = Self.clamped((ounces + 1).rounded(.down))
            return .handled
        case .decrement:
            guard ounces > 0 else { return .unhandled }
            ounces = Self.clamped((ounces - 1).rounded(.up))
            return .handled
        case .touch(let phase, let point):
            if phase == .began {
                lastAnnouncedOunces = ounces
                return .handled
            }
            ounces = Self.ounces(at: point)
            return SceneResponse(isHandled: true, events: announcementIfDue(at: time))
        default:
            return .unhandled
        }
    }

    /// The talk's throttle: announce the level only when it changed since the last announcement
    /// and at least `announcementInterval` has passed.
    private mutating func announcementIfDue(at time: Duration) -> [SceneEvent] {
        guard ounces != lastAnnouncedOunces else { return [] }
        if let lastAnnouncementTime, time - lastAnnouncementTime < Self.announcementInterval { return [] }
        lastAnnouncedOunces = ounces
        lastAnnouncementTime = time
        return [.announcement(Self.spoken(ounces), priority: .default)]
    }
}
