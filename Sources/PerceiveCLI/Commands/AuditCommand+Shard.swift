import Audit
import Foundation
import Reporting

/// `perceive audit --shard K/N` and `--quiet`: the options of a run spread over machines, and
/// what a shard's report says of itself for `perceive merge`.
extension AuditCommand {
    static let shard = Option<String>(
        "shard", valueName: "K/N",
        help: "audit only share K of N of the inputs (by a hash of each path), for 'perceive merge' to join (docs/ci.md)")
    static let quiet = Flag("quiet", help: "no progress and no notes on standard error (errors are still printed)")

    /// The tool's version as reports name it (`0.1.0`).
    static var toolVersion: String { String(Perceive.version.split(separator: " ").last ?? "") }

    /// `--shard K/N`, checked.
    static func shard(in arguments: ParsedArguments) throws(CommandError) -> AuditShard? {
        guard let text = try arguments.value(shard) else { return nil }
        let parsed: AuditShard
        do {
            parsed = try AuditShard(parsing: text)
        } catch {
            throw .usage("'\(shard)': \(error)")
        }
        if arguments.contains(fix) || arguments.contains(writeBaseline) {
            throw .usage("'\(shard)' cannot be used with '\(fix)' or '\(writeBaseline)': run those over the whole project")
        }
        if arguments.contains(baseline) {
            throw .usage("'\(shard)' cannot be used with '\(baseline)': give the baseline to 'perceive merge --baseline FILE'")
        }
        return parsed
    }

    /// What the report of a shard says of itself; nil for a whole run.
    func reportShard(of result: AuditResult, configuration: AuditConfiguration) throws(AuditError) -> ReportShard? {
        guard let shard else { return nil }
        let failOn = failOn ?? configuration.failOn ?? .error
        return ReportShard(
            index: shard.index, count: shard.count,
            catalogue: ReportShard.catalogue(toolVersion: Self.toolVersion, rules: Self.catalogue.descriptions),
            settings: Fingerprint.hash(try settingsText(configuration: configuration, failOn: failOn).joined(separator: "\n")),
            failOn: failOn, readInputs: result.readInputCount)
    }

    /// Everything besides the catalogue that shapes the findings, one line each: shards merge
    /// only when theirs are the same.
    private func settingsText(configuration: AuditConfiguration, failOn: Severity) throws(AuditError) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settingsJSON = (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) } ?? "\(settings)"
        return [
            "paths: " + paths.joined(separator: "\u{0}"),
            "display settings: " + settingsJSON,
            "configuration: " + (try configuration.file.map(Self.contents) ?? ""),
            "include: " + configuration.include.map(\.pattern).joined(separator: "\u{0}"),
            "exclude: " + configuration.exclude.map(\.pattern).joined(separator: "\u{0}"),
            "changed since: " + (changedSince ?? ""),
            "fail on: " + failOn.rawValue,
            "platform: " + configuration.platform.rawValue,
        ]
    }

    private static func contents(of path: String) throws(AuditError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw .file(path, message: "cannot read the file") }
        return String(decoding: data, as: UTF8.self)
    }
}
