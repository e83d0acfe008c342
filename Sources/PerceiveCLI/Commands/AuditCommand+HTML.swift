import AccessibilityTree
import Audit
import Reporting
import SwiftUIFrontEnd

extension AuditCommand {
    /// The HTML report of `report`: the audit with every screen of the SwiftUI (else UIKit)
    /// source under the paths, as `perceive voiceover --list` finds them, and the source lines it
    /// quotes. Screens that cannot be lowered are left out with a note; the findings stay.
    func htmlDocument(_ report: AuditReport, baseline: BaselineTrend?, platform: TargetPlatform,
                      console: Console) -> HTMLReportDocument {
        let places = FindingPlaces(report.findings)
        let named = reportScreens(platform: platform, console: console)
        let screens = named.map { ReportScreen($0.screen, name: $0.name, findings: places) }
        let quoted = report.findings.map { ($0.location.file, $0.location.line) }
            + screens.flatMap { $0.elements.compactMap { $0.source.map { ($0.file, $0.line) } } }
        return HTMLReportDocument(report: report, screens: screens, sources: .read(around: quoted), baseline: baseline)
    }

    /// The screens under the paths: SwiftUI entry points with the modals they present, or where
    /// there are none, UIKit view controllers.
    private func reportScreens(platform: TargetPlatform, console: Console) -> [NamedScreen] {
        let sources = paths.filter { !$0.hasSuffix(".json") && !CaptureInput.isCapture($0) }
        guard !sources.isEmpty else { return [] }
        do {
            return SceneInput.namedScreens(try SwiftUIFrontEnd.screens(forPaths: sources, settings: settings, platform: platform))
        } catch {
            var screens: [NamedScreen] = []
            for path in sources {
                guard let scenes = try? UIKitInput.scenes(path: path, settings: settings) else { continue }
                screens += scenes.map { scene in
                    let screen = scene.render()
                    return NamedScreen(name: screen.name ?? path, source: nil, screen: screen)
                }
            }
            if screens.isEmpty { note("perceive audit: the report shows no screens: \(error)", console: console) }
            return screens
        }
    }
}
