@testable import Audit
import Foundation
import SwiftUIFrontEnd
import TestSupport
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

    /// Audits `paths` and gives the progress events that read, index and audit, in order, with the result.
    static func steps(auditing paths: [String]) throws -> ([AuditProgressEvent], AuditResult) {
        let events = AuditProgressTests.Events()
        var runner = AuditRunner(rules: AllRules.all)
        runner.progress = { events.append($0) }
        let result = try runner.run(paths: paths)
        return (events.all.filter { $0 == .read || $0 == .audited || $0 == .indexed }, result)
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

    /// Each app is read and audited before the next is read, so one app's project (its index,
    /// its trees, its lowerings) is let go before the next is built: the progress events of the
    /// second app's reads all come after the first app's inputs are audited.
    @Test func eachAppIsAuditedBeforeTheNextIsRead() throws {
        let folder = try TemporaryFolder()
        try Self.app("Labelled", title: "Delete", in: folder)
        try Self.app("Unlabelled", title: "", in: folder)
        let (steps, _) = try Self.steps(auditing: [folder.path + "/Labelled", folder.path + "/Unlabelled"])
        #expect(steps == [.read, .read, .audited, .audited, .read, .read, .indexed, .audited, .audited])
    }

    /// The app with the most Swift source goes first, whatever the order given: the apps done
    /// stay in memory (their texts and findings) beside the next one, so those are the smaller.
    @Test func theLargestAppIsAuditedFirst() throws {
        let folder = try TemporaryFolder()
        try Self.app("Labelled", title: "Delete", in: folder)
        try Self.app("Unlabelled", title: "", in: folder)
        try folder.write("Unlabelled/Sources/Model.swift", "struct Model { var name = \"\" }\n")
        let (steps, result) = try Self.steps(auditing: [folder.path + "/Labelled", folder.path + "/Unlabelled"])
        #expect(steps == [.read, .read, .read, .audited, .audited, .audited, .read, .read, .indexed, .audited, .audited])
        #expect(Self.summary(result, in: folder).contains("Unlabelled/Sources/Screen.swift:5 missing-label"))
    }

    /// One folder is one app: every input is read before any is audited.
    @Test func oneAppIsReadWholeBeforeAnyIsAudited() throws {
        let folder = try TemporaryFolder()
        try Self.app("Labelled", title: "Delete", in: folder)
        try Self.app("Unlabelled", title: "", in: folder)
        let (steps, _) = try Self.steps(auditing: [folder.path])
        #expect(steps == [.read, .read, .read, .read, .indexed, .audited, .audited, .audited, .audited])
    }

    @Test func positionsAreGroupedByAppInTheOrderOfTheirFirstFile() {
        let apps = AppLayout(apps: [["/A"], ["/B"]])
        #expect(apps.positionsByApp(of: ["/B/1.swift", "/A/2.swift", "/Elsewhere/3.swift", "/B/4.swift", "/A/5.swift"])
                == [[0, 3], [1, 4], [2]])
        #expect(AppLayout.oneApp.positionsByApp(of: ["/B/1.swift", "/A/2.swift"]) == [[0, 1]])
        #expect(apps.positionsByApp(of: []) == [[]])
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
