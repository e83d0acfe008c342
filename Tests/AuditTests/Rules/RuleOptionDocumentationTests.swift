import AccessibilityTree
import Audit
import Foundation
import Testing

/// `docs/configuration.md` documents every option the rules declare, exactly as their
/// descriptions say.
@Suite struct RuleOptionDocumentationTests {
    static let configurationDoc = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/configuration.md")

    /// The table's rows, one per option, in catalogue order.
    static var expectedRows: [String] {
        AllRules.all.flatMap { rule in
            rule.description.options.map { option in
                "| `\(option.key)` | `\(rule.description.id)` | \(option.kind.valueDescription) "
                    + "| \(option.defaultValue.compactDescription) | \(option.documentation) |"
            }
        }
    }

    @Test func theOptionTableMatchesTheDescriptions() throws {
        let text = try String(contentsOf: Self.configurationDoc, encoding: .utf8)
        let header = "| option | rule | value | default | meaning |\n|---|---|---|---|---|\n"
        let table = header + Self.expectedRows.joined(separator: "\n") + "\n"
        #expect(text.contains(table), "docs/configuration.md should hold this table under 'Rule options':\n\(table)")
    }
}
