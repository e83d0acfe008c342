/// Filters a PNG file into another band of rows by band, so memory holds one band rather
/// than the whole image (a 50-megapixel screenshot needs a few megabytes, not 200).
///
/// Interlaced files cannot be streamed (a row is complete only after the last Adam7 pass),
/// so they are decoded whole, within `limits`. The output is RGBA at the input's depth.
enum PNGBandStream {
    /// In-place operations on a band of RGBA samples.
    struct Operation: Sendable {
        var rgba8: @Sendable (UnsafeMutableBufferPointer<UInt8>) -> Void
        var rgba16: @Sendable (UnsafeMutableBufferPointer<UInt16>) -> Void
    }

    static func run(from input: String, to output: String, bandHeight: Int, limits: ImageLimits,
                    operation: Operation) throws(PNGError) {
        let reader = try PNGReadSession(path: input)
        if reader.isInterlaced {
            try reader.start(limits: limits)
            var image = try reader.readImage()
            image.apply(operation)
            try PNG.write(image, to: output, options: PNGWriteOptions(colorType: .rgba))
            return
        }
        // Checked before `start`, which allocates libpng's own row buffers.
        let rowBytes = reader.width * reader.format.bytesPerPixel
        guard rowBytes <= limits.maximumPixelBufferBytes else {
            throw PNGError(file: input, kind: .tooLarge(width: reader.width, height: reader.height,
                                                        bytes: rowBytes, limit: limits.maximumPixelBufferBytes))
        }
        try reader.start(limits: nil)
        let band = max(1, min(bandHeight, reader.height, limits.maximumPixelBufferBytes / rowBytes))
        try PNGOutput.writeAtomically(to: output) { (stream) throws(PNGError) in
            let writer = try PNGWriteSession(name: output, stream: stream, width: reader.width,
                                             height: reader.height, layout: PNGRowLayout(streaming: reader.format))
            switch reader.format {
            case .rgba8:
                var samples = [UInt8](repeating: 0, count: band * reader.width * 4)
                try copyBands(reader, writer, band: band, rowBytes: rowBytes, samples: &samples, apply: operation.rgba8)
            case .rgba16:
                var samples = [UInt16](repeating: 0, count: band * reader.width * 4)
                try copyBands(reader, writer, band: band, rowBytes: rowBytes, samples: &samples, apply: operation.rgba16)
            }
            try writer.finish()
            try reader.finish()
        }
    }

    private static func copyBands<Sample>(_ reader: PNGReadSession, _ writer: PNGWriteSession, band: Int, rowBytes: Int,
                                       samples: inout [Sample],
                                       apply: (UnsafeMutableBufferPointer<Sample>) -> Void) throws(PNGError) {
        var row = 0
        while row < reader.height {
            let rows = min(band, reader.height - row)
            try samples.withMutableBytes { (buffer) throws(PNGError) in
                try reader.readRows(into: buffer, rows: rows)
            }
            samples.withUnsafeMutableBufferPointer { buffer in
                apply(UnsafeMutableBufferPointer(rebasing: buffer[0..<(rows * reader.width * 4)]))
            }
            try samples.withMutableBytes { (buffer) throws(PNGError) in
                try writer.writeRows(buffer, rowBytes: rowBytes, rows: rows)
            }
            row += rows
        }
    }
}

extension Image {
    /// Applies `operation` to every pixel in place.
    mutating func apply(_ operation: PNGBandStream.Operation) {
        switch pixels {
        case .rgba8(var samples):
            pixels = .rgba8([])
            samples.withUnsafeMutableBufferPointer { operation.rgba8($0) }
            pixels = .rgba8(samples)
        case .rgba16(var samples):
            pixels = .rgba16([])
            samples.withUnsafeMutableBufferPointer { operation.rgba16($0) }
            pixels = .rgba16(samples)
        }
    }
}
