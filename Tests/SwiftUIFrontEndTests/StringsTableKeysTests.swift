import AccessibilityTree
import Basics
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// Keys of the app's strings tables are read as the texts the tables hold for them, as SwiftUI
/// and Foundation look them up at run time; a key no table holds is shown as written.
@Suite struct StringsTableKeysTests {
    static let tables = StringsTables(tables: [
        StringsTable(name: "Localizable", path: "/app/Localizable.xcstrings", texts: [
            "queue.action.playNow": "Play Now", "settings.sync": "Sync", "settings.done": "Done",
            "settings.gear": "Settings", "banner.title": "New episodes", "search.prompt": "Search videos",
            "player.title": "Now Playing", "items.title": "Items", "ic_close": "Close",
        ]),
        StringsTable(name: "Settings", path: "/app/en.lproj/Settings.strings", texts: ["settings.more": "More options"]),
    ])

    static let view = """
        import SwiftUI
        struct Player: View {
            @State var sync = false
            var body: some View {
                VStack {
                    Text("queue.action.playNow")
                    Toggle(String(localized: "settings.sync"), isOn: $sync)
                    Button("settings.done") { }
                    Label(NSLocalizedString("settings.more", tableName: "Settings", comment: ""), systemImage: "ellipsis")
                    Image(systemName: "gear").accessibilityLabel("settings.gear")
                    Banner(title: "banner.title")
                    Text(LocalizedStringKey("items.title"))
                    Text("missing.key")
                    Text(verbatim: "queue.action.playNow")
                    Text(String("settings.done"))
                    Text(heading)
                    Button(String(localized: sync ? "settings.sync" : "settings.done")) { }
                    Button(sync ? "settings.sync" : "settings.done") { }
                    Image("ic_close")
                }
                .navigationBarTitle("player.title", displayMode: .inline)
            }
            var heading: LocalizedStringKey { "player.title" }
        }
        struct Banner: View {
            let title: LocalizedStringResource
            var subtitle: LocalizedStringKey? = "search.prompt"
            var body: some View {
                Text(title)
                if let subtitle { Text(subtitle) }
            }
        }
        """

