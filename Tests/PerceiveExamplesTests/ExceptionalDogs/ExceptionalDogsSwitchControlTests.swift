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
}
