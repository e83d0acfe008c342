/// sRGB encoding of linear light to 8 bits by table, equal to the exact path's rounding for
/// every `Double` from 0 to 1.
///
/// The exact path (`ColorTransform.apply(to:)`, then `(encoded · 255).rounded()`) gives byte
/// `k` exactly for linear values from `thresholds[k]` up to `thresholds[k + 1]`, the smallest
/// `Double`s at which the byte changes, found once by bisection over the bit patterns of
/// doubles with the exact `SRGBTransfer.encode` (docs/color.md, sRGB encoding). A value's bucket
/// (`linear · bucketCount` rounded to the nearest whole number, without a checked conversion)
/// gives the byte at the bucket's start; buckets are narrow enough (the curve climbs at most
/// 3 300 bytes per unit of linear light, near black) that at most one threshold lies inside
/// one, so one comparison finishes the job.
enum SRGBByteEncoding {
    static let bucketCount = 8192

    /// The exact path's byte for clamped linear light `linear` (0…1).
    static func exactByte(_ linear: Double) -> Int {
        Int((SRGBTransfer.encode(linear) * 255).rounded())
    }

    /// `thresholds[k]`: the smallest linear value whose byte is `k` or more (1…255);
    /// `thresholds[0]` is −∞ and `thresholds[256]` is +∞, so every lookup has a neighbour.
    static let thresholds: [Double] = [-.infinity] + (1...255).map(threshold) + [.infinity]

    /// The byte at the start of each bucket (one more bucket for 1.0).
    static let bucketStarts: [UInt8] = (0...bucketCount).map { bucket in
        let start = lowestValue(inBucket: bucket)
        return UInt8(thresholds[1...255].lastIndex { $0 <= start } ?? 0)
    }

    /// The bucket of linear light 0…1: `linear · bucketCount` rounded to nearest (ties to
    /// even) by adding 1.5 · 2⁵², whose unit in the last place is 1, and reading the low bits
    /// — exact, and free of the range checks of `Int(_: Double)`.
    @inline(__always)
    static func bucket(_ linear: Double) -> Int {
        Int(truncatingIfNeeded: (linear * Double(bucketCount) + 0x1.8p52).bitPattern & 0x3FFF)
    }

    /// The smallest linear value in `bucket` (its values from half a bucket below
    /// `bucket / bucketCount` to half a bucket above).
    static func lowestValue(inBucket bucket: Int) -> Double {
        guard bucket > 0 else { return 0 }
        let half = (Double(bucket) - 0.5) / Double(bucketCount)
        return Self.bucket(half) == bucket ? half : half.nextUp
    }

    /// Linear light for every 8-bit encoded value, in double precision (as the exact path).
    static let decode: [Double] = (0...255).map { SRGBTransfer.decode(Double($0) / 255) }

    /// The smallest `Double` in 0…1 whose byte is `byte` or more (the byte only grows with
    /// linear light, and positive doubles sort as their bit patterns do).
    static func threshold(_ byte: Int) -> Double {
        var below = Double(0).bitPattern, atOrAbove = Double(1).bitPattern
        while atOrAbove - below > 1 {
            let middle = below + (atOrAbove - below) / 2
            if exactByte(Double(bitPattern: middle)) >= byte { atOrAbove = middle } else { below = middle }
        }
        return Double(bitPattern: atOrAbove)
    }
}
