import AccessibilityTree
import Basics

/// An interactive element whose frame is smaller than the minimum hit target.
///
/// HIG Accessibility › Mobility: controls at least 44×44 pt on iOS, the platform's default control
/// size elsewhere (28 pt on macOS; docs/dynamic-type.md, Hit regions).
/// The threshold is the `minimumHitTarget` option when set (`thresholds.minimumHitTarget` in `.perceive.json`). Keyboard keys are skipped,
/// and so are switches (the toggle trait): the system switch is 51×31 pt by Apple's own design
/// and cannot be resized, so reporting it would only be noise. An element whose only actions are
/// custom actions is no touch target (`AccessibilityElement.isTouchTarget`).
public struct SmallHitRegionRule: TreeRule {
    /// The smallest width and height a control may have.
    public static let minimumHitTarget = RuleOption.points("minimumHitTarget", default: Size.minimumHitTarget.width, """
        The smallest width and height, in points, of a control's tappable area.
        """)

    public static let description = RuleDescription(
        of: Self.self,
        id: "small-hit-region",
        title: "Hit region is smaller than 44×44 pt",
        rationale: """
            A small target is hard to hit for people with tremor or limited dexterity, for people \
            who point with Dwell or a head pointer and must hold the pointer still on it, and for \
            anyone using the device one-handed or on the move. Apple asks for at least 44×44 \
            points.
            """,
        wcag: [.targetSizeMinimum, .targetSizeEnhanced],
        hig: "Accessibility › Mobility",
        severity: .warning,
        options: [minimumHitTarget],
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "close", label: "Close", traits: .button,
                                     frame: Rect(x: 10, y: 10, width: 24, height: 24)),
                AccessibilityElement(id: "more", label: "More", traits: .button,
                                     frame: Rect(x: 300, y: 10, width: 80, height: 30)),
            ]), reported: ["close", "more"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "close", label: "Close", traits: .button,
                                     frame: Rect(x: 10, y: 10, width: 44, height: 44)),
                AccessibilityElement(id: "caption", label: "Photo by Dan", traits: .staticText,
                                     frame: Rect(x: 10, y: 60, width: 100, height: 14)),
                AccessibilityElement(id: "key", label: "Q", traits: [.button, .keyboardKey],
                                     frame: Rect(x: 0, y: 600, width: 32, height: 42)),
                AccessibilityElement(id: "dimmed", label: "Send", traits: [.button, .notEnabled],
                                     frame: Rect(x: 300, y: 600, width: 20, height: 20)),
                AccessibilityElement(id: "switch", label: "Notify me", value: "1", traits: [.button, .toggle],
                                     frame: Rect(x: 16, y: 700, width: 361, height: 31)),
                AccessibilityElement(id: "brightness", label: "Brightness", value: "50%", traits: .adjustable,
                                     frame: Rect(x: 24, y: 740, width: 345, height: 31)),
                // A list row's reorder glyph, offered the row's Delete in the Actions rotor.
                AccessibilityElement(id: "handle", label: "Reorder", traits: .image,
                                     frame: Rect(x: 350, y: 790, width: 20, height: 20),
                                     customActions: [CustomAction(name: "Delete")]),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "close", label: "Close", traits: .button,
                                     frame: Rect(x: 10, y: 10, width: 30, height: 30)),
            ]), reported: [], configuration: .setting(minimumHitTarget, to: 24)),
        ])

    let minimum: Double

    public init(configuration: RuleConfiguration) {
        // The platform's default control size unless the team set its own (iOS's 44 pt is the
        // option's default; macOS's controls are 28 pt: TargetPlatform.defaultControlSize).
        minimum = configuration.configuredValue(of: Self.minimumHitTarget) ?? configuration.platform.defaultControlSize
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            // Adjustables are excluded: VoiceOver, Switch Control and Voice Control adjust them
            // without touching them, and the system slider takes touches beyond its bounds.
            // So are elements whose only actions are custom actions: no touch runs those.
            guard element.isTouchTarget, element.traits.isDisjoint(with: [.keyboardKey, .toggle, .adjustable]) else { return nil }
            guard let frame = element.frame else {
                // Lowered from source, a control without a frame has no size the code decides.
                return element.isUnresolved(.frame) && context.framework == nil
                    ? finding(.unknownSize(minimum: minimum), about: element, in: context, kind: .needsReview) : nil
            }
            guard frame.width < minimum || frame.height < minimum else { return nil }
            switch context.framework {
            case .swiftUI:
                // A side of no length is a stand-in, not a control anyone draws: a view lowered on its
                // own is given 0 for a number only its callers pass (`.frame(width: size, height:
                // size)` with `let size: CGFloat`).
                guard frame.width > 0, frame.height > 0 else { return nil }
                // The SwiftUI layout measures text only roughly: judge the sides a constant frame or
                // a symbol decides, and point at that line (docs/review.md, Hit regions).
                guard let decided = element.visual?.decidedSize,
                      decided.width && frame.width < minimum || decided.height && frame.height < minimum else { return nil }
                return finding(.tooSmall(frame.size, minimum: minimum), about: element, in: context,
                               at: FindingLocation(decided.source, elementPath: element.id.rawValue), dependingOn: [.frame])
            case .uikit:
                // A view from a storyboard or nib: the sides a constraint of its own (or a fixed
                // frame) decides are judged, at the line that decides them.
                if let decided = element.visual?.decidedSize {
                    guard decided.width && frame.width < minimum || decided.height && frame.height < minimum else { return nil }
                    return finding(.tooSmall(frame.size, minimum: minimum), about: element, in: context,
                                   at: FindingLocation(decided.source, elementPath: element.id.rawValue), dependingOn: [])
                }
                // A frame the UIKit layout estimated (Auto Layout, intrinsic sizes) is no evidence.
                guard !element.unresolved.contains(where: { $0.fact == .frame }) else { return nil }
                return finding(.tooSmall(frame.size, minimum: minimum), about: element, in: context, dependingOn: [.frame])
            case nil:
                return finding(.tooSmall(frame.size, minimum: minimum), about: element, in: context, dependingOn: [.frame])
            }
        }
    }
}

extension RuleMessage {
    fileprivate static func tooSmall(_ size: Size, minimum: Double) -> RuleMessage {
        RuleMessage(
            id: "small-hit-region",
            text: """
                This control is \(size) pt, smaller than \(minimum.compactDescription)×\(minimum.compactDescription) pt: \
                people with tremor or limited dexterity will miss it or hit its neighbour, and a Dwell \
                pointer cannot rest on it reliably.
                """,
            fix: """
                Make the tappable area at least \(minimum.compactDescription)×\(minimum.compactDescription) pt: \
                `.frame(minWidth:minHeight:)` with `.contentShape(Rectangle())`, or larger insets.
                """,
            uikitFix: """
                Make the tappable area at least \(minimum.compactDescription)×\(minimum.compactDescription) pt: \
                constrain the control's width and height \
                (`widthAnchor.constraint(greaterThanOrEqualToConstant: \(minimum.compactDescription))`), enlarge its \
                insets (`UIButton.Configuration.contentInsets`), or override `point(inside:with:)`.
                """)
    }

    fileprivate static func unknownSize(minimum: Double) -> RuleMessage {
        RuleMessage(
            id: "small-hit-region.unknown",
            text: """
                The size of this control could not be worked out; if it is smaller than \
                \(minimum.compactDescription)×\(minimum.compactDescription) pt, people with limited dexterity will miss it.
                """,
            fix: "Check the control's tappable area on a device, and keep it at least \(minimum.compactDescription) pt each way.")
    }
}
