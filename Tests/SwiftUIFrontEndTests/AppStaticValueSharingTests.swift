import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A static value that is the same in every screen variant, holds no closure and no view, is
/// evaluated once for all the files of an app lowered under the same settings; a file that reads
/// it from memory gets the screens, diagnostics and look-ups evaluating it would have given.
/// Evaluations are counted, not timed.
@Suite struct AppStaticValueSharingTests {
    /// `Theme.title` reads `Palette.accent`, declared in a third file; evaluating `Theme.guest`
    /// notes a placeholder; `Theme.badge` is a view; `Theme.handler` holds a closure.
    static let files = [
        ParsedSourceFile(path: "App/Palette.swift", text: """
            enum Palette {
                static let accent = "Blue"
            }
            """),
        ParsedSourceFile(path: "App/Theme.swift", text: """
            enum Theme {
                static let title = "Inbox " + Palette.accent
                static let guest = Profile()
                static let badge = Text("New")
                static let handler = Handler(title: "Go", run: {})
            }
            struct Profile {
                let name: String
            }
            struct Handler {
                let title: String
                let run: () -> Void
            }
            """),
        ParsedSourceFile(path: "App/Header.swift", text: """
            struct Header: View {
                var body: some View { VStack { Text(Theme.title); Theme.badge; Text(Theme.guest.name) } }
            }
            """),
        ParsedSourceFile(path: "App/Footer.swift", text: """
            struct Footer: View {
                var body: some View { VStack { Text(Theme.title); Theme.badge; Text(Theme.guest.name) } }
            }
            """),
        ParsedSourceFile(path: "App/Signature.swift", text: """
            struct Signature: View {
                var body: some View { Text(Theme.handler.title) }
            }
            """),
        ParsedSourceFile(path: "App/Greeting.swift", text: """
            struct Greeting: View {
                var body: some View { Text(Theme.handler.title) }
            }
            """),
    ]

    /// The lowering of each of `paths` in turn, in one project (sharing its memory), with the
    /// counter that saw them all.
    static func lowered(_ paths: [String], settings: [AccessibilitySettings]? = nil)
        -> (lowerings: [(results: [LoweringResult], lookups: [IndexLookup])], counter: LoweringCounter) {
        let project = SwiftUIProject(files: files)
        let counter = LoweringCounter()
        let lowerings = paths.enumerated().map { position, path in
            project.lowerRecordingLookups(entriesDeclaredIn: path, settings: settings?[position] ?? AccessibilitySettings(),
                                          exploringBranches: true, counter: counter)
        }
        return (lowerings, counter)
    }

    @Test func aValueReadByTwoFilesIsEvaluatedOnce() {
        let header = Self.lowered(["App/Header.swift"])
        // `Theme.title`, `Palette.accent`, `Theme.guest` and the view `Theme.badge`.
        #expect(header.counter.staticEvaluations == 4)
        let both = Self.lowered(["App/Header.swift", "App/Footer.swift"])
        // The view is evaluated again in the second file; the other three are not.
        #expect(both.counter.staticEvaluations == 5)
        let footerAlone = Self.lowered(["App/Footer.swift"]).lowerings[0]
        #expect(both.lowerings[1].results == footerAlone.results)
        #expect(both.lowerings[1].results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } } == [["Inbox Blue", "New", "name"]])
    }

    /// The file that read the value from memory records what evaluating it looked up (`Palette`,
    /// in a file it never names), so its cache entry is redone when that file changes.
    @Test func aValueReadFromMemoryRecordsTheLookUpsItsEvaluationMade() {
        let both = Self.lowered(["App/Header.swift", "App/Footer.swift"])
        let footerAlone = Self.lowered(["App/Footer.swift"]).lowerings[0]
        #expect(both.lowerings[1].lookups == footerAlone.lookups)
        #expect(both.lowerings[1].lookups.contains(IndexLookup(.type, "Palette")))
    }

