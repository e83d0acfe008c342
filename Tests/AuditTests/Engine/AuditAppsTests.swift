@testable import Audit
import Foundation
import Testing

/// Each folder given to one audit is an app of its own: its files are read with its own
/// declarations only, so two apps audited together give what each gives alone.
@Suite struct AuditAppsTests {
    /// An app whose button is titled by its own extension of `NSRegularExpression`: the same
    /// method in both apps, an empty title in one.
    static func app(_ name: String, title: String, in folder: TemporaryFolder) throws {
        try folder.write("\(name)/Sources/Regex.swift", """
            import Foundation
            extension NSRegularExpression {
                func caption() -> String { "\(title)" }
            }
            """)
        try folder.write("\(name)/Sources/Screen.swift", """
            import SwiftUI
            struct Screen: View {
                let regex = NSRegularExpression()
                var body: some View {
                    Button(regex.caption()) { }
                }
            }

            #Preview { Screen() }
            """)
    }

    static func summary(_ result: AuditResult, in folder: TemporaryFolder) -> [String] {
        result.findings.map { "\($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.line) \($0.ruleID)" }
    }

    @Test func twoAppsTogetherGiveWhatEachGivesAlone() throws {
        let folder = try TemporaryFolder()
        try Self.app("Labelled", title: "Delete", in: folder)
        try Self.app("Unlabelled", title: "", in: folder)
        let runner = AuditRunner(rules: AllRules.all)
        let labelled = folder.path + "/Labelled", unlabelled = folder.path + "/Unlabelled"
        let together = Self.summary(try runner.run(paths: [labelled, unlabelled]), in: folder)
        let alone = Self.summary(try runner.run(paths: [labelled]), in: folder)
            + Self.summary(try runner.run(paths: [unlabelled]), in: folder)
        #expect(together == alone)
        #expect(together.contains("Unlabelled/Sources/Screen.swift:5 missing-label"))
    }

    @Test func oneFolderHoldingBothIsOneApp() throws {
        let folder = try TemporaryFolder()
        try Self.app("Labelled", title: "Delete", in: folder)
        try Self.app("Unlabelled", title: "", in: folder)
        let together = Self.summary(try AuditRunner(rules: AllRules.all).run(paths: [folder.path]), in: folder)
        #expect(!together.contains("Unlabelled/Sources/Screen.swift:5 missing-label"))
    }

    @Test func aFolderGivenIsAnAppWithItsLocalPackages() throws {
        let folder = try TemporaryFolder()
        try ProjectScopeTests.app(in: folder)
        let apps = ProjectScope.around([folder.path + "/App", folder.path + "/Shared"]).apps
        #expect(apps.app(of: folder.path + "/Shared/Sources/DeleteLabel.swift") == apps.app(of: folder.path + "/App/Sources/Screen.swift"))
        #expect(apps.app(of: folder.path + "/Elsewhere/View.swift") == 2)
    }
}
