import Foundation

/// Reading and writing PNG files through libpng.
///
/// Every colour type and bit depth of the PNG specification reads into RGBA: 16-bit files
/// into `.rgba16`, all others into `.rgba8`; palette, grey and tRNS transparency are expanded;
/// Adam7 interlacing is undone. Samples are kept as stored (no gamma conversion), so a write
/// then a read gives back the same image. Errors name the file and say what is wrong.
public enum PNG {
    /// Reads the PNG file at `path`.
    ///
    /// - Throws: `PNGError` for a missing file, a wrong signature, truncated data, a CRC
    ///   mismatch, other damage, or dimensions whose pixel buffer would exceed `limits`.
    public static func read(contentsOf path: String, limits: ImageLimits = .standard) throws(PNGError) -> Image {
        let session = try PNGReadSession(path: path)
        try session.start(limits: limits)
        return try session.readImage()
    }

    /// Decodes PNG `data`; `name` stands for the file in error messages.
    public static func decode(_ data: Data, name: String = "PNG data",
                              limits: ImageLimits = .standard) throws(PNGError) -> Image {
        let session = try PNGReadSession(data: data, name: name)
        try session.start(limits: limits)
        return try session.readImage()
    }

    /// Writes `image` to `path` atomically (a temporary file renamed into place).
    ///
    /// - Throws: `PNGError` when the file cannot be written or `options` ask for an encoding
    ///   that cannot hold the image exactly (a grey type for a coloured pixel, say).
    public static func write(_ image: Image, to path: String, options: PNGWriteOptions = PNGWriteOptions()) throws(PNGError) {
        let layout = try PNGRowLayout(image: image, options: options, name: path)
        try PNGOutput.writeAtomically(to: path) { (stream) throws(PNGError) in
            try encode(image, layout: layout, into: stream, name: path)
        }
    }

    /// Encodes `image` as PNG data.
    public static func encode(_ image: Image, options: PNGWriteOptions = PNGWriteOptions()) throws(PNGError) -> Data {
        let name = "PNG data"
        let layout = try PNGRowLayout(image: image, options: options, name: name)
        return try PNGOutput.collect(name: name) { (stream) throws(PNGError) in
            try encode(image, layout: layout, into: stream, name: name)
        }
    }

    private static func encode(_ image: Image, layout: PNGRowLayout, into stream: UnsafeMutablePointer<FILE>,
                               name: String) throws(PNGError) {
        let session = try PNGWriteSession(name: name, stream: stream, width: image.width, height: image.height,
                                          layout: layout)
        var rows: [UInt8] = []
        try layout.encodeRows(of: image, from: 0, count: image.height, into: &rows, name: name)
        let rowBytes = layout.rowBytes(width: image.width)
        try rows.withMutableBytes { (buffer) throws(PNGError) in
            if layout.isInterlaced {
                try session.writeImage(buffer, rowBytes: rowBytes, rows: image.height)
            } else {
                try session.writeRows(buffer, rowBytes: rowBytes, rows: image.height)
            }
        }
        try session.finish()
    }
}
