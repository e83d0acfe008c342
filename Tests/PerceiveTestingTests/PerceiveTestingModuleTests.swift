@testable import PerceiveTesting
import Testing

@Suite struct PerceiveTestingModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: PerceiveTestingModule.self) == "PerceiveTestingModule")
    }
}
