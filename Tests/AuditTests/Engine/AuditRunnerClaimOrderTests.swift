@testable import Audit
import Foundation
import TestSupport
import Testing

/// A large file taken early in the first pass is read, indexed and reported as it is in input
/// order: the findings are those of one thread reading the files in turn.
@Suite struct AuditRunnerClaimOrderTests {
    /// Small views, and after them a large one that titles its button with a constant one of
    /// the small files declares.
    static func project(in folder: TemporaryFolder) throws {
        for number in 0..<6 {
            try folder.write("App/Small\(number).swift", """
                import SwiftUI
                enum Caption\(number) { static let text = "\(number == 3 ? "" : "Save")" }
                struct Small\(number): View {
                    var body: some View { Button(Caption\(number).text) { } }
                }

                #Preview { Small\(number)() }
                """)
        }
        let padding = String(repeating: "// A generated table.\n", count: 40)
        try folder.write("App/Small5Large.swift", """
            import SwiftUI
            \(padding)struct Large: View {
                var body: some View {
                    VStack {
                        Button(Caption3.text) { }
                        Image(systemName: "star").onTapGesture { tap() }
                    }
                }
            }

            #Preview { Large() }
            """)
    }

    @Test func aFileTakenEarlyGivesTheFindingsOfInputOrder() throws {
        let folder = try TemporaryFolder()
        try Self.project(in: folder)
        var inTurn = AuditRunner(rules: AllRules.all)
        inTurn.jobs = 1
        var early = AuditRunner(rules: AllRules.all)
        early.jobs = 2
        early.takenEarlyAboveBytes = 600
        let paths = [folder.path + "/App"]
        let expected = try inTurn.run(paths: paths).findings
        #expect(expected.contains { $0.location.file.hasSuffix("Small5Large.swift") && $0.ruleID == "missing-label" })
        #expect(expected.contains { $0.location.file.hasSuffix("Small3.swift") })
        for _ in 0..<5 { #expect(try early.run(paths: paths).findings == expected) }
    }

    @Test func theLargeFileIsTakenEarly() throws {
        let folder = try TemporaryFolder()
        try Self.project(in: folder)
        let inputs = try InputDiscovery().discover([folder.path + "/App"])
        let bytes = inputs.map(AuditRunner.bytes(of:))
        #expect(bytes.filter { $0 > 600 }.count == 1)
        let order = ClaimOrder(bytes: bytes, largeAbove: 600, threads: 2)
        #expect(order.early == [inputs.count - 1])
    }
}
