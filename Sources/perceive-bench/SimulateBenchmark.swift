import ColorScience
import Foundation
import Imaging
import PerceiveCLI

/// Runs every colour-vision simulation and a display-filter chain over a synthetic screenshot,
/// at 8 and 16 bits, beside a plain memory copy of the same buffer.
struct SimulateBenchmark: Benchmark {
    let width: Int
    let height: Int
    let options: BenchOptions

    /// The filters measured, by the names `perceive simulate --filter` accepts.
    static let filterNames = [
        "protanopia", "protanomaly:0.5", "deuteranopia", "deuteranomaly:0.5", "tritanopia", "tritanomaly:0.5",
        "achromatopsia", "invert+color-tint:200:0.4+deuteranomaly:0.6",
    ]

    func run(console: Console) throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let transforms = try Self.filterNames.map { try ColorTransform(filterName: $0) }
        console.print("frame: \(width)×\(height), \(cores) cores, median of \(options.runs) runs after one warm-up")
        console.print("  textured: two thirds noise (a worst case: almost every pixel a new colour)")
        console.print("  interface: flat panels, anti-aliased text strokes and a photo in a tenth of the frame")
        console.print("  applying: Image.applying(_:) (a copy of the image, then the transform, as the library does it)")
        console.print("  kernel:   ColorTransform.apply(toRGBA8:/toRGBA16:) in place on one thread")
        console.print("  GB/s counts the frame's bytes once; checksum: FNV-1a of the filtered samples (changes if results do)")
        console.print("")
        for (frame, image8) in [("textured", try Self.screenshot(width: width, height: height)),
                                ("interface", try Self.interface(width: width, height: height))] {
            console.print("")
            console.print("\(frame) frame")
            measure([image8, image8.converted(to: .rgba16)], transforms: transforms, cores: cores, console: console)
        }
        console.print("")
        console.print("peak memory (VmHWM): \(PeakMemory.description)")
    }

    private func measure(_ images: [Image], transforms: [ColorTransform], cores: Int, console: Console) {
        console.print(Self.row("format", "operation", "ms/frame", "GB/s", "×memcpy") + " checksum")
        for image in images {
            let bytes = image.width * image.height * image.format.bytesPerPixel
            let copy = Timing.median(runs: options.runs) { Self.copy(bytes: bytes, jobs: 1) }
            let parallelCopy = Timing.median(runs: options.runs) { Self.copy(bytes: bytes, jobs: cores) }
            let format = image.format.rawValue
            console.print(Self.row(format, "memcpy, 1 thread", copy, bytes: bytes, baseline: copy))
            console.print(Self.row(format, "memcpy, \(cores) threads", parallelCopy, bytes: bytes, baseline: copy))
            for (name, transform) in zip(Self.filterNames, transforms) {
                var result = image
                let applying = Timing.median(runs: options.runs) { result = image.applying(transform) }
                precondition(result.width == image.width)
                var buffer = image.pixels
                let kernel = Timing.median(runs: options.runs) { Self.applyInPlace(transform, to: &buffer) }
                console.print(Self.row(format, "applying \(name)", applying, bytes: bytes, baseline: copy) + " "
                      + Self.checksum(result.pixels))
                console.print(Self.row(format, "kernel \(name)", kernel, bytes: bytes, baseline: copy))
            }
        }
    }

    /// A deterministic frame with smooth gradients, flat panels and noisy texture, like a
    /// screenshot with photos in it.
    static func screenshot(width: Int, height: Int) throws -> Image {
        try frame(width: width, height: height, seed: 0x9E37_79B9) { x, y, noise in
            let panel = (x / 240 + y / 135) % 3
            return (panel == 0 ? UInt8(x * 255 / width) : noise, panel == 1 ? UInt8(y * 255 / height) : noise &+ 85,
                    panel == 2 ? UInt8((x + y) * 255 / (width + height)) : noise &+ 170)
        }
    }

    /// FNV-1a over the samples, as 16 hex digits.
    static func checksum(_ pixels: PixelBuffer) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x100_0000_01B3 }
        switch pixels {
        case .rgba8(let samples): for sample in samples { mix(UInt64(sample)) }
        case .rgba16(let samples): for sample in samples { mix(UInt64(sample)) }
        }
        return String(hash, radix: 16).leftPadding(16)
    }

    /// A deterministic frame like an app's screen: flat panels in six colours, dark text
    /// strokes with four anti-aliasing levels, and a noisy photo in a tenth of the frame.
    static func interface(width: Int, height: Int) throws -> Image {
        let panels: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (242, 242, 247), (0, 122, 255), (52, 199, 89),
                                               (255, 59, 48), (28, 28, 30)]
        return try frame(width: width, height: height, seed: 0x85EB_CA6B) { x, y, noise in
            if x < width / 4 && y < height * 2 / 5 { return (noise, noise &+ 60, noise &+ 120) }
            if (y % 120) / 20 == 2, (x / 7 + y / 3) % 5 < 3 {
                let level = UInt8((x + y) % 4 * 60)
                return (level, level, level)
            }
            return panels[(y / 120 + x / 960) % panels.count]
        }
    }

    /// An opaque 8-bit frame whose pixel at (x, y) is `color(x, y, noise)`, with `noise` from a
    /// linear congruential sequence from `seed`, one value a pixel in row order.
    static func frame(width: Int, height: Int, seed: UInt32,
                      color: (Int, Int, UInt8) -> (UInt8, UInt8, UInt8)) throws -> Image {
        var samples = [UInt8](repeating: 255, count: width * height * 4)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                state = state &* 1_664_525 &+ 1_013_904_223
                (samples[index], samples[index + 1], samples[index + 2]) =
                    color(x, y, UInt8(truncatingIfNeeded: state >> 24))
            }
        }
        return try Image(width: width, height: height, pixels: .rgba8(samples))
    }

    static func applyInPlace(_ transform: ColorTransform, to buffer: inout PixelBuffer) {
        switch buffer {
        case .rgba8(var samples):
            buffer = .rgba8([])
            samples.withUnsafeMutableBufferPointer { transform.apply(toRGBA8: $0) }
            buffer = .rgba8(samples)
        case .rgba16(var samples):
            buffer = .rgba16([])
            samples.withUnsafeMutableBufferPointer { transform.apply(toRGBA16: $0) }
            buffer = .rgba16(samples)
        }
    }

    /// Copies `bytes` bytes between two buffers allocated once, in `jobs` equal parts.
    static func copy(bytes: Int, jobs: Int) {
        Buffers.shared.copy(bytes: bytes, jobs: jobs)
    }

    static func row(_ format: String, _ operation: String, _ milliseconds: String, _ rate: String,
                    _ ratio: String) -> String {
        [format.padding(7), operation.padding(56), milliseconds.leftPadding(9), rate.leftPadding(7),
         ratio.leftPadding(8)].joined(separator: " ")
    }

    static func row(_ format: String, _ operation: String, _ seconds: Double, bytes: Int, baseline: Double) -> String {
        row(format, operation, String(format: "%.1f", seconds * 1000), String(format: "%.2f", Double(bytes) / 1e9 / seconds),
            String(format: "%.1f", seconds / baseline))
    }
}

/// Source and destination buffers for the memcpy baseline, kept between runs so the copy
/// measures bandwidth, not page faults.
private final class Buffers: @unchecked Sendable {
    static let shared = Buffers()
    private var capacity = 0
    private var source: UnsafeMutableRawPointer?
    private var destination: UnsafeMutableRawPointer?

    func copy(bytes: Int, jobs: Int) {
        if bytes > capacity {
            source?.deallocate()
            destination?.deallocate()
            source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            source?.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
            destination?.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
            capacity = bytes
        }
        guard let source, let destination else { return }
        let part = (bytes + jobs - 1) / jobs
        let from = UInt(bitPattern: source), to = UInt(bitPattern: destination)
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            let start = job * part
            let count = min(part, bytes - start)
            guard count > 0, let target = UnsafeMutableRawPointer(bitPattern: to + UInt(start)),
                  let origin = UnsafeRawPointer(bitPattern: from + UInt(start)) else { return }
            memcpy(target, origin, count)
        }
    }
}
