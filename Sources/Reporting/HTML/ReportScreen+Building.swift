import AccessibilityTree
import AssistiveTechnologies
import Audit
import Scenes

extension ReportScreen {
    /// `screen` as the report draws it: its navigation order numbered, each element linked to
    /// the findings of `findings` (indices into the report's findings by place), and the
    /// transcript of VoiceOver swiping from the first element to the last.
    ///
    /// An element written nowhere in source (a snapshot's, a capture's) finds the findings about
    /// its id in `file`, the file the screen was read from.
    public init(_ screen: Screen, name: String, findings: FindingPlaces, file: String? = nil) {
        let findingsAbout = { (element: AccessibilityElement) -> [Int] in
            if let place = element.source { return findings.indices(at: place) }
            return file.map { findings.indices(in: $0, elementPath: element.id.rawValue) } ?? []
        }
        var elements: [ReportElement] = []
        var indexByID: [ElementID: Int] = [:]
        for (position, entry) in screen.navigationOrder.enumerated() where indexByID[entry.id] == nil {
            indexByID[entry.id] = elements.count
            elements.append(ReportElement(entry.element, order: position + 1, findings: findingsAbout(entry.element)))
        }
        screen.root.forEachDescendant { siblings, index, _ in
            let element = siblings[index]
            guard indexByID[element.id] == nil, element.frame != nil else { return }
            let found = findingsAbout(element)
            guard !found.isEmpty else { return }
            indexByID[element.id] = elements.count
            elements.append(ReportElement(element, order: nil, findings: found))
        }
        var voiceOver = VoiceOver(scene: StaticScene(snapshot: Snapshot(screen: screen)), settings: screen.settings)
        voiceOver.start()
        voiceOver.swipeToEnd()
        let transcript = voiceOver.transcript.utterances.filter { !$0.text.isEmpty }.map { utterance in
            ReportTranscriptLine(text: utterance.text, kind: utterance.kind.rawValue,
                                 element: utterance.elementID.flatMap { indexByID[$0] })
        }
        let costs = ElementCosts.costs(on: screen).compactMap { cost in indexByID[cost.element.id].map { (cost, $0) } }
        for (cost, index) in costs { elements[index].costs = Array(ElementCostsReport.cells(cost).dropFirst()) }
        let summary = ReportTechnologyCost.summary(of: costs.map { ($0.0, elements[$0.1].name) })
        self.init(name: name, source: screen.source, size: screen.size, elements: elements, transcript: transcript, costs: summary)
    }
}

extension ReportElement {
    init(_ element: AccessibilityElement, order: Int?, findings: [Int]) {
        let name = [element.label, element.value].compactMap { $0 }.first { !$0.isEmpty }
        self.init(name: name ?? (element.traits.names.first ?? "element"), frame: element.frame, order: order,
                  isInteractive: element.isInteractive, source: element.source, findings: findings)
    }
}

/// The report's findings by the source place they point at (the location, and the start of the
/// element's span), so each element of a screen finds those about it.
public struct FindingPlaces: Sendable {
    private var indices: [SourceLocation: [Int]] = [:]
    private var byElementPath: [ElementPlace: [Int]] = [:]

    public init(_ findings: [Finding]) {
        self.init(indexed: findings.enumerated().map { ($0.offset, $0.element) })
    }

    /// The findings given with their indices in the report's findings (or after them, for those
    /// found only under a settings variant).
    public init(indexed findings: [(index: Int, finding: Finding)]) {
        for (index, finding) in findings {
            let location = finding.location
            var places = [SourceLocation(file: location.file, line: location.line, column: location.column)]
            if let span = finding.span {
                places.append(SourceLocation(file: span.file, line: span.startLine, column: span.startColumn))
            }
            for place in Set(places) { indices[place, default: []].append(index) }
            if let path = location.elementPath {
                byElementPath[ElementPlace(file: location.file, elementPath: path), default: []].append(index)
            }
        }
    }

    /// The findings at `place`, in report order; none for nil.
    public func indices(at place: SourceLocation?) -> [Int] {
        place.flatMap { indices[$0] } ?? []
    }

    /// The findings about the element at `elementPath` (its path or id) of a screen read from `file`.
    public func indices(in file: String, elementPath: String) -> [Int] {
        byElementPath[ElementPlace(file: file, elementPath: elementPath)] ?? []
    }

    private struct ElementPlace: Hashable {
        var file: String
        var elementPath: String
    }
}
