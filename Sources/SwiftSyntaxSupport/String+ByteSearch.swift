extension String {
    /// Whether the UTF-8 bytes of this string hold those of `needle`: a byte scan, cheaper than
    /// the Unicode-aware `contains` of Foundation, for the quick tests made of every file's text
    /// before reading its tree.
    public func containsBytes(_ needle: StaticString) -> Bool {
        containsBytes(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    }

    /// Whether the UTF-8 bytes of this string hold those of `needle`, as `containsBytes(_:)` of
    /// a static string.
    public func containsBytes(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { containsBytes($0) }
    }

    private func containsBytes(_ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = self
        return text.withUTF8 { haystack in
            guard let first = pattern.first, haystack.count >= pattern.count else { return pattern.isEmpty }
            var start = 0
            while start <= haystack.count - pattern.count {
                if haystack[start] == first, (1..<pattern.count).allSatisfy({ haystack[start + $0] == pattern[$0] }) {
                    return true
                }
                start += 1
            }
            return false
        }
    }
}
