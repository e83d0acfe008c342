import AccessibilityTree
import Foundation
import SnapshotCodec
import TestSupport
import Testing

/// Hand-built snapshots that use every field, for round trips and the schema check.
enum SnapshotSamples {
    static let source = SourceLocation(file: "Dogs/DogCard.swift", line: 42, column: 9)

    /// An element with every property set to something other than its default.
    static let everyField = AccessibilityElement(
        id: "card", label: "Lilly", value: "Adoptable", hint: "Shows the dog's details.",
        traits: [.button, .selected, .toggle, .supportsZoom],
        frame: Rect(x: 16, y: 120.5, width: 170, height: 170.25),
        activationPoint: Point(x: 20, y: 130),
        customActions: [CustomAction(name: "Call shelter"), CustomAction(name: "Favorite", source: source)],
        standardActions: [.magicTap, .escape, .scroll],
        customRotors: [
            CustomRotor(name: "Dogs", entries: [.init(target: "card"), .init(target: "photo", label: "Photo of Lilly")]),
            CustomRotor(name: "Headings", systemType: .heading, entries: [], source: source),
        ],
        children: [AccessibilityElement(id: "photo", label: "Photo", traits: [.image])],
        isAccessibilityElement: true, isHidden: true, isModal: true, containerType: .semanticGroup,
        childOrder: .frame, sortPriority: 2.5, headingLevel: 3, headerElementIDs: ["photo"],
        directTouch: DirectTouch(options: [.requiresActivation, .silentOnTouch]),
        inputLabels: ["Lilly", "Dog"], identifier: "dog.card", language: "en-GB",
        largeContent: LargeContent(title: "Lilly", imageName: "pawprint"),
        respondsToUserInteraction: false, gestures: [.tap, .longPress],
        tapSource: SourceLocation(file: "Dogs/DogsView.swift", line: 12, column: 10), tapReachesOthers: true, source: source,
        visual: VisualFacts(foregroundColor: "#777777", backgroundColor: "systemBackground",
                            font: .scaled(size: 15, relativeTo: .footnote), fontWeight: .semibold,
                            lineLimit: 2, explicitSize: Size(width: 100, height: 20),
                            maximumContentSize: .accessibilityMedium, text: "LILLY", isTruncated: true,
                            cutOffAtAccessibilitySize: SourceLocation(file: "Row.swift", line: 7, column: 5),
                            cutOffByHeightAt: SourceLocation(file: "OptionRow.swift", line: 96, column: 14)),
        unresolved: [Unresolved(reason: "dog.name is computed at run time"), Unresolved(.value, reason: "dog.age")],
        stateDependentTraits: [.header],
        customContent: [CustomContent(label: "Age", value: "3 years", importance: .high), CustomContent(label: "Breed", value: "")],
        dragDropPoints: [DragDropPoint(kind: .drag, name: "Move Lilly", point: Point(x: 30, y: 140)),
                         DragDropPoint(kind: .drop, name: "Add to favourites")],
        ignoresInvertColors: true,
        speech: SpeechAttributes(textContentType: "narrative", alwaysIncludesPunctuation: false, spellsOutCharacters: true,
                                 adjustedPitch: 1.25, announcementsQueued: true),
        relations: [ElementRelation(kind: .pairLabel, id: "dog.id", namespace: "cards")])

    /// A behaviour with every action and every effect kind.
    static let everyEffect = ElementBehavior(
        activate: [
            .setValue("1"), .setValue(nil, target: "photo"),
            .stepValue(through: ["a", "b"], by: -2, wraps: true, target: "photo"), .stepValue(through: ["x"]),
            .setHidden(true), .setHidden(false, target: "photo"),
            .insertTraits([.selected]), .removeTraits([.button, .image], target: "photo"), .toggleTraits([.selected]),
            .setLabel("Favourite"), .setLabel(nil, target: "photo"),
        ],
        increment: [.navigate(to: "gallery"), .back()],
        decrement: [.navigate(to: "gallery", presentation: .present, notification: .layoutChanged(focus: "first")),
                    .dismiss(notification: .none)],
        escape: [.back(notification: .screenChanged(focus: "card")), .dismiss()],
        magicTap: [.announce("Playing"), .announce("Now", priority: .high), .screenChanged(), .layoutChanged(focus: "card"),
                   .screenChanged(focus: "card"), .layoutChanged()],
        customActions: ["Favorite": [.toggleTraits([.selected])], "Call shelter": []],
        scroll: [.down: [.setValue("Page 2"), .pageScrolled("Page 2 of 3")], .previous: []],
        values: ["1 star", "2 stars"], wrapsValues: true)

    static let gallery = Screen(
        name: "Gallery", elements: [AccessibilityElement(id: "first", label: "First photo", traits: [.image])])

    static let full = Snapshot(
        screen: Screen(
            name: "Exceptional Dogs",
            root: .container(id: "root", children: [everyField], frame: Rect(x: 0, y: 0, width: 320, height: 568)),
            size: Size(width: 320, height: 568),
            settings: AccessibilitySettings(
                contentSize: .accessibilityExtraExtraExtraLarge, boldText: true, reduceMotion: true,
                reduceTransparency: true, increaseContrast: true, differentiateWithoutColor: true,
                onOffLabels: true, buttonShapes: true, colorFilter: .deuteranopia, darkMode: true,
                voiceOverRunning: false, speaksHints: false),
            source: SourceLocation(file: "Dogs/DogsView.swift", line: 7),
            contentBeyondScreen: ContentBeyondScreen(source: SourceLocation(file: "Dogs/DogsView.swift", line: 9),
                                                     size: .accessibilityExtraLarge, height: 631, heightAtSize: 905,
                                                     room: 715),
            isPreviewArrangement: true),
        screens: ["gallery": gallery],
        behaviors: ["card": everyEffect],
        screenBehaviors: ["gallery": ["first": ElementBehavior(escape: [.back()])]])
}

