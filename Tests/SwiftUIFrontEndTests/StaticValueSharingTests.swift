import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A static value whose evaluation met no run-time decision and read no size class is evaluated
/// once for every screen variant and entry point of a file, and each variant reports what
/// evaluating it again would: the same screens, the same diagnostics. Evaluations are counted,
/// not timed.
@Suite struct StaticValueSharingTests {
    /// Every screen of the file's entries (variants included) and the counter that saw them,
    /// with static values shared between evaluations or, with `sharing` false, evaluated in each;
    /// with `rememberingViews` false, every custom view is evaluated each time it is created.
    static func lowered(_ source: String, sharing: Bool = true,
                        rememberingViews: Bool = true) -> (results: [LoweringResult], counter: LoweringCounter) {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let counter = LoweringCounter()
        let memory = sharing ? StaticValueMemory() : nil
        let results = project.entryPoints(declaredIn: "App/View.swift").flatMap { entry in
            var builder = ScreenBuilder(index: project.index, settings: AccessibilitySettings())
            builder.counter = counter
            builder.staticMemory = memory
            builder.remembersViews = rememberingViews
            return builder.buildVariants(entry)
        }
        return (results, counter)
    }

    static func labels(_ results: [LoweringResult]) -> [[String]] {
        results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    /// Two variants read `Theme.title`; the second reads it from the first's memory.
    static let decidedAround = """
        enum Theme {
            static let title = "Inbox"
        }
        struct Feed: View {
            let model: Model
            var body: some View {
                if model.isEmpty { Text(Theme.title) } else { Text(Theme.title + " (full)") }
            }
        }
        """

    @Test func aStaticValueWithoutDecisionsIsEvaluatedOnceAcrossVariants() {
        let (results, counter) = Self.lowered(Self.decidedAround)
        #expect(Self.labels(results) == [["Inbox"], ["Inbox (full)"]])
        #expect(counter.lowerings == 2)
        #expect(counter.staticEvaluations == 1)
        let unshared = Self.lowered(Self.decidedAround, sharing: false)
        #expect(unshared.counter.staticEvaluations == 2)
        #expect(unshared.results == results)
    }

    /// Two previews read the same value: evaluated once.
    @Test func aStaticValueIsSharedBetweenTheEntriesOfAFile() {
        let source = """
            enum Theme {
                static let title = "Inbox"
            }
            struct Header: View {
                var body: some View { Text(Theme.title) }
            }
            #Preview("Light") { Header() }
            #Preview("Large") { Header() }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Inbox"], ["Inbox"]])
        #expect(counter.staticEvaluations == 1)
        #expect(Self.lowered(source, sharing: false).counter.staticEvaluations == 2)
    }

    /// `Theme.title` meets the decision itself: each variant evaluates it and takes its own branch.
    @Test func aStaticValueThatMeetsADecisionIsEvaluatedInEachVariant() {
        let source = """
            enum Theme {
                static var title: some View {
                    if UserDefaults.standard.bool(forKey: "signedIn") { Text("Sign out") } else { Text("Sign in") }
                }
            }
            struct Account: View {
                var body: some View { Theme.title }
            }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Sign out"], ["Sign in"]])
        #expect(counter.staticEvaluations == 2)
        #expect(results.map(\.branches.count) == [1, 1])
        #expect(Self.lowered(source, sharing: false).results == results)
    }

    /// A static value read inside a value that met a decision is still shared; the outer one is not.
    @Test func aValueThatReadsADecidedValueIsNotSharedThoughWhatItReadIs() {
        let source = """
            enum Theme {
                static let name = "Inbox"
                static var title: some View {
                    if UserDefaults.standard.bool(forKey: "signedIn") { Text(Theme.name) } else { Text(Theme.name + "!") }
                }
            }
            struct Account: View {
                var body: some View { Theme.title }
            }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Inbox"], ["Inbox!"]])
        #expect(counter.staticEvaluations == 3)
        #expect(Self.lowered(source, sharing: false).counter.staticEvaluations == 4)
    }

    /// What evaluating `Theme.badge` noted (an unknown modifier) is in every variant's
    /// diagnostics, though only the first evaluated it.
    @Test func diagnosticsAreTheSameAsEvaluatingAgain() {
        let source = """
            enum Theme {
                static let badge = Text("New").sparkle()
            }
            struct Feed: View {
                let model: Model
                var body: some View {
                    if model.isEmpty { Theme.badge } else { VStack { Theme.badge; Text("More") } }
                }
            }
            """
        let (results, counter) = Self.lowered(source)
        #expect(counter.staticEvaluations == 1)
        #expect(results.count == 2)
        for result in results {
            #expect(result.diagnostics.map(\.message).contains("unknown modifier `sparkle`"))
        }
        #expect(Self.lowered(source, sharing: false).results == results)
    }

    /// A value that read `\.horizontalSizeClass` is not handed to the regular-width variant.
    @Test func aValueThatReadsTheSizeClassIsEvaluatedAgainAtTheOtherSizeClass() {
        let source = """
            struct Wide {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var title: String { sizeClass == .regular ? "Wide" : "Narrow" }
            }
            enum Theme {
                static let layout = Wide()
            }
            struct Header: View {
                var body: some View { Text(Theme.layout.title) }
            }
            """
        let (results, counter) = Self.lowered(source)
        #expect(Self.labels(results) == [["Narrow"], ["Wide"]])
        #expect(counter.staticEvaluations == 2)
    }
}
