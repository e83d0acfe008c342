import AccessibilityTree
import AssistiveTechnologies
import Basics
import Scenes

/// `perceive switch-control`: how item scanning walks a screen — its items and groups in order,
/// what each element's scanner menu offers, the switch presses and seconds it takes to tap each
/// one by item scanning (step and auto) and by point scanning — or, with `--presses`, what a
/// person sees and hears as they press their switches.
struct SwitchControlCommand: Command {
    static let name = "switch-control"
    static let abstract = "See how Switch Control scans a screen and what each tap costs."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        Lists the screen's interactive elements as item scanning highlights them, grouped by their
        containers, each with its scanner menu and the cost of tapping it: presses with step
        scanning (Move to Next Item and Select Item switches), presses and seconds with auto
        scanning (one Select Item switch), and presses and seconds by point scanning, with the
        elements too small for the crosshairs to land on reliably. With --presses, plays a script
        of switch presses and prints, second by second, the highlight, the scanner menu, what is
        spoken and what the app does. Inputs are read as by 'perceive voiceover' (SwiftUI or UIKit
        source, snapshots, captures, examples). See docs/switch-control.md for what is modelled.
        """

    static let scanTime = number("scan-time", "SECONDS", help: "Auto Scanning Time (default 1)", in: 0.05...60, "seconds")
    static let autoTap = Flag("auto-tap", help: "Tap Behavior › Auto Tap: selecting an element taps it after 0.75 s")
    static let presses = Option<String>(
        "presses", valueName: "SCRIPT", help: "e.g. \"wait(1), select, tap, select, action(Call), next, escape\"")
    static let manual = Flag("manual", help: "Manual Scanning: the highlight moves only with next and previous")
    static let pauseOnFirstItem = number("pause-on-first-item", "SECONDS", help: "Pause on First Item (default off)",
                                         in: 0.05...60, "seconds")
    static let loops = Option<Int>(
        "loops", valueName: "N", help: "Loops: cycles through a level before scanning stops (default no limit)",
        accepted: ["a whole number from 1 to 100"]) { text in
        Int(text).flatMap { (1...100).contains($0) ? $0 : nil }
    }
    static let resumeAtTappedItem = Flag(
        "resume-at-tapped-item", help: "Focused Item After Tap: resume scanning at the tapped item, not the beginning")
    static let speech = Flag("speech", help: "Speech: speak items as they are highlighted")
    static let bandSpeed = number("band-speed", "POINTS", help: "point scanning: the broad band's speed in points a second (default 100)",
                                  in: 1...2000, "points a second")
    static let lineSpeed = number("line-speed", "POINTS", help: "point scanning: the fine line's speed in points a second (default 25)",
                                  in: 1...2000, "points a second")

    /// An option taking a number within `range`, in `unit`.
    private static func number(_ name: String, _ valueName: String, help: String, in range: ClosedRange<Double>,
                               _ unit: String) -> Option<Double> {
        Option(name, valueName: valueName, help: help,
               accepted: ["a number of \(unit) from \(range.lowerBound.compactDescription) to \(range.upperBound.compactDescription)"]) { text in
            Double(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [
            scanTime.spec, autoTap.spec, presses.spec, manual.spec, pauseOnFirstItem.spec, loops.spec,
            resumeAtTappedItem.spec, speech.spec, bandSpeed.spec, lineSpeed.spec,
        ]),
        DisplaySettingsOptions.group,
    ]

    let scene: any Scene
    let settings: SwitchControlSettings
    let script: [SwitchPress]?
    let isManual: Bool

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        settings = try Self.settings(from: arguments)
        script = try SceneInput.script(Self.presses, in: arguments, parse: SwitchPress.parseScript)
        isManual = arguments.contains(Self.manual)
        scene = try SceneInput.scene(from: arguments)
    }

    /// The Switch Control settings given: `--scan-time`, `--auto-tap`, and those of scanning
    /// and point scanning.
    static func settings(from arguments: ParsedArguments) throws(CommandError) -> SwitchControlSettings {
        var settings = SwitchControlSettings(usesAutoTap: arguments.contains(autoTap))
        if let seconds = try arguments.value(scanTime) { settings.scanTime = duration(seconds) }
        settings.pauseOnFirstItem = try arguments.value(pauseOnFirstItem).map(duration)
        settings.loops = try arguments.value(loops)
        settings.resumesAtTappedItem = arguments.contains(resumeAtTappedItem)
        settings.speaksItems = arguments.contains(speech)
        if let speed = try arguments.value(bandSpeed) { settings.pointScanning.bandSpeed = speed }
        if let speed = try arguments.value(lineSpeed) { settings.pointScanning.lineSpeed = speed }
        return settings
    }

    private static func duration(_ seconds: Double) -> Duration {
        .milliseconds(Int((seconds * 1000).rounded()))
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        if let script {
            let events = SwitchControl.run(script, on: scene, settings: settings, isManual: isManual)
            console.writeOutput(SwitchControlTranscriptText.text(of: events))
        } else {
            let screen = scene.render()
            console.writeOutput(SwitchControlText.text(of: ScanLayout(screen: screen), on: screen, settings: settings))
        }
        return .clean
    }
}
