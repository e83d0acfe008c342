import AccessibilityTree
import Basics
import ColorScience
import Foundation

/// `perceive contrast FOREGROUND BACKGROUND`: the WCAG 2.x contrast of two colours, each
/// success criterion's verdict, the ratio under each colour-vision deficiency, and the nearest
/// passing colours.
///
/// Exits 0 when the pair passes at the requested level for the text described (normal text
/// when no size is given), 1 when it fails, 2 on a usage error.
///
/// `--format json` prints a `ContrastReport` with sorted keys; every key is always present
/// (`null` where there is no value), and later versions only add keys:
///
/// ```
/// { "format": "perceive-contrast", "version": 1, "appearance": "light", "level": "aa",
///   "foreground": { "input": "#777", "name": null, "resolved": "#777777", "drawn": "#777777" },
///   "background": { … }, "ratio": 4.478089453577214, "ratioText": "4.48", "passes": false,
///   "text": { "pointSize": null, "weight": 400, "isBold": false, "subject": "normalText",
///             "mapping": "wcagPoints", "rule": "large text is 18 pt, or 14 pt bold, …" },
///   "requirement": { "successCriterion": "1.4.3", "title": "Contrast (Minimum)", "level": "aa",
///                    "subject": "normalText", "minimumRatio": 4.5, "passes": false, "appliesHere": true },
///   "criteria": [ …five rows like requirement, in WCAG order… ],
///   "simulationModel": "machado2009",
///   "deficiencies": [ { "name": "protanopia", "kind": "protan", "severity": 1, "ratio": 4.478…,
///                       "ratioText": "4.48", "passes": false }, … ],
///   "adjustments": [ { "role": "foreground", "direction": "darker", "color": "#767676",
///                      "ratio": 4.542…, "ratioText": "4.54", "deltaE00": 0.397… }, … ] }
/// ```
///
/// `ratio` values are unrounded; `ratioText` has two decimals and never rounds up across a
/// threshold (3, 4.5, 7). `adjustments` is empty when the pair passes.
struct ContrastCommand: Command {
    static let name = "contrast"
    static let abstract = "Check the contrast of two colours against WCAG, also as people with colour-vision deficiencies see them."
    static let positionalUsage = "FOREGROUND BACKGROUND"
    static let discussion = """
        Colours: #RGB, #RRGGBB, #RRGGBBAA, rgb(…), Color(red:green:blue:opacity:), UIColor(white:alpha:),
        .black, systemBlue, label, secondaryLabel, systemBackground … (a translucent foreground is
        composited over the background; a translucent background over white).
        """
    static let exitStatus: String? = "0 passes at the level, 1 fails, 2 usage error."

    enum Format: String, CaseIterable { case text, json }

    /// A text size as `--size` takes it: points or a text style.
    enum TextSize {
        case points(Double)
        case style(TextStyle)

        init?(_ text: String) {
            if let style = TextStyle(rawValue: text) {
                self = .style(style)
                return
            }
            let number = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
            guard let points = Double(number), points.isFinite, points > 0 else { return nil }
            self = .points(points)
        }
    }

    static let size = Option<TextSize>(
        "size", valueName: "PT|STYLE", help: "text size in points, or a text style (body, headline …) at --dynamic-type",
        accepted: ["17", "body"], parse: TextSize.init)
    static let weight = Option<Int>(
        "weight", valueName: "WEIGHT", help: "regular, semibold, bold, heavy … or 100–900; bold is 700 and above",
        accepted: weights.keys.sorted()) { text in
        weights.first { $0.key.lowercased() == text.lowercased() }?.value ?? Int(text).flatMap { (1...1000).contains($0) ? $0 : nil }
    }
    static let level = Option<ConformanceLevel>(
        "level", valueName: "aa|aaa", help: "the level that decides the exit status (default aa)", accepted: ["aa", "aaa"]) {
        ConformanceLevel(rawValue: $0.lowercased())
    }
    static let nonText = Flag("non-text", help: "judge an icon or control boundary (SC 1.4.11, 3:1) instead of text")
    static let appearance = Option<ColorAppearance>(
        "appearance", valueName: "NAME", help: "resolve system colours in light (default), dark, light-hc or dark-hc",
        accepted: ["light", "dark", "light-hc", "dark-hc"], parse: ColorAppearance.init(name:))
    static let largeText = Option<LargeTextMapping>(
        "large-text", valueName: "RULE",
        help: "wcag-pt (default: 18 pt, or 14 pt bold), hig (18 pt, or bold at any size), css-px (24 pt, or 18.66 pt bold)",
        accepted: mappings.keys.sorted()) { mappings[$0] }
    static let deficiency = Option<String>(
        "deficiency", valueName: "NAME", repeatable: true,
        help: "a colour-vision deficiency to check, repeatable: protanopia, deuteranomaly:0.3 … "
            + "(default: the four full deficiencies and the three anomalies at severity 0.5)")
    static let cvdModel = Option<SimulationModel>(
        "cvd-model", valueName: "MODEL",
        help: "machado (default; Machado et al. 2009), brettel (Brettel et al. 1997, best for tritan) "
            + "or vienot (Viénot et al. 1999)",
        accepted: models.keys.sorted()) { models[$0] }
    static let format = Option<Format>("format", valueName: "FORMAT", help: "text (default) or json")

