import Testing
import AccessibilityTree
import AssetCatalog
import Audit
import SwiftSyntaxSupport

/// A place a `↓` marker points at: 1-based line and UTF-8 column once the markers are removed.
struct MarkerPosition: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

    var description: String { "\(line):\(column)" }

    /// The positions of every `↓` in `text`.
    static func all(in text: String) -> [MarkerPosition] {
        var positions: [MarkerPosition] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var column = 1
            for character in line {
                if character == "↓" {
                    positions.append(MarkerPosition(line: index + 1, column: column))
                } else {
                    column += String(character).utf8.count
                }
            }
        }
        return positions
    }
}

/// A rule in a parameterised test, shown by its id.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var type: any Rule.Type

    var testDescription: String { type.description.id }
    var rule: any Rule { type.init(configuration: RuleConfiguration()) }
    /// Whether the rule reads Swift source.
    var readsSource: Bool { type.inputs.contains { [.swiftUISource, .uikitSource].contains($0) } }

    /// The rule built as `example` says.
    func rule(for example: RuleExample) -> any Rule { type.init(configuration: example.configuration) }

    static let all = AllRules.all.map(RuleCase.init)
}

/// Runs a rule on example input through `Rule.check(_:)`, whatever kind of rule it is.
enum ExampleRunner {
    static let swiftPath = "Example.swift"
    static let plistPath = "Info.plist"
    static let screenPath = "Example.json"

    /// The findings of `rule` on Swift (or plist) text without markers; nil when the rule reads neither.
    static func findings(of rule: any Rule, source: String) -> [Finding]? {
        rule.check(.source(ParsedSourceFile(path: swiftPath, text: source)))
            ?? rule.check(.plist(PlistFile(path: plistPath, text: source)))
    }

    /// The findings of `rule` on a screen; nil when it is not a tree rule.
    static func findings(of rule: any Rule, screen: Screen) -> [Finding]? {
        rule.check(.screen(screen, TreeContext(file: screenPath)))
    }

    /// The findings of `rule` on an example's input, markers removed; nil when it does not read that input.
    static func findings(of rule: any Rule, example: RuleExample) -> [Finding]? {
        switch example.input {
        case .swift: findings(of: rule, source: example.sourceWithoutMarkers ?? "")
        case .screen(let screen, _): findings(of: rule, screen: screen)
        case .assetCatalog(let catalog, _): findings(of: rule, catalog: catalog)
        }
    }

    /// The findings of `rule` on an asset catalog; nil when it does not read catalogs.
    static func findings(of rule: any Rule, catalog: AssetCatalog) -> [Finding]? {
        rule.check(.catalog(catalog, .every))
    }

    /// Where findings point, as marker positions.
    static func positions(of findings: [Finding]) -> [MarkerPosition] {
        findings.map { MarkerPosition(line: $0.location.line, column: $0.location.column) }.sorted()
    }

    /// The elements findings name, sorted.
    static func reportedElements(of findings: [Finding]) -> [ElementID] {
        findings.compactMap { $0.location.elementPath.map(ElementID.init(rawValue:)) }.sorted()
    }

    /// `text` with every edit applied, identical edits from several findings once (as
    /// `perceive audit --fix` does); offsets are UTF-8 bytes.
    static func applying(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in Set(edits).sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
