@testable import AssetCatalog
import Testing

@Suite struct AssetCatalogModuleTests {
    @Test func moduleLinks() {
        #expect(String(describing: AssetCatalogModule.self) == "AssetCatalogModule")
    }
}
