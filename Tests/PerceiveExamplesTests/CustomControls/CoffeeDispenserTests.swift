import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Scenes
import Testing

/// The 2026 talk's coffee dispenser, before and after, quote by quote.
@Suite struct CoffeeDispenserTests {
    @Test func beforeVoiceOverCannotTellHowToPour() throws {
        // "As I swipe right to select the control … Settings. Button. 6 ounces. Drag up or down on the cup."
        try walk(CoffeeDispenserScene(variant: .before), start: ["Settings.", "Button."], [
            TalkStep("right", "6 ounces."),
            TalkStep("right", "Drag up or down on the cup."),
        ])
    }

    @Test func afterSwipesAdjustOneOunceAtATime() throws {
        // "Coffee dispenser, 6 ounces, adjustable. Swipe up or down with one finger to adjust the
        // value. 7 ounces. 8 ounces. 7 ounces. 6 ounces."
        try walk(CoffeeDispenserScene(variant: .after), [
            TalkStep("right", "Coffee dispenser, 6 ounces, adjustable.",
                     "Swipe up or down with one finger to adjust the value."),
            TalkStep("up", "7 ounces."),
            TalkStep("up", "8 ounces."),
            TalkStep("down", "7 ounces."),
            TalkStep("down", "6 ounces."),
        ])
    }

    /// The path of the talk's passthrough: from 6 ounces up to 9.5, one sample every 0.1 s.
    /// A tenth of an ounce is 3 pt of the 360 pt cup; the level at each sample is listed.
    static let levels: [Double] = [6.0, 6.4, 6.9, 7.5, 8.3, 8.3, 8.4, 8.4, 8.5, 8.5, 8.5, 8.6, 8.6, 8.6,
                                   8.7, 8.7, 8.7, 8.8, 8.8, 8.8, 9.0, 9.3, 9.5]

    static func path(_ levels: [Double], every interval: Double) -> [DragStep] {
        levels.enumerated().map { index, ounces in
            DragStep(x: 0, y: -(ounces - 6) * 30, seconds: Double(index) * interval)
        }
    }

    @Test func passthroughFromTheFillLevelAnnouncesAtMostEveryThreeTenths() throws {
        // "Now I'll double tap and hold, then move my finger up … to 9.5 ounces. Coffee
        // dispenser, 6 ounces, adjustable. … 6.4 ounces. … 8.4 ounces. 8.5 oun… 8.6 ounces.
        // 8.7 ounces. 8.8 ou… 9… 9.5 ounces."
        var voiceOver = try walk(CoffeeDispenserScene(variant: .after), [
            TalkStep("right", "Coffee dispenser, 6 ounces, adjustable.",
                     "Swipe up or down with one finger to adjust the value."),
        ])
        #expect(voiceOver.focusedElement?.activationPoint == Point(x: 196, y: 380))
        let said = voiceOver.perform(.holdAndDrag(Self.path(Self.levels, every: 0.1)))
        let announcements = said.filter { $0.kind == .announcement }.map(\.text)
        #expect(announcements == ["6.4 ounces", "8.3 ounces", "8.4 ounces", "8.5 ounces", "8.6 ounces",
                                  "8.7 ounces", "8.8 ounces", "9.5 ounces"])
        let quoted = ["6.4 ounces", "8.4 ounces", "8.6 ounces", "8.7 ounces", "9.5 ounces"]
        #expect(TalkStep(gesture: "hold-drag", quotes: quoted, match: .inOrder)
            .isMatched(by: said.filter { $0.kind == .announcement }))
        #expect(voiceOver.focusedElement?.value == "9.5 ounces")
    }

    @Test func tenChangesWithinThreeTenthsAnnounceOnce() throws {
        // "I track what was last spoken and when. If the value has actually changed, and at
        // least .3 seconds have passed, then I announce. Otherwise, I skip it."
        var voiceOver = try walk(CoffeeDispenserScene(variant: .after), [
            TalkStep("right", "Coffee dispenser, 6 ounces, adjustable.",
                     "Swipe up or down with one finger to adjust the value."),
        ])
        let levels = [6.0] + (1...10).map { 6.0 + Double($0) / 10 }
        let said = voiceOver.perform(.holdAndDrag(Self.path(levels, every: 0.027)))
        #expect(said.filter { $0.kind == .announcement }.map(\.text) == ["6.1 ounces"])
        #expect(voiceOver.focusedElement?.value == "7 ounces")
    }

    @Test func throttleUsesTheTimeItIsGiven() {
        var app = CoffeeDispenserScene(variant: .after)
        let id: ElementID = "coffee-dispenser"
        func level(_ ounces: Double) -> Point { Point(x: 196, y: 560 - ounces * 30) }
        #expect(app.perform(.touch(.began, at: level(6)), on: id, at: .seconds(1)).events.isEmpty)
        #expect(app.perform(.touch(.moved, at: level(6.5)), on: id, at: .milliseconds(1100)).events
            == [.announcement("6.5 ounces", priority: .default)])
        #expect(app.perform(.touch(.moved, at: level(7)), on: id, at: .milliseconds(1399)).events.isEmpty)
        #expect(app.perform(.touch(.moved, at: level(7)), on: id, at: .milliseconds(1400)).events
            == [.announcement("7 ounces", priority: .default)])
        // Unchanged value: nothing, however long it has been.
        #expect(app.perform(.touch(.ended, at: level(7)), on: id, at: .seconds(5)).events.isEmpty)
    }

    @Test(arguments: [(6.0, "6 ounces"), (6.4, "6.4 ounces"), (1, "1 ounce"), (0, "0 ounces"), (12, "12 ounces")])
    func spokenLevel(ounces: Double, spoken: String) {
        #expect(CoffeeDispenserScene.spoken(ounces) == spoken)
    }

    @Test func levelStaysInTheCup() {
        var app = CoffeeDispenserScene(variant: .after, ounces: 12)
        #expect(app.perform(.increment, on: "coffee-dispenser", at: .zero) == .unhandled)
        app = CoffeeDispenserScene(variant: .after, ounces: 0)
        #expect(app.perform(.decrement, on: "coffee-dispenser", at: .zero) == .unhandled)
        #expect(app.perform(.touch(.moved, at: Point(x: 196, y: 0)), on: "coffee-dispenser", at: .zero).isHandled)
        #expect(app.ounces == 12)
    }
}
