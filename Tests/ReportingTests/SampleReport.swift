import Audit
import Reporting

/// One report exercising every reporter's corner: a path with a space, a comma and a colon,
/// a message with `%`, a newline and XML markup, a needs-review tree finding, a fix-it, a rule
/// with no findings and a finding whose rule is not described.
enum SampleReport {
    static let rules = [
        RuleDescription(id: "missing-label", title: "Interactive element has no label",
                        rationale: "VoiceOver speaks only the trait, so a person cannot tell what the control does.",
                        wcag: [WCAGCriterion("4.1.2", "Name, Role, Value", level: "A")], hig: "Accessibility › VoiceOver",
                        severity: .error, inputs: [.tree], triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(id: "fixed-font-size", title: "Font size ignores Dynamic Type",
                        rationale: "Text that does not grow stays unreadable for people who need larger text.",
                        wcag: [WCAGCriterion("1.4.4", "Resize Text", level: "AA")], hig: "Typography",
                        severity: .warning, inputs: [.swiftUISource], triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(id: "label-is-file-name", title: "Label is an image file name",
                        rationale: "A file name tells a person nothing about the picture.",
                        wcag: [WCAGCriterion("1.1.1", "Non-text Content", level: "A")], hig: "Accessibility › Images",
                        severity: .note, inputs: [.tree], triggeringExamples: [], nonTriggeringExamples: []),
        RuleDescription(id: "orientation-locked", title: "App supports only one orientation",
                        rationale: "People with a mounted device cannot rotate it.",
                        wcag: [], hig: "Layout › Device orientations",
                        severity: .warning, inputs: [.plist], triggeringExamples: [], nonTriggeringExamples: []),
    ]

    static let findings = [
        Finding(ruleID: "fixed-font-size", severity: .warning,
                message: "Text at a fixed 12 pt, 100% of the time: it ignores Dynamic Type.\nPeople who need larger text cannot read it.",
                location: FindingLocation(file: "App/Views/Dog Card.swift", line: 30, column: 9), fingerprint: "00000000000000b2"),
        Finding(ruleID: "missing-label", severity: .error,
                message: "The button has no label, so VoiceOver says only \"button\".",
                location: FindingLocation(file: "App/Views/Dog Card.swift", line: 12, column: 5),
                fix: "Add .accessibilityLabel(\"Favourite\").",
                edits: [TextEdit(file: "App/Views/Dog Card.swift", start: 310, end: 310, replacement: ".accessibilityLabel(\"Favourite\")")],
                fingerprint: "00000000000000a1"),
        Finding(ruleID: "label-is-file-name", severity: .note, kind: .needsReview,
                message: "The label 'IMG_0042.png' <may> be a file name & not a description.",
                location: FindingLocation(file: "Snapshots/home.json", line: 1, column: 1, elementPath: "root/children[2]"),
                fingerprint: "00000000000000c3"),
        Finding(ruleID: "image-without-label", severity: .warning, message: "Image without a label.",
                location: FindingLocation(file: "App/a,b:c.swift", line: 3, column: 1)),
    ]

    static let report = AuditReport(findings: findings, rules: rules, fileCount: 7)

    static let empty = AuditReport(findings: [], rules: rules, fileCount: 2)

    /// The report `perceive merge` makes of two shards written in `format`: one holding
    /// `findings`, the other the sample's findings.
    static func merged(_ findings: [Finding], format: ReportFormat) throws -> AuditReport {
        let catalogue = ReportShard.catalogue(toolVersion: "0.1.0", rules: rules)
        let shards = [findings, Self.findings].enumerated().map { index, findings in
            AuditReport(findings: findings, rules: rules, fileCount: 4,
                        shard: ReportShard(index: index + 1, count: 2, catalogue: catalogue, settings: "s", failOn: .error, readInputs: 3))
        }
        let texts = shards.enumerated().map { (file: "shard-\($0.offset + 1).\(format.rawValue)", text: format.render($0.element)) }
        return try ReportMerge(texts, catalogue: rules, toolVersion: "0.1.0").report
    }
}
