extension CorpusCases {
    /// Rows of `docs/swiftui-coverage.md` not shown by the other families.
    static let coverage: [CorpusCase] = [
        CorpusCase("an action with a label view is named by the label", """
            Text("Mail").accessibilityAction { compose() } label: { Label("New Message", systemImage: "plus") }
            """, """
            V (L)
              "Mail" [staticText] actions: [New Message]

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
        CorpusCase("a double tap is recorded as a double tap", """
            Image("map").accessibilityLabel("Route map").onTapGesture(count: 2) { zoomIn() }
            """, """
            V (L)
              "Route map" [image] gestures: [doubleTap]

            """),
    ]
}
