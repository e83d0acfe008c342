import Audit
import Foundation
import TestSupport
import Testing

/// Views that conform to a protocol of the app's own refining `View`, whose `body` the protocol's
/// extension gives (`protocol PlatformView: View` with `extension PlatformView { var body … }`),
/// are audited as views: what the iOS build draws is reported, what another platform draws is not.
@Suite struct ViewProtocolAuditTests {
    static let toolbarFile = """
        import SwiftUI

        struct PlayerToolbar: PlatformView {
            let skip: () -> Void

            var phoneView: some View {
                Button(action: skip) {
                    Image(uiImage: .skipForward)
                }
            }

            var tvView: some View {
                Button(action: skip) {
                    Image(uiImage: .skipBack)
                }
            }
        }
        """

    static func missingLabelLines(_ files: [String: String]) throws -> [Int] {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        // What the lowering draws, as `missing-label` reads it: `icon-only-button-without-label`,
        // which reads the source whatever is lowered and supersedes it at these buttons, is left out.
        let rules = AllRules.all.filter { $0.description.id != IconOnlyButtonWithoutLabelRule.description.id }
        let result = try AuditRunner(rules: rules).run(paths: [folder.path])
        return result.findings.filter { $0.ruleID == "missing-label" }.map(\.location.line)
    }

    @Test func theIOSBodyOfAViewOfTheAppsOwnProtocolIsAudited() throws {
        // Line 7: the phone body's button, read as just "Button" (a picture known at run time);
        // the tvOS body's button (13) is not built for iOS.
        #expect(try Self.missingLabelLines(["PlatformView.swift": platformViewProtocolSource, "PlayerToolbar.swift": Self.toolbarFile]) == [7])
    }

    @Test func aProtocolThatDoesNotRefineViewMakesNothingToAudit() throws {
        let notAView = platformViewProtocolSource.replacingOccurrences(of: "protocol PlatformView: View {", with: "protocol PlatformView {")
        #expect(try Self.missingLabelLines(["PlatformView.swift": notAView, "PlayerToolbar.swift": Self.toolbarFile]).isEmpty)
    }

    /// A screen root of the app's own protocol that a preview shows switches over six steps; its
    /// branch variants draw the first steps and the last, and the fifth step's view stays audited
    /// on its own, as it was before such roots were seen.
    @Test func aViewTheRootOfAProtocolNamesIsStillAuditedOnItsOwn() throws {
        let flow = """
            import SwiftUI

            enum Step { case welcome, units, targets, limits, pump, done }

            struct Flow: PlatformView {
                @State private var step = Step.welcome
                var phoneView: some View {
                    switch step {
                    case .welcome: Text("Welcome")
                    case .units: Text("Units")
                    case .targets: Text("Targets")
                    case .limits: Text("Limits")
                    case .pump: PumpStep()
                    case .done: Text("Done")
                    }
                }
                var tvView: some View { Text("Flow") }
            }

            struct PumpStep: View {
                var body: some View {
                    Button(action: {}) {
                        Image(uiImage: .skipForward)
                    }
                }
            }

            #Preview { Flow() }
            """
        // Line 22: the pump step's button, read as just "Button".
        #expect(try Self.missingLabelLines(["PlatformView.swift": platformViewProtocolSource, "Flow.swift": flow]) == [22])
    }

    @Test func aLabelledButtonInTheIOSBodyIsNotReported() throws {
        let labelled = Self.toolbarFile.replacingOccurrences(
            of: "        }\n    }\n\n    var tvView",
            with: "        }\n        .accessibilityLabel(\"Skip forward 30 seconds\")\n    }\n\n    var tvView")
        #expect(labelled != Self.toolbarFile)
        #expect(try Self.missingLabelLines(["PlatformView.swift": platformViewProtocolSource, "PlayerToolbar.swift": labelled]).isEmpty)
    }
}
