import Audit
import SwiftSyntaxSupport
import Testing

@Suite struct IconOnlyButtonWithoutLabelRuleTests {
    private func kinds(_ source: String) -> [Finding.Kind] {
        IconOnlyButtonWithoutLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source)).map(\.kind)
    }

    @Test func anAssetImageIsReadByItsNameSoItIsAViolation() {
        #expect(kinds("Button(action: share) { Image(\"share_icon\") }") == [.violation])
    }

    @Test func anSFSymbolMayCarryADescriptionSoItIsReviewed() {
        #expect(kinds("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }") == [.needsReview])
    }

    @Test func aSymbolBesideAnAssetIsStillAViolation() {
        #expect(kinds("Button(action: share) { Image(systemName: \"star\"); Image(\"badge\") }") == [.violation])
    }
}
