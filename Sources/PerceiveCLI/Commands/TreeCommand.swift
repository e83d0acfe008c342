import AccessibilityTree
import Foundation
import SnapshotCodec
import SwiftUIFrontEnd

/// `perceive tree`: the accessibility tree the SwiftUI front end lowers from source.
struct TreeCommand: Command {
    static let name = "tree"
    static let abstract = "Print the accessibility tree VoiceOver would walk, lowered from SwiftUI source."
    static let usage = """
        USAGE: perceive tree PATH… [--view NAME | --preview NAME] [--dynamic-type SIZE] [--bold-text]
                             [--reduce-motion] [--reduce-transparency] [--increase-contrast]
                             [--differentiate-without-color] [--dark-mode] [--format text|json|snapshot] [--ids]

        PATH is a Swift file or a folder (searched recursively, skipping .build, DerivedData, Pods,
        Carthage and hidden folders). Without --view or --preview every preview is lowered (or, when
        there are none, every view). Each element shows its label, value, traits, frame and
        file:line:column; what could not be evaluated is listed per file.

        OPTIONS:
          --view NAME            Lower the view type NAME with default or placeholder arguments.
          --preview NAME         Lower the #Preview or PreviewProvider named NAME.
          --dynamic-type SIZE    Content size: XS S M L XL XXL XXXL AX1…AX5 (default L).
          --format FORMAT        text (default), json (the lowering results), or snapshot (one screen
                                 as a perceive-snapshot file, its sheets and alerts as named screens,
                                 for 'perceive voiceover').
          --ids                  Show each element's id.
        """
    static let options: [OptionSpec] = [
        .value("view", help: "the view type to lower"),
        .value("preview", help: "the preview to lower"),
        .value("dynamic-type", help: "the content size category"),
        .value("format", help: "text, json or snapshot"),
        .flag("bold-text"), .flag("reduce-motion"), .flag("reduce-transparency"), .flag("increase-contrast"),
        .flag("differentiate-without-color"), .flag("dark-mode"), .flag("ids"),
    ]

    enum Format: String, CaseIterable { case text, json, snapshot }

    let paths: [String]
    let view: String?
    let preview: String?
    let settings: AccessibilitySettings
    let format: Format
    let showsIDs: Bool

    init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positional.isEmpty else { throw .usage("missing PATH") }
        paths = arguments.positional
        view = arguments.value("view")
        preview = arguments.value("preview")
        if view != nil, preview != nil { throw .usage("give either '--view' or '--preview', not both") }
        let sizes = ContentSizeCategory.allCases.map(\.shortName)
        let contentSize = try arguments.value("dynamic-type", accepted: sizes) { ContentSizeCategory(name: $0) } ?? .default
        format = try arguments.value("format", accepted: Format.allCases.map(\.rawValue)) { Format(rawValue: $0) } ?? .text
        settings = AccessibilitySettings(
            contentSize: contentSize, boldText: arguments.flag("bold-text"), reduceMotion: arguments.flag("reduce-motion"),
            reduceTransparency: arguments.flag("reduce-transparency"), increaseContrast: arguments.flag("increase-contrast"),
            differentiateWithoutColor: arguments.flag("differentiate-without-color"), darkMode: arguments.flag("dark-mode"))
        showsIDs = arguments.flag("ids")
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        let results: [LoweringResult]
        do {
            results = try SwiftUIFrontEnd.screens(forPaths: paths, view: view, preview: preview, settings: settings)
        } catch {
            throw .input(error.description)
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(results), let text = String(data: data, encoding: .utf8) else {
                throw .input("the tree could not be encoded as JSON")
            }
            console.print(text)
        case .snapshot:
            guard results.count == 1, let result = results.first else {
                throw .usage("'--format snapshot' writes one screen, and \(results.count) were found: name one with '--view' or '--preview'")
            }
            let modals = Dictionary(result.modals.enumerated().map { ($1.screen.name ?? "modal \($0 + 1)", $1.screen) },
                                    uniquingKeysWith: { first, _ in first })
            let snapshot = Snapshot(screen: result.screen, screens: modals)
            console.print(String(decoding: snapshot.encoded(), as: UTF8.self))
        case .text:
            let outline = TreeOutline(includesFrames: true, includesSources: true, includesIDs: showsIDs)
            console.print(results.map { outline.render($0) }.joined(separator: "\n"))
            let summary = Self.summary(results)
            if !summary.isEmpty { console.print("\n" + summary) }
        }
        return .clean
    }

    /// Per file, how many things could not be evaluated exactly.
    static func summary(_ results: [LoweringResult]) -> String {
        var counts: [String: [FrontEndDiagnostic.Severity: Int]] = [:]
        for diagnostic in results.flatMap(\.diagnostics).uniqued() {
            counts[diagnostic.location?.file ?? "(no file)", default: [:]][diagnostic.severity, default: 0] += 1
        }
        guard !counts.isEmpty else { return "" }
        let lines = counts.keys.sorted().map { file -> String in
            let parts = [FrontEndDiagnostic.Severity.error, .warning, .note].compactMap { severity -> String? in
                guard let count = counts[file]?[severity] else { return nil }
                return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
            }
            return "  \(file): " + parts.joined(separator: ", ")
        }
        return "Not fully evaluated:\n" + lines.joined(separator: "\n")
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
