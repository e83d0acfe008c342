#if canImport(XCTest)
import PerceiveExamples
import PerceiveTesting
import XCTest

/// `assertTranscript` from an XCTest test case, as app teams' existing suites call it.
final class XCTestCompatibilityTests: XCTestCase {
    func testMatchingTranscriptPassesUnderXCTest() {
        assertTranscript(of: CoffeeDispenserScene(variant: .after), gestures: "right,up", matches: """
            Settings, button
            Coffee dispenser, 6 ounces, adjustable
              Swipe up or down with one finger to adjust the value.
            7 ounces
            """)
    }
}
#endif
