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

    @Test func comparisonsAssignNothingAndCompoundOperatorsAssign() throws {
        let file = ParsedSourceFile(path: "App/Flags.swift", text: """
            for row in rows {
                a != b
                c >= d
                e === f
                mask |= 1
                scale *= 2
                _ = row
            }
            """)
        let statement = try #require(file.tree.statements.first)
        #expect(Interpreter.assignedNames(in: Syntax(statement)) == ["mask", "scale"])
    }

    /// The names worked out by one variant's interpreter are handed to the next through the
    /// memory shared by a file's lowerings, and the same names come back.
    @Test func namesWorkedOutOnceAreHandedToTheNextVariant() throws {
        let file = ParsedSourceFile(path: "App/Counter.swift", text: "if isReady { total = 1 }")
        let index = SourceIndex(files: [file])
        let handle = SourceFileHandle(file)
        let statement = Syntax(try #require(file.tree.statements.first))
        let memory = StaticValueMemory()
        var first = Interpreter(index: index)
        memory.hand(to: &first)
        #expect(first.assignedNamesByNode.isEmpty)
        #expect(first.rememberedAssignedNames(in: statement, of: handle) == ["total"])
        memory.keep(from: first)
        var second = Interpreter(index: index)
        memory.hand(to: &second)
        #expect(second.assignedNamesByNode == [SyntaxReference(statement, in: handle).key: ["total"]])
        #expect(second.rememberedAssignedNames(in: statement, of: handle) == ["total"])
    }
}
