/// The static values that are the same in every screen variant, handed from each variant's
/// interpreter to the next, and from one entry point to the next of the same file
/// (docs/benchmarks.md, "Static values shared across screen variants").
///
/// Each variant's interpreter starts with no value of its own; without this memory it evaluated
/// again every `static let` the first screen had evaluated. A value is kept only when its
/// evaluation met no run-time decision, read no size class and reached no limit
/// (`Interpreter.StaticValue.isSameInEveryVariant`): it is then a function of the index, the
/// settings and its key, which every variant and entry lowered by the same `ScreenBuilder`
/// share. Where it is reused, what its evaluation spent is spent again and what it noted is
/// noted again (`Interpreter.rememberedStatic`), so each screen and its diagnostics are those
/// evaluating it again would give. Used from the one thread that lowers a file's entries.
final class StaticValueMemory: @unchecked Sendable {
    private(set) var values: [Interpreter.StaticValueKey: Interpreter.StaticValue] = [:]

    /// Keeps the values of `interpreter` that are the same in every variant (those it was handed included).
    func keep(from interpreter: Interpreter) {
        values.merge(interpreter.staticValuesSameInEveryVariant) { kept, _ in kept }
    }
}
