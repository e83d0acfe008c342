/// The corpus, grouped by behaviour family.
enum CorpusCases {
    /// Every family's cases, as `CorpusTests` runs them and `docs/swiftui-coverage.md` names them.
    static let all = labels + controls + grouping + environment + structure + unresolved + navigation + layers
        + coverage + content
}

extension CorpusCases {
    /// Default labels of text, images, labels and buttons (docs/swiftui-defaults.md, Default labels and traits).
    static let labels: [CorpusCase] = [
        CorpusCase("text literal is its own label", """
            Text("Hello, world!")
            """, """
            V (L)
              "Hello, world!" [staticText]

            """),
        CorpusCase("a localized string shows its development-language value, not its key", """
            VStack {
                Text(NSLocalizedString("settings.header.title", value: "Settings", comment: "Header"))
                Text(String(localized: "settings.footer.note", defaultValue: "Saved on this device"))
                Text(NSLocalizedString("Plain key", comment: ""))
            }
            """, """
            V (L)
              "Settings" [staticText]
              "Saved on this device" [staticText]
              "Plain key" [staticText]

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
        CorpusCase("SF Symbol with a description is labelled by it", """
            Image(systemName: "globe")
            """, """
            V (L)
              "Globe" [image]

            """),
        CorpusCase("an SFSafeSymbols case names the symbol it spells", """
            VStack {
                Image(systemSymbol: .gearshapeFill)
                Image(systemSymbol: .arrowClockwise)
                Image(systemSymbol: .personBicycle)
                Image(systemSymbol: symbol)
            }
            """, """
            V (L)
              "Settings" [image]
              "Refresh" [image]
              "Person bicycle" [image]
              (no label) [image] unresolved: label: image name is a run-time value `symbol`

            """),
        CorpusCase("a caller's property passed on as a symbol's name is chosen at run time", """
            struct IconAndText: View {
                let systemName: String
                var body: some View { Image(systemName: systemName) }
            }
            struct V: View {
                let keyStatusImage: String
                var body: some View {
                    VStack {
                        IconAndText(systemName: keyStatusImage)
                        IconAndText(systemName: "lock.fill")
                    }
                }
            }
            """, """
            V (L)
              (no label) [image] unresolved: label: image name is a run-time value `systemName`
              "Lock" [image]

            """),
        CorpusCase("SF Symbol without a description is read by its name's words", """
            Image(systemName: "person.bicycle")
            """, """
            V (L)
              "Person bicycle" [image]

            """),
        CorpusCase("interpolation of known values", """
            struct V: View {
                let dogs = ["Rex", "Bella"]
                let rating = 4.5
                var body: some View {
                    Text("\\(dogs.count) dogs, rated \\(rating)")
                }
            }
            """, """
            V (L)
              "2 dogs, rated 4.5" [staticText]

            """),
        CorpusCase("verbatim text and localized key", """
            VStack {
                Text(verbatim: "v1.2")
                Text("welcome_title")
            }
            """, """
            V (L)
              "v1.2" [staticText]
              "welcome_title" [staticText] unresolved: label: `welcome_title` is a strings-table key; VoiceOver speaks its translation

            """),
        CorpusCase("concatenated texts are one text", """
            Text("Hello") + Text(", world")
            """, """
            V (L)
              "Hello, world" [staticText]

            """),
        CorpusCase("markdown in a text literal is rendered, not spoken", """
            VStack {
                Text("**Note:** see the [guide](https://example.com) for `details`")
                Text(verbatim: "**raw**")
                Text("2 * 3 = 6")
            }
            """, """
            V (L)
              "Note: see the guide for details" [staticText]
              "**raw**" [staticText]
              "2 * 3 = 6" [staticText]

            """),
        CorpusCase("Label speaks its title only", """
            Label("Settings", systemImage: "gear")
            """, """
            V (L)
              "Settings"

            """),
        CorpusCase("button with a title", """
            Button("Delete") { }
            """, """
            V (L)
              "Delete" [button]

            """),
        CorpusCase("image-only button without description is read by the symbol's name", """
            Button {
            } label: {
                Image(systemName: "wand.and.stars")
            }
            """, """
            V (L)
              "Wand and stars" [button]

            """),
        CorpusCase("button drops a symbol beside its text", """
            Button(action: {}) {
                HStack {
                    Image(systemName: "trash")
                    Text("Delete")
                }
            }
            """, """
            V (L)
              "Delete" [button]

            """),
        CorpusCase("button with an asset image is labelled by the file name", """
            Button(action: {}) {
                Image("linkedin_logo")
            }
            """, """
            V (L)
              "linkedin_logo" [button]

            """),
        CorpusCase("link around an asset image: the link's trait, not the image's (an image-only button)", """
            Link(destination: URL(string: "https://www.linkedin.com")!) {
                Image("linkedin_logo")
            }
            """, """
            V (L)
              "linkedin_logo" [link]

            """),
        CorpusCase("talk fix: hidden image and explicit label on the button", """
            Button(action: {}) {
                Image("linkedin_logo")
                    .accessibilityHidden(true)
            }
            .accessibilityLabel("LinkedIn account")
            """, """
            V (L)
              "LinkedIn account" [button]

            """),
        CorpusCase("button with two texts joins them with a comma", """
            Button(action: {}) {
                VStack {
                    Text("Dan Akiyama")
                    Text("iOS engineer")
                }
            }
            """, """
            V (L)
              "Dan Akiyama, iOS engineer" [button]

            """),
        CorpusCase("icon-only label style still uses the title", """
            Button(action: {}) {
                Label("Add", systemImage: "plus")
            }
            .labelStyle(.iconOnly)
            """, """
            V (L)
              "Add" [button]

            """),
        CorpusCase("image with an explicit label", """
            Image("chart", label: Text("Sales chart"))
            """, """
            V (L)
              "Sales chart" [image]

            """),
        CorpusCase("text case changes the spoken text", """
            Text("Hi there").textCase(.uppercase)
            """, """
            V (L)
              "HI THERE" [staticText]

            """),
        CorpusCase("rounded numbers in text", """
            Text("\\(Int((6.04 * 10).rounded())) tenths, \\(Int((6.5).rounded(.down))) down, \\(Int((6.5).rounded())) near")
            """, """
            V (L)
              "60 tenths, 6 down, 7 near" [staticText]

            """),
        CorpusCase("label with a title closure reads its texts, not the icon", """
            Label {
                VStack(alignment: .leading) {
                    Text("Now: Information gets through")
                    Text("Great Hall")
                }
            } icon: {
                Image(systemName: "clock")
            }
            """, """
            V (L)
              "Now: Information gets through, Great Hall"

            """),
        CorpusCase("an icon-only label in a small frame is not cut off", """
            Label("Show gallery", systemImage: "photo.on.rectangle")
                .labelStyle(.iconOnly)
                .frame(width: 44, height: 44)
            """, """
            V (L)
              "Show gallery"

            """),
    ]
}
