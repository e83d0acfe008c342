import SwiftSyntax

/// Code a running screen's action left for later (docs/live-source.md, Code that waits): the rest
/// of a `Task`'s body after `Task.sleep`, a `DispatchQueue.main.asyncAfter` closure, a `Timer`'s
/// block. It runs when the simulator's clock reaches `due`.
struct ScheduledWork {
    enum Work {
        /// A closure called with `arguments` (a timer's block is passed its timer).
        case closure(Closure, arguments: [Value])
        /// A task's body from statement `from` on, with the scope it had when it went to sleep.
        case rest(of: CodeBlockItemListSyntax, from: Int, scope: Scope)
    }

    /// When it runs, on the simulator's clock.
    var due: Duration
    /// The task or timer it belongs to: cancelling that (`task.cancel()`, `timer.invalidate()`)
    /// takes it off the schedule.
    var owner: Int
    var work: Work
    /// A repeating timer's interval: after it runs, it is scheduled again this much later.
    var repeatInterval: Duration?
    /// Whether the task slept with `try?`: cancelled, `Task.sleep` throws at once and `try?`
    /// swallows it, so the rest runs straight away, with `Task.isCancelled` true.
    var continuesWhenCancelled = false
    /// Whether its task was cancelled.
    var isCancelled = false
    /// The order it was scheduled in: work due at one time runs in that order.
    var sequence: Int
}

/// A task or timer the app's code holds (`let task = Task { … }`), by its owner number.
enum ScheduledHandle {
    static let enumCase = "perceive.scheduled"

    static func value(_ owner: Int) -> Value { .enumCase(enumCase, [.int(owner)]) }

    static func owner(of value: Value) -> Int? {
        guard case .enumCase(enumCase, let arguments) = value, case .int(let owner)? = arguments.first else { return nil }
        return owner
    }
}
