@testable import SwiftUIFrontEnd
import Testing

/// A result being recorded keeps each diagnostic once: reuse notes a record's notes again, and
/// an evaluation around takes them in, so repeats would multiply with every level and reuse.
struct EvaluationTraceNotesTests {
    let first = FrontEndDiagnostic(.note, "`AccessRow.isSelected` has no value here")
    let second = FrontEndDiagnostic(.warning, "unknown view `FancyChart`")

    @Test func aTraceKeepsEachNoteOnceInTheOrderFirstNoted() {
        var inner = Interpreter.EvaluationTrace()
        inner.add(first)
        inner.add(second)
        inner.add(first)
        var outer = Interpreter.EvaluationTrace()
        outer.add(second)
        outer.include(inner)
        outer.include(inner)
        #expect(inner.notes == [first, second])
        #expect(outer.notes == [second, first])
    }

    @Test func aNoteForgottenCanBeKeptAgain() {
        var trace = Interpreter.EvaluationTrace()
        trace.add(first)
        trace.add(second)
        trace.forgetNotes(from: 1)
        #expect(trace.notes == [first])
        trace.add(second)
        trace.add(first)
        #expect(trace.notes == [first, second])
    }
}
