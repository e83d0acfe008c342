import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// Built-in views read as SwiftUI draws them: images inside text, the navigation bar of a pushed
/// view, the system search field and bordered buttons (docs/swiftui-defaults.md).
@Suite struct BuiltInViewTests {
    func elements(_ body: String) throws -> [AccessibilityElement] {
        let source = """
            import SwiftUI
            struct V: View {
                var body: some View {
            \(body)
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V",
                                         settings: AccessibilitySettings()).screen.root.children
    }

    @Test func anImageInsideTextIsReadByItsLabel() throws {
        let labels = try elements("""
                    VStack {
                        Text(Image(systemName: "gearshape.fill"))
                        Text("\\(Image(systemName: "star.fill")) Favourites")
                        Text("\\(Image(systemName: "sparkles")) New")
                        Text("\\(Image("dog_photo")) Rex")
                    }
            """).map(\.label)
        #expect(labels == ["Settings", "Favorite Favourites", "Sparkles New", "dog_photo Rex"])
    }

    /// `ContentUnavailableView(_:systemImage:description:)` shows a `Label` of its title and
    /// symbol, read by its title: the symbol is no stop of its own. With a label of the app's,
    /// that label is read as written.
    @Test func aContentUnavailableViewsTitleAndSymbolAreOneLabel() throws {
        let titled = try elements("""
                    ContentUnavailableView("Not started yet", systemImage: "text.page.slash.fill",
                                           description: Text("Translations appear when the talk starts."))
            """)
        #expect(titled.map(\.label) == ["Not started yet", "Translations appear when the talk starts."])
        let labelled = try elements("""
                    ContentUnavailableView {
                        Image(systemName: "wifi")
                        Text("Connection error")
                    } description: {
                        Text("Check your connection.")
                    }
            """)
        #expect(labelled.map(\.label) == ["Wi-Fi", "Connection error", "Check your connection."])
    }

    @Test func aDecorativeImageInsideTextAddsNothing() throws {
        #expect(try elements("        Text(Image(decorative: \"swirl\"))").isEmpty)
    }

    @Test func aViewWithToolbarItemsButNoStackShowsThemInItsBar() throws {
        let found = try elements("""
                    VStack { Text("Rex") }
                        .navigationTitle("Dogs")
                        .toolbar { Button("Add") { } }
            """)
        #expect(found.map(\.label) == ["Dogs", "Add", "Rex"])
        #expect(found.first?.traits == .header)
    }

    @Test func aViewWithAStackOfItsOwnIsNotWrappedAgain() throws {
        let found = try elements("""
                    NavigationStack {
                        Text("Rex").toolbar { Button("Add") { } }
                    }
            """)
        #expect(found.map(\.label) == ["Add", "Rex"])
    }

    @Test func aViewWithOnlyATitleIsNotGivenABar() throws {
        #expect(try elements("        Text(\"Rex\").navigationTitle(\"Dogs\")").map(\.label) == ["Rex"])
    }

    @Test func theSearchFieldTakesItsRowOfTheBar() throws {
        let field = try elements("""
                    List { Text("Rex") }.searchable(text: .constant(""), prompt: "Dogs")
            """).first { $0.traits.contains(.searchField) }
        #expect(field?.label == "Dogs")
        #expect(field?.frame?.height == 44)
    }

    @Test(arguments: [("bordered", 36.0), ("borderedProminent", 36.0), ("glass", 36.0), ("glass(.clear)", 36.0),
                      ("glassProminent", 36.0), ("plain", 22.0), ("borderless", 22.0)])
    func aBorderedButtonIsTallerByItsBezel(style: String, height: Double) throws {
        let button = try elements("        Button(\"Adopt\") { }.buttonStyle(.\(style))").first
        #expect(button?.frame?.height == height)
    }

    /// A large control, set on the button or on a stack around it, draws a taller bezel; a small
    /// one keeps the regular bezel (no guess makes a button smaller).
    @Test(arguments: [("large", 50.0), ("extraLarge", 50.0), ("regular", 36.0), ("small", 36.0)])
    func aLargeBorderedButtonIsTallerStill(size: String, height: Double) throws {
        let onButton = try elements("        Button(\"Adopt\") { }.buttonStyle(.borderedProminent).controlSize(.\(size))").first
        #expect(onButton?.frame?.height == height)
        let around = try elements("""
                    VStack {
                        Button("Adopt") { }.buttonStyle(.borderedProminent)
                    }
                    .controlSize(.\(size))
            """).first
        #expect(around?.frame?.height == height)
    }
}

extension BuiltInViewTests {
    @Test func aMapInsideAMapReaderKeepsItsMarkers() throws {
        let map = try elements("""
                    MapReader { proxy in
                        Map {
                            Marker("Dog park", coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12))
                        }
                    }
            """).first
        #expect(map?.label == "Map")
        #expect(map?.children.map(\.label) == ["Dog park"])
    }
}

extension BuiltInViewTests {
    @Test func aToolbarButtonHasTheBarsHitRegion() throws {
        let button = try elements("""
                    Text("Muted").toolbar {
                        Button { } label: { Image(systemName: "plus") }
                    }
            """).first { $0.traits.contains(.button) }
        #expect(button?.label == "Add")
        #expect(button?.frame?.width == 44)
        #expect(button?.frame?.height == 44)
    }
}

extension BuiltInViewTests {
    /// A stepper given a format displays its value, read as its value; one without shows none.
    @Test func aStepperGivenAFormatReadsItsValue() throws {
        let formatted = try elements("        Stepper(\"Tab Width\", value: .constant(4.0), in: 1...16, step: 1, format: .number)").first
        #expect(formatted?.label == "Tab Width")
        #expect(formatted?.value == "4")
        #expect(try elements("        Stepper(\"Opacity\", value: .constant(0.25), step: 0.05, format: .percent)").first?.value == "25%")
        #expect(try elements("        Stepper(\"Tab Width\", value: .constant(4), in: 1...16)").first?.value == nil)
    }

    @Test func aCloseButtonIsLabelledByItsRole() throws {
        #expect(try elements("        Button(role: .close) { }").first?.label == "Close")
        // iOS 26's `.confirm` and the `.cancel` of Apple's example draw a label of their role too.
        #expect(try elements("        Button(role: .confirm) { submit() }").first?.label == "Confirm")
        #expect(try elements("        Button(role: .cancel) { dismiss() }").first?.label == "Cancel")
        #expect(try elements("        Button(role: .destructive) { }").first?.label == nil)
    }
}

extension BuiltInViewTests {
    /// Toolbar content of the app's own, audited on its own, is shown in a bar: its button takes
    /// the bar's 44 pt hit region, not its glyph's 20 pt in the middle of the screen.
    @Test func toolbarContentOfTheAppsOwnIsShownInABar() throws {
        let source = """
            import SwiftUI
            struct SendItems: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Image(systemName: "paperplane") }
                            .accessibilityLabel("Send")
                    }
                }
            }
            """
        let found = try SwiftUIFrontEnd.lower(source: source, path: "SendItems.swift", view: "SendItems",
                                              settings: AccessibilitySettings()).screen.root.children
        #expect(found.map(\.label) == ["Send"])
        #expect(found.first?.frame == Rect(x: 321, y: 59, width: 44, height: 44))
    }
}