    static func labels(strings: StringsTables) -> [String] {
        var layout = AppLayout.oneApp
        layout.strings = strings
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "/app/Player.swift", text: view)], layout: layout)
        var labels: [String] = []
        project.lower(entriesDeclaredIn: "/app/Player.swift", settings: AccessibilitySettings())
            .first { $0.screen.name == "Player" }?.screen.root.forEachDescendant { siblings, index, _ in
                if let label = siblings[index].label, !label.isEmpty { labels.append(label) }
            }
        return labels
    }

    @Test func keysReadAsTheirTablesTexts() {
        #expect(Self.labels(strings: Self.tables) == [
            "Play Now", "Sync", "Done", "More options", "Settings", "New episodes", "Search videos", "Items", "missing.key",
            "queue.action.playNow", "settings.done", "Now Playing", "Done", "Done", "Close",
        ])
    }

    /// Without tables a key is shown as written, as the bundle shows a key it does not find; but a
    /// table the code names that was not read (`tableName: "Settings"`) holds text the audit does
    /// not know (a partial checkout, a folder audited without its resources).
    @Test func withoutTablesTheKeysAreShownAsWritten() {
        #expect(Self.labels(strings: .none) == [
            "queue.action.playNow", "settings.sync", "settings.done",
            #"\(NSLocalizedString("settings.more", tableName: "Settings", comment: ""))"#, "settings.gear", "banner.title",
            "search.prompt", "items.title", "missing.key", "queue.action.playNow", "settings.done", "player.title", "settings.done",
            "settings.done", "ic_close",
        ])
    }

    /// An app's own initialiser looking a key up (Sileo's `String(localizationKey:)`, calling
    /// `NSLocalizedString`) reads as the table's text; where no table holds the key its words are
    /// not known (the call stands in for them), never the key.
    @Test func anAppsOwnLookupReadsAsTheTablesText() {
        let view = """
            import SwiftUI
            struct Queue: View {
                var body: some View {
                    VStack {
                        Button(String(localizationKey: "items.title")) { }
                        Button(String(localizationKey: "queue.clear")) { }
                    }
                }
            }
            """
        var layout = AppLayout.oneApp
        layout.strings = Self.tables
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "/app/Queue.swift", text: view)], layout: layout)
        var elements: [(label: String?, unresolved: Int)] = []
        project.lower(entriesDeclaredIn: "/app/Queue.swift", settings: AccessibilitySettings())
            .first { $0.screen.name == "Queue" }?.screen.root.forEachDescendant { siblings, index, _ in
                if siblings[index].traits.contains(.button) {
                    elements.append((siblings[index].label, siblings[index].unresolved.count))
                }
            }
        #expect(elements.map(\.label) == ["Items", #"\(String(localizationKey: "queue.clear"))"#])
        #expect(elements.map(\.unresolved) == [0, 1])
    }

    @Test func aKeyNoTableHoldsStaysUnresolved() throws {
        var layout = AppLayout.oneApp
        layout.strings = Self.tables
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "/app/Player.swift", text: Self.view)], layout: layout)
        var unresolved: [String: [Unresolved]] = [:]
        project.lower(entriesDeclaredIn: "/app/Player.swift", settings: AccessibilitySettings())
            .first { $0.screen.name == "Player" }?.screen.root.forEachDescendant { siblings, index, _ in
                if let label = siblings[index].label { unresolved[label, default: []] += siblings[index].unresolved }
            }
        #expect(unresolved["Play Now"] == [])
        #expect(unresolved["missing.key"]?.map(\.origin) == [.stringsTableKey])
    }

    /// A literal key given to an enum case's associated value declared as a key, shown by the
    /// `Text` its binding feeds (`case let .invalid(description): Text(description)`).
    @Test func aKeyAnEnumCaseHoldsReadsAsItsText() {
        let source = """
            import SwiftUI
            enum Status { case valid, invalid(description: LocalizedStringKey, code: String) }
            enum TitleStatus { case valid, invalid(description: LocalizedStringKey, code: String) }
            struct Results: View {
                var status: Status { .invalid(description: "search.none", code: "search.none") }
                var body: some View {
                    switch status {
                    case .valid: Text("OK")
                    case let .invalid(description, code):
                        Text(description)
                        Text(code)
                    }
                }
            }
            """
        var layout = AppLayout.oneApp
        layout.strings = StringsTables(tables: [
            StringsTable(name: "Localizable", path: "/app/Localizable.xcstrings", texts: ["search.none": "No symbol found"]),
        ])
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "/app/Results.swift", text: source)], layout: layout)
        let screen = project.lower(entriesDeclaredIn: "/app/Results.swift", settings: AccessibilitySettings())
            .first { $0.screen.name == "Results" }?.screen
        #expect(screen?.root.children.map(\.label) == ["No symbol found", "search.none"])
    }

    @Test func eachAppReadsItsOwnTables() {
        var layout = AppLayout(apps: [["/one"], ["/two"]])
        layout.strings = StringsTables(tables: [
            StringsTable(name: "Localizable", path: "/one/Localizable.xcstrings", texts: ["title": "One"]),
            StringsTable(name: "Localizable", path: "/two/Localizable.xcstrings", texts: ["title": "Two"]),
        ])
        #expect(layout.strings(ofApp: 0).text(for: "title") == "One")
        #expect(layout.strings(ofApp: 1).text(for: "title") == "Two")
        #expect(layout.strings(ofApp: 2).isEmpty)
    }

    /// A string made from a resource the audit cannot read (Xcode's symbols generated from a
    /// strings catalog, `.app(.name)`) names the field by words known only at run time: it is
    /// no field without a name.
    @Test func aStringOfAResourceNotReadIsRunTimeText() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct EditView: View {
                @State var name = ""
                var body: some View {
                    Form { TextField(String(localized: .app(.name)), text: $name) }
                }
            }
            """, path: "EditView.swift", view: "EditView")
        let field = try #require(result.screen.exposedNodes.first { $0.traits.names.contains("textEntry") })
        #expect(field.label == "\\(String(localized: .app(.name)))")
        #expect(field.unresolved.map(\.fact) == [.label])
    }
}

/// Texts an app's own lookup helpers give: SwiftGen's `L10n.tr` and helpers like it call
/// `Bundle.localizedString(forKey:value:table:)` and fill the format with `String(format:)`.
@Suite struct BundleLookupTests {
    static let strings = """
        import SwiftUI
        enum L10n {
            static let about = L10n.tr("Localizable", "about", fallback: "About")
            static let later = L10n.tr("Localizable", "later", fallback: "Later")
            static func liked(_ p1: String) -> String { L10n.tr("Localizable", "liked", p1, fallback: "Liked by %@") }
            private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
            }
        }
        private final class BundleToken { static let bundle = Bundle(for: BundleToken.self) }
        struct Library: View {
            var body: some View {
                VStack {
                    Text(L10n.about)
                    Text(L10n.later)
                    Text(L10n.liked("Ann"))
                }
            }
        }
        """

    static func labels(_ strings: StringsTables) -> [String] {
        var layout = AppLayout.oneApp
        layout.strings = strings
        let project = SwiftUIProject(files: [ParsedSourceFile(path: "/app/Library.swift", text: Self.strings)],
                                     layout: layout)
        var labels: [String] = []
        project.lower(entriesDeclaredIn: "/app/Library.swift", settings: AccessibilitySettings())
            .first { $0.screen.name == "Library" }?.screen.root.forEachDescendant { siblings, index, _ in
                if let label = siblings[index].label, !label.isEmpty { labels.append(label) }
            }
        return labels
    }

    @Test func theTablesTextElseTheFallbackFilledWithItsArguments() {
        let tables = StringsTables(tables: [
            StringsTable(name: "Localizable", path: "/app/en.lproj/Localizable.strings", texts: ["about": "About Swiftfin", "liked": "%@ liked this"]),
        ])
        #expect(Self.labels(tables) == ["About Swiftfin", "Later", "Ann liked this"])
        #expect(Self.labels(.none) == ["About", "Later", "Liked by Ann"])
    }

    @Test(arguments: [
        ("%lld videos", ["3"], "3 videos"),
        ("%@ liked %@", ["Ann", "your post"], "Ann liked your post"),
        ("%2$@ by %1$@", ["Ann", "Song"], "Song by Ann"),
        ("100%% done", [], "100% done"),
        ("%.1f MB", ["2.5"], "2.5 MB"),
    ])
    func aFormatIsFilledWithItsArguments(format: String, arguments: [String], filled: String) {
        #expect(FormatString.filled(format, with: arguments) == filled)
    }

    @Test func aFormatWithoutItsArgumentsIsNotFilled() {
        #expect(FormatString.filled("%@ and %@", with: ["one"]) == nil)
        #expect(FormatString.filled("%k", with: ["one"]) == nil)
    }
}
