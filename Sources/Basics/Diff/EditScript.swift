/// The steps that turn one sequence of lines into another, in order: each line of the old
/// sequence is kept or deleted, each line of the new one kept or inserted.
///
/// Built on the standard library's `difference(from:by:)`, which finds a shortest edit script
/// (Myers' algorithm); between two kept lines, deletions come before insertions, as in a
/// unified diff.
public struct EditScript: Hashable, Sendable {
    /// One step of the script, with the 0-based offsets of the lines it concerns.
    public enum Step: Hashable, Sendable {
        case keep(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)
    }

    /// The steps in order: every old line once (kept or deleted), every new line once (kept or inserted).
    public var steps: [Step]

    /// The script from `old` to `new`, counting lines for which `areEquivalent` holds as the same.
    public init<Line>(from old: [Line], to new: [Line], by areEquivalent: (Line, Line) -> Bool) {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old, by: areEquivalent) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var steps: [Step] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                steps.append(.delete(old: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                steps.append(.insert(new: newIndex))
                newIndex += 1
            } else {
                steps.append(.keep(old: oldIndex, new: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        self.steps = steps
    }

    /// The script from `old` to `new`.
    public init<Line: Equatable>(from old: [Line], to new: [Line]) {
        self.init(from: old, to: new, by: ==)
    }

    /// Whether the script changes anything.
    public var hasChanges: Bool {
        steps.contains { if case .keep = $0 { false } else { true } }
    }
}
