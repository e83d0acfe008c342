import Audit
import Foundation
import TestSupport
import Testing

/// A gesture whose handler runs nothing in the app people install, its code all under `#if DEBUG`
/// (Zashi's long press that pastes a test seed), is no control; one that also runs code in a
/// release build is (`EmptyHandler`).
@Suite struct DebugOnlyHandlerTests {
    static func findings(handler: String) throws -> [String] {
        let folder = try TemporaryFolder()
        _ = try folder.write("RestoreTitle.swift", """
            import SwiftUI

            struct RestoreTitle: View {
                @State var seed = ""
                var body: some View {
                    VStack {
                        Text("Secret Recovery Phrase")
                            .onLongPressGesture {
                                \(handler)
                            }
                        TextField("Seed", text: $seed)
                    }
                }
            }
            """)
        return try AuditRunner(rules: AllRules.all).run(paths: [folder.path]).findings
            .filter { $0.ruleID == "gesture-only-control" }.map { "\($0.ruleID) \($0.location.line)" }
    }

    @Test func aLongPressOnlyADebugBuildAnswersIsNoControl() throws {
        #expect(try Self.findings(handler: "#if DEBUG\n seed = \"abandon\"\n #endif").isEmpty)
        #expect(try Self.findings(handler: "").isEmpty)
    }

    @Test func aLongPressThatAlsoActsInAReleaseBuildIsReported() throws {
        #expect(try Self.findings(handler: "#if DEBUG\n seed = \"abandon\"\n #else\n seed = \"\"\n #endif") == ["gesture-only-control 7"])
        #expect(try Self.findings(handler: "seed = \"abandon\"") == ["gesture-only-control 7"])
    }
}
