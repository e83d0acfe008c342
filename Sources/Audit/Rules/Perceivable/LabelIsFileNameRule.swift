import AccessibilityTree

/// An element whose label is an asset or file name (`dog_photo_1`, `IMG_2041.png`, `icon-heart`).
///
/// SwiftUI labels `Image("name")` with its asset name when no localized string exists
/// (docs/swiftui-defaults.md, Default labels and traits), so VoiceOver reads "dog photo 1": the DogRoutePro
/// favourite button had "that odd label that's derived from the name of the image" (WWDC16 session 202).
public struct LabelIsFileNameRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "label-is-file-name",
        title: "Label is a file or asset name",
        rationale: """
            When an image has no label of its own, VoiceOver reads the name of the file it was \
            drawn from: "IMG 2041 png", "icon heart". The name says nothing about what the image \
            shows or what the button does.
            """,
        wcag: [.nonTextContent, .headingsAndLabels],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        insertedModifier: .label,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "photo", label: "dog_photo_1", traits: .image),
                AccessibilityElement(id: "scan", label: "IMG_2041.png", traits: .image),
                AccessibilityElement(id: "favorite", label: "icon-heart", traits: .button),
                AccessibilityElement(id: "cart", label: "cartBadgePlus", traits: .button),
                AccessibilityElement(id: "symbol", label: "heart.fill", traits: .button),
                AccessibilityElement(id: "badge", label: "badge_new", traits: [.staticText, .image]),
                AccessibilityElement(id: "warning", label: "leo.warning.triangle-filled", traits: .image),
                AccessibilityElement(id: "wordmark", label: "zashiTitle", traits: .image),
                AccessibilityElement(id: "connect", label: "WebConnectInputIcon", traits: .button),
            ]), reported: ["photo", "scan", "favorite", "cart", "symbol", "badge", "warning", "wordmark", "connect"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "photo", label: "Layla sleeping on the sofa", traits: .image),
                AccessibilityElement(id: "phone", label: "iPhone", traits: .staticText),
                AccessibilityElement(id: "os", label: "macOS", traits: .staticText),
                AccessibilityElement(id: "brand", label: "AppIcon", traits: .button),
                AccessibilityElement(id: "product", label: "FaceTime", traits: .button),
                AccessibilityElement(id: "mail", label: "E-mail", traits: .button),
                AccessibilityElement(id: "site", label: "apple.com", traits: .link),
                // A library's name in an app's acknowledgments.
                AccessibilityElement(id: "library", label: "SDWebImage", traits: .button),
                // A text reads what it shows: a section title drawn from a property (`Text(displayTitle)`).
                AccessibilityElement(id: "title", label: "displayTitle", traits: [.staticText, .header]),
                // Stand-ins for properties no caller set, in a view lowered on its own.
                AccessibilityElement(id: "save", label: "saveButtonTitle", traits: .button),
                AccessibilityElement(id: "field", label: "initialValue", traits: .textEntry),
                AccessibilityElement(id: "close", label: "_title", traits: .button),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            guard let label = focusable.element.spokenLabel, FileNameLabel.matches(label) else { return nil }
            // A strings-table key or a run-time value: VoiceOver reads what it resolves to, which the
            // code does not show, so nothing suggests a file name (docs/review.md).
            if focusable.element.unresolved.contains(where: { $0.fact == .label }) || label.holdsRunTimePlaceholder { return nil }
            if Self.readsWhatItShows(focusable.element) || Self.isStandInForAProperty(label, of: focusable.element) { return nil }
            return finding(.fileName(label), about: focusable.element, in: context, dependingOn: [.label])
        }
    }
}

