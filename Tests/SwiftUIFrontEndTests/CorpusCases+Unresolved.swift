extension CorpusCases {
    /// What the interpreter cannot evaluate is kept and marked, never dropped or guessed silently.
    static let unresolved: [CorpusCase] = [
        CorpusCase("a strings-table key is spoken as its translation, which the source does not hold", """
            VStack {
                Text("report.action.send")
                Button("alert.button.ok") { }
                Text("Send v1.2")
                TextField("timeline.add.url", text: $url)
                Button("generic_cancel") { }
                Text("Top_Secret")
            }
            """, """
            V (L)
              "report.action.send" [staticText] unresolved: label: `report.action.send` is a strings-table key; VoiceOver speaks its translation
              "alert.button.ok" [button] unresolved: label: `alert.button.ok` is a strings-table key; VoiceOver speaks its translation
              "Send v1.2" [staticText]
              "timeline.add.url" [textEntry] unresolved: label: `timeline.add.url` is a strings-table key; VoiceOver speaks its translation
              "generic_cancel" [button] unresolved: label: `generic_cancel` is a strings-table key; VoiceOver speaks its translation
              "Top_Secret" [staticText]

            """),
        CorpusCase("a field titled by a generated accessor has a name only the running app knows", """
            VStack {
                TextField(.login(.username), text: $username)
                SecureField(.login(.password), text: $password)
            }
            """, """
            V (L)
              "\\(.login(.username))" [textEntry] unresolved: label: run-time value `.login(.username)`
              "\\(.login(.password))" [textEntry, secureTextField] unresolved: label: run-time value `.login(.password)`

            """),
        CorpusCase("unknown view is kept and marked", """
            VStack {
                Text("Sales")
                FancyChart(data: sales)
            }
            """, """
            V (L)
              "Sales" [staticText]
              (no label) unresolved: unknown view `FancyChart`

            """),
        CorpusCase("condition on a run-time model value", """
            struct V: View {
                @ObservedObject var model: SessionModel
                var body: some View {
                    if model.isLoggedIn {
                        Text("Welcome back")
                    } else {
                        Button("Log in") { }
                    }
                }
            }
            """, """
            V (L)
              "Welcome back" [staticText] unresolved: presence: condition depends on run-time value `model.isLoggedIn`

            """),
        CorpusCase("ForEach over a run-time collection shows one marked row", """
            struct V: View {
                @StateObject private var store = DogStore()
                var body: some View {
                    ForEach(store.dogs) { dog in
                        Text(dog.name)
                    }
                }
            }
            """, """
            V (L)
              "\\(dog.name)" [staticText] unresolved: label: run-time value `dog.name`; children: ForEach over run-time collection `store.dogs`: one placeholder row shown

            """),
        CorpusCase("run-time text keeps its expression", """
            struct V: View {
                @EnvironmentObject var profile: Profile
                var body: some View {
                    Text("Hello, \\(profile.name)")
                }
            }
            """, """
            V (L)
              "Hello, \\(profile.name)" [staticText] unresolved: label: run-time value `profile.name`

            """),
        CorpusCase("values computed in loops are unknown, not stale", """
            struct V: View {
                let prices = [3, 4]
                var total: Int {
                    var sum = 0
                    for price in prices { sum += price }
                    return sum
                }
                var body: some View {
                    Text("Total: \\(total)")
                }
            }
            """, """
            V (L)
              "Total: \\(total)" [staticText] unresolved: label: `sum` is computed in a loop

            """),
        CorpusCase("unknown modifier is marked", """
            Text("Card")
                .cardStyle()
            """, """
            V (L)
              "Card" [staticText] unresolved: unknown modifier `cardStyle`

            """),
    ]
}
