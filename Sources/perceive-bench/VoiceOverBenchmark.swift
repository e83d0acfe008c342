import AccessibilityTree
import AssistiveTechnologies
import Dispatch
import Foundation
import PerceiveCLI
import Scenes
import SnapshotCodec

/// Swipes VoiceOver through a generated snapshot of one screen holding `--elements` elements
/// (default 10,000) in a `LargeScreenShape` (buttons in rows, containers nested deep, or a wide
/// grid). Measures each phase of `perceive voiceover big.json` in process, single gestures on the
/// big screen, and the work of the other simulators' commands on it (`SimulatorBenchmarks`).
struct VoiceOverBenchmark: Benchmark {
    /// How many elements the screen holds.
    let elements: Int
    /// How the elements are laid out.
    let shape: LargeScreenShape
    /// Where to write the generated snapshot, if anywhere.
    let output: String?
    let options: BenchOptions

    func run(console: Console) throws {
        let count = elements
        let data = Snapshot(screen: shape.screen(elements: count)).encoded()
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
            console.print("wrote \(output) (\(data.count) bytes)")
        }
        console.print("snapshot: one screen, \(count) elements (\(shape.rawValue)), \(data.count) bytes of JSON; median of \(options.runs) runs after one warm-up")
        let snapshot = try Snapshot.decode(data)
        row(console, "decode the JSON", Timing.median(runs: options.runs) { _ = try? Snapshot.decode(data) })
        let screen = snapshot.screen
        var order: [NavigationEntry] = []
        row(console, "navigation order, from scratch", Timing.median(runs: options.runs) { order = screen.navigationOrder })
        row(console, "index the screen (order and look-ups)", Timing.median(runs: options.runs) { _ = ScreenIndex(screen) })
        var transcript = Transcript()
        let swipeThrough = Timing.median(runs: options.runs) {
            transcript = VoiceOver.swipeThrough(scene: StaticScene(snapshot: snapshot))
        }
        row(console, "swipe through every element (\(transcript.utterances.count) utterances)", swipeThrough)
        var text = ""
        let writing = Timing.median(runs: options.runs) { text = TranscriptText.text(of: transcript) }
        row(console, "transcript as text (\(text.utf8.count) bytes)", writing)
        precondition(transcript.utterances.count >= min(order.count, VoiceOver.swipeThroughLimit),
                     "the swipe-through missed elements")

        let gestures = 200
        var voiceOver = VoiceOver(scene: StaticScene(snapshot: snapshot))
        voiceOver.start()
        let swipes = Timing.median(runs: options.runs) {
            for _ in 0..<gestures { voiceOver.perform(.swipeRight) }
        }
        row(console, "\(gestures) swipes right, per swipe", swipes / Double(gestures))
        let points = (0..<gestures).compactMap { order[$0 * order.count / gestures].element.frame?.center }
        let touches = Timing.median(runs: options.runs) {
            for point in points { voiceOver.perform(.touch(point)) }
        }
        row(console, "\(points.count) touches, per touch", touches / Double(max(points.count, 1)))
        for (what, seconds) in SimulatorBenchmarks(snapshot: snapshot, runs: options.runs).measure() {
            row(console, what, seconds)
        }
        console.print("checksum (FNV-1a of the transcript text): \(Self.checksum(text))")
        console.print("peak memory (VmHWM): \(PeakMemory.description)")
    }

    private func row(_ console: Console, _ what: String, _ seconds: Double) {
        let milliseconds = seconds * 1000
        let shown = milliseconds < 1 ? String(format: "%.1f µs", milliseconds * 1000) : String(format: "%.1f ms", milliseconds)
        console.print("  " + what.padding(toLength: 56, withPad: " ", startingAt: 0) + shown)
    }

    /// FNV-1a over the UTF-8 bytes, in hex: changes if a single byte of the transcript does.
    static func checksum(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