/// Recognises labels that are asset or file names rather than words for people.
enum FileNameLabel {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "heic", "gif", "pdf", "svg", "webp", "tiff"]
    static let assetPrefixes: Set<String> = ["icon", "ic", "img", "image", "btn", "button", "asset", "logo", "bg"]
    static let symbolSuffixes: Set<String> = ["fill", "circle", "square", "slash", "badge", "rectangle",
                                              "plus", "minus", "right", "left", "up", "down", "bubble"]

    static func matches(_ label: String) -> Bool {
        guard !label.contains(" ") else { return false }
        if label.contains("_") { return true }
        let dotted = label.lowercased().split(separator: ".").map(String.init)
        if dotted.count >= 2, let last = dotted.last {
            if imageExtensions.contains(last) { return true }
            // A design system's symbol names join words with hyphens inside a part
            // ("leo.warning.triangle-filled", an image read by its asset's name).
            if dotted.allSatisfy({ $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !$0.isEmpty && $0.first != "-" })
                && (dotted.count >= 3 || symbolSuffixes.contains(last)) { return true }
        }
        let hyphenated = label.split(separator: "-").map(String.init)
        if hyphenated.count >= 2, label == label.lowercased(),
           assetPrefixes.contains(hyphenated[0]) || hyphenated.last?.allSatisfy(\.isNumber) == true {
            return true
        }
        return isLowerCamelCase(label) || isUpperCamelCaseAssetName(label)
    }

    /// The last words of an image's name that say it is a picture (`WebConnectInputIcon`,
    /// `ProfileImage`), not words for people.
    static let assetSuffixes = ["Icon", "Image", "Img", "Logo", "Btn", "Bg", "Asset", "Glyph"]

    /// A name in upper camel case of three words or more ending in a word that names a picture
    /// (Primal's `UIImage(named: "WebConnectInputIcon")` on a button). A name with an acronym in
    /// it (two capitals in a row) is a product's, not a file's: an image library's name read in an
    /// app's acknowledgments (metatext's "SDWebImage", "FLAnimatedImage").
    private static func isUpperCamelCaseAssetName(_ label: String) -> Bool {
        guard label.first?.isUppercase == true, label.allSatisfy({ $0.isLetter || $0.isNumber }),
              label.filter(\.isUppercase).count >= 3, label.contains(where: \.isLowercase) else { return false }
        let hasAcronym = zip(label, label.dropFirst()).contains { $0.isUppercase && $1.isUppercase }
        guard !hasAcronym else { return false }
        return assetSuffixes.contains { label.hasSuffix($0) && label.count > $0.count }
    }

    /// `heartFill`, `dogPhoto1`: a lower-case word of two letters or more, then a capitalised word.
    /// (`iPhone` and `macOS` are names, not camel case.)
    private static func isLowerCamelCase(_ label: String) -> Bool {
        let characters = Array(label)
        guard characters.allSatisfy({ $0.isLetter || $0.isNumber }),
              let firstUpper = characters.firstIndex(where: \.isUppercase), firstUpper >= 2,
              characters[0..<firstUpper].allSatisfy(\.isLowercase),
              firstUpper + 1 < characters.count else { return false }
        return characters[firstUpper + 1].isLowercase
    }
}

extension LabelIsFileNameRule {
    /// The last words of a property's name that say it holds words (`saveButtonTitle`, `_title`,
    /// `initialValue`, `sourceName`), not a picture.
    static let wordsPropertySuffixes = ["Title", "Text", "Label", "Name", "Value", "Message", "Description", "String",
                                        "Subtitle", "Caption", "Placeholder", "Header", "Prompt"]

    /// Whether the label is the name of a `String` property no caller set, standing in for its
    /// words in a view lowered on its own (`Button { Text(saveButtonTitle) }` reads
    /// "saveButtonTitle"), on an element that shows no picture: a property's name in lower camel
    /// case whose last word says it holds words, or a lower-case name with a leading `_` (`_title`,
    /// Feather's toolbar button). VoiceOver reads the words the app passes there, not a file's
    /// name. A picture named so (`zashiTitle`, a wordmark) has the image trait and is still reported.
    static func isStandInForAProperty(_ label: String, of element: AccessibilityElement) -> Bool {
        guard !element.traits.contains(.image) else { return false }
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        guard let first = name.first, first.isLowercase, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return false }
        if label.hasPrefix("_"), name.allSatisfy(\.isLowercase) { return true }
        return wordsPropertySuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Whether the element is a text that reads the words it shows (`Text(displayTitle)`): its
    /// label is no name VoiceOver made up from a file, and sighted people read the same words.
    /// Where the words are a stand-in (a property no caller set, "displayTitle") the code does not
    /// say what the running app shows there, so nothing suggests a file name.
    static func readsWhatItShows(_ element: AccessibilityElement) -> Bool {
        element.traits.contains(.staticText) && !element.traits.contains(.image)
            && element.traits.isDisjoint(with: Traits.activatable)
    }
}

extension RuleMessage {
    fileprivate static func fileName(_ label: String) -> RuleMessage {
        RuleMessage(
            id: "label-is-file-name",
            text: """
                VoiceOver reads the file name "\(label)": a person who cannot see the image hears \
                a name for a file, not what it shows or does.
                """,
            fix: """
                Set a label that says what the image shows or what the control does \
                (`.accessibilityLabel("Favorite")`), or mark a purely decorative image `Image(decorative:)`.
                """,
            uikitFix: """
                Set an `accessibilityLabel` that says what the image shows or what the control does \
                (`button.accessibilityLabel = "Favorite"`), or leave a purely decorative image out \
                (`isAccessibilityElement = false`).
                """)
    }
}
