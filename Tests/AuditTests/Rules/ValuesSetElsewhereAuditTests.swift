import Audit
import Foundation
import TestSupport
import Testing

/// A picture a protocol's conforming types hand over, in files of their own, is judged where the
/// view draws it: the line a developer hides or describes it on (docs/swiftui-coverage.md,
/// Values set in another file).
@Suite struct ValuesSetElsewhereAuditTests {
    /// The protocol and its two conformers, the second giving the picture only when signed in.
    static let files = [
        "Info.swift": InfoModelSource.infoProtocol,
        "ErrorModel.swift": InfoModelSource.errorModel,
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

    static func findings(hidden: Bool) throws -> [Finding] {
        let folder = try TemporaryFolder()
        // The project around the file audited: its protocol and conforming types are read from there.
        _ = try folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Info\")\n")
        for (name, text) in files { _ = try folder.write("Sources/Info/\(name)", text) }
        let view = try folder.write("Sources/Info/InfoView.swift", InfoModelSource.infoView(hidden: hidden))
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