    /// Lowerings that gather no look-ups (an audit without a result cache) share values too; a
    /// value one of them kept carries no look-ups, so a lowering that gathers them evaluates it
    /// again and records what it asks.
    @Test func valuesKeptWithoutLookUpsAreNotReusedWhereLookUpsAreGathered() {
        let project = SwiftUIProject(files: Self.files)
        let counter = LoweringCounter()
        let lower = { (path: String, gathering: Bool) in
            project.lowerRecordingLookups(entriesDeclaredIn: path, settings: AccessibilitySettings(), exploringBranches: true,
                                          counter: counter, keepingLookups: gathering)
        }
        let header = lower("App/Header.swift", false)
        #expect(header.lookups.isEmpty && counter.staticEvaluations == 4)
        let footer = lower("App/Footer.swift", false)
        #expect(footer.lookups.isEmpty && counter.staticEvaluations == 5)
        let gathered = lower("App/Footer.swift", true)
        #expect(counter.staticEvaluations == 9)
        #expect(gathered.lookups == Self.lowered(["App/Footer.swift"]).lowerings[0].lookups)
        #expect(gathered.lookups.contains(IndexLookup(.type, "Palette")))
        #expect(gathered.results == footer.results)
    }

    /// What evaluating the value noted is in the diagnostics of the file that read it from memory.
    @Test func diagnosticsAreTheSameAsEvaluatingAgain() {
        let both = Self.lowered(["App/Header.swift", "App/Footer.swift"])
        let footer = both.lowerings[1].results
        #expect(footer.flatMap(\.diagnostics).map(\.message).contains("`Profile.name` has no value here; placeholder \"name\" used"))
        #expect(footer.map(\.diagnostics) == Self.lowered(["App/Footer.swift"]).lowerings[0].results.map(\.diagnostics))
    }

    /// A closure keeps its syntax tree and scope: it stays in its file's memory.
    @Test func aClosureIsEvaluatedAgainInEachFile() {
        let (lowerings, counter) = Self.lowered(["App/Signature.swift", "App/Greeting.swift"])
        #expect(counter.staticEvaluations == 2)
        #expect(lowerings[1].results == Self.lowered(["App/Greeting.swift"]).lowerings[0].results)
    }

    /// Other settings give other values: each is evaluated under its own.
    @Test func otherSettingsAreEvaluatedAgain() {
        var bold = AccessibilitySettings()
        bold.boldText = true
        let (_, counter) = Self.lowered(["App/Header.swift", "App/Footer.swift"], settings: [AccessibilitySettings(), bold])
        #expect(counter.staticEvaluations == 8)
    }

    /// A value another file remembered spends, where it is reused, the steps its evaluation spent:
    /// near the step budget it is evaluated again, and the budget runs out where it would have.
    @Test func aValueThatWouldRunPastTheBudgetIsEvaluatedAgain() throws {
        var index = SourceIndex(files: Self.files)
        // Only a value whose look-ups are known is kept for other files.
        index.recorder = LookupRecorder()
        let memory = AppStaticValues()
        let counter = LoweringCounter()
        let title = try #require(index.types["Theme"]?.staticProperties["title"])
        let scope = Scope(file: title.file, environment: EnvironmentState(settings: AccessibilitySettings()))
        var first = Interpreter(index: index)
        first.appStatics = memory
        first.counter = counter
        let value = first.evaluateStatic(title, scope)
        let spent = first.steps
        #expect(counter.staticEvaluations == 2)
        var second = Interpreter(index: index)
        second.appStatics = memory
        second.counter = counter
        #expect(String(reflecting: second.evaluateStatic(title, scope)) == String(reflecting: value))
        #expect(counter.staticEvaluations == 2)
        #expect(second.steps == spent)
        var nearTheBudget = Interpreter(index: index)
        nearTheBudget.appStatics = memory
        nearTheBudget.counter = counter
        nearTheBudget.steps = Interpreter.stepBudget - spent + 1
        _ = nearTheBudget.evaluateStatic(title, scope)
        // Both again: `Palette.accent`'s steps are the last `Theme.title` spends.
        #expect(counter.staticEvaluations == 4)
        #expect(nearTheBudget.diagnostics.contains { $0.message.hasPrefix("evaluation stopped after") })
    }
}
