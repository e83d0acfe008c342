extension Image {
    /// Fills the rectangle at (`x`, `y`) of `width × height`, clipped to the image, with `colour`.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, with colour: RGBA8) {
        let left = max(0, x), right = min(self.width, x + width)
        let top = max(0, y), bottom = min(self.height, y + height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right {
                setPixel(x: column, y: row, to: colour)
            }
        }
    }

    /// Sets one pixel (16-bit images get the colour widened exactly).
    mutating func setPixel(x: Int, y: Int, to colour: RGBA8) {
        let index = (y * width + x) * 4
        switch pixels {
        case .rgba8(var samples):
            pixels = .rgba8([])
            samples[index] = colour.red
            samples[index + 1] = colour.green
            samples[index + 2] = colour.blue
            samples[index + 3] = colour.alpha
            pixels = .rgba8(samples)
        case .rgba16(var samples):
            pixels = .rgba16([])
            samples[index] = UInt16(colour.red) * 257
            samples[index + 1] = UInt16(colour.green) * 257
            samples[index + 2] = UInt16(colour.blue) * 257
            samples[index + 3] = UInt16(colour.alpha) * 257
            pixels = .rgba16(samples)
        }
    }

    /// Copies `source` (converted to this image's format) with its top-left corner at
    /// (`x`, `y`), clipped to this image.
    mutating func draw(_ source: Image, atX x: Int, y: Int) {
        let source = source.converted(to: format)
        let left = max(0, x), right = min(width, x + source.width)
        guard left < right else { return }
        for row in max(0, y)..<min(height, y + source.height) {
            let target = (row * width + left) * 4
            let from = ((row - y) * source.width + (left - x)) * 4
            let count = (right - left) * 4
            switch (pixels, source.pixels) {
            case (.rgba8(var samples), .rgba8(let incoming)):
                pixels = .rgba8([])
                samples.replaceSubrange(target..<(target + count), with: incoming[from..<(from + count)])
                pixels = .rgba8(samples)
            case (.rgba16(var samples), .rgba16(let incoming)):
                pixels = .rgba16([])
                samples.replaceSubrange(target..<(target + count), with: incoming[from..<(from + count)])
                pixels = .rgba16(samples)
            default:
                break
            }
        }
    }

    /// Draws `text` in the 5×7 font with its top-left corner at (`x`, `y`), each font pixel a
    /// `scale × scale` square of `colour`; characters that would cross the right edge are left out.
    mutating func drawText(_ text: String, atX x: Int, y: Int, scale: Int, colour: RGBA8) {
        var left = x
        for character in text {
            guard left + BitmapFont.glyphWidth * scale <= width else { return }
            for (row, bits) in BitmapFont.rows(for: character).enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
                    fill(x: left + column * scale, y: y + row * scale, width: scale, height: scale, with: colour)
                }
            }
            left += (BitmapFont.glyphWidth + BitmapFont.spacing) * scale
        }
    }
}
