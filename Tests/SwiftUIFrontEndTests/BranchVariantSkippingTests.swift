import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A branch variant is lowered only when the variant before it met a decision whose branch it
/// changes; otherwise it would lower the same screen again (docs/swiftui-coverage.md, Branches).
/// Lowerings are counted, not timed.
@Suite struct BranchVariantSkippingTests {
    /// The labels each screen lowered exposes, and the counter that saw the lowerings.
    static func lowered(_ source: String) -> (labels: [[String]], counter: LoweringCounter) {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let counter = LoweringCounter()
        let results = project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                                    exploringBranches: true, counter: counter).results
        return (results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }, counter)
    }

    @Test func aViewWithoutRunTimeDecisionsIsLoweredOnce() {
        let (labels, counter) = Self.lowered("""
            struct Plain: View {
                var body: some View { VStack { Text("Title"); Button("Save") { } } }
            }
            """)
        #expect(labels == [["Title", "Save"]])
        #expect(counter.lowerings == 1)
        #expect(counter.branchVariantsSkipped == ScreenBuilder.maximumBranchVariants)
    }

    /// The switch of three cases sits in the `if`'s first branch: variant 1 takes the `else`,
    /// meets only the `if` (two branches), and variant 2 would take that `else` again.
    @Test func aVariantWhosePredecessorMetOnlySmallerDecisionsIsNotLowered() {
        let (labels, counter) = Self.lowered("""
            struct Feed: View {
                let model: Model
                var body: some View {
                    if model.isReady {
                        switch model.state { case .idle: Text("Idle"); case .running: Text("Running"); default: Text("Done") }
                    } else {
                        Text("Loading")
                    }
                }
            }
            """)
        #expect(labels == [["Idle"], ["Loading"]])
        #expect(counter.lowerings == 2)
        #expect(counter.branchVariantsSkipped == 2)
    }

    /// The switch of three cases is met only in variant 1 (the `else`): variant 2 is lowered for
    /// its third case, though the first screen met decisions of two branches only.
    @Test func aVariantThatChangesABranchMetByItsPredecessorIsLowered() {
        let (labels, counter) = Self.lowered("""
            struct Feed: View {
                let model: Model
                var body: some View {
                    if model.isLoading {
                        Text("Loading")
                    } else {
                        switch model.state { case .idle: Text("Idle"); case .running: Text("Running"); default: Text("Done") }
                    }
                }
            }
            """)
        #expect(labels == [["Loading"], ["Running"], ["Done"]])
        #expect(counter.lowerings == 3)
        #expect(counter.branchVariantsSkipped == 1)
    }

    @Test func theRegularSizeClassIsLoweredWhenTheEntryReadsIt() {
        let (labels, counter) = Self.lowered("""
            struct Split: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View { Text(sizeClass == .regular ? "Sidebar" : "Tabs") }
            }
            """)
        #expect(labels == [["Tabs"], ["Sidebar"]])
        #expect(counter.lowerings == 2)
    }
}
