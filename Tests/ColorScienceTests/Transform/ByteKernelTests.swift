@testable import ColorScience
import Testing

/// The 8-bit fast path is the exact path, byte for byte: the encoding thresholds are where the
/// exact rounding changes, and whole transforms agree on every grey and on seeded random colours.
@Suite struct ByteKernelTests {
    /// Every Machado matrix tabulated (protan, deutan, tritan at severities 0, 0.1 … 1, and
    /// achromatopsia), the Viénot and Brettel models, and the display filters.
    static let catalogue: [(String, ColorTransform)] = {
        var transforms: [(String, ColorTransform)] = []
        for kind in [ColorVisionDeficiency.Kind.protan, .deutan, .tritan] {
            for tenth in 0...10 {
                let deficiency = ColorVisionDeficiency(kind: kind, severity: Double(tenth) / 10)
                transforms.append(("\(deficiency)", deficiency.transform))
            }
            let dichromat = ColorVisionDeficiency(kind: kind)
            transforms.append(("\(dichromat) Brettel", dichromat.transform(model: .brettel1997)))
            transforms.append(("\(dichromat) Viénot", dichromat.transform(model: .vienot1999)))
        }
        transforms.append(("achromatopsia", ColorVisionDeficiency.achromatopsia.transform))
        for filter in [DisplayFilter.grayscale, .invert, .colorTint(hue: 200, intensity: 0.4),
                       .correction(.deutan, intensity: 1)] {
            transforms.append(("\(filter)", filter.transform))
        }
        transforms.append(("invert+color-tint:200:0.4+deuteranomaly:0.6", DisplayFilter.invert.transform
            .followed(by: DisplayFilter.colorTint(hue: 200, intensity: 0.4).transform)
            .followed(by: ColorVisionDeficiency.deuteranomaly(severity: 0.6).transform)))
        return transforms
    }()

    /// The exact path's bytes for one 8-bit colour.
    static func exactBytes(_ transform: ColorTransform, _ red: Int, _ green: Int, _ blue: Int) -> [UInt8] {
        let color = transform.apply(to: RGBColor(red8: red, green8: green, blue8: blue))
        return [color.red, color.green, color.blue].map { UInt8(($0 * 255).rounded()) }
    }

    /// Pixels through the fast path, with alpha checked untouched, as `[r, g, b]` per pixel.
    static func fastBytes(_ transform: ColorTransform, _ colors: [UInt8]) -> [UInt8] {
        var pixels: [UInt8] = []
        for start in stride(from: 0, to: colors.count, by: 3) { pixels += colors[start..<start + 3] + [77] }
        pixels.withUnsafeMutableBufferPointer { transform.apply(toRGBA8: $0) }
        #expect(stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 77 })
        return stride(from: 0, to: pixels.count, by: 4).flatMap { pixels[$0..<$0 + 3] }
    }

    @Test func eachThresholdIsWhereTheExactByteChanges() {
        let thresholds = SRGBByteEncoding.thresholds
        for byte in 1...255 {
            #expect(SRGBByteEncoding.exactByte(thresholds[byte]) == byte)
            #expect(SRGBByteEncoding.exactByte(thresholds[byte].nextDown) == byte - 1)
        }
        #expect(thresholds[1] > 0 && thresholds[255] < 1)
    }

    @Test func noBucketHoldsMoreThanOneThreshold() {
        let thresholds = SRGBByteEncoding.thresholds
        for (bucket, start) in SRGBByteEncoding.bucketStarts.enumerated() {
            let lowest = SRGBByteEncoding.lowestValue(inBucket: bucket)
            let highest = bucket == SRGBByteEncoding.bucketCount ? 1
                : SRGBByteEncoding.lowestValue(inBucket: bucket + 1).nextDown
            #expect(SRGBByteEncoding.bucket(lowest) == bucket && SRGBByteEncoding.bucket(highest) == bucket)
            #expect(bucket == 0 || SRGBByteEncoding.bucket(lowest.nextDown) == bucket - 1)
            #expect(thresholds[Int(start)] <= lowest && thresholds[Int(start) + 1] > lowest)
            #expect(Int(start) + 2 > 256 || thresholds[Int(start) + 2] > highest)
        }
    }

    @Test func encodingEqualsTheExactByteForSeededLinearValues() {
        var random = SeededRandom(state: 0x5EED)
        ByteKernel.run(.identity) { kernel in
            var mismatches = 0
            for index in 0..<200_000 {
                // Half spread over 0…1, half within a few ULPs of a threshold.
                let threshold = SRGBByteEncoding.thresholds[1 + index % 255]
                let linear = index % 2 == 0 ? random.unit()
                    : Double(bitPattern: threshold.bitPattern &+ UInt64(random.next() % 7) &- 3)
                if Int(kernel.encode(linear)) != SRGBByteEncoding.exactByte(linear) { mismatches += 1 }
            }
            #expect(mismatches == 0)
        }
    }

    @Test(arguments: catalogue.map(\.0))
    func everyGreyEqualsTheExactPath(name: String) throws {
        let transform = try #require(Self.catalogue.first { $0.0 == name }?.1)
        let greys = (0...255).flatMap { [UInt8($0), UInt8($0), UInt8($0)] }
        let expected = (0...255).flatMap { Self.exactBytes(transform, $0, $0, $0) }
        #expect(Self.fastBytes(transform, greys) == expected)
    }

    @Test(arguments: catalogue.map(\.0))
    func seededRandomColoursEqualTheExactPath(name: String) throws {
        let transform = try #require(Self.catalogue.first { $0.0 == name }?.1)
        var random = SeededRandom(state: name.utf8.reduce(0x9E37_79B9_7F4A_7C15) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
        let colors = (0..<3 * Self.randomColoursPerTransform).map { _ in UInt8(truncatingIfNeeded: random.next() >> 24) }
        let fast = Self.fastBytes(transform, colors)
        var mismatches = 0
        for start in stride(from: 0, to: colors.count, by: 3)
        where Array(fast[start..<start + 3]) != Self.exactBytes(transform, Int(colors[start]), Int(colors[start + 1]),
                                                               Int(colors[start + 2])) {
            mismatches += 1
        }
        #expect(mismatches == 0)
    }

    static let randomColoursPerTransform = 40_000
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants): the same sequence on every run.
struct SeededRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A value in 0…1 from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
