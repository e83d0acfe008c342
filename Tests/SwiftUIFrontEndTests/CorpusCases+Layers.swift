extension CorpusCases {
    /// Overlays drawn over most of their view are layers of their own; state-dependent traits are
    /// recorded though the state shown does not add them.
    static let layers: [CorpusCase] = [
        CorpusCase("a full-screen overlay is one layer after its view, modal as a whole", """
            VStack {
                Text("Pinky")
                Button("Show gallery") { }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay {
                VStack {
                    Text("Picture one")
                    Button("Close") { }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityAddTraits(.isModal)
            }
            """, """
            V (L)
              "Pinky" [staticText]
              "Show gallery" [button]
              container modal
                "Picture one" [staticText]
                "Close" [button]

            """),
        CorpusCase("a trait added in the other state is recorded", """
            Button("Favorite") { }
                .accessibilityAddTraits(false ? .isSelected : [])
            """, """
            V (L)
              "Favorite" [button] unresolved: traits: depends on state: .isSelected (`false ? .isSelected : []`)

            """),
    ]
}
