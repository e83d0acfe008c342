import AccessibilityTree
import Audit
import Foundation
import Reporting
import SwiftUIFrontEnd

/// `perceive audit`: runs the rule catalogue over sources, snapshots and plists, and reports.
///
/// Exit status: 0 when no violation reaches the failing severity (`--fail-on`, else the
/// configuration's `failOn`, else `error`, as Xcode fails a build on errors and not warnings),
/// 1 when one does, 2 for a usage or input error.
struct AuditCommand: Command {
    static let name = "audit"
    static let abstract = "Audit SwiftUI sources, snapshots, asset catalogs and Info.plist files for accessibility barriers."
    static let positionalUsage = "[PATH…]"
    static let discussion = """
        Audits the Swift files, snapshot JSON files, asset catalogs (.xcassets) and Info.plist files under
        each PATH (default: the current folder), skipping .build, DerivedData, Pods, Carthage,
        node_modules, hidden folders and Xcode's localization catalogs (.xcloc). SwiftUI previews (and
        views no preview shows, with placeholder arguments) are lowered into the accessibility tree
        under the display settings, and every tree rule runs on them, with every branch of their
        run-time if, switch and ternaries as screen variants and at the regular size class; findings point at the line each element is written on. Code the
        app never runs is not reported: previews, tests, private functions nothing calls, and, in an app
        (one with an entry point such as @main), types that no Swift file, nib, storyboard, Info.plist or
        Objective-C file of it names (docs/architecture.md). A file or
        folder given is audited with the project around it (the nearest Package.swift, .xcodeproj,
        .xcworkspace or git root holding it, with its local packages), indexed from skeletons and
        reported in the paths given only. Each project is an app of its own: its files are read with
        its own declarations and its local packages', never another's (docs/configuration.md, The
        project around a path; Apps and modules). UI-test captures
        (Appium page source, XCUITest debugDescription or snapshot dictionaries, told by their content;
        docs/runtime-capture.md) are audited as captured, findings at their lines in the capture; where
        a captured element, or else its nearest ancestor, has an accessibility identifier that a Swift
        file of the same run sets (.accessibilityIdentifier("…") or accessibilityIdentifier = "…"), its
        findings also point at that line (every place, said to be ambiguous, when several set it).
        Code is read as built for iOS unless --platform (or the configuration's platform) names another
        platform, or, naming none, the .xcodeproj targets build none of the Swift files for iOS (a Mac
        app is read as macOS code): #if os(…), targetEnvironment(…) and canImport(…) clauses and
        @available(…, unavailable) declarations follow it, code for other platforms is neither lowered
        nor reported, nor are the Swift files and Info.plists that the targets build only for other
        platforms (a watch app's, in an iOS audit; their number is said on standard error; a file named
        on the command line is audited whatever builds it); rules about Dynamic Type do not run on
        macOS, hit regions are measured against the platform's control size, and on ipados the first
        screen is at the regular size class (docs/swiftui-coverage.md, Platforms and Targets of other
        platforms; docs/dynamic-type.md).
        Reads .perceive.json from the audited folder or above it (see docs/configuration.md).
        With --shard K/N it audits one share of the inputs, chosen by a hash of each path relative
        to the project root (still indexing every Swift file); 'perceive merge' joins the JSON or
        SARIF reports of the N shards into the report of the whole run (see docs/ci.md).
        On a terminal, progress is shown on standard error while it works.
        Results are cached by content: an input that did not change, and whose previews would find
        the same declarations in other files, is not audited again; with nothing changed no file is
        parsed (see docs/cache.md).
        """
    static let exitStatus: String? = "0 clean, 1 findings at or above the failing severity, 2 usage or input error."

    static let format = Option<ReportFormat>(
        "format", valueName: "FORMAT", help: "text (default), json, sarif, junit, github, markdown, xcode, gitlab, html (docs/html-report.md)")
    static let review = Option<ReviewListing>(
        "review", valueName: "HOW",
        help: "findings to review, after the violations: all (each in full), summary (per rule: count, first places, "
            + "the question to answer) or none; default summary for text, github and markdown, all for the others")
    static let output = Option<String>(
        "output", shortName: "o", valueName: "FILE", help: "write the report to FILE (atomically) instead of standard output")
    static let config = Option<String>(
        "config", valueName: "FILE", help: "read this configuration instead of the nearest .perceive.json")
    static let baseline = Option<String>("baseline", valueName: "FILE", help: "report only findings not in this baseline")
    static let writeBaseline = Option<String>(
        "write-baseline", valueName: "FILE", help: "accept every current finding: write them to FILE and exit 0")
    static let changedSince = Option<String>(
        "changed-since", valueName: "REF", help: "report only findings on lines changed since the git revision REF")
    static let fix = Flag("fix", help: "apply the fix-its findings carry, then report what is left")
    static let dryRun = Flag("dry-run", help: "with --fix: print the changes as a unified diff, write nothing")
    static let failOn = Option<Severity>(
        "fail-on", valueName: "SEVERITY", help: "exit 1 when a violation is at or above SEVERITY: note, warning or error (default error)")
    static let platform = Option<TargetPlatform>(
        "platform", valueName: "PLATFORM",
        help: "read the code as built for PLATFORM: " + TargetPlatform.names.joined(separator: ", ") + " (default ios)")
    static let include = Option<Glob>(
        "include", valueName: "GLOB", repeatable: true,
        help: "audit only paths matching GLOB (** any folders, * and ? within a name)", parse: Glob.init)
    static let exclude = Option<Glob>(
        "exclude", valueName: "GLOB", repeatable: true, help: "skip paths matching GLOB", parse: Glob.init)
    static let cacheDir = Option<String>(
        "cache-dir", valueName: "DIR",
        help: "keep results in DIR (default ~/.cache/perceive, or $XDG_CACHE_HOME/perceive)")
    static let noCache = Flag("no-cache", help: "neither read nor write cached results")

