@testable import Audit
import Foundation
import Testing

/// What every key is made of: the catalogue's version and content hashes.
@Suite struct CacheKeyTests {
    @Test func theCatalogueVersionFollowsTheRules() {
        let base = CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "1")
        #expect(base == CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "1"))
        #expect(base != CatalogueVersion.of([ThresholdTestRule.self], toolVersion: "2"))
        #expect(base != CatalogueVersion.of([ThresholdTestRule.self, ImageCallTestRule.self], toolVersion: "1"))
        var changed = ThresholdTestRule.description
        changed.options[0].defaultValue = 48
        #expect(CatalogueVersion.describe(changed) != CatalogueVersion.describe(ThresholdTestRule.description))
    }

    @Test func contentHashesDifferOnAnyByte() {
        let texts = ["", "a", "b", "ab", "ba", String(repeating: "x", count: 16), String(repeating: "x", count: 17),
                     String(repeating: "x", count: 15) + "y", String(repeating: "x", count: 31) + "y"]
        #expect(Set(texts.map { ContentHash($0) }).count == texts.count)
        #expect(ContentHash("abc").description.count == 32)
        #expect(ContentHash("abc") == ContentHash(Data("abc".utf8)))
    }
}
