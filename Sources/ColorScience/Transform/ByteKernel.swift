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
    /// The values entering step `firstStep`, by channel (`[channel · 256 + byte]`): linear
    /// light when that step is linear, encoded values otherwise.
    let entry: UnsafeBufferPointer<Double>
    let isEntryLinear: Bool
    let firstStep: Int
    let thresholds: UnsafeBufferPointer<Double>
    let bucketStarts: UnsafeBufferPointer<UInt8>

    /// Compiles `transform` and calls `body` with a kernel valid for the duration of the call.
    static func run(_ transform: ColorTransform, _ body: (ByteKernel) -> Void) {
        let steps = transform.stages.map(step)
        let firstStep = foldedStages(transform.stages)
        let prefix = ColorTransform(stages: Array(transform.stages[..<firstStep]))
        let isEntryLinear = firstStep < steps.count && steps[firstStep].kind != .encoded
        let entry = (0..<3).flatMap { channel in
            (0...255).map { byte in
                let value = prefix.apply(to: RGBColor(red8: byte, green8: byte, blue8: byte)).components[channel]
                return isEntryLinear ? SRGBTransfer.decode(value) : value
            }
        }
        steps.withUnsafeBufferPointer { steps in
            entry.withUnsafeBufferPointer { entry in
                SRGBByteEncoding.thresholds.withUnsafeBufferPointer { thresholds in
                    SRGBByteEncoding.bucketStarts.withUnsafeBufferPointer { bucketStarts in
                        body(ByteKernel(steps: steps, entry: entry, isEntryLinear: isEntryLinear, firstStep: firstStep,
                                        thresholds: thresholds, bucketStarts: bucketStarts))
                    }
                }
            }
        }
    }

    /// How many leading stages are folded into the entry table: those with a diagonal matrix
    /// (invert, a tint), where each output channel depends on its own byte alone, short of the
    /// last stage. The table holds the exact path's values for greys, channel by channel; for
    /// other colours the zero coefficients add only signed zeros, which change no byte.
    static func foldedStages(_ stages: [ColorTransform.Stage]) -> Int {
        var count = 0
        for stage in stages.dropLast() {
            switch stage {
            case .linear(let matrix) where matrix.isDiagonal, .encoded(let matrix, _) where matrix.isDiagonal:
                count += 1
            default:
                return count
            }
        }
        return count
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
        var (x, y, z) = (entry[red], entry[256 + green], entry[512 + blue])
        var isDecoded = isEntryLinear
        let last = steps.count - 1
        for index in firstStep...last {
            let step = steps[index]
            if step.kind == .encoded {
                let m = step.matrix, o = step.offset
                (x, y, z) = (Self.unit(m[0] * x + m[1] * y + m[2] * z + o.x),
                             Self.unit(m[3] * x + m[4] * y + m[5] * z + o.y),
                             Self.unit(m[6] * x + m[7] * y + m[8] * z + o.z))
                if index == last { return (Self.byte(x), Self.byte(y), Self.byte(z)) }
            } else {
                if !isDecoded {
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
            isDecoded = false
        }
        return (0, 0, 0)
    }

    /// Whether the transform is one matrix in linear light (every Machado simulation and
    /// achromatopsia), which `applyLinear(to:)` runs without the loop over steps.
    var isSingleLinear: Bool { steps.count == 1 && steps[0].kind == .linear }

    /// The pixel loop for a single linear stage: decode by table, nine multiplies, clamp,
    /// encode by threshold — the same operations as `callAsFunction`, unrolled. Each pixel is
    /// read and written as one 32-bit word (little-endian: red in the low byte, alpha kept).
    func applyLinear(to pixels: UnsafeMutableBufferPointer<UInt8>) {
        guard let start = pixels.baseAddress, pixels.count >= 4 else { return }
        let m = steps[0].matrix
        let (m0, m1, m2, m3, m4, m5, m6, m7, m8) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        let words = UnsafeMutableRawPointer(start)
        var input = UInt32.max  // no colour: the first pixel is always computed
        var out: UInt32 = 0
        for offset in stride(from: 0, to: pixels.count - 3, by: 4) {
            let word = UInt32(littleEndian: words.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let color = word & 0x00FF_FFFF
            if color != input {
                input = color
                let x = entry[Int(color & 0xFF)], y = entry[Int((color >> 8) & 0xFF)], z = entry[Int(color >> 16)]
                out = UInt32(encode(Self.unit(m0 * x + m1 * y + m2 * z)))
                    | UInt32(encode(Self.unit(m3 * x + m4 * y + m5 * z))) << 8
                    | UInt32(encode(Self.unit(m6 * x + m7 * y + m8 * z))) << 16
            }
            words.storeBytes(of: (out | (word & 0xFF00_0000)).littleEndian, toByteOffset: offset, as: UInt32.self)
        }
    }

    /// The exact path's byte for linear light 0…1: the byte at the start of its bucket, plus
    /// one if the value reaches the only threshold that can lie inside the bucket.
    @inline(__always)
    func encode(_ linear: Double) -> UInt8 {
        let start = bucketStarts[SRGBByteEncoding.bucket(linear)]
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

    /// The value clamped to 0…1, NaN to 0 (as `Double.clampedToUnit`), as two selects the
    /// compiler turns into `maxsd`/`minsd` rather than branches.
    @inline(__always)
    static func unit(_ value: Double) -> Double {
        let positive = value > 0 ? value : 0
        return positive < 1 ? positive : 1
    }
}

extension Matrix3x3 {
    /// Whether every element off the diagonal is zero (each output channel reads only its own input).
    fileprivate var isDiagonal: Bool {
        row0.y == 0 && row0.z == 0 && row1.x == 0 && row1.z == 0 && row2.x == 0 && row2.y == 0
    }
}
