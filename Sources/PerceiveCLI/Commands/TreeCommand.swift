import AccessibilityTree
import Audit
import Foundation
import SnapshotCodec
import SwiftUIFrontEnd
import UIKitFrontEnd

/// `perceive tree`: the accessibility tree the SwiftUI front end lowers from source.
struct TreeCommand: Command {
    static let name = "tree"
    static let abstract = "Print the accessibility tree VoiceOver would walk, lowered from SwiftUI source or read from a UI-test capture."
    static let positionalUsage = "PATH…"
    static let discussion = """
        PATH is a Swift file or a folder (searched recursively, skipping .build, DerivedData, Pods,
        Carthage, hidden folders and localization catalogs). Without --view or --preview every preview
        is lowered (or, when there are none, every view) under the display settings. Each element
        shows its label, value, traits, frame and file:line:column, then what else it carries
        (actions, rotors, custom content, drag and drop points, speech attributes…,
        docs/swiftui-coverage.md); what could not be evaluated is listed per file.
        PATH may also be a UI-test capture (Appium page source, XCUITest debugDescription, or an
        XCUITest snapshot dictionary as JSON or a property list; told by its content,
        docs/runtime-capture.md): its tree is printed as captured, each element at its line in the
        capture; '--format snapshot' turns it into a perceive-snapshot file.
        """

    enum Format: String, CaseIterable { case text, json, snapshot }

    static let format = Option<Format>(
        "format", valueName: "FORMAT",
        help: "text (default), json (the lowering results), or snapshot (one screen as a perceive-snapshot "
            + "file, its sheets and alerts as named screens, for 'perceive voiceover')")
    static let ids = Flag("ids", help: "show each element's id")

    static let optionGroups = [
        OptionGroup.options(EntrySelection.options + [format.spec, ids.spec]),
        DisplaySettingsOptions.group,
    ]

    let paths: [String]
    let entry: EntrySelection
    let settings: AccessibilitySettings
    let format: Format
    let showsIDs: Bool

    init(arguments: ParsedArguments) throws(CommandError) {
        guard !arguments.positional.isEmpty else { throw .usage("missing PATH") }
        paths = arguments.positional
        entry = try EntrySelection(arguments: arguments)
        format = try arguments.value(Self.format) ?? .text
        settings = try DisplaySettingsOptions.settings(from: arguments)
        showsIDs = arguments.contains(Self.ids)
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        if !paths.isEmpty, paths.allSatisfy(CaptureInput.isCapture) { return try runOnCaptures(console: console) }
        let results: [LoweringResult]
        let strings = ProjectScope.stringsTables(around: paths).tables
        do {
            results = try SwiftUIFrontEnd.screens(forPaths: paths, view: entry.view, preview: entry.preview, settings: settings,
                                                   strings: strings)
        } catch {
            guard let scenes = try UIKitInput.scenes(afterSwiftUIFailed: error, paths: paths, view: entry.view,
                                                     settings: settings, strings: strings) else { throw .input(error.description) }
            results = scenes.map { $0.loweringResult() }
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
                throw .usage("'\(Self.format) snapshot' writes one screen, and \(results.count) were found: name one with '\(EntrySelection.view)' or '\(EntrySelection.preview)'")
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
