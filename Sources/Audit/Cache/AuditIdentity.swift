import AccessibilityTree
import Basics
import Foundation

/// Everything a cached result depends on besides the inputs themselves: the catalogue's version,
/// the display settings, the configuration, the prefilter and the front ends, written out in one
/// canonical text (sorted where the values are sets), so the same audit always has the same key
/// and any change to one of them gives another.
struct AuditIdentity {
    let text: String

    init(runner: AuditRunner, toolIdentity: String) {
        let configuration = runner.configuration
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settings = (try? encoder.encode(runner.settings)).map { String(decoding: $0, as: UTF8.self) }
            ?? String(describing: runner.settings)
        let lines = [
            "perceive-cache 1",
            "catalogue \(CatalogueVersion.of(runner.rules, toolVersion: toolIdentity))",
            "settings \(settings)",
            "disabled \(configuration.disabled.sorted())",
            "only \(configuration.only.map { "\($0.sorted())" } ?? "all")",
            "severities \(configuration.severities.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })",
            "thresholds \(configuration.thresholds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })",
            "colorPairs \(configuration.colorPairs.map { "\($0.name ?? "")|\($0.foreground)|\($0.background)|\($0.minimumRatio)" })",
            "platform \(configuration.platform.rawValue)",
            "include \(configuration.include.map(\.pattern)) exclude \(configuration.exclude.map(\.pattern))",
            "prefilter \(runner.prefilter.markers)",
            "frontEnds \(runner.frontEnds.map { "\($0.name) \($0.kind.rawValue) \($0.placesElementsInSource)" })",
            // The look-ups of a type depend on the targets compiling the files as well.
            "targets \(ContentHash(runner.apps.targets.canonicalText))",
            // What the code's keys read as comes from the app's strings tables.
            "strings \(ContentHash(runner.apps.strings.canonicalText))",
        ]
        text = lines.joined(separator: "\n") + "\n"
    }
}
