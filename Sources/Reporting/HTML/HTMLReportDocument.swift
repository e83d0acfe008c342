import Audit

/// Everything the HTML report shows: the audit, every screen it lowered, the source lines the
/// page quotes, and how the findings compare with a baseline. `HTMLReporter` renders it.
public struct HTMLReportDocument: Hashable, Sendable {
    public var report: AuditReport
    public var screens: [ReportScreen]
    /// The lines the page quotes (around each finding and each element's source line).
    public var sources: SourceExcerpts
    /// How the run compares with `--baseline`, when one was given.
    public var baseline: BaselineTrend?
    /// The colour pairs the screens draw (`ReportColorPair.pairs(on:)`).
    public var colorPairs: [ReportColorPair]
    /// The screenshots given, each under every colour-vision deficiency.
    public var screenshots: [ReportScreenshot]
    /// The settings the screens are drawn under, those of the audit first; each screen's
    /// `variants` follow this order after the first.
    public var settingsVariants: [ReportSettingsVariant]
    /// The tree findings found only under a settings variant, numbered after the report's own
    /// (an element's finding index `report.findings.count + i` is the `i`th of these).
    public var variantFindings: [Finding]

    public init(report: AuditReport, screens: [ReportScreen] = [], sources: SourceExcerpts = SourceExcerpts(),
                baseline: BaselineTrend? = nil, colorPairs: [ReportColorPair] = [], screenshots: [ReportScreenshot] = [],
                settingsVariants: [ReportSettingsVariant] = [], variantFindings: [Finding] = []) {
        self.report = report
        self.screens = screens
        self.sources = sources
        self.baseline = baseline
        self.colorPairs = colorPairs
        self.screenshots = screenshots
        self.settingsVariants = settingsVariants
        self.variantFindings = variantFindings
    }
}

/// The findings of a run against a baseline: how many the baseline held, how many of them are
/// still found, and how many are new (the report lists only the new ones).
public struct BaselineTrend: Hashable, Sendable {
    public var baselineCount: Int
    public var stillFound: Int
    public var newCount: Int

    public init(baselineCount: Int, stillFound: Int, newCount: Int) {
        self.baselineCount = baselineCount
        self.stillFound = stillFound
        self.newCount = newCount
    }

    /// Baseline findings no longer found.
    public var fixedCount: Int { max(0, baselineCount - stillFound) }
}
