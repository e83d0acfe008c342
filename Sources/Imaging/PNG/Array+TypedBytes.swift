extension Array {
    /// `withUnsafeMutableBytes` for a body with a typed error (the standard one rethrows `any Error`).
    mutating func withMutableBytes<Failure: Error>(
        _ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var failure: Failure?
        withUnsafeMutableBytes { buffer in
            do throws(Failure) {
                try body(buffer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
