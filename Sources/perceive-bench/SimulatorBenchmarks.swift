import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// The work of `perceive switch-control`, `voice-control`, `keyboard`, `dwell` and `costs` on one
/// snapshot, each as its command does it (read excluded) down to the text it prints.
struct SimulatorBenchmarks {
    let snapshot: Snapshot
    let runs: Int

    /// How many "Tap NAME" commands Voice Control hears, one for each of the first interactive elements.
    static let voiceCommands = 200

    /// What each row measures, and its median time in seconds.
    func measure() -> [(String, Double)] {
        let scene = StaticScene(snapshot: snapshot)
        let screen = scene.render()
        var bytes = 0
        var rows: [(String, Double)] = []
        func measure(_ what: String, _ body: () -> String) {
            let seconds = Timing.median(runs: runs) { bytes = body().utf8.count }
            rows.append(("\(what) (\(bytes) bytes)", seconds))
        }
        measure("switch-control: scan layout and text") {
            SwitchControlText.text(of: ScanLayout(screen: StaticScene(snapshot: snapshot).render()))
        }
        measure("voice-control: show names") {
            VoiceControlText.text(of: VoiceControl.run([.showNames], on: StaticScene(snapshot: snapshot)))
        }
        let names = VoiceControlTarget.targets(on: screen).prefix(Self.voiceCommands).compactMap(\.displayedName)
        let taps = Timing.median(runs: runs) {
            _ = VoiceControl.run(names.map(VoiceCommand.tapName), on: StaticScene(snapshot: snapshot))
        }
        rows.append(("voice-control: \(names.count) \"Tap NAME\", per command", taps / Double(max(names.count, 1))))
        measure("keyboard: Tab through every group") {
            let groups = FullKeyboardAccess(scene: StaticScene(snapshot: snapshot)).groupCount
            return KeyboardText.text(of: FullKeyboardAccess.run(Array(repeating: .tab, count: max(0, groups - 1)),
                                                                on: StaticScene(snapshot: snapshot)))
        }
        measure("dwell: rest on each control") {
            let scene = StaticScene(snapshot: snapshot)
            return DwellText.text(of: Dwell.run(path: Dwell.restOnEachControl(of: scene.render()), on: scene))
        }
        measure("costs: every control, as a table") {
            ElementCostsReport.text(of: ElementCosts.costs(on: StaticScene(snapshot: snapshot).render()))
        }
        return rows
    }
}
