import AccessibilityTree
import Foundation

/// The static values every file of one app can read from memory, under one set of settings
/// (docs/benchmarks.md, "Static values shared across an app's files").
///
/// `StaticValueMemory` hands static values from one screen variant to the next and from one entry
/// point to the next of the same file; each file still evaluated again every `static let` it read,
/// so a table read from many files (an icon font's `allCases`) was evaluated once per file. A value
/// is kept here when it is the same in every variant (`Interpreter.EvaluationRecord.isSameInEveryVariant`),
/// its record carries the look-ups of the index its evaluation made, and it holds no closure and no
/// view (those keep a syntax tree and its scope alive; they stay within the file's memory). It is
/// then a function of the app's index, the settings and its key, which every file of the app
/// lowered under these settings shares; a file that reuses it records its look-ups again, so its
/// entry in the result cache depends on what evaluating it would have asked.
///
/// A value whose evaluation met a run-time decision, and read no size class, is kept under the
/// variant it was evaluated in (`Interpreter.StaticValueKey.variant`): variant `k` takes the same
/// branch at a decision in every file (`BranchExploration`), so the value is a function of the
/// variant too, and a file that reuses it in that variant meets its decisions again
/// (`Interpreter.reuse`).
///
/// Files are lowered on several threads at once: every access holds the lock. Two files may
/// evaluate the same value at once; both give the same value, and the first one kept stays.
final class AppStaticValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Interpreter.StaticValueKey: Interpreter.StaticValue] = [:]

    func value(for key: Interpreter.StaticValueKey) -> Interpreter.StaticValue? {
        lock.withLock { values[key] }
    }

    func keep(_ value: Interpreter.StaticValue, for key: Interpreter.StaticValueKey) {
        lock.withLock {
            if values[key] == nil { values[key] = value }
        }
    }

    /// The memories of a project: one per app and settings.
    final class Project: @unchecked Sendable {
        /// An app, its settings, and whether its lowerings gather their look-ups: a value kept by
        /// one that does not carries none, so one that does never reuses it.
        private struct Key: Hashable {
            var app: Int
            var settings: AccessibilitySettings
            var gathersLookups: Bool
        }

        private let lock = NSLock()
        private var memories: [Key: AppStaticValues] = [:]

        /// The memory of the app numbered `app` under `settings`, for lowerings that gather their
        /// look-ups or for those that do not.
        func memory(app: Int, settings: AccessibilitySettings, gatheringLookups: Bool) -> AppStaticValues {
            lock.withLock {
                let key = Key(app: app, settings: settings, gathersLookups: gatheringLookups)
                if let memory = memories[key] { return memory }
                let memory = AppStaticValues()
                memories[key] = memory
                return memory
            }
        }
    }
}
