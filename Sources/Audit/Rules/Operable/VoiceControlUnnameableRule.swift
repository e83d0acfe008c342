import AccessibilityTree
import AssistiveTechnologies

/// A control whose Voice Control name a person cannot say: a name made only of emoji or symbols,
/// or an input label that is a file name.
///
/// Voice Control shows each control's name (its first input label, else its label) and acts on
/// "Tap" followed by that name (docs/voice-control.md). A control with no name at all, or whose
/// label is a file name, is already reported by `missing-label`, `control-without-label`,
/// `icon-only-button-without-label` and `label-is-file-name`, whose fixes also give Voice Control
/// a name; this rule reports only what those rules leave: names with no letter or digit, and
/// input labels (which only Voice Control and Full Keyboard Access read) that are file names.
///
/// A piece of a tappable row (the "#" beside a hashtag, a "⋅" between a name and a time) is
/// interactive only through the gesture of the row around it; when another piece of that row
/// with the same gestures has a name people can say, the row's action is reached by that name,
/// and the piece is not reported.
public struct VoiceControlUnnameableRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "voice-control-unnameable",
        title: "Voice Control shows a name no one can say",
        rationale: """
            A Voice Control user acts on a control by saying the name shown on it: "Tap Favorite". \
            A name made only of emoji or symbols ("❤️", "★", "+") has no word a person knows to \
            say, and a file name ("fav_star_outline") is not one people say aloud: the control is \
            left to "Show numbers" and a number, every time, and nothing visible tells the person \
            which word would work.
            """,
        wcag: [.labelInName, .nameRoleValue],
        hig: "Accessibility › Mobility",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(name: "Player", elements: [
                AccessibilityElement(id: "like", label: "❤️", traits: .button),
                AccessibilityElement(id: "rate", label: "★★★", traits: .adjustable),
                AccessibilityElement(id: "add", label: "+", traits: .button),
            ]), reported: ["like", "rate", "add"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite", label: "Favorite, Harbor Walk", traits: .button,
                                     inputLabels: ["fav_star_outline"]),
                AccessibilityElement(id: "party", label: "Celebrate", traits: .button, inputLabels: ["🎉"]),
            ]), reported: ["favorite", "party"]),
        ],
        nonTriggeringExamples: [
            // A tappable row: its "#" is reached by saying the hashtag beside it.
            .screen(Screen(elements: [
                .container(id: "row", children: [
                    AccessibilityElement(id: "avatar", label: "#", gestures: [.tap]),
                    AccessibilityElement(id: "tag", label: "#swift", gestures: [.tap]),
                ]),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "like", label: "Like", traits: .button),
                AccessibilityElement(id: "heart", label: "❤️ Favorite", traits: .button),
                AccessibilityElement(id: "channel", label: "4", traits: .button),
                AccessibilityElement(id: "party", label: "🎉", traits: .button, inputLabels: ["Celebrate"]),
                // Not interactive: Voice Control puts no name on it.
                AccessibilityElement(id: "mood", label: "😀", traits: .staticText),
            ]), reported: []),
            // No name, or a label that is a file name: reported by `missing-label` and `label-is-file-name`.
            .screen(Screen(elements: [
                AccessibilityElement(id: "unnamed", traits: .button),
                AccessibilityElement(id: "favorite", label: "fav_star_outline", traits: .button),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let targets = VoiceControlTarget.targets(on: screen)
        return targets.compactMap { target in
            guard let name = target.displayedName else { return nil }
            if !target.names.contains(where: VoiceControlName.isSayable) {
                guard !Self.isReachedThroughItsRow(target, among: targets, on: screen) else { return nil }
                return finding(.unsayable(name), about: target.element, in: context, dependingOn: [.label, .inputLabels])
            }
            guard !target.element.inputLabels.isEmpty, FileNameLabel.matches(name) else { return nil }
            return finding(.fileName(name), about: target.element, in: context, dependingOn: [.inputLabels])
        }
    }
}

extension VoiceControlUnnameableRule {
    /// Whether `target` is interactive only by gestures and another target under the same
    /// container, with the same gestures, has a name people can say.
    static func isReachedThroughItsRow(_ target: VoiceControlTarget, among targets: [VoiceControlTarget],
                                       on screen: Screen) -> Bool {
        let element = target.element
        var withoutGestures = element
        withoutGestures.gestures = []
        guard !element.gestures.isEmpty, !withoutGestures.isInteractive,
              let row = screen.ancestors(of: element.id).first else { return false }
        var inRow: Set<ElementID> = []
        func collect(_ node: AccessibilityElement) {
            inRow.insert(node.id)
            node.children.forEach(collect)
        }
        row.children.forEach(collect)
        return targets.contains { other in
            other.id != element.id && inRow.contains(other.id) && other.element.gestures == element.gestures
                && other.names.contains(where: VoiceControlName.isSayable)
        }
    }
}

extension RuleMessage {
    fileprivate static func unsayable(_ name: String) -> RuleMessage {
        RuleMessage(
            id: "voice-control-unnameable",
            text: """
                Voice Control shows "\(name)" on this control, which has no word to say after \
                "Tap": a person who controls the device by voice can reach it only by asking for \
                numbers.
                """,
            fix: """
                Give it a name people can say: a label in words (`.accessibilityLabel("Like")`), or \
                keep the symbol for VoiceOver and add `.accessibilityInputLabels(["Like"])` for Voice Control.
                """)
    }

    fileprivate static func fileName(_ name: String) -> RuleMessage {
        RuleMessage(
            id: "voice-control-unnameable.file-name",
            text: """
                Voice Control shows the file name "\(name)" on this control: a person who controls \
                the device by voice must say a file name, or ask for numbers.
                """,
            fix: """
                Make its first input label the words people see or would say: \
                `.accessibilityInputLabels(["Favorite"])`.
                """)
    }
}
