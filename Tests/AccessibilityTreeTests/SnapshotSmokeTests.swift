import AccessibilityTree
import Foundation
import Testing

@Suite struct SnapshotSmokeTests {
    @Test func decodesTheDogsFixture() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/valid/dogs", withExtension: "json"))
        let snapshot = try Snapshot.read(contentsOf: url)
        #expect(snapshot.screen.name == "Exceptional Dogs")
        #expect(snapshot.screen.root.children.map(\.id) == ["title", "dog-1", "rating", "filters", "filter-panel"])
        #expect(snapshot.screens.keys.sorted() == ["adopted", "detail"])
        #expect(snapshot.behaviors["rating"]?.values.count == 5)
        let again = try Snapshot.decode(snapshot.encoded())
        #expect(again == snapshot)
    }
}
