/// Where a value starts in JSON text: a 1-based line and column, the column counted in UTF-8
/// bytes as editors and compilers do.
public struct JSONPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line 4, column 17`.
    public var description: String { "line \(line), column \(column)" }

    public static func < (lhs: JSONPosition, rhs: JSONPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
