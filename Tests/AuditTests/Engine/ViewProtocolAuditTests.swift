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
                    Image(systemName: "goforward.30")
                }
            }

            var tvView: some View {
                Button(action: skip) {
                    Image(systemName: "gobackward.30")
                }
            }
        }
        """

    static func missingLabelLines(_ files: [String: String]) throws -> [Int] {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
        return result.findings.filter { $0.ruleID == "missing-label" }.map(\.location.line)
    }

    @Test func theIOSBodyOfAViewOfTheAppsOwnProtocolIsAudited() throws {
        // Line 7: the phone body's button, read as just "Button" (`goforward.30` has no description);
        // the tvOS body's button (13) is not built for iOS.
        #expect(try Self.missingLabelLines(["PlatformView.swift": platformViewProtocolSource, "PlayerToolbar.swift": Self.toolbarFile]) == [7])
    }

    @Test func aProtocolThatDoesNotRefineViewMakesNothingToAudit() throws {
        let notAView = platformViewProtocolSource.replacingOccurrences(of: "protocol PlatformView: View {", with: "protocol PlatformView {")
        #expect(try Self.missingLabelLines(["PlatformView.swift": notAView, "PlayerToolbar.swift": Self.toolbarFile]).isEmpty)
    }

    @Test func aLabelledButtonInTheIOSBodyIsNotReported() throws {
        let labelled = Self.toolbarFile.replacingOccurrences(
            of: "        }\n    }\n\n    var tvView",
            with: "        }\n        .accessibilityLabel(\"Skip forward 30 seconds\")\n    }\n\n    var tvView")
        #expect(labelled != Self.toolbarFile)
        #expect(try Self.missingLabelLines(["PlatformView.swift": platformViewProtocolSource, "PlayerToolbar.swift": labelled]).isEmpty)
    }
}
