import SwiftSyntax
import SwiftSyntaxSupport
@testable import SwiftUIFrontEnd
import Testing

/// The names an `if` or a loop assigns, which become unknown after it when it is not run.
@Suite struct AssignedNamesTests {
    @Test func namesAssignedAnywhereInside() throws {
        let file = ParsedSourceFile(path: "App/Counts.swift", text: """
            if isReady {
                total = 1
                self.count += 2
                if more { for item in items { sum -= item } }
                other.value = 3
                limit == 4
                low <= high
                let local = 5
            }
            """)
        let statement = try #require(file.tree.statements.first)
        #expect(Interpreter.assignedNames(in: Syntax(statement)) == ["total", "count", "sum"])
    }

    @Test func noNamesWithoutAnAssignment() throws {
        let file = ParsedSourceFile(path: "App/Row.swift", text: "if flag { Text(title).bold() } else { Image(name) }")
        let statement = try #require(file.tree.statements.first)
        #expect(Interpreter.assignedNames(in: Syntax(statement)).isEmpty)
    }
}
