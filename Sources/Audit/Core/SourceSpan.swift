/// A stretch of source, from where something starts to where it ends: a view with all its
/// modifiers. Lines and columns are 1-based; columns count UTF-8 bytes, as Xcode does; the end
/// is the position just after the last character (SARIF's `endColumn`, §3.30.8).
public struct SourceSpan: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int

    public init(file: String, startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.file = file
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// `path:line:column-line:column`.
    public var description: String { "\(file):\(startLine):\(startColumn)-\(endLine):\(endColumn)" }

    /// Whether the 1-based `line` lies within the span.
    /// The lines it covers, first to last.
    public var lines: ClosedRange<Int> { startLine...endLine }

    public func contains(line: Int) -> Bool { lines.contains(line) }
}
