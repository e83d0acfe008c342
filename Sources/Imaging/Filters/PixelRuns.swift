import Foundation

/// Splits interleaved RGBA samples into runs of whole pixels, one per core, so a per-pixel
/// operation over a large image uses every core.
///
/// Each pixel is independent of its neighbours for colour transforms, so the result is the
/// same whatever the split. Small buffers (under `minimumPixels` a run) stay on one thread,
/// where starting threads would cost more than it saves.
enum PixelRuns {
    static let minimumPixels = 65_536

    /// Calls `body` on consecutive runs of `samples` (four a pixel) on up to every core; the
    /// last run also holds any trailing partial pixel.
    static func forEach<Sample>(in samples: UnsafeMutableBufferPointer<Sample>,
                                _ body: @Sendable (UnsafeMutableBufferPointer<Sample>) -> Void) {
        let pixels = samples.count / 4
        let runs = min(ProcessInfo.processInfo.activeProcessorCount, pixels / minimumPixels)
        guard runs > 1 else {
            body(samples)
            return
        }
        let pixelsPerRun = (pixels + runs - 1) / runs
        let shared = SharedSamples(buffer: samples)
        DispatchQueue.concurrentPerform(iterations: runs) { run in
            let start = run * pixelsPerRun * 4
            let end = run == runs - 1 ? shared.buffer.count : min(start + pixelsPerRun * 4, shared.buffer.count)
            guard start < end else { return }
            body(UnsafeMutableBufferPointer(rebasing: shared.buffer[start..<end]))
        }
    }
}

/// The samples handed to the threads; each thread writes only its own run.
private struct SharedSamples<Sample>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Sample>
}
