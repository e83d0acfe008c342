import AccessibilityTree
import Audit

/// The findings of screens lowered again under a settings variant, numbered as the report
/// numbers them. The tree rules run on the screen as audited and on the variant: a finding of
/// the report stays on the variant's elements unless the rules gave it on the screen as audited
/// and not on the variant (the setting removes it); one the rules give only on the variant is
/// numbered after the report's (`variantFindings`). Findings of rules that do not read the tree
/// (source, plist, catalog), and those the audit found on other screens, stay as audited.
///
/// A tree finding the same rules also give at the audit's settings, but the report does not hold
/// (an inline suppression, a baseline, a rule turned off) stays out; so does a new one an inline
/// suppression in its file silences.
public struct ReportVariantFindings {
    private let runner: AuditRunner
    private let framework: SourceFramework?
    private let reported: [(index: Int, finding: Finding)]
    private let reportPlaces: FindingPlaces
    private let reportIndex: [Place: Int]
    private let reportCount: Int
    /// The tree findings of each screen as audited, by place.
    private let asAuditedByScreen: [Set<Place>]
    private let asAudited: Set<Place>
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
        let runner = AuditRunner(rules: rules, configuration: configuration)
        self.runner = runner
        self.framework = framework
        self.isSuppressed = isSuppressed
        var index: [Place: Int] = [:]
        for (position, finding) in report.findings.enumerated() where index[Place(finding)] == nil {
            index[Place(finding)] = position
        }
        reportIndex = index
        reported = report.findings.enumerated().map { (index: $0.offset, finding: $0.element) }
        reportPlaces = FindingPlaces(report.findings)
        reportCount = report.findings.count
        asAuditedByScreen = screens.map { screen in
            Set(Self.treeFindings(on: screen, runner: runner, framework: framework).map(Place.init))
        }
        asAudited = asAuditedByScreen.reduce(into: []) { $0.formUnion($1) }
    }

    /// The findings about the elements of `screen`, the variant of the `index`th screen as
    /// audited, by place.
    public mutating func places(on screen: Screen, asAudited index: Int) -> FindingPlaces {
        let found = Self.treeFindings(on: screen, runner: runner, framework: framework)
        let foundPlaces = Set(found.map(Place.init))
        let removed = asAuditedByScreen.indices.contains(index) ? asAuditedByScreen[index].subtracting(foundPlaces) : []
        var added: [(index: Int, finding: Finding)] = []
        var numbered: Set<Int> = []
        // The same element shown twice on a screen (a row of a list) is one finding.
        for finding in found {
            let place = Place(finding)
            guard reportIndex[place] == nil, !asAudited.contains(place), !isSuppressed(finding) else { continue }
            let number = variantNumber(of: finding)
            if numbered.insert(number).inserted { added.append((number, finding)) }
        }
        guard !removed.isEmpty || !added.isEmpty else { return reportPlaces }
        return FindingPlaces(indexed: reported.filter { !removed.contains(Place($0.finding)) } + added)
    }

    private static func treeFindings(on screen: Screen, runner: AuditRunner, framework: SourceFramework?) -> [Finding] {
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