    static let optionGroups = [
        OptionGroup.options([format.spec, review.spec, output.spec, config.spec, baseline.spec, writeBaseline.spec,
                             changedSince.spec, fix.spec, dryRun.spec, failOn.spec, platform.spec, include.spec, exclude.spec,
                             shard.spec, quiet.spec, cacheDir.spec, noCache.spec, screenshot.spec]),
        DisplaySettingsOptions.group,
    ]

    /// The rules `perceive audit` runs and `perceive rules` lists.
    static let catalogue = RuleRegistry(AllRules.all + AuditRunner.engineRules)

    var paths: [String]
    var format: ReportFormat
    /// `--review`; nil for the format's default.
    var review: ReviewListing?
    var output: String?
    var configPath: String?
    var baselinePath: String?
    var writeBaselinePath: String?
    var changedSince: String?
    var isFixing: Bool
    var isDryRun: Bool
    var failOn: Severity?
    /// `--platform`; nil for the configuration's, else iOS.
    var platform: TargetPlatform?
    var include: [Glob]
    var exclude: [Glob]
    var settings: AccessibilitySettings
    /// Where results are cached as given (`--cache-dir`); nil for the user's cache folder.
    var cacheFolder: String?
    var usesCache: Bool
    var shard: AuditShard?
    var isQuiet: Bool
    /// `--screenshot`, for the HTML report.
    var screenshotPaths: [String]

    init(arguments: ParsedArguments) throws(CommandError) {
        try self.init(arguments: arguments, defaultFormat: .text)
    }

    /// Reads the arguments, with `defaultFormat` where `--format` is not given (`perceive report`: html).
    init(arguments: ParsedArguments, defaultFormat: ReportFormat) throws(CommandError) {
        paths = arguments.positional.isEmpty ? ["."] : arguments.positional
        format = try arguments.value(Self.format) ?? defaultFormat
        review = try arguments.value(Self.review)
        failOn = try arguments.value(Self.failOn)
        platform = try arguments.value(Self.platform)
        settings = try DisplaySettingsOptions.settings(from: arguments)
        output = try arguments.value(Self.output)
        configPath = try arguments.value(Self.config)
        baselinePath = try arguments.value(Self.baseline)
        writeBaselinePath = try arguments.value(Self.writeBaseline)
        changedSince = try arguments.value(Self.changedSince)
        isFixing = arguments.contains(Self.fix)
        isDryRun = arguments.contains(Self.dryRun)
        include = try arguments.values(Self.include)
        exclude = try arguments.values(Self.exclude)
        cacheFolder = try arguments.value(Self.cacheDir)
        usesCache = !arguments.contains(Self.noCache)
        if arguments.contains(Self.noCache), try arguments.value(Self.cacheDir) != nil {
            throw .usage("'\(Self.cacheDir)' and '\(Self.noCache)' cannot be used together")
        }
        shard = try Self.shard(in: arguments)
        isQuiet = arguments.contains(Self.quiet)
        screenshotPaths = try arguments.values(Self.screenshot)
        if !screenshotPaths.isEmpty, format != .html {
            throw .usage("'\(Self.screenshot)' applies to the HTML report ('--format html' or 'perceive report')")
        }
        if isDryRun, !isFixing { throw .usage("'\(Self.dryRun)' only applies with '\(Self.fix)'") }
        if baselinePath != nil, writeBaselinePath != nil {
            throw .usage("'\(Self.baseline)' and '\(Self.writeBaseline)' cannot be used together")
        }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        do {
            return try audit(console: console)
        } catch {
            throw .input(error.description)
        }
    }

