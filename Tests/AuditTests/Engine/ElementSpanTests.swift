import Audit
import Testing

/// Every finding on SwiftUI source carries the span of the element it is about; a finding that
/// points inside its element (the image of an icon-only button) is still silenced by a
/// suppression above the element.
@Suite struct ElementSpanTests {
    static let runner = AuditRunner(rules: AllRules.all)

    static let iconOnlyButton = """
        import SwiftUI

        struct ShareBar: View {
            var body: some View {
                Button(action: share) {
                    Image("share_icon")
                        .frame(width: 44, height: 44)
                }
                .padding()
            }
        }
        """

    @Test func theIconOnlyFindingPointsAtTheImageAndSpansTheButton() throws {
        let findings = Self.runner.audit(source: Self.iconOnlyButton, path: "ShareBar.swift").findings
        let iconOnly = try #require(findings.first { $0.ruleID == "icon-only-button-without-label" })
        #expect(iconOnly.location.line == 6)
        #expect(iconOnly.location.column == 13)
        #expect(iconOnly.span == SourceSpan(file: "ShareBar.swift", startLine: 5, startColumn: 9, endLine: 9, endColumn: 19))
    }

    @Test func aFindingAtAViewSpansTheViewWithItsModifiers() throws {
        let source = """
            import SwiftUI

            struct Logo: View {
                var body: some View {
                    Text("Perceive")
                        .font(.system(size: 40))
                        .lineLimit(1)
                }
            }
            """
        let findings = Self.runner.audit(source: source, path: "Logo.swift").findings
        let fixed = try #require(findings.first { $0.ruleID == "fixed-font-size" })
        // The finding names the size argument; its span is that argument, not a bare name.
        let span = try #require(fixed.span)
        #expect(span.startLine == 6 && span.endLine == 6)
        #expect(findings.allSatisfy { $0.span.map { $0.file == "Logo.swift" } ?? true })
    }

    @Test func aSuppressionAboveTheElementSilencesAFindingInsideIt() {
        let suppressed = Self.iconOnlyButton.replacingOccurrences(
            of: "        Button(action: share) {",
            with: "        // perceive:ignore icon-only-button-without-label — the toolbar reads the label\n        Button(action: share) {")
        let findings = Self.runner.audit(source: suppressed, path: "ShareBar.swift").findings
        #expect(!findings.contains { $0.ruleID == "icon-only-button-without-label" })
        #expect(Self.runner.audit(source: Self.iconOnlyButton, path: "ShareBar.swift").findings
            .contains { $0.ruleID == "icon-only-button-without-label" })
    }
}
