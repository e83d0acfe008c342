@testable import SwiftUIFrontEnd
import Testing

/// Look-ups sort as the text the result cache stores them by (`description`), which the order
/// compares without writing.
@Suite struct IndexLookupOrderTests {
    @Test func lookUpsSortAsTheirDescriptions() {
        let names = ["A", "Ab", "a", "a b", "_x", "App/A.swift:1:1", "App/A.swift:10:1", "App/A.swift:2:1", "", "é", "Z9"]
        let lookups = IndexLookup.Kind.allCases.flatMap { kind in names.map { IndexLookup(kind, $0) } }
        let sorted = lookups.sorted()
        #expect(sorted.map(\.description) == lookups.map(\.description).sorted())
        #expect(sorted.first == IndexLookup(.conformance, ""))
        #expect(sorted.firstIndex(of: IndexLookup(.type, "é")).map { $0 + 1 }
                == sorted.firstIndex(of: IndexLookup(.typeAt, "")))
    }

    @Test func aKindThatBeginsAnotherSortsBeforeItWhateverTheNames() {
        #expect(IndexLookup(.type, "zzz") < IndexLookup(.typeAt, "A"))
        #expect(IndexLookup(.global, "zzz") < IndexLookup(.globalFunction, "A"))
        #expect(!(IndexLookup(.typeAt, "A") < IndexLookup(.type, "zzz")))
        #expect(!(IndexLookup(.type, "A") < IndexLookup(.type, "A")))
    }
}
