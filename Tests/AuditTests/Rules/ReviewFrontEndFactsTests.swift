import Audit
import Testing

/// Facts the SwiftUI front end now works out where a finding used to be left to review
/// (docs/review.md, After the front end's facts), each with the case that is still reported.
@Suite struct ReviewFrontEndFactsTests {
    // MARK: A computed property the app adds to `View`

    static let backport = """
        extension View {
            var backport: Backport<Self> {
                Backport(content: self)
            }
        }

        struct Backport<Content> {
            let content: Content
        }

        extension Backport where Content: View {
            @ViewBuilder
            func labelled(_ title: String) -> some View {
                content.accessibilityLabel(title)
            }

            @ViewBuilder
            func glassEffect() -> some View {
                content.padding()
            }
        }
        """

    @Test func aViewExtensionPropertysWrapperAppliesItsModifiers() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button { model.close() } label: { Circle() }
                            .backport.labelled("Close")
                        Button { model.share() } label: { Circle() }
                            .backport.glassEffect()
                    }
            """, declarations: Self.backport)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // The wrapper's method names the first button; the second is a shape in a button, which
        // reads only "Button": a violation, no longer a question about `backport`.
        #expect(findings.map(\.location.line) == [9])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func aViewMemberNoExtensionDeclaresStaysAQuestion() throws {
        let source = ReviewSignalTests.view("""
            Button { model.share() } label: { Circle() }
                        .emojiText.size(14)
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [6])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("view member `emojiText` is not evaluated") == true)
    }

    // MARK: Each view of a `PreviewProvider`'s previews is a preview of its own

    static let views = """
        import SwiftUI

        struct Row: View {
            @State private var model = Model()
            var body: some View {
                if model.isSaved {
                    Button("Save") { }
                } else {
                    Button { } label: { Circle() }
                }
            }
        }

        struct Other: View {
            var body: some View {
                Button { } label: { Circle() }
            }
        }

        """

    /// `views` with a provider whose `previews` is `body`.
    static func previewing(_ body: String) -> String {
        views + """
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    \(body)
                }
            }
            """
    }

    @Test func theViewsOfAPreviewGroupAreScreensOfTheirOwn() throws {
        let source = Self.previewing("""
            Group {
                        Row()
                        Row().preferredColorScheme(.dark)
                        Other()
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [DuplicateLabelsRule.self, MissingLabelRule.self])
        // Xcode shows the two rows apart: one "Save" each. Every branch of the first preview and
        // the third preview are still lowered.
        #expect(findings.map(\.ruleID) == ["missing-label", "missing-label"])
        #expect(findings.map(\.location.line) == [9, 16])
    }

    @Test func aViewStackedTwiceInOnePreviewIsOneScreenOfVariantsNotComparedWithEachOther() throws {
        let stacked = Self.previewing("""
            VStack {
                        Row()
                        Row()
                    }
            """)
        // One screen, as Xcode shows it, but a sheet of the row's variants: the two "Save"
        // buttons are never on one screen of the app (docs/review.md, Previews that arrange variants).
        #expect(try ReviewSignalTests.findings(stacked, rules: [DuplicateLabelsRule.self]).isEmpty)
        let screen = Self.previewing("""
            VStack {
                        Row()
                        Button("Save") { }
                    }
            """)
        // A row beside another view is a screen whose controls are compared as before; the
        // preview's own button is sample code that never ships, so only the row's is reported.
        let findings = try ReviewSignalTests.findings(screen, rules: [DuplicateLabelsRule.self])
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 7)
        #expect(findings.first?.message.hasPrefix("2 different controls are all read \"Save\"") == true)
    }

    // MARK: SwiftUI modifiers that were unknown

    @Test func aMenuOrderLeavesTheMenusLabelAndAPreferenceOverlayIsLowered() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Menu { Button("Follows") { } } label: { Color.clear }
                            .frame(width: 50, height: 35)
                            .menuOrder(.fixed)
                            .accessibilityLabel("Timeline switcher")
                        Menu { Button("Follows") { } } label: { Color.clear }
                            .menuOrder(.fixed)
                        Color.clear
                            .overlayPreferenceValue(BoundsKey.self) { value in
                                Button { model.scroll() } label: { Circle() }
                            }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // The first menu is named; the second reads only "Button", and so does the button the
        // overlay draws: violations, where `menuOrder` and `overlayPreferenceValue` left them to review.
        #expect(findings.map(\.location.line) == [11, 15])
        #expect(findings.map(\.kind) == [.violation, .violation])
    }

    // MARK: A part of a control's label in a frame that grows

    @Test func aLabelInAFrameThatGrowsLeavesItsControlToTheContainer() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Button { model.add() } label: {
                            Label("Add", systemImage: "plus")
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .labelStyle(.iconOnly)
                        }
                        Button { model.close() } label: {
                            Label("Close", systemImage: "xmark")
                                .labelStyle(.iconOnly)
                        }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [SmallHitRegionRule.self])
        // The first button draws the frame, as large as the stack offers; the second is its symbol.
        #expect(findings.map(\.location.line) == [13])
        #expect(findings.map(\.kind) == [.violation])
    }
}

