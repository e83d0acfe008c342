import Audit
import Foundation
import TestSupport
import Testing

/// A picture a protocol's conforming types hand over, in files of their own, is judged where the
/// view draws it: the line a developer hides or describes it on (docs/swiftui-coverage.md,
/// Values set in another file).
@Suite struct ValuesSetElsewhereAuditTests {
    static let files = [
        "Info.swift": """
            import SwiftUI

            protocol InfoModel {
                var title: String { get }
                var image: Image? { get }
            }
            """,
        "ErrorModel.swift": """
            import SwiftUI

            final class ErrorModel: InfoModel {
                var title: String { "Sign-in failed" }
                var image: Image? { Image(systemName: "exclamationmark.circle") }
            }
            """,
        "SignedOutModel.swift": """
            import SwiftUI

            final class SignedOutModel: InfoModel {
                let wasSignedIn: Bool
                init(wasSignedIn: Bool) { self.wasSignedIn = wasSignedIn }
                var title: String { "Signed out" }
                var image: Image? { wasSignedIn ? Image(systemName: "exclamationmark.circle") : nil }
            }
            """,
    ]

    static func infoView(hidden: Bool) -> String {
        """
        import SwiftUI

        struct InfoView: View {
            private var viewModel: InfoModel

            init(viewModel: InfoModel) {
                self.viewModel = viewModel
            }

            var body: some View {
                VStack {
                    if let image = viewModel.image {
                        image
                            .font(Font.system(size: 107, weight: .light))\(hidden ? "\n                .accessibilityHidden(true)" : "")
                    }
                    Text(viewModel.title)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
        """
    }

    static func findings(hidden: Bool) throws -> [Finding] {
        let folder = try TemporaryFolder()
        // The project around the file audited: its protocol and conforming types are read from there.
        _ = try folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Info\")\n")
        for (name, text) in files { _ = try folder.write("Sources/Info/\(name)", text) }
        let view = try folder.write("Sources/Info/InfoView.swift", infoView(hidden: hidden))
        let result = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [view])
        #expect(result.inputErrors.isEmpty)
        return result.findings
    }

    @Test func theSymbolIsReportedWhereTheViewDrawsIt() throws {
        let findings = try Self.findings(hidden: false)
        #expect(findings.map(\.ruleID) == ["missing-label"])
        #expect(findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == ["InfoView.swift:12"])
    }

    @Test func hiddenWhereTheViewDrawsItItIsNot() throws {
        #expect(try Self.findings(hidden: true).isEmpty)
    }
}
