extension CorpusCases {
    /// Pushed views, back buttons and bars beside the content (docs/voiceover-speech.md, Standard controls).
    static let navigation: [CorpusCase] = [
        CorpusCase("a preview's known path shows the pushed view under a back button titled after the root", """
            import SwiftUI
            struct Route: Hashable { var name: String }
            struct RouteDetail: View {
                let route: Route
                var body: some View {
                    Text("Three miles").navigationTitle(route.name)
                }
            }
            #Preview {
                NavigationStack(path: .constant([Route(name: "Riverside Loop")])) {
                    Text("All routes")
                        .navigationTitle("Routes")
                        .navigationDestination(for: Route.self) { route in RouteDetail(route: route) }
                }
            }
            """, """
            V.swift:9 (L)
              "Routes" [button, backButton] gestures: [tap]
              "Riverside Loop" [header]
              "Three miles" [staticText]

            """),
        CorpusCase("two pushed views: the back button names the one below the top", """
            import SwiftUI
            struct Step: Hashable { var name: String }
            #Preview {
                NavigationStack(path: .constant([Step(name: "First"), Step(name: "Second")])) {
                    Text("Root")
                        .navigationTitle("Steps")
                        .navigationDestination(for: Step.self) { step in
                            Text("At \\(step.name)").navigationTitle(step.name)
                        }
                }
            }
            """, """
            V.swift:3 (L)
              "First" [button, backButton] gestures: [tap]
              "Second" [header]
              "At Second" [staticText]

            """),
        CorpusCase("a destination presented with a constant binding, below a root without a title", """
            NavigationStack {
                Text("Settings")
                    .navigationDestination(isPresented: .constant(true)) {
                        Text("About")
                    }
            }
            """, """
            V (L)
              "Back" [button, backButton] gestures: [tap]
              "About" [staticText]

            """),
        CorpusCase("a run-time path shows the root", """
            struct V: View {
                @State private var path: [Int] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Text("Root")
                            .navigationTitle("Home")
                            .navigationDestination(for: Int.self) { number in Text("\\(number)") }
                    }
                }
            }
            """, """
            V (L)
              "Home" [header]
              "Root" [staticText]

            """),
        CorpusCase("a bottom safe-area inset is read after the view, whose order stands", """
            ScrollView {
                HStack {
                    Text("Dan Akiyama")
                    Spacer()
                    Button("Follow") { }.frame(width: 44, height: 70)
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Now: Keynote")
            }
            """, """
            V (L)
              "Dan Akiyama" [staticText]
              "Follow" [button]
              "Now: Keynote" [staticText]

            """),
    ]
}
