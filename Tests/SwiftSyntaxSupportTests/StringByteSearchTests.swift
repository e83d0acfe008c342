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
}
