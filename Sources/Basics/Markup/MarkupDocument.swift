/// A parsed XML document: its root element and where each of its lines starts, so a reader can
/// turn an element's byte offset into the line and column a person looks for.
public struct MarkupDocument: Sendable {
    public let root: MarkupElement
    let lines: LineStarts

    init(root: MarkupElement, lines: LineStarts) {
        self.root = root
        self.lines = lines
    }

    /// The 1-based line and column (in UTF-8 bytes, as editors count) of the byte at `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        let position = lines.position(of: offset)
        return (position.line, position.column)
    }
}

/// Why a document is not well-formed XML, and where: a 1-based line and column.
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 4, column 17: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
