@testable import ColorScience
import Testing

@Suite struct ColorScienceModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: ColorScienceModule.self) == "ColorScienceModule")
    }
}
