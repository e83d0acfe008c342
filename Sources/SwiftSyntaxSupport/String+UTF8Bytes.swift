extension String {
    /// Calls `body` with this string's UTF-8 bytes in place: a native string's own storage, a
    /// bridged one's after one copy into native storage (`String.withUTF8`).
    public func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        var text = self
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
}
