import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceControlTests {
    /// Two favourite buttons told apart only by a hint, a route cell, a heading and a slider.
    static let routes = Screen(elements: [
        AccessibilityElement(id: "title", label: "Routes", traits: .header),
        AccessibilityElement(id: "route-1", label: "Riverside Loop", traits: .button),
        AccessibilityElement(id: "favorite-1", label: "Favorite", hint: "Riverside Loop", traits: .button),
        AccessibilityElement(id: "favorite-2", label: "Favorite", hint: "Harbor Walk", traits: .button),
        AccessibilityElement(id: "distance", label: "Distance", value: "2 miles", traits: .adjustable),
        AccessibilityElement(id: "share", label: "Share route to a friend or a group", traits: .button,
                             inputLabels: ["Share", "Send"]),
        AccessibilityElement(id: "heart", label: "❤️", traits: .button),
    ])

    private func run(_ script: String, on screen: Screen = routes) throws -> [VoiceControlEvent] {
        VoiceControl.run(try VoiceCommand.parseScript(script), on: StaticScene(snapshot: Snapshot(screen: screen)))
    }

    @Test func onlyInteractiveElementsAreNumberedInNavigationOrder() {
        let targets = VoiceControlTarget.targets(on: Self.routes)
        #expect(targets.map(\.id) == ["route-1", "favorite-1", "favorite-2", "distance", "share", "heart"])
        #expect(targets.map(\.number) == [1, 2, 3, 4, 5, 6])
    }

    @Test func inputLabelsNameAnElementInPlaceOfItsLabel() {
        let share = VoiceControlTarget.targets(on: Self.routes)[4]
        #expect(share.names == ["Share", "Send"])
        #expect(share.displayedName == "Share")
        #expect(share.answers(to: "  send "))
        #expect(!share.answers(to: "Share route to a friend or a group"))
    }

    @Test func aNameShownOnSeveralItemsAsksForANumber() throws {
        let events = try run("Tap favorite, 2")
        #expect(events == [
            .heard(.tapName("favorite")),
            .ambiguous(name: "favorite", matches: [
                VoiceControlOverlayItem(number: 1, name: "Favorite", id: "favorite-1"),
                VoiceControlOverlayItem(number: 2, name: "Favorite", id: "favorite-2"),
            ]),
            .heard(.number(2)),
            .acted(.tap, item: VoiceControlOverlayItem(number: 3, name: "Favorite", id: "favorite-2"), isHandled: true),
        ])
    }

    @Test func aNumberWithoutAnAmbiguityTapsThatNumber() throws {
        let events = try run("Tap Riverside Loop, 3, Tap 9")
        #expect(events == [
            .heard(.tapName("Riverside Loop")),
            .acted(.tap, item: VoiceControlOverlayItem(number: 1, name: "Riverside Loop", id: "route-1"), isHandled: true),
            .heard(.number(3)),
            .acted(.tap, item: VoiceControlOverlayItem(number: 3, name: "Favorite", id: "favorite-2"), isHandled: true),
            .heard(.tapNumber(9)),
            .noMatch("9", suggestion: nil),
        ])
    }

    @Test func anUnknownNameIsReportedWithTheNearestName() throws {
        #expect(try run("Tap Sahre") == [.heard(.tapName("Sahre")), .noMatch("Sahre", suggestion: "Share")])
    }

    @Test func incrementAndScrollReachTheScene() throws {
        let events = try run("Increment Distance, Scroll down")
        #expect(events == [
            .heard(.increment("Distance")),
            .acted(.increment, item: VoiceControlOverlayItem(number: 4, name: "Distance", id: "distance"), isHandled: false),
            .heard(.scroll(.down)),
            .nothingToScroll(.down),
        ])
    }

    @Test func textShowsEachCommandAndWhatFollowed() throws {
        let text = VoiceControlText.text(of: try run("Show names, Tap Favorite"))
        #expect(text == """
            Show names
              1  Riverside Loop  (route-1)
              2  Favorite  (favorite-1)
              3  Favorite  (favorite-2)
              4  Distance  (distance)
              5  Share  (share)
              6  ❤️  (heart)
            Tap Favorite
              "Favorite" matches 2 items; numbers are shown on them to choose from:
              1  Favorite  (favorite-1)
              2  Favorite  (favorite-2)

            """)
    }

    @Test func aNameIsSayableWhenItHasALetterOrADigit() {
        #expect(VoiceControlName.isSayable("Share"))
        #expect(VoiceControlName.isSayable("4K"))
        #expect(!VoiceControlName.isSayable("❤️"))
        #expect(!VoiceControlName.isSayable("→ ★"))
    }
}

@Suite struct VoiceCommandScriptTests {
    @Test func readsEveryCommandInAnyCase() throws {
        #expect(try VoiceCommand.parseScript("""
            SHOW NAMES, show numbers, Hide names
            Tap "Favorite, River walk", tap 12, 3, Increment Volume, decrement volume, Scroll Up
            """) == [
            .showNames, .showNumbers, .hideOverlay, .tapName("Favorite, River walk"), .tapNumber(12), .number(3),
            .increment("Volume"), .decrement("volume"), .scroll(.up),
        ])
    }

    @Test func anythingElseIsTheNameOfACustomActionUnlessItLooksLikeAMisspeltCommand() throws {
        #expect(try VoiceCommand.parseScript("Move up, \"Zoom in, slowly\", 4, Hide grid")
                == [.customAction("Move up"), .customAction("Zoom in, slowly"), .number(4), .hideGrid])
        #expect(throws: VoiceOverScriptError(stepNumber: 1, step: "Tapp Favorite", problem: "unknown command",
                                             suggestion: "tap")) { try VoiceCommand.parseScript("Tapp Favorite") }
    }

    @Test(arguments: [
        ("Shwo names", "step 1 'Shwo names': unknown command. Did you mean 'show names'?"),
        ("Tap", "step 1 'Tap': 'Tap' needs a name or number after it, as in 'Tap Favorite'"),
        ("Show names, Scroll dwn",
         "step 2 'Scroll dwn': expected a direction (up, down, left, right), as in 'Scroll down'. Did you mean 'down'?"),
    ])
    func aCommandThatCannotBeReadIsNamed(script: String, message: String) {
        #expect(throws: VoiceOverScriptError.self) { try VoiceCommand.parseScript(script) }
        do {
            _ = try VoiceCommand.parseScript(script)
        } catch {
            #expect("\(error)" == message)
        }
    }
}

/// "Show grid": cells numbered over the screen, a number zooms into one, "Tap" and a number taps
/// the centre of a cell.
@Suite struct VoiceControlGridTests {
    /// A 300×300 screen: a wide button across the top, a small one in the middle, a tiny one low left.
    static let screen = Screen(elements: [
        AccessibilityElement(id: "banner", label: "Banner", traits: .button, frame: Rect(x: 0, y: 0, width: 300, height: 100)),
        AccessibilityElement(id: "play", label: "Play", traits: .button, frame: Rect(x: 130, y: 130, width: 40, height: 40)),
        AccessibilityElement(id: "dot", label: "•", traits: .button, frame: Rect(x: 20, y: 250, width: 8, height: 8)),
        AccessibilityElement(id: "hidden", label: "Offscreen", traits: .button, frame: Rect(x: 400, y: 10, width: 44, height: 44)),
    ], size: Size(width: 300, height: 300))

    @Test func cellsAreNumberedRowByRowAndZoomDividesOne() throws {
        let grid = VoiceControlGrid(over: Self.screen, columns: 3, rows: 3)
        #expect(grid.cell(1) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(grid.cell(6) == Rect(x: 200, y: 100, width: 100, height: 100))
        #expect(grid.cell(10) == nil)
        #expect(grid.number(at: Point(x: 250, y: 150)) == 6)
        let zoomed = try #require(grid.zoomed(into: 5))
        #expect(zoomed.depth == 1)
        #expect(zoomed.cell(1) == Rect(x: 100, y: 100, width: 100.0 / 3, height: 100.0 / 3))
    }

    @Test func aNumberZoomsAndTapANumberTapsTheCellsCentre() throws {
        let events = VoiceControl.run(try VoiceCommand.parseScript("Show grid, Tap 2, Show grid, 5, Tap 5, Tap 2"),
                                      on: StaticScene(snapshot: Snapshot(screen: Self.screen)))
        #expect(VoiceControlText.text(of: events) == """
            Show grid
              Grid of 3 × 3 cells, 1–9, over {0, 0, 300, 300}
            Tap 2
              Tapped (150, 50) on Banner (banner)
            Show grid
              Grid of 3 × 3 cells, 1–9, over {0, 0, 300, 300}
            5
              Grid of 3 × 3 cells, 1–9, over {100, 100, 100, 100}, zoom level 1
            Tap 5
              Tapped (150, 150) on Play (play)
            Tap 2
              Tapped Play (play)

            """)
    }

    @Test func aGridOfAnotherSizeCanBeAskedFor() throws {
        #expect(try VoiceCommand.parseScript("show grid with 4 columns and 2 rows, Show grid with 5 rows, Hide grid")
                == [.showGrid(columns: 4, rows: 2), .showGrid(columns: nil, rows: 5), .hideGrid])
        let events = VoiceControl.run([.showGrid(columns: 4, rows: 2)], on: StaticScene(snapshot: Snapshot(screen: Self.screen)))
        #expect(VoiceControlText.text(of: events) == """
            Show grid with 4 columns and 2 rows
              Grid of 4 × 2 cells, 1–8, over {0, 0, 300, 300}

            """)
        #expect(throws: VoiceOverScriptError.self) { try VoiceCommand.parseScript("Show grid with many rows") }
    }

    @Test func theCommandsToTapByGridGrowAsTheTargetShrinks() {
        let index = ScreenIndex(Self.screen)
        let commands = Self.screen.root.children.map { VoiceControlGrid.commandsToTap($0, in: index) }
        // Banner: cell 2's centre at once ("Show grid, Tap 2"); Play: cell 5's centre too; the 8-pt
        // dot: two zooms; off the screen: never.
        #expect(commands == [2, 2, 4, nil])
        #expect(VoiceControlGrid.commandsToTap(Self.screen.root.children[2], in: index,
                                               settings: VoiceControlGridSettings(maximumZooms: 1)) == nil)
    }
}
