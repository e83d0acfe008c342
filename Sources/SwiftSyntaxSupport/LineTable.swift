import SwiftSyntax

/// Where each line of a file's text starts, to turn a position in the text into a line and column
/// and back, without keeping a second copy of the text.
///
/// Lines end as Swift's lexical structure says (The Swift Programming Language, "Lexical
/// Structure", line-break): a line feed, a carriage return, or a carriage return followed by a
/// line feed. Columns count UTF-8 bytes from 1, as Xcode and `SourceLocationConverter` do; the
/// answers are the converter's for every position, including past either end of the file.
public struct LineTable: Sendable {
    /// The UTF-8 offset where each line starts; the first is 0.
    private let starts: [UInt32]
    /// The UTF-8 length of the text.
    public let endOfFile: Int

    /// The lines of `text`, read from its UTF-8 buffer in place (a copy of it when the string
    /// is not stored contiguously, as a bridged one may not be).
    public init(_ text: String) {
        starts = text.utf8.withContiguousStorageIfAvailable(Self.lineStarts) ?? Array(text.utf8).withUnsafeBufferPointer(Self.lineStarts)
        endOfFile = text.utf8.count
    }

    /// Where each line of `bytes` starts, in one pass.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var starts: [UInt32] = [0]
        var previousWasCarriageReturn = false
        for offset in bytes.indices {
            let byte = bytes[offset]
            if byte == 10 {
                if previousWasCarriageReturn { starts[starts.count - 1] = UInt32(offset + 1) } else { starts.append(UInt32(offset + 1)) }
            } else if byte == 13 {
                starts.append(UInt32(offset + 1))
            }
            previousWasCarriageReturn = byte == 13
        }
        return starts
    }

    /// How many lines the text has (a final line break starts an empty last line).
    public var count: Int { starts.count }

    /// The 1-based line and column of `position`; a position past the end is the end of the file,
    /// one before the start is its start.
    public func lineAndColumn(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let offset = min(position.utf8Offset, endOfFile)
        guard offset >= 0 else { return (1, 1) }
        var low = 0
        var high = starts.count
        while low < high {   // the first line starting after `offset`
            let middle = (low + high) / 2
            if Int(starts[middle]) <= offset { low = middle + 1 } else { high = middle }
        }
        return (low, offset - Int(starts[low - 1]) + 1)
    }

    /// The position of the 1-based `line` and `column`; a line out of the file is its start or
    /// end, a column out of the line the line's start or its line break's last byte.
    public func position(ofLine line: Int, column: Int) -> AbsolutePosition {
        guard line >= 1 else { return AbsolutePosition(utf8Offset: 0) }
        guard line <= starts.count else { return AbsolutePosition(utf8Offset: endOfFile) }
        let start = Int(starts[line - 1])
        // The last place of a line is its line break's last byte (or the end of the file).
        let end = line < starts.count ? Int(starts[line]) - 1 : endOfFile
        guard column >= 1 else { return AbsolutePosition(utf8Offset: start) }
        return AbsolutePosition(utf8Offset: start + min(column - 1, end - start))
    }
}
