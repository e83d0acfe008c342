/// How much memory a decoded image may take, checked against the header before any pixel
/// is allocated.
public struct ImageLimits: Hashable, Codable, Sendable {
    /// The largest pixel buffer, in bytes, an in-memory decode may allocate.
    public var maximumPixelBufferBytes: Int

    public init(maximumPixelBufferBytes: Int) {
        self.maximumPixelBufferBytes = maximumPixelBufferBytes
    }

    /// Room for a 50-megapixel image at 16 bits per sample (400 MB).
    public static let standard = ImageLimits(maximumPixelBufferBytes: 50_000_000 * 8)

    /// The buffer size of a `width × height` image at `bytesPerPixel`, or nil on overflow.
    static func bufferBytes(width: Int, height: Int, bytesPerPixel: Int) -> Int? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        return overflow2 ? nil : bytes
    }
}
