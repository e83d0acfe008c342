import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// The audit lowers every branch of a run-time decision as a screen variant; the first screen,
/// the one the simulator speaks, keeps the first branch of each (docs/swiftui-coverage.md, Branches).
@Suite struct BranchExplorationTests {
    /// The labels each screen (first, then variants) exposes, in navigation order.
    static func labels(_ source: String) -> [[String]] {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: true)
            .results.map { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    static func names(_ source: String) -> [String] {
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: true).results.map { $0.screen.name ?? "" }
    }

    @Test func everyBranchOfAnElseIfChainIsAVariant() {
        let source = """
            struct Feed: View {
                let model: Model
                var body: some View {
                    if model.isLoading { Text("Loading") } else if model.items.isEmpty { Text("Nothing yet") } else { Text("Items") }
                }
            }
            """
        #expect(Self.labels(source) == [["Loading"], ["Nothing yet"], ["Items"]])
        #expect(Self.names(source) == ["Feed", "Feed · branch variant 1", "Feed · branch variant 2"])
    }

    @Test func anIfWithoutElseHasTheVariantWhereItShowsNothing() {
        let source = """
            struct Row: View {
                let model: Model
                var body: some View {
                    VStack { Text("Title"); if model.hasBadge { Text("New") } }
                }
            }
            """
        #expect(Self.labels(source) == [["Title", "New"], ["Title"]])
    }

    @Test func everyCaseOfASwitchOverARunTimeValueIsAVariant() {
        let source = """
            struct Status: View {
                let model: Model
                var body: some View {
                    switch model.state {
                    case .idle: Text("Idle")
                    case .running: Button { } label: { Image(systemName: "stop.fill") }
                    default: Text("Done")
                    }
                }
            }
            """
        #expect(Self.labels(source) == [["Idle"], ["Stop"], ["Done"]])
    }

    @Test func aTernaryInViewPositionIsADecision() {
        let source = """
            struct Toggle: View {
                let model: Model
                var body: some View {
                    model.isOn ? Text("On") : Text("Off")
                }
            }
            """
        #expect(Self.labels(source) == [["On"], ["Off"]])
    }

    @Test func aTernaryChoosingAColourMakesNoVariant() {
        let source = """
            struct Dot: View {
                let model: Model
                var body: some View {
                    Text("Status").foregroundColor(model.isOn ? Color.green : Color.red)
                }
            }
            """
        #expect(Self.labels(source) == [["Status"]])
    }

    @Test func aDecisionTheEnvironmentSettlesMakesNoVariant() {
        let source = """
            struct Still: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                var body: some View {
                    if reduceMotion { Text("Still") } else { Text("Moving") }
                }
            }
            """
        #expect(Self.labels(source) == [["Moving"]])
    }

    @Test func codeThatRunsOnlyAtTheRegularSizeClassIsAVariantOnAnIPadScreen() throws {
        let source = """
            struct Split: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    if sizeClass == .regular { Text("Sidebar") } else { Text("Tabs") }
                }
            }
            """
        #expect(Self.labels(source) == [["Tabs"], ["Sidebar"]])
        #expect(Self.names(source) == ["Split", "Split · regular width"])
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let regular = try #require(project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                                                 exploringBranches: true).results.last)
        #expect(regular.screen.size == Size(width: 820, height: 1180))
    }

    @Test func eachVariantSaysWhichBranchesItTook() throws {
        let source = """
            struct Feed: View {
                let model: Model
                var body: some View {
                    if model.isLoading { Text("Loading") } else { Text("Items") }
                }
            }
            """
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let results = project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                                    exploringBranches: true).results
        #expect(results.map { $0.branches.map(\.description) } == [
            ["branch 1 of 2 at View.swift:4 (`model.isLoading`)"],
            ["branch 2 of 2 at View.swift:4 (`model.isLoading`)"],
        ])
    }

    @Test func withoutExplorationOnlyTheFirstScreenIsLowered() {
        let source = """
            struct Feed: View {
                let model: Model
                var body: some View { if model.isLoading { Text("Loading") } else { Text("Items") } }
            }
            """
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/View.swift", text: source)])
        let results = project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings()).results
        #expect(results.map { $0.screen.navigationOrder.map(\.element.label) } == [["Loading"]])
    }

    @Test func forEachOverANestedEnumsAllCasesGivesOneRowPerCase() {
        let source = """
            struct Tabs: View {
                enum Tab: String, CaseIterable {
                    case home = "Home", search = "Search"
                    var title: String { rawValue }
                }
                var body: some View {
                    VStack { ForEach(Self.Tab.allCases, id: \\.self) { tab in Text(tab.title) } }
                }
            }
            """
        #expect(Self.labels(source) == [["Home", "Search"]])
    }
}
