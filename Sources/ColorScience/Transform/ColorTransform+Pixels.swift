/// The fast path: a transform applied in place to interleaved RGBA pixels.
extension ColorTransform {
    /// Applies the transform in place to 8-bit RGBA pixels (straight alpha, 4 bytes a pixel).
    ///
    /// Every byte equals the exact path's rounding, `(apply(to:) · 255).rounded()`: the
    /// arithmetic is the exact path's, in double precision, with the sRGB curve at the ends by
    /// table (`ByteKernel`). Allocates nothing per pixel; a pixel the colour of the one before it
    /// (most of a screenshot) reuses its result. A trailing partial pixel (a count not a
    /// multiple of 4) is left unchanged.
    public func apply(toRGBA8 pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard !stages.isEmpty else { return }
        ByteKernel.run(self) { kernel in
            guard !kernel.isSingleLinear else { return kernel.applyLinear(to: pixels) }
            var input: (UInt8, UInt8, UInt8) = (0, 0, 0)
            var out = kernel(0, 0, 0)
            for base in stride(from: 0, to: pixels.count - 3, by: 4) {
                let pixel = (pixels[base], pixels[base + 1], pixels[base + 2])
                if pixel != input { (input, out) = (pixel, kernel(Int(pixel.0), Int(pixel.1), Int(pixel.2))) }
                pixels[base] = out.0
                pixels[base + 1] = out.1
                pixels[base + 2] = out.2
            }
        }
    }

    /// Applies the transform in place to 16-bit RGBA pixels (straight alpha, 4 values a pixel).
    ///
    /// Uses lookup tables for the sRGB curve in single precision and allocates nothing per
    /// pixel; a pixel the colour of the one before it reuses its result. Results match
    /// `apply(to:)` to within one step of 16 bits.
    public func apply(toRGBA16 pixels: UnsafeMutableBufferPointer<UInt16>) {
        guard !stages.isEmpty else { return }
        PixelKernel.run(self, decode: SRGBLookupTables.decode16, maximum: 65535) { kernel in
            var input = (-1, -1, -1), out = (0, 0, 0)
            for base in stride(from: 0, to: pixels.count - 3, by: 4) {
                let pixel = (Int(pixels[base]), Int(pixels[base + 1]), Int(pixels[base + 2]))
                if pixel != input { (input, out) = (pixel, kernel(pixel.0, pixel.1, pixel.2)) }
                pixels[base] = UInt16(truncatingIfNeeded: out.0)
                pixels[base + 1] = UInt16(truncatingIfNeeded: out.1)
                pixels[base + 2] = UInt16(truncatingIfNeeded: out.2)
            }
        }
    }
}

/// A transform compiled to single-precision steps, with the lookup tables it reads, applied
/// to one pixel's raw channel values at a time.
private struct PixelKernel {
    typealias Matrix = (Float, Float, Float, Float, Float, Float, Float, Float, Float)

    struct Step {
        var isLinear: Bool
        var matrix: Matrix
        var offset: (Float, Float, Float)
        /// For a split stage: the matrix used where `dot(c, separation) < 0`.
        var otherMatrix: Matrix?
        var separation: (Float, Float, Float) = (0, 0, 0)
    }

    let steps: UnsafeBufferPointer<Step>
    /// Linear light for each raw channel value.
    let decodeRaw: UnsafeBufferPointer<Float>
    let encodeTable: UnsafeBufferPointer<Float>
    let decodeTable: UnsafeBufferPointer<Float>
    let maximum: Float

    /// Compiles `transform` and calls `body` with a kernel valid for the duration of the call.
    static func run(_ transform: ColorTransform, decode: [Float], maximum: Float, _ body: (PixelKernel) -> Void) {
        let steps = transform.stages.map(step)
        steps.withUnsafeBufferPointer { steps in
            decode.withUnsafeBufferPointer { decode in
                SRGBLookupTables.encodeBySquareRoot.withUnsafeBufferPointer { encodeTable in
                    SRGBLookupTables.decodeByEncoded.withUnsafeBufferPointer { decodeTable in
                        body(PixelKernel(steps: steps, decodeRaw: decode, encodeTable: encodeTable,
                                         decodeTable: decodeTable, maximum: maximum))
                    }
                }
            }
        }
    }

