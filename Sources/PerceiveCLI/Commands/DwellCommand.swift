import AccessibilityTree
import AssistiveTechnologies
import Scenes

/// `perceive dwell`: where a Dwell pointer fires on a screen.
struct DwellCommand: Command {
    static let name = "dwell"
    static let abstract = "See where Dwell fires as a pointer rests on a screen."
    static let positionalUsage = "[snapshot.json | FILE_OR_FOLDER]"
    static let discussion = """
        Moves the pointer along --path (points x,y@seconds separated by ';'); when it rests within
        the tolerance of one point for the dwell time, a tap fires on the element hit there.
        Without --path, rests on the centre of each control in turn: a control whose centre is
        covered by another, or lies outside it, shows up as a tap on something else.
        Inputs are read as by 'perceive voiceover'. The defaults (1 s, 10 pt) are assumptions:
        see docs/assistive-technology-costs.md.
        """

    static let path = Option<[DragStep]>(
        "path", valueName: "POINTS", help: "e.g. \"100,300@0;102,301@1.2;200,300@2;200,300@3.5\"",
        accepted: ["points x,y@seconds separated by ';', in time order"]) { DragStep.path(from: $0) }
    static let dwellTime = Option<Double>(
        "dwell-time", valueName: "SECONDS", help: "how long the pointer must rest (default 1)",
        accepted: ["a number of seconds from 0.1 to 10"]) { text in
        Double(text).flatMap { (0.1...10).contains($0) ? $0 : nil }
    }
    static let tolerance = Option<Double>(
        "tolerance", valueName: "POINTS", help: "how far the pointer may move while resting (default 10)",
        accepted: ["a number of points from 0 to 200"]) { text in
        Double(text).flatMap { (0...200).contains($0) ? $0 : nil }
    }

    static let optionGroups = [
        OptionGroup.options(SceneInput.options + [path.spec, dwellTime.spec, tolerance.spec]),
        DisplaySettingsOptions.group,
    ]

    let scene: any Scene
    let pointerPath: [DragStep]?
    let settings: DwellSettings

    init(arguments: ParsedArguments) throws(CommandError) {
        try SceneInput.checkOnePath(arguments)
        pointerPath = try arguments.value(Self.path)
        var settings = DwellSettings()
        if let seconds = try arguments.value(Self.dwellTime) {
            settings.dwellTime = .milliseconds(Int((seconds * 1000).rounded()))
        }
        if let points = try arguments.value(Self.tolerance) { settings.tolerance = points }
        self.settings = settings
        scene = try SceneInput.scene(from: arguments)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let path = pointerPath ?? Dwell.restOnEachControl(of: scene.render(), settings: settings)
        console.writeOutput(DwellText.text(of: Dwell.run(path: path, on: scene, settings: settings)))
        return .clean
    }
}
