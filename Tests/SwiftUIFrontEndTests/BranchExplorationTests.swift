import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntax
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

    /// Ruddarr's movie screen shows its actions in its header `if deviceType != .phone` and in its
    /// body `if deviceType == .phone`: a screen shows them once, never twice nor not at all. The
    /// same holds for a value and its negation, and for a test written alike in another view.
    @Test func testsWrittenAsEachOthersNegationTakeAgreeingBranches() {
        let source = """
            struct Details: View {
                @Environment(\\.deviceType) var deviceType
                let model: Model
                var body: some View {
                    VStack {
                        Header(model: model)
                        if deviceType == .phone { Text("Actions below") }
                        if !model.isEditing { Text("Read") }
                        model.isEditing ? Text("Editing") : Text("Viewing")
                    }
                }
            }
            struct Header: View {
                @Environment(\\.deviceType) var deviceType
                let model: Model
                var body: some View {
                    VStack {
                        Text("Title")
                        if deviceType != .phone { Text("Actions beside") }
                        if model.isEditing { Text("Edit") }
                    }
                }
            }
            """
        // The screen and its variant (which takes every side the first did not: no flipped
        // variant), then the header's own.
        #expect(Self.labels(source) == [["Title", "Actions beside", "Edit", "Editing"], ["Title", "Actions below", "Read", "Viewing"],
                                        ["Title", "Actions beside", "Edit"], ["Title"]])
        // A test joined with another with `||` decides nothing of either: both bodies show in the first screen.
        let joined = """
            struct Row: View {
                let model: Model
                var body: some View {
                    VStack {
                        if model.isEditing || model.canSave { Text("Save") }
                        if !model.isEditing { Text("Read") }
                    }
                }
            }
            """
        #expect(Self.labels(joined).first == ["Save", "Read"])
    }

    /// winston's compact post shows its vote buttons `if voteButtonsSide == .leading` and again
    /// `if voteButtonsSide == .trailing`: one value is not equal to two literals, so no screen
    /// shows both, and a variant shows the second alone.
    @Test func equalitiesOfOneValueWithDifferentLiteralsExcludeEachOther() {
        let source = """
            struct PostLinkCompact: View {
                let voteButtonsSide: Side
                let layout: Layout
                var body: some View {
                    HStack {
                        if voteButtonsSide == .leading { Text("Votes first") }
                        Text("Post")
                        if voteButtonsSide == .trailing { Text("Votes last") }
                        if layout == .grid { Text("Grid") }
                        if layout == .list { Text("List") }
                    }
                }
            }
            """
        let screens = Self.labels(source)
        #expect(screens.first == ["Votes first", "Post", "Grid"])
        #expect(screens.contains(["Post", "Votes last", "List"]))
        #expect(!screens.contains { $0.contains("Votes first") && $0.contains("Votes last") })
        #expect(!screens.contains { $0.contains("Grid") && $0.contains("List") })
    }

    /// isowords' game buttons, marked "Played" by `unplayedDaily == .unlimited ? Text("Played") :
    /// nil` and `unplayedDaily == .timed ? …`: where the second takes its `nil`, the button has no
    /// inactive text, and its `if let` shows the title, not nothing beside the symbol.
    @Test func noViewChosenAgainstAViewIsNothingInTheVariantThatTakesIt() {
        let source = """
            struct GameButton: View {
                let title: Text
                let inactiveText: Text?
                var body: some View {
                    Button(action: {}) {
                        VStack {
                            Image(systemName: "infinity")
                            if let inactiveText = self.inactiveText { inactiveText } else { self.title }
                        }
                    }
                }
            }
            struct GameOver: View {
                let store: Store
                var body: some View {
                    HStack {
                        GameButton(title: Text("Timed"), inactiveText: store.unplayedDaily == .unlimited ? Text("Played") : nil)
                        GameButton(title: Text("Unlimited"), inactiveText: store.unplayedDaily == .timed ? Text("Played") : nil)
                    }
                }
            }
            """
        let screens = Self.labels(source)
        #expect(screens.contains(["Played", "Unlimited"]))
        #expect(!screens.contains { $0.contains("Infinity") })
    }

    /// Brave's swap confirmation is shown `if txType == .ethSwap`, after `if txType != .ethSwap`:
    /// in the variant whose own choice hides it, the test before shows it, and the decisions
    /// inside take each branch in the variants after, as they would without the test before.
    @Test func theBranchesInsideABranchTakenToAgreeAreEachReached() {
        let source = """
            struct Confirmation: View {
                let model: Model
                var body: some View {
                    VStack {
                        if model.kind != .swap { Text("Transfer") }
                        if model.kind == .swap {
                            if model.hasLogo { Text("Logo") } else { Text("No logo") }
                        }
                    }
                }
            }
            """
        #expect(Self.labels(source) == [["Transfer"], ["Logo"], ["No logo"]])
    }

    /// IceCubes' tag chevron is drawn `if mentions.isEmpty`, after `if !mentions.isEmpty` shows
    /// the mentions, inside an `if` whose other side is nothing: variant 1 leaves the whole out,
    /// so a last variant takes every first branch with the leading test turned the other way.
    @Test func aTestThatLedIsTurnedTheOtherWayInAVariantOfItsOwn() {
        let source = """
            struct Suggestions: View {
                let store: Store
                var body: some View {
                    if store.isShown || store.isPinned {
                        HStack {
                            if !store.mentions.isEmpty { Text("Mentions") } else { Text("Tags") }
                            if store.mentions.isEmpty { Button("Expand") { } }
                        }
                    }
                }
            }
            """
        #expect(Self.labels(source) == [["Mentions"], [], ["Tags", "Expand"]])
        #expect(Self.names(source) == ["Suggestions", "Suggestions · branch variant 1", "Suggestions · branch variant 2"])
    }

    /// Ruddarr's series screen shows its actions in its header `if deviceType != .phone` and in its
    /// body `if deviceType == .phone && !series.exists`: the body's runs only where both hold, so
    /// never beside the header's; where it runs, the test it holds decides later ones.
    @Test func aBodyRunOnlyWhenEveryTestHoldsFollowsTheirTruths() {
        let source = """
            struct Series: View {
                let model: Model
                var body: some View {
                    VStack {
                        if model.kind != .phone { Text("Header actions") }
                        if model.kind == .phone && !model.exists { Text("Body actions") }
                        if model.exists, model.isOn { Text("Monitored") }
                        if !model.exists { Text("Add") }
                    }
                }
            }
            """
        // Variant 1 takes every other side; the flipped variant, the body's actions with what they tell.
        #expect(Self.labels(source) == [["Header actions", "Monitored"], [], ["Body actions", "Add"]])
    }

    /// Linphone's main screen shows a side rail `if orientation == .landscapeLeft || …` and a tab
    /// bar `if !(orientation == .landscapeLeft || …) && !searching`: never both, never neither.
    @Test func testsJoinedWithOrAreReadAsOneTest() {
        let source = """
            struct Main: View {
                let orientation: Orientation
                let searching: Bool
                var body: some View {
                    VStack {
                        if orientation == .landscapeLeft
                            || orientation == .landscapeRight {
                            Text("Side rail")
                        }
                        Text("Content")
                        if !(orientation == .landscapeLeft || orientation == .landscapeRight) && !searching {
                            Text("Tab bar")
                        }
                    }
                }
            }
            """
        // Variant 1 takes the other side of the first test, and of `!searching`; the flipped
        // variant shows the tab bar where the rail is not.
        #expect(Self.labels(source) == [["Side rail", "Content"], ["Content"], ["Content", "Tab bar"]])
    }

    @Test func aTestIsReadInItsPositiveForm() throws {
        func test(_ condition: String) -> WrittenTest? {
            let file = ParsedSourceFile(path: "T.swift", text: "let x = \(condition)")
            let binding = file.tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first
            return binding?.initializer.flatMap { WrittenTest($0.value) }
        }
        #expect(test("deviceType == .phone") == WrittenTest(positive: "deviceType == .phone", isPositive: true))
        #expect(test("deviceType != .phone") == WrittenTest(positive: "deviceType == .phone", isPositive: false))
        #expect(test("count >= 3") == WrittenTest(positive: "count < 3", isPositive: false))
        #expect(test("!(model.isEditing)") == WrittenTest(positive: "model.isEditing", isPositive: false))
        #expect(test("a && b") == nil)
        #expect(test("!(a\n    || b == c)") == WrittenTest(positive: "a || b == c", isPositive: false))
        #expect(test("a + b") == nil)
        #expect(test("a ? b : c") == nil)
        func conjuncts(_ conditions: String) -> [WrittenTest] {
            let file = ParsedSourceFile(path: "T.swift", text: "if \(conditions) { }")
            let ifExpression = file.tree.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            return ifExpression.map { WrittenTest.tests(of: $0.conditions).conjuncts } ?? []
        }
        #expect(conjuncts("kind == .phone && !exists, let value = x, isOn").map(\.positive) == ["kind == .phone", "exists", "isOn"])
        // Tests joined with `||` are one test, by their words; a comparison among conditions is one.
        #expect(conjuncts("kind == .phone || exists, isOn").map(\.positive) == ["kind == .phone || exists", "isOn"])
        #expect(conjuncts("kind == .phone, isOn").map(\.positive) == ["kind == .phone", "isOn"])
        #expect(conjuncts("kind == .phone").isEmpty)
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

    /// `UIDevice.current.userInterfaceIdiom` is `.phone` on the first screen, an iPhone's, and
    /// `.pad` at the regular size class, an iPad's, read directly or through the app's extension
    /// (omnivore's `UIDevice.isIPad`).
    @Test func theDevicesIdiomFollowsTheScreensSizeClass() {
        let source = """
            extension UIDevice {
                static var isIPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
            }
            struct Library: View {
                var body: some View {
                    VStack {
                        if UIDevice.isIPad { Text("Split") }
                        if UIDevice.current.userInterfaceIdiom == .phone { Text("Tabs") } else { Text("Sidebar") }
                    }
                }
            }
            """
        #expect(Self.labels(source) == [["Tabs"], ["Split", "Sidebar"]])
        #expect(Self.names(source) == ["Library", "Library · regular width"])
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
