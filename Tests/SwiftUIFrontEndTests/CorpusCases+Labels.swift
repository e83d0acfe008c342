extension CorpusCases {
    /// Default labels of text, images and buttons (spec/swiftui.md §2).
    static let labels: [CorpusCase] = [
        CorpusCase("text literal is its own label", """
            Text("Hello, world!")
            """, """
            V (L)
              "Hello, world!" [staticText]

            """),
        CorpusCase("asset image is labelled by its name", """
            Image("dog_photo_1")
            """, """
            V (L)
              "dog_photo_1" [image]

            """),
        CorpusCase("decorative image produces no element", """
            VStack {
                Image(decorative: "divider_art")
                Text("Below")
            }
            """, """
            V (L)
              "Below" [staticText]

            """),
    ]
}

/// The corpus, grouped by behaviour family.
enum CorpusCases {}
