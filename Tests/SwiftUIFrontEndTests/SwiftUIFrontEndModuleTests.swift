@testable import SwiftUIFrontEnd
import Testing

@Suite struct SwiftUIFrontEndModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: SwiftUIFrontEndModule.self) == "SwiftUIFrontEndModule")
    }
}
