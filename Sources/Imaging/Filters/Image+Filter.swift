import ColorScience

extension Image {
    /// The image seen through `transform` (alpha untouched).
    public func applying(_ transform: ColorTransform) -> Image {
        var copy = self
        copy.apply(PNGBandStream.Operation(transform))
        return copy
    }

    /// The image seen through `filter`.
    public func applying(_ filter: ImageFilter) -> Image {
        applying(filter.transform)
    }
}

extension PNGBandStream.Operation {
    /// The operation running `transform` on 8- and 16-bit samples, on every core.
    init(_ transform: ColorTransform) {
        self.init(rgba8: { PixelRuns.forEach(in: $0) { transform.apply(toRGBA8: $0) } },
                  rgba16: { PixelRuns.forEach(in: $0) { transform.apply(toRGBA16: $0) } })
    }
}

extension PNG {
    /// Reads the PNG at `input`, applies `transform` and writes the result to `output`
    /// atomically, a band of `bandHeight` rows at a time so a 50-megapixel image needs only a
    /// band in memory (interlaced input is decoded whole, within `limits`). The output is RGBA
    /// at the input's bit depth; `input` and `output` may be the same file.
    public static func filterFile(from input: String, to output: String, transform: ColorTransform,
                                  bandHeight: Int = 256, limits: ImageLimits = .standard) throws(PNGError) {
        try PNGBandStream.run(from: input, to: output, bandHeight: bandHeight, limits: limits,
                              operation: PNGBandStream.Operation(transform))
    }
}
