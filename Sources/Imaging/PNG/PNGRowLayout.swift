/// The concrete encoding of one PNG file's rows: colour type, bit depth, interlacing and,
/// for palette images, the palette; it turns RGBA image rows into the bytes libpng expects.
struct PNGRowLayout {
    var colorType: PNGColorType
    var bitDepth: Int
    var isInterlaced: Bool
    var palette: [RGBA8] = []
    private var paletteIndex: [RGBA8: UInt8] = [:]

    /// Bytes per row handed to libpng: one byte per sample below 16 bits (libpng packs
    /// sub-byte depths), two above.
    func rowBytes(width: Int) -> Int {
        width * colorType.channelCount * (bitDepth == 16 ? 2 : 1)
    }

    /// The layout for `image` under `options`, or an error when it would lose information.
    init(image: Image, options: PNGWriteOptions, name: String) throws(PNGError) {
        let imageDepth = image.format == .rgba16 ? 16 : 8
        let colorType = options.colorType ?? Self.smallestLosslessType(of: image)
        let bitDepth = options.bitDepth ?? (colorType == .palette ? 8 : imageDepth)
        guard colorType.allowedBitDepths.contains(bitDepth) else {
            throw PNGError(file: name, kind: .cannotEncode(
                "bit depth \(bitDepth) is not allowed for \(colorType.rawValue) images "
                    + "(allowed: \(colorType.allowedBitDepths.map(String.init).joined(separator: ", ")))"))
        }
        self.colorType = colorType
        self.bitDepth = bitDepth
        isInterlaced = options.isInterlaced
        if colorType == .palette {
            try buildPalette(for: image, name: name)
        }
    }

    /// A plain RGBA layout at the format's depth, for streaming.
    init(streaming format: PixelFormat) {
        colorType = .rgba
        bitDepth = format == .rgba16 ? 16 : 8
        isInterlaced = false
    }

    static func smallestLosslessType(of image: Image) -> PNGColorType {
        var isOpaque = true
        var isGrey = true
        switch image.pixels {
        case .rgba8(let samples):
            for index in stride(from: 0, to: samples.count, by: 4) where isOpaque || isGrey {
                if samples[index + 3] != .max { isOpaque = false }
                if samples[index] != samples[index + 1] || samples[index] != samples[index + 2] { isGrey = false }
            }
        case .rgba16(let samples):
            for index in stride(from: 0, to: samples.count, by: 4) where isOpaque || isGrey {
                if samples[index + 3] != .max { isOpaque = false }
                if samples[index] != samples[index + 1] || samples[index] != samples[index + 2] { isGrey = false }
            }
        }
        switch (isGrey, isOpaque) {
        case (true, true): return .grey
        case (true, false): return .greyAlpha
        case (false, true): return .rgb
        case (false, false): return .rgba
        }
    }

    private mutating func buildPalette(for image: Image, name: String) throws(PNGError) {
        var seen = Set<RGBA8>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = try Self.exactEightBit(image, x: x, y: y, name: name)
                if seen.insert(pixel).inserted, seen.count > 1 << bitDepth {
                    throw PNGError(file: name, kind: .cannotEncode(
                        "more than \(1 << bitDepth) colours for a \(bitDepth)-bit palette"))
                }
            }
        }
        // Translucent entries first, so the tRNS chunk stays short.
        palette = seen.sorted { lhs, rhs in
            (lhs.alpha, lhs.red, lhs.green, lhs.blue) < (rhs.alpha, rhs.red, rhs.green, rhs.blue)
        }
        for (index, colour) in palette.enumerated() {
            paletteIndex[colour] = UInt8(index)
        }
    }

    private static func exactEightBit(_ image: Image, x: Int, y: Int, name: String) throws(PNGError) -> RGBA8 {
        let pixel = image.pixel(x: x, y: y)
        if case .rgba16(let samples) = image.pixels {
            let index = (y * image.width + x) * 4
            for offset in 0..<4 where samples[index + offset] % 257 != 0 {
                throw PNGError(file: name, kind: .cannotEncode("16-bit samples do not fit an 8-bit palette"))
            }
        }
        return pixel
    }

    /// Encodes `rows` rows of `image` starting at `firstRow` into `output`.
    func encodeRows(of image: Image, from firstRow: Int, count rows: Int, into output: inout [UInt8],
                    name: String) throws(PNGError) {
        let width = image.width
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(rowBytes(width: width) * rows)
        if colorType == .rgba, bitDepth == (image.format == .rgba16 ? 16 : 8) {
            let range = (firstRow * width * 4)..<((firstRow + rows) * width * 4)
            switch image.pixels {
            case .rgba8(let samples): output.append(contentsOf: samples[range])
            case .rgba16(let samples): samples[range].withUnsafeBytes { output.append(contentsOf: $0) }
            }
            return
        }
        let maximum = UInt32(1 << bitDepth) - 1
        for y in firstRow..<(firstRow + rows) {
            for x in 0..<width {
                if colorType == .palette {
                    let pixel = image.pixel(x: x, y: y)
                    guard let index = paletteIndex[pixel] else {
                        throw PNGError(file: name, kind: .cannotEncode("a colour is missing from the palette"))
                    }
                    output.append(index)
                    continue
                }
                let wide = Self.sixteenBitSamples(of: image, at: (y * width + x) * 4)
                let isGrey = wide.0 == wide.1 && wide.1 == wide.2
                if (colorType == .grey || colorType == .greyAlpha) && !isGrey {
                    throw PNGError(file: name, kind: .cannotEncode(
                        "pixel (\(x), \(y)) is not grey, so it cannot be stored as \(colorType.rawValue)"))
                }
                if (colorType == .grey || colorType == .rgb) && wide.3 != .max {
                    throw PNGError(file: name, kind: .cannotEncode(
                        "pixel (\(x), \(y)) is translucent, so it cannot be stored as \(colorType.rawValue)"))
                }
                let channels: [UInt16] = switch colorType {
                case .grey: [wide.0]
                case .greyAlpha: [wide.0, wide.3]
                case .rgb: [wide.0, wide.1, wide.2]
                default: [wide.0, wide.1, wide.2, wide.3]
                }
                for sample in channels {
                    let scaled = UInt32(sample) * maximum
                    guard scaled % 65535 == 0 else {
                        throw PNGError(file: name, kind: .cannotEncode(
                            "pixel (\(x), \(y)) has a sample that \(bitDepth) bits cannot hold exactly"))
                    }
                    let value = UInt16(scaled / 65535)
                    if bitDepth == 16 {
                        withUnsafeBytes(of: value) { output.append(contentsOf: $0) }
                    } else {
                        output.append(UInt8(value))
                    }
                }
            }
        }
    }

    /// The four samples at `index`, widened to 16 bits (`v × 257` for 8-bit images).
    private static func sixteenBitSamples(of image: Image, at index: Int) -> (UInt16, UInt16, UInt16, UInt16) {
        switch image.pixels {
        case .rgba8(let samples):
            (UInt16(samples[index]) * 257, UInt16(samples[index + 1]) * 257,
             UInt16(samples[index + 2]) * 257, UInt16(samples[index + 3]) * 257)
        case .rgba16(let samples):
            (samples[index], samples[index + 1], samples[index + 2], samples[index + 3])
        }
    }
}
