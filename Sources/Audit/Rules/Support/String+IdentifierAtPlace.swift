extension String {
    /// The identifier that starts at a 1-based line and UTF-8 column of this text (`HighlightText`
    /// of `HighlightText(text: detail)`), read without parsing; nil where none starts there.
    func identifier(atLine line: Int, column: Int) -> String? {
        let bytes = Array(utf8)
        var offset = 0
        var currentLine = 1
        while currentLine < line, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") { currentLine += 1 }
            offset += 1
        }
        guard currentLine == line else { return nil }
        return IdentifierBytes.identifier(in: bytes, from: offset + column - 1)
    }
}
