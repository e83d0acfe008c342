import SwiftSyntaxSupport
import Testing

@Suite struct StringByteSearchTests {
    @Test func findsBytesAnywhereInTheText() {
        #expect("import XCTest\n".containsBytes("import XCTest"))
        #expect("// x\nimport Testing".containsBytes("import Testing"))
        #expect("é accessibilityLabel".containsBytes("accessibility"))
        #expect("accessibility".containsBytes("accessibility"))
    }

    @Test func missesBytesThatAreNotAllThere() {
        #expect(!"import XCTes".containsBytes("import XCTest"))
        #expect(!"import  XCTest".containsBytes("import XCTest"))
        #expect(!"".containsBytes("x"))
        #expect("".containsBytes(""))
    }

    /// "self.image = image" from byte 5 to 18 (`self.` is bytes 0 to 4).
    @Test func findsBytesInsideARange() {
        let text = "self.image = image"
        #expect(text.containsBytes("image", inUTF8Offsets: 5..<18))
        #expect(text.containsBytes("= im", inUTF8Offsets: 11..<15))
    }

    @Test func missesBytesOutsideTheRange() {
        let text = "self.image = image"
        #expect(!text.containsBytes("self", inUTF8Offsets: 1..<18))
        #expect(!text.containsBytes("cover", inUTF8Offsets: 0..<18))
        #expect(!text.containsBytes("x", inUTF8Offsets: 3..<3))
    }

    /// The needle must lie wholly inside: touching either edge counts, crossing it does not.
    @Test func countsTheRangesEdgesAndNoFurther() {
        let text = "image = cover"
        #expect(text.containsBytes("image", inUTF8Offsets: 0..<5))
        #expect(!text.containsBytes("image", inUTF8Offsets: 0..<4))
        #expect(!text.containsBytes("image", inUTF8Offsets: 1..<13))
        #expect(text.containsBytes("cover", inUTF8Offsets: 8..<13))
        #expect(!text.containsBytes("cover", inUTF8Offsets: 8..<12))
        #expect(!text.containsBytes("cover", inUTF8Offsets: 9..<13))
    }

    /// Offsets count UTF-8 bytes: "é" and "→" take two and three, as in a node's place.
    @Test func countsOffsetsInBytesAroundMultiByteText() {
        let text = "é→image→é"
        #expect(text.containsBytes("image", inUTF8Offsets: 5..<10))
        #expect(!text.containsBytes("image", inUTF8Offsets: 6..<10))
        #expect(!text.containsBytes("image", inUTF8Offsets: 5..<9))
        #expect(text.containsBytes("→é", inUTF8Offsets: 10..<15))
        #expect(!text.containsBytes("é", inUTF8Offsets: 2..<13))
    }

    @Test func readsNothingPastTheText() {
        #expect("a image".containsBytes("image", inUTF8Offsets: 2..<40))
        #expect(!"a image".containsBytes("image", inUTF8Offsets: 3..<40))
        #expect(!"ab".containsBytes("b", inUTF8Offsets: 5..<9))
        #expect("ab".containsBytes("", inUTF8Offsets: 0..<2))
    }
}
