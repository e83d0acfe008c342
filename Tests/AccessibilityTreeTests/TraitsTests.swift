import AccessibilityTree
import Foundation
import Testing

@Suite struct TraitsTests {
    @Test func bitsAreUIKitRawValues() {
        #expect(Traits.button.rawValue == 1)
        #expect(Traits.adjustable.rawValue == 1 << 12)
        #expect(Traits.header.rawValue == 1 << 16)
        #expect(Traits.toggle.rawValue == 1 << 53)
    }

    @Test func encodesAsNamesInBitOrder() throws {
        let data = try JSONEncoder().encode([Traits.header, .button] as Traits)
        #expect(String(decoding: data, as: UTF8.self) == #"["button","header"]"#)
        #expect(try JSONDecoder().decode(Traits.self, from: data) == [.button, .header])
    }

    @Test func everyNameRoundTrips() {
        for (name, trait) in Traits.named {
            #expect(Traits(name: name) == trait)
        }
        #expect(Traits(name: "buton") == nil)
    }
}
