extension CorpusCases {
    /// `accessibilityElement(children:)` and the accessibility modifiers (docs/swiftui-defaults.md,
    /// Grouping children and Accessibility modifiers).
    static let grouping: [CorpusCase] = [
        CorpusCase("combine joins labels with a comma", """
            VStack {
                Text("John Doe")
                Text("Online")
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "John Doe, Online"

            """),
        CorpusCase("combine drops an SF Symbol beside text", """
            HStack {
                Image(systemName: "person.circle.fill")
                VStack {
                    Text("John Doe")
                    Text("Online")
                }
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "John Doe, Online"

            """),
        CorpusCase("combine keeps an asset image's name", """
            HStack {
                Image("avatar")
                Text("Jo")
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "avatar, Jo"

            """),
        CorpusCase("combine skips hidden children", """
            VStack {
                Image("hero").accessibilityHidden(true)
                Text("Caption")
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "Caption"

            """),
        CorpusCase("combine with one button keeps it activatable", """
            HStack {
                Text("Happy Paws Shelter")
                Button("Call") { }
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "Happy Paws Shelter, Call" [button]

            """),
        CorpusCase("combine with several buttons makes named actions", """
            HStack {
                Text("Rex")
                Button("Adopt") { }
                Button("Share") { }
            }
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "Rex" actions: [Adopt, Share]

            """),
        CorpusCase("ignore makes one empty element that modifiers label", """
            VStack {
                Text("75")
                Text("percent")
            }
            .accessibilityElement()
            .accessibilityLabel("Progress")
            .accessibilityValue("75 percent complete")
            """, """
            V (L)
              "Progress" = "75 percent complete"

            """),
        CorpusCase("an ignored group with nothing added is not exposed", """
            VStack {
                HStack {
                    Text("Decoration")
                }
                .accessibilityElement()
                Text("Content")
            }
            """, """
            V (L)
              "Content" [staticText]

            """),
        CorpusCase("contain keeps children in a group", """
            VStack {
                Text("Name")
                Text("Rex")
            }
            .accessibilityElement(children: .contain)
            """, """
            V (L)
              container (semanticGroup)
                "Name" [staticText]
                "Rex" [staticText]

            """),
        CorpusCase("sort priority reorders siblings in a group", """
            VStack {
                Text("Details")
                Text("Title").accessibilitySortPriority(2)
                Text("Subtitle").accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
            """, """
            V (L)
              container (semanticGroup)
                "Title" [staticText] sort: 2
                "Subtitle" [staticText] sort: 1
                "Details" [staticText]

            """),
        CorpusCase("hidden decorative image stays in the tree as hidden", """
            Image("hero_banner")
                .accessibilityHidden(true)
            """, """
            V (L)
              "hero_banner" [image] hidden

            """),
        CorpusCase("a label gives a shape an element", """
            Circle()
                .fill(.green)
                .frame(width: 10, height: 10)
                .accessibilityLabel("Online")
            """, """
            V (L)
              "Online"

            """),
        CorpusCase("header trait from add traits", """
            Text("Settings")
                .accessibilityAddTraits(.isHeader)
            """, """
            V (L)
              "Settings" [staticText, header]

            """),
        CorpusCase("heading level adds the header trait", """
            Text("Account")
                .accessibilityHeading(.h2)
            """, """
            V (L)
              "Account" [staticText, header] level: 2

            """),
        CorpusCase("remove button and add link traits", """
            Button("Privacy policy") { }
                .accessibilityRemoveTraits(.isButton)
                .accessibilityAddTraits(.isLink)
            """, """
            V (L)
              "Privacy policy" [link]

            """),
        CorpusCase("value and hint", """
            Text("Progress")
                .accessibilityValue("75%")
                .accessibilityHint("Shows the upload progress")
            """, """
            V (L)
              "Progress" = "75%" [staticText] hint: "Shows the upload progress"

            """),
        CorpusCase("named actions", """
            Text("Happy Paws")
                .accessibilityAction(named: "Call") { }
                .accessibilityAction(named: "Directions") { }
            """, """
            V (L)
              "Happy Paws" [staticText] actions: [Call, Directions]

            """),
        CorpusCase("actions builder makes one action per button", """
            Text("Message from Jo")
                .accessibilityActions {
                    Button("Reply") { }
                    Button("Archive") { }
                }
            """, """
            V (L)
              "Message from Jo" [staticText] actions: [Reply, Archive]

            """),
        CorpusCase("adjustable action makes an element adjustable", """
            HStack {
                Text("Rating")
                Text("3 stars")
            }
            .accessibilityElement(children: .combine)
            .accessibilityAdjustableAction { _ in }
            """, """
            V (L)
              "Rating, 3 stars" [adjustable]

            """),
        CorpusCase("tap gesture adds no button trait", """
            Text("Tap me")
                .onTapGesture { tap() }
            """, """
            V (L)
              "Tap me" [staticText] gestures: [tap]

            """),
        CorpusCase("long press and drag gestures are recorded", """
            Image("card")
                .onLongPressGesture { flip() }
                .gesture(DragGesture())
            """, """
            V (L)
              "card" [image] gestures: [longPress, drag]

            """),
        CorpusCase("a gesture built by a property is read from the property's body", """
            struct V: View {
                var body: some View {
                    Text("Notes").gesture(dismissTap)
                    Image("card").gesture(pan)
                }
                private var dismissTap: some Gesture { TapGesture().onEnded { } }
                private var pan: some Gesture { DragGesture(minimumDistance: 4).onChanged { _ in } }
            }
            """, """
            V (L)
              "Notes" [staticText] gestures: [tap]
              "card" [image] gestures: [drag]

            """),
        CorpusCase("a tap on views without a control reaches each of them", """
            HStack {
                Text("Plan")
                Text("Monthly")
            }
            .onTapGesture { tap() }
            """, """
            V (L)
              "Plan" [staticText] gestures: [tap]
              "Monthly" [staticText] gestures: [tap]

            """),
        CorpusCase("input labels identifier and interactivity", """
            Button("Send") { }
                .accessibilityInputLabels(["Send", "Submit"])
                .accessibilityIdentifier("sendButton")
                .accessibilityRespondsToUserInteraction(true)
            """, """
            V (L)
              "Send" [button] input: [Send, Submit] id: sendButton responds: true

            """),
        CorpusCase("direct touch with options", """
            Rectangle()
                .accessibilityLabel("Drum pad")
                .accessibilityDirectTouch(options: .silentOnTouch)
            """, """
            V (L)
              "Drum pad" [allowsDirectInteraction] directTouch: [silentOnTouch]

            """),
        CorpusCase("representation replaces the view's elements", """
            struct V: View {
                @State private var level = 0.5
                var body: some View {
                    Capsule()
                        .accessibilityRepresentation {
                            Slider(value: $level) { Text("Brightness") }
                        }
                }
            }
            """, """
            V (L)
              "Brightness" = "50%" [adjustable]

            """),
        CorpusCase("large content viewer takes the label", """
            Text("Now: Keynote")
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                .accessibilityShowsLargeContentViewer()
            """, """
            V (L)
              "Now: Keynote" [staticText] largeContent: "Now: Keynote" max: XXXL

            """),
        CorpusCase("custom rotor is named", """
            List {
                Text("Storm warning")
            }
            .accessibilityRotor("Hazards") { }
            """, """
            V (L)
              container rotors: [Hazards]
                "Storm warning" [staticText]

            """),
        CorpusCase("children replace a canvas's contents", """
            Canvas { _, _ in }
                .accessibilityLabel("Sales")
                .accessibilityChildren {
                    HStack {
                        Rectangle().accessibilityLabel("Monday").accessibilityValue("12")
                        Rectangle().accessibilityLabel("Tuesday").accessibilityValue("8")
                    }
                }
            """, """
            V (L)
              container "Sales"
                "Monday" = "12"
                "Tuesday" = "8"

            """),
        CorpusCase("custom rotor on a stack is the stack's, not each row's", """
            VStack {
                Text("Park gate")
                Text("Old mill bridge")
            }
            .accessibilityRotor("Hazards") { }
            """, """
            V (L)
              container rotors: [Hazards]
                "Park gate" [staticText]
                "Old mill bridge" [staticText]

            """),
        CorpusCase("a drag on a view showing several elements is carried once, at the modifier, not by each", """
            VStack {
                Text("Welcome")
                Button("Log in") { logIn() }
            }
            .gesture(DragGesture().onEnded { _ in page += 1 })
            .onLongPressGesture { reset() }
            """, """
            V (L)
              "Welcome" [staticText]
              "Log in" [button]
              container gestures: [drag, longPress]

            """),
        CorpusCase("a drag beside a scrolling list watches the scrolling", """
            ScrollView {
                Text("Recent searches")
                Button("Clear all") { clear() }
            }
            .simultaneousGesture(DragGesture().onChanged { _ in hideKeyboard() })
            """, """
            V (L)
              "Recent searches" [staticText]
              "Clear all" [button]

            """),
        // The list is one container: the drag is the scrolling's there too, also given by a modifier of the app's.
        CorpusCase("a drag on a list alone, by an app's modifier, watches the scrolling", """
            struct DismissingKeyboardOnSwipe: ViewModifier {
                func body(content: Content) -> some View {
                    content.gesture(DragGesture(minimumDistance: 10).onChanged(endEditing))
                }
            }
            struct V: View {
                var body: some View {
                    VStack {
                        List {
                            Text("Fish")
                            Text("Bugs")
                        }
                        .modifier(DismissingKeyboardOnSwipe())
                        List {
                            Text("Fossils")
                        }
                        .gesture(DragGesture().onEnded { _ in page += 1 })
                        // Nothing known inside yet: still the scrolling's.
                        ScrollView { EmptyView() }
                            .simultaneousGesture(DragGesture().onChanged { _ in hideKeyboard() })
                    }
                }
            }
            """, """
            V (L)
              container
                "Fish" [staticText]
                "Bugs" [staticText]
              container
                "Fossils" [staticText]

            """),
        CorpusCase("an element combining a dragged view takes the drag its carrier holds", """
            VStack {
                Text("Plan")
                Text("Monthly")
            }
            .gesture(DragGesture().onEnded { _ in dismiss() })
            .accessibilityElement(children: .combine)
            """, """
            V (L)
              "Plan, Monthly" gestures: [drag]

            """),
        CorpusCase("a drawn control with a drag keeps its gesture on a non-focusable element", """
            Capsule()
                .frame(width: 200, height: 28)
                .gesture(DragGesture().onChanged { value in level = value.location.x })
            """, """
            V (L)
              container gestures: [drag]

            """),
    ]
}
