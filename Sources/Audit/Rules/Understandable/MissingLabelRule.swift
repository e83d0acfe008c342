import AccessibilityTree
import SwiftUIFrontEnd

/// A control or image VoiceOver can focus that has neither a label nor a value.
///
/// VoiceOver speaks label, value, then trait words (docs/voiceover-speech.md, What VoiceOver speaks), so a
/// button with no label is announced as just "Button."; SwiftUI does this for `Button { … }` whose
/// content is a drawn shape or a picture known only at run time (docs/swiftui-defaults.md,
/// Default labels and traits). A symbol's picture is read by its description or its name's words:
/// asked about, not claimed (`readBySymbolName`).
public struct MissingLabelRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "missing-label",
        title: "Control or image has no label",
        rationale: """
            VoiceOver speaks an element's label first. A button drawn only as an icon, with no \
            label and no value, is announced as just "Button": a person who cannot see it does not \
            know what it does, and Voice Control cannot name it.
            """,
        wcag: [.nonTextContent, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        insertedModifier: .label,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "settings", traits: .button),
                AccessibilityElement(id: "title", label: "Coffee", traits: .header),
            ]), reported: ["settings"]),
            .screen(Screen(elements: [AccessibilityElement(id: "photo", traits: .image)]), reported: ["photo"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "share", label: "  ", traits: .button),
            ]), reported: ["share"]),
            // To review: a symbol the caller passes, or one an initialiser of the app's is given,
            // read by its description or its name's words; a picture that is such a symbol.
            .screen(Screen(elements: [
                symbolButton("messages", symbol: "bubble.left.and.bubble.right", passedAt: 7),
                symbolButton("more", symbol: "circle.grid.cross"),
            ]), reported: ["messages", "more"]),
            .screen(Screen(elements: [symbolPicture("offline", symbol: "clock.arrow.circlepath")]), reported: ["offline"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "settings", label: "Settings", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "volume", value: "60%", traits: .adjustable),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "hidden", traits: .button, isHidden: true),
            ]), reported: []),
            // An image written in the control's label: `icon-only-button-without-label` asks there.
            .screen(Screen(elements: [symbolButton("messages", symbol: "bubble.left.and.bubble.right", inControlLabel: true)]),
                    reported: []),
        ])

    /// A button drawing only a symbol without a description, as the SwiftUI front end lowers it:
    /// the symbol passed by a caller at `line`, the image written in the control's label or not.
    private static func symbolButton(_ id: ElementID, symbol: String, passedAt line: Int? = nil,
                                     inControlLabel: Bool = false) -> AccessibilityElement {
        var button = AccessibilityElement(id: id, label: SymbolDescriptions.nameWords(symbol), traits: .button)
        button.symbolNameLabel = SymbolNameLabel(symbol: symbol, isInControlLabel: inControlLabel)
        button.contentPassedAt = line.map { SourceLocation(file: "TabBar.swift", line: $0, column: 27) }
        return button
    }

    /// `Image(systemName: symbol)` of a symbol without a description, as the front end lowers it.
    private static func symbolPicture(_ id: ElementID, symbol: String) -> AccessibilityElement {
        var picture = AccessibilityElement(id: id, label: SymbolDescriptions.nameWords(symbol), traits: .image)
        picture.symbolNameLabel = SymbolNameLabel(symbol: symbol, isInControlLabel: false)
        return picture
    }

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            if element.symbolNameLabel != nil { return readBySymbolName(element, in: context) }
            if context.framework == .uikit, element.traits.contains(.adjustable) { return unlabelledAdjustable(element, in: context) }
            guard element.isInteractive || element.traits.contains(.image),
                  element.spokenLabel == nil, element.spokenValue == nil,
                  !element.unresolved.contains(where: { $0.fact == .label && $0.origin == .runTimeText }) else { return nil }
            let isPicture = element.traits.contains(.image) && !element.isInteractive
            let namedAtRunTime = element.unresolved.contains { $0.fact == .label && $0.origin == .imageName }
            // Words the code sets as the value and the audit cannot read, and no label (2FAS's
            // reveal button, `accessibilityValue = T.Tokens.showServiceKey`): VoiceOver reads the
            // value, so the question is where the words are, not whether there are any. (A
            // slider's or a picker's value chosen at run time is its state, not its words.)
            let wordsOnlyInValue = element.isInteractive
                && element.unresolved.contains { $0.fact == .value && $0.origin == .runTimeText }
                && !element.unresolved.contains { $0.fact == .label }
            let message: RuleMessage = switch (isPicture, namedAtRunTime) {
            case (true, false): .unlabelledImage
            case (true, true): .pictureNamedAtRunTime
            case (false, false) where wordsOnlyInValue: .wordsOnlyInValue
            // A picture a tap reaches (a card's tap gesture), no button: not a control to name.
            case (false, false) where element.traits.contains(.image) && !element.traits.contains(.button): .unlabelledTappablePicture
            case (false, false): .unlabelledControl(heardAs: element.typeHeard)
            // A picture a card's tap reaches beside the card's words (a selection mark): a stop of
            // the card, not its only label.
            case (false, true) where element.isPictureOfATappedView: .pictureNamedAtRunTime
            case (false, true): .controlNamedAtRunTime
            }
            // A control's symbol a caller of the app's own view passes is chosen, and labelled, at
            // the call; an image alone is hidden or described where the view draws it.
            let passed = element.isInteractive
                ? element.contentPassedAt.map { FindingLocation($0, elementPath: element.id.rawValue) } : nil
            return finding(message, about: element, in: context, at: passed, dependingOn: [.label, .value])
                .map { PassedContent.relating($0, passedAt: passed) }
        }
    }
}

