import AccessibilityTree

/// A label that names the element's type ("Play button"), which VoiceOver already speaks.
///
/// VoiceOver adds the trait word after the label (docs/voiceover-speech.md, What VoiceOver speaks), and the UIKit
/// header says a label must not contain the control type: "Play", not "Play button".
public struct LabelRepeatsTraitRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "label-repeats-trait",
        title: "Label repeats the element's type",
        rationale: """
            VoiceOver speaks an element's type after its label. A label that already says \
            "button" or "image" is heard twice ("Play button, Button"), which slows every visit \
            and buries the words that matter.
            """,
        wcag: [.headingsAndLabels, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "play", label: "Play button", traits: .button),
                AccessibilityElement(id: "dog", label: "Image of a dog asleep", traits: .image),
                AccessibilityElement(id: "title", label: "Heading: Adoption", traits: .header),
                AccessibilityElement(id: "section", label: "Header: Adoption", traits: .header),
                AccessibilityElement(id: "volume", label: "Volume slider", value: "60%", traits: .adjustable),
                AccessibilityElement(id: "named", label: "\\(episode.title) button", traits: .button),
                // A storyboard's default title, left in place: the type alone.
                AccessibilityElement(id: "placeholder", label: "Button", traits: .button),
            ]), reported: ["play", "dog", "title", "section", "volume", "named", "placeholder"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "play", label: "Play", traits: .button),
                AccessibilityElement(id: "dog", label: "Picture one of Pinky", traits: .image),
                AccessibilityElement(id: "tab", label: "New tab", traits: .button),
                AccessibilityElement(id: "shirt", label: "Button-down shirt", traits: .staticText),
                AccessibilityElement(id: "refresh", label: "\\(L10n.Settings.Refresh.header)", traits: .header),
                // A header the label names: VoiceOver says "Heading" (Vernissage's "Change header" sheet).
                AccessibilityElement(id: "banner", label: "Change header", traits: .header),
                // A setting about buttons, switches or tabs names them first, not its own type.
                AccessibilityElement(id: "shapes", label: "Button Shapes", value: "Off", traits: [.button, .toggle]),
                AccessibilityElement(id: "size", label: "Button Size", value: "Medium", traits: .button),
                // An asset's file name read for want of a label: `label-is-file-name` says what to change.
                AccessibilityElement(id: "bell", label: "icon-bell", traits: .image),
                AccessibilityElement(id: "close", label: "btn_close", traits: .button),
            ]), reported: []),
        ])

    /// The words VoiceOver speaks for each trait (docs/voiceover-speech.md, Trait words), as a label would write them,
    /// and where in the label they repeat the type: at its end ("Play button"), or at its start too ("Image of a dog",
    /// "Heading: Adoption"). A control's kind first names what a setting is about ("Button Shapes", "Switch Style",
    /// "Tab Order"), so for those only the end counts. VoiceOver says "Heading", not "header", and a header is as
    /// often a thing the label names ("Change header": a profile's banner picture), so "header" counts only first.
    static let traitWords: [(trait: Traits, words: [String], place: WordPlace)] = [
        (.button, ["button"], .end), (.button, ["btn"], .end),
        (.link, ["link"], .startOrEnd),
        (.header, ["heading"], .startOrEnd), (.header, ["header"], .start),
        (.image, ["image"], .startOrEnd), (.image, ["icon"], .startOrEnd),
        (.adjustable, ["adjustable"], .startOrEnd), (.adjustable, ["slider"], .startOrEnd),
        (.searchField, ["search", "field"], .startOrEnd),
        (.textEntry, ["text", "field"], .startOrEnd),
        (.tabButton, ["tab"], .end),
        (.toggle, ["toggle"], .end), (.toggle, ["switch"], .end),
        (.selected, ["selected"], .startOrEnd),
    ]

    /// Where in a label a trait's word repeats the type.
    enum WordPlace {
        case start, end, startOrEnd

        func holds(_ spelling: [String], in words: [String]) -> Bool {
            let atStart = words.starts(with: spelling), atEnd = words.reversed().starts(with: spelling.reversed())
            return switch self {
            case .start: atStart
            case .end: atEnd
            case .startOrEnd: atStart || atEnd
            }
        }
    }

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            // A file's name ("icon-bell", an image read by its asset's name) is no words anyone
            // wrote for the label: `label-is-file-name` reports it, and its fix removes the word too.
            guard let label = element.spokenLabel, !element.readsAStringsTableKey(label), !FileNameLabel.matches(label) else { return nil }
            // Words inside a run-time value's placeholder are its expression's (`\(L10n.refresh.header)`), not spoken.
            let words = label.withoutRunTimePlaceholders.lowercasedWords
            guard let spelling = Self.traitWords.first(where: { element.traits.contains($0.trait) && $0.place.holds($0.words, in: words) })?.words
            else { return nil }
            // The label is the type alone (a storyboard's default title "Button"): removing
            // the word leaves the control without a name.
            let message: RuleMessage = words == spelling ? .onlyTheType(label: label) : .repeats(label: label, word: spelling.joined(separator: " "))
            return finding(message, about: element, in: context, dependingOn: [.label, .traits])
        }
    }
}

extension AccessibilityElement {
    /// Whether `label` is a strings-table key standing alone (`"settings.push.main-toggle"`):
    /// VoiceOver speaks its translation, so a word that names the control's kind in the key
    /// ("toggle", "button") is the key's naming, not what is heard (docs/review.md).
    fileprivate func readsAStringsTableKey(_ label: String) -> Bool {
        !label.contains(where: \.isWhitespace) && unresolved.contains { $0.fact == .label && $0.origin == .stringsTableKey }
    }
}

extension RuleMessage {
    fileprivate static func repeats(label: String, word: String) -> RuleMessage {
        RuleMessage(
            id: "label-repeats-trait",
            text: """
                VoiceOver hears "\(word)" twice: it reads the label "\(label)" and then the element's \
                type, which wastes the listener's time on every visit.
                """,
            fix: "Remove \"\(word)\" from the label; the trait already tells VoiceOver users what kind of element it is.")
    }

    fileprivate static func onlyTheType(label: String) -> RuleMessage {
        RuleMessage(
            id: "label-repeats-trait.only-the-type",
            text: """
                VoiceOver reads this element's label "\(label)" and then its type: "\(label), \(label)". Nothing \
                names what it is or does.
                """,
            fix: """
                Give it a label naming what it does, in the screen's words (`.accessibilityLabel("Change photo")`), \
                or a title that does; the trait already says what kind of element it is.
                """,
            uikitFix: """
                Give it a title or a label naming what it does (`button.accessibilityLabel = "Change photo"`; a \
                storyboard's default title "Button" is a placeholder to replace); the trait already says what \
                kind of element it is.
                """)
    }
}
