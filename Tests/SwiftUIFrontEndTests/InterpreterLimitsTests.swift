import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
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

    /// The value of `Table.names`, an array literal of `count` strings.
    private static func names(_ count: Int) throws -> Value {
        let names = (0..<count).map { "\"Name \($0)\"" }.joined(separator: ", ")
        let index = SourceIndex(files: [ParsedSourceFile(path: "Table.swift", text: "enum Table { static let names = [\(names)] }")])
        let property = try #require(index.types["Table"]?.staticProperties["names"])
        var interpreter = Interpreter(index: index)
        return interpreter.evaluateStatic(property, Scope(file: property.file, environment: EnvironmentState(settings: AccessibilitySettings())))
    }

    /// An array literal of at most 1,000 elements is evaluated; one of more (a generated table of
    /// thousands of icons, each a static property to work out) is unknown with its reason.
    @Test func anArrayLiteralOfMoreThanAThousandElementsIsNotEvaluated() throws {
        let evaluated = try Self.names(1_000)
        #expect(Interpreter.elements(of: evaluated)?.last?.asString == "Name 999")
        let table = try Self.names(1_001)
        #expect(Interpreter.elements(of: table) == nil)
        #expect(table.unknownReason == "an array literal of 1001 elements (more than the 1000 evaluated)")
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
