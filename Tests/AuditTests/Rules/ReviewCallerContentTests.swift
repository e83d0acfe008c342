import AccessibilityTree
@testable import Audit
import Testing

/// Content a view's callers pass is judged where a caller passes it, not where the view is
/// lowered on its own (docs/review.md, Content callers pass; Views the audit does not read).
@Suite struct ReviewCallerContentTests {
    static let row = """
        struct ChevronRow<Label: View>: View {
            let action: () -> Void
            let label: Label
            var body: some View {
                Button(action: action) { label }
            }
        }
        """

    @Test func aComponentIsNotAskedAboutItsCallersLabelAndACallerPassingNoneIsAViolation() throws {
        let named = ReviewSignalTests.view(#"ChevronRow(action: { }, label: Text("Account"))"#, declarations: Self.row)
        #expect(try ReviewSignalTests.findings(named, rules: [MissingLabelRule.self]).isEmpty)
        let unnamed = ReviewSignalTests.view("ChevronRow(action: { }, label: Circle())", declarations: Self.row)
        let findings = try ReviewSignalTests.findings(unnamed, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [13])
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func aCallerPassingARunTimeViewIsStillAsked() throws {
        let source = ReviewSignalTests.view("ChevronRow(action: { }, label: model.rowLabel)", declarations: Self.row)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [13])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("unknown view `Model`") == true)
    }

    @Test func aRowBuilderAndAStyleConfigurationAreTheCallersToo() throws {
        let source = ReviewSignalTests.view("Text(\"Rows\")", declarations: """
            struct Selector<Element, Row: View>: View {
                let items: [Element]
                let row: (Element) -> Row
                var body: some View {
                    Button { } label: { row(items[0]) }
                }
            }

            struct StyleBody: View {
                let configuration: PrimitiveButtonStyleConfiguration
                var body: some View {
                    Button(role: configuration.role) { configuration.trigger() } label: { configuration.label }
                }
            }
            """)
        #expect(try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self]).isEmpty)
    }

    @Test func aStoredViewThatIsNotAGenericParameterIsStillAsked() throws {
        let source = ReviewSignalTests.view("Text(\"Rows\")", declarations: """
            struct Trailer: View {
                let label: Poster
                var body: some View {
                    Button { } label: { label }
                }
            }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.kind) == [.needsReview])
    }

    @Test func aTrailingClosureGoesPastAParameterWithADefault() throws {
        let holder = """
            struct Holder<Layout: View>: View {
                private let alignment: Alignment
                private let layout: Layout
                init(alignment: Alignment = .center, @ViewBuilder layout: () -> Layout) {
                    self.alignment = alignment
                    self.layout = layout()
                }
                var body: some View { layout }
            }
            """
        let unnamed = ReviewSignalTests.view("Button(action: { }) { Holder { Circle() } }", declarations: holder)
        let findings = try ReviewSignalTests.findings(unnamed, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [6])
        #expect(findings.map(\.kind) == [.violation])
        let named = ReviewSignalTests.view(#"Button(action: { }) { Holder { Text("Settings") } }"#, declarations: holder)
        #expect(try ReviewSignalTests.findings(named, rules: [MissingLabelRule.self]).isEmpty)
    }

    // MARK: Views the audit does not read

    static func opaque(gestures: [Gesture]) -> Screen {
        Screen(elements: [AccessibilityElement(id: "image", traits: [], gestures: gestures,
                                               unresolved: [Unresolved(reason: "unknown view `KFAnimatedImage`", origin: .opaqueView)])])
    }

    @Test func aFindingRestingOnAnOpaqueViewIsStillAsked() {
        // A package's control may lack a name (Swiftfin's `ValueSlider`, fixed by its team).
        let context = TreeContext(file: "V.swift")
        let missing = MissingLabelRule(configuration: RuleConfiguration())
        let tappable = TappableWithoutButtonTraitRule(configuration: RuleConfiguration())
        #expect(missing.check(Self.opaque(gestures: [.tap]), in: context).map(\.kind) == [.needsReview])
        #expect(tappable.check(Self.opaque(gestures: [.tap]), in: context).map(\.kind) == [.needsReview])
    }

    @Test func theFrontEndMarksPackageViewsAndReadsAGlassEffectContainer() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        GlassEffectContainer { Button(action: { }) { Circle() } }
                        VStack { RemoteArtwork(url) }.onTapGesture { tap() }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self, TappableWithoutButtonTraitRule.self])
        #expect(findings.map { "\($0.ruleID) \($0.location.line) \($0.kind)" }.sorted() == [
            "missing-label 7 violation", "missing-label 8 needsReview", "tappable-without-button-trait 8 needsReview",
        ])
    }
}

extension ReviewCallerContentTests {
    @Test func aControlBuiltAroundAnOpaqueViewIsStillAskedForItsName() throws {
        let source = ReviewSignalTests.view("Button(action: { }) { RemoteArtwork(url) }")
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("unknown view `RemoteArtwork`") == true)
    }
}
