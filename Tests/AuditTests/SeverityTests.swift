import Audit
import Testing

@Suite struct SeverityTests {
    @Test func errorOutranksWarningOutranksNote() {
        #expect(Severity.note < .warning)
        #expect(Severity.warning < .error)
        #expect(Severity.allCases.max() == .error)
    }
}
