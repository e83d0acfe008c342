import AccessibilityTree
@testable import Audit
import Testing

/// Causes of findings to review that reading them showed not worth a reviewer's time
/// (Benchmarks/ReviewReadings), each with a case that still reports (docs/review.md).
@Suite struct ReviewReadingTests {
    // MARK: A slider's value set at run time

    @Test func aSliderBoundToARunTimeValueHasAValueAndAStepperHasNone() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Slider(value: $model.volume, in: 0...10) { Text("Volume") }
                        Stepper("Cups", onIncrement: { }, onDecrement: { })
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [AdjustableWithoutValueRule.self])
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.violation])
    }

    /// Suwatte's column stepper shows the count it sets in its label: VoiceOver reads it there.
    @Test func aStepperWhoseLabelShowsTheValueItSetsIsHeardWithIt() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        Stepper(value: $columns, in: 4...15) { Text("Landscape"); Text(columns.description) }
                        Stepper("Cups", value: $cups, in: 1...4)
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [AdjustableWithoutValueRule.self])
        #expect(findings.map(\.location.line) == [8])
    }

    // MARK: The same template of each control's own data

    @Test func controlsReadingTheirOwnDataAreNotDuplicatesAndASharedConstantIs() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        ForEach(model.interests) { interest in
                            Button(interest.title) { model.pick(interest) }
                        }
                        Button(Strings.save) { model.save() }
                        Button(Strings.save) { model.saveDraft() }
                    }
            """, declarations: "enum Strings { static let save = NSLocalizedString(\"save\", comment: \"\") }")
        let findings = try ReviewSignalTests.findings(source, rules: [DuplicateLabelsRule.self])
        #expect(findings.map(\.location.line) == [10, 11])
    }

    @Test func aTemplateOfInstanceDataIsToldFromAConstantOne() {
        #expect(DuplicateLabelsRule.readsInstanceData("\\(duration.title)"))
        #expect(DuplicateLabelsRule.readsInstanceData("alt-text-\\(altText)"))
        #expect(DuplicateLabelsRule.readsInstanceData("\\(L10n.Widgets.refresh)") == false)
        #expect(DuplicateLabelsRule.readsInstanceData("Save") == false)
        // A type's function given the control's own data (BookPlayer's bookmark rows, Brave's zoom steps).
        #expect(DuplicateLabelsRule.readsInstanceData("\\(TimeParser.formatTime(bookmark.time))"))
        #expect(DuplicateLabelsRule.readsInstanceData("\\(NSNumber(value: step))"))
        #expect(DuplicateLabelsRule.readsInstanceData("\\(String(format: L10n.count, 3))") == false)
        #expect(DuplicateLabelsRule.readsInstanceData("\\(\"add_server_button\".localized)") == false)
        #expect(DuplicateLabelsRule.readsInstanceData("Step \\(Format.percent(true)), \\(L10n.done)") == false)
        // What the front end could not work out inside an `L10n` constant is the strings table's
        // lookup, whose arguments are its own parameters (Home Assistant's "Open Settings" twice).
        let lookup = AccessibilityElement(id: "open", label: "\\(L10n.openSettings)", traits: .button,
                                          unresolved: [Unresolved(.label, reason: "run-time value `Current.localized.string(key, table)`")])
        #expect(!DuplicateLabelsRule.leavesOutOwnData(lookup))
        var row = lookup
        row.unresolved = [Unresolved(.label, reason: "run-time value `audio.map(\\.displayTitle)`")]
        #expect(DuplicateLabelsRule.leavesOutOwnData(row))
    }

    // MARK: Wrapped UIKit views

    static let representables = """
        struct Blur: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .dark)) }
            func updateUIView(_ view: UIVisualEffectView, context: Context) {}
        }

        struct Canvas: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }

        struct RelayURL: Hashable, CodingKeyRepresentable, View {
            var body: some View { Text("wss://relay.example") }
        }
        """

    @Test func aBlurBackdropIsDrawnAndAnyOtherWrappedViewIsAsked() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        ZStack { Blur(); Text("Content hidden") }.onTapGesture { tap() }
                        ZStack { Canvas(); Text("Sketch") }.onTapGesture { tap() }
                    }
            """, declarations: Self.representables)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.message.contains("`Canvas` wraps a UIKit view") == true)
    }

    @Test func aCodingKeyRepresentableTypeIsNotAWrappedUIKitView() throws {
        let source = ReviewSignalTests.view("Button(action: { }) { RelayURL() }", declarations: Self.representables)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        #expect(findings.isEmpty)
    }

    // MARK: UIKit's words

    @Test func aFindingToReviewOnUIKitCodeRecordsItsFramework() {
        let screen = Screen(elements: [AccessibilityElement(id: "b", traits: .button, unresolved: [Unresolved(reason: "a nib")])])
        let rule = MissingLabelRule(configuration: RuleConfiguration())
        #expect(rule.check(screen, in: TreeContext(file: "V.swift", framework: .uikit)).map(\.framework) == [.uikit])
        #expect(rule.check(screen, in: TreeContext(file: "V.swift", framework: .swiftUI)).map(\.framework) == [nil])
    }
}
