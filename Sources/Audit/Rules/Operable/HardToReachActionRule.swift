import AccessibilityTree

/// An action that VoiceOver reaches only after swiping through every cell of a carousel.
///
/// Exceptional Dogs (WWDC18 session 230): "we weren't able to reach the favorite button until we
/// hit the very end of the carousel". Reported: a control that follows at least
/// `runLength` (`thresholds.hardToReachRunLength`, default 4) similar siblings laid out on one row that runs
/// past the side of the screen. Runs without frames are not judged: a vertical list followed by
/// its "Add" button is ordinary.
public struct HardToReachActionRule: TreeRule {
    /// How many similar siblings make a run the control is hard to reach behind.
    public static let runLength = RuleOption.count("hardToReachRunLength", default: 4, """
        How many similar siblings in one row, running past the side of the screen, make a control \
        that follows them hard to reach.
        """)

    public static let description = RuleDescription(
        of: Self.self,
        id: "hard-to-reach-action",
        title: "Action is reachable only after many swipes",
        rationale: """
            VoiceOver users move by swiping from element to element. When a control comes after \
            every cell of a carousel, they must swipe past all of them to reach it, and the \
            control no longer sits beside the item it acts on.
            """,
        wcag: [.bypassBlocks, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        options: [runLength],
        triggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs", elements: ["Pinky", "Layla", "Bro", "Pudding"].enumerated().map {
                AccessibilityElement(id: ElementID($1.lowercased()), label: $1,
                                     frame: Rect(x: Double($0) * 393, y: 100, width: 393, height: 300), gestures: [.swipe])
            } + [
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button,
                                     frame: Rect(x: 24, y: 412, width: 44, height: 44)),
            ]), reported: ["favorite"]),
            .screen(Screen(name: "A short carousel", elements: ["Pinky", "Layla", "Bro"].enumerated().map {
                AccessibilityElement(id: ElementID($1.lowercased()), label: $1,
                                     frame: Rect(x: Double($0) * 393, y: 100, width: 393, height: 300), gestures: [.swipe])
            } + [
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button),
            ]), reported: ["favorite"], configuration: .setting(runLength, to: 3)),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs, fixed", elements: [
                AccessibilityElement(id: "picker", label: "Dog picker", value: "Pinky", traits: .adjustable),
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button),
                AccessibilityElement(id: "gallery", label: "Show gallery", traits: .button),
            ]), reported: []),
            .screen(Screen(name: "A toolbar", elements: (0..<5).map { index in
                AccessibilityElement(id: ElementID("tool-\(index)"), label: "Tool \(index)", traits: .button,
                                     frame: Rect(x: Double(index) * 70 + 20, y: 800, width: 44, height: 44))
            } + [AccessibilityElement(id: "done", label: "Done", traits: [.button, .header])]), reported: []),
            .screen(Screen(name: "A vertical list", elements: [
                .container(id: "list", children: (1...12).map { index in
                    AccessibilityElement(id: ElementID("row-\(index)"), label: "Route \(index)", traits: .button,
                                         frame: Rect(x: 0, y: Double(index) * 44, width: 393, height: 44))
                }),
                AccessibilityElement(id: "add", label: "Add route", traits: .button),
            ]), reported: []),
        ])

    let runLength: Int

    public init(configuration: RuleConfiguration) {
        runLength = configuration.count(of: Self.runLength)
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let focusables = context.focusableElements(of: screen)
        return SimilarElementRun.runs(in: focusables).compactMap { run in
            guard run.count >= runLength, let next = run.next, focusables[next].element.isInteractive,
                  run.isScrollingRow(within: screen.size) else { return nil }
            return finding(.behindRun(count: run.count), about: focusables[next].element, in: context,
                           dependingOn: [.frame, .children])
        }
    }
}

extension RuleMessage {
    fileprivate static func behindRun(count: Int) -> RuleMessage {
        RuleMessage(
            id: "hard-to-reach-action",
            text: """
                A VoiceOver user must swipe past \(count) similar elements to reach this control, \
                and by then it is far from the item it acts on.
                """,
            fix: """
                Expose the row as one adjustable element (`.accessibilityAdjustableAction`, \
                swipe up or down to change item) so the controls follow it directly.
                """)
    }
}
