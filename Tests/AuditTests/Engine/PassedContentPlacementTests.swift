import Audit
import Foundation
import TestSupport
import Testing

/// A button of the app's own view whose symbol its caller passes as a literal
/// (`TabButton(symbol: "bubble.left.and.bubble.right")`) is reported at the caller's argument,
/// where the symbol and its label are chosen, with the view's button as the related location;
/// the view lowered on its own does not report it again (`PassedContent`).
@Suite struct PassedContentPlacementTests {
    static let tabButton = """
        import SwiftUI

        struct TabButton: View {
            let symbol: String
            let action: () -> Void
            var body: some View {
                Button(action: action) {
                    Image(systemName: symbol)
                }
            }
        }
        """

    static func tabBar(_ calls: String, preview: Bool = false) -> String {
        """
        import SwiftUI

        struct TabBar: View {
            var body: some View {
                HStack {
        \(calls)
                }
            }
        }
        """ + (preview ? "\n\n#Preview { TabBar() }\n" : "")
    }

    static func missingLabels(_ files: [String: String], auditing: String? = nil,
                              rule: String = "missing-label") throws -> [Finding] {
        let folder = try TemporaryFolder()
        for (name, text) in files { _ = try folder.write(name, text) }
        let paths = [auditing.map { folder.path($0) } ?? folder.path]
        return try AuditRunner(rules: AllRules.all).run(paths: paths).findings.filter { $0.ruleID == rule }
    }

    @Test func aSymbolWithoutADescriptionIsReportedAtTheCallersLiteral() throws {
        let calls = """
                    TabButton(symbol: "house", action: {})
                    TabButton(symbol: "bubble.left.and.bubble.right", action: {})
            """
        let findings = try Self.missingLabels(["TabButton.swift": Self.tabButton, "TabBar.swift": Self.tabBar(calls)])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        // Read by its own description or its name's words ("Bubble left and bubble right"): asked.
        #expect(finding.kind == .needsReview)
        #expect(finding.location.file.hasSuffix("TabBar.swift"))
        #expect(finding.location.line == 7)
        #expect(finding.location.column == 27)
        #expect(finding.relatedLocations.map(\.location.line) == [7])
        #expect(finding.relatedLocations.first?.location.file.hasSuffix("TabButton.swift") == true)
        #expect(finding.relatedLocations.first?.message == "the view that draws what this argument passes")
    }

    @Test func eachCallerIsReportedAtItsOwnLiteral() throws {
        let calls = """
                    TabButton(symbol: "bubble.left", action: {})
                    TabButton(symbol: "bubble.right", action: {})
            """
        let findings = try Self.missingLabels(["TabButton.swift": Self.tabButton, "TabBar.swift": Self.tabBar(calls)])
        #expect(findings.map(\.location.line).sorted() == [6, 7])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix("TabBar.swift") })
    }

    @Test func aComputedSymbolIsReportedInTheView() throws {
        let calls = """
                    TabButton(symbol: ["bubble.left"].first!, action: {})
            """
        let files = ["TabButton.swift": Self.tabButton, "TabBar.swift": Self.tabBar(calls)]
        // Asked in the view, where the image is written in the button's label: that is
        // `icon-only-button-without-label`'s question, which supersedes `missing-label`'s there.
        #expect(try Self.missingLabels(files).isEmpty)
        let findings = try Self.missingLabels(files, rule: "icon-only-button-without-label")
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix("TabButton.swift") && $0.relatedLocations.isEmpty })
    }

    @Test func aViewWithoutCallersIsReportedInTheView() throws {
        #expect(try Self.missingLabels(["TabButton.swift": Self.tabButton]).isEmpty)
        let findings = try Self.missingLabels(["TabButton.swift": Self.tabButton], rule: "icon-only-button-without-label")
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.first?.relatedLocations.isEmpty == true)
    }

    @Test func aCallerOutsideThePathsAuditedGivesTheFindingBackToTheView() throws {
        let calls = """
                    TabButton(symbol: "bubble.left", action: {})
            """
        let files = ["Package.swift": "// swift-tools-version:5.9\n", "Sources/Tabs/TabButton.swift": Self.tabButton,
                     "Sources/Bar/TabBar.swift": Self.tabBar(calls, preview: true)]
        let findings = try Self.missingLabels(files, auditing: "Sources/Tabs")
        #expect(findings.map(\.location.line) == [7])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix("TabButton.swift") })
    }

    @Test func anImageBesideATitleIsReportedWhereTheViewDrawsIt() throws {
        let row = """
            import SwiftUI

            struct InfoRow: View {
                let icon: String
                let title: String
                var body: some View {
                    HStack {
                        Image(systemName: icon)
                        Text(title)
                    }
                }
            }
            """
        let calls = """
                    InfoRow(icon: "chart.bar.xaxis", title: "What is shared")
            """
        let findings = try Self.missingLabels(["InfoRow.swift": row, "TabBar.swift": Self.tabBar(calls)])
        #expect(findings.map(\.location.line) == [8])
        #expect(findings.allSatisfy { $0.location.file.hasSuffix("InfoRow.swift") })
    }
}