    static let optionGroups = [OptionGroup.options([
        size.spec, weight.spec, level.spec, nonText.spec, appearance.spec, DisplaySettingsOptions.dynamicType.spec, largeText.spec,
        deficiency.spec, cvdModel.spec, format.spec,
    ])]

    /// Weight names on the CSS scale: ultraLight 100 … regular 400 … bold 700 … black 900.
    static let weights: [String: Int] = Dictionary(uniqueKeysWithValues: VisualFacts.Weight.allCases.map {
        ($0.rawValue, $0.cssWeight)
    })
    static let mappings: [String: LargeTextMapping] = ["wcag-pt": .wcagPoints, "hig": .accessibilityInspector,
                                                       "css-px": .cssPixels]
    static let models: [String: SimulationModel] = ["machado": .machado2009, "brettel": .brettel1997,
                                                    "vienot": .vienot1999]
    static let deficiencyNames = ["protanopia", "deuteranopia", "tritanopia", "achromatopsia", "protanomaly",
                                  "deuteranomaly", "tritanomaly"]

    let foreground: ParsedColor
    let background: ParsedColor
    let pointSize: Double?
    let weight: Int
    let isNonText: Bool
    let level: ConformanceLevel
    let appearance: ColorAppearance
    let mapping: LargeTextMapping
    let deficiencies: [ColorVisionDeficiency]
    let model: SimulationModel
    let format: Format

    init(arguments: ParsedArguments) throws(CommandError) {
        let positional = arguments.positional
        guard positional.count >= 2 else {
            throw .usage(positional.isEmpty ? "missing the foreground and background colours"
                         : "missing the background colour after '\(positional[0])'")
        }
        guard positional.count == 2 else { throw .usage("unexpected argument '\(positional[2])'") }
        foreground = try Self.color(positional[0], role: "foreground")
        background = try Self.color(positional[1], role: "background")

        level = try arguments.value(Self.level) ?? .aa
        format = try arguments.value(Self.format) ?? .text
        appearance = try arguments.value(Self.appearance) ?? .light
        mapping = try arguments.value(Self.largeText) ?? .default
        let category = try arguments.value(DisplaySettingsOptions.dynamicType) ?? .default
        let size = try arguments.value(Self.size)
        let style: TextStyle?
        switch size {
        case .style(let textStyle)?:
            style = textStyle
            pointSize = textStyle.pointSize(at: category)
        case .points(let points)?:
            style = nil
            pointSize = points
        case nil:
            style = nil
            pointSize = nil
        }
        weight = try arguments.value(Self.weight) ?? style.map { Self.weights[$0.defaultWeight.rawValue] ?? 400 } ?? 400
        model = try arguments.value(Self.cvdModel) ?? .default
        var deficiencies: [ColorVisionDeficiency] = []
        for name in try arguments.values(Self.deficiency) {
            guard let deficiency = ColorVisionDeficiency(name: name) else {
                let word = String(name.prefix { $0 != ":" })
                let suggestion = NameSuggestion.didYouMean(word, in: Self.deficiencyNames)
                throw .usage("'\(name)' is not a colour-vision deficiency (\(Self.deficiencyNames.joined(separator: ", ")), "
                             + "with ':SEVERITY' from 0 to 1 for an anomaly).\(suggestion)")
            }
            deficiencies.append(deficiency)
        }
        self.deficiencies = deficiencies.isEmpty ? ColorVisionDeficiency.reportedByDefault : deficiencies
        isNonText = arguments.contains(Self.nonText)
        if isNonText && size != nil {
            throw .usage("'\(Self.nonText)' judges an element, not text: drop '\(Self.size)'")
        }
    }

