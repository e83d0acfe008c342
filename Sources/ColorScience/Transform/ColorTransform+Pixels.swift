/// The fast path: a transform applied in place to interleaved RGBA pixels.
extension ColorTransform {
    /// Applies the transform in place to 8-bit RGBA pixels (straight alpha, 4 bytes a pixel).
    ///
    /// Uses lookup tables for the sRGB curve and allocates nothing per pixel. A trailing
    /// partial pixel (a count not a multiple of 4) is left unchanged. Results match
    /// `apply(to:)` to within one step of 8 bits.
    public func apply(toRGBA8 pixels: UnsafeMutableBufferPointer<UInt8>) {
        apply(to: pixels, decodeTable: SRGBLookupTables.decode8)
    }

    /// Applies the transform in place to 16-bit RGBA pixels (straight alpha, 4 values a pixel).
    ///
    /// As `apply(toRGBA8:)`; results match `apply(to:)` to within one step of 16 bits.
    public func apply(toRGBA16 pixels: UnsafeMutableBufferPointer<UInt16>) {
        apply(to: pixels, decodeTable: SRGBLookupTables.decode16)
    }

    /// The shared pixel loop; `decodeTable` gives linear light for every channel value.
    private func apply<Channel: FixedWidthInteger & UnsignedInteger>(
        to pixels: UnsafeMutableBufferPointer<Channel>, decodeTable: [Float]
    ) {
        guard !stages.isEmpty else { return }
        let program = PixelProgram(self)
        decodeTable.withUnsafeBufferPointer { decode in
            program.run(pixelCount: pixels.count / 4, maximum: Float(Channel.max),
                        read: { index in (Float(pixels[index]), decode[Int(pixels[index])]) },
                        write: { index, value in pixels[index] = Channel(value) })
        }
    }
}

/// A transform compiled to single-precision steps for the pixel loops.
private struct PixelProgram {
    typealias Matrix = (Float, Float, Float, Float, Float, Float, Float, Float, Float)

    struct Step {
        var isLinear: Bool
        var matrix: Matrix
        var offset: (Float, Float, Float)
        /// For a split stage: the matrix used where `dot(c, separation) < 0`.
        var otherMatrix: Matrix?
        var separation: (Float, Float, Float) = (0, 0, 0)
    }

    let steps: [Step]

    init(_ transform: ColorTransform) {
        steps = transform.stages.map { stage in
            switch stage {
            case .linear(let matrix): Step(isLinear: true, matrix: Self.floats(matrix), offset: (0, 0, 0))
            case .encoded(let matrix, let offset):
                Step(isLinear: false, matrix: Self.floats(matrix),
                     offset: (Float(offset.x), Float(offset.y), Float(offset.z)))
            case .linearSplit(let first, let second, let separation):
                Step(isLinear: true, matrix: Self.floats(first), offset: (0, 0, 0), otherMatrix: Self.floats(second),
                     separation: (Float(separation.x), Float(separation.y), Float(separation.z)))
            }
        }
    }

    static func floats(_ m: Matrix3x3) -> Matrix {
        (Float(m[0, 0]), Float(m[0, 1]), Float(m[0, 2]), Float(m[1, 0]), Float(m[1, 1]), Float(m[1, 2]),
         Float(m[2, 0]), Float(m[2, 1]), Float(m[2, 2]))
    }

    /// Runs every step on each pixel. `read` gives a channel's raw value and its exact linear
    /// light; `write` stores a rounded raw value.
    func run(pixelCount: Int, maximum: Float,
             read: (Int) -> (raw: Float, linear: Float), write: (Int, Float) -> Void) {
        let scale = 1 / maximum
        SRGBLookupTables.encodeBySquareRoot.withUnsafeBufferPointer { encodeTable in
            SRGBLookupTables.decodeByEncoded.withUnsafeBufferPointer { decodeTable in
                steps.withUnsafeBufferPointer { steps in
                    for pixel in 0..<pixelCount {
                        let base = pixel * 4
                        let r = read(base), g = read(base + 1), b = read(base + 2)
                        // Current values and whether they are linear light (else encoded).
                        var c = (r.raw * scale, g.raw * scale, b.raw * scale)
                        var isLinear = false
                        var isExactInput = true
                        for step in steps {
                            if step.isLinear != isLinear {
                                if step.isLinear {
                                    c = isExactInput ? (r.linear, g.linear, b.linear)
                                        : (Self.decode(c.0, decodeTable), Self.decode(c.1, decodeTable),
                                           Self.decode(c.2, decodeTable))
                                } else {
                                    c = (Self.encode(c.0, encodeTable), Self.encode(c.1, encodeTable),
                                         Self.encode(c.2, encodeTable))
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
                            c = (Self.encode(c.0, encodeTable), Self.encode(c.1, encodeTable),
                                 Self.encode(c.2, encodeTable))
                        }
                        write(base, (Self.unit(c.0) * maximum).rounded())
                        write(base + 1, (Self.unit(c.1) * maximum).rounded())
                        write(base + 2, (Self.unit(c.2) * maximum).rounded())
                    }
                }
            }
        }
    }

    @inline(__always)
    static func unit(_ value: Float) -> Float { value >= 0 ? (value <= 1 ? value : 1) : 0 }

    @inline(__always)
    static func encode(_ linear: Float, _ table: UnsafeBufferPointer<Float>) -> Float {
        interpolate(linear.squareRoot() * Float(SRGBLookupTables.encodeSteps), table)
    }

    @inline(__always)
    static func decode(_ encoded: Float, _ table: UnsafeBufferPointer<Float>) -> Float {
        interpolate(encoded * Float(SRGBLookupTables.decodeSteps), table)
    }

    @inline(__always)
    static func interpolate(_ position: Float, _ table: UnsafeBufferPointer<Float>) -> Float {
        let last = table.count - 1
        let index = min(Int(position), last - 1)
        let fraction = position - Float(index)
        return table[index] + fraction * (table[index + 1] - table[index])
    }
}
