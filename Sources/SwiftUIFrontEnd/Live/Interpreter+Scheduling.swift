import SwiftSyntax

/// Code that waits, on the simulator's clock (docs/live-source.md, Code that waits): `Task { … }`
/// runs its body until `try await Task.sleep(for:)` or `(nanoseconds:)`, and the rest is
/// scheduled for when the sleep ends; `DispatchQueue.main.asyncAfter(deadline: .now() + …)` and
/// `Timer.scheduledTimer(withTimeInterval:repeats:)` schedule their closures; `cancel()` and
/// `invalidate()` take a task's or timer's work off the schedule. A running screen runs what is
/// due as the simulator's clock reaches it (`SourceScene.advance(to:)`).
extension Interpreter {
    /// The most pieces of work scheduled at once; more are noted as not followed.
    static let maximumScheduledWork = 64

    /// Seconds in each unit of `Duration` and `DispatchTimeInterval`.
    private static let secondsPerUnit: [String: Double] = [
        "seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9,
    ]

    /// A call that starts, schedules or cancels waiting code; nil for any other call.
    mutating func scheduling(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task" {
            return startTask(call, scope)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let baseText = base.trimmedDescription
        switch member.declName.baseName.text {
        case "sleep" where baseText == "Task":
            // Only a sleep among a task's own statements suspends it (`scheduleRest`).
            noteNotFollowed("\(call.trimmedDescription.clipped) (a wait inside a branch, a loop or a function)")
            return .null
        case "asyncAfter" where baseText.hasPrefix("DispatchQueue"):
            return asyncAfter(call, scope)
        case "scheduledTimer" where baseText == "Timer":
            return scheduledTimer(call, scope)
        case "cancel", "invalidate":
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            let handle = evaluate(base, scope)
            // `task?.cancel()` before any task was started does nothing.
            if case .null = handle, base.is(OptionalChainingExprSyntax.self) { return .null }
            guard let owner = ScheduledHandle.owner(of: handle) else { return nil }
            cancelScheduled(owner)
            return .null
        default:
            return nil
        }
    }

    /// `Task { … }`: its body runs now, up to its first sleep; returns the task.
    private mutating func startTask(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard case .closure(let body)? = arguments(of: call, scope).last(where: { $0.value.isClosure })?.value else { return nil }
        let owner = newOwner()
        runTask(body.syntax.statements, from: 0, scope: body.scope, owner: owner, isCancelled: false)
        return ScheduledHandle.value(owner)
    }

