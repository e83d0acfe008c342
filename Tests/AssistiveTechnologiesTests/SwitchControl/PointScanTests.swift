import AccessibilityTree
@testable import AssistiveTechnologies
import Testing

/// The crosshairs' two passes on a 400×800 screen: a band a quarter of the side wide at
/// 100 pt/s, a fine line at 25 pt/s, and presses timed to half a second.
@Suite struct PointScanTests {
    static let screen = Screen(elements: [
        AccessibilityElement(id: "save", label: "Save", traits: .button, frame: Rect(x: 20, y: 40, width: 60, height: 44)),
        AccessibilityElement(id: "close", label: "Close", traits: .button, frame: Rect(x: 360, y: 50, width: 10, height: 10)),
        AccessibilityElement(id: "map", label: "Map", traits: .button, frame: Rect(x: 0, y: 400, width: 400, height: 200)),
        AccessibilityElement(id: "pin", label: "Pin", traits: .button, frame: Rect(x: 190, y: 490, width: 20, height: 20),
                             activationPoint: Point(x: 200, y: 300)),
        AccessibilityElement(id: "overlay", label: "Banner", traits: .button, frame: Rect(x: 0, y: 480, width: 400, height: 60)),
    ], size: Size(width: 400, height: 800))

    func cost(_ id: ElementID, settings: SwitchControlSettings = SwitchControlSettings()) throws -> PointScanCost {
        let element = try #require(Self.screen.element(withID: id))
        return try #require(PointScanCost(element: element, on: Self.screen, settings: settings))
    }

    @Test func eachPassSweepsTheBandThenTheLineInsideIt() {
        let settings = PointScanSettings()
        // x 50 near the edge: the band (100 pt) starts at 0, the line travels 50 pt: 2 s.
        #expect(PointScanSelection.sweep(to: 50, across: 400, settings: settings) == .seconds(2))
        // x 300: the band stops at 250 (2.5 s), the line travels 50 pt (2 s).
        #expect(PointScanSelection.sweep(to: 300, across: 400, settings: settings) == .milliseconds(4500))
        // x 390: the band stops at the edge, 300 (3 s); the line travels 90 pt (3.6 s).
        #expect(PointScanSelection.sweep(to: 390, across: 400, settings: settings) == .milliseconds(6600))
    }

    @Test func tappingSaveTakesFivePressesAndBothPasses() throws {
        let save = try cost("save")
        // x 50: 2 s; y 62 of 800 (band 200 pt, at 0): 2.48 s.
        #expect(save.selection.point == Point(x: 50, y: 62))
        #expect((save.presses, save.time, save.landsOnElement, save.isTooSmall) == (5, .milliseconds(4480), true, false))
        let autoTap = try cost("save", settings: SwitchControlSettings(usesAutoTap: true))
        #expect((autoTap.presses, autoTap.time) == (4, .milliseconds(5230)))
    }

    @Test func aTargetTheLineCrossesInLessThanAPressIsTooSmall() throws {
        let close = try cost("close")
        #expect(close.selection.shortestCrossing == .milliseconds(400))
        #expect(close.isTooSmall)
        let slower = try cost("close", settings: SwitchControlSettings(pointScanning: PointScanSettings(lineSpeed: 10)))
        #expect(!slower.isTooSmall)
    }

    @Test func theSelectionHitsTheFrontMostElementAtTheActivationPoint() throws {
        #expect(try cost("map").selection.hit?.id == "overlay")
        #expect(try !cost("map").landsOnElement)
        let pin = try cost("pin")
        #expect(pin.selection.point == Point(x: 200, y: 300))
        #expect(pin.selection.hit == nil)
        #expect(SwitchControlText.describe(pin) == "5 presses, 9.5 s at (200, 300), lands on nothing")
    }
}
