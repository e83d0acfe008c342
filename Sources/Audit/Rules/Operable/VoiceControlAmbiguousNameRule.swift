import AccessibilityTree
import AssistiveTechnologies

/// Controls VoiceOver tells apart but Voice Control cannot: the name Voice Control shows on each
/// (its first input label, else its label) is the same, and only a value or hint differs.
///
/// A Voice Control user says "Tap" and the name shown on the item; when several items show that
/// name, Voice Control cannot act and numbers must be asked for instead (docs/voice-control.md).
/// Where label, value and hint are all the same, `duplicate-labels` reports it for both
/// VoiceOver and Voice Control; this rule reports what only Voice Control meets.
public struct VoiceControlAmbiguousNameRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "voice-control-ambiguous-name",
        title: "Voice Control shows one name on different controls",
        rationale: """
            A Voice Control user acts on what they see by saying its name: "Tap Favorite". When \
            two controls that do different things show the same name, the command cannot choose, \
            and the person has to ask for numbers and say one — every time. VoiceOver users hear \
            the hint or value that tells the controls apart; Voice Control users are never told it.
            """,
        wcag: [.headingsAndLabels, .labelInName],
        hig: "Accessibility › Mobility",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(name: "DogRoutePro", elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Adds Riverside Loop to favourites",
                                     traits: .button),
                AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "Adds Harbor Walk to favourites",
                                     traits: .button),
            ]), reported: ["favorite-1", "favorite-2"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "share-photo", label: "Share photo", traits: .button, inputLabels: ["Share"]),
                AccessibilityElement(id: "share-route", label: "Share route", traits: .button, inputLabels: ["share"]),
            ]), reported: ["share-photo", "share-route"]),
        ],
        nonTriggeringExamples: [
            // A preview of a component in its variants: the same two buttons as above.
            .screen(Screen.previewArrangement(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Adds Riverside Loop to favourites",
                                     traits: .button),
                AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "Adds Harbor Walk to favourites",
                                     traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite, Riverside Loop", traits: .button),
                AccessibilityElement(id: "favorite-2", label: "Favorite, Harbor Walk", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Riverside Loop", traits: .button,
                                     inputLabels: ["Favorite Riverside Loop", "Favorite"]),
                AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "Harbor Walk", traits: .button,
                                     inputLabels: ["Favorite Harbor Walk", "Favorite"]),
                AccessibilityElement(id: "note-1", label: "Favorite", hint: "Riverside Loop", traits: .staticText),
                AccessibilityElement(id: "note-2", label: "Favorite", hint: "Harbor Walk", traits: .staticText),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", traits: .button,
                                     frame: Rect(x: 330, y: 100, width: 44, height: 44)),
                AccessibilityElement(id: "favorite-2", label: "Favorite", traits: .button,
                                     frame: Rect(x: 330, y: 160, width: 44, height: 44)),
            ]), reported: []),
            // Each device's own name, which the code reads at run time (Meshtastic's device list).
            .screen(Screen(elements: [
                AccessibilityElement(id: "device-1", label: "\\(device.name)", hint: "Connected", traits: .button),
                AccessibilityElement(id: "device-2", label: "\\(device.name)", hint: "Tap to connect", traits: .button),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        // A preview of a component's variants side by side is no screen a person speaks to.
        guard !screen.isPreviewArrangement else { return [] }
        let targets = VoiceControlTarget.targets(on: screen).filter { $0.displayedName != nil }
        let byName = Dictionary(grouping: targets) { VoiceControlName.matchKey($0.displayedName ?? "") }
        return targets.compactMap { target in
            // A name interpolating each control's own data (`\(device.name)`) is told apart at run time.
            guard let name = target.displayedName, !DuplicateLabelsRule.readsInstanceData(name) else { return nil }
            let sharing = byName[VoiceControlName.matchKey(name)] ?? []
            let heardAlike = sharing.filter { $0.element.heardIdentity == target.element.heardIdentity }
            guard sharing.count > 1, heardAlike.count == 1 else { return nil }
            return finding(.ambiguous(name: name, count: sharing.count), about: target.element, in: context,
                           dependingOn: [.label, .value, .hint])
        }
    }
}

extension RuleMessage {
    fileprivate static func ambiguous(name: String, count: Int) -> RuleMessage {
        RuleMessage(
            id: "voice-control-ambiguous-name",
            text: """
                Voice Control shows "\(name)" on \(count) different controls: saying "Tap \(name)" \
                cannot choose between them, though VoiceOver users hear what sets them apart.
                """,
            fix: """
                Put what sets this control apart in its label ("\(name), Riverside Loop"), or give it \
                an input label of its own first: .accessibilityInputLabels(["\(name) Riverside Loop", "\(name)"]).
                """)
    }
}