    /// Runs a task's statements from `start`, as the task `owner`.
    private mutating func runTask(_ statements: CodeBlockItemListSyntax, from start: Int, scope: Scope, owner: Int, isCancelled: Bool) {
        let outer = (owner: live?.runningOwner, isCancelled: live?.isRunningTaskCancelled ?? false)
        live?.runningOwner = owner
        live?.isRunningTaskCancelled = isCancelled
        var scope = scope
        _ = execute(statements, &scope, expectsViews: false, from: start, suspending: owner)
        live?.runningOwner = outer.owner
        live?.isRunningTaskCancelled = outer.isCancelled
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` (or `execute:`).
    private mutating func asyncAfter(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        let arguments = arguments(of: call, scope)
        guard case .closure(let closure)? = arguments.last(where: { $0.value.isClosure })?.value,
              let deadline = arguments.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }),
              let delay = delay(afterNow: deadline.expression, scope) else {
            noteNotFollowed(call.trimmedDescription.clipped)
            return .null
        }
        schedule(.closure(closure, arguments: []), after: delay, owner: newOwner())
        return .null
    }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { timer in … }` (or `block:`).
    private mutating func scheduledTimer(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        let arguments = arguments(of: call, scope)
        guard case .closure(let closure)? = arguments.last(where: { $0.value.isClosure })?.value,
              let interval = arguments.first(where: { $0.label == "withTimeInterval" }).flatMap({ duration(of: $0.expression, scope) }),
              let repeats = arguments.first(where: { $0.label == "repeats" })?.value.asBool else {
            noteNotFollowed(call.trimmedDescription.clipped)
            return .unknown(reason: "run-time value `Timer`")
        }
        let owner = newOwner()
        // A timer fires no sooner than a tenth of a millisecond ("a nonpositive value … 0.1 milliseconds",
        // https://developer.apple.com/documentation/foundation/timer/scheduledtimer(withtimeinterval:repeats:block:)).
        let delay = max(interval, .microseconds(100))
        schedule(.closure(closure, arguments: [ScheduledHandle.value(owner)]), after: delay, owner: owner,
                 repeating: repeats ? delay : nil)
        return ScheduledHandle.value(owner)
    }

    /// When `item` is `try await Task.sleep(for:)` or `(nanoseconds:)` among the statements of
    /// the task `owner`, schedules `items` from the next statement on and returns true: the task
    /// stops here. A sleep of another kind (`until:`) is noted and returns false: the task goes
    /// on without it. Nil when `item` is no sleep.
    mutating func scheduleRest(after item: CodeBlockItemSyntax, at offset: Int, of items: CodeBlockItemListSyntax,
                               _ scope: Scope, owner: Int) -> Bool? {
        var expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        var isOptionalTry = false
        while let current = expression {
            if let tryExpression = current.as(TryExprSyntax.self) {
                isOptionalTry = isOptionalTry || tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                expression = tryExpression.expression
            } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                break
            }
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.trimmedDescription == "Task", member.declName.baseName.text == "sleep" else { return nil }
        let delay: Duration?
        switch call.arguments.first?.label?.text {
        case "nanoseconds": delay = call.arguments.first.flatMap { evaluate($0.expression, scope).asDouble }.map { Self.duration(seconds: $0 / 1e9) }
        case "for": delay = call.arguments.first.flatMap { duration(of: $0.expression, scope) }
        default: delay = nil
        }
        guard let delay else {
            noteNotFollowed(call.trimmedDescription.clipped)
            return false
        }
        schedule(.rest(of: items, from: offset + 1, scope: scope), after: delay, owner: owner, continuesWhenCancelled: isOptionalTry)
        return true
    }

    /// Runs scheduled work that came due: a closure is called, a task goes on after its sleep.
    mutating func resume(_ work: ScheduledWork) {
        switch work.work {
        case .closure(let closure, let arguments):
            let outer = live?.runningOwner
            live?.runningOwner = work.owner
            _ = call(closure, arguments: arguments)
            live?.runningOwner = outer
        case .rest(let items, let start, let scope):
            runTask(items, from: start, scope: scope, owner: work.owner, isCancelled: work.isCancelled)
        }
    }

    /// `task.cancel()`, `timer.invalidate()`: the owner's work leaves the schedule, except a task
    /// asleep under `try?`, which goes on now, cancelled.
    private mutating func cancelScheduled(_ owner: Int) {
        guard var state = live else { return }
        state.scheduled = state.scheduled.compactMap { work in
            guard work.owner == owner else { return work }
            guard work.continuesWhenCancelled, !work.isCancelled else { return nil }
            var cancelled = work
            cancelled.isCancelled = true
            cancelled.due = state.now
            return cancelled
        }
        live = state
    }

    private mutating func schedule(_ work: ScheduledWork.Work, after delay: Duration, owner: Int,
                                   repeating interval: Duration? = nil, continuesWhenCancelled: Bool = false) {
        guard var state = live else { return }
        guard state.scheduled.count < Self.maximumScheduledWork else {
            return noteNotFollowed("more than \(Self.maximumScheduledWork) waits at once")
        }
        state.scheduled.append(ScheduledWork(due: state.now + delay, owner: owner, work: work, repeatInterval: interval,
                                             continuesWhenCancelled: continuesWhenCancelled, sequence: state.nextSequence))
        state.nextSequence += 1
        live = state
    }

    private mutating func newOwner() -> Int {
        let owner = live?.nextOwner ?? 0
        live?.nextOwner += 1
        return owner
    }

    private mutating func noteNotFollowed(_ text: String) {
        if live?.unfollowed.contains(text) == false { live?.unfollowed.append(text) }
    }

    /// `.now() + 0.5`, `.now() + .milliseconds(500)`: the time after now.
    private mutating func delay(afterNow deadline: ExprSyntax, _ scope: Scope) -> Duration? {
        let parts: (ExprSyntax, String, ExprSyntax)?
        if let infix = deadline.as(InfixOperatorExprSyntax.self) {
            parts = (infix.leftOperand, infix.operator.trimmedDescription, infix.rightOperand)
        } else if let sequence = deadline.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            parts = (elements[0], elements[1].trimmedDescription, elements[2])
        } else {
            parts = nil
        }
        guard let (now, op, offset) = parts, op == "+", now.trimmedDescription.hasSuffix("now()") else { return nil }
        return duration(of: offset, scope)
    }

    /// A `Duration` or `DispatchTimeInterval` (`.seconds(1)`, `.milliseconds(300)`), or seconds as a number.
    private mutating func duration(of expression: ExprSyntax, _ scope: Scope) -> Duration? {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let unit = Self.secondsPerUnit[member.declName.baseName.text], call.arguments.count == 1,
           let amount = call.arguments.first.flatMap({ evaluate($0.expression, scope).asDouble }) {
            return Self.duration(seconds: amount * unit)
        }
        return evaluate(expression, scope).asDouble.map(Self.duration(seconds:))
    }

    /// Seconds to the microsecond, so 0.3 s is the clock's 300 ms exactly; never negative.
    private static func duration(seconds: Double) -> Duration {
        .microseconds(max(0, Int64((seconds * 1e6).rounded())))
    }
}
