import AccessibilityTree

extension CorpusCases {
    /// Custom content, scroll actions, drag and drop points, Smart Invert, speech attributes and
    /// relations (docs/swiftui-coverage.md).
    static let content: [CorpusCase] = [
        CorpusCase("custom content by label text and key with importance", """
            Text("Bailey")
                .accessibilityCustomContent("Age", "3 years")
                .accessibilityCustomContent(Text("Breed"), Text("Beagle"), importance: .high)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Weight", id: "weight"), "25 pounds")
            """, """
            V (L)
              "Bailey" [staticText] content: [Age: 3 years, Breed: Beagle (high), Weight: 25 pounds]

            """),
        CorpusCase("custom content with the same label replaces the earlier and nil removes it", """
            VStack {
                Text("Bailey").accessibilityCustomContent("Age", "3 years").accessibilityCustomContent("Age", "4 years", importance: .high)
                Text("Winston").accessibilityCustomContent("Age", "2 years").accessibilityCustomContent("Age", nil)
            }
            """, """
            V (L)
              "Bailey" [staticText] content: [Age: 4 years (high)]
              "Winston" [staticText]

            """),
        CorpusCase("a scroll action handles the three-finger swipe", """
            ScrollView { Text("Feed") }.accessibilityScrollAction { edge in refresh() }
            """, """
            V (L)
              "Feed" [staticText] handles: [scroll]

            """),
        CorpusCase("drag and drop points are named actions", """
            Image("photo")
                .accessibilityLabel("Photo")
                .accessibilityDragPoint(.center, description: "Move photo")
                .accessibilityDropPoint(.leading, description: Text("Add to album"))
            """, """
            V (L)
              "Photo" [image] drag: [Move photo] drop: [Add to album]

            """),
        CorpusCase("ignoring Smart Invert is carried on the element", """
            VStack {
                Image("photo").accessibilityLabel("Photo").accessibilityIgnoresInvertColors()
                Image("map").accessibilityLabel("Map").accessibilityIgnoresInvertColors(false)
            }
            """, """
            V (L)
              "Photo" [image] ignoresInvert
              "Map" [image]

            """),
        CorpusCase("text content type and speech attributes", """
            VStack {
                Text("ls -la").accessibilityTextContentType(.console).speechSpellsOutCharacters()
                Text("Hello").speechAlwaysIncludesPunctuation().speechAdjustedPitch(1.5).speechAnnouncementsQueued(false)
            }
            """, """
            V (L)
              "ls -la" [staticText] speech: [type: console, spellsOut: true]
              "Hello" [staticText] speech: [punctuation: true, pitch: 1.5, queued: false]

            """),
        CorpusCase("linked groups and labelled pairs", """
            VStack {
                Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: form)
                TextField("Name", text: $name).accessibilityLabeledPair(role: .content, id: "name", in: form)
                Text("Dan").accessibilityLinkedGroup(id: row.id, in: rows)
            }
            """, """
            V (L)
              "Name" [staticText] relations: [pairLabel "name" in form]
              "Name" [textEntry] relations: [pairContent "name" in form]
              "Dan" [staticText] relations: [linkedGroup row.id in rows]

            """),
    ]
}
