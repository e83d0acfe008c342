/// Where something was written: a file, a 1-based line and a 1-based column (in UTF-8 bytes,
/// as Xcode and SwiftSyntax count them).
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form Xcode and editors link.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
