/// A line-by-line difference between an expected and an actual text, for failure messages.
public struct LineDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the difference.
    public enum Line: Hashable, Sendable {
        case same(String)
        case expectedOnly(String)
        case actualOnly(String)
    }

    public var lines: [Line]

    /// The difference between `expected` and `actual` lines, from their longest common
    /// subsequence: lines only expected come before lines only actual at each change.
    public init(expected: [String], actual: [String], areEqual: (String, String) -> Bool = { $0 == $1 }) {
        let m = expected.count, n = actual.count
        var common = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: n - 1, through: 0, by: -1) {
                common[i][j] = areEqual(expected[i], actual[j])
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < m || j < n {
            if i < m, j < n, areEqual(expected[i], actual[j]) {
                lines.append(.same(actual[j]))
                i += 1
                j += 1
            } else if i < m, j == n || common[i + 1][j] >= common[i][j + 1] {
                lines.append(.expectedOnly(expected[i]))
                i += 1
            } else {
                lines.append(.actualOnly(actual[j]))
                j += 1
            }
        }
        self.lines = lines
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
