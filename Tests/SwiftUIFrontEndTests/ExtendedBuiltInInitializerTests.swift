import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// SwiftUI views the app gives initialisers of its own (`extension Picker { init(…) { self.init(…) { … } } }`)
/// and SwiftUI's own initialisers called with labelled trailing closures beside such an extension.
@Suite struct ExtendedBuiltInInitializerTests {
    static func tree(_ source: String) throws -> [String] {
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings")
        return result.screen.navigationOrder.map { entry in
            [entry.element.label, entry.element.value].compactMap { $0 }.joined(separator: " = ")
        }
    }

    /// An app's `Section` initialiser taking its header and footer as strings (a media app's).
    static let sectionExtension = """
        extension Section where Parent == Text, Footer == Text, Content: View {
            init(_ header: String, footer: String, @ViewBuilder content: @escaping () -> Content) {
                self.init(content: content) { Text(header) } footer: { Text(footer) }
            }
        }

        """

    /// `Section(content:header:footer:)` written with labelled trailing closures is SwiftUI's, though
    /// the app extends `Section` with an initialiser taking a header and footer as strings: a
    /// labelled trailing closure fills only the parameter of its label (The Swift Programming
    /// Language, Closures: Trailing Closures; SE-0279).
    @Test func aSectionWithLabelledTrailingClosuresIsSwiftUIs() throws {
        let source = Self.sectionExtension + """
            struct Settings: View {
                var body: some View {
                    Form {
                        Section {
                            Toggle("Use splash screen", isOn: .constant(true))
                        } header: {
                            Text("Splash")
                        } footer: {
                            Text("Shown while the library loads.")
                        }
                    }
                }
            }
            """
        #expect(try Self.tree(source) == ["SPLASH", "Use splash screen = 1", "Shown while the library loads."])
    }

    /// The app's own initialiser runs, and its `self.init(…)` makes SwiftUI's view with what it
    /// passes (The Swift Programming Language, Initializer Delegation for Value Types).
    @Test func anInitialiserTheAppAddsToSectionDelegatesToSwiftUIs() throws {
        let source = Self.sectionExtension + """
            struct Settings: View {
                var body: some View {
                    Form {
                        Section("Splash", footer: "Shown while the library loads.") {
                            Toggle("Use splash screen", isOn: .constant(false))
                        }
                    }
                }
            }
            """
        #expect(try Self.tree(source) == ["SPLASH", "Use splash screen = 0", "Shown while the library loads."])
    }

    /// `Picker(_:selection:)` with no content, an initialiser the app adds that draws its options
    /// itself: the picker is SwiftUI's, titled by what the call passes, and read as a button;
    /// SwiftUI's own `Picker(_:selection:content:)` beside it keeps its content.
    @Test func aPickerTheAppGivesAnInitialiserIsSwiftUIs() throws {
        let source = """
            enum Appearance: CaseIterable, Hashable { case system, dark }
            extension Picker where Label == Text {
                init(_ title: String, selection: Binding<SelectionValue>) where SelectionValue: CaseIterable & Hashable {
                    self.init(title, selection: selection) {
                        ForEach(Array(SelectionValue.allCases), id: \\.self) { Text("\\($0)").tag($0) }
                    }
                }
            }
            struct Settings: View {
                @State private var appearance: Appearance = .dark
                var body: some View {
                    Form {
                        Picker("Appearance", selection: $appearance)
                        Picker("Theme", selection: $appearance) { Text("Dark").tag(Appearance.dark) }
                    }
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings")
        let order = result.screen.navigationOrder.map(\.element)
        #expect(order.map(\.label) == ["Appearance", "Theme"])
        #expect(order.map(\.value) == [nil, "Dark"])
        #expect(order.allSatisfy { $0.traits.contains(.button) })
        // The picker is placed at its call, not in the extension.
        #expect(order.first?.source?.line == 13)
        #expect(!result.diagnostics.contains { $0.message.contains("is not a view the interpreter knows") })
    }

    /// An icon type of the app's, drawn by an initialiser it adds to `Image` that chooses SwiftUI's
    /// initialiser in a `switch` (mlem's `Image(icon:)`).
    static let iconImageExtension = """
        struct Icon {
            enum Source { case system, custom }
            let name: String
            let source: Source
            static let trash = Icon(name: "trash", source: .system)
            static let logo = Icon(name: "AppLogo", source: .custom)
        }
        extension Image {
            init(icon: Icon) {
                let name = icon.name
                switch icon.source {
                case .custom:
                    self.init(name)
                case .system:
                    self.init(systemName: name)
                }
            }
        }

        """

    /// The initialiser runs with the icon passed, and the `self.init(…)` of the case its `switch`
    /// takes makes SwiftUI's image: a symbol read by its description, an asset by its name.
    @Test func anImageInitialiserTheAppAddsDelegatesInsideASwitch() throws {
        let source = Self.iconImageExtension + """
            struct Settings: View {
                var body: some View {
                    VStack {
                        Image(icon: .trash)
                        Image(icon: Icon.logo)
                    }
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings")
        let order = result.screen.navigationOrder.map(\.element)
        #expect(order.map(\.label) == ["Delete", "AppLogo"])
        #expect(order.allSatisfy { $0.traits.contains(.image) })
        // Each picture is placed at its call, not in the extension.
        #expect(order.map { $0.source?.line } == [22, 23])
    }

    /// SwiftGen's `init(decorative asset:)` does not take SwiftUI's `Image(decorative: "…")`, which
    /// begins with a label SwiftUI's own initialiser has: the picture stays hidden from VoiceOver.
    @Test func anImageCallWithSwiftUIsFirstLabelStaysSwiftUIs() throws {
        let source = """
            struct ImageAsset { let name: String }
            extension Image {
                init(decorative asset: ImageAsset) {
                    self.init(asset.name)
                }
            }
            struct Settings: View {
                var body: some View {
                    VStack {
                        Image(decorative: "Backdrop")
                        Text("Welcome")
                    }
                }
            }
            """
        #expect(try Self.tree(source) == ["Welcome"])
    }

    /// `Button(_:icon:action:)`, which none of SwiftUI's own initialisers takes, is the app's: its
    /// `self.init(title, systemImage:action:)` draws the symbol, so under `.labelStyle(.iconOnly)`
    /// the button is the size of SwiftUI's own button with that symbol, not of its title's words,
    /// and its title is read through the resource's `key` (mlem's `LocalizedStringKey(title.key)`).
    @Test func aButtonInitialiserTheAppAddsDrawsItsSymbol() throws {
        let source = """
            extension Button where Label == SwiftUI.Label<Text, Image> {
                init(_ title: LocalizedStringResource, icon: String, action: @escaping () -> Void) {
                    self.init(LocalizedStringKey(title.key), systemImage: icon, action: action)
                }
            }
            struct Settings: View {
                var body: some View {
                    HStack {
                        Button("Strikethrough", icon: "strikethrough") { }
                        Button("Strikethrough", systemImage: "strikethrough") { }
                    }
                    .labelStyle(.iconOnly)
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings")
        let order = result.screen.navigationOrder.map(\.element)
        #expect(order.map(\.label) == ["Strikethrough", "Strikethrough"])
        #expect(order.map { $0.frame?.width } == [order[1].frame?.width, order[1].frame?.width])
        #expect(order.map { $0.source?.line } == [9, 10])
    }
}
