import Audit
import Foundation
import Testing

/// `perceive audit` on the talks' apps written in SwiftUI and UIKit (`Examples/`): every folder reports
/// exactly what `Examples/expected-findings.txt` lists for it (the problems its talk names for a
/// *before* folder, nothing for an *after* folder), and the same audit twice gives the same bytes.
@Suite struct ExampleAuditTests {
    static let root = ExpectedFindings.root
    static let runner = AuditRunner(rules: AllRules.all)

    /// What auditing `folder` (from the repository root) reports, in report order.
    static func audit(_ folder: String) throws -> [ExpectedFinding] {
        let result = try runner.run(paths: [root + "/" + folder])
        #expect(result.inputErrors.isEmpty, "input errors: \(result.inputErrors)")
        return result.findings.map { ExpectedFinding($0, root: root) }
    }

    @Test(arguments: ExpectedFindings.folders)
    func folderReportsExactlyTheExpectedFindings(_ folder: String) throws {
        let expected = try ExpectedFindings.load().filter { $0.folder == folder }
        #expect(try Self.audit(folder).map(\.description) == expected.map(\.description),
                "if the change is intended, update \(ExpectedFindings.path) and the READMEs that quote it")
    }

    @Test func everyExpectedFindingIsInAnExampleFolder() throws {
        let folders = Set(ExpectedFindings.folders)
        #expect(folders.count == 18)
        for finding in try ExpectedFindings.load() {
            #expect(folders.contains(finding.folder), "\(finding) is not in an example's Before/ or After/ folder")
        }
    }

    /// The apps share type names (`Session`, `DogDetailView`); each preview must still see its own app.
    @Test func auditingEveryFolderTogetherGivesEachFolderOnItsOwn() throws {
        let together = try Self.runner.run(paths: [Self.root + "/Examples"]).findings
        var separately: [Finding] = []
        for folder in ExpectedFindings.folders {
            separately += try Self.runner.run(paths: [Self.root + "/" + folder]).findings
        }
        #expect(together == separately.sortedForReport())
    }

    @Test func everyFindingSaysHowToFixIt() throws {
        let result = try Self.runner.run(paths: [Self.root + "/Examples"])
        #expect(!result.findings.isEmpty)
        for finding in result.findings {
            #expect(finding.fix?.isEmpty == false, "\(finding.ruleID) at \(finding.location) has no fix")
        }
    }

    @Test func auditingTwiceGivesTheSameBytes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(Self.runner.run(paths: [Self.root + "/Examples"]).findings)
        let second = try encoder.encode(Self.runner.run(paths: [Self.root + "/Examples"]).findings)
        #expect(first == second)
    }
}
