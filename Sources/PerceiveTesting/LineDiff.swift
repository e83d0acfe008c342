import Basics

/// A line-by-line difference between an expected and an actual text, for failure messages.
public struct LineDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the difference.
    public enum Line: Hashable, Sendable {
        case same(String)
        case expectedOnly(String)
        case actualOnly(String)
    }

    public var lines: [Line]

    /// The difference between `expected` and `actual` lines, from a shortest edit script
    /// (`EditScript`): lines only expected come before lines only actual at each change.
    public init(expected: [String], actual: [String], areEqual: (String, String) -> Bool = { $0 == $1 }) {
        lines = EditScript(from: expected, to: actual, by: areEqual).steps.map { step in
            switch step {
            case .keep(_, let new): .same(actual[new])
            case .delete(let old): .expectedOnly(expected[old])
            case .insert(let new): .actualOnly(actual[new])
            }
        }
    }

    /// Whether the texts differ.
    public var hasDifferences: Bool {
        lines.contains { if case .same = $0 { false } else { true } }
    }

    /// `−` before expected lines, `+` before actual ones, two spaces before shared ones.
    public var description: String {
        lines.map { line in
            switch line {
            case .same(let text): "  " + text
            case .expectedOnly(let text): "− " + text
            case .actualOnly(let text): "+ " + text
            }
        }.joined(separator: "\n")
    }
}
