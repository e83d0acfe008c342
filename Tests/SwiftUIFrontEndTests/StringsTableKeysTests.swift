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
            "queue.action.playNow", "settings.done", "Now Playing", "Done", "Close",
        ])
    }

    @Test func withoutTablesTheKeysAreShownAsWritten() {
        #expect(Self.labels(strings: .none) == [
            "queue.action.playNow", "settings.sync", "settings.done", "settings.more", "settings.gear", "banner.title",
            "search.prompt", "items.title", "missing.key", "queue.action.playNow", "settings.done", "player.title", "settings.done",
            "ic_close",
        ])
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
}
