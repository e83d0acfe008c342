/// A parsed XML document: its root element and where each of its lines starts, so a reader can
/// turn an element's byte offset into the line and column a person looks for.
public struct MarkupDocument: Sendable {
    public let root: MarkupElement
    /// The offset of the first byte of each line; the first line starts at 0.
    let lineStarts: [Int]

    init(root: MarkupElement, lineStarts: [Int]) {
        self.root = root
        self.lineStarts = lineStarts
    }

    /// The 1-based line and column (in UTF-8 bytes, as editors count) of the byte at `offset`.
    public func position(of offset: Int) -> (line: Int, column: Int) {
        MarkupDocument.position(of: offset, lineStarts: lineStarts)
    }

    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        for index in bytes.indices where bytes[index] == 0x0A { starts.append(index + 1) }
        return starts
    }

    static func position(of offset: Int, lineStarts starts: [Int]) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
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
