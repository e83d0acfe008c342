/// Where each line of a text starts, to turn byte offsets into lines and columns (the JSON
/// parser's positions; the XML reader's in `RuntimeCapture`).
public struct LineStarts: Sendable {
    /// The offset of the first byte of each line; the first line starts at 0.
    private let starts: [Int]

    public init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        var starts = [0]
        var index = 0
        for byte in bytes {
            index += 1
            if byte == 0x0A { starts.append(index) }
        }
        self.starts = starts
    }

    /// The 1-based line and column (in UTF-8 bytes, as editors count) of the byte at `offset`.
    public func position(of offset: Int) -> JSONPosition {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return JSONPosition(line: low + 1, column: offset - starts[low] + 1)
    }
}
