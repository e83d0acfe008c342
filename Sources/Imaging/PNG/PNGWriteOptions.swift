import CLibPNG

/// A PNG colour type (PNG specification, section 11.2.2 "IHDR").
public enum PNGColorType: String, Hashable, Codable, Sendable, CaseIterable {
    case grey, greyAlpha, rgb, rgba, palette

    /// Samples stored per pixel.
    var channelCount: Int {
        switch self {
        case .grey, .palette: 1
        case .greyAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// The bit depths the PNG specification allows for this colour type.
    public var allowedBitDepths: [Int] {
        switch self {
        case .grey: [1, 2, 4, 8, 16]
        case .palette: [1, 2, 4, 8]
        case .greyAlpha, .rgb, .rgba: [8, 16]
        }
    }

    var libPNGValue: Int32 {
        switch self {
        case .grey: PNG_COLOR_TYPE_GRAY
        case .greyAlpha: PNG_COLOR_TYPE_GRAY_ALPHA
        case .rgb: PNG_COLOR_TYPE_RGB
        case .rgba: PNG_COLOR_TYPE_RGB_ALPHA
        case .palette: PNG_COLOR_TYPE_PALETTE
        }
    }
}

/// How to store an image as PNG.
public struct PNGWriteOptions: Hashable, Sendable {
    /// The colour type, or nil for the smallest of grey, grey+alpha, RGB and RGBA that holds
    /// the image without loss.
    public var colorType: PNGColorType?
    /// The bit depth, or nil for the image's own (8 or 16; 8 for palettes).
    public var bitDepth: Int?
    /// Whether to interlace (Adam7).
    public var isInterlaced: Bool

    public init(colorType: PNGColorType? = nil, bitDepth: Int? = nil, isInterlaced: Bool = false) {
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.isInterlaced = isInterlaced
    }
}
