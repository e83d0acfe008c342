import Audit
import SwiftSyntaxSupport
import TestSupport
import Testing

@Suite struct IconOnlyButtonWithoutLabelRuleTests {
    private func kinds(_ source: String) -> [Finding.Kind] {
        IconOnlyButtonWithoutLabelRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "V.swift", text: source)).map(\.kind)
    }

    /// A symbol chosen at run time by a model's property is asked once, where it is written in
    /// the label, not also of the control's element by `missing-label`.
    @Test func aSymbolChosenByAModelIsAskedOnceWhereItIsWritten() throws {
        let source = """
            import SwiftUI
            final class Navigation: ObservableObject { @Published var isSmall = false }
            struct MapButton: View {
                @ObservedObject var navigation: Navigation
                private func icon() -> String {
                    navigation.isSmall ? "arrow.up.left.and.arrow.down.right" : "arrow.down.right.and.arrow.up.left"
                }
                var body: some View {
                    Button { navigation.isSmall.toggle() } label: {
                        Image(systemName: icon())
                    }
                }
            }
            """
        let folder = try TemporaryFolder()
        let file = try folder.write("MapButton.swift", source)
        let findings = try AuditRunner(rules: AllRules.all).run(paths: [file]).findings
            .filter { ["missing-label", "icon-only-button-without-label"].contains($0.ruleID) }
        #expect(findings.map { "\($0.location.line) \($0.ruleID)" } == ["10 icon-only-button-without-label"])
    }

    @Test func anAssetImageIsReadByItsNameSoItIsAViolation() {
        #expect(kinds("Button(action: share) { Image(\"share_icon\") }") == [.violation])
    }

    @Test func anSFSymbolMayCarryADescriptionSoItIsReviewed() {
        #expect(kinds("Button(action: exportRoute) { Image(systemName: \"square.and.arrow.up\") }") == [.needsReview])
    }

    /// SFSafeSymbols' `Image(systemSymbol: .minusCircleFill)` is `Image(systemName: "minus.circle.fill")`.
    @Test func aSymbolWrittenAsAnSFSafeSymbolsCaseIsReviewedAndNamed() {
        let findings = IconOnlyButtonWithoutLabelRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "V.swift", text: """
            Button(action: decreaseSpeed) { Image(systemSymbol: .minusCircleFill) }
            Button(action: reload) { Image(systemSymbol: SFSymbol.arrowClockwise) }
            Button(action: open) { Image(systemSymbol: model.symbol) }
            """))
        #expect(findings.map(\.kind) == [.needsReview, .needsReview, .needsReview])
        #expect(findings.map { $0.message.components(separatedBy: ":").first } == [
            "This button is only the SF Symbol \"minus.circle.fill\"", "This button is only the SF Symbol \"arrow.clockwise\"",
            "This button is only an SF Symbol",
        ])
    }

    /// A view given words to draw beside the image is named by them; one given only the image is not.
    /// A symbol read by the word its button's action is named by says what the button does.
    @Test func aSymbolReadAsTheActionsNameIsNotAsked() {
        #expect(kinds("Button(action: addShortcut) { Image(systemName: \"plus\") }") == [])
        #expect(kinds("Button { model.deleteTag(tag) } label: { Image(systemName: \"trash\") }") == [])
        #expect(kinds("Button { withAnimation { isSearching.toggle() } } label: { Image(systemName: \"magnifyingglass\") }") == [])
        #expect(kinds("Button(action: { showsSettings = true }) { Image(systemName: \"gearshape.fill\") }") == [])
        // SwiftUI's `dismiss()` closes what the button is in.
        #expect(kinds("Button(action: { dismiss() }, label: { Image(systemName: \"xmark.circle\") })") == [])
        // Read "Close", "Add", "Settings": words the action is not named by, or an action of several steps.
        #expect(kinds("Button(action: goBack) { Image(systemName: \"xmark\") }") == [.needsReview])
        #expect(kinds("Button { count += 1 } label: { Image(systemName: \"plus\") }") == [.needsReview])
        #expect(kinds("Button { add(); save() } label: { Image(systemName: \"plus\") }") == [.needsReview])
        #expect(kinds("Button(action: { showsSettings = false }) { Image(systemName: \"gearshape\") }") == [.needsReview])
        // A menu's trailing closure is its items, no action.
        #expect(kinds("Menu { Button(\"Add\", action: add) } label: { Image(systemName: \"plus\") }") == [.needsReview])
    }

    @Test func aViewGivenATitleBesideItsImageNamesTheButton() {
        #expect(kinds("Button(action: about) { PaymentsRow(image: Image(\"info\"), title: Localization.about) }") == [])
        #expect(kinds("Button(action: profile) { AvatarView(image: Image(\"avatar\")) }") == [.violation])
        #expect(kinds("Button(action: profile) { AvatarView(image: Image(\"avatar\"), title: nil) }") == [.violation])
    }

    @Test func aSymbolBesideAnAssetIsStillAViolation() {
        #expect(kinds("Button(action: share) { Image(systemName: \"star\"); Image(\"badge\") }") == [.violation])
    }

    /// A style's `configuration.label` is the caller's view (Apple,
    /// `DisclosureGroupStyleConfiguration.label`): the button that draws it is named by it.
    @Test func aStyleButtonDrawingTheConfigurationsLabelIsNamedByItsCaller() {
        let style = """
            struct Disclosure: DisclosureGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isExpanded.toggle() } label: {
                        HStack { configuration.label; Image(systemName: "chevron.down") }
                    }
                }
            }
            """
        #expect(kinds(style) == [])
        let stored = """
            struct PressedLabel: View {
                let configuration: ButtonStyleConfiguration
                var body: some View { Button(action: {}) { HStack { configuration.label; Image("dot") } } }
            }
            """
        #expect(kinds(stored) == [])
    }

    /// Without the configuration's label, or outside a style, the chevron is all there is.
    @Test func aStyleButtonDrawingOnlyAnImageIsStillReported() {
        let style = """
            struct Disclosure: DisclosureGroupStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isExpanded.toggle() } label: {
                        Image(configuration.isExpanded ? "chevron_up" : "chevron_down")
                    }
                }
            }
            """
        #expect(kinds(style) == [.violation])
        let notAStyle = """
            struct Row: View {
                func makeBody(configuration: Configuration) -> some View {
                    Button(action: {}) { HStack { configuration.label; Image("dot") } }
                }
            }
            """
        #expect(kinds(notAStyle) == [.violation])
    }
}
