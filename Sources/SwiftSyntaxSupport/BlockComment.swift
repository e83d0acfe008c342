/// A `/* … */` comment read in Swift's bytes, as the lexer reads it: comments nest.
enum BlockComment {
    /// The offset just past the comment that opens at `start` in `bytes`, reading no further than
    /// `end`; nil when it is left open.
    static func end(in bytes: [UInt8], openingAt start: Int, before end: Int) -> Int? {
        var depth = 0
        var position = start
        while position < end {
            if bytes[position] == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                position += 1
            }
        }
        return nil
    }
}
