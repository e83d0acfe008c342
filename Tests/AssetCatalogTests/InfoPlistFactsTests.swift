import Foundation
@testable import AssetCatalog
import TestSupport
import Testing

@Suite struct InfoPlistFactsTests {
    @Test func orientationsAreRead() throws {
        let facts = try InfoPlistFacts.read(at: CatalogFixtures.path("Info.plist"))
        #expect(facts.supportedInterfaceOrientations == ["UIInterfaceOrientationPortrait"])
        #expect(facts.supportedInterfaceOrientationsForPad?.count == 4)
        #expect(facts.requiresFullScreen)
        #expect(facts.isOrientationLocked)
    }

    @Test func bothOrientationsAreNotLocked() {
        let facts = InfoPlistFacts(file: "x", supportedInterfaceOrientations: [
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        #expect(!facts.isOrientationLocked)
        #expect(!InfoPlistFacts(file: "x").isOrientationLocked)
    }

    @Test func notAPlistIsAnErrorNamingTheFile() throws {
        let scratch = try TemporaryFolder("catalog")
        let folder = try CatalogFixtures.scratchCatalog(in: scratch, ["Info.plist": "this is not a plist <"])
        #expect(throws: AssetCatalogError(file: folder + "/Info.plist", problem: "not a property list")) {
            try InfoPlistFacts.read(at: folder + "/Info.plist")
        }
    }
}