@Suite struct SnapshotRoundTripTests {
    @Test func everyFieldSurvivesARoundTrip() throws {
        let data = SnapshotSamples.full.encoded()
        let decoded = try Snapshot.decode(data)
        #expect(decoded == SnapshotSamples.full)
        #expect(decoded.encoded() == data)
    }

    /// A UIKit container's list of elements, and the control it leaves out (hidden).
    @Test func theListOfAContainersElementsSurvivesARoundTrip() throws {
        var bar = AccessibilityElement.container(id: "bar", children: [
            AccessibilityElement(id: "address", label: "Address", traits: .searchField),
            AccessibilityElement(id: "reload", label: "Reload", traits: .button, isHidden: true),
        ])
        bar.elementsListedAt = SourceLocation(file: "LocationBar.swift", line: 23, column: 15)
        let snapshot = Snapshot(screen: Screen(root: bar))
        let data = snapshot.encoded()
        #expect(String(decoding: data, as: UTF8.self).contains(#""elementsListedAt""#))
        #expect(try Snapshot.decode(data) == snapshot)
    }

    @Test(arguments: [
        Screen(elements: []),
        Screen(name: "One", elements: [AccessibilityElement(id: "a", isAccessibilityElement: false)]),
        Screen(root: AccessibilityElement(id: "lonely", label: "Only me")),
        Screen(root: .container(id: "c", children: [AccessibilityElement(id: "d", children: [], isAccessibilityElement: false)])),
        Screen(root: AccessibilityElement(id: "odd", children: [AccessibilityElement(id: "kid")], isAccessibilityElement: true)),
        Screen(root: AccessibilityElement(id: "n", label: "Line\nbreak \"quoted\" \\ tab\t ünïcödé 🐕 \u{01}",
                                          frame: Rect(x: -5.125, y: 1e-7, width: 0, height: 999_999.5))),
        Screen(root: AccessibilityElement(id: "v", visual: VisualFacts(font: .fixed(size: 17)))),
        Screen(root: AccessibilityElement(id: "w", directTouch: DirectTouch(), respondsToUserInteraction: true,
                                          visual: VisualFacts(font: .textStyle(.body)))),
    ])
    func handBuiltScreensSurviveARoundTrip(_ screen: Screen) throws {
        let snapshot = Snapshot(screen: screen)
        #expect(try Snapshot.decode(snapshot.encoded()) == snapshot)
    }

    @Test func leavesDefaultsOutAndSortsKeys() {
        let snapshot = Snapshot(screen: Screen(elements: [
            AccessibilityElement(id: "play", label: "Play", traits: [.button, .startsMediaSession]),
        ]))
        let text = String(decoding: snapshot.encoded(), as: UTF8.self)
        #expect(text == """
            {
              "format": "perceive-snapshot",
              "screen": {
                "root": {
                  "children": [
                    {
                      "id": "play",
                      "label": "Play",
                      "traits": ["button", "startsMediaSession"]
                    }
                  ],
                  "frame": { "height": 852, "width": 393, "x": 0, "y": 0 },
                  "id": "root"
                }
              },
              "version": 1
            }

            """)
    }

    @Test func writesAFileThatReadsBack() throws {
        let scratch = try TemporaryFolder("snapshot")
        let folder = scratch.url
        let url = folder.appendingPathComponent("full.json")
        try SnapshotSamples.full.write(to: url)
        #expect(try Snapshot.read(contentsOf: url) == SnapshotSamples.full)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["full.json"])
        let missing = folder.appendingPathComponent("no/such/folder/x.json")
        #expect(throws: SnapshotError.self) { try SnapshotSamples.full.write(to: missing) }
    }

    @Test func encodingIsDeterministic() {
        let first = SnapshotSamples.full.encoded()
        for _ in 0..<5 { #expect(SnapshotSamples.full.encoded() == first) }
    }

    @Test func behavioursOfUnknownElementsAreNotWritten() throws {
        var snapshot = Snapshot(screen: Screen(elements: [AccessibilityElement(id: "a")]))
        snapshot.behaviors["ghost"] = ElementBehavior(activate: [])
        snapshot.behaviors["a"] = ElementBehavior()
        let decoded = try Snapshot.decode(snapshot.encoded())
        #expect(decoded.behaviors.isEmpty)
    }

    @Test(arguments: ["AX3", "accessibilityExtraLarge", "accessibility3", "ax3"])
    func acceptsEveryNameOfAContentSize(_ name: String) throws {
        let json = #"""
            {"format": "perceive-snapshot", "version": 1,
             "screen": {"settings": {"contentSize": "\#(name)"}, "root": {"id": "r"}}}
            """#
        let snapshot = try Snapshot.decode(Data(json.utf8))
        #expect(snapshot.screen.settings.contentSize == .accessibilityExtraLarge)
        #expect(snapshot.screen.root.isAccessibilityElement)
    }

    @Test func setValueAcceptsNullToClear() throws {
        let json = MalformedSnapshot.children(#"{"id": "a", "behaviors": {"activate": [{"effect": "setValue", "value": null}, {"effect": "setLabel", "label": null}]}}"#)
        let snapshot = try Snapshot.decode(Data(json.utf8))
        #expect(snapshot.behaviors["a"]?.activate == [.setValue(nil), .setLabel(nil)])
    }
}
