extension String {
    /// Whether the UTF-8 bytes of this string hold those of `needle`: a byte scan, cheaper than
    /// the Unicode-aware `contains` of Foundation, for the quick tests made of every file's text
    /// before reading its tree.
    public func containsBytes(_ needle: StaticString) -> Bool {
        containsBytes(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), inUTF8Offsets: nil)
    }

    /// Whether the UTF-8 bytes of this string hold those of `needle`, as `containsBytes(_:)` of
    /// a static string.
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { containsBytes($0, inUTF8Offsets: nil) }
    }

    /// Whether the UTF-8 bytes at `offsets` of this string (a node's range in its file's text,
    /// `SyntaxPlace.start..<SyntaxPlace.end`) hold those of `needle`, all of them inside the
    /// range; the part of the range past the end of the text is not read.
    public func containsBytes(_ needle: String, inUTF8Offsets offsets: Range<Int>) -> Bool {
        var needle = needle
        return needle.withUTF8 { containsBytes($0, inUTF8Offsets: offsets) }
    }

    private func containsBytes(_ pattern: UnsafeBufferPointer<UInt8>, inUTF8Offsets offsets: Range<Int>?) -> Bool {
        var text = self
        return text.withUTF8 { whole in
            whole.firstOffset(of: pattern, in: offsets?.clamped(to: 0..<whole.count) ?? 0..<whole.count) != nil
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The first offset in `range` where the bytes of `pattern` start, all of them inside the
    /// range; the range's start for an empty pattern.
    public func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
        guard let first = pattern.first else { return range.lowerBound }
        guard range.count >= pattern.count else { return nil }
        var start = range.lowerBound
        while start <= range.upperBound - pattern.count {
            if self[start] == first, (1..<pattern.count).allSatisfy({ self[start + $0] == pattern[$0] }) { return start }
            start += 1
        }
        return nil
    }
}
