import AccessibilityTree
import Audit
import Basics
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
        let lowering = reportLowering(swiftFiles, platform: configuration.platform, console: console)
        let lowered: (named: [NamedScreen], framework: SourceFramework?)
        do {
            lowered = (try lowering.screens(under: settings), lowering.framework)
        } catch {
            note("perceive audit: the report shows no screens: \(error)", console: console)
            lowered = ([], nil)
        }
        var screens = lowered.named.map { ReportScreen($0.screen, name: $0.name, findings: places) }
        let variants = ReportSettingsVariant.variants(around: settings)
        var variantFindings = ReportVariantFindings(
            report: report, configuration: configuration, rules: AllRules.all, screens: lowered.named.map(\.screen),
            framework: lowered.framework, isSuppressed: InlineSuppressions().silences)
        if !lowered.named.isEmpty {
            let asAudited = screens
            for variant in variants.dropFirst() {
                let again = (try? lowering.screens(under: variant.settings)) ?? []
                let drawn = Self.matching(again, to: lowered.named).enumerated().map { index, named in
                    named.flatMap { named -> ReportScreen? in
                        let screen = ReportScreen(named.screen, name: named.name, findings: variantFindings.places(on: named.screen, asAudited: index))
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
                                  settingsVariants: lowered.named.isEmpty ? [] : variants, variantFindings: variantFindings.variantFindings)
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

    /// The SwiftUI project of `paths`, or where it declares no entry point, their UIKit source,
    /// read once and lowered under each set of settings the report draws.
    private func reportLowering(_ paths: [String], platform: TargetPlatform, console: Console) -> ReportLowering {
        let files = paths.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { ParsedSourceFile(path: path, text: $0) }
        }
        // Each folder given is an app of its own, as the audit reads it.
        var layout = ProjectScope.around(self.paths).apps
        layout.strings = ProjectScope.stringsTables(around: self.paths).tables
        let project = SwiftUIProject(files: files, platform: platform, layout: layout)
        if paths.contains(where: { !project.entryPoints(declaredIn: $0).isEmpty }) { return .swiftUI(project, paths: paths) }
        guard !paths.isEmpty else { return .none }
        do {
            let files = try UIKitFrontEnd.parse(paths: paths)
            return UIKitFrontEnd.declaresViews(files) ? .uiKit(files, strings: layout.strings) : .none
        } catch {
            note("perceive audit: the report shows no screens: \(error)", console: console)
            return .none
        }
    }
}

/// Source read once for the report, lowered into its screens under any settings: the first
/// screen of every SwiftUI entry point and the modals it presents, or every UIKit view controller.
enum ReportLowering {
    case swiftUI(SwiftUIProject, paths: [String])
    case uiKit([ParsedSourceFile], strings: StringsTables)
    case none

    var framework: SourceFramework? {
        switch self {
        case .swiftUI: .swiftUI
        case .uiKit: .uikit
        case .none: nil
        }
    }

    func screens(under settings: AccessibilitySettings) throws(FrontEndError) -> [NamedScreen] {
        switch self {
        case let .swiftUI(project, paths):
            return SceneInput.namedScreens(paths.flatMap { project.lower(entriesDeclaredIn: $0, settings: settings) })
        case let .uiKit(files, strings):
            return try UIKitFrontEnd.scenes(files: files, view: nil, settings: settings, strings: strings).map { scene in
                let screen = scene.render()
                return NamedScreen(name: screen.name ?? "UIKit screen", source: nil, screen: screen)
            }
        case .none:
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
