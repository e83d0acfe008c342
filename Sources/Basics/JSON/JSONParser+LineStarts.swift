extension JSONParser {
    /// Where each line of a text starts, to turn byte offsets into lines and columns.
    struct LineStarts {
        /// The offset of the first byte of each line; the first line starts at 0.
        private let starts: [Int]

        init(_ bytes: [UInt8]) {
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
            self.starts = starts
        }

        /// The 1-based line and column of the byte at `offset`.
        func position(of offset: Int) -> JSONPosition {
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return JSONPosition(line: low + 1, column: offset - starts[low] + 1)
        }
    }
}
