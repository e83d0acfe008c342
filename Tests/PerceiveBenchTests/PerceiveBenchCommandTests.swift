import AccessibilityTree
import Foundation
import PerceiveCLI
@testable import perceive_bench
import TestSupport
import Testing

/// `perceive-bench` speaks the same command line as `perceive`: help generated from the
/// declarations, and the display-settings group on the audit benchmark.
@Suite struct PerceiveBenchCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = PerceiveBench.tool.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// The display-settings section of `perceive audit --help`: the same group, the same words.
    static var displaySettings: String {
        let recording = RecordingConsole()
        _ = Perceive.main(arguments: ["audit", "--help"], console: recording.console)
        let help = recording.standardOutput
        guard let start = help.range(of: "DISPLAY SETTINGS:"), let end = help.range(of: "\n\nEXIT STATUS") else { return "" }
        return String(help[start.lowerBound..<end.lowerBound])
    }

    @Test func auditHelpIsGeneratedFromTheDeclarations() {
        #expect(run(["audit", "--help"]).output == """
            USAGE: perceive-bench audit PATH… [--jobs N] [--runs N] [--phases-only] [--tree-store BYTES]
                                        [--declaration-store BYTES] [--declarations-above BYTES]
                                        [--whole-ui-code] [--small-files-whole] [--rule-times]
                                        [--dynamic-type SIZE] [--bold-text] [--reduce-motion]
                                        [--reduce-transparency] [--increase-contrast]
                                        [--differentiate-without-color] [--on-off-labels] [--button-shapes]
                                        [--dark-mode] [--color-filter FILTER]

            Audits the Swift files under each PATH with the full catalogue, the screens built under the
            display settings, and parses the same files with SwiftParser alone; prints files/s, MB/s,
            peak memory and the audit's time as a multiple of the parse.

            OPTIONS:
              --jobs N                       worker threads (default: 1, then all cores)
              --runs N                       timed runs after one warm-up; the median is reported (default 3)
              --phases-only                  audit once with the time of each phase and what was parsed; no
                                             warm-up, no bare parse
              --tree-store BYTES             keep the syntax trees of at most BYTES of source at once (default:
                                             the audit's)
              --declaration-store BYTES      keep declarations parsed alone of at most BYTES of source; 0: parse
                                             whole files again (default: the audit's)
              --declarations-above BYTES     read by declaration only files larger than BYTES (default: the
                                             audit's)
              --whole-ui-code                parse every file holding UI code that is no screen whole, whether
                                             or not a rule's trigger occurs in it
              --small-files-whole            parse a small file let go again whole, not the declaration a
                                             lowering reads in it
              --rule-times                   with the phases, each rule's time summed over the threads, the
                                             costliest first

            \(Self.displaySettings)
            """ + "\n")
    }

    @Test func voiceOverHelpIsGeneratedFromTheDeclarations() {
        #expect(run(["voiceover", "--help"]).output == """
            USAGE: perceive-bench voiceover [OUT.json] [--elements N] [--shape SHAPE] [--runs N]

            Generates a snapshot of one screen holding N elements in a shape (buttons: four to a row,
            a heading every hundred; deep: semantic groups nested 100 deep, a row of buttons in each;
            grid: 100 columns listed column by column), then times each phase of `perceive voiceover`
            on it (decode, navigation order, swipe-through, transcript), single swipes and touches, and
            the work of switch-control, voice-control, keyboard, dwell and costs; with OUT.json, writes
            the snapshot there too.

            OPTIONS:
              --elements N   elements on the screen (default 10000)
              --shape SHAPE  buttons (default), deep or grid
              --runs N       timed runs after one warm-up; the median is reported (default 3)
            """ + "\n")
        #expect(run(["voiceover", "a.json", "b.json"]).error.hasPrefix("perceive-bench voiceover: unexpected argument 'b.json'"))
    }

    @Test func simulateHelpIsGeneratedFromTheDeclarations() {
        #expect(run(["simulate", "--help"]).output == """
            USAGE: perceive-bench simulate [--width PIXELS] [--height PIXELS] [--jobs N] [--runs N]

            Applies each colour-vision simulation and a filter chain to two synthetic screenshots
            (RGBA8 and RGBA16); prints ms per frame and GB/s beside memcpy.

            OPTIONS:
              --width PIXELS   frame width (default 3840)
              --height PIXELS  frame height (default 2160)
              --jobs N         worker threads (default: 1, then all cores)
              --runs N         timed runs after one warm-up; the median is reported (default 3)
            """ + "\n")
    }

    /// Each option of the group, as typed, and the settings it gives.
    static let settings: [([String], AccessibilitySettings)] = [
        (["--dynamic-type", "AX2"], AccessibilitySettings(contentSize: .accessibilityLarge)),
        (["--bold-text"], AccessibilitySettings(boldText: true)),
        (["--reduce-motion"], AccessibilitySettings(reduceMotion: true)),
        (["--reduce-transparency"], AccessibilitySettings(reduceTransparency: true)),
        (["--increase-contrast"], AccessibilitySettings(increaseContrast: true)),
        (["--differentiate-without-color"], AccessibilitySettings(differentiateWithoutColor: true)),
        (["--on-off-labels"], AccessibilitySettings(onOffLabels: true)),
        (["--button-shapes"], AccessibilitySettings(buttonShapes: true)),
        (["--dark-mode"], AccessibilitySettings(darkMode: true)),
        (["--color-filter", "invert"], AccessibilitySettings(colorFilter: .invert)),
    ]

    @Test func everyOptionOfTheGroupIsChecked() {
        #expect(Self.settings.map(\.0[0]) == DisplaySettingsOptions.group.options.map(\.spelling))
    }

    @Test(arguments: settings)
    func theAuditBenchmarkBuildsScreensUnderTheSetting(arguments: [String], settings: AccessibilitySettings) throws {
        let command = try AuditBenchCommand(arguments: ParsedArguments(["Examples"] + arguments,
                                                                       options: AuditBenchCommand.options))
        #expect(command.benchmark.settings == settings)
    }

    @Test func theAuditBenchmarkCountsTheFindingsOfScreensBuiltUnderTheSettings() throws {
        let folder = try TemporaryFolder("bench")
        try folder.write("Motion.swift", """
            import SwiftUI

            struct Motion: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                var body: some View {
                    if reduceMotion { Image(systemName: "pause").onTapGesture { tap() } } else { Text("Playing") }
                }
            }
            """)
        let findings = { (settings: [String]) in
            self.run(["audit", folder.path, "--runs", "1", "--jobs", "1"] + settings).output
                .split(separator: "\n").first { $0.hasPrefix("findings: ") }?.split(separator: " ")[1]
        }
        // The source rule finds the tap gesture either way; the 20 pt pause icon is too small a
        // target only on the screen built with Reduce Motion on.
        #expect(findings([]) == "1")
        #expect(findings(["--reduce-motion"]) == "2")
    }

    @Test func filesParsedWholeMoreThanOnceCountTheirParsesBeyondTheFirst() {
        let counts = ["A.swift": 1, "B.swift": 2, "C.swift": 3, "D.swift": 2]
        let sizes = ["A.swift": 1_000, "B.swift": 200, "C.swift": 30, "D.swift": 4]
        let repeats = AuditBenchmark.repeatedWholeParses(counts, sizes: sizes)
        #expect(repeats.files == 3)
        #expect(repeats.bytes == 200 + 2 * 30 + 4)
        let once = AuditBenchmark.repeatedWholeParses(["A.swift": 1], sizes: sizes)
        #expect(once.files == 0)
        #expect(once.bytes == 0)
    }

    @Test func aBadValueNamesTheOptionAndWhatItTakes() {
        let result = run(["audit", "Examples", "--runs", "0"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("""
            perceive-bench audit: '0' is not a valid value for '--runs' (expected one of: a whole number above 0).

            USAGE: perceive-bench audit PATH…
            """))
        // A store that keeps no tree would parse every file again for each node read.
        #expect(run(["audit", "Examples", "--tree-store", "0"]).error.hasPrefix(
            "perceive-bench audit: '0' is not a valid value for '--tree-store' (expected one of: a whole number above 0)."))
    }
}
