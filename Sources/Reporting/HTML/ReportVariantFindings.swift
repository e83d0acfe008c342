import AccessibilityTree
import Audit

/// The findings of screens lowered again under a settings variant, numbered as the report
/// numbers them: a tree finding the audit reported keeps its index, one found only under the
/// variant is numbered after the report's (`variantFindings`), and findings of rules that do not
/// read the tree (source, plist, catalog) stay where they are, as no setting changes them.
///
/// A tree finding the same rules also give at the audit's settings, but the report does not hold
/// (an inline suppression, a baseline, a rule turned off) stays out; so does a new one an inline
/// suppression in its file silences.
public struct ReportVariantFindings {
    private let runner: AuditRunner
    private let framework: SourceFramework?
    private let reportIndex: [Place: Int]
    private let otherRules: [(index: Int, finding: Finding)]
    private let reportCount: Int
    private var asAudited: Set<Place> = []
    private let isSuppressed: (Finding) -> Bool
    private var variantIndex: [VariantKey: Int] = [:]
    /// The findings found only under a variant, in the order first met.
    public private(set) var variantFindings: [Finding] = []

    /// - Parameters:
    ///   - screens: the screens as the audit lowered them, at its settings.
    ///   - framework: the source they were lowered from.
    ///   - isSuppressed: whether an inline suppression in the finding's file silences it.
    public init(report: AuditReport, configuration: AuditConfiguration, rules: [any Rule.Type], screens: [Screen],
                framework: SourceFramework?, isSuppressed: @escaping (Finding) -> Bool) {
        runner = AuditRunner(rules: rules, configuration: configuration)
        self.framework = framework
        self.isSuppressed = isSuppressed
        let treeRules = Set(rules.filter { $0.inputs.contains(.tree) }.map { $0.description.id })
        var index: [Place: Int] = [:]
        for (position, finding) in report.findings.enumerated() where index[Place(finding)] == nil {
            index[Place(finding)] = position
        }
        reportIndex = index
        otherRules = report.findings.enumerated().filter { !treeRules.contains($0.element.ruleID) }
            .map { (index: $0.offset, finding: $0.element) }
        reportCount = report.findings.count
        for screen in screens { asAudited.formUnion(treeFindings(on: screen).map(Place.init)) }
    }

    /// The findings about the elements of `screen`, lowered under a variant, by place.
    public mutating func places(on screen: Screen) -> FindingPlaces {
        var entries = otherRules
        var numbered: Set<Int> = []
        // The same element shown twice on a screen (a row of a list) is one finding.
        for finding in treeFindings(on: screen) {
            let place = Place(finding)
            let index: Int
            if let reported = reportIndex[place] {
                index = reported
            } else if !asAudited.contains(place), !isSuppressed(finding) {
                index = variantNumber(of: finding)
            } else {
                continue
            }
            if numbered.insert(index).inserted { entries.append((index, finding)) }
        }
        // In report order, as the screen as audited lists them.
        return FindingPlaces(indexed: entries.sorted { $0.index < $1.index })
    }

    private func treeFindings(on screen: Screen) -> [Finding] {
        runner.audit(screens: [screen], file: screen.source?.file ?? "", framework: framework).findings
    }

    private mutating func variantNumber(of finding: Finding) -> Int {
        let key = VariantKey(place: Place(finding), message: finding.message)
        if let index = variantIndex[key] { return index }
        variantIndex[key] = reportCount + variantFindings.count
        variantFindings.append(finding)
        return reportCount + variantFindings.count - 1
    }

    /// A rule's finding at one source place.
    private struct Place: Hashable {
        var ruleID: String
        var file: String
        var line: Int
        var column: Int

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            file = finding.location.file
            line = finding.location.line
            column = finding.location.column
        }
    }

    private struct VariantKey: Hashable {
        var place: Place
        var message: String
    }
}
