import AccessibilityTree
import Foundation
import SwiftSyntaxSupport

/// Runs the rule catalogue over files: discovers inputs, reads each once, runs every rule that
/// reads it, applies the configuration and inline suppressions, and returns sorted findings.
///
/// Files are audited in parallel on all cores; the result does not depend on the order they
/// finish in. Front ends plug in as `FrontEnd` values (see `FrontEnd`).
public struct AuditRunner: Sendable {
    public var rules: [any Rule.Type]
    public var frontEnds: [FrontEnd]
    public var configuration: AuditConfiguration
    /// The settings front ends build screens under.
    public var settings: AccessibilitySettings
    public var prefilter: SourcePrefilter
    /// How many files are audited at once; nil uses every core.
    public var jobs: Int?

    /// - Parameter rules: the catalogue (`AllRules.all`); the engine's own rules are added.
    public init(rules: [any Rule.Type], frontEnds: [FrontEnd] = FrontEnd.standard,
                configuration: AuditConfiguration = AuditConfiguration(),
                settings: AccessibilitySettings = AccessibilitySettings(), prefilter: SourcePrefilter = .standard) {
        self.rules = rules + AuditRunner.engineRules.filter { engine in !rules.contains { $0 == engine } }
        self.frontEnds = frontEnds
        self.configuration = configuration
        self.settings = settings
        self.prefilter = prefilter
    }

    /// Rules the engine itself supplies.
    public static let engineRules: [any Rule.Type] = [SuppressionWithoutReasonRule.self]

    /// Discovers the inputs under `paths` (with the configuration's include/exclude) and audits them.
    ///
    /// - Parameter root: the folder globs are relative to (the configuration file's folder).
    /// - Throws: `AuditError.missingPath` when a path does not exist.
    public func run(paths: [String], root: String? = nil) throws(AuditError) -> AuditResult {
        let discovery = InputDiscovery(include: configuration.include, exclude: configuration.exclude, root: root)
        return audit(try discovery.discover(paths))
    }

    /// Audits `inputs`, in parallel.
    public func audit(_ inputs: [AuditInput]) -> AuditResult {
        let prepared = PreparedRules(rules: rules, configuration: configuration)
        let handled = inputs.filter { input in
            input.kind == .swiftSource || input.kind == .infoPlist || frontEnds.contains { $0.kind == input.kind }
        }
        let slots = ResultSlots(count: handled.count)
        if let jobs, jobs < handled.count {
            DispatchQueue.concurrentPerform(iterations: max(jobs, 1)) { _ in
                while let index = slots.claim() { slots.store(audit(handled[index], with: prepared), at: index) }
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: handled.count) { index in
                slots.store(audit(handled[index], with: prepared), at: index)
            }
        }
        let outcomes = slots.values
        return AuditResult(findings: outcomes.flatMap(\.findings), inputErrors: outcomes.flatMap(\.errors),
                           inputs: handled, suppressedCount: outcomes.reduce(0) { $0 + $1.suppressedCount })
    }

    /// Audits Swift `text` as the file `path`, without touching the disk (for tests and editors).
    public func audit(source text: String, path: String) -> AuditResult {
        let prepared = PreparedRules(rules: rules, configuration: configuration)
        let outcome = auditSource(ParsedSourceFile(path: path, text: text), input: AuditInput(path: path, kind: .swiftSource),
                                  with: prepared)
        return AuditResult(findings: outcome.findings, inputErrors: outcome.errors,
                           inputs: [AuditInput(path: path, kind: .swiftSource)], suppressedCount: outcome.suppressedCount)
    }

    /// Audits screens built by hand (a scene, a test) as if read from `file`.
    public func audit(screens: [Screen], file: String) -> AuditResult {
        let prepared = PreparedRules(rules: rules, configuration: configuration)
        var outcome = InputOutcome()
        for screen in screens { outcome.findings += prepared.check(screen, file: file) }
        outcome.finish(lines: [], file: file, suppressions: [], configuration: configuration)
        return AuditResult(findings: outcome.findings, inputs: [], suppressedCount: outcome.suppressedCount)
    }

