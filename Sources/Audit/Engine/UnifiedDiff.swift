import Basics

/// A unified diff between two texts, line by line, from a shortest edit script (`EditScript`).
public enum UnifiedDiff {
    typealias Operation = EditScript.Step

    /// `--- a/path`, `+++ b/path`, then `@@ -l,s +l,s @@` hunks with `context` lines around each
    /// change; empty when the texts are equal.
    public static func make(from old: String, to new: String, path: String, context: Int = 3) -> String {
        let oldText = Lines(old), newText = Lines(new)
        let script = EditScript(from: oldText.lines, to: newText.lines).steps
        let changed = script.indices.filter { if case .keep = script[$0] { false } else { true } }
        guard !changed.isEmpty else { return "" }

        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(script.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for group in groups {
            output += hunk(script[group], old: oldText, new: newText)
        }
        return output
    }

    private static func hunk(_ operations: ArraySlice<Operation>, old: Lines, new: Lines) -> String {
        var oldStart: Int?, newStart: Int?
        var oldCount = 0, newCount = 0
        var body = ""
        for operation in operations {
            switch operation {
            case .keep(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
                body += " " + old.line(o)
            case .delete(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                body += "-" + old.line(o)
            case .insert(let n):
                newStart = newStart ?? n
                newCount += 1
                body += "+" + new.line(n)
            }
        }
        let first = operations.first
        let oldPosition = oldStart ?? position(before: first, isOld: true)
        let newPosition = newStart ?? position(before: first, isOld: false)
        return "@@ -\(range(oldPosition, oldCount)) +\(range(newPosition, newCount)) @@\n" + body
    }

    /// The 0-based line a hunk with no lines on one side sits after (GNU diff's convention).
    private static func position(before operation: Operation?, isOld: Bool) -> Int {
        switch operation {
        case .keep(let o, let n): return isOld ? o : n
        case .delete(let o): return isOld ? o : o
        case .insert(let n): return isOld ? n : n
        case nil: return 0
        }
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    /// A text split into lines, remembering whether the last one ends with a newline.
    struct Lines {
        let lines: [Substring]
        let endsWithNewline: Bool

        init(_ text: String) {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            endsWithNewline = text.isEmpty || text.hasSuffix("\n")
            if endsWithNewline { lines.removeLast() }
            self.lines = lines
        }

        /// Line `index` with its newline, or with `\ No newline at end of file` after the last.
        func line(_ index: Int) -> String {
            index == lines.count - 1 && !endsWithNewline
                ? lines[index] + "\n\\ No newline at end of file\n"
                : lines[index] + "\n"
        }
    }
}
