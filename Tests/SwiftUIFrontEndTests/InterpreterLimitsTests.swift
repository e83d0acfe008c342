import AccessibilityTree
import SwiftUIFrontEnd
import Testing

@Suite struct InterpreterLimitsTests {
    /// The nested copy met again through the same call is not lowered again (`NestedInItself`).
    @Test func recursiveViewStopsAtItsSecondCopyWithAReason() throws {
        let source = """
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Level")
                        V()
                    }
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, view: "V")
        let elements = result.screen.root.children
        #expect(elements.filter { $0.label == "Level" }.count == 2)
        #expect(elements.last?.unresolved == [Unresolved(reason: "`V` inside itself through the same call; read at the outer copy",
                                                         origin: .nestedInItself)])
    }

    @Test func hugeRangeShowsTheFirstHundredRows() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct V: View {
                var body: some View {
                    List(0..<100000, id: \\.self) { index in
                        Text("Row \\(index)")
                    }
                }
            }
            """, view: "V")
        let rows = result.screen.root.children.first?.children ?? []
        #expect(rows.count == 100)
        #expect(rows.last?.label == "Row 99")
        #expect(result.diagnostics.map(\.message).contains("ForEach shows the first 100 of 10001 elements"))
    }
}

@Suite struct ViewBudgetTests {
    /// Each level builds a hundred more: evaluation stops at the view budget, quickly, and says so.
    @Test func explodingRecursionStopsAtTheViewBudget() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Loop: View {
                var n = 0
                var body: some View { ForEach(0..<1000) { i in Loop(n: i) } }
            }
            """, path: "Loop.swift", view: "Loop")
        #expect(result.diagnostics.contains(FrontEndDiagnostic(
            .warning, "evaluation stopped after 2000 views; the rest of the screen is unknown",
            at: SourceLocation(file: "Loop.swift", line: 1, column: 8))))
    }
}
