/// Everything a rule says about itself: shown by `perceive rules ID`, written into SARIF, and
/// its examples run as tests.
public struct RuleDescription: Hashable, Sendable {
    /// kebab-case, stable: `missing-label`.
    public var id: String
    /// One line: "Interactive element has no label".
    public var title: String
    /// Why it matters to a person, citing the WCAG criterion and the HIG topic.
    public var rationale: String
    public var wcag: [WCAGCriterion]
    /// The Human Interface Guidelines topic, e.g. "Accessibility › VoiceOver".
    public var hig: String
    public var severity: Severity
    public var inputs: [InputFamily]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// A before/after pair showing the fix, where the rule has one: (before with `↓`, after).
    public var fixExamples: [FixExample]

    public init(id: String, title: String, rationale: String, wcag: [WCAGCriterion], hig: String,
                severity: Severity, inputs: [InputFamily], triggeringExamples: [RuleExample],
                nonTriggeringExamples: [RuleExample], fixExamples: [FixExample] = []) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.wcag = wcag
        self.hig = hig
        self.severity = severity
        self.inputs = inputs
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.fixExamples = fixExamples
    }
}

/// Source before a fix-it (with `↓` markers) and the source after `perceive audit --fix`.
public struct FixExample: Hashable, Sendable {
    public var before: String
    public var after: String

    public init(before: String, after: String) {
        self.before = before
        self.after = after
    }
}
