import AccessibilityTree

/// Titles and values shown as pairs but exposed as separate texts, so VoiceOver reads them apart.
///
/// The Exceptional Dogs stats view (WWDC18 session 230) read "Name, breed, Layla, Labrador":
/// "When I hear a name, I expect to hear the actual name of the dog right after". With frames,
/// a grid of two or more aligned rows of short separate texts is reported at its first cell; without
/// frames, a text ending in a colon ("Name:") followed by a separate text is reported.
public struct UngroupedLabelValueRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "ungrouped-label-value",
        title: "Label and value are read apart",
        rationale: """
            Sighted people see "Name" above "Layla" and read them as a pair. Exposed as separate \
            texts, VoiceOver reads the grid row by row ("Name, Breed, Layla, Labrador") or a value \
            alone ("Yes"), and the listener has to work out which goes with which.
            """,
        wcag: [.infoAndRelationships, .meaningfulSequence],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs stats", root: .container(id: "stats", children: [
                AccessibilityElement(id: "name-title", label: "Name", frame: Rect(x: 20, y: 400, width: 80, height: 20)),
                AccessibilityElement(id: "breed-title", label: "Breed", frame: Rect(x: 200, y: 400, width: 80, height: 20)),
                AccessibilityElement(id: "name", label: "Layla", frame: Rect(x: 20, y: 424, width: 80, height: 20)),
                AccessibilityElement(id: "breed", label: "Labrador", frame: Rect(x: 200, y: 424, width: 80, height: 20)),
            ], childOrder: .frame)), reported: ["name-title"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "fostered-title", label: "Fostered:", traits: .staticText),
                AccessibilityElement(id: "fostered", label: "Yes", traits: .staticText),
            ]), reported: ["fostered-title"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs stats, fixed", elements: [
                AccessibilityElement(id: "name", label: "Name, Layla", frame: Rect(x: 20, y: 400, width: 80, height: 44)),
                AccessibilityElement(id: "breed", label: "Breed, Labrador", frame: Rect(x: 200, y: 400, width: 80, height: 44)),
                AccessibilityElement(id: "age", label: "Age, 7.0 years", frame: Rect(x: 20, y: 452, width: 80, height: 44)),
                AccessibilityElement(id: "fostered", label: "Fostered: yes", frame: Rect(x: 200, y: 452, width: 80, height: 44)),
            ]), reported: []),
            .screen(Screen(name: "Streams, a row drawn for each",
                           elements: grid([["AAC", "MP3"], ["H264", "HEVC"]], lines: [4, 6])), reported: []),
            .screen(Screen(name: "One caption under each sample",
                           elements: grid([["Preview", "Preview"], ["Subtitle", "Subtitle"]])), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Adoption", traits: .header,
                                     frame: Rect(x: 20, y: 100, width: 200, height: 30)),
                AccessibilityElement(id: "intro", label: "Every dog here needs a loving home.",
                                     frame: Rect(x: 20, y: 134, width: 350, height: 40)),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    /// Short texts in rows 24 pt apart and columns 180 pt apart, for the examples; with `lines`,
    /// each column's cells written on that line of one file, as a row drawn by one call is.
    private static func grid(_ rows: [[String]], lines: [Int]? = nil) -> [AccessibilityElement] {
        rows.enumerated().flatMap { row, labels in
            labels.enumerated().map { column, label in
                AccessibilityElement(id: ElementID("cell-\(row)-\(column)"), label: label,
                                     frame: Rect(x: 20 + Double(column) * 180, y: 400 + Double(row) * 24, width: 100, height: 20),
                                     source: lines.map { SourceLocation(file: "StreamRow.swift", line: $0[column]) })
            }
        }
    }

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let texts = context.focusableElements(of: screen).map(\.element).filter(isShortText)
        let framed = texts.filter { $0.frame != nil }
        let gridStarts = LabelValueGrid.blocks(of: framed).filter(Self.pairsTitlesAboveValues).compactMap { $0.first?.first }
        let colonTitles = zip(texts, texts.dropFirst()).compactMap { title, value -> AccessibilityElement? in
            guard title.frame == nil || value.frame == nil, let label = title.spokenLabel, label.hasSuffix(":"),
                  value.spokenLabel?.hasSuffix(":") == false else { return nil }
            return title
        }
        return (gridStarts + colonTitles).compactMap { title in
            finding(.readApart(first: title.spokenLabel ?? ""), about: title, in: context, dependingOn: [.label, .frame])
        }
    }

    /// Whether a block of aligned rows is read with its values apart from their titles. VoiceOver
    /// reads row by row, leading to trailing (docs/voiceover-speech.md, Navigation order), so a
    /// title is parted from the value under it. Not so where the code draws each row as one item —
    /// every column's cells written by one line, called once per row (`HStack { Text(source);
    /// Image(systemName: "arrow.right"); Text(destination) }` from a function called for each
    /// stream): each row is read whole, in order, and has no title above it. Nor where every cell
    /// of the first row reads the same words, and no instance's data ("Preview" over the caption of
    /// each sample poster): that one title names every value under it, so none is heard without
    /// knowing what it is.
    static func pairsTitlesAboveValues(_ rows: [[AccessibilityElement]]) -> Bool {
        guard let titles = rows.first, let width = titles.indices.last else { return false }
        let columnsRepeatOneLine = (0...width).allSatisfy { column in
            let lines = rows.compactMap { $0[column].source.map { "\($0.file):\($0.line)" } }
            return lines.count == rows.count && Set(lines).count == 1
        }
        let labels = Set(titles.map(\.spokenLabel))
        let oneTitle = labels.count == 1 && titles.allSatisfy { title in
            !DuplicateLabelsRule.readsInstanceData(title.spokenLabel ?? "") && !DuplicateLabelsRule.leavesOutOwnData(title)
        }
        return !columnsRepeatOneLine && !oneTitle
    }

    /// A separate text of a few words that is not a heading: a title or a value, not a pair
    /// already joined ("Name, Pinky", "Breed: Labrador").
    private func isShortText(_ element: AccessibilityElement) -> Bool {
        guard element.isPlainText, let label = element.spokenLabel, element.spokenValue == nil else { return false }
        let joinsPair = label.dropLast().contains(", ") || label.dropLast().contains(": ")
        return label.split(separator: " ").count <= 4 && !joinsPair
    }
}