    private func audit(console: Console) throws(AuditError) -> ExitCode {
        var configuration = try loadConfiguration()
        configuration.include += include
        configuration.exclude += exclude
        if let platform { configuration.name(platform: platform) }
        let root = configuration.file.map { ($0 as NSString).deletingLastPathComponent }
        var runner = AuditRunner(rules: AllRules.all, configuration: configuration, settings: settings)
        let folder = usesCache ? cacheFolder ?? ResultCache.defaultFolder(environment: console.environment) : nil
        runner.cache = folder.map { ResultCache(folder: $0, toolIdentity: Perceive.buildIdentity) }
        runner.shard = shard
        let progress = console.isErrorTerminal && !isQuiet ? AuditProgressLine(write: console.writeError) : nil
        if let progress { runner.progress = { event in progress.record(event) } }
        defer { progress?.finish() }
        let result = try runner.run(paths: paths, root: root)
        progress?.finish()
        if let choice = result.platform {
            configuration.platform = choice.platform
            for text in choice.notes { note("perceive audit: \(text)", console: console) }
        }
        var findings = result.findings
        if let changedSince {
            let changed = try ChangedLines.since(changedSince, in: paths[0])
            findings = findings.filter(changed.contains)
        }
        if let writeBaselinePath {
            try Baseline(findings: findings).write(to: writeBaselinePath)
            note("perceive audit: wrote \(plural(findings.count, "finding")) to the baseline \(writeBaselinePath)", console: console)
            return reportInputErrors(result, console: console) ? .usageOrInputError : .clean
        }
        var trend: BaselineTrend?
        if let baselinePath {
            let baseline = try Baseline.read(baselinePath), found = findings.count
            findings = baseline.newFindings(in: findings)
            trend = BaselineTrend(baselineCount: baseline.entries.count, stillFound: found - findings.count, newCount: findings.count)
        }
        if isFixing {
            let fixes = SourceFix.plan(findings)
            if isDryRun {
                try emit(fixes.map(\.diff).joined(), console: console)
                return reportInputErrors(result, console: console) ? .usageOrInputError : .clean
            }
            findings = try apply(fixes, to: findings, console: console)
        }
        let descriptions = runner.rules.map { $0.description }.filter { configuration.runs($0) }
        let report = AuditReport(findings: findings, rules: descriptions, fileCount: result.inputs.count,
                                 toolVersion: Self.toolVersion, inputErrors: result.inputErrors,
                                 shard: try reportShard(of: result, configuration: configuration))
        if format == .html {
            var document = htmlDocument(report, inputs: result.inputs, baseline: trend, configuration: configuration, console: console)
            document.screenshots = try reportScreenshots()
            try emit(HTMLReporter.render(document), console: console)
        } else {
            try emit(format.render(report, review: review ?? format.defaultReviewListing), console: console)
        }
        if result.auditedNoInput { return .usageOrInputError }
        return AuditResult(findings: findings).fails(at: failOn ?? configuration.failOn ?? .error) ? .findings : .clean
    }

    private func loadConfiguration() throws(AuditError) -> AuditConfiguration {
        let rules = Self.catalogue.descriptions
        if let configPath { return try ConfigurationFile.load(configPath, rules: rules) }
        guard let found = ConfigurationFile.find(from: paths[0]) else { return AuditConfiguration() }
        return try ConfigurationFile.load(found, rules: rules)
    }

    /// Writes the fixes that are safe and returns the findings left: those without a fix-it and
    /// those in files whose fix was refused.
    private func apply(_ fixes: [SourceFix], to findings: [Finding], console: Console) throws(AuditError) -> [Finding] {
        var refused: Set<String> = []
        for fix in fixes {
            if fix.introducesSyntaxErrors {
                refused.insert(fix.path)
                console.printError("perceive audit: \(fix.path): the fix-its would leave syntax errors, so the file was not changed")
                continue
            }
            try fix.write()
            let skipped = fix.skippedCount > 0 ? " (\(fix.skippedCount) overlapping left for another run)" : ""
            note("perceive audit: \(fix.path): applied \(plural(fix.appliedCount, "fix-it"))\(skipped)", console: console)
        }
        return findings.filter { $0.edits.isEmpty || $0.edits.contains { refused.contains($0.file) } }
    }

    /// Writes `text` to `--output` atomically, or to standard output.
    private func emit(_ text: String, console: Console) throws(AuditError) {
        if let output { try AtomicFile.write(text, to: output) } else { console.writeOutput(text) }
    }

    /// Prints each input error (where no report carries them); returns whether no input could
    /// be audited, the one case an unreadable input fails the run.
    private func reportInputErrors(_ result: AuditResult, console: Console) -> Bool {
        for error in result.inputErrors { console.printError("perceive audit: \(error)") }
        return result.auditedNoInput
    }

    /// Prints a note on standard error, unless `--quiet`.
    func note(_ text: String, console: Console) {
        if !isQuiet { console.printError(text) }
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
