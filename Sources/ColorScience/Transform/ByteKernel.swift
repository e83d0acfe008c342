/// A transform compiled for 8-bit pixels and computed in double precision exactly as
/// `ColorTransform.apply(to:)` computes it — same decode values, same matrix sums in the same
/// order, same clamps — so every output byte is the exact path's rounding.
///
/// What makes it fast is in the ends: the first stage decodes by a 256-entry table and the
/// last encodes by `SRGBByteEncoding`'s thresholds, so a simulation (one stage) makes no call
/// into the maths library. Only the joints of a chain (encode, then decode for the next stage)
/// use `SRGBTransfer`, as the exact path does.
struct ByteKernel {
    struct Step {
        enum Kind { case linear, encoded, linearSplit }
        var kind: Kind
        /// Row-major; for a split stage, the matrix where `dot(linear, separation) ≥ 0`.
        var matrix: SIMD16<Double>
        var otherMatrix: SIMD16<Double> = .zero
        var offset: SIMD3<Double> = .zero
        var separation: SIMD3<Double> = .zero
    }

    let steps: UnsafeBufferPointer<Step>
    let decode: UnsafeBufferPointer<Double>
    let thresholds: UnsafeBufferPointer<Double>
    let bucketStarts: UnsafeBufferPointer<UInt8>

    /// Compiles `transform` and calls `body` with a kernel valid for the duration of the call.
    static func run(_ transform: ColorTransform, _ body: (ByteKernel) -> Void) {
        let steps = transform.stages.map(step)
        steps.withUnsafeBufferPointer { steps in
            SRGBByteEncoding.decode.withUnsafeBufferPointer { decode in
                SRGBByteEncoding.thresholds.withUnsafeBufferPointer { thresholds in
                    SRGBByteEncoding.bucketStarts.withUnsafeBufferPointer { bucketStarts in
                        body(ByteKernel(steps: steps, decode: decode, thresholds: thresholds,
                                        bucketStarts: bucketStarts))
                    }
                }
            }
        }
    }

    static func step(_ stage: ColorTransform.Stage) -> Step {
        switch stage {
        case .linear(let matrix):
            Step(kind: .linear, matrix: rowMajor(matrix))
        case .encoded(let matrix, let offset):
            Step(kind: .encoded, matrix: rowMajor(matrix), offset: offset)
        case .linearSplit(let first, let second, let separation):
            Step(kind: .linearSplit, matrix: rowMajor(first), otherMatrix: rowMajor(second), separation: separation)
        }
    }

    static func rowMajor(_ m: Matrix3x3) -> SIMD16<Double> {
        var values = SIMD16<Double>.zero
        for index in 0..<9 { values[index] = m[index / 3, index % 3] }
        return values
    }

    /// The transformed bytes of one pixel. Needs at least one step.
    @inline(__always)
    func callAsFunction(_ red: Int, _ green: Int, _ blue: Int) -> (UInt8, UInt8, UInt8) {
        var x = 0.0, y = 0.0, z = 0.0
        var isRaw = true
        let last = steps.count - 1
        for index in 0...last {
            let step = steps[index]
            if step.kind == .encoded {
                if isRaw { (x, y, z) = (Double(red) / 255, Double(green) / 255, Double(blue) / 255) }
                let m = step.matrix, o = step.offset
                (x, y, z) = (Self.unit(m[0] * x + m[1] * y + m[2] * z + o.x),
                             Self.unit(m[3] * x + m[4] * y + m[5] * z + o.y),
                             Self.unit(m[6] * x + m[7] * y + m[8] * z + o.z))
                if index == last { return (Self.byte(x), Self.byte(y), Self.byte(z)) }
            } else {
                if isRaw {
                    (x, y, z) = (decode[red], decode[green], decode[blue])
                } else {
                    (x, y, z) = (SRGBTransfer.decode(x), SRGBTransfer.decode(y), SRGBTransfer.decode(z))
                }
                var m = step.matrix
                if step.kind == .linearSplit {
                    let s = step.separation
                    if !(x * s.x + y * s.y + z * s.z >= 0) { m = step.otherMatrix }
                }
                (x, y, z) = (Self.unit(m[0] * x + m[1] * y + m[2] * z),
                             Self.unit(m[3] * x + m[4] * y + m[5] * z),
                             Self.unit(m[6] * x + m[7] * y + m[8] * z))
                if index == last { return (encode(x), encode(y), encode(z)) }
                (x, y, z) = (SRGBTransfer.encode(x), SRGBTransfer.encode(y), SRGBTransfer.encode(z))
            }
            isRaw = false
        }
        return (0, 0, 0)
    }

    /// The exact path's byte for linear light 0…1: the byte at the start of its bucket, plus
    /// one if the value reaches the only threshold that can lie inside the bucket.
    @inline(__always)
    func encode(_ linear: Double) -> UInt8 {
        let start = bucketStarts[Int(linear * Double(SRGBByteEncoding.bucketCount))]
        return linear >= thresholds[Int(start) + 1] ? start + 1 : start
    }

    /// `(value · 255).rounded()` for 0…1, without a call into the maths library: the whole part,
    /// plus one when the fraction (exact in `Double`) is a half or more.
    @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        let scaled = value * 255
        let whole = UInt8(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The value clamped to 0…1, NaN to 0 (as `Double.clampedToUnit`).
    @inline(__always)
    static func unit(_ value: Double) -> Double { value >= 0 ? (value <= 1 ? value : 1) : 0 }
}