/// Finds grids of texts: two or more rows of the same number (≥ 2) of cells aligned in columns.
enum LabelValueGrid {
    /// Each grid, as its rows top to bottom, each row leading to trailing.
    static func blocks(of cells: [AccessibilityElement]) -> [[[AccessibilityElement]]] {
        let rows = rowsOf(cells)
        var blocks: [[[AccessibilityElement]]] = []
        var index = 0
        while index + 1 < rows.count {
            var end = index
            while end + 1 < rows.count, aligned(rows[end], rows[end + 1]) { end += 1 }
            if end > index { blocks.append(Array(rows[index...end])) }
            index = end + 1
        }
        return blocks
    }

    /// Cells grouped into rows by vertical centre, top to bottom, each row leading to trailing.
    private static func rowsOf(_ cells: [AccessibilityElement]) -> [[AccessibilityElement]] {
        var rows: [[AccessibilityElement]] = []
        for cell in cells.sorted(by: { ($0.frame?.midY ?? 0) < ($1.frame?.midY ?? 0) }) {
            guard let frame = cell.frame else { continue }
            if let last = rows.last?.last?.frame, abs(last.midY - frame.midY) <= min(last.height, frame.height) / 2 {
                rows[rows.count - 1].append(cell)
            } else {
                rows.append([cell])
            }
        }
        return rows.map { $0.sorted { ($0.frame?.minX ?? 0) < ($1.frame?.minX ?? 0) } }
    }

    /// Two rows with the same number (≥ 2) of cells, each above the other's, close together.
    private static func aligned(_ upper: [AccessibilityElement], _ lower: [AccessibilityElement]) -> Bool {
        guard upper.count >= 2, upper.count == lower.count else { return false }
        return zip(upper, lower).allSatisfy { top, bottom in
            guard let top = top.frame, let bottom = bottom.frame else { return false }
            let overlap = min(top.maxX, bottom.maxX) - max(top.minX, bottom.minX)
            let gap = bottom.minY - top.maxY
            return overlap >= min(top.width, bottom.width) / 2 && gap >= -1 && gap <= max(top.height, bottom.height)
        }
    }
}

extension RuleMessage {
    fileprivate static func readApart(first: String) -> RuleMessage {
        RuleMessage(
            id: "ungrouped-label-value",
            text: """
                "\(first)" and the value it names are separate elements: VoiceOver reads titles and \
                values apart, so a listener hears a value without knowing what it is.
                """,
            fix: """
                Make each title and its value one element, read "Name, Layla": \
                `.accessibilityElement(children: .combine)` on the pair, or a `UIAccessibilityElement` \
                whose label joins both.
                """)
    }
}
