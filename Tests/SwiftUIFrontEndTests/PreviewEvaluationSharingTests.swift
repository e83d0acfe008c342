import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A `PreviewProvider`'s `previews` is evaluated once per screen variant, and each of its views is
/// lowered from that evaluation as a preview of its own: which view is lowered does not change what
/// `previews` evaluates to. Evaluations are counted, not timed.
@Suite struct PreviewEvaluationSharingTests {
    /// Three previews; the two rows meet one run-time decision (two branches), the other view none.
    static let source = """
        struct Row: View {
            let model: Model
            var body: some View {
                if model.isSaved { Button("Saved") { } } else { Button("Save") { } }
            }
        }
        struct Other: View {
            var body: some View { Text("Other") }
        }
        struct Row_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Row(model: model)
                    Other()
                    Row(model: model).preferredColorScheme(.dark)
                }
            }
        }
        """

    static let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])

    static var provider: EntryPoint {
        get throws { try #require(project.entryPoints(declaredIn: "App/View.swift").first { $0.kind == .previewProvider }) }
    }

    static func labels(_ results: [LoweringResult]) -> [[String]] {
        results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    @Test func eachVariantIsEvaluatedOnceForEveryPreview() throws {
        let counter = LoweringCounter()
        var builder = ScreenBuilder(index: Self.project.index, settings: AccessibilitySettings())
        builder.counter = counter
        let results = builder.buildVariants(try Self.provider)
        #expect(Self.labels(results) == [["Saved"], ["Save"], ["Other"], ["Other"], ["Saved"], ["Save"]])
        #expect(results.map(\.screen.name) == ["Row_Previews", "Row_Previews · branch variant 1",
                                               "Row_Previews · preview 2", "Row_Previews · preview 2, branch variant 1",
                                               "Row_Previews · preview 3", "Row_Previews · preview 3, branch variant 1"])
        // Two variants, three previews: two evaluations, six screens.
        #expect(counter.lowerings == 2)
        #expect(counter.branchVariantsSkipped == ScreenBuilder.maximumBranchVariants - 1)
    }

    /// Each screen, diagnostics and branches taken included, is the one its preview and variant
    /// give when evaluated alone.
    @Test func eachPreviewIsWhatEvaluatingItAloneGives() throws {
        let entry = try Self.provider
        let shared = ScreenBuilder(index: Self.project.index, settings: AccessibilitySettings()).buildVariants(entry)
        let counter = LoweringCounter()
        let alone = (0..<3).flatMap { preview in
            (0..<2).map { variant in
                var builder = ScreenBuilder(index: Self.project.index, settings: AccessibilitySettings())
                builder.counter = counter
                builder.preview = preview
                builder.variant = variant
                builder.staticMemory = nil
                return builder.build(entry)
            }
        }
        #expect(counter.lowerings == 6)
        #expect(shared == alone)
        #expect(shared.allSatisfy { $0.branches.count == 1 })
    }
}
