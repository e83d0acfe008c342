/// Identifiers read from a text's UTF-8 bytes without parsing it: the app's settlement asks a
/// file's text which names it declares and which view a finding's span starts with, and parses
/// only the files that may settle something.
enum IdentifierBytes {
    /// Whether `byte` may be part of an identifier (letters, digits, `_`, and any byte of a
    /// character outside ASCII).
    static func isPart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// The identifier starting at `start`, nil where none does.
    static func identifier<Bytes: RandomAccessCollection>(in bytes: Bytes, from start: Int) -> String?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard start >= bytes.startIndex else { return nil }
        var end = start
        while end < bytes.endIndex, isPart(bytes[end]) { end += 1 }
        return end > start ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
    }
}
