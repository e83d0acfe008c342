extension Image {
    /// The pixel at (`x`, `y`), reduced to 8 bits per channel (16-bit samples are rounded).
    ///
    /// - Precondition: the coordinates lie inside the image.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        let index = (y * width + x) * 4
        switch pixels {
        case .rgba8(let samples):
            return RGBA8(red: samples[index], green: samples[index + 1],
                         blue: samples[index + 2], alpha: samples[index + 3])
        case .rgba16(let samples):
            return RGBA8(red: Self.eightBit(samples[index]), green: Self.eightBit(samples[index + 1]),
                         blue: Self.eightBit(samples[index + 2]), alpha: Self.eightBit(samples[index + 3]))
        }
    }

    /// The image with samples of `format`: 8-bit samples widen exactly (`v × 257`), 16-bit
    /// samples round to the nearest 8-bit value.
    public func converted(to format: PixelFormat) -> Image {
        var copy = self
        switch (pixels, format) {
        case (.rgba8(let samples), .rgba16):
            copy.pixels = .rgba16(samples.map { UInt16($0) * 257 })
        case (.rgba16(let samples), .rgba8):
            copy.pixels = .rgba8(samples.map(Self.eightBit))
        default:
            break
        }
        return copy
    }

    /// A 16-bit sample rounded to 8 bits (`round(v × 255 / 65535)`).
    static func eightBit(_ sample: UInt16) -> UInt8 {
        UInt8((UInt32(sample) * 255 + 32767) / 65535)
    }
}
