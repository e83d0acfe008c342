import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// The elements a tap added to a view around them answers carry where the tap was written
/// (`AccessibilityElement.tapSource`), or the tap on their own view, which is nearer; a control
/// answering with its own action carries none.
@Suite struct TapSourceTests {
    static func elements(_ body: String) -> [AccessibilityElement] {
        let source = """
            struct Card: View {
                var body: some View {
                    \(body)
                }
                func open() {}
            }
            """
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "App/Card.swift", text: source)])
        let results = project.lowerRecordingLookups(entriesDeclaredIn: "App/Card.swift", settings: AccessibilitySettings(),
                                                    exploringBranches: false).results
        return results.first { $0.screen.name == "Card" }?.screen.navigationOrder.map(\.element) ?? []
    }

    @Test func eachTextOfATappedStackAndATitleGivenTheLinkTraitShareTheTap() {
        let elements = Self.elements("""
            VStack {
                        Text("Your local council")
                        Text("Westminster").accessibilityAddTraits(.isLink)
                        Button("Change") { open() }
                    }
                    .onTapGesture { open() }
            """)
        let tap = SourceLocation(file: "App/Card.swift", line: 8, column: 10)
        #expect(elements.map(\.label) == ["Your local council", "Westminster", "Change"])
        #expect(elements.map(\.tapSource) == [tap, tap, nil])
        #expect(elements.map(\.tapReachesOthers) == [true, true, false])
    }

    @Test func aTapOnTheElementsOwnViewIsNearerThanOneAroundIt() {
        // The innermost gesture takes the touch: the first text answers its own tap, not the stack's.
        let elements = Self.elements("""
            VStack {
                        Text("Westminster").onTapGesture { open() }
                        Text("Lambeth")
                    }
                    .onTapGesture { open() }
            """)
        #expect(elements.map(\.label) == ["Westminster", "Lambeth"])
        #expect(elements.map(\.tapSource) == [SourceLocation(file: "App/Card.swift", line: 4, column: 33),
                                              SourceLocation(file: "App/Card.swift", line: 7, column: 10)])
        #expect(elements.first?.gestures == [.tap])
        // Each tap reaches one element: the stack's finds only the text without a tap of its own.
        #expect(elements.map(\.tapReachesOthers) == [false, false])
    }

    @Test func aButtonWhoseLabelHoldsATapAnswersWithItsOwnAction() {
        let elements = Self.elements("""
            Button { open() } label: {
                        HStack { Text("Labs"); Text("Beta") }.onTapGesture { open() }
                    }
            """)
        #expect(elements.map(\.label) == ["Labs, Beta"])
        #expect(elements.map(\.traits) == [.button])
        #expect(elements.map(\.tapSource) == [nil])
    }

    @Test func aCombinedElementAnswersTheTapItsPartsAnswer() {
        let elements = Self.elements("""
            HStack { Text("Westminster"); Text("Council") }
                        .onTapGesture { open() }
                        .accessibilityElement(children: .combine)
            """)
        #expect(elements.map(\.label) == ["Westminster, Council"])
        #expect(elements.map(\.tapSource) == [SourceLocation(file: "App/Card.swift", line: 4, column: 14)])
    }

    @Test func aRowMergedAroundACheckboxWithItsOwnTapAnswersTheTapAroundTheRow() {
        // The merged element's activation point is its middle, over the texts, not the checkbox.
        let elements = Self.elements("""
            HStack {
                        Image(systemName: "circle").onTapGesture { open() }
                        Text("Westminster")
                        Text("Council")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { open() }
            """)
        #expect(elements.map(\.traits) == [.button])
        #expect(elements.map(\.tapSource) == [SourceLocation(file: "App/Card.swift", line: 10, column: 10)])
    }

    /// A tap that only puts the keyboard away is no tap the texts under it answer.
    @Test(arguments: [".onTapGesture { hideKeyboard() }", ".gesture(TapGesture().onEnded(end_editing))", ".onTapGesture { open() }"])
    func aTapThatOnlyEndsEditingIsGivenToNoElement(_ tap: String) {
        let elements = Self.elements("""
            VStack {
                        Text("Amount")
                    }
                    \(tap)
            """)
        #expect(elements.map(\.gestures) == [tap.contains("open") ? [.tap] : []])
    }
}
