import Audit
import Testing

/// The engine's own rule runs its examples like the catalogue's (it reports comments, so the
/// catalogue's "never inside a comment" check does not apply to it).
@Suite struct SuppressionWithoutReasonRuleTests {
    let rule = SuppressionWithoutReasonRule(configuration: RuleConfiguration())

    @Test func triggeringExamplesReportAtTheirMarkers() throws {
        for case .swift(let text) in SuppressionWithoutReasonRule.description.triggeringExamples.map(\.input) {
            let source = text.replacingOccurrences(of: "↓", with: "")
            let findings = try #require(ExampleRunner.findings(of: rule, source: source))
            #expect(ExampleRunner.positions(of: findings) == MarkerPosition.all(in: text), "\(text)")
        }
    }

    @Test func nonTriggeringExamplesReportNothing() throws {
        for case .swift(let text) in SuppressionWithoutReasonRule.description.nonTriggeringExamples.map(\.input) {
            #expect(try #require(ExampleRunner.findings(of: rule, source: text)).isEmpty, "\(text)")
        }
    }
}