extension MissingLabelRule {
    /// A UIKit slider or stepper (or any adjustable view) with no label: VoiceOver reads its value
    /// and type alone ("50%, adjustable"), and the value is its state, not a name (Apple,
    /// `UISlider` gives no `accessibilityLabel`). SwiftUI's are `control-without-label`'s, where
    /// the title is written.
    private func unlabelledAdjustable(_ element: AccessibilityElement, in context: TreeContext) -> Finding? {
        guard element.spokenLabel == nil, !element.unresolved.contains(where: { $0.fact == .label }),
              !Self.isPagePosition(element.spokenValue) else { return nil }
        return finding(.unlabelledAdjustable(heardAs: element.spokenValue), about: element, in: context, dependingOn: [.label])
    }

    /// Whether `value` is a page control's ("page 2 of 3"): UIKit gives a `UIPageControl` no label,
    /// and VoiceOver's "page 2 of 3, adjustable" says what it is and where the person is.
    static func isPagePosition(_ value: String?) -> Bool {
        guard let words = value?.split(separator: " "), words.count == 4 else { return false }
        return words[0] == "page" && words[2] == "of" && Int(words[1]) != nil && Int(words[3]) != nil
    }

    /// A picture, or a control, whose only label is an SF Symbol the front end knows no
    /// description for: VoiceOver reads the symbol's own description if Apple gives it one, else
    /// its name's words ("Bubble left"; docs/swiftui-defaults.md, Default labels and traits), which
    /// say what it shows, rarely what a control does. Which symbols have one Apple does not
    /// document, so it is asked, not claimed: a control's at the caller's argument when a caller of
    /// the app's own view passes the symbol (`TabButton(symbol: "bubble.left")`), where the symbol
    /// and its label are chosen; a picture's where the view draws it, as for any picture. A
    /// control whose image is written in its label (`Button { Image(systemName: name) }`) with a
    /// symbol no caller passes is `icon-only-button-without-label`'s to ask, where it is written.
    private func readBySymbolName(_ element: AccessibilityElement, in context: TreeContext) -> Finding? {
        guard let label = element.symbolNameLabel, element.spokenValue == nil else { return nil }
        let symbol = label.symbol
        // A symbol in a card a tap opens (a score's arrow) is the card's picture, not a control.
        let isPicture = element.traits.contains(.image) && (!element.isInteractive || element.isPictureOfATappedView)
        guard isPicture || !label.isInControlLabel || element.contentPassedAt != nil else { return nil }
        let passed = isPicture ? nil : element.contentPassedAt.map { FindingLocation($0, elementPath: element.id.rawValue) }
        let message: RuleMessage = isPicture ? .pictureReadBySymbolName(symbol) : .controlReadBySymbolName(symbol)
        guard var result = finding(message, about: element, in: context, at: passed, dependingOn: [.label, .value])
        else { return nil }
        result.kind = .needsReview
        return PassedContent.relating(result, passedAt: passed)
    }
}

extension RuleMessage {
    fileprivate static func controlReadBySymbolName(_ symbol: String) -> RuleMessage { RuleMessage(
        id: "missing-label.symbol-name",
        text: """
            This control's only label is the SF Symbol "\(symbol)": VoiceOver reads the symbol's own \
            description if it has one, else the words of its name ("\(SymbolDescriptions.nameWords(symbol))"), \
            which say what it shows, rarely what the control does. Listen to it once.
            """,
        fix: """
            Pass a name for the action with the symbol (`TabButton(symbol: "…", label: "Messages")`) and give \
            it to the control with `.accessibilityLabel`; if the symbol's reading names the action, mark it reviewed.
            """)
    }

    fileprivate static func pictureReadBySymbolName(_ symbol: String) -> RuleMessage { RuleMessage(
        id: "missing-label.picture-symbol-name",
        text: """
            This picture is the SF Symbol "\(symbol)": VoiceOver reads the symbol's own description if it \
            has one, else the words of its name ("\(SymbolDescriptions.nameWords(symbol))"), an extra stop that \
            rarely says what the picture means here. Listen to it once.
            """,
        fix: """
            Hide it with `.accessibilityHidden(true)` if the words beside it say all, or describe what it \
            means with `.accessibilityLabel(…)`; if its reading says that, mark it reviewed.
            """)
    }

