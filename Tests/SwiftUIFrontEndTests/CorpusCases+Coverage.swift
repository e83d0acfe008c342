import AccessibilityTree

extension CorpusCases {
    /// Rows of `docs/swiftui-coverage.md` not shown by the other families.
    static let coverage: [CorpusCase] = [
        CorpusCase("an action with a label view is named by the label", """
            Text("Mail").accessibilityAction { compose() } label: { Label("New Message", systemImage: "plus") }
            """, """
            V (L)
              "Mail" [staticText] actions: [New Message]

            """),
        CorpusCase("a label built around the existing label", """
            VStack {
                Text("Inbox").accessibilityLabel { label in
                    Text("3 unread")
                    label
                }
                Image("badge").accessibilityLabel { label in
                    if true { Text("New") }
                }
            }
            """, """
            V (L)
              "3 unread, Inbox" [staticText]
              "New" [image]

            """),
        CorpusCase("isEnabled false leaves the view unchanged", """
            VStack {
                Text("Secret").accessibilityHidden(true, isEnabled: false)
                Text("Score").accessibilityLabel("Points", isEnabled: false)
                Text("Name").accessibilityAddTraits(.isHeader)
            }
            """, """
            V (L)
              "Secret" [staticText]
              "Score" [staticText]
              "Name" [staticText, header]

            """),
        CorpusCase("an image with a label is labelled by it", """
            Image("dog_photo_1", label: Text("Layla asleep"))
            """, """
            V (L)
              "Layla asleep" [image]

            """),
        CorpusCase("iOS 13 spellings give the same element as their replacements", """
            VStack {
                Image("divider").accessibility(hidden: true)
                Text("Open").onTapGesture { open() }.accessibility(addTraits: .isButton)
                Image("avatar").accessibility(label: Text("Dan")).accessibility(hint: Text("Shows the profile"))
            }
            """, """
            V (L)
              "divider" [image] hidden
              "Open" [button, staticText] gestures: [tap]
              "Dan" [image] hint: "Shows the profile"

            """),
        CorpusCase("display settings choose their branches", settings: AccessibilitySettings(
            reduceTransparency: true, buttonShapes: true, colorFilter: .invert), """
            struct V: View {
                @Environment(\\.accessibilityReduceTransparency) var reduceTransparency
                @Environment(\\.accessibilityInvertColors) var invertColors
                @Environment(\\.accessibilityShowButtonShapes) var buttonShapes
                @Environment(\\.accessibilitySwitchControlEnabled) var switchControl
                var body: some View {
                    VStack {
                        Text(reduceTransparency ? "Opaque" : "Translucent")
                        Text(invertColors ? "Inverted" : "Normal")
                        Text(buttonShapes ? "Outlined" : "Plain")
                        Text(switchControl ? "Switch Control" : "No Switch Control")
                    }
                }
            }
            """, """
            V (L)
              "Opaque" [staticText]
              "Inverted" [staticText]
              "Outlined" [staticText]
              "No Switch Control" [staticText]

            """),
        CorpusCase("a zoom action adds the supports-zoom trait", """
            Image("map").accessibilityLabel("Route map").accessibilityZoomAction { action in zoom(action.direction) }
            """, """
            V (L)
              "Route map" [image, supportsZoom]

            """),
        CorpusCase("a double tap is recorded as a double tap", """
            Image("map").accessibilityLabel("Route map").onTapGesture(count: 2) { zoomIn() }
            """, """
            V (L)
              "Route map" [image] gestures: [doubleTap]

            """),
        CorpusCase("three taps or more are a gesture of their own, not a tap", """
            Text("Version 1.2.3").onTapGesture(count: 7) { reportProblem() }
            """, """
            V (L)
              "Version 1.2.3" [staticText] gestures: [custom]

            """),
        CorpusCase("a default action makes a double tap an activation", """
            VStack {
                Image("map").accessibilityLabel("Route map").onTapGesture(count: 2) { zoomIn() }.accessibilityAction { zoomIn() }
                Image("plan").accessibilityLabel("Floor plan").onTapGesture(count: 2) { zoomIn() }.accessibilityAction(.escape) { close() }
            }
            """, """
            V (L)
              "Route map" [image] gestures: [tap]
              "Floor plan" [image] handles: [escape] gestures: [doubleTap]

            """),
        CorpusCase("escape and magic tap actions are handled by the element they are on", """
            VStack {
                Text("Episode 12").accessibilityAction(.magicTap) { togglePlayback() }.accessibilityAction(.escape) { dismiss() }
                Text("Now playing").accessibilityAction(.magicTap) { togglePlayback() }.accessibilityAction(.magicTap) { pause() }
                Text("Share").accessibilityAction(.delete) { remove() }
                HStack {
                    Text("Episode 13")
                    Text("24 min").accessibilityAction(.magicTap) { togglePlayback() }
                }
                .accessibilityElement(children: .combine)
            }
            """, """
            V (L)
              "Episode 12" [staticText] handles: [magicTap, escape]
              "Now playing" [staticText] handles: [magicTap]
              "Share" [staticText]
              "Episode 13, 24 min" handles: [magicTap]

            """),
    ]
}
