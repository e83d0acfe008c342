import AccessibilityTree
import AssistiveTechnologies
import PerceiveTesting
import RuntimeCapture
import Scenes
import Testing

/// Each format of the dog list reads back to the same tree, and VoiceOver says the same thing
/// on it, as far as the format carries the facts: only the page source lists traits, so only
/// there is the title a heading.
@Suite struct CaptureFixtureTests {
    static let xcuiTestTree = """
        container {0, 0, 393, 852}
          container id: Dogs {0, 59, 393, 96}
            "Dogs" [staticText] {16, 103, 88, 41}
            (no label) [button] id: filter {337, 59, 44, 44}
          container {0, 155, 393, 400}
            "Fido, Labrador, 3 years" id: dog-fido {0, 155, 393, 64}
            "Rex, Beagle, 5 years" id: dog-rex {0, 219, 393, 64}
            "Bella, Poodle, 1 year" id: dog-bella {0, 283, 393, 64}
          "Favorites only" = "1" [button, toggle] id: favoritesOnly {16, 570, 361, 44}
          (no label) [image] id: dog_photo {16, 630, 120, 90}
          container [tabBar] id: Tab Bar {0, 769, 393, 83}
            "Dogs" [button, selected] {0, 770, 131, 49}
            "Shelters" [button] {131, 770, 131, 49}
            "Settings" [button] {262, 770, 131, 49}

        """

    static let xcuiTestTranscript = """
        Dogs
        Button.
        Fido, Labrador, 3 years
        Rex, Beagle, 5 years
        Bella, Poodle, 1 year
        Favorites only. Switch Button. On.
          Double tap to toggle setting.
        Image.
        Selected: Dogs. Tab. 1 of 3.
        Shelters. Tab. 2 of 3.
        Settings. Tab. 3 of 3.
        """

    @Test(arguments: [Fixtures.debugDescription, Fixtures.snapshotJSON, Fixtures.snapshotPropertyList])
    func xcuiTestFormatsReadToTheSameTree(file: String) throws {
        let screen = try Fixtures.screen(file)
        #expect(screen.name == "Shelter Dogs")
        #expect(screen.size == Size(width: 393, height: 852))
        #expect(CaptureOutline.render(screen) == Self.xcuiTestTree)
    }

    @Test(arguments: [Fixtures.debugDescription, Fixtures.snapshotJSON, Fixtures.snapshotPropertyList])
    func xcuiTestFormatsSpeakTheSameTranscript(file: String) throws {
        let scene = StaticScene(snapshot: Snapshot(screen: try Fixtures.screen(file)))
        assertTranscript(of: scene, matches: Self.xcuiTestTranscript, matching: .exact)
    }

    @Test func pageSourceCarriesTheTraitsTheAppSet() throws {
        let screen = try Fixtures.screen(Fixtures.pageSource)
        let expected = Self.xcuiTestTree.replacingOccurrences(of: "\"Dogs\" [staticText]", with: "\"Dogs\" [header]")
        #expect(CaptureOutline.render(screen) == expected)
        assertTranscript(of: StaticScene(snapshot: Snapshot(screen: screen)),
                         matches: Self.xcuiTestTranscript.replacingOccurrences(of: "Dogs\nButton.", with: "Dogs. Heading.\nButton."),
                         matching: .exact)
    }

    @Test func elementsArePlacedAtTheirLineInTheCapture() throws {
        let screen = try Fixtures.screen(Fixtures.pageSource)
        let image = try #require(screen.root.children[0].children.first { $0.traits.contains(.image) })
        #expect(image.source == SourceLocation(file: Fixtures.path(Fixtures.pageSource), line: 24, column: 7))
        #expect(image.id == "Window/Image")
        let cell = screen.root.children[0].children[1].children[1]
        #expect(cell.id == "Window/Table/Cell[2]")
        let debug = try Fixtures.screen(Fixtures.debugDescription)
        #expect(debug.root.children[0].children[1].children[1].source?.line == 12)
        #expect(debug.root.children[0].children[1].children[1].source?.column == 9)
    }

    @Test func whatNoCaptureCarriesIsUnknownNotAbsent() throws {
        let screen = try Fixtures.screen(Fixtures.snapshotJSON)
        let toggle = try #require(screen.root.children[0].children.first { $0.identifier == "favoritesOnly" })
        #expect(toggle.hint == nil)
        #expect(toggle.customActions.isEmpty)
        #expect(toggle.unresolved.map(\.description) == ["hint", "customRotors", "activationPoint", "inputLabels", "customActions"])
        let table = screen.root.children[0].children[1]
        #expect(table.unresolved.isEmpty)
    }
}
