import AccessibilityTree

/// A map, graph or canvas that exposes dozens of similar elements with no structure to skip them.
///
/// The conference talk's map: "every swipe takes you to another place. But you only want
/// directions to the venue"; its fix was one "Open in Maps" button. More than
/// `floodCount` (`thresholds.elementFloodCount`, default 20) consecutive similar siblings, outside a list, table
/// or landmark, with no custom rotor on them or their containers. Runs of plain text are skipped
/// unless their frames spread over rows and columns (place names on a map). A preview laying out
/// a view's variants side by side is not judged.
public struct ElementFloodRule: TreeRule {
    /// How many similar siblings in a row are still not a flood.
    public static let floodCount = RuleOption.count("elementFloodCount", default: 20, """
        The most similar siblings in a row, outside a list, table or landmark and without a rotor, \
        that are not yet a flood.
        """)

    public static let description = RuleDescription(
        of: Self.self,
        id: "element-flood",
        title: "Dozens of similar elements flood navigation",
        rationale: """
            Every element is one more swipe. A map that exposes each place, or a chart that \
            exposes each point, makes a VoiceOver user swipe through dozens of them to get past, \
            with no way to skip or search.
            """,
        wcag: [.bypassBlocks],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        options: [floodCount],
        triggeringExamples: [
            .screen(Screen(name: "Venue map", elements: [
                .container(id: "map", children: (1...24).map { index in
                    AccessibilityElement(id: ElementID("place-\(index)"), label: "Place \(index)", traits: .button)
                }),
                AccessibilityElement(id: "directions", label: "Directions to the venue", traits: .button),
            ]), reported: ["place-1"]),
            .screen(Screen(name: "Venue map of names", elements: [
                .container(id: "map", children: (0..<24).map { index in
                    AccessibilityElement(id: ElementID("name-\(index)"), label: "Place \(index)",
                                         frame: Rect(x: Double(index % 4) * 90 + 20, y: Double(index / 4) * 40 + 500,
                                                     width: 80, height: 30))
                }),
            ]), reported: ["name-0"]),
            .screen(Screen(name: "Six pins", elements: (1...6).map { index in
                AccessibilityElement(id: ElementID("pin-\(index)"), label: "Pin \(index)", traits: .button)
            }), reported: ["pin-1"], configuration: .setting(floodCount, to: 5)),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Venue map, fixed", elements: [
                AccessibilityElement(id: "open", label: "Open in Maps", traits: .button),
            ]), reported: []),
            .screen(Screen(name: "Hazards with a rotor", root: AccessibilityElement(
                id: "root", customRotors: [CustomRotor(name: "Places", entries: [CustomRotor.Entry(target: "place-1")])],
                children: (1...24).map { index in
                    AccessibilityElement(id: ElementID("place-\(index)"), label: "Place \(index)", traits: .button)
                }, isAccessibilityElement: false)), reported: []),
            // A preview laying out eleven ratings of five stars each: a sheet of variants, not a
            // screen a person sweeps through.
            .screen(Screen.previewArrangement(elements: (1...55).map { index in
                AccessibilityElement(id: ElementID("star-\(index)"), label: "Star", traits: .image)
            }), reported: []),
        ])

    let limit: Int

    public init(configuration: RuleConfiguration) {
        limit = configuration.count(of: Self.floodCount)
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        // A preview's sheet of a view's variants (docs/review.md, Previews that arrange variants)
        // is never met as one screen: its copies are no run a person sweeps through.
        guard !screen.isPreviewArrangement else { return [] }
        return SimilarElementRun.runs(in: context.focusableElements(of: screen)).compactMap { run in
            guard run.count > limit, let first = run.elements.first,
                  run.isSpreadInTwoDimensions
                      || !run.elements.allSatisfy({ $0.element.isPlainText && $0.element.spokenValue == nil }),
                  first.ancestors.allSatisfy({ $0.customRotors.isEmpty && ![.list, .dataTable, .landmark].contains($0.containerType) })
            else { return nil }
            return finding(.flood(count: run.count), about: first.element, in: context,
                           dependingOn: [.children, .customRotors])
        }
    }
}

extension RuleMessage {
    fileprivate static func flood(count: Int) -> RuleMessage {
        RuleMessage(
            id: "element-flood",
            text: """
                VoiceOver has to visit \(count) similar elements here one swipe at a time: a person \
                who only wants to get past them, or find one, has no way to skip or search.
                """,
            fix: """
                Ask what the person needs: replace the elements with one summary element or button \
                ("Open in Maps"), or group them in a container with a custom rotor.
                """)
    }
}
