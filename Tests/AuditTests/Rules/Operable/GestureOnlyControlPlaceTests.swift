@testable import Audit
import Foundation
import TestSupport
import Testing

/// `gesture-only-control` on a container SwiftUI draws with no place of its own (a form, a
/// list) is reported at the gesture's modifier, where its alternative is added, not at the top
/// of the file.
@Suite struct GestureOnlyControlPlaceTests {
    @Test func aGestureOnAFormIsReportedAtItsModifier() throws {
        let folder = try TemporaryFolder()
        try folder.write("DebuggingView.swift", """
            import SwiftUI

            struct DebuggingView: View {
                @State private var showsLogs = false
                var body: some View {
                    Form {
                        Text("Logging")
                        Text("Sync")
                    }
                    .onTapGesture(count: 6) {
                        showsLogs = true
                    }
                }
            }
            """)
        let findings = try AuditRunner(rules: [GestureOnlyControlRule.self]).run(paths: [folder.path]).findings
        #expect(findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" } == ["DebuggingView.swift:10"])
    }
}