    private static func color(_ text: String, role: String) throws(CommandError) -> ParsedColor {
        do {
            return try ColorParser.parse(text)
        } catch {
            throw .usage("the \(role) \(error.description)")
        }
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let report = ContrastReport(foreground: foreground, background: background, appearance: appearance,
                                    pointSize: pointSize, weight: weight, isNonText: isNonText, mapping: mapping,
                                    level: level, deficiencies: deficiencies, model: model)
        switch format {
        case .json: console.print(try Self.json(report))
        case .text: console.print(Self.text(report))
        }
        return report.passes ? .clean : .findings
    }

    static func json(_ report: ContrastReport) throws(CommandError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(report), as: UTF8.self)
        } catch {
            throw .input("could not encode the contrast report as JSON: \(error)")
        }
    }

    /// The report for people: colours, ratio, the WCAG table, deficiencies, suggestions, verdict.
    static func text(_ report: ContrastReport) -> String {
        var lines: [String] = []
        func describe(_ entry: ContrastReport.ColorEntry) -> String {
            var text = entry.input
            if let name = entry.name, name != entry.input { text += " (\(name))" }
            if entry.resolved != entry.input { text += " → \(entry.resolved)" }
            if entry.drawn != entry.resolved { text += ", drawn as \(entry.drawn)" }
            return text
        }
        lines.append("Foreground  " + describe(report.foreground))
        lines.append("Background  " + describe(report.background))
        if report.foreground.name != nil || report.background.name != nil {
            lines.append("Appearance  " + report.appearance)
        }
        lines.append("Contrast    \(report.ratioText):1")
        lines.append("")
        lines.append(subjectLine(report))
        lines.append("")
        for criterion in report.criteria {
            let minimum = criterion.minimumRatio.compactDescription + ":1"
            lines.append("  " + "SC \(criterion.successCriterion)".padding(10) + " " + criterion.level.name.padding(4)
                         + criterion.subject.name.padding(12) + " ≥ " + minimum.padding(7) + " "
                         + (criterion.passes ? "pass" : "FAIL") + (criterion.appliesHere ? "  ← this check" : ""))
        }
        lines.append("")
        let target = report.requirement
        let modelName = ["machado2009": "Machado et al. 2009", "brettel1997": "Brettel et al. 1997",
                         "vienot1999": "Viénot et al. 1999"][report.simulationModel.rawValue] ?? report.simulationModel.rawValue
        lines.append("As seen with colour-vision deficiencies (\(modelName); achromatopsia as luminance), "
                     + "against ≥ \(target.minimumRatio.compactDescription):1:")
        for deficiency in report.deficiencies {
            let name = deficiency.severity < 1 ? "\(deficiency.name) \(deficiency.severity.compactDescription)" : deficiency.name
            lines.append("  " + name.padding(19) + (deficiency.ratioText + ":1").padding(8) + " "
                         + (deficiency.passes ? "pass" : "FAIL"))
        }
        lines.append("")
        let targetName = "\(target.level.name) \(target.subject.name) (≥ \(target.minimumRatio.compactDescription):1)"
        if report.passes {
            lines.append("PASS: \(targetName), \(report.ratioText):1.")
        } else {
            if report.adjustments.isEmpty {
                lines.append("No colour of the same hue reaches \(targetName) against the other colour.")
            } else {
                lines.append("Nearest passing colours for \(targetName), same hue, by CIEDE2000:")
                for adjustment in report.adjustments {
                    lines.append("  " + adjustment.role.rawValue.padding(11) + adjustment.color.padding(10)
                                 + adjustment.direction.rawValue.padding(8) + (adjustment.ratioText + ":1").padding(8)
                                 + " ΔE00 " + String(format: "%.2f", adjustment.deltaE00))
                }
            }
            lines.append("")
            lines.append("FAIL: \(target.level.name) \(target.subject.name) needs \(target.minimumRatio.compactDescription):1; "
                         + "this pair has \(report.ratioText):1.")
        }
        return lines.joined(separator: "\n")
    }

    private static func subjectLine(_ report: ContrastReport) -> String {
        let text = report.text
        switch text.subject {
        case .nonText:
            return "Judged as non-text: icons, control boundaries and graphics (SC 1.4.11)."
        case .normalText, .largeText:
            let weightName = weights.first { $0.value == text.weight }?.key ?? "weight \(text.weight)"
            let size = text.pointSize.map { "\($0.compactDescription) pt \(weightName)" }
                ?? "no size given"
            return "Text: \(size) → \(text.subject.name); \(text.rule)."
        }
    }
}

private extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