    private func audit(_ input: AuditInput, with prepared: PreparedRules) -> InputOutcome {
        if input.kind == .swiftSource {
            guard let data = FileManager.default.contents(atPath: input.path) else {
                return InputOutcome(errors: [InputError(file: input.path, message: "cannot read the file")])
            }
            guard prefilter.mayHoldUICode(data) else { return InputOutcome() }
            guard let text = String(data: data, encoding: .utf8) else {
                return InputOutcome(errors: [InputError(file: input.path, message: "not UTF-8 text")])
            }
            return auditSource(ParsedSourceFile(path: input.path, text: text), input: input, with: prepared)
        }
        var outcome = InputOutcome()
        var lines: [Substring] = []
        if input.kind == .infoPlist {
            guard let text = FileManager.default.contents(atPath: input.path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                return InputOutcome(errors: [InputError(file: input.path, message: "cannot read the file as UTF-8 text")])
            }
            let plist = PlistFile(path: input.path, text: text)
            for rule in prepared.plistRules { outcome.findings += rule.check(plist) }
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        runFrontEnds(FrontEndInput(input: input, settings: settings, configuration: prepared.configuration),
                     with: prepared, into: &outcome)
        outcome.finish(lines: lines, file: input.path, suppressions: [], configuration: configuration)
        return outcome
    }

    private func auditSource(_ source: ParsedSourceFile, input: AuditInput, with prepared: PreparedRules) -> InputOutcome {
        var outcome = InputOutcome()
        for rule in prepared.sourceRules { outcome.findings += rule.check(source) }
        runFrontEnds(FrontEndInput(input: input, source: source, settings: settings, configuration: prepared.configuration),
                     with: prepared, into: &outcome)
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        outcome.finish(lines: lines, file: input.path, suppressions: Suppression.all(in: source), configuration: configuration)
        return outcome
    }

    private func runFrontEnds(_ frontEndInput: FrontEndInput, with prepared: PreparedRules, into outcome: inout InputOutcome) {
        for frontEnd in frontEnds where frontEnd.kind == frontEndInput.input.kind {
            do {
                let output = try frontEnd.read(frontEndInput)
                outcome.findings += output.findings
                for screen in output.screens { outcome.findings += prepared.check(screen, file: frontEndInput.path) }
            } catch {
                outcome.errors.append(InputError(file: frontEndInput.path, message: "\(error)"))
            }
        }
    }
}

/// The enabled rules, built once per audit with the project's thresholds.
private struct PreparedRules: Sendable {
    let sourceRules: [any SourceRule]
    let treeRules: [any TreeRule]
    let plistRules: [any PlistRule]
    let configuration: RuleConfiguration

    init(rules: [any Rule.Type], configuration: AuditConfiguration) {
        let enabled = rules.filter { configuration.isEnabled($0.description.id) }
        let ruleConfiguration = configuration.ruleConfiguration
        self.configuration = ruleConfiguration
        sourceRules = enabled.compactMap { ($0 as? any SourceRule.Type)?.init(configuration: ruleConfiguration) }
        treeRules = enabled.compactMap { ($0 as? any TreeRule.Type)?.init(configuration: ruleConfiguration) }
        plistRules = enabled.compactMap { ($0 as? any PlistRule.Type)?.init(configuration: ruleConfiguration) }
    }

    func check(_ screen: Screen, file: String) -> [Finding] {
        let context = TreeContext(file: file)
        return treeRules.flatMap { $0.check(screen, in: context) }
    }
}

/// The findings and errors of one input, before sorting.
private struct InputOutcome: Sendable {
    var findings: [Finding] = []
    var errors: [InputError] = []
    var suppressedCount = 0

    /// Applies configuration (disabled rules, severity overrides) and suppressions, and sets fingerprints.
    mutating func finish(lines: [Substring], file: String, suppressions: [Suppression], configuration: AuditConfiguration) {
        var kept: [Finding] = []
        for var finding in findings where configuration.isEnabled(finding.ruleID) {
            if finding.location.file == file, suppressions.silence(finding) {
                suppressedCount += 1
                continue
            }
            finding.severity = configuration.severity(of: finding.ruleID, default: finding.severity)
            let index = finding.location.line - 1
            let lineText = finding.location.file == file && lines.indices.contains(index) ? String(lines[index]) : finding.message
            finding.fingerprint = Fingerprint.of(ruleID: finding.ruleID, lineText: lineText,
                                                 elementPath: finding.location.elementPath)
            kept.append(finding)
        }
        findings = kept
    }
}

/// Results written from `concurrentPerform`'s threads, one slot each (claimed in order when
/// the number of threads is limited).
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [InputOutcome?]
    private var claimed = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next slot no thread has taken yet, nil when all are taken.
    func claim() -> Int? {
        lock.withLock {
            guard claimed < slots.count else { return nil }
            defer { claimed += 1 }
            return claimed
        }
    }

    func store(_ outcome: InputOutcome, at index: Int) { lock.withLock { slots[index] = outcome } }

    var values: [InputOutcome] { lock.withLock { slots.compactMap { $0 } } }
}
