import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A custom view created again at the same place with the same arguments, in the same scope, is
/// evaluated once for every screen variant and entry point of a file when its evaluation met no
/// run-time decision, and each screen is what evaluating it again would give: the same elements,
/// the same diagnostics. Evaluations are counted, not timed.
@Suite struct ViewValueSharingTests {
    /// Every screen of the file's entries (variants included) and the counter that saw them, with
    /// custom views read from memory or, with `remembering` false, evaluated each time.
    static func lowered(_ source: String, remembering: Bool = true) -> (results: [LoweringResult], counter: LoweringCounter) {
        StaticValueSharingTests.lowered(source, rememberingViews: remembering)
    }

    static func labels(_ results: [LoweringResult]) -> [[String]] {
        StaticValueSharingTests.labels(results)
    }

    /// `Badge(count: 3)` is written once and shown by both branches' screens: the second variant
    /// reads it from the first's memory. `Feed` meets the decision, so both variants evaluate it.
    /// The preview shows `Feed`, so it is the file's only entry.
    static let badgeInBothBranches = """
        struct Badge: View {
            let count: Int
            var body: some View { Text("\\(count) new").bold() }
        }
        struct Feed: View {
            let model: Model
            var body: some View {
                VStack {
                    Badge(count: 3)
                    if model.isEmpty { Text("Nothing yet") } else { Text("Latest") }
                }
            }
        }
        #Preview { Feed() }
        """

    @Test func aViewWithoutDecisionsIsEvaluatedOnceAcrossVariants() {
        let (results, counter) = Self.lowered(Self.badgeInBothBranches)
        #expect(Self.labels(results) == [["3 new", "Nothing yet"], ["3 new", "Latest"]])
        #expect(counter.lowerings == 2)
        #expect(counter.viewEvaluations == 3)
        let evaluatedEachTime = Self.lowered(Self.badgeInBothBranches, remembering: false)
        #expect(evaluatedEachTime.counter.viewEvaluations == 4)
        #expect(evaluatedEachTime.results == results)
    }

    /// The same view with other arguments, or at another place, is another node.
    @Test func otherArgumentsOrAnotherPlaceAreEvaluatedAgain() {
        let source = """
            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count) new") }
            }
            struct Feed: View {
                var body: some View {
                    VStack {
                        Badge(count: 3)
                        Badge(count: 4)
                        Badge(count: 3)
                    }
                }
            }
            #Preview { Feed() }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["3 new", "4 new", "3 new"]])
        #expect(counter.viewEvaluations == 4)
        #expect(Self.lowered(source, remembering: false).results == results)
    }

    /// A view that meets a decision itself takes its own branch in each variant.
    @Test func aViewThatMeetsADecisionIsEvaluatedInEachVariant() {
        let source = """
            struct Status: View {
                let model: Model
                var body: some View {
                    if model.isOnline { Text("Online") } else { Text("Offline") }
                }
            }
            struct Feed: View {
                let model: Model
                var body: some View { Status(model: model) }
            }
            #Preview { Feed() }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Online"], ["Offline"]])
        #expect(counter.viewEvaluations == 4)
        #expect(Self.lowered(source, remembering: false).results == results)
    }

    /// Content passed as a closure has no key: the view is evaluated each time it is created.
    @Test func aViewPassedAClosureIsEvaluatedEachTime() {
        let source = """
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content } }
            }
            struct Feed: View {
                let model: Model
                var body: some View {
                    VStack {
                        Card { Text("Title") }
                        if model.isEmpty { Text("Nothing yet") } else { Text("Latest") }
                    }
                }
            }
            #Preview { Feed() }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Title", "Nothing yet"], ["Title", "Latest"]])
        #expect(counter.viewEvaluations == 4)
        #expect(Self.lowered(source, remembering: false).results == results)
    }

    /// What evaluating `Badge` noted (an unknown modifier) is in every screen's diagnostics,
    /// though only the first evaluated it: `Feed` creates it at the same place in both variants
    /// of both previews.
    @Test func diagnosticsAreTheSameAsEvaluatingAgain() {
        let source = """
            struct Badge: View {
                var body: some View { Text("New").sparkle() }
            }
            struct Feed: View {
                let model: Model
                var body: some View {
                    VStack {
                        Badge()
                        if model.isEmpty { Text("Empty") } else { Text("More") }
                    }
                }
            }
            #Preview("One") { Feed() }
            #Preview("Two") { Feed() }
            """
        let (results, counter) = Self.lowered(source)
        #expect(results.count == 4)
        for result in results {
            #expect(result.diagnostics.map(\.message).contains("unknown modifier `sparkle`"))
        }
        // Feed in each of the four screens, Badge once.
        #expect(counter.viewEvaluations == 5)
        let evaluatedEachTime = Self.lowered(source, remembering: false)
        #expect(evaluatedEachTime.counter.viewEvaluations == 8)
        #expect(evaluatedEachTime.results == results)
    }

    /// `probe` creates a `Badge`; its initial value is evaluated directly, not through the
    /// memory of static values.
    static let probeSource = badgeInBothBranches + "\nlet probe = Badge(count: 3)\n"

    static func evaluateProbe(_ interpreter: inout Interpreter, _ index: SourceIndex) -> Value {
        let probe = index.globals["probe"]![0]
        let scope = Scope(file: probe.file, environment: EnvironmentState(settings: AccessibilitySettings()))
        return interpreter.evaluate(probe.syntax.initializer!.value, scope)
    }

    /// A view read from memory spends the steps and views evaluating it spent, so the budget runs
    /// out where it would have.
    @Test func aViewReadFromMemorySpendsWhatItsEvaluationSpent() {
        let index = SourceIndex(files: [ParsedSourceFile(path: "App/View.swift", text: Self.probeSource)])
        let counter = LoweringCounter()
        var interpreter = Interpreter(index: index)
        interpreter.counter = counter
        let first = Self.evaluateProbe(&interpreter, index)
        let (steps, views) = (interpreter.steps, interpreter.viewsBuilt)
        #expect(steps > 0 && views > 0)
        let second = Self.evaluateProbe(&interpreter, index)
        #expect(counter.viewEvaluations == 1)
        #expect(interpreter.steps == 2 * steps && interpreter.viewsBuilt == 2 * views)
        var evaluatingAgain = Interpreter(index: index)
        evaluatingAgain.remembersViews = false
        _ = Self.evaluateProbe(&evaluatingAgain, index)
        let again = Self.evaluateProbe(&evaluatingAgain, index)
        #expect(evaluatingAgain.steps == interpreter.steps && evaluatingAgain.viewsBuilt == interpreter.viewsBuilt)
        #expect(String(reflecting: second) == String(reflecting: first))
        #expect(String(reflecting: again) == String(reflecting: first))
    }

    /// Near the step budget, a view that would run past it is evaluated again, not read from memory.
    @Test func aViewThatWouldRunPastTheBudgetIsEvaluatedAgain() {
        let index = SourceIndex(files: [ParsedSourceFile(path: "App/View.swift", text: Self.probeSource)])
        let counter = LoweringCounter()
        var interpreter = Interpreter(index: index)
        interpreter.counter = counter
        _ = Self.evaluateProbe(&interpreter, index)
        // Evaluated again from here, the probe would spend one step past the budget.
        interpreter.steps = Interpreter.stepBudget - interpreter.steps + 1
        _ = Self.evaluateProbe(&interpreter, index)
        #expect(counter.viewEvaluations == 2)
        #expect(interpreter.diagnostics.contains { $0.message.hasPrefix("evaluation stopped after") })
    }
}
