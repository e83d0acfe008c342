@testable import Reporting
import Testing

@Suite struct ReportingModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: ReportingModule.self) == "ReportingModule")
    }
}
