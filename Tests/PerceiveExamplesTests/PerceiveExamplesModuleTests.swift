import PerceiveExamples
import Testing

@Suite struct ExampleCatalogTests {
    @Test func namesAreUnique() {
        let names = ExampleCatalog.all.map(\.qualifiedName)
        #expect(Set(names).count == names.count)
    }
}
