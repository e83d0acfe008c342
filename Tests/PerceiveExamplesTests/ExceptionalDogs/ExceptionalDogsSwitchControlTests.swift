import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Testing

/// Exceptional Dogs to a Switch Control user (WWDC18 session 230): before the fixes every dog of
/// the carousel is an item to scan past, and the shelter's buttons are items of their own; after
/// them the carousel is one adjustable element and the shelter's buttons are its custom actions,
/// chosen from the scanner menu.
@Suite struct ExceptionalDogsSwitchControlTests {
    func cost(_ variant: ExampleApp.Variant, _ id: ElementID,
              entry: SwitchControlMenu.Entry = .tap) throws -> SwitchControlCost {
        let screen = ExceptionalDogsScene(variant: variant).render()
        let layout = ScanLayout(screen: screen)
        let path = try #require(layout.path(to: id))
        let element = try #require(layout.items.flatMap(\.elements).first { $0.id == id })
        return SwitchControlCost(path: path, entry: entry, menu: SwitchControlMenu.entries(for: element),
                                 settings: SwitchControlSettings())
    }

    @Test func theFavoriteButtonIsReachedSoonerAfterTheFixes() throws {
        let before = try cost(.before, "favorite")
        let after = try cost(.after, "favorite")
        #expect((before.stepPresses, before.autoPresses, before.autoTime) == (6, 2, .seconds(4)))
        #expect((after.stepPresses, after.autoPresses, after.autoTime) == (3, 2, .seconds(1)))
    }

    @Test func theShelterCallIsAMenuEntryAfterTheFixes() throws {
        let before = try cost(.before, "call")
        let after = try cost(.after, "shelter", entry: .customAction("Call"))
        #expect((before.stepPresses, before.autoTime) == (9, .seconds(7)))
        #expect((after.stepPresses, after.autoTime) == (7, .seconds(5)))
    }

    /// Point scanning aims at each element's activation point: after the fixes Favorite takes the
    /// four presses of the crosshairs and Tap, 9.375 s of sweeping; before them the carousel's
    /// later dogs are off screen, out of the crosshairs' reach.
    @Test func pointScanningReachesWhatIsOnScreen() throws {
        let after = ExceptionalDogsScene(variant: .after).render()
        let favorite = try #require(after.element(withID: "favorite"))
        let cost = try #require(PointScanCost(element: favorite, on: after, settings: SwitchControlSettings()))
        #expect(cost.selection.point == Point(x: 46, y: 434))
        #expect((cost.presses, cost.time, cost.landsOnElement, cost.isTooSmall) == (5, .milliseconds(9375), true, false))
        let before = ExceptionalDogsScene(variant: .before).render()
        let layla = try #require(before.element(withID: "dog-layla"))
        #expect(PointScanCost(element: layla, on: before, settings: SwitchControlSettings()) == nil)
    }
}
