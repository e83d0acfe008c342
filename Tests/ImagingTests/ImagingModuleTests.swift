@testable import Imaging
import Testing

@Suite struct ImagingModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: ImagingModule.self) == "ImagingModule")
    }
}
