import AccessibilityTree
import SwiftUIFrontEnd
import Testing

@Suite struct InterpreterLimitsTests {
    @Test func recursiveViewStopsAtTheDepthLimitWithAReason() throws {
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
        #expect(elements.filter { $0.label == "Level" }.count == 32)
        #expect(elements.last?.unresolved == ["views nest deeper than 32 levels (recursive view `V`?)"])
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
