import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// A screen's column that fits at L and runs past the screen's edge at AX3 without scrolling,
/// judged only on what the code states (docs/dynamic-type.md, Content taller than the screen).
@Suite struct ContentBeyondScreenTests {
    /// Rows of one line of Body text, 16 pt of padding around each: 54 pt at L, 80 pt at AX3
    /// (Body's leading, 22 and 48 pt), 8 pt apart in a stack of default spacing.
    func settingsRows(_ count: Int) -> String {
        (1...count).map { "Text(\"Setting \($0)\").padding()" }.joined(separator: "\n")
    }

    func beyond(_ body: String, settings: AccessibilitySettings = AccessibilitySettings()) throws -> ContentBeyondScreen? {
        let source = """
            import SwiftUI
            struct Settings: View {
                var body: some View {
            \(body)
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings",
                                         settings: settings).screen.contentBeyondScreen
    }

    @Test func aTallColumnInANavigationStackRunsPastTheEdgeAtAX3() throws {
        let found = try #require(try beyond("""
            NavigationStack {
                VStack {
            \(settingsRows(10))
                }
                .navigationTitle("Settings")
            }
            """))
        // 852 pt less the safe areas (59, 34), the bar (44) and its large title (52).
        #expect(found.room == 663)
        #expect(found.height == 10 * 54 + 9 * 8)
        #expect(found.heightAtSize == 10 * 80 + 9 * 8)
        #expect(found.size == .accessibilityExtraLarge)
        #expect(found.source.line == 5)
    }

    @Test func aPushedViewIsTitledForItsBar() throws {
        let found = try #require(try beyond("""
            VStack(spacing: 0) {
            \(settingsRows(10))
            }
            .navigationTitle("Settings")
            """))
        #expect(found.room == 663)
        #expect(found.heightAtSize == 10 * 80)
    }

    @Test func theColumnsOwnPaddingCounts() throws {
        // 8 rows are 640 pt at AX3, within 663 pt; the padding makes them 720.
        let found = try #require(try beyond("""
            NavigationStack {
                VStack(spacing: 0) {
            \(settingsRows(8))
                }
                .padding(.vertical, 40)
                .navigationTitle("Settings")
            }
            """))
        #expect(found.height == 8 * 54 + 80)
        #expect(found.heightAtSize == 8 * 80 + 80)
        #expect(found.source.line == 5)
    }

    /// The room a column gets is what the navigation chrome leaves (852 pt less the safe areas,
    /// 59 and 34, and the 44 pt bar): an inline title takes no row of its own (715 pt), a large
    /// title and a search field take 52 and 44 (619 pt); a pushed view's chrome is read from all
    /// the modifiers written on it.
    static let chromes: [(body: String, room: Double)] = [
        ("NavigationStack { VStack(spacing: 0) { \(rowsText(10)) }.navigationTitle(\"Settings\").navigationBarTitleDisplayMode(.inline) }", 715),
        ("NavigationStack { VStack(spacing: 0) { \(rowsText(10)) }.navigationBarTitle(\"Settings\", displayMode: .inline) }", 715),
        ("NavigationStack { VStack(spacing: 0) { \(rowsText(10)) }.navigationTitle(\"Settings\").searchable(text: $query) }", 619),
        ("VStack(spacing: 0) { \(rowsText(10)) }.navigationTitle(\"Settings\").toolbarTitleDisplayMode(.inline)", 715),
    ]

    @Test(arguments: 0..<4)
    func theRoomIsWhatTheChromeLeaves(case index: Int) throws {
        let chrome = Self.chromes[index]
        #expect(try #require(try beyond(chrome.body)).room == chrome.room)
    }

    @Test func aTabBarTakesItsHeight() throws {
        let found = try #require(try beyond("""
            TabView {
                VStack(spacing: 0) {
            \(settingsRows(10))
                }
            }
            """))
        #expect(found.room == 852 - 59 - 34 - 49)
    }

    @Test(arguments: [
        // The same column in a scroll view, or in a list: it scrolls.
        "NavigationStack { ScrollView { VStack { \(Self.rowsText(10)) } }.navigationTitle(\"Settings\") }",
        "NavigationStack { List { \(Self.rowsText(10)) }.navigationTitle(\"Settings\") }",
        // A short column that fits even at AX5.
        "NavigationStack { VStack { \(Self.rowsText(3)) }.navigationTitle(\"Settings\") }",
        // Capped at xxxL, where 9 rows still fit (9 × 61 + 64 = 613 pt of 663).
        "NavigationStack { VStack { \(Self.rowsText(9)) }.dynamicTypeSize(...DynamicTypeSize.xxxLarge).navigationTitle(\"Settings\") }",
        // Text that shrinks to fit.
        "NavigationStack { VStack { \(Self.rowsText(10)) }.minimumScaleFactor(0.5).navigationTitle(\"Settings\") }",
        // A layout chosen by size.
        "NavigationStack { ViewThatFits(in: .vertical) { VStack { \(Self.rowsText(10)) }; ScrollView { VStack { \(Self.rowsText(10)) } } }.navigationTitle(\"Settings\") }",
        // Taller than the screen already at L: not a barrier the text size makes.
        "NavigationStack { VStack { \(Self.rowsText(14)) }.navigationTitle(\"Settings\") }",
        // No bar and no title: a component whose callers place it (perhaps in a scroll view).
        "VStack { \(Self.rowsText(10)) }",
        // Rows the code does not state: a run-time list, views the audit does not read.
        "NavigationStack { VStack { ForEach(model.settings) { Text($0.name).padding() } }.navigationTitle(\"Settings\") }",
        "NavigationStack { VStack { \((1...10).map { _ in "SettingRowFromAPackage()" }.joined(separator: "; ")) }.navigationTitle(\"Settings\") }",
    ])
    func columnsThatScrollFitOrAreNotStatedAreNot(body: String) throws {
        #expect(try beyond(body) == nil)
    }

    @Test func aScreenBuiltAtAnAccessibilitySizeIsJudgedByItsOwnLayout() throws {
        let body = "NavigationStack { VStack { \(Self.rowsText(10)) }.navigationTitle(\"Settings\") }"
        #expect(try beyond(body, settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge)) == nil)
        #expect(try beyond(body) != nil)
    }

    @Test func aSheetIsAScreenOfItsOwn() throws {
        let source = """
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    Button("Open") {}
                        .sheet(isPresented: .constant(true)) {
                            VStack(spacing: 0) {
            \(settingsRows(10))
                            }
                        }
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings",
                                               settings: AccessibilitySettings())
        #expect(result.screen.contentBeyondScreen == nil)
        let found = try #require(result.modals.first?.screen.contentBeyondScreen)
        // A sheet starts 10 pt below the top safe area (59 pt) and ends above the bottom one (34 pt).
        #expect(found.room == 852 - 69 - 34)
        #expect(found.heightAtSize == 10 * 80)
        #expect(found.source.line == 6)
    }

    @Test func anAlertScrollsItsOwnMessage() throws {
        let message = Array(repeating: "This reply posts from a new identity that is not linked to your accounts.", count: 6)
            .joined(separator: " ")
        let source = """
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    Button("Reply") {}
                        .alert("Reply anonymously", isPresented: .constant(true)) {
                            Button("Continue") {}
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("\(message)")
                        }
                }
            }
            """
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Settings.swift", view: "Settings",
                                               settings: AccessibilitySettings())
        let alert = try #require(result.modals.first)
        #expect(alert.presentation == .alert)
        #expect(alert.screen.contentBeyondScreen == nil)
    }

    @Test func aRunTimeTextCountsOneLine() throws {
        let found = try #require(try beyond("""
            NavigationStack {
                VStack(spacing: 0) {
                    \((1...10).map { "Text(model.title\($0)).padding()" }.joined(separator: "\n"))
                }
                .navigationTitle("Settings")
            }
            """))
        #expect(found.heightAtSize == 10 * 80)
    }

    static func rowsText(_ count: Int) -> String {
        (1...count).map { "Text(\"Setting \($0)\").padding()" }.joined(separator: "; ")
    }
}
