import AccessibilityTree

/// One screen as the HTML report draws it: the elements with their frames, numbered in the order
/// VoiceOver reaches them, and what VoiceOver says swiping through it, line by line.
public struct ReportScreen: Hashable, Sendable {
    /// The view, preview or modal the screen shows ("DogDetailView", "Settings › sheet").
    public var name: String
    /// Where the screen is declared, when known.
    public var source: SourceLocation?
    /// The screen's size in points, the wireframe's coordinate space.
    public var size: Size
    /// The elements drawn: those VoiceOver reaches, in its order, then those with findings it
    /// does not reach.
    public var elements: [ReportElement]
    /// What VoiceOver says from the first element to the last, one utterance a line.
    public var transcript: [ReportTranscriptLine]
    /// What each assistive technology costs over the screen's controls.
    public var costs: [ReportTechnologyCost]
    /// The same screen under each of the document's `settingsVariants` after the first, lowered
    /// again: nil where it draws, says and finds the same as this one, or was not lowered again
    /// (a snapshot, a capture).
    public var variants: [ReportScreen?]

    public init(name: String, source: SourceLocation? = nil, size: Size, elements: [ReportElement],
                transcript: [ReportTranscriptLine], costs: [ReportTechnologyCost] = [], variants: [ReportScreen?] = []) {
        self.name = name
        self.source = source
        self.size = size
        self.elements = elements
        self.transcript = transcript
        self.costs = costs
        self.variants = variants
    }
}

/// One element of a report screen.
public struct ReportElement: Hashable, Sendable {
    /// What VoiceOver calls it (its label, else its value), or its kind when it has neither.
    public var name: String
    public var frame: Rect?
    /// Its place in VoiceOver's order, from 1; nil for an element VoiceOver does not reach.
    public var order: Int?
    /// Whether a tap on it does something, so its hit region is measured.
    public var isInteractive: Bool
    public var source: SourceLocation?
    /// The indices in the report's findings of those about this element.
    public var findings: [Int]
    /// What reaching and activating it costs with each technology, as `perceive costs` writes it
    /// (`ElementCostsReport.headers` after the element); empty for what is not a control.
    public var costs: [String]

    /// The smallest hit region, 44×44 pt (HIG Accessibility › Mobility; docs/dynamic-type.md,
    /// Hit regions).
    public static let minimumHitSide = 44.0

    public init(name: String, frame: Rect?, order: Int?, isInteractive: Bool, source: SourceLocation?, findings: [Int],
                costs: [String] = []) {
        self.name = name
        self.frame = frame
        self.order = order
        self.isInteractive = isInteractive
        self.source = source
        self.findings = findings
        self.costs = costs
    }

    /// Whether it is a control whose frame is narrower or shorter than 44 pt.
    public var hasSmallHitRegion: Bool {
        guard isInteractive, let frame else { return false }
        return frame.size.width < Self.minimumHitSide || frame.size.height < Self.minimumHitSide
    }
}

/// One line of a screen's transcript.
public struct ReportTranscriptLine: Hashable, Sendable {
    public var text: String
    /// Why VoiceOver said it ("element", "hint", …).
    public var kind: String
    /// The index in the screen's elements of the element spoken about, if any.
    public var element: Int?

    public init(text: String, kind: String, element: Int?) {
        self.text = text
        self.kind = kind
        self.element = element
    }
}
