import AccessibilityTree
import Audit
import Reporting
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import UIKitFrontEnd

extension AuditCommand {
    /// The HTML report of `report`: the audit with the first screen of every SwiftUI entry point
    /// the audit lowered (its previews, and the views no preview shows) and the modals each
    /// presents, or where there are none, every UIKit view controller; and the source lines it
    /// quotes. Screens that cannot be lowered are left out with a note; the findings stay.
    func htmlDocument(_ report: AuditReport, inputs: [AuditInput], baseline: BaselineTrend?, platform: TargetPlatform,
                      console: Console) -> HTMLReportDocument {
        let places = FindingPlaces(report.findings)
        let swiftFiles = inputs.filter { $0.kind == .swiftSource }.map(\.path)
        var named = SceneInput.namedScreens(swiftUIResults(swiftFiles, platform: platform))
        if named.isEmpty { named = uiKitScreens(swiftFiles, console: console) }
        let screens = named.map { ReportScreen($0.screen, name: $0.name, findings: places) }
        let quoted = report.findings.map { ($0.location.file, $0.location.line) }
            + screens.flatMap { $0.elements.compactMap { $0.source.map { ($0.file, $0.line) } } }
        return HTMLReportDocument(report: report, screens: screens, sources: .read(around: quoted), baseline: baseline,
                                  colorPairs: ReportColorPair.pairs(on: named.map(\.screen)))
    }

    /// Every entry point the audit lowers in `paths`, as the project of all of them, first screens only.
    private func swiftUIResults(_ paths: [String], platform: TargetPlatform) -> [LoweringResult] {
        let files = paths.compactMap { path in
            (try? String(contentsOfFile: path, encoding: .utf8)).map { ParsedSourceFile(path: path, text: $0) }
        }
        let project = SwiftUIProject(files: files, platform: platform)
        return paths.flatMap { project.lower(entriesDeclaredIn: $0, settings: settings) }
    }

    /// The view controllers (or outermost views) of UIKit source.
    private func uiKitScreens(_ paths: [String], console: Console) -> [NamedScreen] {
        guard !paths.isEmpty else { return [] }
        do {
            let files = try UIKitFrontEnd.parse(paths: paths)
            guard UIKitFrontEnd.declaresViews(files) else { return [] }
            return try UIKitFrontEnd.scenes(files: files, view: nil, settings: settings).map { scene in
                let screen = scene.render()
                return NamedScreen(name: screen.name ?? "UIKit screen", source: nil, screen: screen)
            }
        } catch {
            note("perceive audit: the report shows no screens: \(error)", console: console)
            return []
        }
    }
}
