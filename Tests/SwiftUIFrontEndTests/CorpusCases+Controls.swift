extension CorpusCases {
    /// Controls: traits and values (docs/swiftui-defaults.md, Default labels and traits).
    static let controls: [CorpusCase] = [
        CorpusCase("toggle on has value 1", """
            struct V: View {
                @State private var isOn = true
                var body: some View {
                    Toggle("Wi-Fi", isOn: $isOn)
                }
            }
            """, """
            V (L)
              "Wi-Fi" = "1" [button, toggle]

            """),
        CorpusCase("toggle off with a label closure has value 0", """
            struct V: View {
                @State private var airplane = false
                var body: some View {
                    Toggle(isOn: $airplane) {
                        Text("Airplane Mode")
                    }
                }
            }
            """, """
            V (L)
              "Airplane Mode" = "0" [button, toggle]

            """),
        CorpusCase("slider value is a percentage of its range", """
            struct V: View {
                @State private var volume = 7.5
                var body: some View {
                    Slider(value: $volume, in: 0...10) {
                        Text("Volume")
                    }
                }
            }
            """, """
            V (L)
              "Volume" = "75%" [adjustable]

            """),
        CorpusCase("stepper is adjustable with its label", """
            struct V: View {
                @State private var quantity = 3
                var body: some View {
                    Stepper("Quantity: \\(quantity)", value: $quantity, in: 1...10)
                }
            }
            """, """
            V (L)
              "Quantity: 3" [adjustable] unresolved: value: shown in the stepper's label, from `quantity`

            """),
        CorpusCase("picker value is the selected option", """
            struct V: View {
                @State private var flavor = "chocolate"
                var body: some View {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("vanilla")
                        Text("Chocolate").tag("chocolate")
                    }
                }
            }
            """, """
            V (L)
              "Flavor" = "Chocolate" [button]

            """),
        CorpusCase("picker over an enum's cases", """
            enum SortOrder: String, CaseIterable, Identifiable {
                case newest, oldest
                var id: Self { self }
                var title: String { rawValue.capitalized }
            }

            struct V: View {
                @State private var order = SortOrder.oldest
                var body: some View {
                    Picker("Sort", selection: $order) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.title).tag(order)
                        }
                    }
                }
            }
            """, """
            V (L)
              "Sort" = "Oldest" [button]

            """),
        CorpusCase("segmented picker is one button per segment", """
            struct V: View {
                @State private var range = 1
                var body: some View {
                    Picker("Range", selection: $range) {
                        Text("Day").tag(0)
                        Text("Week").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """, """
            V (L)
              "Day" [button]
              "Week" [button, selected]

            """),
        CorpusCase("empty text field is labelled by its placeholder", """
            struct V: View {
                @State private var name = ""
                var body: some View {
                    TextField("Name", text: $name)
                }
            }
            """, """
            V (L)
              "Name" [textEntry]

            """),
        CorpusCase("a function added to every View, called from a view's body without self, draws its body", """
            struct V: View {
                var body: some View {
                    Button { } label: { ticker("USDC") }
                }
            }

            extension View {
                @ViewBuilder func ticker(_ token: String) -> some View {
                    HStack {
                        Text(token)
                        Image(systemName: "chevron.down")
                    }
                }
            }
            """, """
            V (L)
              "USDC" [button]

            """),
        CorpusCase("text field with an empty title reads its prompt while empty", """
            struct V: View {
                @State private var address = ""
                var body: some View {
                    TextField("", text: $address, prompt: Text("Enter wallet address").foregroundColor(.gray))
                }
            }
            """, """
            V (L)
              "Enter wallet address" [textEntry]

            """),
        CorpusCase("text field with text speaks the text as value", """
            struct V: View {
                @State private var name = "Rex"
                var body: some View {
                    TextField("Name", text: $name)
                }
            }
            """, """
            V (L)
              (no label) = "Rex" [textEntry]

            """),
        CorpusCase("secure field masks its value", """
            struct V: View {
                @State private var password = "abc"
                var body: some View {
                    SecureField("Password", text: $password)
                }
            }
            """, """
            V (L)
              (no label) = "•••" [textEntry, secureTextField]

            """),
        CorpusCase("link has the link trait", """
            Link("Apple", destination: URL(string: "https://apple.com")!)
            """, """
            V (L)
              "Apple" [link]

            """),
        CorpusCase("navigation link is a button", """
            NavigationLink("Details") {
                Text("Detail screen")
            }
            """, """
            V (L)
              "Details" [button]

            """),
        CorpusCase("determinate progress is a percentage", """
            ProgressView(value: 0.25)
            """, """
            V (L)
              (no label) = "25%" [updatesFrequently]

            """),
        CorpusCase("indeterminate progress is in progress", """
            ProgressView("Loading")
            """, """
            V (L)
              "Loading" = "In progress" [updatesFrequently]

            """),
        CorpusCase("gauge uses its label and current value label", """
            Gauge(value: 0.4) {
                Text("Battery")
            } currentValueLabel: {
                Text("40%")
            }
            """, """
            V (L)
              "Battery" = "40%"

            """),
        CorpusCase("menu is a button with its title", """
            Menu("Options") {
                Button("Rename") { }
                Button("Delete") { }
            }
            """, """
            V (L)
              "Options" [button]

            """),
        CorpusCase("disabled button is dimmed", """
            Button("Delete") { }
                .disabled(true)
            """, """
            V (L)
              "Delete" [button, notEnabled]

            """),
        CorpusCase("text editor is a text area with its text", """
            struct V: View {
                @State private var notes = "Walk at 5"
                var body: some View {
                    TextEditor(text: $notes)
                }
            }
            """, """
            V (L)
              (no label) = "Walk at 5" [textEntry, textArea]

            """),
        CorpusCase("date picker is a button with its label", """
            struct V: View {
                @State private var date = Date()
                var body: some View {
                    DatePicker("Birthday", selection: $date)
                }
            }
            """, """
            V (L)
              "Birthday" [button]

            """),
    ]
}
