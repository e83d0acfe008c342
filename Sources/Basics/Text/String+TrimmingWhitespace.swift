import Foundation

extension String {
    /// The text without white space and newlines at either end: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives. Text whose first and last bytes
    /// are ASCII characters other than white space (nearly every label) is returned as it is,
    /// without Foundation building a trimmed copy; any other is trimmed by Foundation.
    public var trimmingWhitespace: String {
        guard let first = utf8.first, let last = utf8.last,
              Self.isPlainASCII(first), Self.isPlainASCII(last) else {
            return trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return self
    }

    /// An ASCII byte that is not white space or a newline (tab, line feed, vertical tab, form
    /// feed, carriage return, space); bytes of other characters are left to Foundation.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80
    }
}
