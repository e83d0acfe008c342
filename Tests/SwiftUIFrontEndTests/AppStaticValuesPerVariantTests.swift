import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A static value whose evaluation meets a run-time decision differs from one screen variant to
/// the next, not from one file to another: variant `k` takes the same branch at a decision wherever
/// it meets it (`BranchExploration`). It is evaluated once per variant for all the files of an app
/// lowered under the same settings, and a file that reads it from memory lists the decisions it met,
/// and explores their branches, as evaluating it would have. Evaluations are counted, not timed.
@Suite struct AppStaticValuesPerVariantTests {
    /// `Greeting.text` depends on a value only the running app knows; `Footer` reads it twice.
    static let files = [
        ParsedSourceFile(path: "App/Greeting.swift", text: """
            enum Greeting {
                static let text: String = {
                    if UserDefaults.standard.bool(forKey: "returning") {
                        return "Welcome back"
                    }
                    return "Welcome"
                }()
            }
            """),
        ParsedSourceFile(path: "App/Header.swift", text: """
            struct Header: View {
                var body: some View { Text(Greeting.text) }
            }
            """),
        ParsedSourceFile(path: "App/Footer.swift", text: """
            struct Footer: View {
                var body: some View { VStack { Text(Greeting.text); Text("Footer"); Text(Greeting.text) } }
            }
            """),
    ]

    /// The lowering of each of `paths` in turn, in one project (sharing its memory), with the
    /// counter that saw them all.
    static func lowered(_ paths: [String]) -> (lowerings: [(results: [LoweringResult], lookups: [IndexLookup])], counter: LoweringCounter) {
        let project = SwiftUIProject(files: files)
        let counter = LoweringCounter()
        let lowerings = paths.map { path in
            project.lowerRecordingLookups(entriesDeclaredIn: path, settings: AccessibilitySettings(), exploringBranches: true,
                                          counter: counter)
        }
        return (lowerings, counter)
    }

    @Test func aValueThatMetADecisionIsEvaluatedOncePerVariantForTheWholeApp() {
        // Once in each of the two variants.
        #expect(Self.lowered(["App/Header.swift"]).counter.staticEvaluations == 2)
        #expect(Self.lowered(["App/Header.swift", "App/Footer.swift"]).counter.staticEvaluations == 2)
    }

    /// The file that read the value from memory shows both variants, each with the branch it took
    /// at the decision inside the value, listed once though the value is read twice.
    @Test func aFileReadingItFromMemoryListsAndExploresTheDecisionsItsEvaluationMet() {
        let footer = Self.lowered(["App/Header.swift", "App/Footer.swift"]).lowerings[1].results
        #expect(footer.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
                    == [["Welcome back", "Footer", "Welcome back"], ["Welcome", "Footer", "Welcome"]])
        #expect(footer.map { $0.branches.map(\.description) } == [
            ["branch 1 of 2 at Greeting.swift:3 (`UserDefaults.standard.bool(…)`)"],
            ["branch 2 of 2 at Greeting.swift:3 (`UserDefaults.standard.bool(…)`)"],
        ])
        let footerAlone = Self.lowered(["App/Footer.swift"]).lowerings[0]
        #expect(footer == footerAlone.results)
    }

    /// It records what evaluating the value looked up, so its cache entry depends on it.
    @Test func aFileReadingItFromMemoryRecordsTheLookUpsItsEvaluationMade() {
        let both = Self.lowered(["App/Header.swift", "App/Footer.swift"])
        #expect(both.lowerings[1].lookups == Self.lowered(["App/Footer.swift"]).lowerings[0].lookups)
        #expect(both.lowerings[1].lookups.contains(IndexLookup(.type, "Greeting")))
    }
}
