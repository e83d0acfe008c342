import ColorScience

/// Finds the background and foreground colours inside a region of a screenshot, so the
/// contrast of real pixels under an element's frame can be measured.
///
/// A histogram of colours quantised to 4 bits per channel (4 096 bins) is built from the
/// region's pixels (alpha ignored: screenshots are opaque). The fullest bin is the
/// background; the fullest bin whose mean colour differs from the background's by more than
/// `minimumDifference` (CIEDE2000) is the foreground. Bin means, not bin centres, are
/// reported, so a flat colour comes back exactly.
public struct ColorSampler: Hashable, Sendable {
    /// How different (ΔE00) the foreground must be from the background; anti-aliased edges
    /// fall between the two and are skipped by this margin.
    public var minimumDifference: Double

    public init(minimumDifference: Double = 10) {
        self.minimumDifference = minimumDifference
    }

    /// The sample of `region` in `image`; nil when the region lies outside the image.
    public func sample(_ image: Image, in region: PixelRegion) -> ColorSample? {
        guard let region = region.clipped(toWidth: image.width, height: image.height) else { return nil }
        var bins = [Bin](repeating: Bin(), count: 4096)
        for y in region.y..<(region.y + region.height) {
            for x in region.x..<(region.x + region.width) {
                let pixel = image.pixel(x: x, y: y)
                let key = Int(pixel.red >> 4) << 8 | Int(pixel.green >> 4) << 4 | Int(pixel.blue >> 4)
                bins[key].add(pixel)
            }
        }
        let total = Double(region.width * region.height)
        let ranked = bins.filter { $0.count > 0 }.sorted { $0.count > $1.count }
        guard let backgroundBin = ranked.first else { return nil }
        let background = backgroundBin.mean
        let foregroundBin = ranked.dropFirst().first { CIEDE2000.difference($0.mean, background) > minimumDifference }
        return ColorSample(background: background, foreground: foregroundBin?.mean,
                           backgroundShare: Double(backgroundBin.count) / total,
                           foregroundShare: Double(foregroundBin?.count ?? 0) / total)
    }

    /// One histogram bin: how many pixels fell in it and their channel sums.
    private struct Bin {
        var count = 0
        var red = 0, green = 0, blue = 0

        mutating func add(_ pixel: RGBA8) {
            count += 1
            red += Int(pixel.red)
            green += Int(pixel.green)
            blue += Int(pixel.blue)
        }

        var mean: RGBColor {
            let n = Double(max(count, 1)) * 255
            return RGBColor(red: Double(red) / n, green: Double(green) / n, blue: Double(blue) / n)
        }
    }
}
