import SwiftSyntax
import SwiftSyntaxSupport

/// The static values and custom views that are the same in every screen variant, handed from
/// each variant's interpreter to the next, and from one entry point to the next of the same file
/// (docs/benchmarks.md, "Static values shared across screen variants" and "Custom views shared
/// across screen variants").
///
/// Each variant's interpreter starts with no value of its own; without this memory it evaluated
/// again every `static let` the first screen had evaluated. A value is kept only when its
/// evaluation met no run-time decision, read no size class and reached no limit
/// (`Interpreter.EvaluationRecord.isSameInEveryVariant`): it is then a function of the index, the
/// settings and its key, which every variant and entry lowered by the same `ScreenBuilder`
/// share. Where it is reused, what its evaluation spent is spent again and what it noted is
/// noted again (`Interpreter.rememberedStatic`), so each screen and its diagnostics are those
/// evaluating it again would give. A custom view is kept likewise (`Interpreter.rememberedView`).
/// Used from the one thread that lowers a file's entries.
final class StaticValueMemory: @unchecked Sendable {
    private(set) var values: [Interpreter.StaticValueKey: Interpreter.StaticValue] = [:]
    private(set) var views: [Interpreter.ViewValueKey: Interpreter.ViewValue] = [:]
    /// The names assigned in each loop and run-time `if` (`Interpreter.rememberedAssignedNames`):
    /// what the syntax says alone, the same in every variant.
    private(set) var assignedNames: [SyntaxReference<Syntax>.Key: Set<String>] = [:]

    /// Keeps the values and views `interpreter` remembered that are the same in every variant.
    func keep(from interpreter: Interpreter) {
        values.merge(interpreter.staticValuesSameInEveryVariant) { kept, _ in kept }
        views.merge(interpreter.viewValuesSameInEveryVariant) { kept, _ in kept }
        // The interpreter began with those kept here and only added: the larger holds them all
        // (and one missing would only be worked out again).
        if interpreter.assignedNamesByNode.count > assignedNames.count { assignedNames = interpreter.assignedNamesByNode }
    }

    /// Gives `interpreter` the values and views kept so far.
    func hand(to interpreter: inout Interpreter) {
        interpreter.handedStatics = values
        interpreter.handedViews = views
        interpreter.assignedNamesByNode = assignedNames
    }
}
