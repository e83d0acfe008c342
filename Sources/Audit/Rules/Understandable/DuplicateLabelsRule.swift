import AccessibilityTree

/// Controls on one screen that share a label, with no value or hint to tell them apart.
///
/// DogRoutePro's route cells each had a "Favorite" button; the fix set the label to "Favorite"
/// and the route's name "so it's unambiguous which route I'm going to Favorite" (WWDC16 session 202).
///
/// A label that reads a value of each control's own data (`Text(interest.label)` in a reusable
/// button, `"\(width):\(height)"` in a `ForEach`) is the same template, not the same words: the
/// controls read what their data holds, so the rule does not ask about them (docs/review.md). A
/// label from a shared constant (`L10n.save`, a strings-table key) reads the same everywhere and
/// is still reported. Not asked about either: controls whose label leaves out a part the front
/// end could not read of their own data (`leavesOutOwnData`), or whose content holds a part it did
/// not read at all (`leavesOutUnreadContent`), and controls never on screen together
/// (`excludeEachOther`).
public struct DuplicateLabelsRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "duplicate-labels",
        title: "Different controls share one label",
        rationale: """
            When several controls that act on different things are all called "Favorite", a \
            VoiceOver user cannot tell which route each one favourites, and a Voice Control user \
            saying "Tap Favorite" is asked to pick a number.
            """,
        wcag: [.headingsAndLabels, .linkPurposeInContext],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(name: "DogRoutePro", elements: [
                AccessibilityElement(id: "route-1", label: "Central Park loop", traits: .button),
                AccessibilityElement(id: "favorite-1", label: "Favorite", traits: .button,
                                     frame: Rect(x: 330, y: 100, width: 44, height: 44)),
                AccessibilityElement(id: "route-2", label: "River walk", traits: .button),
                AccessibilityElement(id: "favorite-2", label: "favorite ", traits: .button,
                                     frame: Rect(x: 330, y: 160, width: 44, height: 44)),
            ]), reported: ["favorite-1", "favorite-2"]),
            .screen(Screen(name: "Library access", elements: [
                AccessibilityElement(id: "access", label: "\\(L10n.enableAllLibraries)", traits: [.button, .toggle],
                                     frame: Rect(x: 0, y: 100, width: 320, height: 44),
                                     unresolved: [Unresolved(.label, reason: "run-time value `String(format:…)`"),
                                                  Unresolved(.value, reason: "toggle state depends on run-time value `$policy.enableAllFolders`")]),
                AccessibilityElement(id: "deletion", label: "\\(L10n.enableAllLibraries)", traits: [.button, .toggle],
                                     frame: Rect(x: 0, y: 260, width: 320, height: 44),
                                     unresolved: [Unresolved(.label, reason: "run-time value `String(format:…)`")]),
            ]), reported: ["access", "deletion"]),
            .screen(Screen(name: "Muted notes", elements: [
                AccessibilityElement(id: "show-1", label: "Show", traits: .button,
                                     frame: Rect(x: 300, y: 100, width: 60, height: 44),
                                     unresolved: [Unresolved(.label, reason: "condition depends on run-time value `shown`")]),
                AccessibilityElement(id: "show-2", label: "Show", traits: .button,
                                     frame: Rect(x: 300, y: 300, width: 60, height: 44),
                                     unresolved: [Unresolved(.label, reason: "condition depends on run-time value `shown`")]),
            ]), reported: ["show-1", "show-2"]),
            // Pictures with a tap each of their own are controls.
            .screen(Screen(elements: [
                AccessibilityElement(id: "delete-1", label: "Delete", traits: .image, frame: Rect(x: 300, y: 100, width: 44, height: 44),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Row.swift", line: 9, column: 14)),
                AccessibilityElement(id: "delete-2", label: "Delete", traits: .image, frame: Rect(x: 300, y: 200, width: 44, height: 44),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Row.swift", line: 9, column: 14)),
            ]), reported: ["delete-1", "delete-2"]),
        ],
        nonTriggeringExamples: [
            // The comment count's picture in each of two cards a tap opens: the cards' pictures, not controls.
            .screen(Screen(elements: [
                AccessibilityElement(id: "message-1", label: "Message", traits: .image, frame: Rect(x: 20, y: 100, width: 20, height: 20),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                AccessibilityElement(id: "count-1", label: "12", traits: .staticText, frame: Rect(x: 44, y: 100, width: 20, height: 20),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                AccessibilityElement(id: "message-2", label: "Message", traits: .image, frame: Rect(x: 20, y: 200, width: 20, height: 20),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                AccessibilityElement(id: "count-2", label: "3", traits: .staticText, frame: Rect(x: 44, y: 200, width: 20, height: 20),
                                     gestures: [.tap], tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
            ]), reported: []),
            // A preview of a button style in its variants: the same two buttons as above.
            .screen(Screen.previewArrangement(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", traits: .button,
                                     frame: Rect(x: 330, y: 100, width: 44, height: 44)),
                AccessibilityElement(id: "favorite-2", label: "favorite ", traits: .button,
                                     frame: Rect(x: 330, y: 160, width: 44, height: 44)),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite, Central Park loop", traits: .button),
                AccessibilityElement(id: "favorite-2", label: "Favorite, River walk", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Central Park loop", traits: .button),
                AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "River walk", traits: .button),
                AccessibilityElement(id: "yes-1", label: "Yes", traits: .staticText),
                AccessibilityElement(id: "yes-2", label: "Yes", traits: .staticText),
            ]), reported: []),
            // Each row's title drawn by a `Text` the front end did not read: the pictures' names
            // around it are not the rows' labels.
            .screen(Screen(elements: [
                AccessibilityElement(id: "reset-widgets", label: "arrow-counter-clockwise, chevron", traits: .button,
                                     frame: Rect(x: 16, y: 480, width: 360, height: 60),
                                     unresolved: [Unresolved(reason: "collection method `reduce` is not evaluated")]),
                AccessibilityElement(id: "reset-cards", label: "arrow-counter-clockwise, chevron", traits: .button,
                                     frame: Rect(x: 16, y: 540, width: 360, height: 60),
                                     unresolved: [Unresolved(reason: "collection method `reduce` is not evaluated")]),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "interest-1", label: "\\(interest.label)", traits: .button,
                                     frame: Rect(x: 0, y: 100, width: 160, height: 44)),
                AccessibilityElement(id: "interest-2", label: "\\(interest.label)", traits: .button,
                                     frame: Rect(x: 0, y: 160, width: 160, height: 44)),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "profile-1", label: "\\(L10n.audio), \\(L10n.video)", traits: .button,
                                     frame: Rect(x: 0, y: 100, width: 320, height: 88),
                                     unresolved: [Unresolved(.label, reason: "run-time value `audio.map(\\.displayTitle).joined()`")]),
                AccessibilityElement(id: "profile-2", label: "\\(L10n.audio), \\(L10n.video)", traits: .button,
                                     frame: Rect(x: 0, y: 200, width: 320, height: 88),
                                     unresolved: [Unresolved(.label, reason: "run-time value `audio.map(\\.displayTitle).joined()`")]),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "add-in-toolbar", label: "Add", traits: .button,
                                     frame: Rect(x: 300, y: 50, width: 60, height: 44),
                                     unresolved: [Unresolved(.presence, reason: "condition depends on run-time value `profiles.isNotEmpty`")]),
                AccessibilityElement(id: "add-in-list", label: "Add", traits: .button,
                                     frame: Rect(x: 0, y: 200, width: 320, height: 44),
                                     unresolved: [Unresolved(.presence, reason: "condition depends on run-time value `profiles.isEmpty`")]),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    /// Whether `label` reads a run-time value of the control's own data: an interpolation of an
    /// instance's property or a local (`\(title)`, `\(duration.title)`), also as a type's
    /// function's argument (`\(TimeParser.formatTime(bookmark.time))`, each bookmark's time), not
    /// of a type's constant (`\(L10n.Widgets.refresh)`, `\("add_server".localized)`), which reads
    /// the same everywhere.
    static func readsInstanceData(_ label: String) -> Bool {
        InterpolatedNames(label).roots.contains { root in !["true", "false", "nil"].contains(root) && namesInstanceDataFirst(root) }
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        // A preview of a component's variants side by side is no screen a person meets.
        guard !screen.isPreviewArrangement else { return [] }
        // The pictures of a card a tap opens are the card's, not controls.
        let controls = context.focusableElements(of: screen).map(\.element)
            .filter { $0.isInteractive && $0.spokenLabel != nil && !$0.isPictureOfATappedView }
        let groups = Dictionary(grouping: controls, by: \.heardIdentity)
        return controls.compactMap { element in
            let twins = (groups[element.heardIdentity] ?? []).filter { $0.id == element.id || !Self.excludeEachOther($0, element) }
            let distinctTargets = Set(twins.map { $0.frame.map(\.description) ?? $0.id.rawValue })
            guard twins.count > 1, distinctTargets.count > 1, let label = element.spokenLabel,
                  !Self.readsInstanceData(label), !twins.contains(where: { Self.leavesOutOwnData($0) || Self.leavesOutUnreadContent($0) }) else { return nil }
            // A symbol the front end knows no description for reads alike on every control, by
            // its description or its name's words: which, one listen tells.
            let heard = element.symbolNameLabel.map { "by the same SF Symbol, \"\($0.symbol)\"" } ?? "\"\(label)\""
            return finding(.shared(heard: heard, count: twins.count), about: element, in: context,
                           dependingOn: [.label, .value, .hint])
        }
    }
}

extension RuleMessage {
    /// - Parameter heard: what they are read as, quoted (`"Favorite"`), or the symbol they show.
    fileprivate static func shared(heard: String, count: Int) -> RuleMessage {
        RuleMessage(
            id: "duplicate-labels",
            text: """
                \(count) different controls are all read \(heard): a person using VoiceOver or \
                Voice Control cannot tell which one acts on what.
                """,
            fix: """
                Name what each one acts on in its label ("Favorite, Central Park loop"), or group \
                each row into one element with custom actions.
                """,
            uikitFix: """
                Name what each one acts on in its `accessibilityLabel` ("Favorite, Central Park loop"), \
                or make each cell one element with `accessibilityCustomActions`.
                """)
    }
}
