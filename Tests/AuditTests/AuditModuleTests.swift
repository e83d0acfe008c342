@testable import Audit
import Testing

@Suite struct AuditModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: AuditModule.self) == "AuditModule")
    }
}
