import AccessibilityTree
import Audit
import Foundation
import Reporting
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import UIKitFrontEnd

extension AuditCommand {
    /// The HTML report of `report`: the audit with the first screen of every SwiftUI entry point
    /// the audit lowered (its previews, and the views no preview shows) and the modals each
    /// presents, or where there are none, every UIKit view controller, each also lowered under
    /// every settings variant (`ReportSettingsVariant`); and the source lines it quotes. Screens
    /// that cannot be lowered are left out with a note; the findings stay.
    func htmlDocument(_ report: AuditReport, inputs: [AuditInput], baseline: BaselineTrend?,
                      configuration: AuditConfiguration, console: Console) -> HTMLReportDocument {
        let places = FindingPlaces(report.findings)
        let swiftFiles = inputs.filter { $0.kind == .swiftSource }.map(\.path)
        let lowered = reportScreens(swiftFiles, platform: configuration.platform, settings: settings, console: console)
        var screens = lowered.named.map { ReportScreen($0.screen, name: $0.name, findings: places) }
        let variants = ReportSettingsVariant.variants(around: settings)
        var variantFindings = ReportVariantFindings(
            report: report, configuration: configuration, rules: AllRules.all, screens: lowered.named.map(\.screen),
            framework: lowered.framework, isSuppressed: InlineSuppressions().silences)
        if !lowered.named.isEmpty {
            let asAudited = screens
            for variant in variants.dropFirst() {
                let again = reportScreens(swiftFiles, platform: configuration.platform, settings: variant.settings, console: nil)
                let drawn = Self.matching(again.named, to: lowered.named).enumerated().map { index, named in
                    named.flatMap { named -> ReportScreen? in
                        let screen = ReportScreen(named.screen, name: named.name, findings: variantFindings.places(on: named.screen))
                        return screen == asAudited[index] ? nil : screen
                    }
                }
                for index in screens.indices { screens[index].variants.append(drawn[index]) }
            }
        }
        screens += capturedScreens(inputs, configuration: configuration, places: places)
        let quoted = report.findings.map { ($0.location.file, $0.location.line) }
            + (screens + screens.flatMap { $0.variants.compactMap { $0 } }).flatMap {
                $0.elements.compactMap { $0.source.map { ($0.file, $0.line) } }
            }
        return HTMLReportDocument(report: report, screens: screens, sources: .read(around: quoted), baseline: baseline,
                                  colorPairs: ReportColorPair.pairs(on: lowered.named.map(\.screen)),
                                  settingsVariants: variants, variantFindings: variantFindings.variantFindings)
    }

    /// The screens of the snapshots and UI-test captures among `inputs`, as the audit reads them
    /// (a snapshot's first screen, then its named ones); drawn as captured, under no variant.
    /// One that cannot be read is left out: the report lists it among the input errors.
    private func capturedScreens(_ inputs: [AuditInput], configuration: AuditConfiguration, places: FindingPlaces) -> [ReportScreen] {
        let readers: [InputKind: FrontEnd] = [.snapshot: .snapshot, .runtimeCapture: .runtimeCapture]
        return inputs.flatMap { input -> [ReportScreen] in
            guard let frontEnd = readers[input.kind],
                  let output = try? frontEnd.read(FrontEndInput(input: input, settings: settings,
                                                                configuration: configuration.ruleConfiguration,
                                                                platform: configuration.platform)) else { return [] }
            let file = (input.path as NSString).lastPathComponent
            return output.screens.enumerated().map { index, screen in
                let name = index == 0 ? file : "\(file) › \(screen.name ?? "screen \(index + 1)")"
                return ReportScreen(screen, name: name, findings: places, file: input.path)
            }
        }
    }

    /// For each screen of `audited`, the screen of `again` with the same name (the `n`th of that
    /// name for the `n`th), or nil where the variant lowered none.
    static func matching(_ again: [NamedScreen], to audited: [NamedScreen]) -> [NamedScreen?] {
        var byName: [String: [NamedScreen]] = [:]
        for named in again { byName[named.name, default: []].append(named) }
        var taken: [String: Int] = [:]
        return audited.map { named in
            let position = taken[named.name, default: 0]
            taken[named.name] = position + 1
            return byName[named.name].flatMap { $0.indices.contains(position) ? $0[position] : nil }
        }
    }

    /// The screens of the SwiftUI entry points in `paths`, or where there are none, of the UIKit
    /// view controllers, lowered under `settings`, with the framework they come from. A note on
    /// `console`, when given, says why UIKit source gave none.
    private func reportScreens(_ paths: [String], platform: TargetPlatform, settings: AccessibilitySettings,
                               console: Console?) -> (named: [NamedScreen], framework: SourceFramework?) {
        let named = SceneInput.namedScreens(swiftUIResults(paths, platform: platform, settings: settings))
        if !named.isEmpty { return (named, .swiftUI) }
        let uiKit = uiKitScreens(paths, settings: settings, console: console)
        return (uiKit, uiKit.isEmpty ? nil : .uikit)
    }

    /// Every entry point the audit lowers in `paths`, as the project of all of them (each folder
    /// given an app of its own, as the audit reads it), first screens only.
    private func swiftUIResults(_ paths: [String], platform: TargetPlatform, settings: AccessibilitySettings) -> [LoweringResult] {
        let files = paths.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { ParsedSourceFile(path: path, text: $0) }
        }
        let project = SwiftUIProject(files: files, platform: platform, layout: ProjectScope.around(self.paths).apps)
        return paths.flatMap { project.lower(entriesDeclaredIn: $0, settings: settings) }
    }

    /// The view controllers (or outermost views) of UIKit source.
    private func uiKitScreens(_ paths: [String], settings: AccessibilitySettings, console: Console?) -> [NamedScreen] {
        guard !paths.isEmpty else { return [] }
        do {
            let files = try UIKitFrontEnd.parse(paths: paths)
            guard UIKitFrontEnd.declaresViews(files) else { return [] }
            return try UIKitFrontEnd.scenes(files: files, view: nil, settings: settings).map { scene in
                let screen = scene.render()
                return NamedScreen(name: screen.name ?? "UIKit screen", source: nil, screen: screen)
            }
        } catch {
            if let console { note("perceive audit: the report shows no screens: \(error)", console: console) }
            return []
        }
    }
}

/// The inline suppressions of each Swift file, read once when a finding points into it.
final class InlineSuppressions {
    private var byFile: [String: [Suppression]] = [:]

    /// Whether a suppression in the finding's file silences it.
    func silences(_ finding: Finding) -> Bool {
        let file = finding.location.file
        if byFile[file] == nil {
            let text = file.hasSuffix(".swift") ? try? String(contentsOfFile: file, encoding: .utf8) : nil
            byFile[file] = text.map { Suppression.all(in: ParsedSourceFile(path: file, text: $0)) } ?? []
        }
        return byFile[file]?.contains { $0.silences(finding) } ?? false
    }
}
