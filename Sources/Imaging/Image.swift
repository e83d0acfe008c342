/// A decoded raster image: straight (not premultiplied) RGBA samples, row by row, top to bottom.
///
/// Samples are sRGB-encoded as stored in the file (no gamma conversion is applied on read),
/// 8 bits per sample for files of bit depth 1–8 and 16 bits for 16-bit files, so a read and
/// a write give back the same samples.
public struct Image: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The samples, four per pixel (red, green, blue, alpha), `width × 4` per row.
    public var pixels: PixelBuffer

    /// An image over `pixels`, which must hold exactly `width × height × 4` samples.
    public init(width: Int, height: Int, pixels: PixelBuffer) throws(ImageError) {
        guard width > 0, height > 0 else {
            throw .invalidDimensions(width: width, height: height)
        }
        let (expected, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, pixels.count == expected else {
            throw .sampleCountMismatch(expected: expected, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour, 8 bits per sample.
    public init(width: Int, height: Int, filledWith pixel: RGBA8) throws(ImageError) {
        guard width > 0, height > 0 else {
            throw .invalidDimensions(width: width, height: height)
        }
        var samples = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: samples.count, by: 4) {
            samples[index] = pixel.red
            samples[index + 1] = pixel.green
            samples[index + 2] = pixel.blue
            samples[index + 3] = pixel.alpha
        }
        try self.init(width: width, height: height, pixels: .rgba8(samples))
    }

    /// The sample layout.
    public var format: PixelFormat { pixels.format }
}

/// Why an `Image` could not be made.
public enum ImageError: Error, Hashable, Sendable {
    case invalidDimensions(width: Int, height: Int)
    case sampleCountMismatch(expected: Int, actual: Int)
    /// An image to be made would need more than the allowed memory.
    case tooLarge(width: Int, height: Int, bytes: Int, limit: Int)
}

/// The sample size of an image's pixels.
public enum PixelFormat: String, Hashable, Codable, Sendable {
    /// 8 bits per sample, 4 bytes per pixel.
    case rgba8
    /// 16 bits per sample, 8 bytes per pixel.
    case rgba16

    /// Bytes per pixel.
    public var bytesPerPixel: Int { self == .rgba8 ? 4 : 8 }
}

/// Contiguous RGBA samples at 8 or 16 bits.
public enum PixelBuffer: Hashable, Sendable {
    case rgba8([UInt8])
    case rgba16([UInt16])

    /// The number of samples (four per pixel).
    public var count: Int {
        switch self {
        case .rgba8(let samples): samples.count
        case .rgba16(let samples): samples.count
        }
    }

    /// The sample layout.
    public var format: PixelFormat {
        switch self {
        case .rgba8: .rgba8
        case .rgba16: .rgba16
        }
    }
}
