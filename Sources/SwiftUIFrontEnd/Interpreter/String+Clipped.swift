extension String {
    /// At most 60 characters, for messages: the lines joined by one space, without the spaces and
    /// tabs around each (`"Text(title)\n    .bold()"` → `"Text(title) .bold()"`), and cut to 57
    /// characters and "…" when longer.
    ///
    /// ASCII text, nearly all the code quoted, is read as bytes: each byte is a character there
    /// but for "\r\n", one character of two line breaks, and splitting at line breaks drops the
    /// empty line between them. Other text is read by characters.
    var clipped: String {
        switch utf8.withContiguousStorageIfAvailable(Self.clippedASCII) ?? .notASCII {
        case .unchanged: return self
        case .changed(let text): return text
        case .notASCII: return clippedByCharacters
        }
    }

    /// What `clipped` makes of a text's bytes.
    private enum ASCIIClipping {
        case unchanged
        case changed(String)
        /// A byte of more than 7 bits: the text is read by characters.
        case notASCII
    }

    /// `clipped` of ASCII `bytes`; `.notASCII` for other text.
    private static func clippedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> ASCIIClipping {
        var changes = bytes.count > 60
        for byte in bytes {
            if byte >= 0x80 { return .notASCII }
            if isLineBreak(byte) { changes = true }
        }
        if let first = bytes.first, let last = bytes.last, isWhiteSpace(first) || isWhiteSpace(last) { changes = true }
        guard changes else { return .unchanged }
        var flat: [UInt8] = []
        flat.reserveCapacity(Swift.min(bytes.count, 61))
        var lines = 0
        var lineStart = 0
        for index in 0...bytes.count where index == bytes.count || isLineBreak(bytes[index]) {
            defer { lineStart = index + 1 }
            guard index > lineStart else { continue }
            var start = lineStart
            var end = index
            while start < end, isWhiteSpace(bytes[start]) { start += 1 }
            while end > start, isWhiteSpace(bytes[end - 1]) { end -= 1 }
            if lines > 0 { flat.append(UInt8(ascii: " ")) }
            lines += 1
            flat.append(contentsOf: bytes[start..<end])
            // Later lines only add to the end: past 60 the first 57 are final.
            if flat.count > 60 { return .changed(String(decoding: flat.prefix(57), as: UTF8.self) + "…") }
        }
        return .changed(String(decoding: flat, as: UTF8.self))
    }

    /// Line feed, vertical tab, form feed, carriage return: `Character.isNewline` in ASCII.
    private static func isLineBreak(_ byte: UInt8) -> Bool {
        (0x0A...0x0D).contains(byte)
    }

    /// Tab, the line breaks and space: the Unicode `White_Space` scalars of ASCII.
    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20
    }

    /// `clipped` read by characters, for text that is not all ASCII.
    var clippedByCharacters: String {
        let edges = [unicodeScalars.first, unicodeScalars.last].compactMap { $0 }
        guard contains(where: \.isNewline) || count > 60 || edges.contains(where: \.properties.isWhitespace) else { return self }
        let flat = split(whereSeparator: \.isNewline).map(\.trimmingSpaces).joined(separator: " ")
        return flat.count <= 60 ? flat : String(flat.prefix(57)) + "…"
    }
}

extension Substring {
    /// This line without the spaces and tabs around it (Unicode `White_Space` scalars; after a
    /// split at line breaks those are the spaces and the tab, as Foundation's `.whitespaces`).
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
