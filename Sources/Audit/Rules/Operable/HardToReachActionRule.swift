import AccessibilityTree

/// An action that VoiceOver reaches only after swiping through a long row of similar elements.
///
/// Exceptional Dogs (WWDC18 session 230): "we weren't able to reach the favorite button until we
/// hit the very end of the carousel". A horizontal row (or, without frames, any run outside a list)
/// of at least `thresholds.hardToReachRunLength` (default 10) similar siblings before a control.
public struct HardToReachActionRule: TreeRule {
    public static let description = RuleDescription(
        id: "hard-to-reach-action",
        title: "Action is reachable only after many swipes",
        rationale: """
            VoiceOver users move by swiping from element to element. When a control comes after \
            every cell of a carousel, they must swipe past all of them to reach it, and the \
            control no longer sits beside the item it acts on. (WCAG 2.4.1 Bypass Blocks, WCAG \
            2.4.3 Focus Order; HIG Accessibility › VoiceOver)
            """,
        wcag: [.bypassBlocks, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        inputs: [.tree],
        triggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs", elements: [
                .container(id: "carousel", children: (1...10).map { index in
                    AccessibilityElement(id: ElementID("dog-\(index)"), label: "Dog \(index)", traits: .image,
                                         frame: Rect(x: Double(index) * 300 - 280, y: 80, width: 280, height: 280))
                }),
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button,
                                     frame: Rect(x: 20, y: 370, width: 44, height: 44)),
            ]), reported: ["favorite"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs, fixed", elements: [
                AccessibilityElement(id: "picker", label: "Dog picker", value: "Pinky", traits: .adjustable),
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button),
                AccessibilityElement(id: "gallery", label: "Show gallery", traits: .button),
            ]), reported: []),
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
        runLength = Int(configuration.threshold("hardToReachRunLength", default: 10))
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let focusables = screen.focusableElements()
        return SimilarElementRun.runs(in: focusables).compactMap { run in
            guard run.count >= runLength, let next = run.next, focusables[next].element.isInteractive else { return nil }
            if let isRow = run.isHorizontalRow {
                guard isRow else { return nil }
            } else if run.elements.first?.parent?.containerType == .list {
                return nil
            }
            return finding(.behindRun(count: run.count), about: focusables[next].element, in: context)
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