    /// Apple, `Image.init(_:bundle:)`: the name is "the localization key with which to label the
    /// image"; a symbol is read by its description or its name's words (`pictureReadBySymbolName`).
    fileprivate static let pictureNamedAtRunTime = RuleMessage(
        id: "missing-label.picture-named-at-run-time",
        text: """
            This picture's name is chosen at run time: VoiceOver reads it by that name (an SF Symbol by its \
            own description, else its name's words), which rarely says what the picture means here. Listen \
            to it once.
            """,
        fix: """
            Hide it with `.accessibilityHidden(true)` if the words beside it say all, or describe what it \
            means with `.accessibilityLabel(…)`, from the same value that chooses the picture; if its \
            reading says that, mark it reviewed.
            """)

    fileprivate static let controlNamedAtRunTime = RuleMessage(
        id: "missing-label.control-named-at-run-time",
        text: """
            This control's only label is a picture whose name is chosen at run time: VoiceOver reads that \
            name (an SF Symbol's own description, else its name's words), which says what it shows, \
            rarely what the control does. Listen to it once.
            """,
        fix: """
            Give the control a label naming what it does with `.accessibilityLabel(…)`, from the same value \
            that chooses the picture; if the picture's reading names the action, mark it reviewed.
            """)

    fileprivate static let wordsOnlyInValue = RuleMessage(
        id: "missing-label.words-only-in-value",
        text: """
            This control has no label: its only words are its value, which VoiceOver reads where a name \
            belongs, and Voice Control shows no name to say for it.
            """,
        fix: """
            Give the words as its label (`.accessibilityLabel(…)`), naming what it does, and keep the value \
            for a state or an amount.
            """,
        uikitFix: """
            Give the words as its label (`button.accessibilityLabel = …`), naming what it does, and keep \
            `accessibilityValue` for a state or an amount.
            """)

    fileprivate static let unlabelledTappablePicture = RuleMessage(
        id: "missing-label.tappable-picture",
        text: """
            VoiceOver reads this picture, which a tap reaches, as just "Image": a person who cannot see \
            it does not know what it shows or what tapping it does.
            """,
        fix: """
            Give it a label: what it shows (a course's cover: the course's name), or, where the tap acts on \
            it, what the tap does (`.accessibilityLabel("Cancel download")` with `.accessibilityAddTraits(.isButton)`).
            """,
        uikitFix: """
            Give it a label: what it shows (a course's cover: the course's name), or, where the tap acts on \
            it, what the tap does (`accessibilityLabel = "Cancel download"` with the `.button` trait).
            """)

    fileprivate static func unlabelledAdjustable(heardAs value: String?) -> RuleMessage { RuleMessage(
        id: "missing-label.adjustable",
        text: """
            VoiceOver reads this adjustable control as its value alone\(value.map { " (\"\($0), adjustable\")" } ?? ""): \
            a person who cannot see it does not know what they are changing.
            """,
        fix: """
            Give it a label naming what it adjusts (`slider.accessibilityLabel = "Brightness"`), in the \
            words of the label shown beside it if there is one.
            """)
    }

    fileprivate static func unlabelledControl(heardAs type: String?) -> RuleMessage { RuleMessage(
        id: "missing-label.control",
        text: """
            VoiceOver reads \(type.map { "this control as just its type (\"\($0)\")" } ?? "nothing for this control"): \
            a person who cannot see it does not know what it does.
            """,
        fix: """
            Give it a label naming what it does, in the screen's words (a gear that opens settings: \
            `.accessibilityLabel("Settings")`), or a `Label` with a title and `.labelStyle(.iconOnly)`; \
            a text view or field takes the name of what is typed into it.
            """,
        uikitFix: """
            Give it a label naming what it does, in the screen's words (a gear that opens settings: \
            `button.accessibilityLabel = "Settings"`), or a title in its configuration, which VoiceOver reads.
            """)
    }

    fileprivate static let unlabelledImage = RuleMessage(
        id: "missing-label.image",
        text: "VoiceOver reads this picture as just \"Image\": a person who cannot see it misses what it shows.",
        // A picture read as just "Image" has no asset name (an asset image is read by its
        // name): a symbol, a loaded or run-time picture, for which `Image(decorative:)`, an
        // asset's initialiser, is no spelling. `.accessibilityHidden(true)` hides any view
        // (Apple, `accessibilityHidden(_:)`), at the place the finding points to, the view's
        // call when the picture is drawn by the app's own view.
        fix: """
            Describe what the image shows with `.accessibilityLabel(…)`, or hide it with \
            `.accessibilityHidden(true)` if it adds nothing.
            """,
        uikitFix: """
            Describe what the image shows with `imageView.accessibilityLabel = …` and \
            `isAccessibilityElement = true`, or leave it out (`isAccessibilityElement = false`) if it adds nothing.
            """)
}
