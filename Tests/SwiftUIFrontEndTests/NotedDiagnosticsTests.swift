@testable import SwiftUIFrontEnd
import Testing

/// The diagnostics an evaluation noted: in order, each noted once, and forgotten from a mark on.
@Suite struct NotedDiagnosticsTests {
    let first = FrontEndDiagnostic(.warning, "`rows` is a run-time collection")
    let second = FrontEndDiagnostic(.note, "placeholder used")

    @Test func aDiagnosticIsNotedOnceInOrder() {
        var interpreter = Interpreter(index: SourceIndex(files: []))
        interpreter.note(second)
        interpreter.note(first)
        interpreter.note(second)
        #expect(interpreter.diagnostics == [second, first])
    }

    @Test func forgottenDiagnosticsAreNotedAgain() {
        var interpreter = Interpreter(index: SourceIndex(files: []))
        interpreter.note(first)
        let mark = interpreter.notesMark
        interpreter.note(second)
        interpreter.forgetNotes(since: mark)
        #expect(interpreter.diagnostics == [first])
        interpreter.note(second)
        interpreter.note(first)
        #expect(interpreter.diagnostics == [first, second])
    }

    /// A budget's warning is appended even when noted before; forgetting one copy keeps the other.
    @Test func aDiagnosticAppendedTwiceStaysUntilBothAreForgotten() {
        var noted = NotedDiagnostics()
        noted.append(first)
        noted.append(first)
        noted.append(second)
        noted.removeSubrange(1...)
        #expect(noted.contains(first))
        #expect(!noted.contains(second))
        #expect(noted.list == [first])
        noted.removeSubrange(0...)
        #expect(!noted.contains(first))
        #expect(noted.count == 0)
    }
}