    static func step(_ stage: ColorTransform.Stage) -> Step {
        switch stage {
        case .linear(let matrix):
            Step(isLinear: true, matrix: floats(matrix), offset: (0, 0, 0))
        case .encoded(let matrix, let offset):
            Step(isLinear: false, matrix: floats(matrix), offset: (Float(offset.x), Float(offset.y), Float(offset.z)))
        case .linearSplit(let first, let second, let separation):
            Step(isLinear: true, matrix: floats(first), offset: (0, 0, 0), otherMatrix: floats(second),
                 separation: (Float(separation.x), Float(separation.y), Float(separation.z)))
        }
    }

    static func floats(_ m: Matrix3x3) -> Matrix {
        (Float(m[0, 0]), Float(m[0, 1]), Float(m[0, 2]), Float(m[1, 0]), Float(m[1, 1]), Float(m[1, 2]),
         Float(m[2, 0]), Float(m[2, 1]), Float(m[2, 2]))
    }

    /// The transformed channels of one pixel, as rounded raw values (0…maximum). NaN from a
    /// degenerate matrix becomes 0.
    @inline(__always)
    func callAsFunction(_ red: Int, _ green: Int, _ blue: Int) -> (Int, Int, Int) {
        let scale = 1 / maximum
        var c = (Float(red) * scale, Float(green) * scale, Float(blue) * scale)
        var isLinear = false
        var isExactInput = true
        for step in steps {
            if step.isLinear != isLinear {
                if step.isLinear {
                    c = isExactInput ? (decodeRaw[red], decodeRaw[green], decodeRaw[blue])
                        : (decode(c.0), decode(c.1), decode(c.2))
                } else {
                    c = (encode(c.0), encode(c.1), encode(c.2))
                }
                isLinear = step.isLinear
            }
            isExactInput = false
            var m = step.matrix
            if let other = step.otherMatrix,
               c.0 * step.separation.0 + c.1 * step.separation.1 + c.2 * step.separation.2 < 0 {
                m = other
            }
            c = (Self.unit(m.0 * c.0 + m.1 * c.1 + m.2 * c.2 + step.offset.0),
                 Self.unit(m.3 * c.0 + m.4 * c.1 + m.5 * c.2 + step.offset.1),
                 Self.unit(m.6 * c.0 + m.7 * c.1 + m.8 * c.2 + step.offset.2))
        }
        if isLinear {
            c = (encode(c.0), encode(c.1), encode(c.2))
        }
        return (Self.rounded(Self.unit(c.0) * maximum), Self.rounded(Self.unit(c.1) * maximum),
                Self.rounded(Self.unit(c.2) * maximum))
    }

    /// `value.rounded()` (half away from zero) for 0…65535, without a call into the maths
    /// library: the whole part, plus one when the fraction (exact in `Float`) is a half or more.
    @inline(__always)
    static func rounded(_ value: Float) -> Int {
        let whole = Int(value)
        return value - Float(whole) >= 0.5 ? whole + 1 : whole
    }

    @inline(__always)
    static func unit(_ value: Float) -> Float { value >= 0 ? (value <= 1 ? value : 1) : 0 }

    @inline(__always)
    func encode(_ linear: Float) -> Float {
        interpolate(linear.squareRoot() * Float(SRGBLookupTables.encodeSteps), encodeTable)
    }

    @inline(__always)
    func decode(_ encoded: Float) -> Float {
        interpolate(encoded * Float(SRGBLookupTables.decodeSteps), decodeTable)
    }

    @inline(__always)
    func interpolate(_ position: Float, _ table: UnsafeBufferPointer<Float>) -> Float {
        let index = min(Int(position), table.count - 2)
        let fraction = position - Float(index)
        return table[index] + fraction * (table[index + 1] - table[index])
    }
}
