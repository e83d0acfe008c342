/// Where the interactive session reads what a person types: the terminal, or in tests a list.
protocol GestureInput: AnyObject {
    /// The next key, or line; nil at the end of input.
    func next() -> InputEvent?
    /// Puts the terminal back as it was; the session calls it on every way out.
    func finish()
}

/// Input given in advance: for tests, and the same loop as a terminal's.
final class ScriptedInput: GestureInput {
    private var events: [InputEvent]
    private(set) var isFinished = false

    init(_ events: [InputEvent]) { self.events = events }

    func next() -> InputEvent? { events.isEmpty ? nil : events.removeFirst() }

    func finish() { isFinished = true }
}
