import SwiftSyntax
import SwiftSyntaxSupport
@testable import SwiftUIFrontEnd
import Testing

/// The texts the interpreter reads names from: a type's bare name, an identifier without
/// backticks, and the names a run-time `if` assigns, worked out once.
@Suite struct InterpreterNameTextTests {
    @Test(arguments: [
        ("Poster", "Poster"), ("some Poster", "Poster"), ("any Poster", "Poster"), ("Poster?", "Poster"),
        ("Poster!", "Poster"), ("(any Poster)?", "any Poster"), (" Poster ", "Poster"), ("[Item]", "[Item]"),
        ("Item<T>", "Item<T>"), ("someType", "someType"), ("anything", "anything"), ("some Poster??", "Poster"),
        ("", ""), ("Poster\u{00A0}", "Poster"), ("Swift.String", "Swift.String"),
    ])
    func bareTypeNames(text: String, bare: String) {
        #expect(Interpreter.bareTypeName(text) == bare)
    }

    @Test(arguments: [("`default`", "default"), ("title", "title"), ("`if", "if"), ("a`", "a"), ("", ""), ("a`b", "a`b")])
    func namesWithoutBackticks(name: String, bare: String) {
        #expect(name.withoutBackticks == bare)
    }

    /// The same `if` asked twice, and again from its tree parsed anew, gives the same names;
    /// another `if` of the file gives its own.
    @Test func assignedNamesRememberedByPlace() throws {
        let text = """
            if isReady { total = 1 }
            if other { count += 2 }
            """
        let file = ParsedSourceFile(path: "App/Counts.swift", text: text)
        let handle = SourceFileHandle(file)
        var interpreter = Interpreter(index: SourceIndex(files: []))
        let first = try #require(file.tree.statements.first)
        let second = try #require(file.tree.statements.last)
        #expect(interpreter.rememberedAssignedNames(in: Syntax(first), of: handle) == ["total"])
        #expect(interpreter.rememberedAssignedNames(in: Syntax(second), of: handle) == ["count"])
        let again = ParsedSourceFile(path: "App/Counts.swift", text: text)
        let firstAgain = try #require(again.tree.statements.first)
        #expect(interpreter.rememberedAssignedNames(in: Syntax(firstAgain), of: handle) == ["total"])
        #expect(interpreter.assignedNamesByNode.count == 2)
    }
}
