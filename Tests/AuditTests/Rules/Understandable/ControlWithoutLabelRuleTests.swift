import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct ControlWithoutLabelRuleTests {
    private func fixes(_ source: String) -> [String] {
        ControlWithoutLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source)).compactMap(\.fix)
    }

    /// A slider takes no title string (isowords' volume sliders were told to write
    /// `Slider("Notifications", …)`, which does not compile): its fix gives a label view.
    @Test func aSlidersFixGivesItALabelViewAndAToggleItsTitle() {
        let fixes = fixes("""
            VStack {
                Slider(value: $volume, in: 0...1)
                Toggle("", isOn: $isOn)
            }
            """)
        #expect(fixes.count == 2)
        #expect(fixes.first?.hasPrefix("Give it a label (`Slider(value: $volume, in: 0...1) { Text(\"Volume\") }`)") == true)
        #expect(fixes.last?.hasPrefix("Give it a title (`Toggle(\"Notifications\", …)`)") == true)
    }
}
