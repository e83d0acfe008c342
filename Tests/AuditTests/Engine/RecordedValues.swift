import Foundation

/// Values recorded from any thread (a hook's arguments), in the order they were recorded.
final class RecordedValues<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Value] = []

    func record(_ value: Value) { lock.withLock { recorded.append(value) } }

    var all: [Value] { lock.withLock { recorded } }
}
