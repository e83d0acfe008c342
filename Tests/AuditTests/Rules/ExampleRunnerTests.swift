import AccessibilityTree
import Audit
import Testing

/// The example verifier's own parts, so a broken verifier cannot pass every rule.
@Suite struct ExampleRunnerTests {
    @Test func markersCountUTF8ColumnsWithoutTheMarkers() {
        let text = "let café = 1\nlet x = ↓café + ↓2"
        #expect(MarkerPosition.all(in: text) == [MarkerPosition(line: 2, column: 9), MarkerPosition(line: 2, column: 17)])
    }

    @Test func editsApplyFromTheEndSoOffsetsStayValid() {
        let edits = [TextEdit(file: "f", start: 0, end: 3, replacement: "xyz"),
                     TextEdit(file: "f", start: 6, end: 6, replacement: "!")]
        #expect(ExampleRunner.applying(edits, to: "café ok") == "xyzé !ok")
    }

    @Test func aMisplacedFindingIsNoticed() {
        let findings = ExampleRunner.findings(of: FixedFontSizeRule(configuration: RuleConfiguration()),
                                              source: "Text(\"a\").font(.system(size: 9))") ?? []
        #expect(ExampleRunner.positions(of: findings) == [MarkerPosition(line: 1, column: 16)])
        #expect(ExampleRunner.positions(of: findings) != [MarkerPosition(line: 1, column: 11)])
    }
}

@Suite struct TreeExampleRunnerTests {
    @Test func treeFindingsNameTheirElements() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "icon", traits: .button),
            AccessibilityElement(id: "named", label: "Play", traits: .button),
        ])
        let findings = ExampleRunner.findings(of: MissingLabelRule(configuration: RuleConfiguration()), screen: screen) ?? []
        #expect(ExampleRunner.reportedElements(of: findings) == ["icon"])
    }
}
