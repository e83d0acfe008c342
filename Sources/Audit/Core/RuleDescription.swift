import SwiftUIFrontEnd

/// Everything a rule says about itself, in one place: shown by `perceive rules ID`, written into
/// SARIF, read by the configuration reader (options) and the runner (what it supersedes), and
/// its examples run as tests.
public struct RuleDescription: Hashable, Sendable {
    /// kebab-case, stable: `missing-label`.
    public var id: String
    /// One line: "Interactive element has no label".
    public var title: String
    /// Why it matters to a person. The WCAG criteria and the HIG topic are cited from `wcag` and
    /// `hig` wherever the rationale is shown, so the text does not repeat them.
    public var rationale: String
    public var wcag: [WCAGCriterion]
    /// The Human Interface Guidelines topic, e.g. "Accessibility › VoiceOver".
    public var hig: String
    public var severity: Severity
    /// What the rule reads; for a rule type, what its protocol reads (`Rule.inputs`).
    public var inputs: [InputFamily]
    /// The settings a team can change in `.perceive.json`.
    public var options: [RuleOption]
    /// Ids of tree rules that report the same problem less precisely: where both report the same
    /// view of SwiftUI source, only this rule's finding stays.
    public var supersedes: [String]
    /// Whether a finding about a control, placed where the control's view is written, points
    /// instead at the modifier after which its accessibility label goes (the control's line stays
    /// a related location): for a rule whose fix is a label on the control, not a change of
    /// what it shows (docs/review.md, Where a label goes).
    public var pointsAtLabelModifier: Bool
    /// The modifier the rule's fix adds, where its fix is one: each finding then carries where it
    /// goes (`Finding.insertion`), set by the audit from the finding's view unless the rule set it.
    public var insertedModifier: InsertedModifier?
    /// The platforms where what it finds is a barrier; it does not run when the code is read as
    /// built for another (`AuditConfiguration.runs`): text that does not follow the size people
    /// chose means nothing on macOS, which has no Dynamic Type (`TargetPlatform.withDynamicType`).
    public var platforms: Set<TargetPlatform>
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// A before/after pair showing the fix, where the rule has one: (before with `↓`, after).
    public var fixExamples: [FixExample]

    /// The description of the rule type `rule`: its inputs are what its protocol reads.
    public init<R: Rule>(of rule: R.Type, id: String, title: String, rationale: String, wcag: [WCAGCriterion],
                         hig: String, severity: Severity, options: [RuleOption] = [], supersedes: [String] = [],
                         pointsAtLabelModifier: Bool = false, insertedModifier: InsertedModifier? = nil,
                         platforms: Set<TargetPlatform> = Set(TargetPlatform.allCases),
                         triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
                         fixExamples: [FixExample] = []) {
        self.init(id: id, title: title, rationale: rationale, wcag: wcag, hig: hig, severity: severity,
                  inputs: R.inputs, options: options, supersedes: supersedes, pointsAtLabelModifier: pointsAtLabelModifier,
                  insertedModifier: insertedModifier, platforms: platforms, triggeringExamples: triggeringExamples,
                  nonTriggeringExamples: nonTriggeringExamples, fixExamples: fixExamples)
    }

    /// A description written out in full, for a rule that is not a type here (a report's sample).
    public init(id: String, title: String, rationale: String, wcag: [WCAGCriterion], hig: String,
                severity: Severity, inputs: [InputFamily], options: [RuleOption] = [], supersedes: [String] = [],
                pointsAtLabelModifier: Bool = false, insertedModifier: InsertedModifier? = nil, platforms: Set<TargetPlatform> = Set(TargetPlatform.allCases),
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample], fixExamples: [FixExample] = []) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.wcag = wcag
        self.hig = hig
        self.severity = severity
        self.inputs = inputs
        self.options = options
        self.supersedes = supersedes
        self.pointsAtLabelModifier = pointsAtLabelModifier
        self.insertedModifier = insertedModifier
        self.platforms = platforms
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
