import AccessibilityTree
import Audit
import Basics
import ColorScience
import SwiftUIFrontEnd

/// What `perceive rules` prints: the catalogue as a table, or one rule explained in full from
/// its `RuleDescription` (the same examples the tests run).
public enum RuleExplanation {
    /// One line per rule: id, severity, WCAG numbers, title, in aligned columns.
    public static func catalogue(_ rules: [RuleDescription]) -> String {
        let rows = rules.map { rule in
            [rule.id, rule.severity.rawValue, rule.wcag.isEmpty ? "—" : rule.wcag.map(\.number).joined(separator: ", "), rule.title]
        }
        let header = ["RULE", "SEVERITY", "WCAG", "TITLE"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index < 3 ? cell.padding(toLength: widths[index] + 2, withPad: " ", startingAt: 0) : cell
            }.joined()
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// The rule in full: title, rationale, WCAG with links, HIG topic, inputs, options, examples
    /// and fix. The citations are printed once, from the description's `wcag` and `hig`.
    public static func explain(_ rule: RuleDescription) -> String {
        var output = "\(rule.id): \(rule.title)\n\n"
        output += "Severity: \(rule.severity.rawValue)\n"
        output += "Reads: \(rule.inputs.map(inputName).joined(separator: ", "))\n"
        output += "HIG: \(rule.hig)\n"
        if rule.platforms != Set(TargetPlatform.allCases) {
            let names = TargetPlatform.allCases.filter(rule.platforms.contains).map(\.displayName)
            output += "Platforms: \(names.joined(separator: ", ")) (not run for the others)\n"
        }
        if !rule.wcag.isEmpty {
            output += "WCAG:\n" + rule.wcag.map { "  \($0) — \($0.url)\n" }.joined()
        }
        output += "\n" + rule.rationale + "\n"
        output += options(rule.options)
        output += section("Triggers on (↓ marks each finding)", rule.triggeringExamples.map(example))
        output += section("Does not trigger on", rule.nonTriggeringExamples.map(example))
        output += section("Fix", rule.fixExamples.map { "Before:\n" + indent($0.before) + "\nAfter:\n" + indent($0.after) })
        return output
    }

    static func section(_ title: String, _ items: [String]) -> String {
        guard !items.isEmpty else { return "" }
        return "\n\(title):\n\n" + items.map { indent($0) + "\n" }.joined(separator: "\n")
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// The options a team can set, with their kind, default and meaning.
    static func options(_ options: [RuleOption]) -> String {
        guard !options.isEmpty else { return "" }
        return "\nOptions (.perceive.json \"thresholds\"):\n" + options.map { option in
            "  \(option.key): \(option.kind.valueDescription), default \(option.defaultValue.compactDescription)\n"
                + "    \(option.documentation)\n"
        }.joined()
    }

    /// An example as `input(_:)` shows it, after the configuration it runs with when it has one.
    static func example(_ example: RuleExample) -> String {
        let configuration = configurationText(example.configuration)
        return (configuration.map { "With .perceive.json \($0):\n" } ?? "") + input(example.input)
    }

    /// The keys an example's configuration sets, as `.perceive.json` would hold them; nil for none.
    static func configurationText(_ configuration: RuleConfiguration) -> String? {
        let quoted = JSONStringLiteral.quoted
        var members: [String] = []
        if !configuration.thresholds.isEmpty {
            let values = configuration.thresholds.sorted { $0.key < $1.key }
                .map { "\(quoted($0.key)): \($0.value.compactDescription)" }
            members.append("\"thresholds\": {\(values.joined(separator: ", "))}")
        }
        if !configuration.colorPairs.isEmpty {
            let pairs = configuration.colorPairs.map { pair in
                var fields = pair.name.map { ["\"name\": \(quoted($0))"] } ?? []
                fields += ["\"foreground\": \(quoted(pair.foreground))", "\"background\": \(quoted(pair.background))"]
                // `.perceive.json` can hold a pair to the large-text minimum only.
                if pair.minimumRatio != ContrastRequirement.aaNormalText.minimumRatio { fields.append("\"isLargeText\": true") }
                return "{\(fields.joined(separator: ", "))}"
            }
            members.append("\"colorPairs\": [\(pairs.joined(separator: ", "))]")
        }
        return members.isEmpty ? nil : "{\(members.joined(separator: ", "))}"
    }

    /// Swift examples as written (markers kept); tree examples as an outline of elements, `↓`
    /// before each element expected to be reported.
    static func input(_ input: RuleExample.Input) -> String {
        switch input {
        case .swift(let text):
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        case .screen(let screen, let reported):
            var lines: [String] = []
            func visit(_ element: AccessibilityElement, depth: Int) {
                let marker = reported.contains(element.id) ? "↓" : ""
                lines.append(String(repeating: "  ", count: depth) + marker + describe(element))
                for child in element.children { visit(child, depth: depth + 1) }
            }
            visit(screen.root, depth: 0)
            if let beyond = screen.contentBeyondScreen {
                lines.append("column at \(beyond.source.file):\(beyond.source.line): \(beyond.height.compactDescription) pt at "
                    + "\(screen.settings.contentSize.shortName), \(beyond.heightAtSize.compactDescription) pt at "
                    + "\(beyond.size.shortName), \(beyond.room.compactDescription) pt between the bars")
            }
            return lines.joined(separator: "\n")
        case .assetCatalog(let catalog, let reported):
            let colors = catalog.colorSets.map { set in
                let variants = set.variants.compactMap { variant in
                    variant.color.map { "\(variant.appearance): \($0.srgb.hexString)" }
                }
                return "\(set.name).colorset  \(variants.joined(separator: ", "))"
            }
            return (colors + reported.map { "↓ " + $0 }).joined(separator: "\n")
        }
    }

    /// `settings: button, label "Settings"` — the facts a rule most often reads.
    static func describe(_ element: AccessibilityElement) -> String {
        var facts: [String] = []
        if !element.isAccessibilityElement { facts.append("container") }
        if !element.traits.isEmpty { facts.append(element.traits.names.joined(separator: " ")) }
        if let label = element.label { facts.append("label \"\(label)\"") }
        if let value = element.value { facts.append("value \"\(value)\"") }
        if let hint = element.hint { facts.append("hint \"\(hint)\"") }
        if element.isHidden { facts.append("hidden") }
        if let frame = element.frame, element.isAccessibilityElement {
            facts.append("frame \(frame.origin.x.compactDescription),\(frame.origin.y.compactDescription) "
                + "\(frame.size.width.compactDescription)×\(frame.size.height.compactDescription)")
        }
        if !element.customActions.isEmpty { facts.append("actions \(element.customActions.map(\.name))") }
        return element.id.rawValue + (facts.isEmpty ? "" : ": " + facts.joined(separator: ", "))
    }

    static func inputName(_ input: InputFamily) -> String {
        switch input {
        case .tree: "accessibility tree (snapshots, SwiftUI source)"
        case .swiftUISource: "SwiftUI source"
        case .uikitSource: "UIKit source"
        case .colors: "colours"
        case .images: "images"
        case .plist: "Info.plist"
        }
    }
}
