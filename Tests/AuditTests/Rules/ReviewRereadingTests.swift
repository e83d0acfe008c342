import Audit
import Testing

/// Causes of findings to review that a second reading showed not worth a reviewer's time
/// (Benchmarks/ReviewReadings/*-reread.md), each with a case that still reports (docs/review.md).
@Suite struct ReviewRereadingTests {
    // MARK: A strings-table key names the control's kind

    @Test func aKeyNamingItsControlIsNotAskedAndWordsRepeatingTheTraitAre() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Toggle("settings.push.main-toggle", isOn: $model.isOn)
                        Button("settings.support.restore-purchase.button") { model.restore() }
                        Toggle("Notifications toggle", isOn: $model.isOn)
                        Button("Restore button") { model.restore() }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [LabelRepeatsTraitRule.self])
        #expect(findings.map(\.location.line) == [9, 10])
        #expect(findings.map(\.kind) == [.violation, .violation])
    }

    // MARK: A frame that grows to what its container offers

    @Test func aSymbolFillingAnInfiniteFrameIsSizedByItsContainer() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button(action: { }) {
                            Image(systemName: "plus")
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                        }
                        Button(action: { }) {
                            Image(systemName: "xmark")
                        }
                        .frame(maxWidth: .infinity)
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [SmallHitRegionRule.self])
        // The plus fills what its container offers; the xmark button is centred in a wide frame
        // it does not fill, so its symbol still decides its size.
        #expect(findings.map(\.location.line) == [12])
        #expect(findings.map(\.kind) == [.violation])
    }

    // MARK: `withAnimation { … }` in a view builder

    @Test func theViewsInsideWithAnimationAreLowered() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        if model.isExpanded {
                            withAnimation {
                                Image(systemName: "star").onTapGesture { model.star() }
                            }
                        }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [TappableWithoutButtonTraitRule.self])
        #expect(findings.map(\.location.line) == [9])
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("Not worked out") == false)
    }

    // MARK: What the code says of a view the audit does not read

    @Test func aPackageButtonWithALabelIsNamedAndOneWithoutIsAsked() throws {
        // Without a `label:` the call says nothing of its name (`ReviewPackageViewTests`).
        let source = ReviewSignalTests.view("""
            HStack {
                        AsyncButton { await model.follow() }
                            .accessibilityLabel("Notify me")
                        AsyncButton { await model.follow() }
                    }
                    .onTapGesture { model.open() }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [9])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("unknown view `AsyncButton`") == true)
    }

    // MARK: A symbol beside content the callers pass

    @Test func aChevronBesideTheCallersLabelIsNotIconOnlyAndASymbolAloneIs() throws {
        let source = """
            import SwiftUI

            struct ChevronButton<Label: View>: View {
                let action: () -> Void
                let label: Label
                var body: some View {
                    Button(action: action) {
                        HStack { label; Image(systemName: "chevron.right") }
                    }
                }
            }

            struct Row<Content: View, Item: Identifiable>: View {
                let content: () -> Content
                let item: Item
                var body: some View {
                    VStack {
                        Button(action: { }) { HStack { content(); Image(systemName: "chevron.right") } }
                        Button(action: { }) { Image(systemName: item.icon) }
                    }
                }
            }
            """
        let findings = try ReviewSignalTests.findings(source, rules: [IconOnlyButtonWithoutLabelRule.self])
        #expect(findings.map(\.location.line) == [19])
        #expect(findings.map(\.kind) == [.needsReview])
    }

    @Test func theQuestionNamesTheSymbolWrittenInTheCode() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button(action: { }) { Image(systemName: "xmark") }
                        Button(action: { }) { Image(systemName: model.icon) }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [IconOnlyButtonWithoutLabelRule.self])
        #expect(findings.map(\.location.line) == [7, 8])
        #expect(findings.first?.message.hasPrefix("This button is only the SF Symbol \"xmark\": VoiceOver reads") == true)
        #expect(findings.last?.message.hasPrefix("This button is only an SF Symbol: VoiceOver reads") == true)
    }
}
