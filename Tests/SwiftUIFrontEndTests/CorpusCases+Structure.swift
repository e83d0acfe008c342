extension CorpusCases {
    /// Collections, custom views, containers, navigation and modal presentations.
    static let structure: [CorpusCase] = [
        CorpusCase("an initialiser skips defaulted parameters for a trailing closure and sets underscored properties", """
            struct ToolbarButton: View {
                private var _title: String
                private var _icon: String
                private var _action: () -> Void
                init(_ title: String = "", systemImage: String = "", isDisabled: Bool = false, action: @escaping () -> Void) {
                    self._title = title
                    self._icon = systemImage
                    self._action = action
                }
                var body: some View {
                    Button(action: _action) { Label(_title, systemImage: _icon).labelStyle(.iconOnly) }
                }
            }
            struct FormSection<Content: View>: View {
                let header: String?
                let content: () -> Content
                init(_ header: String? = nil, @ViewBuilder content: @escaping () -> Content) {
                    self.header = header
                    self.content = content
                }
                var body: some View {
                    VStack {
                        if let header { Text(header).accessibilityAddTraits(.isHeader) }
                        content()
                    }
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        ToolbarButton(systemImage: "plus") { }
                        ToolbarButton("Share", systemImage: "square.and.arrow.up") { }
                        FormSection { Text("Size") }
                        FormSection("Colors") { Text("Border") }
                    }
                }
            }
            """, """
            V (L)
              "Add" [button]
              "Share" [button]
              "Size" [staticText]
              "Colors" [staticText, header]
              "Border" [staticText]

            """),
        CorpusCase("a modifier of the app that asks the axes it is given keeps its view", """
            extension View {
                func eraseToAnyView() -> AnyView { .init(self) }
                func expanded(axes: Axis.Set = .all) -> some View {
                    var resultView = eraseToAnyView()
                    if axes.contains(.vertical) {
                        resultView = resultView.frame(maxHeight: .infinity).eraseToAnyView()
                    }
                    if axes.contains(.horizontal) {
                        resultView = resultView.frame(maxWidth: .infinity).eraseToAnyView()
                    }
                    return resultView
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        Button(action: {}) { Text("Reset").expanded(axes: .horizontal) }
                        Text("Nodes").expanded()
                        Text("Edges").padding(.horizontal).expanded(axes: [.vertical])
                    }
                }
            }
            """, """
            V (L)
              "Reset" [button]
              "Nodes" [staticText]
              "Edges" [staticText]

            """),
        CorpusCase("ForEach over a literal array", """
            VStack {
                ForEach(["Rex", "Bella"], id: \\.self) { name in
                    Text(name)
                }
            }
            """, """
            V (L)
              "Rex" [staticText]
              "Bella" [staticText]

            """),
        CorpusCase("ForEach over a range", """
            ForEach(0..<3) { index in
                Text("Row \\(index)")
            }
            """, """
            V (L)
              "Row 0" [staticText]
              "Row 1" [staticText]
              "Row 2" [staticText]

            """),
        CorpusCase("ForEach over preview data structs", """
            struct Dog: Identifiable {
                let id: Int
                let name: String
                let breed: String
            }

            let sampleDogs = [Dog(id: 1, name: "Rex", breed: "Collie"), Dog(id: 2, name: "Bella", breed: "Pug")]

            struct V: View {
                var body: some View {
                    List(sampleDogs) { dog in
                        VStack(alignment: .leading) {
                            Text(dog.name)
                            Text(dog.breed)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            """, """
            V (L)
              container
                "Rex, Collie"
                "Bella, Pug"

            """),
        CorpusCase("custom view with memberwise arguments", """
            struct V: View {
                var body: some View {
                    VStack {
                        Row(title: "Walks", count: 2)
                        Row(title: "Meals", count: 3)
                    }
                }
            }

            struct Row: View {
                let title: String
                var count: Int
                var body: some View {
                    Text("\\(title): \\(count)")
                }
            }
            """, """
            V (L)
              "Walks: 2" [staticText]
              "Meals: 3" [staticText]

            """),
        CorpusCase("custom view with an explicit init and a view builder", """
            struct V: View {
                var body: some View {
                    Card("Adopt") {
                        Text("Rex is waiting")
                    }
                }
            }

            struct Card<Content: View>: View {
                let title: String
                let content: Content
                init(_ title: String, @ViewBuilder content: () -> Content) {
                    self.title = title.uppercased()
                    self.content = content()
                }
                var body: some View {
                    VStack {
                        Text(title).accessibilityAddTraits(.isHeader)
                        content
                    }
                }
            }
            """, """
            V (L)
              "ADOPT" [staticText, header]
              "Rex is waiting" [staticText]

            """),
        CorpusCase("helpers: computed property and function", """
            struct V: View {
                var body: some View {
                    VStack {
                        header
                        badge(count: 3)
                    }
                }

                private var header: some View {
                    Text("Inbox").font(.largeTitle)
                }

                @ViewBuilder
                func badge(count: Int) -> some View {
                    if count > 0 {
                        Text("\\(count) unread")
                    }
                }
            }
            """, """
            V (L)
              "Inbox" [staticText]
              "3 unread" [staticText]

            """),
        CorpusCase("list section headers are upper-cased headings", """
            List {
                Section("Accounts") {
                    Text("iCloud")
                }
                Section {
                    Text("Wi-Fi")
                } header: {
                    Text("Network")
                } footer: {
                    Text("Connected")
                }
            }
            """, """
            V (L)
              container
                "ACCOUNTS" [staticText, header]
                "iCloud" [staticText]
                "NETWORK" [staticText, header]
                "Wi-Fi" [staticText]
                "Connected" [staticText]

            """),
        CorpusCase("form with controls", """
            struct V: View {
                @State private var notify = false
                var body: some View {
                    Form {
                        Toggle("Notifications", isOn: $notify)
                        Button("Sign Out", role: .destructive) { }
                    }
                }
            }
            """, """
            V (L)
              container
                "Notifications" = "0" [button, toggle]
                "Sign Out" [button]

            """),
        CorpusCase("navigation title and toolbar come first", """
            NavigationStack {
                Text("No dogs yet")
                    .navigationTitle("Dogs")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Add") { }
                        }
                    }
            }
            """, """
            V (L)
              "Dogs" [header]
              "Add" [button]
              "No dogs yet" [staticText]

            """),
        CorpusCase("tab view shows the first tab and a tab bar", """
            TabView {
                Text("Home screen")
                    .tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen")
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
            """, """
            V (L)
              "Home screen" [staticText]
              container [tabBar]
                "Home" [button, selected, tabButton]
                "Settings" [button, tabButton]

            """),
        CorpusCase("paging tab view shows its page and the page index, no tab bar", """
            TabView {
                Text("Welcome")
                Text("Pick a plan")
                Text("All set")
            }
            .tabViewStyle(.page)
            """, """
            V (L)
              "Welcome" [staticText]
              (no label) = "page 1 of 3" [adjustable]

            """),
        CorpusCase("paging tab view without its index view shows the selected page alone", """
            struct V: View {
                @State private var page = 1
                var body: some View {
                    TabView(selection: $page) {
                        Text("Front").tag(0)
                        Text("Back").tag(1)
                    }
                    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                }
            }
            """, """
            V (L)
              "Back" [staticText]

            """),
        CorpusCase("paging tab view of one page shows no index view unless always", """
            VStack {
                TabView { Text("Only page") }
                    .tabViewStyle(.page(indexDisplayMode: .automatic))
                TabView { Text("Still one page") }
                    .tabViewStyle(.page(indexDisplayMode: .always))
            }
            """, """
            V (L)
              "Only page" [staticText]
              "Still one page" [staticText]
              (no label) = "page 1 of 1" [adjustable]

            """),
        CorpusCase("a drag with only empty handlers is no gesture", """
            VStack {
                Image("card")
                    .gesture(DragGesture().onChanged { _ in })
                Image("deck")
                    .gesture(DragGesture().onEnded { _ in shuffle() })
            }
            """, """
            V (L)
              "card" [image]
              "deck" [image] gestures: [drag]

            """),
        CorpusCase("sheet becomes a modal screen", """
            struct V: View {
                @State private var showsFilters = false
                var body: some View {
                    Button("Filters") { showsFilters = true }
                        .sheet(isPresented: $showsFilters) {
                            VStack {
                                Text("Filters")
                                Button("Done") { }
                            }
                        }
                }
            }
            """, """
            V (L)
              "Filters" [button]
            ── sheet, not presented ──
              "Filters" [staticText]
              "Done" [button]

            """),
        CorpusCase("alert becomes a modal screen with its actions", """
            struct V: View {
                @State private var confirm = true
                var body: some View {
                    Text("Profile")
                        .alert("Delete account?", isPresented: $confirm) {
                            Button("Delete", role: .destructive) { }
                            Button("Cancel", role: .cancel) { }
                        } message: {
                            Text("This cannot be undone.")
                        }
                }
            }
            """, """
            V (L)
              "Profile" [staticText]
            ── alert, presented ──
              "Delete account?" [staticText]
              "This cannot be undone." [staticText]
              "Delete" [button]
              "Cancel" [button]

            """),
        CorpusCase("overlay elements follow, background elements precede", """
            Text("Photo")
                .overlay(alignment: .topTrailing) {
                    Button("Remove") { }
                }
                .background {
                    Text("Backdrop")
                }
            """, """
            V (L)
              "Backdrop" [staticText]
              "Photo" [staticText]
              "Remove" [button]

            """),
        CorpusCase("grid reads row by row", """
            Grid {
                GridRow {
                    Text("Name")
                    Text("Age")
                }
                GridRow {
                    Text("Rex")
                    Text("3")
                }
            }
            """, """
            V (L)
              "Name" [staticText]
              "Age" [staticText]
              "Rex" [staticText]
              "3" [staticText]

            """),
        CorpusCase("switch over an enum state", """
            enum LoadState { case loading, loaded, failed }

            struct V: View {
                @State private var state = LoadState.failed
                var body: some View {
                    switch state {
                    case .loading: ProgressView()
                    case .loaded: Text("Done")
                    case .failed: Text("Something went wrong")
                    }
                }
            }
            """, """
            V (L)
              "Something went wrong" [staticText]

            """),
        CorpusCase("named preview passes its arguments", """
            struct DogRow: View {
                let name: String
                var body: some View {
                    Text("Meet \\(name)")
                }
            }

            #Preview("Rex") {
                DogRow(name: "Rex")
            }
            """, """
            Rex (L)
              "Meet Rex" [staticText]

            """),
        CorpusCase("preview provider gives the preview's view", """
            struct Greeting: View {
                var name: String
                var body: some View {
                    Text("Hi \\(name)")
                }
            }

            struct Greeting_Previews: PreviewProvider {
                static var previews: some View {
                    Greeting(name: "Dan")
                }
            }
            """, """
            Greeting_Previews (L)
              "Hi Dan" [staticText]

            """),
        CorpusCase("map markers are separate plain elements; run-time coordinates keep declaration order", """
            Map {
                Marker("Great Hall", coordinate: hall)
                Marker("Cafe", coordinate: cafe)
            }
            """, """
            V (L)
              container "Map"
                "Great Hall"
                "Cafe"

            """),
        CorpusCase("map markers stand at their coordinates and are read north to south, west to east", """
            Map {
                Marker("Bus station", coordinate: CLLocationCoordinate2D(latitude: 52.4140, longitude: -4.0820))
                Marker("Library", coordinate: CLLocationCoordinate2D(latitude: 52.4150, longitude: -4.0665))
                Marker("Sports Centre", coordinate: CLLocationCoordinate2D(latitude: 52.4172, longitude: -4.0630))
                Marker("Great Hall", coordinate: CLLocationCoordinate2D(latitude: 52.4163, longitude: -4.0652))
            }
            .frame(width: 300, height: 244)
            """, """
            V (L)
              container "Map"
                "Sports Centre"
                "Great Hall"
                "Library"
                "Bus station"

            """),
        CorpusCase("groups and scroll views are transparent", """
            ScrollView {
                Group {
                    Text("One")
                    Text("Two")
                }
                Divider()
                Spacer()
                Text("Three")
            }
            """, """
            V (L)
              "One" [staticText]
              "Two" [staticText]
              "Three" [staticText]

            """),
        CorpusCase("compilation conditions follow an iOS build", """
            struct V: View {
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Text("Mac")
                        #elseif targetEnvironment(macCatalyst)
                        Text("Catalyst")
                        #else
                        Text("iPhone")
                        #endif
                    }
                    #if os(iOS)
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Device")
                    #endif
                }
            }
            """, """
            V (L)
              "Device" [staticText]

            """),
        CorpusCase("a stored closure builds rows", """
            struct V: View {
                var body: some View {
                    Table2(rows: 2) { row in
                        Text("Cell \\(row)")
                    }
                }
            }

            struct Table2<Content: View>: View {
                let rows: Int
                let content: (Int) -> Content
                var body: some View {
                    VStack {
                        ForEach(0..<rows, id: \\.self) { row in
                            self.content(row)
                        }
                    }
                }
            }
            """, """
            V (L)
              "Cell 0" [staticText]
              "Cell 1" [staticText]

            """),
        CorpusCase("deletable rows offer a Delete action", """
            List {
                ForEach(["Milk", "Eggs"], id: \\.self) { item in
                    Text(item)
                }
                .onDelete { _ in }
            }
            """, """
            V (L)
              container
                "Milk" [staticText] actions: [Delete]
                "Eggs" [staticText] actions: [Delete]

            """),
        CorpusCase("a view extension named with backticks", """
            struct V: View {
                @State private var isCompact = true
                var body: some View {
                    Text("Post")
                        .if(isCompact) { view in
                            view.accessibilityHint("Compact layout")
                        }
                }
            }

            extension View {
                @ViewBuilder
                func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition {
                        transform(self)
                    } else {
                        self
                    }
                }
            }
            """, """
            V (L)
              "Post" [staticText] hint: "Compact layout"

            """),
        CorpusCase("an old-style Alert lists its texts and buttons", """
            struct V: View {
                @State private var showsError = false
                var body: some View {
                    Text("Upload")
                        .alert(isPresented: $showsError) {
                            Alert(title: Text("Upload failed"), message: Text("Try again later."),
                                  primaryButton: .default(Text("Retry")), secondaryButton: .cancel())
                        }
                }
            }
            """, """
            V (L)
              "Upload" [staticText]
            ── alert, not presented ──
              "Upload failed" [staticText]
              "Try again later." [staticText]
              "Retry" [button]
              "Cancel" [button]

            """),
        CorpusCase("enum computed properties label the tabs", """
            enum Tab: String, CaseIterable {
                case home = "Home", settings
                var symbol: String {
                    switch self {
                    case .home: return "house"
                    case .settings: return "gear"
                    }
                }
                var title: String { rawValue.capitalized }
            }

            struct V: View {
                var body: some View {
                    VStack {
                        ForEach([Tab.home, .settings], id: \\.self) { tab in
                            Label(tab.title, systemImage: tab.symbol)
                        }
                    }
                }
            }
            """, """
            V (L)
              "Home"
              "Settings"

            """),
        CorpusCase("UIKit wrappers are marked as not modelled", """
            struct V: View {
                var body: some View {
                    CameraPreview()
                }
            }

            struct CameraPreview: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            """, """
            V (L)
              (no label) unresolved: `CameraPreview` wraps a UIKit view (UIViewRepresentable); its elements are not modelled

            """),
        CorpusCase("formatted strings from run-time values are not guessed", """
            struct V: View {
                var cloudCover: Double?
                var body: some View {
                    Text("Cloud cover \\(String(format: "%.0f", (cloudCover ?? 0) * 100))%")
                }
            }
            """, """
            V (L)
              "Cloud cover \\(String(format: \"%.0f\", (cloudCover ?? 0) * 100))%" [staticText] unresolved: label: run-time value `String(format:…)`

            """),
        CorpusCase("a title formatted by String's class method is a run-time string, no enum case", """
            struct V: View {
                @State private var amount = ""
                let symbol: String
                var body: some View {
                    TextField(String.localizedStringWithFormat("Amount in %@", symbol), text: $amount)
                }
            }
            """, """
            V (L)
              "\\(String.localizedStringWithFormat(\"Amount in %@\", symbol))" [textEntry] unresolved: label: run-time value `String.localizedStringWithFormat("Amount in %@", symbol)`

            """),
        CorpusCase("tab view selection picks the tagged tab", """
            struct V: View {
                @State private var selection = 2
                var body: some View {
                    TabView(selection: $selection) {
                        Tab("Home", systemImage: "house", value: 1) {
                            Text("Home screen")
                        }
                        Tab("Search", systemImage: "magnifyingglass", value: 2) {
                            Text("Search screen")
                        }
                    }
                }
            }
            """, """
            V (L)
              "Search screen" [staticText]
              container [tabBar]
                "Home" [button, tabButton]
                "Search" [button, selected, tabButton]

            """),
        CorpusCase("formatted numbers in text", """
            VStack {
                Text(0.75, format: .percent)
                Text(12.5, format: .currency(code: "EUR"))
            }
            """, """
            V (L)
              "75%" [staticText]
              "\\(12.5)" [staticText] unresolved: label: text formatted with `.currency(code: "EUR")`

            """),
        CorpusCase("static sample data, enumerated rows and bindings", """
            struct Dog: Identifiable {
                let id: Int
                let name: String
                var isGoodBoy = true
            }

            extension Dog {
                static let samples = [Dog(id: 1, name: "Rex"), Dog(id: 2, name: "Bella", isGoodBoy: false)]
            }

            struct V: View {
                var body: some View {
                    VStack {
                        ForEach(Array(Dog.samples.enumerated()), id: \\.offset) { index, dog in
                            DogRow(position: index + 1, dog: dog, isFavourite: .constant(dog.isGoodBoy))
                        }
                    }
                }
            }

            struct DogRow: View {
                let position: Int
                let dog: Dog
                @Binding var isFavourite: Bool
                var body: some View {
                    Toggle("\\(position). \\(dog.name)", isOn: $isFavourite)
                }
            }
            """, """
            V (L)
              "1. Rex" = "1" [button, toggle]
              "2. Bella" = "0" [button, toggle]

            """),
        CorpusCase("an initialiser that appends and toggles", """
            struct V: View {
                var body: some View {
                    Checklist()
                }
            }

            struct Checklist: View {
                private var items: [String] = []
                private var isDone = true
                init() {
                    items.append("Feed Rex")
                    items.append("Walk Rex")
                    isDone.toggle()
                }
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.self) { Text($0) }
                        Text(isDone ? "Done" : "To do")
                    }
                }
            }
            """, """
            V (L)
              "Feed Rex" [staticText]
              "Walk Rex" [staticText]
              "To do" [staticText]

            """),
        CorpusCase("methods of enum cases", """
            enum Glaze {
                case chocolate, strawberry
                func description(short: Bool) -> String {
                    switch self {
                    case .chocolate: return short ? "Choc" : "Chocolate glaze"
                    case .strawberry: return short ? "Straw" : "Strawberry glaze"
                    }
                }
            }

            struct V: View {
                let glaze = Glaze.strawberry
                var body: some View {
                    Text(glaze.description(short: false))
                }
            }
            """, """
            V (L)
              "Strawberry glaze" [staticText]

            """),
        CorpusCase("ZStack layers read by position", """
            ZStack(alignment: .bottomTrailing) {
                Color.blue
                Text("Caption")
                Image("poster")
            }
            """, """
            V (L)
              "poster" [image]
              "Caption" [staticText]

            """),
        CorpusCase("an overlay reads by position, not after its view", """
            VStack {
                Image("poster")
                Text("Caption")
            }
            .overlay(alignment: .topTrailing) {
                Button("Favourite") { }
            }
            """, """
            V (L)
              "poster" [image]
              "Favourite" [button]
              "Caption" [staticText]

            """),
        CorpusCase("an empty overlay keeps the view's reading order", """
            struct V: View {
                @State private var isOpen = false
                var body: some View {
                    HStack {
                        Text("Skyler's animal shelter")
                        Spacer()
                        Button(action: {}) { Image(systemName: "phone").frame(width: 44, height: 44) }
                            .accessibilityLabel("Call")
                    }
                    .overlay {
                        if isOpen { Text("Gallery") }
                    }
                }
            }
            """, """
            V (L)
              "Skyler's animal shelter" [staticText]
              "Call" [button]

            """),
        CorpusCase("an if in a helper function adds to the label it builds", """
            struct V: View {
                let hazard: String? = "Loose planks"
                var body: some View {
                    Text("Old mill bridge").accessibilityLabel(spokenLabel())
                }
                private func spokenLabel() -> String {
                    var label = "Old mill bridge, Cross the river"
                    if let hazard { label += ". Hazard. \\(hazard)" }
                    return label
                }
            }
            """, """
            V (L)
              "Old mill bridge, Cross the river. Hazard. Loose planks" [staticText]

            """),
    ]
}
