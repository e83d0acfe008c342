import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// Apps read in one run keep their declarations to themselves: a file is lowered with its own
/// app's types, extensions, functions and statics, never another app's.
@Suite struct AppLayoutTests {
    static let layout = AppLayout(apps: [["A"], ["B"]])

    /// The labels VoiceOver reads on the screens of the entry points in `path`.
    static func labels(_ files: [ParsedSourceFile], in path: String, layout: AppLayout = Self.layout) -> [String] {
        SwiftUIProject(files: files, layout: layout).lower(entriesDeclaredIn: path, settings: AccessibilitySettings())
            .flatMap { $0.screen.navigationOrder.map { $0.element.label ?? "-" } }
    }

    /// An app whose screen shows what its own extension of `NSRegularExpression` returns.
    static func extendingApp(_ app: String) -> [ParsedSourceFile] {
        [
            ParsedSourceFile(path: "\(app)/Sources/Regex.swift", text: """
                extension NSRegularExpression {
                    func caption() -> String { "Matched in \(app)" }
                }
                """),
            ParsedSourceFile(path: "\(app)/Sources/Screen.swift", text: """
                struct Screen: View {
                    let regex = NSRegularExpression()
                    var body: some View { Text(regex.caption()) }
                }
                #Preview { Screen() }
                """),
        ]
    }

    @Test func eachAppsViewCallsItsOwnExtensionsMethod() {
        let files = Self.extendingApp("A") + Self.extendingApp("B")
        #expect(Self.labels(files, in: "A/Sources/Screen.swift") == ["Matched in A"])
        #expect(Self.labels(files, in: "B/Sources/Screen.swift") == ["Matched in B"])
    }

    @Test func asOneAppTheExtensionsMerge() {
        let files = Self.extendingApp("A") + Self.extendingApp("B")
        #expect(Self.labels(files, in: "B/Sources/Screen.swift", layout: .oneApp) == ["Matched in A"])
    }

    /// `Palette`, declared in both apps, each extended in its own app.
    static func paletteApp(_ app: String) -> [ParsedSourceFile] {
        [
            ParsedSourceFile(path: "\(app)/Sources/Palette.swift", text: "struct Palette {}"),
            ParsedSourceFile(path: "\(app)/Sources/Palette+Titles.swift", text: """
                extension Palette {
                    static var title: String { "Title of \(app)" }
                }
                """),
            ParsedSourceFile(path: "\(app)/Sources/Screen.swift", text: """
                struct Screen: View {
                    var body: some View { Text(Palette.title) }
                }
                #Preview { Screen() }
                """),
        ]
    }

    @Test func aTypeDeclaredInTwoAppsHasEachAppsOwnExtensions() {
        let files = Self.paletteApp("A") + Self.paletteApp("B")
        #expect(Self.labels(files, in: "A/Sources/Screen.swift") == ["Title of A"])
        #expect(Self.labels(files, in: "B/Sources/Screen.swift") == ["Title of B"])
    }

    @Test func anotherAppsDeclarationsAreNeverUsed() {
        let files = [
            ParsedSourceFile(path: "A/Greeting.swift", text: """
                struct Greeting: View {
                    var body: some View { Text("Hello from A") }
                }
                func farewell() -> String { "Bye from A" }
                """),
            ParsedSourceFile(path: "B/Screen.swift", text: """
                struct Screen: View {
                    var body: some View { VStack { Greeting(); Text(farewell()) } }
                }
                #Preview { Screen() }
                """),
        ]
        #expect(Self.labels(files, in: "B/Screen.swift", layout: .oneApp) == ["Hello from A", "Bye from A"])
        #expect(!Self.labels(files, in: "B/Screen.swift").contains { $0.hasSuffix("from A") })
    }

    @Test func oneAppReadsAsWithoutALayout() {
        let files = Self.extendingApp("A") + Self.paletteApp("A")
        let path = "A/Sources/Screen.swift"
        #expect(Self.labels(files, in: path, layout: AppLayout(apps: [["A"]])) == Self.labels(files, in: path, layout: .oneApp))
    }

    @Test func aFileBelongsToTheOutermostFolderHoldingIt() {
        let layout = AppLayout(apps: [["Apps/Inner"], ["Apps", "Shared"], ["Other"]])
        #expect(layout.app(of: "Apps/Inner/View.swift") == 1)
        #expect(layout.app(of: "Shared/Model.swift") == 1)
        #expect(layout.app(of: "./Other/View.swift") == 2)
        #expect(layout.app(of: "OtherApp/View.swift") == 3)
        #expect(layout.app(of: "Loose.swift") == 3)
        #expect(AppLayout.oneApp.app(of: "Anywhere/View.swift") == 0)
    }
}
