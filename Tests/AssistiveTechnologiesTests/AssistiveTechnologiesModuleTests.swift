@testable import AssistiveTechnologies
import Testing

@Suite struct AssistiveTechnologiesModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: AssistiveTechnologiesModule.self) == "AssistiveTechnologiesModule")
    }
}
