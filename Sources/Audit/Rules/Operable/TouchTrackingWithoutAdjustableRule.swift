import SwiftSyntax
import SwiftSyntaxSupport

/// A custom control that changes a value by tracking a finger, with no adjustable element and
/// no custom actions.
///
/// VoiceOver takes drags for itself; it changes a value only through the adjustable trait, by
/// calling `accessibilityIncrement()` and `accessibilityDecrement()` on a swipe up or down
/// (Apple, `UIAccessibilityTraits.adjustable`; docs/voiceover-speech.md), as the Exceptional Dogs
/// carousel does (WWDC 2018 session 230). Tracking is `touchesMoved(_:with:)`,
/// `beginTracking`/`continueTracking(_:with:)` or a `UIPanGestureRecognizer`; a value is what
/// the class sends `.valueChanged` for, or a property named as one (value, progress, rating,
/// percent, volume, level, index) the tracking code assigns or computes. Subclasses of `UISlider`,
/// `UIStepper`, `UISwitch` and the other system controls are adjustable already; a class that
/// overrides `accessibilityIncrement()` is `increment-without-adjustable-trait`'s. Only views,
/// controls and cells are read: a view controller's or an interactive transition's pan drives an
/// animation.
public struct TouchTrackingWithoutAdjustableRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a tracking method, a pan recognizer added or taken as a parameter.
    public static let triggers: SourceTriggers? = SourceTriggers(words: trackingMethods.union(["addGestureRecognizer", "UIPanGestureRecognizer"]))

    public static let description = RuleDescription(
        of: Self.self,
        id: "touch-tracking-without-adjustable",
        title: "Touch-tracking control is not adjustable",
        rationale: """
            A slider, dial or rating control drawn by hand changes its value as a finger drags. \
            VoiceOver users cannot drag it, and Switch Control and Voice Control users cannot make \
            the gesture, so the value stays where it is for them unless the control is adjustable \
            or offers actions.
            """,
        wcag: [.keyboard, .dragging, .nameRoleValue],
        hig: "Accessibility › Gestures",
        severity: .error,
        triggeringExamples: [
            .swift("""
                final class ↓RatingControl: UIControl {
                    var rating = 0

                    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                        rating = Int(touch.location(in: self).x / bounds.width * 5)
                        sendActions(for: .valueChanged)
                        return true
                    }
                }
                """),
            .swift("""
                final class ↓VolumeKnob: UIView {
                    private(set) var volume: CGFloat = 0.5

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(turn(_:))))
                    }

                    @objc private func turn(_ pan: UIPanGestureRecognizer) {
                        volume += pan.translation(in: self).y / 200
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class RatingControl: UIControl {
                    var rating = 0

                    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                        rating = Int(touch.location(in: self).x / bounds.width * 5)
                        sendActions(for: .valueChanged)
                        return true
                    }

                    override var accessibilityTraits: UIAccessibilityTraits {
                        get { super.accessibilityTraits.union(.adjustable) }
                        set { super.accessibilityTraits = newValue }
                    }
                    override func accessibilityIncrement() { rating = min(rating + 1, 5) }
                    override func accessibilityDecrement() { rating = max(rating - 1, 0) }
                }
                """),
            .swift("""
                final class SignatureView: UIView {
                    private var points: [CGPoint] = []

                    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                        points += touches.map { $0.location(in: self) }
                        setNeedsDisplay()
                    }
                }
                """),
            .swift("""
                final class ScrubberSlider: UISlider {
                    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                        value = Float(touch.location(in: self).x / bounds.width) * maximumValue
                        return true
                    }
                }
                """),
        ])

    static let trackingMethods: Set<String> = ["touchesMoved", "beginTracking", "continueTracking"]
    static let valueWords = ["value", "progress", "rating", "percent", "volume", "brightness", "level", "index", "score"]
    /// System controls that are adjustable, or otherwise accessible, themselves.
    static let accessibleSystemControls: Set<String> = ["UISlider", "UIStepper", "UISwitch", "UIPageControl",
                                                        "UIDatePicker", "UIPickerView", "UISegmentedControl",
                                                        "UIScrollView", "UITableView", "UICollectionView",
                                                        "UITextView", "UITextField", "UIButton"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        UIKitClassSource.all(in: file).compactMap { type in
            guard Self.isView(type), !Self.accessibleSystemControls.contains(type.superclass ?? ""),
                  Self.changesValueByTracking(type, in: file),
                  !type.mentions(["accessibilityIncrement", "accessibilityDecrement"]),
                  !type.traits(of: "self").contains("adjustable"), !type.setsCustomActions(on: "self") else { return nil }
            return finding(.notAdjustable, at: file.location(of: type.declaration.name))
        }
    }

    /// Whether the class is a view or control (by its superclass's name), not a view controller or
    /// an interactive transition, whose pan drives an animation rather than a value.
    static func isView(_ type: UIKitClassSource) -> Bool {
        guard let superclass = type.superclass, !type.isViewController else { return false }
        return ["View", "Control", "Cell"].contains(where: superclass.hasSuffix)
    }

    /// Whether the class tracks touches and the tracking changes a value.
    static func changesValueByTracking(_ type: UIKitClassSource, in file: ParsedSourceFile) -> Bool {
        let pans = type.gestureRecognizers(in: file).filter { $0.kind == .pan }
        let panActions = Set(pans.compactMap(\.action))
        let trackers = type.nodes(FunctionDeclSyntax.self, in: file).filter { function in
            Self.trackingMethods.contains(function.name.text) || panActions.contains(function.name.text)
                || function.signature.parameterClause.parameters.contains { $0.type.trimmedDescription == "UIPanGestureRecognizer" }
        }
        guard !trackers.isEmpty else { return false }
        if type.parts.contains(where: { $0.trimmedDescription.contains("sendActions(for: .valueChanged)") }) { return true }
        let ranges = trackers.compactMap { $0.body.map { $0.position..<$0.endPosition } }
        let assigned: [(String, AbsolutePosition)] = type.nodes(SequenceExprSyntax.self, in: file).compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count >= 3, Self.isAssignment(elements[1]), let name = elements[0].calledName else { return nil }
            return (name, sequence.position)
        }
        let bound: [(String, AbsolutePosition)] = type.nodes(PatternBindingSyntax.self, in: file).compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding.position) }
        }
        return (assigned + bound).contains { name, position in
            ranges.contains { $0.contains(position) } && Self.valueWords.contains(where: name.lowercased().contains)
        }
    }

    /// `=`, `+=`, `-=`, `*=`, `/=`.
    private static func isAssignment(_ operatorExpression: ExprSyntax) -> Bool {
        if operatorExpression.is(AssignmentExprSyntax.self) { return true }
        let text = operatorExpression.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        return ["+=", "-=", "*=", "/="].contains(text)
    }
}

extension RuleMessage {
    fileprivate static let notAdjustable = RuleMessage(
        id: "touch-tracking-without-adjustable",
        text: """
            This control changes its value only as a finger drags: a VoiceOver, Switch Control or \
            Voice Control user cannot change it at all.
            """,
        fix: """
            Make the control adjustable: add `.adjustable` to its `accessibilityTraits`, override \
            `accessibilityIncrement()` and `accessibilityDecrement()` to step the value, and give \
            the value as `accessibilityValue`.
            """)
}
